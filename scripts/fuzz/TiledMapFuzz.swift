// libFuzzer target: arbitrary bytes into `TiledMapLoader.parse(data:file:)` (Foundation's JSONDecoder, then
// the map's checks).
//
// Built by scripts/fuzz.sh together with Sources/Arcade/*.swift and LevelInvariants.swift as one module. A
// thrown `LevelError` is fine; a crash, a trap or a hang is a bug, and so is a loaded map whose level breaks
// one of the invariants every level keeps, or does not survive being written back as a text level.
import Foundation

let fuzzFile = "fuzz/map.tmj"

@_cdecl("LLVMFuzzerTestOneInput")
public func tiledMapFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let level: Level
    do {
        level = try TiledMapLoader.parse(data: bytes, file: fuzzFile)
    } catch {
        checkError(error, inputSize: size)
        return 0
    }
    checkLevel(level, file: fuzzFile)
    checkRoundTrip(level)
    return 0
}

/// An error names the file; a line, when there is one, is inside the input (0: the whole map).
private func checkError(_ error: LevelError, inputSize: Int) {
    let description = error.description
    guard description.hasPrefix(fuzzFile + ":") else {
        fatalError("error description does not name the file: \(description)")
    }
    guard error.line >= 0, error.line <= inputSize + 1 else { fatalError("line \(error.line) outside \(inputSize) bytes") }
    if let column = error.column, column < 1 { fatalError("column < 1: \(description)") }
    guard !error.reason.isEmpty else { fatalError("an error without a reason") }
}
