#if JOYSTICK_SDL3
import CSDL3
import JoyStickControls

extension ControlsError {
    /// An error for a failed SDL 3 call, with SDL's own reason.
    /// - Parameter what: the call or the thing being done
    /// - Returns: an error reading "`what` failed: reason", with `SDL_GetError()` as the reason when it has one
    package static func lastError(_ what: String) -> ControlsError {
        failed(what, reason: SDL_GetError().map { String(cString: $0) } ?? "")
    }
}
#endif
