import CSDL2

extension SDL_Keycode {
    /// A key code from SDL's named keys: `SDL_Keycode(SDLK_SPACE)`. Swift imports the `SDLK_` names as the
    /// enumeration `SDL_KeyCode` (unsigned) while events and bindings carry `SDL_Keycode` (signed); every
    /// named key fits both.
    /// - Parameter key: a named key, `SDLK_SPACE`, `SDLK_a`, `SDLK_F3`, ...
    public init(_ key: SDL_KeyCode) {
        self.init(bitPattern: key.rawValue)
    }
}
