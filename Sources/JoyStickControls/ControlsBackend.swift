import JoyStickEngine

/// What the controls ask of the SDL they run on: one conformance per SDL (`JoyStickSDL`'s for SDL 2,
/// `JoyStickSDL3`'s for SDL 3), the one place each SDL's renderer, keyboard, gamepads and windows are read and
/// written. Everything else (the sticks, bindings, virtual keys, the layout editor, the debug overlay) is the
/// core's, in values: events come in decoded as ``InputEvent``, and drawing goes out as the textured, tinted
/// quads, lines and rectangles below.
///
/// Drawing calls come between ``beginDrawing(inWindowPixels:)`` and ``endDrawing()``, in the renderer's
/// coordinates (logical ones when the game set a logical size, window pixels while ``beginDrawing(inWindowPixels:)``
/// was asked for them).
package protocol ControlsBackend: PictureDecoder {
    // MARK: The screen

    /// Whether the game's renderer still exists (its window open and still its own); a renderer of a surface
    /// exists while the controls do.
    var rendererExists: Bool { get }

    /// How the window's coordinates map to the game's now, or nil when the renderer cannot say (it is gone).
    /// - Parameter ignoringLogicalSize: true for the window's output pixels whatever logical size is set
    func screen(ignoringLogicalSize: Bool) -> LogicalScreen?

    /// How the renderer maps a point of its window to its coordinates now, for an SDL whose events come in window
    /// coordinates (SDL 3), or nil: the backend then asks its SDL at each event.
    func windowMapping() -> WindowMapping?

    /// Output pixels per unit the controls draw in (the renderer's scale), the larger of the two axes: the
    /// built-in pictures are the @2x ones from 1.5 on.
    var drawingScale: Double { get }

    /// The largest texture side the renderer makes, or nil when it does not say.
    var largestTextureSide: Int? { get }

    // MARK: Drawing

    /// Starts a frame's drawing: the renderer's state (colour, blend mode, clip, viewport, target) is kept to be
    /// put back by ``endDrawing()``, and with `inWindowPixels` the renderer draws in its output pixels meanwhile.
    func beginDrawing(inWindowPixels: Bool)

    /// Puts the renderer back as ``beginDrawing(inWindowPixels:)`` found it.
    func endDrawing()

    /// Uploads a picture to the renderer.
    /// - Throws: ``ControlsError`` naming the picture when the SDL cannot make the texture
    func makeTexture(of image: Image) throws(ControlsError) -> any ControlTexture

    /// Draws connected line segments through `points`, blended.
    func drawLines(_ points: [Point], color: Color)

    /// Draws a one-pixel rectangle outline, blended.
    func drawRect(_ rect: Rect, color: Color)

    /// Fills a rectangle, blended.
    func fillRect(_ rect: Rect, color: Color)

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

/// A picture on a renderer, drawn by the core (``ControlsBackend/makeTexture(of:)`` makes one).
package protocol ControlTexture: AnyObject {
    /// Draws the texture into a rectangle of the renderer's coordinates.
    /// - Parameters:
    ///   - x: left edge
    ///   - y: top edge
    ///   - width: drawn width
    ///   - height: drawn height
    ///   - alpha: opacity 0...1
    ///   - brightness: colour modulation 0...1 (1 draws the pixels as they are)
    func draw(x: Double, y: Double, width: Double, height: Double, alpha: Double, brightness: Double)

    /// Draws a part of the texture (a glyph of a font sheet), colour- and alpha-modulated.
    /// - Parameters:
    ///   - source: the part, in texture pixels
    ///   - destination: where, in the renderer's coordinates
    ///   - color: colour and alpha modulation
    func draw(source: Rect, destination: Rect, color: Color)

    /// Forgets the SDL texture without destroying it: its renderer is gone, and destroyed it.
    func abandon()
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

extension ControlsBackend {
    /// None: SDL 2 hands events over in the renderer's coordinates already.
    package func windowMapping() -> WindowMapping? { nil }
}
