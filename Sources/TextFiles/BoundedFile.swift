import Foundation

/// Reads a whole file for a loader (text levels, Tiled maps, input scripts), refusing it by its size
/// before reading when it is over the loader's limit: a hostile 100 MB file costs a `stat`, not 100 MB of
/// memory. The read stops one byte past the limit, in case the file grew after its size was checked.
public enum BoundedFile {
    /// Why a file could not be read; each loader words it in its own error type.
    public enum Failure: Error, Equatable {
        /// There is no such file.
        case missing
        /// The path is a folder.
        case folder
        /// The file holds more than the limit.
        case tooLarge(size: UInt64)
        /// The system refused to read it, with its reason.
        case unreadable(String)
    }

    /// The file's bytes, or why they cannot be had.
    /// - Parameters:
    ///   - path: the file
    ///   - limit: the largest size accepted, in bytes
    public static func read(_ path: String, limit: Int) -> Result<Data, Failure> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .failure(.missing) }
        guard !isDirectory.boolValue else { return .failure(.folder) }
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            let size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
            guard size <= UInt64(limit) else { return .failure(.tooLarge(size: size)) }
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            guard data.count <= limit else { return .failure(.tooLarge(size: UInt64(data.count))) }
            return .success(data)
        } catch {
            return .failure(.unreadable(explain(error)))
        }
    }

    /// The system's own words for a file error ("Permission denied"), else Foundation's description.
    public static func explain(_ error: any Error) -> String {
        let nsError = error as NSError
        if let posix = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain,
           let message = strerror(Int32(posix.code)) {
            return String(cString: message)
        }
        return nsError.localizedDescription
    }
}
