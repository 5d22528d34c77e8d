import CSDL2
import JoyStickEngine
import JoyStickReplay
import JoyStickSDL

/// Turns what the overlay recorded (Sources/JoyStickRunOverlay/record.c: `window W H`, then `FRAME VERB
/// ARGUMENTS` with SDL's numbers, and `frames N` at the end) into an input script, written by the project's own
/// script writer (``InputScript/render()``): the script format has one writer.
enum RecordingConverter {
    /// The script of a raw recording. Lines it cannot read (a recording cut short by a crash) are left out.
    static func script(fromRaw text: String) -> InputScript {
        var script = InputScript()
        var mouseHeld = false
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            guard let first = words.first else { continue }
            if first == "window", words.count == 3, let width = Int(words[1]), let height = Int(words[2]) {
                let sides = InputScript.minWindowSide...InputScript.maxWindowSide
                // Outside what a script's header holds, the coordinates stay the window's own pixels.
                script.window = sides.contains(width) && sides.contains(height)
                    ? InputScript.WindowSize(width: width, height: height) : nil
                continue
            }
            if first == "frames", words.count == 2, let frames = Int(words[1]), frames >= 0 {
                script.frames = min(frames, InputScript.maxFrame)
                continue
            }
            guard let frame = Int(first), frame >= 0, frame <= InputScript.maxFrame, words.count >= 2,
                  let event = event(words[1], Array(words.dropFirst(2))),
                  let kept = ScriptEvent.scripted(event, mouseHeld: &mouseHeld) else { continue }
            script.events.append(ScriptEvent(frame: frame, event: kept.event))
        }
        return script
    }

    private static func event(_ verb: String, _ arguments: [String]) -> InputEvent? {
        let numbers = arguments.compactMap(Double.init)
        guard numbers.count == arguments.count, numbers.allSatisfy(\.isFinite) else { return nil }
        func point(_ at: Int) -> Point? {
            numbers.count > at + 1 ? Point(x: numbers[at], y: numbers[at + 1]) : nil
        }
        func finger() -> TouchID? {
            guard let first = numbers.first, first >= 1, first <= 1_000_000 else { return nil }
            return TouchID(device: ScriptEvent.touchDevice, finger: Int64(first))
        }
        func whole(_ at: Int, _ range: ClosedRange<Int>) -> Int? {
            guard numbers.count > at, numbers[at] == numbers[at].rounded(), range.contains(Int(numbers[at])) else { return nil }
            return Int(numbers[at])
        }
        switch verb {
        case "touch-down": if let id = finger(), let at = point(1) { return .touchDown(id, at: at) }
        case "touch-move": if let id = finger(), let at = point(1) { return .touchMove(id, to: at) }
        case "touch-up": if let id = finger(), let at = point(1) { return .touchUp(id, at: at) }
        case "mouse-down": if let at = point(0) { return .mouseDown(at: at) }
        case "mouse-move": if let at = point(0) { return .mouseMove(to: at, buttonHeld: true) }
        case "mouse-up": if let at = point(0) { return .mouseUp(at: at) }
        case "mouse-wheel": if let steps = numbers.first { return .mouseWheel(steps: steps) }
        case "key-down":
            if let key = whole(0, 1...Int(SDL_NUM_SCANCODES.rawValue) - 1) {
                return .keyDown(SDL_Scancode(UInt32(key)), isRepeat: false)
            }
        case "key-up":
            if let key = whole(0, 1...Int(SDL_NUM_SCANCODES.rawValue) - 1) { return .keyUp(SDL_Scancode(UInt32(key))) }
        case "focus-lost": return .focusLost
        case "focus-gained": return .focusGained
        case "pad-axis":
            if let axis = whole(0, 0...Int(SDL_CONTROLLER_AXIS_MAX.rawValue) - 1), let value = whole(1, -32768...32767) {
                return .padAxis(GamepadAxis(rawValue: Int32(axis)), value: Int16(value), pad: ScriptEvent.scriptedPad)
            }
        case "pad-down", "pad-up":
            if let button = whole(0, 0...Int(SDL_CONTROLLER_BUTTON_MAX.rawValue) - 1) {
                let pad = GamepadButton(rawValue: Int32(button))
                return verb == "pad-down" ? .padButtonDown(pad, pad: ScriptEvent.scriptedPad)
                    : .padButtonUp(pad, pad: ScriptEvent.scriptedPad)
            }
        default: break
        }
        return nil
    }
}
