import TextFiles
import Foundation

/// The best score ever, kept in `$XDG_DATA_HOME/joystick-arcade/highscore.txt` (else
/// `~/.local/share/joystick-arcade/highscore.txt`, ``DataFolder``) as a decimal number and a newline.
///
/// Writes are atomic (`AtomicFile`: a flushed temporary file in the same folder, then a
/// rename), so a crash never leaves half a number; a score file that is a symbolic link is
/// written through, and so is one that is a character device (a link to /dev/null keeps no
/// score) or a FIFO something reads: neither is ever replaced by a file, and a FIFO nothing
/// reads is refused rather than waited on. Submitting holds an exclusive lock (`FileLock`, on
/// `highscore.txt.lock` beside it) while it reads the stored score and replaces it, so two
/// games ending at once never lose the higher score. A corrupt or unreadable file is reported
/// once through `load()` and then treated as no best score; it is only replaced when a new
/// best is saved.
public struct HighScoreStore: Sendable {
    /// Folder under the data directory.
    public static let folderName = DataFolder.name
    /// File name inside that folder.
    public static let fileName = "highscore.txt"

    /// Full path of the score file.
    public let path: String
    /// The best score as last loaded or saved; nil when there is none (or it was unreadable).
    public private(set) var best: Int?
    private var problemReported = false

    /// A store at the standard place for the given environment (pass
    /// `ProcessInfo.processInfo.environment`; tests pass a temporary folder).
    public init(environment: [String: String]) {
        self.init(path: HighScoreStore.defaultPath(environment: environment))
    }

    /// A store at an explicit path.
    public init(path: String) {
        self.path = path
    }

    /// `$XDG_DATA_HOME/joystick-arcade/highscore.txt`, else under `$HOME/.local/share` (``DataFolder``).
    public static func defaultPath(environment: [String: String]) -> String {
        DataFolder.path(of: fileName, environment: environment)
    }

    /// Reads the best score from disk into `best`. Returns a warning naming the file and
    /// the reason when it is corrupt or unreadable, but only the first time: later loads
    /// stay quiet. A missing file simply means no best score yet.
    public mutating func load() -> String? {
        switch read() {
        case .success(let value):
            best = value
            return nil
        case .failure(let problem):
            best = nil
            guard !problemReported else { return nil }
            problemReported = true
            return "ignoring best score file \(path): \(problem.reason)"
        }
    }

    /// Offers a finished run's score; saves it when it beats the best on disk (or there
    /// is none, or the file is corrupt). Returns true for a new best.
    @discardableResult
    public mutating func submit(_ score: Int) throws(HighScoreError) -> Bool {
        try createFolder()
        // Another game may be submitting too: read, compare and replace under one exclusive lock.
        do {
            return try FileLock.holding(path) { () throws(HighScoreError) -> Bool in
                let current = (try? read().get()) ?? nil
                if let current, score <= current {
                    best = current
                    return false
                }
                try replace(with: score)
                return true
            }
        } catch {
            switch error {
            case .lock(let file, let reason): throw HighScoreError(file: file, reason: reason)
            case .body(let failure): throw failure
            }
        }
    }

    /// Writes `score` as the best score, atomically, creating the folder if needed.
    public mutating func save(_ score: Int) throws(HighScoreError) {
        try createFolder()
        try replace(with: score)
    }

    /// Replaces the file with `score`, atomically, in a folder that exists.
    private mutating func replace(with score: Int) throws(HighScoreError) {
        do {
            try AtomicFile.write(Array("\(score)\n".utf8), to: path)
        } catch {
            throw HighScoreError(file: path, reason: "cannot replace (\(error.reason))")
        }
        best = score
    }

    private func createFolder() throws(HighScoreError) {
        let folder = OutputPath.folder(of: path)
        do {
            try OutputFolder.prepare(folder)
        } catch {
            throw HighScoreError(file: folder, reason: "cannot create folder (\(error.reason))")
        }
    }

    /// The largest best-score file read: a number and a newline need far less.
    static let maxFileSize = 64

    /// The stored score, nil if there is no file, or why it cannot be used.
    private func read() -> Result<Int?, HighScoreError> {
        let data: Data
        switch BoundedFile.read(path, limit: Self.maxFileSize) {
        case .success(let bytes): data = Data(bytes)
        case .failure(.missing): return .success(nil)
        case .failure(.folder): return .failure(HighScoreError(file: path, reason: "it is a folder"))
        case .failure(.notRegular):
            return .failure(HighScoreError(file: path, reason: "it is not a regular file: a FIFO, a device or a socket"))
        case .failure(.tooLarge):
            return .failure(HighScoreError(file: path, reason: "it holds more than \(Self.maxFileSize) bytes, far more than a score"))
        case .failure(.unreadable(let reason)):
            return .failure(HighScoreError(file: path, reason: "cannot read it (\(reason))"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(HighScoreError(file: path, reason: "not UTF-8 text"))
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(trimmed) else {
            return .failure(HighScoreError(file: path, reason: "expected a whole number, found \(describe(trimmed))"))
        }
        return .success(value)
    }

    private func describe(_ text: String) -> String {
        if text.isEmpty { return "nothing" }
        let shown = text.count > 20 ? String(text.prefix(20)) + "..." : text
        return "'\(shown)'"
    }
}

/// Why the best score could not be saved.
public struct HighScoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file or folder concerned.
    public let file: String
    /// What went wrong.
    public let reason: String

    /// Creates an error.
    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    /// `file: reason`.
    public var description: String { "\(file): \(reason)" }
}
