import Glibc

/// The game's process: started with joystick-run's environment and the write end of the overlay's status pipe,
/// watched until it ends (its status lines read as they come), and stopped after `--timeout`.
///
/// SIGTERM and SIGHUP sent to joystick-run go on to the game. SIGINT and SIGQUIT are left to the terminal,
/// which sends them to the game itself (its whole foreground group): joystick-run waits for the game to end.
enum GameProcess {
    /// How the game ended.
    struct Outcome: Equatable {
        /// Its exit status, or 128 + the signal that ended it.
        var status: Int32
        /// Whether `--timeout` stopped it.
        var timedOut: Bool
    }

    /// The game being waited for, for the signal handler.
    nonisolated(unsafe) private static var child: pid_t = 0

    /// Runs the game to its end.
    /// - Parameters:
    ///   - arguments: GAME and its arguments (GAME found on PATH when it has no slash)
    ///   - environment: variables set for the game over joystick-run's own (nil removes one)
    ///   - statusVariable: the variable that tells the game's overlay the status pipe's descriptor
    ///   - timeout: wall-clock seconds before SIGKILL, or nil
    ///   - line: called with each status line, as it comes
    /// - Throws: ``UsageError`` when the game cannot be started (exit status 127)
    static func run(_ arguments: [String], environment: [String: String?], statusVariable: String, timeout: Double?,
                    line: (String) -> Void) throws(UsageError) -> Outcome {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw UsageError("cannot make a pipe: \(String(cString: strerror(errno)))") }
        let (reader, writer) = (ends[0], ends[1])
        // The game inherits the write end only.
        _ = fcntl(reader, F_SETFD, FD_CLOEXEC)
        _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) | O_NONBLOCK)
        defer { close(reader) }

        var variables = environment
        variables[statusVariable] = String(writer)
        let pid: pid_t
        do {
            pid = try spawn(arguments, variables)
        } catch {
            close(writer)
            throw error
        }
        close(writer)
        child = pid
        forwardSignals()
        defer { child = 0 }

        let deadline = timeout.map { now() + $0 }
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var status: Int32 = 0
        var timedOut = false
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
            if let deadline, now() >= deadline {
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                timedOut = true
                break
            }
        }
        // What the game said last; a grandchild holding the pipe open is not waited for.
        drain()
        let signal = status & 0x7F
        return Outcome(status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, timedOut: timedOut)
    }

    private static func spawn(_ arguments: [String], _ variables: [String: String?]) throws(UsageError) -> pid_t {
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
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, arguments[0], nil, nil, argv, envp)
        guard result == 0 else {
            throw UsageError("cannot start \(arguments[0]): \(String(cString: strerror(result)))")
        }
        return pid
    }

    private static func forwardSignals() {
        var forward = sigaction()
        forward.__sigaction_handler.sa_handler = { signal in
            if GameProcess.child > 0 { kill(GameProcess.child, signal) }
        }
        sigemptyset(&forward.sa_mask)
        forward.sa_flags = SA_RESTART
        sigaction(SIGTERM, &forward, nil)
        sigaction(SIGHUP, &forward, nil)
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigaction(SIGINT, &ignore, nil)
        sigaction(SIGQUIT, &ignore, nil)
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
