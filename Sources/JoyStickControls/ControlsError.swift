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

    /// An error for a failed call of the SDL the controls run on, with that SDL's own reason.
    /// - Parameters:
    ///   - what: the call or the thing being done
    ///   - reason: what the SDL said (`SDL_GetError()`), or empty
    /// - Returns: an error reading "`what` failed: reason", or "`what` failed" without a reason
    package static func failed(_ what: String, reason: String) -> ControlsError {
        ControlsError(reason.isEmpty ? "\(what) failed" : "\(what) failed: \(reason)")
    }
}
