import JoyStickSDL
import TextFiles

/// Why an input script could not be loaded, and where in the file.
///
/// Its description reads like a compiler diagnostic, the same way `LevelError`'s does:
/// `replays/a.txt:7:12: bad x coordinate 'abc' (expected a finite decimal number)`, or
/// `file:line: reason` when no column applies, or `file: reason` when the whole file is
/// at fault (`line == 0`). Columns count Unicode scalars from 1 (bytes, for ASCII text).
public typealias InputScriptError = FileError<InputScriptErrorKind>

/// What went wrong in a script, for callers that react to specific problems.
public enum InputScriptErrorKind: Sendable, Equatable {
    /// The file could not be read (missing, a folder, no permission, ...).
    case unreadable
    /// A recording could not be written (no such folder, no permission, disk full, ...).
    case unwritable
    /// The file is larger than `InputScript.maxFileSize`; it was not read.
    case fileTooLarge
    /// A line is not valid UTF-8 text.
    case notUTF8
    /// A line is longer than `InputScript.maxLineLength` characters.
    case lineTooLong
    /// A line that is neither an event (`frame verb arguments`) nor a header (`key: value`).
    case malformedLine
    /// A header line with an empty key or value.
    case badHeader
    /// A header key other than `window`, `frames` and the game's own.
    case unknownKey
    /// A header key given twice.
    case duplicateKey
    /// A header line after the first event.
    case headerAfterEvents
    /// A `window:` value that is not `WIDTHxHEIGHT` with both in 90...8192.
    case badWindowSize
    /// A frame, touch id, coordinate or game header value that is not a number of the right form.
    case badNumber
    /// A frame above `InputScript.maxFrame`.
    case frameTooLarge
    /// A frame smaller than the previous event's.
    case framesOutOfOrder
    /// A touch id that does not fit a 64-bit signed integer.
    case touchIDOutOfRange
    /// An event line with a frame but no verb.
    case missingVerb
    /// A verb that is not one of `ScriptEvent.Action.verbs`.
    case unknownVerb
    /// Too few or too many arguments for the verb.
    case wrongArgumentCount
    /// A key name SDL does not know (`SDL_GetKeyFromName`).
    case unknownKeyName
    /// A game controller axis or button name that is not one of `ScriptEvent.padAxes` or
    /// `ScriptEvent.padButtons`.
    case unknownPadName
}
