import JoyStickSDL

/// An SDL call of the game's own that failed, with SDL's reason.
struct SDLFailure: Error, CustomStringConvertible {
    let description: String

    /// What was being done, and `SDL_GetError()`.
    static func last(_ what: String) -> SDLFailure {
        SDLFailure(description: "\(what) failed: \(String(cString: SDL_GetError()))")
    }
}
