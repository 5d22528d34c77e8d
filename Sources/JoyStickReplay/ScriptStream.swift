import JoyStickSDL
import TextFiles

/// The file a recording goes to while it is made: opened (created or emptied) when the recording is asked
/// for, so a path that cannot be written is an error before anything is played, and written as the game
/// goes, so a crash or a kill loses at most the last second. ``InputRecorder`` writes to it; its
/// ``InputRecorder/save(to:)`` then replaces the file whole with the finished script. The file is an
/// `AppendingFile` of TextFiles, the one layer this module reads and writes files through.
public final class ScriptStream {
    /// The file.
    public let path: String
    private let file: AppendingFile
    private var pending: [UInt8] = []
    /// The first write error, reported by ``flush()`` and by the recorder's save.
    public private(set) var failure: InputScriptError?

    /// Opens the file for writing, emptying it.
    /// - Parameter path: the recording's file
    /// - Throws: ``InputScriptError`` (``InputScriptErrorKind/unwritable``) with the system's reason
    public init(path: String) throws(InputScriptError) {
        self.path = path
        do {
            file = try AppendingFile(path: path)
        } catch {
            throw InputScriptError(kind: .unwritable, file: path, line: 0,
                                   reason: "cannot write the recording (\(error.reason))")
        }
        pending.reserveCapacity(4096)
    }

    /// Adds text to what the next ``flush()`` writes.
    func append(_ text: String) {
        pending.append(contentsOf: text.utf8)
    }

    /// Adds an event line, `frame line`, to what the next ``flush()`` writes, without building it as a String.
    func append(frame: Int, line: String) {
        pending.append(contentsOf: String(frame).utf8)
        pending.append(UInt8(ascii: " "))
        pending.append(contentsOf: line.utf8)
        pending.append(UInt8(ascii: "\n"))
    }

    /// Writes what was added since the last flush.
    /// - Throws: ``InputScriptError`` with the system's reason (it is also kept in ``failure``)
    public func flush() throws(InputScriptError) {
        if let failure { throw failure }
        guard file.isOpen else { return }
        do {
            try file.write(pending)
        } catch {
            let failed = InputScriptError(kind: .unwritable, file: path, line: 0,
                                          reason: "cannot write the recording (\(error.reason))")
            failure = failed
            throw failed
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Closes the file (what was not flushed is dropped).
    public func close() {
        file.close()
    }
}
