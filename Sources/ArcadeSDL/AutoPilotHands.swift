import Arcade
import CSDL2
import JoyStickEngine
import JoyStickSDL

/// The autoplayer's thumbs: turns its decision (a move and an aim) into the touch events a person would
/// make on the movement and fire sticks.
struct AutoPilotHands {
    static let moveFinger: Int64 = 9001
    static let fireFinger: Int64 = 9002
    private var moveDown = false
    private var fireDown = false

    /// Sends the finger events for this step's decision: a thumb touches down on a stick's centre, slides to
    /// where the stick must be pushed, and lifts when the stick should rest.
    mutating func touch(for decision: GameInput, game: Game, controls: ArcadeControls, screen: LogicalScreen,
                        windowID: UInt32, send: (SDL_Event) -> Void) {
        let move = decision.sanitizedMove
        if move.length > 0.02 {
            // Undo the stick's dead zone so the game receives the speed asked for.
            let stick = controls.move
            let raw = stick.deadZone + (1 - stick.deadZone) * min(move.length, 1)
            let target = stick.center + Vector(dx: move.x / move.length, dy: move.y / move.length) * (raw * stick.radius)
            press(&moveDown, Self.moveFinger, stick: stick, to: target, screen: screen, windowID: windowID, send: send)
        } else if moveDown {
            moveDown = false
            send(finger(SDL_FINGERUP, Self.moveFinger, controls.move.center, screen, windowID))
        }
        if let aim = decision.fire {
            let direction = aim.normalized == .zero ? game.player.facing : aim.normalized
            let stick = controls.fire
            let target = stick.center + Vector(dx: direction.x, dy: direction.y) * (0.9 * stick.radius)
            press(&fireDown, Self.fireFinger, stick: stick, to: target, screen: screen, windowID: windowID, send: send)
        } else if fireDown {
            fireDown = false
            send(finger(SDL_FINGERUP, Self.fireFinger, controls.fire.center, screen, windowID))
        }
    }

    private func press(_ down: inout Bool, _ id: Int64, stick: JoyStick, to target: Point, screen: LogicalScreen,
                       windowID: UInt32, send: (SDL_Event) -> Void) {
        if !down {
            down = true
            send(finger(SDL_FINGERDOWN, id, stick.center, screen, windowID))
        }
        send(finger(SDL_FINGERMOTION, id, target, screen, windowID))
    }

    private func finger(_ type: SDL_EventType, _ id: Int64, _ point: Point, _ screen: LogicalScreen,
                        _ windowID: UInt32) -> SDL_Event {
        SyntheticEvent.finger(type, touch: TouchID(device: HeadlessRunner.touchDevice, finger: id), at: point,
                              screen: screen, windowID: windowID)
    }
}
