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
        // The length of the reason is not checked: the parser quotes a bad header key whole (HostileInputTests).
        checkLevelError(error, file: fuzzFile, inputSize: size, firstLine: 1)
        return 0
    }
    checkLevel(level, file: fuzzFile)
    checkRoundTrip(level)
    return 0
}
