#if JOYSTICK_SDL3
import CSDL3
#else
import CSDL2
#endif
import JoyStickCSupport

/// What a `js_controls *` points to: the controls, twice.
///
/// Every call reads ``controls`` and holds them for its length (a counted reference), so a callback that
/// destroys them cannot free them under the call. The per-event call, `js_controls_handle_event`, takes
/// ``lendable`` out instead (moved, not copied: no reference counted; ``withLentControls(_:_:failure:_:)``), and
/// puts it back once it returns; ``controls`` keeps them alive meanwhile. A call made from inside one of their
/// callbacks finds nothing to take and reads ``controls``. The memory is the controls' own: allocated by
/// ``make(renderer:)``, freed when they end (``CControls/end()``).
struct ControlsHandle {
    let controls: CControls
    var lendable: CControls?
    /// The thread that made them (`js_support_this_thread()`): a per-event call from any other is not lent them,
    /// and the counted path refuses it.
    let thread: UInt

    /// New controls and the handle C is given for them.
    static func make(renderer: OpaquePointer) -> UnsafeMutableRawPointer {
        give(CControls(renderer: renderer))
    }

    /// New controls drawn with OpenGL over a window's frames, and their handle.
    static func make(openGLWindow window: OpaquePointer) -> UnsafeMutableRawPointer {
        give(CControls(openGLWindow: window))
    }

    private static func give(_ controls: CControls) -> UnsafeMutableRawPointer {
        let handle = UnsafeMutablePointer<ControlsHandle>.allocate(capacity: 1)
        handle.initialize(to: ControlsHandle(controls: controls, lendable: controls, thread: js_support_this_thread()))
        controls.handle = handle
        return UnsafeMutableRawPointer(handle)
    }
}

/// Runs `body` with the controls behind a `js_controls *`, lent out of their handle: for the per-event call,
/// which would otherwise count a reference to them twice an event (atomically: about 4 ns of its 47 on this
/// machine). Failures are as ``controls(_:_:)`` gives them.
/// - Returns: what `body` returns, or `failure` for NULL or a call from another thread (refused without a write)
@inline(__always)
func withLentControls<Result>(_ handle: UnsafeMutableRawPointer?, _ call: StaticString, failure: Result,
                              _ body: (CControls) -> Result) -> Result {
    guard let handle else { return failed(call, "the controls are NULL") ?? failure }
    let slot = handle.assumingMemoryBound(to: ControlsHandle.self)
    // A call from another thread writes nothing here: it is refused by the counted path, which only reads (the
    // thread that owns the controls may be taking them out at the same moment). So is a call from inside one of
    // their callbacks: the call under way has them.
    guard slot.pointee.thread == js_support_this_thread(), let lent = slot.pointee.lendable.take() else {
        return withCountedControls(handle, call, failure: failure, body)
    }
    let result = body(lent)
    // Controls destroyed by a callback ended when `body` returned: their handle is gone, and `lent` is the last
    // reference to them, let go of here. Otherwise the place they were taken from is still empty (a call from
    // inside found nothing to take), and assigning to it, once known empty, releases nothing.
    if !lent.hasEnded, slot.pointee.lendable == nil { slot.pointee.lendable = consume lent }
    return result
}

/// ``withLentControls(_:_:failure:_:)`` for a call from inside a callback: with a counted reference. A call of
/// its own, so that `body` is written out once on the per-event path.
@inline(never)
func withCountedControls<Result>(_ handle: UnsafeMutableRawPointer, _ call: StaticString, failure: Result,
                                 _ body: (CControls) -> Result) -> Result {
    guard let controls = controls(handle, call) else { return failure }
    return body(controls)
}
