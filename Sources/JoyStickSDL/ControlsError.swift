import CSDL2
import JoyStickLayout

/// What every throwing call of the controls throws: the call or the file that failed, and why, in words (the
/// text `js_last_error()` gives a C game).
public struct ControlsError: Error, CustomStringConvertible, Equatable {
    /// What went wrong, naming the file where there is one.
    public var description: String

    /// Creates an error with a message.
    /// - Parameter description: what went wrong
    public init(_ description: String) {
        self.description = description
    }

    /// A layout's error, with its message.
    /// - Parameter error: what the layout reader or writer said
    public init(_ error: LayoutError) {
        description = error.description
    }

    /// An error for a failed SDL call, with SDL's own reason.
    /// - Parameter what: the call or the thing being done
    /// - Returns: an error reading "`what` failed: reason", with `SDL_GetError()` as the reason when it has one
    package static func lastError(_ what: String) -> ControlsError {
        let reason = SDL_GetError().map { String(cString: $0) } ?? ""
        return ControlsError(reason.isEmpty ? "\(what) failed" : "\(what) failed: \(reason)")
    }
}
