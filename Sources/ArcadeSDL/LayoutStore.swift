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
/// line and reason, and the game's own layout stays.
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
        let reason: String
        switch BoundedFile.read(path, limit: LayoutFile.maxBytes) {
        case .success(let bytes):
            do {
                _ = try LayoutFile.layout(from: bytes, file: path)
                return nil
            } catch {
                return Self.ignoring(error.description)
            }
        case .failure(.missing): return nil
        case .failure(.folder): reason = "it is a folder, not a file"
        case .failure(.notRegular): reason = "it is not a regular file (a FIFO, a device or a socket)"
        case .failure(.tooLarge(let size)): reason = "too large for a layout (\(size) bytes, at most \(LayoutFile.maxBytes))"
        case .failure(.unreadable(let why)): reason = "cannot be read: \(why)"
        }
        return Self.ignoring("\(path): \(reason)")
    }

    private static func ignoring(_ problem: String) -> String {
        "ignoring the layout of the controls: \(problem); playing with the game's own"
    }

    /// Writes the controls' layout (the player's, as the editor left it).
    /// - Parameter controls: the game's controls
    /// - Throws: `LayoutError` naming the file or folder and the reason
    public func save(_ controls: OnScreenControls) throws(LayoutError) {
        let folder = OutputPath.folder(of: path)
        do {
            try OutputFolder.prepare(folder)
        } catch {
            throw LayoutError("cannot save the layout \(path): cannot use its folder \(folder): \(error.reason)")
        }
        do {
            try FileLock.holding(path) { () throws(LayoutError) in
                do throws(ControlsError) {
                    try controls.saveLayout(to: path)
                } catch {
                    throw LayoutError(error.description)
                }
            }
        } catch {
            switch error {
            case .lock(let file, let reason): throw LayoutError("cannot save the layout \(path): \(file): \(reason)")
            case .body(let failure): throw failure
            }
        }
    }
}
