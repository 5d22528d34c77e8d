// libFuzzer target: arbitrary bytes into `InputScript.parse(bytes:file:gameKeys:)`.
//
// Built by scripts/fuzz.sh together with Sources/JoyStickReplay/*.swift as one module (`-module-name
// JoyStickReplay`, linking instrumented JoyStickEngine, TextFiles and JoyStickSDL libraries and the system's SDL2,
// which resolves key names).
// Scripts are parsed with the arcade's header keys (`level`, `seed`), so game headers are fuzzed too.
// A thrown `InputScriptError` is fine; a crash, a trap or a hang is a bug. A parsed script holds only events a
// script line can say (scripted fingers and pads, known keys and pad names, finite coordinates, mouse moves that
// know whether the button is held), and must survive `parse(render())` unchanged; an error must name the file
// and point inside the input.

import CSDL2
import JoyStickEngine
import JoyStickSDL

let fuzzFile = "fuzz/script.txt"
let fuzzGameKeys = ["level", "seed"]

@_cdecl("LLVMFuzzerTestOneInput")
public func inputScriptFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let script: InputScript
    do {
        script = try InputScript.parse(bytes: bytes, file: fuzzFile, gameKeys: fuzzGameKeys)
    } catch {
        checkError(error, inputSize: size)
        return 0
    }
    checkScript(script)
    let text = script.render()
    let again: InputScript
    do {
        again = try InputScript.parse(text, file: fuzzFile, gameKeys: fuzzGameKeys)
    } catch {
        fatalError("parse(render()) fails: \(error)\n--- rendered:\n\(text.debugDescription)")
    }
    guard again == script else {
        fatalError("parse(render()) differs\n--- rendered:\n\(text.debugDescription)\n--- first: \(script)\n--- again: \(again)")
    }
    guard again.render() == text else { fatalError("render() is not stable") }
    return 0
}

private func checkError(_ error: InputScriptError, inputSize: Int) {
    let description = error.description
    guard description.hasPrefix(fuzzFile + ":") else { fatalError("error does not name the file: \(description)") }
    guard error.line >= 1, error.line <= inputSize + 1 else { fatalError("line out of range: \(description)") }
    if let column = error.column {
        guard column >= 1, column <= InputScript.maxLineLength + 1 else { fatalError("column out of range: \(description)") }
    }
    // Bad tokens are quoted at most quoteLimit characters (escaped scalars may take up to 10 bytes each).
    guard error.reason.utf8.count <= 1000 else { fatalError("reason of \(error.reason.utf8.count) bytes") }
}

private func checkScript(_ script: InputScript) {
    var keys: [String] = []
    for header in script.headers {
        guard fuzzGameKeys.contains(header.key), !keys.contains(header.key) else { fatalError("header key \(header.key)") }
        keys.append(header.key)
        let value = header.value.utf8
        guard let first = value.first, let last = value.last, !isBlank(first), !isBlank(last),
              !value.contains(UInt8(ascii: "\n")) else { fatalError("header value \(header.value.debugDescription)") }
        guard header.line >= 1, (1...InputScript.maxLineLength).contains(header.column) else {
            fatalError("header \(header.key) at \(header.line):\(header.column)")
        }
    }
    var last = 0
    var previousLine = 0
    var mouseHeld = false
    for event in script.events {
        guard (0...InputScript.maxFrame).contains(event.frame), event.frame >= last else { fatalError("frame order") }
        guard event.line > previousLine else { fatalError("event lines not increasing") }
        last = event.frame
        previousLine = event.line
        checkEvent(event.event, mouseHeld: &mouseHeld)
    }
    if let frames = script.frames, !(0...InputScript.maxFrame).contains(frames) { fatalError("frames header") }
    if let window = script.window {
        let sides = InputScript.minWindowSide...InputScript.maxWindowSide
        guard sides.contains(window.width), sides.contains(window.height) else { fatalError("window size") }
    }
}

/// One parsed event: only what a script line can say, writable as a line, and already in the form a recording
/// keeps (`ScriptEvent.scripted`), except hovering, which a recording leaves out.
private func checkEvent(_ event: InputEvent, mouseHeld: inout Bool) {
    var held = mouseHeld
    let text = ScriptEvent.text(for: event, mouseHeld: &held)
    var scriptedHeld = mouseHeld
    let hovering = if case .mouseMove(_, false) = event { true } else { false }
    let scripted = ScriptEvent.scripted(event, mouseHeld: &scriptedHeld)
    guard scripted?.event == (hovering ? nil : event), hovering || scripted?.line == text else {
        fatalError("scripted form differs: \(event)")
    }
    switch event {
    case .touchDown(let id, let point), .touchMove(let id, let point), .touchUp(let id, let point):
        guard id.device == ScriptEvent.touchDevice else { fatalError("touch device \(id)") }
        guard point.x.isFinite, point.y.isFinite else { fatalError("non-finite coordinate") }
    case .touchCancel(let id):
        guard id.device == ScriptEvent.touchDevice else { fatalError("touch device \(id)") }
    case .mouseDown(let point):
        guard point.x.isFinite, point.y.isFinite else { fatalError("non-finite coordinate") }
        mouseHeld = true
    case .mouseMove(let point, let buttonHeld):
        guard point.x.isFinite, point.y.isFinite else { fatalError("non-finite coordinate") }
        guard buttonHeld == mouseHeld else { fatalError("mouse-move buttonHeld \(buttonHeld), held \(mouseHeld)") }
    case .mouseUp(let point):
        guard point.x.isFinite, point.y.isFinite else { fatalError("non-finite coordinate") }
        mouseHeld = false
    case .keyDown(let key, let isRepeat):
        guard key != SDL_SCANCODE_UNKNOWN, !isRepeat else { fatalError("key-down \(key) \(isRepeat)") }
    case .keyUp(let key):
        guard key != SDL_SCANCODE_UNKNOWN else { fatalError("key-up \(key)") }
    case .padAxis(let axis, let value, let pad):
        guard let name = SDL_GameControllerGetStringForAxis(SDL_GameControllerAxis(axis)).map({ String(cString: $0) }),
              ScriptEvent.padAxes.contains(name), ScriptEvent.padAxisRange.contains(Int(value)),
              pad == ScriptEvent.scriptedPad else { fatalError("pad axis \(axis) \(value) \(pad)") }
    case .padButtonDown(let button, let pad), .padButtonUp(let button, let pad):
        guard let name = SDL_GameControllerGetStringForButton(SDL_GameControllerButton(button)).map({ String(cString: $0) }),
              ScriptEvent.padButtons.contains(name), pad == ScriptEvent.scriptedPad else {
            fatalError("pad button \(button) \(pad)")
        }
    case .mouseWheel(let steps):
        guard steps.isFinite else { fatalError("non-finite wheel steps") }
    case .focusLost, .focusGained:
        break
    case .padAdded, .padRemoved, .windowResized, .quit:
        fatalError("a script cannot say \(event)")
    }
    guard text != nil else { fatalError("no script line for \(event)") }
}

private func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
}
