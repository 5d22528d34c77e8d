import Arcade
import CSDL2
import Foundation
import Testing
import JoyStickEngine
import JoyStickSDL
import SDLTestSupport
import JoyStickReplay
@testable import ArcadeSDL

/// Frames drawn by the game's own drawing code on the software renderer, compared with committed pictures
/// (``GoldenPictures``: UPDATE_GOLDEN=1 rewrites them).
@Suite(.serialized, .sdl) struct ScreenshotTests {
    private static let golden = GoldenPictures("Tests/ArcadeSDLTests/Golden")

    private func capture(_ name: String, prepare: (HeadlessRunner, ArcadeRuntime) throws -> Void) throws -> Image {
        let runner = try makeRunner()
        let level = try LevelLibrary.load(path: TestLevels.shippedDirectory + "/05-something-follows.txt")
        let runtime = runner.start(level, seed: 1)
        try prepare(runner, runtime)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try runner.screenshot(runtime, to: path)
        return try Image(contentsOf: path)
    }

    @Test func levelStartMatchesTheGoldenPicture() throws {
        let image = try capture("start") { _, _ in }
        #expect(image.width == 960 && image.height == 540)
        try Self.golden.compare(image, with: "05-something-follows-start.png")
    }

    /// On a level that fills the screen, the character at the lower-left corner is not drawn under the movement
    /// stick: the camera keeps it above the sticks' band, and resting sticks let the level show through.
    @Test func theCharacterAtTheLowerLeftCornerIsNotUnderTheStick() throws {
        var rows = [String(repeating: "#", count: 40)]
        for row in 1..<29 { rows.append("#" + String(repeating: row == 1 ? "*" : ".", count: 38) + "#") }
        rows[28] = "#P" + String(repeating: ".", count: 36) + "E#"
        rows.append(String(repeating: "#", count: 40))
        let level = try LevelParser.parse("name: Corner\n---\n" + rows.joined(separator: "\n"), file: "corner.txt")
        let runner = try makeRunner()
        let runtime = runner.start(level, seed: 1)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("corner-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try runner.screenshot(runtime, to: path)
        let image = try Image(contentsOf: path)
        // The player's centre, tile (1, 28), at level (48, 912); the level is 960 tall, so the view stops
        // 335 above its bottom edge: drawn at y 912 - 625 = 287, above the band from 335 on.
        let camera = Camera(viewWidth: 960, viewHeight: 540, clearBelow: 540 - ArcadeControls.stickBandTop)
        let origin = camera.origin(following: runtime.player, in: level)
        #expect(origin == Vec2(0, 625))
        let y = Int(runtime.player.y - origin.y), x = Int(runtime.player.x - origin.x)
        #expect(y == 287 && y + 12 < Int(ArcadeControls.stickBandTop))
        // The character (cyan) is there, not under a stick.
        let p = image.pixel(x: x, y: y)
        #expect(Int(p.blue) > Int(p.red) + 60 && Int(p.green) > Int(p.red) + 40, "\(p)")
        // At rest the stick lets the level show through: drawn at 0.8 x 0.5.
        #expect(!runtime.controls.move.isActive && runtime.onScreen.idleAlpha == 0.5)
        #expect(runtime.controls.move.baseAlpha == ArcadeControls.stickAlpha.base)
    }

    @Test func sticksInUseMatchTheGoldenPicture() throws {
        let image = try capture("sticks") { runner, runtime in
            runner.send(.touchDown(id: 1, x: 140, y: 410), to: runtime)
            runner.send(.touchMove(id: 1, x: 260, y: 380), to: runtime)
            runner.send(.touchDown(id: 2, x: 820, y: 410), to: runtime)
            runner.send(.touchMove(id: 2, x: 860, y: 360), to: runtime)
            runtime.steps(45)
        }
        try Self.golden.compare(image, with: "05-something-follows-sticks.png")
    }

    /// An event delivered before frame F shows in frame F's picture: the handle is drawn under the finger. Played
    /// by the headless loop itself (events, then that frame's screenshot, then its step), as `arcade` runs.
    @Test func inputIsVisibleInTheSameFrame() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("latency-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        SDLTestEnvironment.start()
        var options = HeadlessRunner.Options()
        options.frames = 31
        options.screenshotDirectory = directory
        options.screenshotFrames = [29, 30]
        let runner = try HeadlessRunner(options: options)
        let level = try LevelLibrary.load(path: TestLevels.shippedDirectory + "/05-something-follows.txt")
        let script = InputScript(events: [ScriptEvent(frame: 30, event: .touchDown(id: 1, x: 140, y: 410)),
                                          ScriptEvent(frame: 30, event: .touchMove(id: 1, x: 140, y: 345))])
        _ = try runner.play(level, seed: 1, script: script)
        let before = try Image(contentsOf: directory + "/frame-000029.png").pixel(x: 140, y: 345)
        let after = try Image(contentsOf: directory + "/frame-000030.png").pixel(x: 140, y: 345)
        // The movement stick's handle is tinted cyan (40, 220, 255) in monochrome: shaded, but clearly cyan.
        func cyan(_ p: Color) -> Bool { Int(p.blue) > Int(p.red) + 60 && Int(p.green) > Int(p.red) + 50 }
        #expect(cyan(after), "\(after)")
        #expect(!cyan(before), "\(before)")
    }

    @Test func pausedScreenShowsTheBanner() throws {
        let playing = try capture("playing") { _, _ in }
        let paused = try capture("paused") { runner, runtime in
            runner.send(.keyDown(name: "P"), to: runtime)
            runtime.step()
        }
        // The shade darkens the maze; the banner's yellow title sits at y 170...210.
        #expect(GoldenPictures.differences(playing, paused) > 960 * 540 / 2)
        var yellow = 0
        for x in stride(from: 300, to: 660, by: 2) {
            let p = paused.pixel(x: x, y: 190)
            if p.red > 200, p.green > 180, p.blue < 140 { yellow += 1 }
        }
        #expect(yellow >= 10)
    }
}
