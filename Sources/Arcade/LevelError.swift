import TextFiles

/// Why a level file could not be loaded, and where in the file.
///
/// Its description reads like a compiler diagnostic, e.g.
/// `Levels/03-x.txt:7:12: unknown character 'Q' in grid`, or `file:line: reason` when no
/// column applies, or `file: reason` when the whole file is at fault (`line == 0`).
public typealias LevelError = FileError<LevelErrorKind>

/// What went wrong in a level file, for callers that react to specific problems.
public enum LevelErrorKind: Sendable, Equatable {
    /// The file could not be read, or the folder could not be listed.
    case unreadable
    /// The file's extension is not a level format this library reads.
    case unsupportedFormat
    /// The file is not valid UTF-8 text.
    case notUTF8
    /// A header line is not `key: value`.
    case malformedHeaderLine
    /// A header key other than the known ones.
    case unknownHeaderKey
    /// A header key given twice.
    case duplicateHeaderKey
    /// No `name:` header, or an empty one.
    case missingName
    /// No `---` line between header and grid.
    case missingSeparator
    /// No grid rows after `---`.
    case emptyGrid
    /// More than 256 tiles wide or tall.
    case tooLarge
    /// A grid character that is not one of `# . space P * E C H V`.
    case unknownCharacter
    /// No `P` in the grid.
    case missingPlayer
    /// A second `P` (the error points at it).
    case secondPlayer
    /// No `E` in the grid.
    case missingExit
    /// A second `E` (the error points at it).
    case secondExit
    /// No `*` in the grid.
    case noGems
    /// The exit or a gem cannot be reached from the player's start: the level cannot be won.
    case unreachable
}
