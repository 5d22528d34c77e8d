// libFuzzer target: arbitrary bytes into `InputScript.parse(bytes:file:)`.
//
// Built by scripts/fuzz.sh together with Sources/Arcade/*.swift as one module (`-module-name Arcade`).
// A thrown `InputScriptError` is fine; a crash, a trap or a hang is a bug. A script that parses must
// survive `parse(render())` unchanged, and an error must name the file and point inside the input.

let fuzzFile = "fuzz/script.txt"

@_cdecl("LLVMFuzzerTestOneInput")
public func inputScriptFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let script: InputScript
    do {
        script = try InputScript.parse(bytes: bytes, file: fuzzFile)
    } catch {
        checkError(error, inputSize: size)
        return 0
    }
    checkScript(script)
    let text = script.render()
    let again: InputScript
    do {
        again = try InputScript.parse(text, file: fuzzFile)
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
    var last = 0
    var previousLine = 0
    for event in script.events {
        guard (0...InputScript.maxFrame).contains(event.frame), event.frame >= last else { fatalError("frame order") }
        guard event.line > previousLine else { fatalError("event lines not increasing") }
        last = event.frame
        previousLine = event.line
        switch event.action {
        case .touchDown(_, let x, let y), .touchMove(_, let x, let y), .touchUp(_, let x, let y),
             .mouseDown(let x, let y), .mouseMove(let x, let y), .mouseUp(let x, let y):
            guard x.isFinite, y.isFinite else { fatalError("non-finite coordinate") }
        case .keyDown(let name), .keyUp(let name):
            guard !name.isEmpty else { fatalError("empty key name") }
        case .padAxis(let axis, let value):
            guard ScriptEvent.padAxes.contains(axis), ScriptEvent.padAxisRange.contains(value) else {
                fatalError("pad axis \(axis) \(value)")
            }
        case .padDown(let button), .padUp(let button):
            guard ScriptEvent.padButtons.contains(button) else { fatalError("pad button \(button)") }
        case .touchCancel, .focusLost, .focusGained:
            break
        }
    }
    if let frames = script.frames, !(0...InputScript.maxFrame).contains(frames) { fatalError("frames header") }
    if let window = script.window {
        let sides = 1...InputScript.maxWindowSide
        guard sides.contains(window.width), sides.contains(window.height) else { fatalError("window size") }
    }
}
