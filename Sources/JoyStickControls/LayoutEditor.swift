import JoyStickEngine
import JoyStickLayout

/// The on-screen layout editor of ``OnScreenControls``: while it is on, every pointer event arranges the
/// named controls instead of driving them.
///
/// - A drag that starts on a control (a stick's base square, a button's circle) moves it by the drag, kept on
///   screen; one on the selected control's corner handle resizes it, as do a second finger's pinch and the
///   mouse wheel over it.
/// - The toolbar along the top (along the bottom while a control the player could select lies under the top
///   rows; when both edges have one, a touch on a control centred in its rows wins): size down and up, alpha down and up, hide (a hidden control stays on the
///   editor's screen, ghosted, so it can be shown again), snap to a grid drawn from the screen's centre,
///   mirror left and right for a left hand, reset to the game's layout, done, and cancel (the layout the
///   editor opened with comes back). COLOR steps the control's colour through ``palette`` and back to the
///   game's own; FLOAT makes a stick float over its quarter of the screen, or stay put
///   (``OnScreenControls/setFloating(_:for:)``). The layout keeps both.
/// - The keyboard (scancodes, so the keys are where they are on any layout): Tab selects the next control,
///   the arrows move it (a pixel, or a grid step while snapping), = (or +) and - size it, [ and ] fade it, H
///   hides it, C colours it, F floats it, G snaps, M mirrors, R resets, Enter is done, Escape or Back cancels.
/// - A game controller: A or Start is done, B or Back cancels.
///
/// A gesture changes only the control it started on, whatever happens meanwhile (Tab, the wheel over another
/// control, other fingers on other controls, the toolbar). Controls the game hides (their own `isHidden`) are
/// left out: the player arranges what the game shows.
/// Sizes are kept within ``LayoutFile/sizes(onShorterSide:)``, and positions and sizes to 1/64 of a pixel,
/// as the layout file keeps them. Nothing is allocated per event.
final class LayoutEditor {
    /// The control selected, one of the controls' named ones: its identity, so that the selection stays on it
    /// whatever else is removed (a position in the list moves when its holes are squeezed out).
    private(set) var selected: ObjectIdentifier?
    /// Whether moves snap the centre to the grid.
    private(set) var snapsToGrid = false
    /// The toolbar for the screen the editor last saw.
    private(set) var toolbar = LayoutEditorToolbar(screen: Size(width: 0, height: 0))
    /// The toolbar button pressed by a pointer still down, until it lifts.
    private(set) var pressedAction: LayoutEditorToolbar.Action?
    /// Where the mouse is, for the wheel.
    private var hover: Point?
    /// The two ends of the grid line being drawn, kept: drawing a frame of the grid allocates nothing.
    var gridLine = [Point](repeating: Point(x: 0, y: 0), count: 2)
    /// The phone's back key on the SDL the controls run on (``ControlsBackend/backKey``): it cancels.
    var backKey: Scancode = 0

    /// What a pointer down is doing. A gesture changes only the control it started on, whatever else
    /// happens meanwhile (Tab, the wheel, the toolbar, other fingers on other controls).
    private struct Gesture {
        enum Kind { case move, resize, pinch, press(LayoutEditorToolbar.Action), none }
        var touch: TouchID
        var kind: Kind
        /// The control it moves or sizes (a pinch's second finger: none, the first finger's control is sized).
        var target: OnScreenControls.LaidOut?
        var start: Point
        /// The target's placement when the gesture (or the pinch) began.
        var origin: ControlPlacement
        /// For a pinch: the other finger's touch and the fingers' first distance.
        var partner: TouchID?
        var startDistance = 0.0
        var last: Point
    }
    private var gestures: [Gesture] = []

    /// The colours COLOR steps through, `0xRRGGBB`, after the game's own (none of the player's) and back to it:
    /// red, orange, yellow, green, cyan, blue, purple, white; bright enough to see on a dark game and a light one.
    static let palette: [UInt32] = [0xFF3B30, 0xFF9500, 0xFFCC00, 0x34C759, 0x00C7BE, 0x007AFF, 0xAF52DE, 0xFFFFFF]

    /// The colour after a tint in the palette's round: the first after the game's own (nil) or one not in the
    /// palette (a layout file's own), the game's own after the last.
    static func colour(after tint: UInt32?) -> UInt32? {
        guard let tint, let index = palette.firstIndex(of: tint) else { return palette[0] }
        return index + 1 < palette.count ? palette[index + 1] : nil
    }

    /// How much a size step, an alpha step and a wheel step change.
    static let sizeStep = 8.0
    static let alphaStep = 0.1
    static let wheelFactor = 1.1
    /// The grid's step, as a share of the screen's shorter side.
    static let gridShare = 1.0 / 24
    /// The corner handle's side.
    static let handleSide = 20.0

    init() {
        gestures.reserveCapacity(4)
    }

    /// Starts editing: the first named control is selected and the toolbar fits the screen.
    func begin(on screen: Size, controls: OnScreenControls) {
        gestures.removeAll(keepingCapacity: true)
        pressedAction = nil
        placeToolbar(on: screen, controls: controls)
        selected = Self.next(after: nil, controls: controls).flatMap(controls.named.id(at:))
    }

    /// Moves the toolbar off the controls the player could select (``LayoutEditorToolbar/place(on:covering:)``).
    private func placeToolbar(on screen: Size, controls: OnScreenControls) {
        toolbar.place(on: screen) { rows in
            var count = 0
            for index in controls.named.indices {
                guard let frame = selectableFrame(of: index, controls: controls) else { continue }
                if frame.minX < rows.maxX, rows.minX < frame.maxX, frame.minY < rows.maxY, rows.minY < frame.maxY {
                    count += 1
                }
            }
            return count
        }
    }

    /// The next control the player may arrange after a position (the first one after nil), round to the first
    /// after the last, skipping those the game hides; nil when there is none.
    static func next(after position: Int?, controls: OnScreenControls) -> Int? {
        let named = controls.named
        guard !named.isEmpty else { return nil }
        var candidate = position.map { named.index(after: min($0, named.endIndex - 1)) } ?? named.startIndex
        for _ in 0..<named.count {
            if candidate == named.endIndex { candidate = named.startIndex }
            if !named[candidate].control.isHiddenByGame { return candidate }
            candidate = named.index(after: candidate)
        }
        return nil
    }

    /// The screen changed while editing: the toolbar is laid out again and gestures end.
    func screenChanged(to screen: Size, controls: OnScreenControls) {
        placeToolbar(on: screen, controls: controls)
        gestures.removeAll(keepingCapacity: true)
        pressedAction = nil
    }

    // MARK: Events

    /// Takes an event while editing.
    /// - Returns: true when the editor took it (every pointer event and the editor's keys)
    func handle(_ event: InputEvent, controls: OnScreenControls) -> Bool {
        let screen = controls.input.screen.size
        switch event {
        case .touchDown(let id, let point): down(id, at: point, controls: controls)
        case .touchMove(let id, let point): move(id, to: point, screen: screen)
        case .touchUp(let id, let point): up(id, at: point, controls: controls)
        case .touchCancel(let id): cancel(id)
        case .mouseDown(let point):
            hover = point
            down(ControlInput.mouseTouch, at: point, controls: controls)
        case .mouseMove(let point, let held):
            hover = point
            if held { move(ControlInput.mouseTouch, to: point, screen: screen) }
        case .mouseUp(let point):
            hover = point
            up(ControlInput.mouseTouch, at: point, controls: controls)
        case .mouseWheel(let steps):
            guard let index = hover.flatMap({ self.control(at: $0, controls: controls) }) ?? chosen(controls) else {
                return true
            }
            selected = controls.named.id(at: index)
            let target = controls.named[index].control
            resize(target, to: target.placement.size * pow(Self.wheelFactor, steps), screen: screen)
        case .keyDown(let key, _):
            return press(key, screen: screen, controls: controls)
        case .keyUp(let key):
            return Self.takes(key, back: backKey)
        case .padButtonDown(let button, _):
            switch button {
            case .a, .start: perform(.done, controls: controls)
            case .b, .back: perform(.cancel, controls: controls)
            default: return false
            }
        case .padButtonUp(let button, _):
            return [GamepadButton.a, .start, .b, .back].contains(button)
        case .focusLost, .quit:
            gestures.removeAll(keepingCapacity: true)
            pressedAction = nil
            return false
        default:
            return false
        }
        return true
    }

    /// The selected control's position in the named controls, if it is still one of them.
    private func chosen(_ controls: OnScreenControls) -> Int? {
        selected.flatMap(controls.named.position(of:))
    }

    private func down(_ id: TouchID, at point: Point, controls: OnScreenControls) {
        guard point.isFinite, gestures.count < 4 else { return }
        // A control whose centre is in the toolbar's rows (both edges had one) wins over the toolbar, so the player
        // can always select it; a larger one only reaching into them is selected below them.
        if let action = toolbar.action(at: point), !underToolbar(at: point, controls: controls) {
            pressedAction = action
            gestures.append(Gesture(touch: id, kind: .press(action), start: point, origin: Self.nowhere, last: point))
            return
        }
        // A second finger while one moves a control: a pinch of that control.
        if let index = gestures.firstIndex(where: { if case .move = $0.kind { true } else { false } }),
           let target = gestures[index].target {
            let distance = (point - gestures[index].last).magnitude
            gestures[index].kind = .pinch
            gestures[index].partner = id
            gestures[index].startDistance = distance
            gestures[index].origin = target.placement
            gestures.append(Gesture(touch: id, kind: .none, start: point, origin: Self.nowhere, partner: gestures[index].touch,
                                    startDistance: distance, last: point))
            return
        }
        if let index = chosen(controls), handle(of: controls.named[index].control.placement).contains(point) {
            let target = controls.named[index].control
            gestures.append(Gesture(touch: id, kind: .resize, target: target, start: point, origin: target.placement,
                                    last: point))
            return
        }
        guard let index = control(at: point, controls: controls) else {
            gestures.append(Gesture(touch: id, kind: .none, start: point, origin: Self.nowhere, last: point))
            return
        }
        selected = controls.named.id(at: index)
        let target = controls.named[index].control
        gestures.append(Gesture(touch: id, kind: .move, target: target, start: point, origin: target.placement, last: point))
    }

    private func move(_ id: TouchID, to point: Point, screen: Size) {
        guard point.isFinite, let slot = gestures.firstIndex(where: { $0.touch == id }) else { return }
        gestures[slot].last = point
        let gesture = gestures[slot]
        switch gesture.kind {
        case .move:
            guard let target = gesture.target else { return }
            // Only the centre follows the drag: a size or an alpha changed meanwhile (the toolbar) stays.
            var placement = target.placement
            placement.center = gesture.origin.center + (point - gesture.start)
            if snapsToGrid { placement.center = snapped(placement.center, screen: screen) }
            place(target, placement, screen: screen)
        case .resize:
            guard let target = gesture.target else { return }
            let reach = max(abs(point.x - gesture.origin.center.x), abs(point.y - gesture.origin.center.y))
            resize(target, to: reach * 2, screen: screen)
        case .pinch, .none:
            guard let pincher = gestures.firstIndex(where: { if case .pinch = $0.kind { true } else { false } }),
                  let target = gestures[pincher].target,
                  let partner = gestures[pincher].partner,
                  let other = gestures.firstIndex(where: { $0.touch == partner }),
                  gestures[pincher].startDistance > 0 else { return }
            let distance = (gestures[pincher].last - gestures[other].last).magnitude
            resize(target, to: gestures[pincher].origin.size * distance / gestures[pincher].startDistance, screen: screen)
        case .press:
            break
        }
    }

    private func up(_ id: TouchID, at point: Point, controls: OnScreenControls) {
        guard gestures.contains(where: { $0.touch == id }) else { return }
        // Where it lifts is where the drag ends.
        move(id, to: point, screen: controls.input.screen.size)
        guard let slot = gestures.firstIndex(where: { $0.touch == id }) else { return }
        let gesture = gestures.remove(at: slot)
        if case .press(let action) = gesture.kind {
            pressedAction = nil
            if toolbar.action(at: point) == action { perform(action, controls: controls) }
        }
        // A control moved, resized or reset may now lie under the toolbar, which then moves.
        placeToolbar(on: controls.input.screen.size, controls: controls)
        // The pinch's other finger goes on moving its control alone.
        for index in gestures.indices where gestures[index].partner == id {
            gestures[index].partner = nil
            if case .pinch = gestures[index].kind, let target = gestures[index].target {
                gestures[index].kind = .move
                gestures[index].start = gestures[index].last
                gestures[index].origin = target.placement
            } else {
                gestures[index].kind = .none
            }
        }
    }

    private func cancel(_ id: TouchID) {
        guard let slot = gestures.firstIndex(where: { $0.touch == id }) else { return }
        if case .press = gestures[slot].kind { pressedAction = nil }
        gestures.remove(at: slot)
        for index in gestures.indices where gestures[index].partner == id {
            gestures[index].partner = nil
            gestures[index].kind = .none
        }
    }

    // MARK: Keys and actions

    private func press(_ key: Scancode, screen: Size, controls: OnScreenControls) -> Bool {
        guard let chosen = chosen(controls) ?? Self.next(after: nil, controls: controls) else {
            if let action = Self.keyAction(key, back: backKey), action == .done || action == .cancel {
                perform(action, controls: controls)
            }
            return Self.takes(key, back: backKey)
        }
        if key == .tab {
            selected = Self.next(after: chosen, controls: controls).flatMap(controls.named.id(at:))
            return true
        }
        if let (dx, dy) = Self.arrow(key) {
            let step = snapsToGrid ? gridStep(screen) : 1
            let target = controls.named[chosen].control
            var placement = target.placement
            placement.center = Point(x: placement.center.x + dx * step, y: placement.center.y + dy * step)
            if snapsToGrid { placement.center = snapped(placement.center, screen: screen) }
            place(target, placement, screen: screen)
            return true
        }
        guard let action = Self.keyAction(key, back: backKey) else { return false }
        selected = controls.named.id(at: chosen)
        perform(action, controls: controls)
        return true
    }

    /// Does what a toolbar button or its key does.
    func perform(_ action: LayoutEditorToolbar.Action, controls: OnScreenControls) {
        let screen = controls.input.screen.size
        if let chosen = chosen(controls) {
            let target = controls.named[chosen].control
            var placement = target.placement
            switch action {
            case .smaller: resize(target, to: placement.size - Self.sizeStep, screen: screen)
            case .larger: resize(target, to: placement.size + Self.sizeStep, screen: screen)
            case .fainter, .stronger:
                let steps = (placement.alpha / Self.alphaStep).rounded() + (action == .fainter ? -1 : 1)
                placement.alpha = min(1, max(Self.alphaStep, steps * Self.alphaStep))
                place(target, placement, screen: screen)
            case .hide:
                placement.isHidden.toggle()
                place(target, placement, screen: screen)
            case .colour:
                placement.tint = Self.colour(after: placement.tint)
                place(target, placement, screen: screen)
            case .float:
                guard case .stick(let stick) = target else { break }
                placement.floats = !stick.floats
                place(target, placement, screen: screen)
            default: break
            }
        }
        switch action {
        case .grid: snapsToGrid.toggle()
        case .mirror:
            for entry in controls.named {
                var placement = entry.control.placement
                placement.center.x = screen.width - placement.center.x
                place(entry.control, placement, screen: screen)
            }
        case .reset: controls.resetLayout()
        case .done: controls.endEditing(keep: true)
        case .cancel: controls.endEditing(keep: false)
        default: break
        }
    }

    /// Whether the editor takes a key while it is open: its down and up events are the editor's, and the
    /// game's keyboard state shows it up.
    /// - Parameters:
    ///   - key: the key
    ///   - back: the phone's back key on this SDL (``ControlsBackend/backKey``)
    static func takes(_ key: Scancode, back: Scancode) -> Bool {
        keyAction(key, back: back) != nil || arrow(key) != nil || key == .tab
    }

    private static func keyAction(_ key: Scancode, back: Scancode) -> LayoutEditorToolbar.Action? {
        switch key {
        case .equals, .keypadPlus: .larger
        case .minus, .keypadMinus: .smaller
        case .leftBracket: .fainter
        case .rightBracket: .stronger
        case .h: .hide
        case .c: .colour
        case .f: .float
        case .g: .grid
        case .m: .mirror
        case .r: .reset
        case .returnKey, .keypadEnter: .done
        case .escape, back: .cancel
        default: nil
        }
    }

    private static func arrow(_ key: Scancode) -> (Double, Double)? {
        switch key {
        case .left: (-1, 0)
        case .right: (1, 0)
        case .up: (0, -1)
        case .down: (0, 1)
        default: nil
        }
    }

    // MARK: Placing

    /// Places a named control, kept whole on the screen and to 1/64 of a pixel.
    private func place(_ control: OnScreenControls.LaidOut, _ placement: ControlPlacement, screen: Size) {
        var placement = placement
        placement.size = Self.kept(placement.size)
        placement.center = Point(x: Self.kept(Self.clamp(placement.center.x, half: placement.size / 2, extent: screen.width)),
                                 y: Self.kept(Self.clamp(placement.center.y, half: placement.size / 2, extent: screen.height)))
        control.place(placement, on: screen)
    }

    private func resize(_ control: OnScreenControls.LaidOut, to size: Double, screen: Size) {
        guard size.isFinite else { return }
        var placement = control.placement
        let range = LayoutFile.sizes(onShorterSide: LayoutFile.keptSize(min(screen.width, screen.height)))
        placement.size = min(max(size, range.lowerBound), range.upperBound)
        place(control, placement, screen: screen)
    }

    private static func clamp(_ value: Double, half: Double, extent: Double) -> Double {
        half * 2 >= extent ? extent / 2 : min(max(value, half), extent - half)
    }

    private static func kept(_ value: Double) -> Double { (value * 64).rounded() / 64 }

    func gridStep(_ screen: Size) -> Double { Self.kept(min(screen.width, screen.height) * Self.gridShare) }

    /// A point on the grid drawn from the screen's centre.
    private func snapped(_ point: Point, screen: Size) -> Point {
        let step = gridStep(screen)
        guard step > 0 else { return point }
        func axis(_ value: Double, _ middle: Double) -> Double { middle + ((value - middle) / step).rounded() * step }
        return Point(x: axis(point.x, screen.width / 2), y: axis(point.y, screen.height / 2))
    }

    // MARK: Finding

    /// The topmost named control under a point: a stick's base square, a button's circle.
    func control(at point: Point, controls: OnScreenControls) -> Int? {
        for index in controls.named.indices.reversed() {
            switch controls.named[index].control {
            case .stick(let stick):
                if !stick.isHidden, Rect(center: stick.center, side: stick.size).contains(point) { return index }
            case .button(let button):
                if !button.isHidden, (point - button.center).magnitude <= button.size / 2 { return index }
            }
        }
        return nil
    }

    /// Whether the control at a point, if any, has its centre in the toolbar's rows.
    private func underToolbar(at point: Point, controls: OnScreenControls) -> Bool {
        guard let index = control(at: point, controls: controls),
              let frame = selectableFrame(of: index, controls: controls) else { return false }
        return toolbar.bounds.contains(frame.mid)
    }

    /// The square a touch selects a control in (``control(at:controls:)``), or nil for one it cannot select.
    func selectableFrame(of index: Int, controls: OnScreenControls) -> Rect? {
        switch controls.named[index].control {
        case .stick(let stick): stick.isHidden ? nil : Rect(center: stick.center, side: stick.size)
        case .button(let button): button.isHidden ? nil : Rect(center: button.center, side: button.size)
        }
    }

    /// The corner handle of a placement: a square on its frame's bottom-right corner.
    func handle(of placement: ControlPlacement) -> Rect {
        let frame = placement.frame
        return Rect(center: Point(x: frame.maxX, y: frame.maxY), side: Self.handleSide)
    }

    private static let nowhere = ControlPlacement(center: Point(x: 0, y: 0), size: 0)
}

/// x to the power n, for the wheel's steps (the standard library has none for Double).
private func pow(_ x: Double, _ n: Double) -> Double {
    guard n.isFinite else { return 1 }
    var result = 1.0
    var count = Int(min(abs(n.rounded(.towardZero)), 60))
    var base = n < 0 ? 1 / x : x
    while count > 0 {
        if count & 1 == 1 { result *= base }
        base *= base
        count >>= 1
    }
    let fraction = abs(n) - abs(n.rounded(.towardZero))
    // A fraction of a step (a smooth wheel): linear between whole steps is close enough for a size.
    return result * (1 + (x - 1) * (n < 0 ? -fraction : fraction))
}
