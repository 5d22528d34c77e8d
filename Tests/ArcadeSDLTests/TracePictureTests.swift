import Arcade
import Foundation
import Testing
import JoyStickEngine
import JoyStickSDL
import SDLTestSupport
@testable import ArcadeHarness
@testable import ArcadeSDL

/// `--trace-dir`: a picture of the whole level with the run drawn over it, checked pixel by pixel on a level
/// of 7x3 tiles (224x96 pixels): start at tile (1, 1), a gem at (3, 1), the exit at (5, 1).
@Suite(.serialized, .sdl) struct TracePictureTests {
    static let level = """
        name: Trace
        ---
        #######
        #P.*.E#
        #######
        """

    private func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(getpid())-\(name)").path
    }

    /// The bot plays the level through a real headless request; the picture shows the maze, the path from blue
    /// to red, a cyan ring on the collected gem and a green square where the run was won.
    @Test func aWonRunIsDrawnOverTheWholeLevel() throws {
        SDLTestEnvironment.start()
        let file = temporary("level.txt"), folder = temporary("traces")
        try Self.level.write(toFile: file, atomically: true, encoding: .utf8)
        defer {
            try? FileManager.default.removeItem(atPath: file)
            try? FileManager.default.removeItem(atPath: folder)
        }
        var request = HeadlessRequest()
        request.level = file
        request.autoplay = true
        request.traceDirectory = folder
        var summaries: [RunSummary] = []
        #expect(try request.run(report: { summaries.append($0) }))
        let summary = try #require(summaries.first)
        #expect(summary.result == .won && summary.index == 0 && summary.seed == 0)

        let picture = try Image(contentsOf: folder + "/" + (file as NSString).lastPathComponent
            .replacingOccurrences(of: ".txt", with: "") + ".png")
        #expect(picture.width == 224 && picture.height == 96)
        #expect(picture.pixel(x: 16, y: 16) == TracePicture.wall)                 // a wall tile
        #expect(picture.pixel(x: 80, y: 36) == TracePicture.floor)                // floor off the path
        // The start of the path is blue, and the gem at (112, 48) has a cyan ring of radius 11.
        let start = picture.pixel(x: 48, y: 48)
        #expect(start.red == 0 && start.blue == 255 && start.green < 40)
        #expect(picture.pixel(x: 112 + 10, y: 48) == TracePicture.collected)
        #expect(picture.pixel(x: 112, y: 48 - 10) == TracePicture.collected)
        // Won: a green square where the player ended.
        let end = picture.pixel(x: Int(summary.player.x), y: Int(summary.player.y))
        #expect(end == TracePicture.exit)
    }

    /// A life lost is a red cross where the player was hit (the step before it was sent back to the start),
    /// and a run cut off ends in a white square.
    @Test func livesLostAndAStoppedRunAreMarked() throws {
        SDLTestEnvironment.start()
        let level = try LevelParser.parse(Self.level, file: "trace.txt")
        var game = Game(level: level, seed: 0)
        var trace = RunTrace(game: game, frames: 30)
        game.step(GameInput(move: Vec2(x: 1, y: 0)))
        trace.record(game, events: [])
        let contact = game.player.position
        game.step(GameInput(move: Vec2(x: 1, y: 0)))
        trace.record(game, events: [.playerHit])
        for _ in 0..<20 {                 // on, well clear of the cross
            game.step(GameInput(move: Vec2(x: 1, y: 0)))
            trace.record(game, events: [])
        }
        trace.finish(game)
        #expect(trace.livesLost == [RunTrace.Mark(position: contact, frame: 2)])
        #expect(trace.path.count == 23)
        #expect(game.player.position.x > contact.x + 30)
        let path = temporary("hit.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try TracePicture.write(trace, to: path)
        let picture = try Image(contentsOf: path)
        // The cross's arms run 9 pixels each way along both diagonals.
        #expect(picture.pixel(x: Int(contact.x) - 8, y: Int(contact.y) - 8) == TracePicture.hit)
        #expect(picture.pixel(x: Int(contact.x) + 8, y: Int(contact.y) - 8) == TracePicture.hit)
        let end = game.player.position
        #expect(picture.pixel(x: Int(end.x), y: Int(end.y)) == Color(red: 255, green: 255, blue: 255))
    }

    /// Time runs blue, cyan, green, yellow, red along the path.
    @Test func timeColoursRunFromBlueToRed() {
        #expect(TracePicture.timeColor(0) == Color(red: 0, green: 0, blue: 255))
        #expect(TracePicture.timeColor(0.25) == Color(red: 0, green: 255, blue: 255))
        #expect(TracePicture.timeColor(0.5) == Color(red: 0, green: 255, blue: 0))
        #expect(TracePicture.timeColor(0.75) == Color(red: 255, green: 255, blue: 0))
        #expect(TracePicture.timeColor(1) == Color(red: 255, green: 0, blue: 0))
    }
}
