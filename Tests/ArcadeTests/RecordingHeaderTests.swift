import Testing
@testable import Arcade

@Suite struct RecordingHeaderTests {
    @Test func framesHeaderRoundTrips() throws {
        let script = try InputScript.parse("level: Levels/02-the-guard.txt\nseed: 9\nwindow: 1280x720\nframes: 475\n3 focus-lost\n",
                                           file: "rec.txt")
        #expect(script.frames == 475)
        #expect(try InputScript.parse(script.render(), file: "again.txt") == script)
    }

    @Test func badFramesHeaderNamesLineAndColumn() {
        #expect(throws: InputScriptError.self) { try InputScript.parse("frames: -4\n", file: "rec.txt") }
        #expect(throws: InputScriptError(kind: .badNumber, file: "rec.txt", line: 2, column: 9,
                                         reason: "bad frames '100000001' (expected a whole number from 0 to 100000000)")) {
            try InputScript.parse("seed: 1\nframes: 100000001\n", file: "rec.txt")
        }
    }

    /// A one-level session started with the replay seed plays level i exactly as the full session does.
    @Test func replaySeedReproducesALevelsGameSeed() {
        let session = GameSession(levels: [], seed: 77)
        for index in 0..<12 {
            let single = GameSession(levels: [], seed: session.replaySeed(forLevelAt: index))
            #expect(single.levelSeed(at: 0) == session.levelSeed(at: index))
        }
    }
}
