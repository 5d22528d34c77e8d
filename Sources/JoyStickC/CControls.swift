import JoyStickCSupport
import JoyStickEngine
#if JOYSTICK_SDL3
import JoyStickSDL3
#else
import CSDL2
import JoyStickSDL
#endif

/// The controls behind a `js_controls *` (through its ``ControlsHandle``): a game's ``OnScreenControls`` and what
/// C needs around it (the handles of its sticks and buttons, the thread it belongs to, and a destroy that may
/// come from inside a callback).
final class CControls {
    let controls: OnScreenControls
    /// The thread that created the controls: the only one that may use them.
    let thread: UInt
    /// The handles given out, by stick and by button, in order (removing one takes constant time).
    private var sticks = IdentityList<CStick>()
    private var buttons = IdentityList<CButton>()
    /// How many calls that can fire callbacks are under way (a callback may call back into the library).
    private var depth = 0
    /// `js_controls_destroy` was called: no callback fires any more, and the controls are freed when the
    /// outermost call under way returns.
    var isDestroyed: Bool { liveness.isDestroyed }
    /// The flag the C callbacks read before calling the game: shared with them (they hold it, not the
    /// controls, so nothing the controls own holds the controls).
    let liveness = Liveness()
    /// Handles removed while a call was under way, kept until it returns: a callback that removed a stick may
    /// still be running with it.
    private var removed: [AnyObject] = []

    /// What C was given for them (``ControlsHandle``), until they end.
    var handle: UnsafeMutablePointer<ControlsHandle>?
    /// Whether they ended: their handle is freed.
    var hasEnded: Bool { handle == nil }

    init(renderer: OpaquePointer) {
        controls = OnScreenControls(renderer: renderer)
        thread = js_support_this_thread()
    }

    init(openGLWindow window: OpaquePointer) {
        controls = OnScreenControls(openGLWindow: window)
        thread = js_support_this_thread()
    }

    /// Adds a stick and gives out its handle.
    func addStick(name: String?, center: Point, size: Double) throws(ControlsError) -> CStick {
        let made = CStick(try controls.addStick(name, center: center, size: size), owner: self)
        made.name = name
        sticks.append(made, for: ObjectIdentifier(made))
        return made
    }

    /// Adds a button and gives out its handle.
    func addButton(name: String?, center: Point, size: Double, label: String) throws(ControlsError) -> CButton {
        let made = CButton(try controls.addButton(name, center: center, size: size, label: label), owner: self)
        made.name = name
        buttons.append(made, for: ObjectIdentifier(made))
        return made
    }

    func remove(_ stick: CStick) {
        guard sticks.remove(ObjectIdentifier(stick)) != nil else { return }
        firing {
            removed.append(stick)
            controls.remove(stick.stick)
        }
    }

    func remove(_ button: CButton) {
        guard buttons.remove(ObjectIdentifier(button)) != nil else { return }
        firing {
            removed.append(button)
            controls.remove(button.button)
        }
    }

    /// Runs a call that may fire callbacks; a destroy requested by one of them takes effect once the outermost
    /// such call returns.
    @inline(__always)
    func firing<Result>(_ body: () -> Result) -> Result {
        // Unchecked: a count of nested calls, bounded by the stack long before it could wrap.
        depth &+= 1
        let result = body()
        depth &-= 1
        if depth == 0 {
            if !removed.isEmpty { removed.removeAll() }
            if isDestroyed { end() }
        }
        return result
    }

    /// The last of the controls once destroyed and no call is under way: the handles, which hold them, are let
    /// go, then the handle `js_controls_create` gave C, with its references. The call under way holds its own.
    private func end() {
        sticks.removeAll()
        buttons.removeAll()
        guard let handle else { return }
        self.handle = nil
        handle.deinitialize(count: 1)
        handle.deallocate()
    }

    /// `js_controls_destroy`: the end of the controls, now or, inside a callback, when the call that fired
    /// it returns.
    func destroy() {
        guard !isDestroyed else { return }
        liveness.isDestroyed = true
        if depth == 0 { end() }
    }
}

/// Whether a `js_controls` was destroyed, for the callbacks that must then stay silent.
final class Liveness {
    var isDestroyed = false
}

/// What a `js_stick *` points to.
final class CStick {
    let stick: JoyStick
    /// The controls it belongs to. They keep it too, until it is removed or they end (``CControls``), so the
    /// two are let go of together.
    let owner: CControls
    /// Its name as `js_stick_name` gives it, NUL-terminated.
    var name: String? { didSet { cName = name.map(CName.init) } }
    private(set) var cName: CName?
    /// The file `js_stick_image_file` gave last, NUL-terminated.
    var imageFile: CName?

    init(_ stick: JoyStick, owner: CControls) {
        self.stick = stick
        self.owner = owner
    }
}

/// What a `js_button *` points to.
final class CButton {
    let button: TouchButton
    /// The controls it belongs to. They keep it too, until it is removed or they end (``CControls``), so the
    /// two are let go of together.
    let owner: CControls
    /// Its name as `js_button_name` gives it, NUL-terminated.
    var name: String? { didSet { cName = name.map(CName.init) } }
    private(set) var cName: CName?
    /// The file `js_button_image_file` gave last, NUL-terminated.
    var imageFile: CName?

    init(_ button: TouchButton, owner: CControls) {
        self.button = button
        self.owner = owner
    }
}

/// A name as C reads it: NUL-terminated bytes that live as long as this object.
///
/// Its initializer cannot fail: Embedded Swift does not free a class instance whose failable initializer
/// returns nil.
final class CName {
    let bytes: UnsafeMutablePointer<CChar>

    init(_ name: String) {
        let utf8 = Array(name.utf8)
        bytes = .allocate(capacity: utf8.count + 1)
        for (index, byte) in utf8.enumerated() { bytes[index] = CChar(bitPattern: byte) }
        bytes[utf8.count] = 0
    }

    deinit {
        bytes.deallocate()
    }
}

// MARK: Handles

/// The controls behind a `js_controls *`, or nil, with `js_last_error`, for NULL, for controls being
/// destroyed, or from a thread other than their own.
@inline(__always)
func controls(_ handle: UnsafeRawPointer?, _ call: StaticString) -> CControls? {
    guard let handle else { return failed(call, "the controls are NULL") }
    let controls = handle.assumingMemoryBound(to: ControlsHandle.self).pointee.controls
    return usable(controls, call) ? controls : nil
}

/// The stick behind a `js_stick *`, or nil (see ``controls(_:_:)``).
@inline(__always)
func stick(_ handle: UnsafeRawPointer?, _ call: StaticString) -> CStick? {
    guard let handle else { return failed(call, "the stick is NULL") }
    let stick = Unmanaged<CStick>.fromOpaque(handle).takeUnretainedValue()
    return usable(stick.owner, call) ? stick : nil
}

/// The button behind a `js_button *`, or nil (see ``controls(_:_:)``).
@inline(__always)
func button(_ handle: UnsafeRawPointer?, _ call: StaticString) -> CButton? {
    guard let handle else { return failed(call, "the button is NULL") }
    let button = Unmanaged<CButton>.fromOpaque(handle).takeUnretainedValue()
    return usable(button.owner, call) ? button : nil
}

/// A stick handle that belongs to `controls`, or nil with the reason (another controls' stick would be drawn
/// and driven by controls that do not own it).
func stick(_ handle: UnsafeRawPointer?, of controls: CControls, _ call: StaticString) -> CStick? {
    guard let stick = stick(handle, call) else { return nil }
    guard stick.owner === controls else { return failed(call, "the stick belongs to other js_controls") }
    return stick
}

/// A button handle that belongs to `controls`, or nil with the reason.
func button(_ handle: UnsafeRawPointer?, of controls: CControls, _ call: StaticString) -> CButton? {
    guard let button = button(handle, call) else { return nil }
    guard button.owner === controls else { return failed(call, "the button belongs to other js_controls") }
    return button
}

/// True when the controls may be used here and now; otherwise records why.
@inline(__always)
func usable(_ controls: CControls, _ call: StaticString) -> Bool {
    let here = js_support_this_thread()
    guard controls.thread == here else { return refuseThread(call, here: here, created: controls.thread) }
    return true
}

/// Records a call from a thread other than the controls' own: out of line, so that each of the many functions
/// that check keeps only the test.
@inline(never)
private func refuseThread(_ call: StaticString, here: UInt, created: UInt) -> Bool {
    js_support_set_error("\(call): js_controls used from thread \(here), created on \(created)")
    return false
}

/// A handle for an object its controls keep alive.
func opaque(_ object: AnyObject) -> UnsafeMutableRawPointer {
    Unmanaged.passUnretained(object).toOpaque()
}

/// Records a failure for `js_last_error` as "call: reason" and returns nil.
func failed<T>(_ call: StaticString, _ reason: String) -> T? {
    record(call, reason)
    return nil
}

/// Records "call: reason" for `js_last_error`, out of line: one copy for every call's failure.
@inline(never)
func record(_ call: StaticString, _ reason: String) {
    js_support_set_error("\(call): \(reason)")
}

/// Whether every key is one of SDL's scancodes (SDL_SCANCODE_UNKNOWN, 0, for none, included); otherwise records
/// why for `js_last_error`.
func scancodes(_ keys: SDL_Scancode..., call: StaticString) -> Bool {
    for key in keys where key.rawValue >= UInt32(Scancode.count) {
        js_support_set_error("\(call): \(Int32(bitPattern: key.rawValue)) is not a scancode (0 to \(Scancode.count - 1))")
        return false
    }
    return true
}

/// Records a failure for `js_last_error` as "call: reason" and returns -1.
func fail(_ call: StaticString, _ reason: String) -> Int32 {
    js_support_set_error("\(call): \(reason)")
    return -1
}

/// A string C passed, nil for NULL.
func string(_ text: UnsafePointer<CChar>?) -> String? {
    text.map { String(cString: $0) }
}

/// Writes a rectangle into C's pointers (each may be NULL): true, or false when there is none (nothing written).
func write(_ rect: Rect?, _ x: UnsafeMutablePointer<Double>?, _ y: UnsafeMutablePointer<Double>?,
           _ width: UnsafeMutablePointer<Double>?, _ height: UnsafeMutablePointer<Double>?) -> Bool {
    guard let rect else { return false }
    x?.pointee = rect.minX
    y?.pointee = rect.minY
    width?.pointee = rect.width
    height?.pointee = rect.height
    return true
}

/// Writes a colour into C's pointer (may be NULL): true, or false when there is none (nothing written).
func write(_ tint: Color?, _ color: UnsafeMutablePointer<SDL_Color>?) -> Bool {
    guard let tint else { return false }
    color?.pointee = SDL_Color(r: tint.red, g: tint.green, b: tint.blue, a: tint.alpha)
    return true
}

/// An engine colour from an SDL one.
func color(_ color: SDL_Color) -> Color {
    Color(red: color.r, green: color.g, blue: color.b, alpha: color.a)
}

/// A C callback with no numbers, as a closure that stays silent once its controls are being destroyed.
func callback(_ fn: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?, _ user: UnsafeMutableRawPointer?,
              owner: CControls) -> (() -> Void)? {
    guard let fn else { return nil }
    return { [liveness = owner.liveness] in
        if !liveness.isDestroyed { fn(user) }
    }
}

/// The gamepad button type of the SDL the library is built for: the header's is SDL 2's or SDL 3's.
#if JOYSTICK_SDL3
public typealias PadButton = SDL_GamepadButton
#else
public typealias PadButton = SDL_GameControllerButton
#endif
