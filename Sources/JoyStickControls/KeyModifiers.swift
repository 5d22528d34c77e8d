/// The modifier keys a keyboard holds, as SDL's key events carry them (`SDL_Keymod`: SDL 2 and SDL 3 give the
/// modifier keys the same scancodes and the same bits): for a key event made from values (a script's, a
/// recording's), whose SDL has no real key to read them from.
package enum KeyModifiers {
    /// The left and right Shift, Ctrl, Alt and GUI keys, by scancode (`SDL_SCANCODE_LCTRL` ... `RGUI`), and
    /// their bits (`KMOD_LSHIFT` ... `KMOD_RGUI`).
    static let keys: [(scancode: Int, bit: UInt16)] = [
        (225, 0x0001), (229, 0x0002), (224, 0x0040), (228, 0x0080), (226, 0x0100), (230, 0x0200), (227, 0x0400),
        (231, 0x0800),
    ]

    /// The modifiers held in a keyboard state array (`SDL_GetKeyboardState`'s: a byte a scancode, non-zero when
    /// down).
    /// - Parameter keyboard: the state, as long as SDL gives it (a shorter one holds no modifier it lacks)
    /// - Returns: the `SDL_Keymod` bits
    package static func held(in keyboard: UnsafeBufferPointer<UInt8>) -> UInt16 {
        var bits: UInt16 = 0
        for key in keys where key.scancode < keyboard.count && keyboard[key.scancode] != 0 { bits |= key.bit }
        return bits
    }
}
