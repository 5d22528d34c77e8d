import Arcade
import Foundation
import JoyStickSDL
import AppShell

/// Which levels a run plays: `--level N` (1 = the first file of Levels/ in name order), a path, or `all`.
public enum LevelChoice: Equatable, Sendable {
    /// The Nth shipped level, counting from 1.
    case number(Int)
    /// A level file anywhere.
    case path(String)
    /// Every shipped level.
    case all

    /// Reads the `--level` argument.
    /// - Parameter text: a number, `all`, or a path
    public init(_ text: String) {
        if text == "all" {
            self = .all
        } else if let number = Int(text) {
            self = .number(number)
        } else {
            self = .path(text)
        }
    }

    /// The shipped levels folder (Levels/), found like the Assets folder; `JOYSTICK_LEVELS` overrides it.
    /// - Throws: `ControlsError` listing where it looked
    public static func shippedLevels() throws -> LevelLibrary {
        LevelLibrary(directory: try AssetDirectory.locateFolder(named: "Levels", containing: "01-first-steps.txt",
                                                                overrideVariable: "JOYSTICK_LEVELS"))
    }

    /// The level files this choice names, in play order.
    /// - Parameter library: the shipped levels
    /// - Throws: `LevelError` when the folder cannot be read or the number is out of range
    public func files(in library: LevelLibrary) throws -> [String] {
        switch self {
        case .path(let path):
            return [path]
        case .all:
            return try library.levelFiles()
        case .number(let number):
            let files = try library.levelFiles()
            guard number >= 1, number <= files.count else {
                throw LevelError(kind: .unreadable, file: library.directory, line: 0, column: nil,
                                 reason: "there is no level \(number): \(files.count) levels are shipped (1...\(files.count))")
            }
            return [files[number - 1]]
        }
    }

    /// Where a recording's `level:` path points when the run is started from another folder: the path as
    /// given if it exists, else beside the script, else the shipped level of that file name.
    /// - Parameters:
    ///   - path: the script's `level:` value
    ///   - script: the script file's path
    ///   - shipped: the shipped levels
    public static func resolve(_ path: String, besideScript script: String, shipped: LevelLibrary) -> String {
        let manager = FileManager.default
        if path.hasPrefix("/") || manager.fileExists(atPath: path) { return path }
        let folder = URL(fileURLWithPath: script).deletingLastPathComponent()
        let beside = folder.appendingPathComponent(path).path
        if manager.fileExists(atPath: beside) { return beside }
        let name = URL(fileURLWithPath: path).lastPathComponent
        let inShipped = shipped.directory + "/" + name
        return manager.fileExists(atPath: inShipped) ? inShipped : path
    }
}
