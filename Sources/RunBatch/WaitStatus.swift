#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a process ended, from its `waitpid` status, in words for a message.
public struct WaitStatus {
    /// The status `waitpid` gave.
    public let raw: Int32

    /// The status of a process `waitpid` reaped.
    /// - Parameter raw: the status `waitpid` gave
    public init(raw: Int32) {
        self.raw = raw
    }

    /// The signal that ended it, if one did.
    public var signal: Int32? { raw & 0x7F == 0 ? nil : raw & 0x7F }

    /// Its exit code, if it exited.
    public var exitCode: Int32? { raw & 0x7F == 0 ? (raw >> 8) & 0xFF : nil }

    /// "exited with status 2", or "was killed by signal 9 (SIGKILL)".
    public var words: String {
        if let signal { return "was killed by signal \(signal) (\(Self.name(ofSignal: signal)))" }
        return "exited with status \(exitCode ?? 0)"
    }

    /// A signal's name: "SIGKILL" for 9.
    public static func name(ofSignal signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
            SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGUSR1: "SIGUSR1",
            SIGSEGV: "SIGSEGV", SIGUSR2: "SIGUSR2", SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM",
            SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ",
        ]
        return names[signal] ?? "signal \(signal)"
    }
}
