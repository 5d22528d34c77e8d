import CSDL2
import JoyStickReplay
import JoyStickSDL

/// The file joystick-run hands the overlay (JOYSTICK_RUN_SPEC): what it checked, in numbers the overlay reads
/// without SDL's help or a second parser of the formats (Sources/JoyStickRunOverlay/spec.c reads it).
enum RunSpec {
    /// The spec's text.
    /// - Parameters:
    ///   - options: the command line (paths already absolute)
    ///   - profile: the controls
    ///   - defaultLayout: the file that places them
    ///   - playerLayout: the player's arrangement of this game, if kept
    ///   - script: the input script, if any
    ///   - recording: the script the overlay writes what the player does to, if --record asks
    /// - Throws: ``UsageError`` for a script event SDL 2 cannot deliver
    static func text(options: RunOptions, profile: RunProfile, defaultLayout: String, playerLayout: String?,
                     script: (script: InputScript, path: String)?, recording: String?) throws(UsageError) -> String {
        var lines = ["joystick-run-spec 1", "headless \(options.headless ? 1 : 0)", "fps \(options.fps)"]
        if options.invisibleControls { lines.append("invisible 1") }
        if let frames = options.frames ?? script?.script.frames { lines.append("frames \(frames)") }
        lines.append("default-layout \(defaultLayout)")
        if let playerLayout { lines.append("player-layout \(playerLayout)") }
        if let hashes = options.frameHashes { lines.append("hashes \(hashes)") }
        if let expected = options.expectHashes {
            lines.append("expect-hashes \(expected)")
            // The overlay pictures the first frame that differs: not one the verdict leaves out.
            for range in options.verdictRules.ignoreFrames?.ranges ?? [] {
                lines.append("ignore-frames \(range.lowerBound) \(range.upperBound)")
            }
        }
        if let folder = options.screenshotDir {
            lines.append("screenshot-every \(options.expectHashes == nil ? options.screenshotEvery : 0)")
            lines.append("screenshot-dir \(folder)")
        }
        if let recording { lines.append("record \(recording)") }
        for shot in options.screenshots { lines.append("screenshot \(shot.frame) \(shot.path)") }
        for control in profile.controls {
            let kind = control.isStick ? "stick" : "button"
            switch control.binding {
            case .keys(let keys):
                let numbers = keys.map { String($0.rawValue) }.joined(separator: " ")
                lines.append("\(kind) \(control.name) \(control.isStick ? "keys" : "key") \(numbers)\(label(control))")
            case .padStick(let side):
                lines.append("stick \(control.name) pad \(side)")
            case .padButton(let button):
                lines.append("button \(control.name) pad \(button)\(label(control))")
            }
        }
        // Appearance and behaviour after the controls, by name (a label runs to the end of its line).
        for control in profile.controls {
            if let tint = control.tint {
                lines.append("tint \(control.name) \(tint >> 16 & 0xFF) \(tint >> 8 & 0xFF) \(tint & 0xFF)")
            }
            if control.floating { lines.append("floating \(control.name)") }
            if control.reach > 0 { lines.append("reach \(control.name) \(control.reach)") }
        }
        if let (script, path) = script {
            if let window = script.window { lines.append("script-window \(window.width) \(window.height)") }
            for event in script.events {
                guard let words = words(of: event.event) else {
                    throw UsageError("\(path):\(event.line): joystick-run plays no \(verb(of: event.event)): SDL 2 has no "
                                     + "event for it")
                }
                lines.append("event \(event.frame) \(words)")
            }
        }
        if recording != nil { lines += recordingNames() }
        // A path runs to the end of its line: one with a line break in it would make lines the overlay refuses.
        if let broken = lines.first(where: { $0.contains("\n") || $0.contains("\r") }) {
            throw UsageError("joystick-run takes no path with a line break in it: \(broken.debugDescription)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The words a recording names keys, pad buttons and pad axes with: the script writer's
    /// (``ScriptEvent/keyToken(_:)``, a name with a space quoted), so the overlay writes what the parser reads.
    static func recordingNames() -> [String] {
        var lines: [String] = []
        for code in 1..<Int32(SDL_NUM_SCANCODES.rawValue) {
            if let token = ScriptEvent.keyToken(Scancode(rawValue: code)) { lines.append("record-name key \(code) \(token)") }
        }
        for button in 0..<Int32(SDL_CONTROLLER_BUTTON_MAX.rawValue) {
            guard let name = SDL_GameControllerGetStringForButton(SDL_GameControllerButton(button)) else { continue }
            let text = String(cString: name)
            if ScriptEvent.padButtons.contains(text) { lines.append("record-name pad-button \(button) \(text)") }
        }
        for axis in 0..<Int32(SDL_CONTROLLER_AXIS_MAX.rawValue) {
            guard let name = SDL_GameControllerGetStringForAxis(SDL_GameControllerAxis(axis)) else { continue }
            let text = String(cString: name)
            if ScriptEvent.padAxes.contains(text) { lines.append("record-name pad-axis \(axis) \(text)") }
        }
        return lines
    }

    private static func label(_ control: RunProfile.Control) -> String {
        control.isStick || control.label.isEmpty ? "" : " \(control.label)"
    }

    /// A script event as the spec writes it: the script's verb, SDL's numbers.
    static func words(of event: InputEvent) -> String? {
        switch event {
        case .touchDown(let id, let point): "touch-down \(id.finger) \(point.x) \(point.y)"
        case .touchMove(let id, let point): "touch-move \(id.finger) \(point.x) \(point.y)"
        case .touchUp(let id, let point): "touch-up \(id.finger) \(point.x) \(point.y)"
        case .mouseDown(let point): "mouse-down \(point.x) \(point.y)"
        case .mouseMove(let point, _): "mouse-move \(point.x) \(point.y)"
        case .mouseUp(let point): "mouse-up \(point.x) \(point.y)"
        case .mouseWheel(let steps): "mouse-wheel \(steps)"
        case .keyDown(let key, _): "key-down \(key.rawValue)"
        case .keyUp(let key): "key-up \(key.rawValue)"
        case .focusLost: "focus-lost"
        case .focusGained: "focus-gained"
        case .padAxis(let axis, let value, _): "pad-axis \(axis.rawValue) \(value)"
        case .padButtonDown(let button, _): "pad-down \(button.rawValue)"
        case .padButtonUp(let button, _): "pad-up \(button.rawValue)"
        case .touchCancel, .padAdded, .padRemoved, .windowResized, .quit: nil
        }
    }

    private static func verb(of event: InputEvent) -> String {
        if case .touchCancel = event { return "touch-cancel" }
        return "such event"
    }
}
