import Glibc
import TextFiles

/// A suite's test's game log: what the game wrote on its standard output and standard error, then
/// joystick-run's own lines about the test (`joystick-run: ...`), kept in `--output DIR/NAME/game.log` and
/// given to the JUnit report's `<system-err>`, instead of both workers' games interleaving on the terminal.
enum GameLog {
    /// The most of a log the JUnit report holds: its end, where a failing game says why.
    static let maxReported = 1 << 20

    /// Empties the log, or makes it (a previous suite's must not pass for this run's).
    /// - Returns: nil, or why it cannot be written
    static func start(_ path: String) -> String? {
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard file >= 0 else { return "cannot write the game's log \(path): \(BoundedFile.reason(errno))" }
        close(file)
        return nil
    }

    /// Adds one of joystick-run's lines, `joystick-run: message`, after what the game wrote so far.
    static func append(_ message: String, to path: String) {
        let file = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard file >= 0 else { return }
        defer { close(file) }
        _ = writeAll(Array("joystick-run: \(message)\n".utf8), to: file)
    }

    /// The log's text for a report: all of it, or its last ``maxReported`` bytes after a line saying how much
    /// is left out; nil when there is no log.
    static func reported(_ path: String) -> String? {
        let file = open(path, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(status.st_size)
        let skipped = max(0, size - maxReported)
        var bytes = [UInt8](repeating: 0, count: size - skipped)
        var got = 0
        while got < bytes.count {
            let read = bytes.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { pread(file, $0 + got, buffer.count - got, off_t(skipped + got)) } ?? 0
            }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { break }
            got += read
        }
        let text = String(decoding: bytes[..<got], as: UTF8.self)
        return skipped == 0 ? text : "[the first \(skipped) bytes of the game's output are left out]\n" + text
    }
}
