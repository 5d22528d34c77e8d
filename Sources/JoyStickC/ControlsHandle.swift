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

    /// New controls and the handle C is given for them.
    static func make(renderer: OpaquePointer) -> UnsafeMutableRawPointer {
        let controls = CControls(renderer: renderer)
        let handle = UnsafeMutablePointer<ControlsHandle>.allocate(capacity: 1)
        handle.initialize(to: ControlsHandle(controls: controls, lendable: controls))
        controls.handle = handle
        return UnsafeMutableRawPointer(handle)
    }

    /// Puts the controls taken by ``withLentControls(_:_:failure:_:)`` back.
    /// - Returns: what the handle held before (nothing: no call but the one that took them puts them back), for
    ///   the caller to let go of
    @inline(always)
    mutating func giveBack(_ controls: consuming CControls) -> CControls? {
        var placed: CControls? = controls
        swap(&placed, &lendable)
        return placed
    }
}

/// Runs `body` with the controls behind a `js_controls *`, lent out of their handle: for the per-event call,
/// which would otherwise count a reference to them twice an event (atomically: about 5 ns of its 48 on this
/// machine). Failures are as ``controls(_:_:)`` gives them.
/// - Returns: what `body` returns, or `failure` for NULL or a call from another thread
@inline(always)
func withLentControls<Result>(_ handle: UnsafeMutableRawPointer?, _ call: StaticString, failure: Result,
                              _ body: (CControls) -> Result) -> Result {
    guard let handle else { return failed(call, "the controls are NULL") ?? failure }
    let slot = handle.assumingMemoryBound(to: ControlsHandle.self)
    guard let lent = slot.pointee.lendable.take() else {
        // A call from inside one of their callbacks: the call under way has them.
        guard let controls = controls(handle, call) else { return failure }
        return body(controls)
    }
    let result = usable(lent, call) ? body(lent) : failure
    // Controls destroyed by a callback ended when `body` returned: their handle is gone, and `lent` is the last
    // reference to them, let go of here.
    guard !lent.hasEnded else { return result }
    // An optional looked into: the usual path, nothing to let go of, calls no release at all.
    if let leftover = slot.pointee.giveBack(lent) { _ = leftover }
    return result
}
