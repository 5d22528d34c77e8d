import JoyStickSDL
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The folder holding the project's images (Assets/ at the top of the repository).
///
/// Looked up in this order: the `JOYSTICK_ASSETS` environment variable, `Assets` in the working directory,
/// `Assets` beside or above the executable (up to four levels, which covers `.build/<config>/`), and the
/// source checkout this library was built from.
public struct AssetDirectory: Sendable {
    /// The folder's path.
    public let path: String

    /// Uses a given folder.
    /// - Parameter path: the folder holding `joystick/` and `game/`
    public init(path: String) {
        self.path = path
    }

    /// Finds the folder.
    /// - Returns: the Assets folder
    /// - Throws: ``NotFound`` listing where it looked
    public static func locate() throws -> AssetDirectory {
        AssetDirectory(path: try locateFolder(named: "Assets", containing: "joystick",
                                              overrideVariable: "JOYSTICK_ASSETS"))
    }

    /// Finds a folder of the project's: the override variable, the working directory, beside or above the
    /// executable (up to four levels, which covers `.build/<config>/`), then the source checkout this library
    /// was built from.
    /// - Parameters:
    ///   - name: the folder's name, e.g. `Assets` or `Levels`
    ///   - marker: a file or folder it must contain
    ///   - overrideVariable: an environment variable that names the folder outright
    /// - Returns: the path of the first candidate that contains `marker`
    /// - Throws: ``NotFound`` listing where it looked
    public static func locateFolder(named name: String, containing marker: String, overrideVariable: String)
        throws -> String {
        var candidates: [String] = []
        if let override = ProcessInfo.processInfo.environment[overrideVariable], !override.isEmpty {
            candidates.append(override)
        }
        // Relative to the working directory, so paths in messages and summaries read "Levels/...".
        candidates.append(name)
        // The executable's real path (/proc/self/exe on Linux): argv[0] is a bare name when it ran from PATH.
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? "."
        var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(folder.appendingPathComponent(name).path)
            folder = folder.deletingLastPathComponent()
        }
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(name)
        candidates.append(source.path)
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate + "/" + marker) {
            return candidate
        }
        throw NotFound(description: "cannot find the \(name) folder; looked in: " + candidates.joined(separator: ", ")
            + " (set \(overrideVariable) to its path)")
    }

    /// The path of a file in the folder, choosing the `@2x` version when `scale` is 1.5 or more and it exists.
    /// - Parameters:
    ///   - name: the path inside the folder, e.g. `joystick/base.png`
    ///   - scale: output pixels per logical pixel
    /// - Returns: the `@2x` file's path when it is wanted and exists, otherwise the plain file's path
    public func file(_ name: String, scale: Double = 1) -> String {
        let plain = path + "/" + name
        guard scale >= 1.5, name.hasSuffix(".png") else { return plain }
        let doubled = path + "/" + String(name.dropLast(4)) + "@2x.png"
        return FileManager.default.fileExists(atPath: doubled) ? doubled : plain
    }

    /// Loads an image from the folder.
    /// - Parameters:
    ///   - name: the path inside the folder
    ///   - scale: output pixels per logical pixel (picks `@2x` files)
    /// - Returns: the loaded image
    /// - Throws: ``ControlsError`` naming the file
    public func image(_ name: String, scale: Double = 1) throws -> Image {
        try Image(contentsOf: file(name, scale: scale))
    }

    /// A folder was looked for and not found; the description lists where.
    public struct NotFound: Error, CustomStringConvertible, Equatable {
        /// What was looked for, where, and the variable that names it outright.
        public var description: String
    }
}
