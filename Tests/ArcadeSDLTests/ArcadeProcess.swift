import Foundation
import SDLTestSupport
import Testing

/// The built `arcade` as a child process the test steers: its arguments as raw bytes (a path need not be
/// UTF-8), its standard output a pipe the test reads a line at a time, a file, or closed, signals blocked from
/// its start, optionally as another user (through `setpriv`). It runs in a process group of its own, so a
/// safety net can end it and its workers together: a test that would hang fails instead.
final class ArcadeProcess {
    /// Where its standard output goes.
    enum Output {
        /// A pipe: ``readLine()`` and ``finish(within:)`` read it.
        case pipe
        /// A file (or device, or FIFO) opened for writing.
        case file(String)
        /// No file descriptor 1 at all.
        case closed
    }

    /// How a process ended.
    struct Ending: Equatable, CustomStringConvertible {
        /// The raw wait status.
        var status: Int32
        /// Its exit code, if it exited.
        var exitCode: Int32? { status & 0x7F == 0 ? (status >> 8) & 0xFF : nil }
        /// The signal that ended it, if one did.
        var signal: Int32? { status & 0x7F == 0 ? nil : status & 0x7F }
        var description: String { exitCode.map { "exit \($0)" } ?? "signal \(signal ?? 0)" }
    }

    /// The built executable: the test bundle sits in the build folder beside the products.
    static var executable: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("arcade").path
    }

    /// Its process id (also its process group's).
    let pid: pid_t
    /// The reading end of its standard output, when it is a pipe; -1 once closed.
    private(set) var output: Int32 = -1
    private var errors: Int32 = -1
    private var pendingOutput: [UInt8] = []
    private var errorBytes: [UInt8] = []
    private var ending: Ending?

    /// Starts `arcade` in the repository's top folder with SDL's dummy drivers.
    /// - Parameters:
    ///   - arguments: its arguments, each as bytes
    ///   - stdout: where its standard output goes
    ///   - blocked: signals blocked from its start (it unblocks them when it watches for them, so one sent
    ///     early waits for that)
    ///   - user: a user id to run as instead of this one (root only)
    init(_ arguments: [[UInt8]], stdout: Output = .pipe, blocked: [Int32] = [], user: uid_t? = nil) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var ends: [Int32] = [-1, -1], errorEnds: [Int32] = [-1, -1]
        try #require(pipe(&errorEnds) == 0)
        switch stdout {
        case .pipe:
            try #require(pipe(&ends) == 0)
            posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
            posix_spawn_file_actions_addclose(&actions, ends[0])
            posix_spawn_file_actions_addclose(&actions, ends[1])
        case .file(let path):
            posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        case .closed:
            posix_spawn_file_actions_addclose(&actions, 1)
        }
        posix_spawn_file_actions_adddup2(&actions, errorEnds[1], 2)
        posix_spawn_file_actions_addclose(&actions, errorEnds[0])
        posix_spawn_file_actions_addclose(&actions, errorEnds[1])
        // glibc's posix_spawn_file_actions_addchdir_np (2.29), which Swift's Glibc module does not declare.
        typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
        let addChdir = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np"))
        _ = unsafeBitCast(addChdir, to: AddChdir.self)(&actions, SDLTestEnvironment.repository.path)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in blocked { sigaddset(&mask, signal) }
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
        var program = Array(Self.executable.utf8)
        var argv: [[UInt8]] = [program] + arguments
        if let user {
            program = Array("/usr/bin/setpriv".utf8)
            argv = [program, Array("--reuid=\(user)".utf8), Array("--regid=\(user)".utf8),
                    Array("--clear-groups".utf8), Array("--".utf8), Array(Self.executable.utf8)] + arguments
        }
        let environment = ["SDL_VIDEODRIVER=dummy", "SDL_AUDIODRIVER=dummy", "HOME=/tmp",
                           "PATH=/usr/bin:/bin"].map { Array($0.utf8) }
        var cArguments = argv.map { Self.cString($0) } + [nil]
        var cEnvironment = environment.map { Self.cString($0) } + [nil]
        defer { (cArguments + cEnvironment).forEach { free($0) } }
        var pid: pid_t = 0
        let programPath = String(decoding: program, as: UTF8.self)
        let result = posix_spawn(&pid, programPath, &actions, &attributes, &cArguments, &cEnvironment)
        if ends[1] >= 0 { close(ends[1]) }
        close(errorEnds[1])
        try #require(result == 0, "posix_spawn: \(String(cString: strerror(result)))")
        self.pid = pid
        output = ends[0]
        errors = errorEnds[0]
    }

    /// Starts `arcade` with arguments that are all text.
    convenience init(_ arguments: [String], stdout: Output = .pipe, blocked: [Int32] = [],
                     user: uid_t? = nil) throws {
        try self.init(arguments.map { Array($0.utf8) }, stdout: stdout, blocked: blocked, user: user)
    }

    deinit {
        if ending == nil {
            kill(-pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        if output >= 0 { close(output) }
        if errors >= 0 { close(errors) }
    }

    /// A NUL-terminated copy of `bytes`, freed with free(3).
    private static func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
        guard let copy = malloc(bytes.count + 1)?.assumingMemoryBound(to: CChar.self) else { return nil }
        for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
        copy[bytes.count] = 0
        return copy
    }

    /// The next line of its standard output (without the newline), waiting for it; nil at its end or past
    /// the safety net.
    func readLine(within seconds: Double = 120) -> String? {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let newline = pendingOutput.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pendingOutput[..<newline], as: UTF8.self)
                pendingOutput.removeSubrange(...newline)
                return line
            }
            guard output >= 0, Date() < deadline else { return nil }
            pump(timeout: 100)
        }
    }

    /// Closes the test's end of its standard output, as `head` does once it has what it wants.
    func closeOutput() {
        if output >= 0 { close(output) }
        output = -1
    }

    /// Reads its output and errors to their end and waits for it; past `seconds` (a safety net, far above
    /// what the test needs) its whole group is killed and the test fails.
    /// - Returns: how it ended, what it printed that was not yet read, and its standard error
    @discardableResult
    func finish(within seconds: Double = 120, sourceLocation: SourceLocation = #_sourceLocation)
        -> (ending: Ending, output: String, errors: String) {
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while ending == nil {
            if Date() > deadline {
                Issue.record("arcade \(pid) still running after \(seconds) s: killed", sourceLocation: sourceLocation)
                kill(-pid, SIGKILL)
            }
            if output < 0 && errors < 0 {
                if waitpid(pid, &status, WNOHANG) == pid { ending = Ending(status: status) } else { usleep(10_000) }
            } else {
                pump(timeout: 100)
            }
        }
        let text = String(decoding: pendingOutput, as: UTF8.self)
        pendingOutput.removeAll()
        return (ending!, text, String(decoding: errorBytes, as: UTF8.self))
    }

    /// Waits until `count` children (its workers) exist and returns their process ids; fewer past the
    /// safety net.
    func children(count: Int, within seconds: Double = 60) -> [pid_t] {
        let deadline = Date().addingTimeInterval(seconds)
        var found: [pid_t] = []
        while found.count < count, Date() < deadline {
            found = Self.children(of: pid)
            if found.count < count { usleep(1_000) }
        }
        return found
    }

    /// Waits until each of `pids` has ended (gone, or a zombie its parent has not reaped); false past the
    /// safety net.
    static func waitUntilEnded(_ pids: [pid_t], within seconds: Double = 60) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var running = pids
        while !running.isEmpty, Date() < deadline {
            running = running.filter { pid in
                let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
                return !stat.isEmpty && stat.split(separator: ")").last?.split(separator: " ").first != "Z"
            }
            if !running.isEmpty { usleep(1_000) }
        }
        return running.isEmpty
    }

    /// The children of a process, from /proc.
    static func children(of pid: pid_t) -> [pid_t] {
        let listed = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        return listed.split(separator: " ").compactMap { pid_t($0) }
    }

    /// A line of /proc/PID/status, e.g. `VmHWM` (peak resident memory) in kB.
    static func statusKilobytes(_ key: String, of pid: pid_t) -> Int? {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(key + ":") }) else { return nil }
        return Int(line.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
    }

    /// Reads what is ready on its output and error pipes, waiting up to `timeout` ms.
    private func pump(timeout: Int32) {
        var fds = [output, errors].filter { $0 >= 0 }.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        guard !fds.isEmpty, poll(&fds, nfds_t(fds.count), timeout) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65536)
        for entry in fds where entry.revents != 0 {
            let count = read(entry.fd, &buffer, buffer.count)
            if count > 0 {
                if entry.fd == output { pendingOutput += buffer[0..<count] } else { errorBytes += buffer[0..<count] }
            } else if count == 0 || errno != EINTR {
                close(entry.fd)
                if entry.fd == output { output = -1 } else { errors = -1 }
            }
        }
    }
}
