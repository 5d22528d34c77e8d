import Arcade
import CSDL2
import Foundation
import JoyStickEngine
import JoyStickSDL

/// `arcade --record FILE`: writes the input of the first level played in the window as a script (logical
/// coordinates, frames counted from the level's first step) with that level's file, the seed that replays
/// it, the window size and the number of frames it ran, so `arcade --headless --script FILE` replays it to
/// the same state. Touch, mouse, keyboard, game controller and window events are recorded. Every pad is
/// recorded as the one pad a replay attaches: two pads held at once replay as one.
public final class ScriptRecorder {
    /// The file the script is written to.
    public let path: String
    /// What has been recorded so far.
    public private(set) var script: InputScript
    // Strong: a recording is saved after its game loop ends. The runtime holds this recorder only unowned.
    private let runtime: ArcadeRuntime
    private var mouseHeld = false
    /// The runtime frame of the recorded level's first step; nil until a level starts.
    private var startFrame: Int?
    private var finished = false

    /// Starts recording a runtime's events.
    /// - Parameters:
    ///   - path: the script file to write on ``save()``
    ///   - runtime: the game whose events to record; if a level is already playing, recording starts with it
    public init(path: String, runtime: ArcadeRuntime) {
        self.path = path
        self.runtime = runtime
        script = InputScript()
        script.events.reserveCapacity(4096)
        runtime.onEventHandled = { [unowned self] event, frame in
            guard let start = startFrame, !finished else { return }
            record(event, frame: frame - start)
        }
        runtime.onLevelStarted = { [unowned self] index in begin(levelAt: index) }
        let ended = runtime.onLevelEnded
        runtime.onLevelEnded = { [unowned self] game in
            ended?(game)
            finish()
        }
        if runtime.session.screen == .playing, let game = runtime.session.game, game.frame == 0 {
            begin(levelAt: runtime.session.levelIndex)
        }
    }

    private func begin(levelAt index: Int) {
        guard startFrame == nil, case .success(let level) = runtime.session.levels[index] else { return }
        startFrame = runtime.frame
        let size = runtime.input.screen.windowSize
        script.level = level.file
        script.seed = runtime.session.replaySeed(forLevelAt: index)
        script.window = InputScript.WindowSize(width: Int(size.width), height: Int(size.height))
    }

    private func finish() {
        guard let start = startFrame, !finished else { return }
        finished = true
        script.frames = runtime.frame - start
    }

    /// Adds one SDL event, as the frame before which it was handled, if it is input the game reads.
    /// - Parameters:
    ///   - event: the event as SDL delivered it
    ///   - frame: the frame it was handled before
    public func record(_ event: SDL_Event, frame: Int) {
        guard let action = Self.action(for: event, screen: runtime.input.screen, mouseHeld: &mouseHeld) else { return }
        script.events.append(ScriptEvent(frame: frame, action: action))
    }

    /// The script action for an SDL event, or nil for events the game does not read (synthesized duplicates,
    /// mouse motion with no button held, key repeats, keys with no role).
    static func action(for event: SDL_Event, screen: LogicalScreen, mouseHeld: inout Bool) -> ScriptEvent.Action? {
        switch event.type {
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            let finger = event.tfinger
            guard finger.touchId != -1 else { return nil }
            let point = screen.point(fingerX: finger.x, fingerY: finger.y)
            switch event.type {
            case SDL_FINGERDOWN.rawValue: return .touchDown(id: finger.fingerId, x: point.x, y: point.y)
            case SDL_FINGERMOTION.rawValue: return .touchMove(id: finger.fingerId, x: point.x, y: point.y)
            default: return .touchUp(id: finger.fingerId, x: point.x, y: point.y)
            }
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let button = event.button
            guard button.which != UInt32.max, Int32(button.button) == SDL_BUTTON_LEFT else { return nil }
            let point = screen.point(mouseX: button.x, mouseY: button.y)
            mouseHeld = event.type == SDL_MOUSEBUTTONDOWN.rawValue
            return mouseHeld ? .mouseDown(x: point.x, y: point.y) : .mouseUp(x: point.x, y: point.y)
        case SDL_MOUSEMOTION.rawValue:
            let motion = event.motion
            guard motion.which != UInt32.max, mouseHeld else { return nil }
            let point = screen.point(mouseX: motion.x, mouseY: motion.y)
            return .mouseMove(x: point.x, y: point.y)
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            guard event.key.repeat == 0, let cName = SDL_GetKeyName(event.key.keysym.sym) else { return nil }
            let name = String(cString: cName)
            // Script key names are one word; the game reads no key whose SDL name has a space.
            guard !name.isEmpty, !name.contains(" ") else { return nil }
            return event.type == SDL_KEYDOWN.rawValue ? .keyDown(name: name) : .keyUp(name: name)
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            // Minimising or hiding the window pauses the game and releases the controls just as losing focus
            // does, so it replays as a focus loss.
            case SDL_WINDOWEVENT_FOCUS_LOST.rawValue, SDL_WINDOWEVENT_MINIMIZED.rawValue,
                 SDL_WINDOWEVENT_HIDDEN.rawValue:
                return .focusLost
            case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue: return .focusGained
            default: return nil
            }
        case SDL_APP_WILLENTERBACKGROUND.rawValue:
            return .focusLost
        case SDL_CONTROLLERAXISMOTION.rawValue:
            let axis = SDL_GameControllerAxis(Int32(event.caxis.axis))
            guard let cName = SDL_GameControllerGetStringForAxis(axis) else { return nil }
            let name = String(cString: cName)
            guard ScriptEvent.padAxes.contains(name) else { return nil }
            return .padAxis(axis: name, value: Int(event.caxis.value))
        case SDL_CONTROLLERBUTTONDOWN.rawValue, SDL_CONTROLLERBUTTONUP.rawValue:
            let button = SDL_GameControllerButton(Int32(event.cbutton.button))
            guard let cName = SDL_GameControllerGetStringForButton(button) else { return nil }
            let name = String(cString: cName)
            guard ScriptEvent.padButtons.contains(name) else { return nil }
            return event.type == SDL_CONTROLLERBUTTONDOWN.rawValue ? .padDown(button: name) : .padUp(button: name)
        default:
            return nil
        }
    }

    /// Writes the script (ending the recording if the level is still going).
    /// - Throws: an error naming the file when it cannot be written
    public func save() throws {
        finish()
        guard startFrame != nil else {
            throw SDLError("nothing recorded to \(path): no level was started")
        }
        do {
            try script.render().write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw SDLError("cannot write the recording \(path): \(error.localizedDescription)")
        }
    }
}
