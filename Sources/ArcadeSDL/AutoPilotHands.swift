import Arcade
import JoyStickEngine
import JoyStickSDL
import JoyStickReplay

/// The autoplayer's thumbs: turns its decision (a move and an aim) into the touch events a person would
/// make on the movement and fire sticks.
struct AutoPilotHands {
    static let moveFinger: Int64 = 9001
    static let fireFinger: Int64 = 9002
    private var moveDown = false
    private var fireDown = false

    /// Sends the finger events for this step's decision: a thumb touches down on a stick's centre, slides to
    /// where the stick must be pushed, and lifts when the stick should rest.
    mutating func touch(for decision: GameInput, game: Game, controls: ArcadeControls, send: (InputEvent) -> Void) {
        let move = decision.sanitizedMove
        if move.length > 0.02 {
            // Undo the stick's dead zone so the game receives the speed asked for.
            let stick = controls.move
            let raw = stick.deadZone + (1 - stick.deadZone) * min(move.length, 1)
            let target = stick.center + Vector(dx: move.x / move.length, dy: move.y / move.length) * (raw * stick.radius)
            press(&moveDown, Self.moveFinger, stick: stick, to: target, send: send)
        } else if moveDown {
            moveDown = false
            send(.touchUp(Self.finger(Self.moveFinger), at: controls.move.center))
        }
        if let aim = decision.fire {
            let direction = aim.normalized == .zero ? game.player.facing : aim.normalized
            let stick = controls.fire
            let target = stick.center + Vector(dx: direction.x, dy: direction.y) * (0.9 * stick.radius)
            press(&fireDown, Self.fireFinger, stick: stick, to: target, send: send)
        } else if fireDown {
            fireDown = false
            send(.touchUp(Self.finger(Self.fireFinger), at: controls.fire.center))
        }
    }

    private func press(_ down: inout Bool, _ id: Int64, stick: JoyStick, to target: Point,
                       send: (InputEvent) -> Void) {
        if !down {
            down = true
            send(.touchDown(Self.finger(id), at: stick.center))
        }
        send(.touchMove(Self.finger(id), to: target))
    }

    /// A thumb, on the touch device scripted fingers use.
    private static func finger(_ id: Int64) -> TouchID {
        TouchID(device: ScriptEvent.touchDevice, finger: id)
    }
}
