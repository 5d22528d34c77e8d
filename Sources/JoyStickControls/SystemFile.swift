import JoyStickSystem

/// Every file the controls read or write (a picture for a control, a layout file) goes through here, to
/// JoyStickSystem's C: the C library is these modules compiled in Embedded Swift, which has no Glibc, and one
/// small layer keeps the checks in one place (what a path names before it is opened, a size limit before a
/// byte is read, an atomic replacement). Reasons are sentences without the path ("is a folder, not a file"),
/// for each caller to name the file its own way.
enum SystemFile {
    /// What a path names, found without opening it (opening a FIFO blocks until a writer comes).
    enum Kind: Equatable {
        /// A regular file, or a link to one.
        case regular
        /// Nothing, or nothing that can be looked at.
        case missing
        /// A folder.
        case folder
        /// A FIFO, a device or a socket.
        case other
    }

    /// Why a file could not be read or written: a sentence without the path.
    struct Failure: Error, Equatable {
        /// "is too large (70000000 bytes, at most 71303168)", "cannot be written: No space left on device", ...
        var reason: String
    }

    /// What `path` names, its links followed.
    static func kind(of path: String) -> Kind {
        switch js_file_kind_of(path) {
        case JS_FILE_REGULAR: .regular
        case JS_FILE_MISSING: .missing
        case JS_FILE_DIRECTORY: .folder
        default: .other
        }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    /// - Parameters:
    ///   - path: the file
    ///   - limit: the largest size read; a larger file is refused by its size, unread
    /// - Returns: the bytes, or nil when nothing is at `path`
    /// - Throws: ``Failure``: not a regular file, too large, or a read error
    static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8]? {
        var bytes: UnsafeMutablePointer<UInt8>?
        var count = 0
        var reason = [CChar](repeating: 0, count: 256)
        let outcome = js_file_read(path, limit, &bytes, &count, &reason, reason.count)
        if outcome == 1 { return nil }
        guard outcome == 0, let bytes else { throw Failure(reason: text(of: reason)) }
        defer { js_file_free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: count))
    }

    /// Replaces the file at `path` with `bytes` atomically (a crash leaves the old file or the new one), a
    /// link followed to the file it names; a folder, a device, a FIFO or a socket is refused and left alone.
    /// - Throws: ``Failure`` with the reason
    static func write(_ bytes: [UInt8], atomicallyTo path: String) throws(Failure) {
        var reason = [CChar](repeating: 0, count: 256)
        guard js_file_write_atomically(path, bytes, bytes.count, &reason, reason.count) == 0 else {
            throw Failure(reason: text(of: reason))
        }
    }

    /// Takes the lock of a file several processes replace (`PATH.lock`, waited for); -1 when it cannot be had,
    /// and the write that follows says why.
    static func lock(_ path: String) -> Int32 {
        js_file_lock(path)
    }

    /// Lets go of a lock ``lock(_:)`` took.
    static func unlock(_ lock: Int32) {
        js_file_unlock(lock)
    }

    /// The text of a NUL-terminated C buffer.
    private static func text(of buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
