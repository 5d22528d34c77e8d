import Glibc

/// A headless run's guardian: joystick-run started again, before the game, to outlive it however it ends, SIGKILL
/// included, and then take down whatever the game left running and remove the run's folder.
///
/// joystick-run is the reaper of the game's processes while it runs (a subreaper), and kills them when the game
/// ends; a SIGKILLed joystick-run (a CI job cancelled, a suite's --run-timeout, a game killing its suite's worker)
/// can do nothing, and the processes the game forked, daemonised or put in sessions of their own would live on.
/// The guardian waits on a pipe only joystick-run holds the write end of: when it reads the end of it, joystick-run
/// has ended, and every process still carrying the run's mark in its environment (its spec variable, which every
/// process of the game inherits) is killed. It ignores the terminal's signals, which joystick-run handles.
enum RunGuardian {
    /// The hidden option that makes joystick-run a guardian: `--watch-over MARK FOLDER`, the pipe on descriptor 3;
    /// MARK `-` for the folder alone (a player's game in a window lives on).
    static let option = "--watch-over"

    /// A guardian started, and the write end of its pipe (closed when joystick-run ends, however it ends).
    struct Started {
        let pid: pid_t
        let pipe: Int32

        /// Tells the guardian the run is over and waits for it to have done its work.
        func finish() {
            close(pipe)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        }
    }

    /// Starts a guardian of the processes carrying `mark` (`NAME=VALUE`; nil: none) and of `folder`; nil when it
    /// cannot be started (the run goes on, as it did before guardians).
    static func start(mark: String?, folder: String) -> Started? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        let (reader, writer) = (ends[0], ends[1])
        _ = fcntl(writer, F_SETFD, FD_CLOEXEC)
        _ = fcntl(reader, F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, reader, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A group of its own: the terminal's Ctrl-C reaches joystick-run, not the guardian.
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        let words: [String] = ["/proc/self/exe", option, mark ?? "-", folder]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, "/proc/self/exe", &actions, &attributes, argv, environ)
        close(reader)
        guard result == 0 else {
            close(writer)
            return nil
        }
        return Started(pid: pid, pipe: writer)
    }

    /// The guardian's work (`--watch-over MARK FOLDER`): returns its exit status.
    static func serve(_ arguments: [String]) -> Int32 {
        guard arguments.count == 3, arguments[0] == option else { return 2 }
        let (mark, folder) = (arguments[1], arguments[2])
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { Glibc.signal(signal, SIG_IGN) }
        var byte: UInt8 = 0
        while true {
            let got = read(3, &byte, 1)
            if got == 0 || (got < 0 && errno != EINTR) { break }
        }
        for _ in 0..<50 where mark != "-" {
            let left = marked(mark)
            if left.isEmpty { break }
            for pid in left { kill(pid, SIGKILL) }
            usleep(10_000)
        }
        RunFiles(existing: folder).remove()
        return 0
    }

    /// The processes whose environment holds `mark` (this one's aside).
    static func marked(_ mark: String) -> [pid_t] {
        let wanted = Array(mark.utf8)
        let mine = getpid()
        var found: [pid_t] = []
        guard let proc = opendir("/proc") else { return [] }
        defer { closedir(proc) }
        while let entry = readdir(proc) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let pid = pid_t(name), pid != mine, environment(of: pid).contains(wanted) else { continue }
            found.append(pid)
        }
        return found
    }

    /// A process's environment, its variables apart (none when it cannot be read: another user's, or gone).
    private static func environment(of pid: pid_t) -> [[UInt8]] {
        let file = open("/proc/\(pid)/environ", O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return [] }
        defer { close(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let got = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            if got <= 0 { break }
            bytes.append(contentsOf: buffer[..<got])
        }
        return bytes.split(separator: 0, omittingEmptySubsequences: true).map(Array.init)
    }
}
