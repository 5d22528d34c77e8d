#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Arcade
import JoyStickLayout
import JoyStickSDL
import TextFiles

/// The player's arrangement of the on-screen controls, kept in `$XDG_DATA_HOME/joystick-arcade/layout.json`
/// (`DataFolder`), or the file `arcade --layout FILE` names: loaded at start, saved when the player leaves
/// the layout editor.
///
/// Saving makes the folder if missing and replaces the file atomically (the control module writes a
/// temporary file and renames it, never over a folder, a device or a FIFO) while holding an exclusive lock
/// on `layout.json.lock` beside it, as the best score does, so two games saving at once leave one whole
/// layout. Loading a missing file is no error (no layout yet); a broken one is a warning naming the file,
/// line and reason, and the game's own layout stays. A file the game cannot read (a later version's, a broken
/// one) is never overwritten: saving keeps it beside the new one as `layout.json.unreadable-N`, the first
/// such name no file has, and says so.
public struct LayoutStore: Sendable {
    /// The file's name in the data folder.
    public static let fileName = "layout.json"

    /// The layout file.
    public let path: String

    /// A store at the standard place for an environment (`ProcessInfo.processInfo.environment`).
    public init(environment: [String: String]) {
        path = DataFolder.path(of: Self.fileName, environment: environment)
    }

    /// A store at an explicit path (`--layout FILE`).
    public init(path: String) {
        self.path = path
    }

    /// Lays out the named controls as the file says.
    /// - Parameter controls: the game's controls, their names set
    /// - Returns: a warning naming the file and the reason when it exists but cannot be used, else nil
    public func load(into controls: OnScreenControls) -> String? {
        do {
            try controls.loadLayout(from: path)
            return nil
        } catch {
            return Self.ignoring(error.description)
        }
    }

    /// Why the file cannot be used, found without controls to load it into (a headless batch says it once,
    /// before its runs, rather than once a run); nil for a good file or none.
    public func problem() -> String? {
        switch reading() {
        case .none, .layout: return nil
        case .notAFile(let reason), .unreadable(let reason): return Self.ignoring("\(path): \(reason)")
        }
    }

    /// What is at the path, read as a layout.
    private enum Reading {
        /// No file.
        case none
        /// A layout the game reads.
        case layout
        /// A folder, a device, a FIFO: nothing a save would replace.
        case notAFile(String)
        /// A file the game cannot read as a layout, and why (without the path).
        case unreadable(String)
    }

    private func reading() -> Reading {
        switch BoundedFile.read(path, limit: LayoutFile.maxBytes) {
        case .success(let bytes):
            do {
                _ = try LayoutFile.layout(from: bytes, file: path)
                return .layout
            } catch {
                let prefix = path + ": "
                return .unreadable(error.description.hasPrefix(prefix) ? String(error.description.dropFirst(prefix.count))
                                       : error.description)
            }
        case .failure(.missing): return .none
        case .failure(.folder): return .notAFile("it is a folder, not a file")
        case .failure(.notRegular): return .notAFile("it is not a regular file (a FIFO, a device or a socket)")
        case .failure(.tooLarge(let size)): return .unreadable("too large for a layout (\(size) bytes, at most \(LayoutFile.maxBytes))")
        case .failure(.unreadable(let why)): return .unreadable("cannot be read: \(why)")
        }
    }

    private static func ignoring(_ problem: String) -> String {
        "ignoring the layout of the controls: \(problem); playing with the game's own"
    }

    /// Writes the controls' layout (the player's, as the editor left it). A file already there that the game
    /// cannot read is kept first, as `PATH.unreadable-N` beside it (the first N no file has).
    /// - Parameter controls: the game's controls
    /// - Returns: what was kept aside, naming the file, its new name and why it could not be read; nil when
    ///   nothing was
    /// - Throws: `LayoutError` naming the file or folder and the reason
    @discardableResult
    public func save(_ controls: OnScreenControls) throws(LayoutError) -> String? {
        let folder = OutputPath.folder(of: path)
        do {
            try OutputFolder.prepare(folder)
        } catch {
            throw LayoutError("cannot save the layout \(path): cannot use its folder \(folder): \(error.reason)")
        }
        do {
            return try FileLock.holding(path) { () throws(LayoutError) -> String? in
                let kept = try keepAside()
                do throws(ControlsError) {
                    try controls.saveLayout(to: path)
                } catch {
                    throw LayoutError(error.description)
                }
                return kept
            }
        } catch {
            switch error {
            case .lock(let file, let reason): throw LayoutError("cannot save the layout \(path): \(file): \(reason)")
            case .body(let failure): throw failure
            }
        }
    }

    /// The most names tried for a file kept aside.
    static let asideNames = 999

    /// Keeps a file at the path that the game cannot read under a name beside it, `PATH.unreadable-N` with
    /// the first N no file has, never replacing one: a hard link (the file it names, for a link) where the
    /// file system has them, so the layout saved next replaces the path atomically as ever; else a rename
    /// to a name found free under the lock. Nothing is done for a readable layout, a missing file, or a
    /// folder or a device (saving refuses those).
    /// - Returns: what was done, for the player; nil when nothing was
    /// - Throws: `LayoutError` when the file cannot be kept aside: it is then not saved over
    func keepAside() throws(LayoutError) -> String? {
        guard case .unreadable(let problem) = reading() else { return nil }
        var status = stat()
        let isLink = lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
        for number in 1...Self.asideNames {
            let aside = "\(path).unreadable-\(number)"
            // linkat never replaces a file: EEXIST is a name taken, try the next.
            if linkat(AT_FDCWD, path, AT_FDCWD, aside, isLink ? AT_SYMLINK_FOLLOW : 0) == 0 {
                return Self.keptMessage(path, aside, problem)
            }
            let code = errno
            if code == EEXIST { continue }
            // No hard links here (another file system for a link's file, FAT): rename the path itself, to a
            // name nothing has. The lock keeps other games out meanwhile.
            var taken = stat()
            if lstat(aside, &taken) == 0 { continue }
            guard errno == ENOENT, rename(path, aside) == 0 else {
                throw LayoutError("cannot save the layout \(path): it could not be read (\(problem)), and it cannot be kept "
                                      + "as \(aside) (\(BoundedFile.reason(errno))): it is left as it is")
            }
            return Self.keptMessage(path, aside, problem)
        }
        throw LayoutError("cannot save the layout \(path): it could not be read (\(problem)), and \(path).unreadable-1 to "
                              + "-\(Self.asideNames) are all taken: it is left as it is")
    }

    private static func keptMessage(_ path: String, _ aside: String, _ problem: String) -> String {
        "\(path) could not be read (\(problem)): kept as \(aside), and the new layout saved in its place"
    }
}
