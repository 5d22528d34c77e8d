import CJoyStickRun
import Glibc

/// The game's process: started with joystick-run's environment and the path of the overlay's status channel, watched
/// until it ends (its status lines read as they come), and stopped when joystick-run's watchdog says so.
///
/// The channel is a named pipe in the run's private folder, not an inherited descriptor: a game that closes what
/// it inherited and opens its own files gets the same numbers, and the overlay's lines would land in them (a save
/// file). The overlay opens the pipe by its path, checks before every line that its descriptor is still that pipe,
/// and opens it again when the game has taken the number over.
///
/// In a window the game shares joystick-run's process group, as any program started from a terminal: SIGINT and
/// SIGQUIT reach it from the terminal, SIGTERM and SIGHUP sent to joystick-run are passed on. A headless game
/// gets a group of its own, and joystick-run becomes the reaper of whatever it leaves: every signal that stops
/// joystick-run is passed on to the whole group, and once the game has ended nothing of it is left running
/// (its group, and any process it left behind elsewhere, are killed).
enum GameProcess {
    /// How the game ended.
    struct Outcome: Equatable {
        /// Its exit status, or 128 + the signal that ended it.
        var status: Int32
        /// Why joystick-run stopped it, if it did.
        var stopped: String?
        /// The signal that ended it, if one did (a crash, or a signal it was passed).
        var signal: Int32? = nil
    }

    /// The game being waited for, for the signal handler; negative: its process group.
    nonisolated(unsafe) private static var target: pid_t = 0
    /// The last signal the handler passed on (or would have, with no game running): a suite's worker starts no
    /// other test after it.
    nonisolated(unsafe) private(set) static var caught: Int32 = 0

    /// Passes SIGTERM, SIGHUP, SIGINT and SIGQUIT on to the game from now on (remembering them in ``caught``
    /// between games), and lets them in: a suite's worker starts with them blocked, so none is lost before this.
    static func watchSignals() {
        forwardSignals(all: true)
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGTERM, SIGHUP, SIGINT, SIGQUIT] { sigaddset(&signals, signal) }
        sigprocmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Runs the game to its end.
    /// - Parameters:
    ///   - arguments: GAME and its arguments (GAME found on PATH when it has no slash)
    ///   - environment: variables set for the game over joystick-run's own (nil removes one)
    ///   - status: the path of the status channel, a named pipe made here (in the run's private folder)
    ///   - statusVariable: the variable that tells the game's overlay that path
    ///   - ownGroup: whether the game gets a process group of its own (a headless run)
    ///   - spared: a process of joystick-run's that is not the game's, left running when the game's are killed (the
    ///     run's guardian)
    ///   - log: a file the game's standard output and standard error go to, appended (a suite's test's game.log:
    ///     a suite's worker's own standard output is its report to the suite); nil: joystick-run's own
    ///   - line: called with each status line, as it comes
    ///   - watchdog: asked about ten times a second; a reason stops the game (SIGKILL to its group)
    /// - Throws: ``UsageError`` when the game cannot be started (exit status 127)
    static func run(_ arguments: [String], environment: [String: String?], status: String, statusVariable: String,
                    ownGroup: Bool, spared: pid_t? = nil, log: String? = nil, line: (String) -> Void,
                    watchdog: () -> String?) throws(UsageError) -> Outcome {
        guard mkfifo(status, 0o600) == 0 else {
            throw UsageError("cannot make the named pipe \(status): \(String(cString: strerror(errno)))")
        }
        // Neither end is inherited. joystick-run holds a writer too, so the pipe never reads as ended (a game that
        // has not opened it yet, or one of its processes that closed it) and poll waits its tenth of a second.
        let reader = open(status, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        let keeper = reader < 0 ? -1 : open(status, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard reader >= 0, keeper >= 0 else {
            let reason = String(cString: strerror(errno))
            if reader >= 0 { close(reader) }
            throw UsageError("cannot open the named pipe \(status): \(reason)")
        }
        defer {
            close(reader)
            close(keeper)
        }
        if ownGroup { _ = jr_become_subreaper() }

        var variables = environment
        variables[statusVariable] = status
        // Before the game exists, so that no signal meant for it finds joystick-run without its handlers (the game
        // starts with the default actions: an exec keeps no handler).
        forwardSignals(all: ownGroup)
        // Held back from the spawn until the handlers know the game: a Ctrl-Z or SIGTERM in between would stop or
        // end joystick-run alone. (The game's own mask is set empty by spawn.)
        var held = sigset_t(), before = sigset_t()
        sigemptyset(&held)
        for signal in [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGCONT] { sigaddset(&held, signal) }
        sigprocmask(SIG_BLOCK, &held, &before)
        let pid: pid_t
        do {
            pid = try spawn(arguments, variables, ownGroup: ownGroup, log: log)
        } catch {
            sigprocmask(SIG_SETMASK, &before, nil)
            throw error
        }
        target = ownGroup ? -pid : pid
        sigprocmask(SIG_SETMASK, &before, nil)
        defer { target = 0 }

        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var status: Int32 = 0
        var stopped: String?
        func drain() {
            while true {
                let got = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
                if got <= 0 { break }
                pending.append(contentsOf: buffer[..<got])
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    line(String(decoding: pending[..<newline], as: UTF8.self))
                    pending.removeSubrange(...newline)
                }
            }
        }
        while true {
            var watched = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
            _ = poll(&watched, 1, 100)
            drain()
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            if waited < 0, errno != EINTR { break }
            if let reason = watchdog() {
                kill(ownGroup ? -pid : pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                stopped = reason
                break
            }
        }
        // What the game said last; a process of the game's still writing is not waited for.
        drain()
        if ownGroup { killLeftovers(group: pid, sparing: spared) }
        let signal = status & 0x7F
        return Outcome(status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, stopped: stopped,
                       signal: signal == 0 ? nil : signal)
    }

    /// Everything the game left: its process group, and processes that left the group but were handed to
    /// joystick-run as their reaper when their parent ended.
    private static func killLeftovers(group: pid_t, sparing spared: pid_t?) {
        kill(-group, SIGKILL)
        for _ in 0..<50 {
            var children: [pid_t] = []
            let mine = getpid()
            if let proc = opendir("/proc") {
                while let entry = readdir(proc) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                    guard let pid = pid_t(name), pid != spared, parent(of: pid) == mine else { continue }
                    children.append(pid)
                }
                closedir(proc)
            }
            if children.isEmpty { return }
            for child in children {
                kill(child, SIGKILL)
                var ignored: Int32 = 0
                waitpid(child, &ignored, 0)
            }
        }
    }

    /// A process's parent, from /proc/PID/stat ("PID (NAME) STATE PPID ...": the name may hold spaces).
    private static func parent(of pid: pid_t) -> pid_t? {
        guard let file = fopen("/proc/\(pid)/stat", "r") else { return nil }
        defer { fclose(file) }
        var bytes = [CChar](repeating: 0, count: 512)
        guard fgets(&bytes, Int32(bytes.count), file) != nil else { return nil }
        let text = String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? pid_t(fields[1]) : nil
    }

    private static func spawn(_ arguments: [String], _ variables: [String: String?], ownGroup: Bool,
                              log: String?) throws(UsageError) -> pid_t {
        var environment: [String] = []
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            let name = text.split(separator: "=", maxSplits: 1).first.map(String.init) ?? text
            if variables[name] == nil { environment.append(text) }
            index += 1
        }
        for (name, value) in variables {
            if let value { environment.append("\(name)=\(value)") }
        }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The game starts with no signal blocked and the default action for those joystick-run handles or ignores,
        // whatever joystick-run's own state (a suite's worker starts with SIGTERM blocked).
        var none = sigset_t(), handled = sigset_t()
        sigemptyset(&none)
        sigemptyset(&handled)
        for signal in [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGPIPE] { sigaddset(&handled, signal) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &handled)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if ownGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let log {
            // Appended: joystick-run's own lines about the run go in the same file, in order.
            posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_APPEND, 0o644)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw UsageError("cannot start \(arguments[0]): \(String(cString: strerror(result)))")
        }
        return pid
    }

    /// SIGTERM and SIGHUP are passed on; with `all` (the game in a group of its own, which the terminal does not
    /// reach) SIGINT and SIGQUIT too, else they are left to the terminal, which sends them to the game itself.
    private static func forwardSignals(all: Bool) {
        var forward = sigaction()
        forward.__sigaction_handler.sa_handler = { signal in
            GameProcess.caught = signal
            if GameProcess.target != 0 { kill(GameProcess.target, signal) }
        }
        sigemptyset(&forward.sa_mask)
        forward.sa_flags = SA_RESTART
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigaction(SIGTERM, &forward, nil)
        sigaction(SIGHUP, &forward, nil)
        for signal in [SIGINT, SIGQUIT] {
            if all { sigaction(signal, &forward, nil) } else { sigaction(signal, &ignore, nil) }
        }
        if all { forwardStops() }
    }

    /// A game in a group of its own is not stopped by the terminal's Ctrl-Z (SIGTSTP), which stops joystick-run:
    /// it is stopped with it (SIGSTOP to its group, then to joystick-run: SIGTSTP's own stop is dropped in a
    /// process group no shell controls, and the game would stay stopped alone), and continued with it (SIGCONT),
    /// so that it never runs on, unwatched, past --timeout.
    private static func forwardStops() {
        var stop = sigaction()
        stop.__sigaction_handler.sa_handler = { _ in
            if GameProcess.target != 0 { kill(GameProcess.target, SIGSTOP) }
            raise(SIGSTOP)
        }
        sigemptyset(&stop.sa_mask)
        stop.sa_flags = SA_RESTART
        var resume = sigaction()
        resume.__sigaction_handler.sa_handler = { _ in
            if GameProcess.target != 0 { kill(GameProcess.target, SIGCONT) }
        }
        sigemptyset(&resume.sa_mask)
        resume.sa_flags = SA_RESTART
        for signal in [SIGTSTP, SIGTTIN, SIGTTOU] { sigaction(signal, &stop, nil) }
        sigaction(SIGCONT, &resume, nil)
    }
}
