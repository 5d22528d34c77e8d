/// A stick's callbacks as one immutable object: setting one makes a new set, and the set being called stays
/// alive until its call returns (``JoyStickState/retiredListeners``), so a stick calls it with no reference
/// counting, and a callback may still replace itself.
final class JoyStickListeners {
    let monitor: JoyStickMonitor
    let tapped: (() -> Void)?
    let direction: ((Direction?) -> Void)?

    init(monitor: JoyStickMonitor = .none, tapped: (() -> Void)? = nil, direction: ((Direction?) -> Void)? = nil) {
        self.monitor = monitor
        self.tapped = tapped
        self.direction = direction
    }
}
