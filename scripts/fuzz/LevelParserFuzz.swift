// libFuzzer target: arbitrary bytes into `LevelParser.parse(bytes:file:)`.
//
// Built by scripts/fuzz.sh together with Sources/Arcade/*.swift as one module (`-module-name Arcade`),
// so it sees the module's internals. A thrown `LevelError` is fine; a crash, a trap or a hang is a bug,
// and so is a parsed level that breaks one of the invariants of LevelInvariants.swift (the harness traps then).

let fuzzFile = "fuzz/level.txt"

@_cdecl("LLVMFuzzerTestOneInput")
public func levelParserFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let level: Level
    do {
        level = try LevelParser.parse(bytes: bytes, file: fuzzFile)
    } catch {
        checkError(error, inputSize: size)
        return 0
    }
    checkLevel(level, file: fuzzFile)
    checkRoundTrip(level)
    return 0
}

/// An error names the file and points at a line (and a column from 1 when it has one). The length of the
/// reason is not checked here: the parser quotes a bad header key whole (see HostileInputTests).
private func checkError(_ error: LevelError, inputSize: Int) {
    let description = error.description
    guard description.hasPrefix(fuzzFile + ":") else {
        fatalError("error description does not name the file: \(description)")
    }
    guard error.line >= 1 else { fatalError("error without a line for parsed bytes: \(description)") }
    if let column = error.column, column < 1 { fatalError("column < 1: \(description)") }
    guard error.line <= inputSize + 1 else { fatalError("line \(error.line) past the end of \(inputSize) bytes") }
}
