import Arcade
import Foundation
import JoyStickEngine
import JoyStickSDL
import SDLTestSupport
import Testing
@testable import ArcadeSDL

/// Every line of text on every screen fits the 960-pixel logical screen with ``GameRenderer/textMargin``
/// clear at both sides, the title's long control lines included.
@Suite(.serialized, .sdl) struct TextFitTests {
    /// Draws `runtime` and returns the lines of text that leave the margin, with the screen they were on.
    private func overflowing(_ runtime: ArcadeRuntime, with drawing: GameRenderer, best: Int? = 123_456)
        throws -> [Rect] {
        try drawing.draw(runtime, bestScore: best)
        #expect(!drawing.textFrames.isEmpty)
        let margin = GameRenderer.textMargin, width = ArcadeControls.logicalSize.width
        return drawing.textFrames.filter { $0.minX < margin - 1e-9 || $0.maxX > width - margin + 1e-9 }
    }

    @Test func everyScreensTextFitsTheScreen() throws {
        let runner = try makeRunner()
        let drawing = try GameRenderer(renderer: runner.renderer, assets: SDLTestEnvironment.assets, scale: 1)
        let quick = try TestLevels.level(TestLevels.gemAndExit)
        let broken = LevelError(kind: .missingExit, file: "Levels/99-a-very-long-name-of-a-level-file-that-is-broken.txt",
                                line: 3, reason: String(repeating: "a long reason ", count: 30))

        let title = ArcadeRuntime(session: GameSession(levels: [quick], seed: 1), renderer: runner.renderer)
        #expect(try overflowing(title, with: drawing) == [], "title")

        let playing = runner.start(quick, seed: 1)
        #expect(try overflowing(playing, with: drawing) == [], "playing")
        runner.send(.keyDown(name: "P"), to: playing)
        playing.step()
        #expect(playing.session.screen == .paused)
        #expect(try overflowing(playing, with: drawing) == [], "paused")
        runner.send(.keyDown(name: "P"), to: playing)
        playing.step()
        runner.send(.keyDown(name: "Right"), to: playing)
        playing.steps(80)
        #expect(playing.session.screen == .levelComplete)
        #expect(try overflowing(playing, with: drawing) == [], "level complete")
        runner.send(.keyDown(name: "Return"), to: playing)
        playing.step()
        #expect(playing.session.screen == .victory)
        #expect(try overflowing(playing, with: drawing) == [], "victory")

        let lost = runner.start(try TestLevels.level(TestLevels.chaserNearby), seed: 1)
        lost.steps(5000)
        #expect(lost.session.screen == .gameOver)
        #expect(try overflowing(lost, with: drawing) == [], "game over")

        var session = GameSession(loadedLevels: [.failure(broken)], seed: 1)
        session.start()
        let error = ArcadeRuntime(session: session, renderer: runner.renderer)
        #expect(try overflowing(error, with: drawing) == [], "error")
    }
}
