import JoyStickEngine

/// What the controls ask of the SDL they run on: one conformance per SDL (`JoyStickSDL`'s for SDL 2,
/// `JoyStickSDL3`'s for SDL 3), the one place each SDL's keyboard, gamepads, windows and picture loader are read
/// and written, and the ``canvas`` the controls draw on. Everything else (the sticks, bindings, virtual keys, the
/// layout editor, the debug overlay) is the core's, in values: events come in decoded as ``InputEvent``, and
/// drawing goes out to the canvas as textured, tinted quads, lines and rectangles.
package protocol ControlsBackend: PictureDecoder {
    /// Where the controls draw: the game's SDL renderer, or the OpenGL frame of a window without one.
    var canvas: any ControlsCanvas { get }

    // MARK: Keys

    /// Puts a key event the controls press into the SDL's queue, marked so that ``InputEvent`` decoding and the
    /// controls know it as theirs; nothing when the real keyboard holds the key already.
    func pushKey(_ key: Scancode, down: Bool)

    /// The SDL's own keyboard state (`SDL_GetKeyboardState`): one byte per scancode, non-zero when down.
    func keyboardState() -> UnsafeBufferPointer<UInt8>

    /// The key that asks to go back on a phone (`SDL_SCANCODE_AC_BACK`, which SDL 2 and SDL 3 number apart).
    var backKey: Scancode { get }

    // MARK: Gamepads

    /// Whether the SDL's gamepad subsystem is on.
    var gamepadsAreOn: Bool { get }

    /// The gamepads connected now, as ``InputEvent/padAdded(deviceIndex:)`` names them.
    func connectedGamepads() -> [Int32]

    /// Opens a gamepad SDL announced, unless it is not a gamepad, or is a virtual one and `readsVirtual` is
    /// false, or is open already; nil then.
    func openGamepad(_ device: Int32, readsVirtual: Bool) -> GamepadID?

    /// Closes a gamepad ``openGamepad(_:readsVirtual:)`` opened.
    func closeGamepad(_ pad: GamepadID)

    /// Attaches a virtual gamepad the game can open, with ``GamepadButton/count`` buttons and
    /// ``GamepadAxis/count`` axes.
    /// - Throws: ``ControlsError`` with the SDL's reason when it cannot
    func attachVirtualGamepad(named name: String) throws(ControlsError) -> any VirtualGamepadDevice
}

/// A virtual gamepad the SDL shows the game (``ControlsBackend/attachVirtualGamepad(named:)``); detached
/// when released.
package protocol VirtualGamepadDevice: AnyObject {
    /// Its joystick instance id.
    var instanceID: GamepadID { get }
    /// Sets an axis, -32768...32767.
    func setAxis(_ axis: GamepadAxis, _ value: Int16)
    /// Presses or releases a button.
    func setButton(_ button: GamepadButton, _ down: Bool)
}

/// Decodes picture files (PNG at least) into RGBA pixels: the SDL's image loader.
package protocol PictureDecoder: AnyObject {
    /// Decodes a picture file's bytes.
    /// - Parameters:
    ///   - bytes: the file's bytes
    ///   - name: what to call it in messages
    /// - Throws: ``ControlsError`` with the SDL's reason
    func decodePicture(_ bytes: UnsafeRawBufferPointer, name: String) throws(ControlsError) -> ImagePixels
}

/// A picture's pixels: 32-bit RGBA, row after row, no padding.
package struct ImagePixels {
    /// Width in pixels.
    package var width: Int
    /// Height in pixels.
    package var height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha.
    package var bytes: [UInt8]

    /// Pixels from bytes.
    package init(width: Int, height: Int, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// A copy of an RGBA picture's rows, wherever each starts (an SDL surface's `pixels` and `pitch`).
    /// - Parameters:
    ///   - rows: the first row, or nil for a picture of transparent black
    ///   - width: pixels a row
    ///   - height: rows
    ///   - pitch: bytes from one row's start to the next's
    package init(copying rows: UnsafeRawPointer?, width: Int, height: Int, pitch: Int) {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        if let rows {
            bytes.withUnsafeMutableBytes { out in
                for row in 0..<height {
                    out.baseAddress?.advanced(by: row * width * 4)
                        .copyMemory(from: rows.advanced(by: row * pitch), byteCount: width * 4)
                }
            }
        }
        self.init(width: width, height: height, bytes: bytes)
    }
}
