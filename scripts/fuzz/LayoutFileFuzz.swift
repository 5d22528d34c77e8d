// libFuzzer target: arbitrary bytes into `LayoutFile.layout(from:file:)`.
//
// Built by scripts/fuzz.sh together with Sources/JoyStickLayout/*.swift as one module (`-module-name
// JoyStickLayout`, linking an instrumented JoyStickEngine library).
// A thrown `LayoutError` is fine when it names the file (and, with a line, one inside the input); a crash, a
// trap or a hang is a bug. A layout read holds only good, unique names and finite numbers within the reader's
// limits (a shorter side within `LayoutFile.shorterSides`, sizes within `sizes(onShorterSide:)`, offsets within
// `offsets(onShorterSide:)`); written out with `LayoutFile.text(of:)` it reads back as the same layout kept to
// 1/64 px and 1/1000 of alpha, and writing that again gives the same text: read, write, read, write is stable.
// A JSON document that is a layout's text spelled otherwise is not generated here; the reader's numbers are
// checked against strtod by Tests/JoyStickLayoutTests/NumberReadingTests.swift.

import JoyStickEngine

let fuzzFile = "fuzz/layout.json"

@_cdecl("LLVMFuzzerTestOneInput")
public func layoutFileFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let layout: ControlLayout
    do {
        layout = try LayoutFile.layout(from: bytes, file: fuzzFile)
    } catch {
        checkError(error, bytes: bytes)
        return 0
    }
    for orientation in ScreenOrientation.allCases {
        if let arrangement = layout[orientation] { checkArrangement(arrangement) }
    }
    let text = LayoutFile.text(of: layout)
    let again: ControlLayout
    do {
        again = try LayoutFile.layout(from: Array(text.utf8), file: fuzzFile)
    } catch {
        fatalError("a layout read does not read back once written: \(error)\n--- written:\n\(text)")
    }
    guard again == kept(layout) else {
        fatalError("written and read back, the layout differs\n--- written:\n\(text)\n--- first: \(layout)\n--- again: \(again)")
    }
    guard LayoutFile.text(of: again) == text else { fatalError("text(of:) is not stable\n--- written:\n\(text)") }
    return 0
}

/// The layout as a file keeps it.
private func kept(_ layout: ControlLayout) -> ControlLayout {
    var result = layout
    for orientation in ScreenOrientation.allCases {
        guard var arrangement = layout[orientation] else { continue }
        arrangement.shorterSide = LayoutFile.keptSize(arrangement.shorterSide)
        let shorter = arrangement.shorterSide
        arrangement.entries = arrangement.entries.map {
            ControlLayout.Entry(name: $0.name, placement: LayoutFile.kept($0.placement, shorterSide: shorter))
        }
        result[orientation] = arrangement
    }
    return result
}

private func checkArrangement(_ arrangement: ControlLayout.Arrangement) {
    guard LayoutFile.shorterSides.contains(arrangement.shorterSide) else {
        fatalError("shorterSide \(arrangement.shorterSide) read")
    }
    let reach = LayoutFile.offsets(onShorterSide: arrangement.shorterSide)
    var names: Set<String> = []
    for entry in arrangement.entries {
        if let problem = ControlName.problem(with: entry.name) { fatalError("a bad name read: \(problem)") }
        guard names.insert(entry.name).inserted else { fatalError("\"\(entry.name)\" read twice") }
        let p = entry.placement
        guard reach.contains(p.x.offset), reach.contains(p.y.offset),
              LayoutFile.sizes(onShorterSide: arrangement.shorterSide).contains(p.size), p.alpha >= 0, p.alpha <= 1 else {
            fatalError("a placement out of bounds read for \(entry.name): \(p)")
        }
    }
}

/// An error names the file; one with a line names a line and column inside the input.
private func checkError(_ error: LayoutError, bytes: [UInt8]) {
    let text = error.description
    guard text.hasPrefix(fuzzFile + ": ") else { fatalError("an error that does not name the file: \(text)") }
    let rest = text.dropFirst(fuzzFile.count + 2)
    guard rest.hasPrefix("line ") else { return }
    let numbers = rest.dropFirst(5).split(separator: ":", maxSplits: 1)[0].split(separator: ",")
    guard numbers.count == 2, let line = Int(numbers[0]), numbers[1].hasPrefix(" column "),
          let column = Int(numbers[1].dropFirst(8)) else {
        fatalError("an error's place is not \"line N, column M\": \(text)")
    }
    let lines = bytes.split(separator: 10, omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count, column >= 1, column <= lines[line - 1].count + 1 else {
        fatalError("an error's place is outside the input (\(lines.count) lines): \(text)")
    }
    guard text.count < 400 else { fatalError("an error's message is \(text.count) characters long") }
}
