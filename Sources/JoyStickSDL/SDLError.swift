import CSDL2

/// An SDL call failed, or a file it was given could not be used.
public struct SDLError: Error, CustomStringConvertible, Equatable {
    /// What went wrong, naming the file where there is one.
    public var description: String

    /// Creates an error with a message.
    /// - Parameter description: what went wrong
    public init(_ description: String) {
        self.description = description
    }

    /// An error for a failed SDL call, with SDL's own reason.
    /// - Parameter what: the call or the thing being done
    /// - Returns: an error reading "`what` failed: reason", with `SDL_GetError()` as the reason when it has one
    public static func lastError(_ what: String) -> SDLError {
        let reason = SDL_GetError().map { String(cString: $0) } ?? ""
        return SDLError(reason.isEmpty ? "\(what) failed" : "\(what) failed: \(reason)")
    }
}
