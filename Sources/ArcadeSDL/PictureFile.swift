import TextFiles

/// A PNG the game writes, a screenshot or a trace picture: made whole in a temporary file beside it and
/// renamed into place (`AtomicFile`, without a disk flush), and only ever as a regular file. A path that is
/// a FIFO, a device or a folder is refused in words, never written over or waited on.
public enum PictureFile {
    /// Writes a picture.
    /// - Parameters:
    ///   - path: the PNG file
    ///   - save: writes the PNG to the file name it is given (SDL_image writes by name)
    /// - Throws: `ArcadeError` naming the file and the reason, in words
    public static func write(to path: String, with save: (_ temporary: String) throws -> Void) throws {
        do {
            let file = try AtomicFile(path: path, syncing: false, regularOnly: true)
            guard let temporary = file.temporaryPath else { throw WriteFailure(reason: "it is not a regular file") }
            try save(temporary)
            try file.commit()
        } catch {
            throw ArcadeError("cannot write the picture \(path): \(ErrorText.of(error))")
        }
    }
}
