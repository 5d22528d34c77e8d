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
        // Line 0: the error concerns the whole map (a missing layer, an unsupported orientation, ...).
        checkLevelError(error, file: fuzzFile, inputSize: size, firstLine: 0)
        return 0
    }
    checkLevel(level, file: fuzzFile)
    checkRoundTrip(level)
    return 0
}
