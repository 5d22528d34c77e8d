import CSDL2
import JoyStickEngine
import JoyStickLayout

/// The on-screen layout editor of ``OnScreenControls``: while it is on, every pointer event arranges the
/// named controls instead of driving them.
///
/// - A drag that starts on a control (a stick's base square, a button's circle) moves it by the drag, kept on
///   screen; one on the selected control's corner handle resizes it, as do a second finger's pinch and the
///   mouse wheel over it.
/// - The toolbar along the top: size down and up, alpha down and up, hide (a hidden control stays on the
///   editor's screen, ghosted, so it can be shown again), snap to a grid drawn from the screen's centre,
///   mirror left and right for a left hand, reset to the game's layout, done, and cancel (the layout the
///   editor opened with comes back).
/// - The keyboard (scancodes, so the keys are where they are on any layout): Tab selects the next control,
///   the arrows move it (a pixel, or a grid step while snapping), = (or +) and - size it, [ and ] fade it, H
///   hides it, G snaps, M mirrors, R resets, Enter is done, Escape or Back cancels.
/// - A game controller: A or Start is done, B or Back cancels.
///
/// Controls the game hides (their own `isHidden`) are left out: the player arranges what the game shows.
/// Sizes are kept within ``LayoutFile/sizes(onShorterSide:)``, and positions and sizes to 1/64 of a pixel,
/// as the layout file keeps them. Nothing is allocated per event.
final class LayoutEditor {
    /// The control selected: an index into the controls' named ones.
    private(set) var selected: Int?
    /// Whether moves snap the centre to the grid.
    private(set) var snapsToGrid = false
    /// The toolbar for the screen the editor last saw.
    private(set) var toolbar = LayoutEditorToolbar(screen: Size(width: 0, height: 0))
    /// The toolbar button pressed by a pointer still down, until it lifts.
    private(set) var pressedAction: LayoutEditorToolbar.Action?
    /// Where the mouse is, for the wheel.
    private var hover: Point?

    /// What a pointer down is doing.
    private struct Gesture {
        enum Kind { case move, resize, pinch, press(LayoutEditorToolbar.Action), none }
        var touch: TouchID
        var kind: Kind
        var start: Point
        var origin: ControlPlacement
        /// For a pinch: the other finger's touch and the fingers' first distance.
        var partner: TouchID?
        var startDistance = 0.0
        var last: Point
    }
    private var gestures: [Gesture] = []

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
        toolbar = LayoutEditorToolbar(screen: screen)
        selected = Self.next(after: nil, controls: controls)
    }

    /// The next control the player may arrange after an index (the first one after nil), skipping those the
    /// game hides; nil when there is none.
    static func next(after index: Int?, controls: OnScreenControls) -> Int? {
        let count = controls.named.count
        guard count > 0 else { return nil }
        let start = index.map { $0 + 1 } ?? 0
        for step in 0..<count {
            let candidate = (start + step) % count
            if !controls.named[candidate].control.isHiddenByGame { return candidate }
        }
        return nil
    }

    /// The screen changed while editing: the toolbar is laid out again and gestures end.
    func screenChanged(to screen: Size) {
        toolbar = LayoutEditorToolbar(screen: screen)
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
        case .touchMove(let id, let point): move(id, to: point, screen: screen, controls: controls)
        case .touchUp(let id, let point): up(id, at: point, controls: controls)
        case .touchCancel(let id): cancel(id)
        case .mouseDown(let point):
            hover = point
            down(SDLControlInput.mouseTouch, at: point, controls: controls)
        case .mouseMove(let point, let held):
            hover = point
            if held { move(SDLControlInput.mouseTouch, to: point, screen: screen, controls: controls) }
        case .mouseUp(let point):
            hover = point
            up(SDLControlInput.mouseTouch, at: point, controls: controls)
        case .mouseWheel(let steps):
            guard let index = hover.flatMap({ self.control(at: $0, controls: controls) }) ?? selected else { return true }
            selected = index
            resize(index, to: controls.named[index].control.placement.size * pow(Self.wheelFactor, steps),
                   screen: screen, controls: controls)
        case .keyDown(let key, _):
            return press(key, screen: screen, controls: controls)
        case .keyUp(let key):
            return Self.takes(key)
        case .padButtonDown(let button, _):
            switch button {
            case SDL_CONTROLLER_BUTTON_A, SDL_CONTROLLER_BUTTON_START: perform(.done, controls: controls)
            case SDL_CONTROLLER_BUTTON_B, SDL_CONTROLLER_BUTTON_BACK: perform(.cancel, controls: controls)
            default: return false
            }
        case .padButtonUp(let button, _):
            return [SDL_CONTROLLER_BUTTON_A, SDL_CONTROLLER_BUTTON_START, SDL_CONTROLLER_BUTTON_B,
                    SDL_CONTROLLER_BUTTON_BACK].contains(button)
        case .focusLost, .quit:
            gestures.removeAll(keepingCapacity: true)
            pressedAction = nil
            return false
        default:
            return false
        }
        return true
    }

    private func down(_ id: TouchID, at point: Point, controls: OnScreenControls) {
        guard point.isFinite, gestures.count < 4 else { return }
        if let action = toolbar.action(at: point) {
            pressedAction = action
            gestures.append(Gesture(touch: id, kind: .press(action), start: point, origin: Self.nowhere, last: point))
            return
        }
        // A second finger while one moves a control: a pinch of that control.
        if let index = gestures.firstIndex(where: { if case .move = $0.kind { true } else { false } }),
           let chosen = selected {
            let other = gestures[index].last
            let distance = (point - other).magnitude
            gestures[index].kind = .pinch
            gestures[index].partner = id
            gestures[index].startDistance = distance
            gestures[index].origin = controls.named[chosen].control.placement
            gestures.append(Gesture(touch: id, kind: .none, start: point, origin: Self.nowhere, partner: gestures[index].touch,
                                    startDistance: distance, last: point))
            return
        }
        if let chosen = selected, handle(of: controls.named[chosen].control.placement).contains(point) {
            gestures.append(Gesture(touch: id, kind: .resize, start: point,
                                    origin: controls.named[chosen].control.placement, last: point))
            return
        }
        guard let index = control(at: point, controls: controls) else {
            gestures.append(Gesture(touch: id, kind: .none, start: point, origin: Self.nowhere, last: point))
            return
        }
        selected = index
        gestures.append(Gesture(touch: id, kind: .move, start: point, origin: controls.named[index].control.placement,
                                last: point))
    }

    private func move(_ id: TouchID, to point: Point, screen: Size, controls: OnScreenControls) {
        guard point.isFinite, let slot = gestures.firstIndex(where: { $0.touch == id }) else { return }
        gestures[slot].last = point
        let gesture = gestures[slot]
        guard let chosen = selected else { return }
        switch gesture.kind {
        case .move:
            var placement = gesture.origin
            placement.center = placement.center + (point - gesture.start)
            if snapsToGrid { placement.center = snapped(placement.center, screen: screen) }
            place(chosen, placement, screen: screen, controls: controls)
        case .resize:
            let reach = max(abs(point.x - gesture.origin.center.x), abs(point.y - gesture.origin.center.y))
            resize(chosen, to: reach * 2, screen: screen, controls: controls)
        case .pinch, .none:
            guard let pincher = gestures.firstIndex(where: { if case .pinch = $0.kind { true } else { false } }),
                  let partner = gestures[pincher].partner,
                  let other = gestures.firstIndex(where: { $0.touch == partner }),
                  gestures[pincher].startDistance > 0 else { return }
            let distance = (gestures[pincher].last - gestures[other].last).magnitude
            resize(chosen, to: gestures[pincher].origin.size * distance / gestures[pincher].startDistance, screen: screen,
                   controls: controls)
        case .press:
            break
        }
    }

    private func up(_ id: TouchID, at point: Point, controls: OnScreenControls) {
        guard gestures.contains(where: { $0.touch == id }) else { return }
        // Where it lifts is where the drag ends.
        move(id, to: point, screen: controls.input.screen.size, controls: controls)
        guard let slot = gestures.firstIndex(where: { $0.touch == id }) else { return }
        let gesture = gestures.remove(at: slot)
        if case .press(let action) = gesture.kind {
            pressedAction = nil
            if toolbar.action(at: point) == action { perform(action, controls: controls) }
        }
        // The pinch's other finger goes on moving the control alone.
        for index in gestures.indices where gestures[index].partner == id {
            gestures[index].partner = nil
            if case .pinch = gestures[index].kind, let chosen = selected {
                gestures[index].kind = .move
                gestures[index].start = gestures[index].last
                gestures[index].origin = controls.named[chosen].control.placement
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

    private func press(_ key: SDL_Scancode, screen: Size, controls: OnScreenControls) -> Bool {
        guard let chosen = selected ?? Self.next(after: nil, controls: controls) else {
            if let action = Self.keyAction(key), action == .done || action == .cancel { perform(action, controls: controls) }
            return Self.takes(key)
        }
        if key == SDL_SCANCODE_TAB {
            selected = Self.next(after: chosen, controls: controls)
            return true
        }
        if let (dx, dy) = Self.arrow(key) {
            let step = snapsToGrid ? gridStep(screen) : 1
            var placement = controls.named[chosen].control.placement
            placement.center = Point(x: placement.center.x + dx * step, y: placement.center.y + dy * step)
            if snapsToGrid { placement.center = snapped(placement.center, screen: screen) }
            place(chosen, placement, screen: screen, controls: controls)
            return true
        }
        guard let action = Self.keyAction(key) else { return false }
        selected = chosen
        perform(action, controls: controls)
        return true
    }

    /// Does what a toolbar button or its key does.
    func perform(_ action: LayoutEditorToolbar.Action, controls: OnScreenControls) {
        let screen = controls.input.screen.size
        if let chosen = selected, chosen < controls.named.count {
            var placement = controls.named[chosen].control.placement
            switch action {
            case .smaller: resize(chosen, to: placement.size - Self.sizeStep, screen: screen, controls: controls)
            case .larger: resize(chosen, to: placement.size + Self.sizeStep, screen: screen, controls: controls)
            case .fainter, .stronger:
                let steps = (placement.alpha / Self.alphaStep).rounded() + (action == .fainter ? -1 : 1)
                placement.alpha = min(1, max(Self.alphaStep, steps * Self.alphaStep))
                place(chosen, placement, screen: screen, controls: controls)
            case .hide:
                placement.isHidden.toggle()
                place(chosen, placement, screen: screen, controls: controls)
            default: break
            }
        }
        switch action {
        case .grid: snapsToGrid.toggle()
        case .mirror:
            for index in controls.named.indices {
                var placement = controls.named[index].control.placement
                placement.center.x = screen.width - placement.center.x
                place(index, placement, screen: screen, controls: controls)
            }
        case .reset: controls.resetLayout()
        case .done: controls.endEditing(keep: true)
        case .cancel: controls.endEditing(keep: false)
        default: break
        }
    }

    /// Whether the editor takes a key while it is open: its down and up events are the editor's, and the
    /// game's keyboard state shows it up.
    static func takes(_ key: SDL_Scancode) -> Bool {
        keyAction(key) != nil || arrow(key) != nil || key == SDL_SCANCODE_TAB
    }

    private static func keyAction(_ key: SDL_Scancode) -> LayoutEditorToolbar.Action? {
        switch key {
        case SDL_SCANCODE_EQUALS, SDL_SCANCODE_KP_PLUS: .larger
        case SDL_SCANCODE_MINUS, SDL_SCANCODE_KP_MINUS: .smaller
        case SDL_SCANCODE_LEFTBRACKET: .fainter
        case SDL_SCANCODE_RIGHTBRACKET: .stronger
        case SDL_SCANCODE_H: .hide
        case SDL_SCANCODE_G: .grid
        case SDL_SCANCODE_M: .mirror
        case SDL_SCANCODE_R: .reset
        case SDL_SCANCODE_RETURN, SDL_SCANCODE_KP_ENTER: .done
        case SDL_SCANCODE_ESCAPE, SDL_SCANCODE_AC_BACK: .cancel
        default: nil
        }
    }

    private static func arrow(_ key: SDL_Scancode) -> (Double, Double)? {
        switch key {
        case SDL_SCANCODE_LEFT: (-1, 0)
        case SDL_SCANCODE_RIGHT: (1, 0)
        case SDL_SCANCODE_UP: (0, -1)
        case SDL_SCANCODE_DOWN: (0, 1)
        default: nil
        }
    }

    // MARK: Placing

    /// Places a named control, kept whole on the screen and to 1/64 of a pixel.
    private func place(_ index: Int, _ placement: ControlPlacement, screen: Size, controls: OnScreenControls) {
        var placement = placement
        placement.size = Self.kept(placement.size)
        placement.center = Point(x: Self.kept(Self.clamp(placement.center.x, half: placement.size / 2, extent: screen.width)),
                                 y: Self.kept(Self.clamp(placement.center.y, half: placement.size / 2, extent: screen.height)))
        controls.named[index].control.place(placement)
    }

    private func resize(_ index: Int, to size: Double, screen: Size, controls: OnScreenControls) {
        guard size.isFinite else { return }
        var placement = controls.named[index].control.placement
        let range = LayoutFile.sizes(onShorterSide: LayoutFile.keptSize(min(screen.width, screen.height)))
        placement.size = min(max(size, range.lowerBound), range.upperBound)
        place(index, placement, screen: screen, controls: controls)
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
        var index = controls.named.count
        while index > 0 {
            index -= 1
            switch controls.named[index].control {
            case .stick(let stick):
                if !stick.isHidden, Rect(center: stick.center, side: stick.size).contains(point) { return index }
            case .button(let button):
                if !button.isHidden, (point - button.center).magnitude <= button.size / 2 { return index }
            }
        }
        return nil
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
