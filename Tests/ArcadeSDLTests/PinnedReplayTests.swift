import Arcade
import ArcadeSDL
import Foundation
import SDLTestSupport
import Testing
import ArcadeHarness

/// State hashes pinned from before the input path was rewritten around `InputEvent`: the scripts in
/// Fixtures/ (touches, mouse, keys, a focus loss, the pause button, a game controller, letterboxed windows)
/// and the autoplayer on three shipped levels must keep playing to exactly these states.
@Suite(.serialized, .sdl) struct PinnedReplayTests {
    static let fixtures = SDLTestEnvironment.repository.appendingPathComponent("Tests/ArcadeSDLTests/Fixtures")

    @Test(arguments: [
        ("touch-drag.txt", "stopped", 900, "aed711905482b6e5"),
        ("mouse-keys-pause.txt", "lost", 1338, "e055f764882a7662"),
        ("pad.txt", "stopped", 1141, "25bae12ca01d0bf7"),
    ])
    func aScriptReplaysToItsPinnedState(file: String, result: String, frames: Int, hash: String) throws {
        var request = HeadlessRequest()
        request.scriptPath = Self.fixtures.appendingPathComponent(file).path
        var summaries: [RunSummary] = []
        _ = try request.run { summaries.append($0) }
        #expect(summaries.count == 1)
        #expect(summaries.first?.result.rawValue == result)
        #expect(summaries.first?.frames == frames)
        #expect(summaries.first?.stateHash == hash)
    }

    @Test(arguments: [
        ("1", 386, "d79b279a862688da"),
        ("2", 632, "583516e27c42f585"),
        ("11", 1135, "a9e650eb5b3744b0"),
    ])
    func theAutoplayerPlaysToItsPinnedState(level: String, frames: Int, hash: String) throws {
        var request = HeadlessRequest()
        request.level = level
        request.autoplay = true
        var summaries: [RunSummary] = []
        #expect(try request.run { summaries.append($0) })
        #expect(summaries.first?.frames == frames)
        #expect(summaries.first?.stateHash == hash)
    }
}
