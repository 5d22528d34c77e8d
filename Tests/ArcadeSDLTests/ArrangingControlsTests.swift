import Arcade
import CSDL2
import Foundation
import JoyStickEngine
import JoyStickReplay
import JoyStickSDL
import SDLTestSupport
import Testing
@testable import ArcadeSDL

/// The player arranging the arcade's controls: the CONTROLS item and C on the title and pause screens, the
/// session standing still while the editor is open, the layout saved when it closes, loaded at start, and a
/// recorded editing session replaying to the same file.
@Suite(.serialized, .sdl) struct ArrangingControlsTests {
    /// A folder of its own for each test's files.
    private let folder: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("arranging-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    private func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Pause (Esc), then the CONTROLS item with the mouse: the editor, over the level.
    private func pauseAndArrange(_ runner: HeadlessRunner, _ runtime: ArcadeRuntime) {
        runner.send(.keyDown(name: "Escape"), to: runtime)
        runner.send(.keyUp(name: "Escape"), to: runtime)
        runtime.step()
        runner.send(.mouseDown(x: 480, y: 420), to: runtime)
        runner.send(.mouseUp(x: 480, y: 420), to: runtime)
        runtime.step()
    }

    /// The CONTROLS item of the pause screen, the editor already closed once.
    private func arrangeAgain(_ runner: HeadlessRunner, _ runtime: ArcadeRuntime) {
        runner.send(.mouseDown(x: 480, y: 420), to: runtime)
        runner.send(.mouseUp(x: 480, y: 420), to: runtime)
        runtime.step()
        #expect(runtime.isArrangingControls)
    }

    /// The move stick dragged by the mouse from its centre (140, 410) to (200, 380).
    private func dragMoveStick(_ runner: HeadlessRunner, _ runtime: ArcadeRuntime) {
        runner.send(.mouseDown(x: 140, y: 410), to: runtime)
        runner.send(.mouseMove(x: 170, y: 395), to: runtime)
        runner.send(.mouseUp(x: 200, y: 380), to: runtime)
        runtime.step()
    }

    private static let movedLayout = """
        {
          "format": "joystick-sdl-layout",
          "version": 1,
          "landscape": {
            "shorterSide": 540,
            "controls": {
              "move": {"x": ["start", 200], "y": ["end", 160], "size": 150, "alpha": 1, "hidden": false},
              "fire": {"x": ["end", 140], "y": ["end", 130], "size": 150, "alpha": 1, "hidden": false},
              "pause": {"x": ["end", 38], "y": ["start", 60], "size": 48, "alpha": 0.8, "hidden": false}
            }
          }
        }

        """

    @Test func theControlsItemOnThePauseScreenOpensTheEditorAndDoneSavesTheLayout() throws {
        let runner = try makeRunner()
        let runtime = runner.start(try TestLevels.level(TestLevels.room), seed: 1)
        let path = folder + "/data/joystick-arcade/layout.json"
        runtime.layoutStore = LayoutStore(path: path)
        var warnings: [String] = []
        runtime.warn = { warnings.append($0) }
        runtime.steps(5)
        pauseAndArrange(runner, runtime)
        #expect(runtime.isArrangingControls && runtime.session.screen == .paused)
        let gameFrame = runtime.session.game?.frame
        dragMoveStick(runner, runtime)
        runtime.steps(30)
        #expect(runtime.controls.move.center == Point(x: 200, y: 380))
        #expect(runtime.controls.move.movableBounds == Rect(x: 150, y: 300, width: 280, height: 130),
                "the band the stick may wander in moves with it")
        #expect(runtime.session.game?.frame == gameFrame, "the level stands still while the player arranges")
        #expect(read(path) == nil, "saved when the editor closes, not before")
        runner.send(.keyDown(name: "Return"), to: runtime)
        runner.send(.keyUp(name: "Return"), to: runtime)
        runtime.step()
        #expect(!runtime.isArrangingControls && runtime.session.screen == .paused)
        #expect(read(path) == Self.movedLayout)
        #expect(warnings.isEmpty)
        // Back to the game: Esc resumes, and the stick plays where the player put it.
        runner.send(.keyDown(name: "Escape"), to: runtime)
        runtime.step()
        #expect(runtime.session.screen == .playing)
        runner.send(.mouseDown(x: 200, y: 380), to: runtime)
        runner.send(.mouseMove(x: 275, y: 380), to: runtime)
        runtime.step()
        #expect(runtime.controls.move.xy.x == 1 && runtime.controls.move.xy.y == 0)
    }

    @Test func cOnTheTitleOpensTheEditorOverTheFirstLevelAndEscapeEndsIt() throws {
        let runner = try makeRunner()
        let level = try TestLevels.level(TestLevels.room)
        let runtime = ArcadeRuntime(session: GameSession(levels: [level]), renderer: runner.renderer)
        runtime.handle(.keyDown(name: "c"))
        runtime.step()
        #expect(runtime.isArrangingControls && runtime.session.screen == .title)
        #expect(runtime.backdrop?.level.name == "Room", "the first level drawn behind the editor")
        // Escape is the editor's "done" here, not the title's "quit".
        runtime.handle(.keyDown(name: "Escape"))
        runtime.step()
        #expect(!runtime.isArrangingControls && runtime.session.screen == .title && runtime.backdrop == nil)
        #expect(!runtime.quitRequested)
        runtime.handle(.keyDown(name: "Return"))
        runtime.step()
        #expect(runtime.session.screen == .playing)
    }

    @Test func aLayoutThatCannotBeSavedIsAWarningNamingIt() throws {
        let runner = try makeRunner()
        let runtime = runner.start(try TestLevels.level(TestLevels.room), seed: 1)
        let blocker = folder + "/not-a-folder"
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
        runtime.layoutStore = LayoutStore(path: blocker + "/layout.json")
        var warnings: [String] = []
        runtime.warn = { warnings.append($0) }
        pauseAndArrange(runner, runtime)
        runner.send(.keyDown(name: "Return"), to: runtime)
        runtime.step()
        #expect(warnings == ["cannot save the layout \(blocker)/layout.json: cannot use its folder \(blocker): it is a file, not a folder"])
    }

    @Test func aLayoutIsLoadedAtStartAndABrokenOneIsAWarningAndTheGamesOwn() throws {
        let good = folder + "/good.json"
        try Self.movedLayout.write(toFile: good, atomically: true, encoding: .utf8)
        var runner = try makeRunner()
        var options = runner.options
        options.layoutPath = good
        runner = try HeadlessRunner(options: options)
        var runtime = runner.start(try TestLevels.level(TestLevels.room), seed: 1)
        #expect(runner.layoutWarning == nil)
        #expect(runtime.controls.move.center == Point(x: 200, y: 380) && runtime.controls.fire.center == Point(x: 820, y: 410))
        #expect(LayoutStore(path: good).problem() == nil)

        let broken = folder + "/broken.json"
        try "{\"format\": \"joystick-sdl-layout\", \"version\": 1,\n  \"landscape\": [}".write(toFile: broken, atomically: true, encoding: .utf8)
        options.layoutPath = broken
        runner = try HeadlessRunner(options: options)
        runtime = runner.start(try TestLevels.level(TestLevels.room), seed: 1)
        let expected = "ignoring the layout of the controls: \(broken): line 2, column 17: expected a value, found '}'; playing with the game's own"
        #expect(runner.layoutWarning == expected)
        #expect(LayoutStore(path: broken).problem() == expected, "the batch's check says the same")
        #expect(runtime.controls.move.center == Point(x: 140, y: 410))
        #expect(LayoutStore(path: folder + "/missing.json").problem() == nil, "no layout yet: nothing to say")
        #expect(LayoutStore(path: folder).problem() == "ignoring the layout of the controls: \(folder): it is a folder, not a file; playing with the game's own")
    }

    /// A layout file the game cannot read (a later version's, with a portrait arrangement and a field this
    /// game does not know) is never overwritten: when the player saves, it is kept beside the new one, under
    /// a name no other file has, and the warning names both.
    @Test func aLayoutTheGameCannotReadIsKeptAsideNotOverwritten() throws {
        let path = folder + "/layout.json"
        let later = """
            {
              "format": "joystick-sdl-layout",
              "version": 2,
              "landscape": {"shorterSide": 540, "controls": {"move": {"x": ["start", 90], "y": ["end", 90], "size": 120}}},
              "portrait": {"shorterSide": 540, "controls": {"move": {"x": ["start", 90], "y": ["end", 190], "size": 140}}},
              "handedness": "left"
            }

            """
        try later.write(toFile: path, atomically: true, encoding: .utf8)
        var options = try makeRunner().options
        options.layoutPath = path
        let runner = try HeadlessRunner(options: options)
        let runtime = runner.start(try TestLevels.level(TestLevels.room), seed: 1)
        #expect(runner.layoutWarning == "ignoring the layout of the controls: \(path): line 3, column 14: version 2 is not one this library reads (1); playing with the game's own")
        var warnings: [String] = []
        runtime.warn = { warnings.append($0) }
        pauseAndArrange(runner, runtime)
        dragMoveStick(runner, runtime)
        runner.send(.keyDown(name: "Return"), to: runtime)
        runtime.step()
        #expect(read(path + ".unreadable-1") == later, "the file the game could not read, as it was")
        #expect(read(path) == Self.movedLayout, "the player's new arrangement in its place")
        #expect(warnings == ["\(path) could not be read (line 3, column 14: version 2 is not one this library reads (1)): kept as \(path).unreadable-1, and the new layout saved in its place"])
        // Another one later: kept under the next free name, the first one kept aside untouched.
        let broken = "{\"format\": \"joystick-sdl-layout\", \"version\": 1,\n"
        try broken.write(toFile: path, atomically: true, encoding: .utf8)
        warnings = []
        arrangeAgain(runner, runtime)
        runner.send(.keyDown(name: "Return"), to: runtime)
        runtime.step()
        #expect(read(path + ".unreadable-1") == later && read(path + ".unreadable-2") == broken)
        #expect(read(path) == Self.movedLayout)
        #expect(warnings == ["\(path) could not be read (line 2, column 1: expected a key in double quotes): kept as \(path).unreadable-2, and the new layout saved in its place"])
        // A readable layout is simply replaced: nothing more is kept aside.
        warnings = []
        arrangeAgain(runner, runtime)
        runner.send(.keyDown(name: "Return"), to: runtime)
        runtime.step()
        #expect(warnings.isEmpty && read(path + ".unreadable-3") == nil && read(path) == Self.movedLayout)
    }

    @Test func theLayoutFileLivesInTheDataFolder() {
        #expect(LayoutStore(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/me"]).path
                == "/data/joystick-arcade/layout.json")
        #expect(LayoutStore(environment: ["HOME": "/home/me"]).path == "/home/me/.local/share/joystick-arcade/layout.json")
    }

    /// An editing session played once and recorded (the mouse moves the move stick, a finger the fire stick),
    /// then the recording replayed: both save the same file, byte for byte.
    @Test func aRecordedEditingSessionReplaysToTheSameLayoutFileByteForByte() throws {
        let script = try InputScript.parse("""
            10 key-down Escape
            11 key-up Escape
            20 mouse-down 480 420
            21 mouse-up 480 420
            30 mouse-down 140 410
            31 mouse-move 170 395
            40 mouse-up 200 380
            50 touch-down 1 820 410
            51 touch-move 1 800 400.25
            52 touch-up 1 780.5 390.75
            60 key-down Return
            61 key-up Return
            70 key-down Escape
            71 key-up Escape
            """, file: "editing.txt")
        let level = try TestLevels.level(TestLevels.room)
        var options = try makeRunner(frames: 120).options
        let played = folder + "/played.json", replayed = folder + "/replayed.json", recording = folder + "/recording.txt"
        options.layoutPath = played
        _ = try HeadlessRunner(options: options).play(level, seed: 3, script: script, recordPath: recording)
        let recorded = try ArcadeScript.load(path: recording).script
        options.layoutPath = replayed
        _ = try HeadlessRunner(options: options).play(level, seed: 3, script: recorded)
        let first = try #require(FileManager.default.contents(atPath: played))
        #expect(FileManager.default.contents(atPath: replayed) == first)
        #expect(String(decoding: first, as: UTF8.self).contains(
            "\"fire\": {\"x\": [\"end\", 179.5], \"y\": [\"end\", 149.25], \"size\": 150"))
    }
}
