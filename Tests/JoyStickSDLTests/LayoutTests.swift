import CSDL2
import Foundation
import Testing
import JoyStickEngine
import JoyStickLayout
@testable import JoyStickSDL
@testable import JoyStickControls
import SDLTestSupport

/// Named controls, the layout file, the game's own layout and screens of other shapes.
extension SDLIntegrationTests {
    /// Controls on a 640x360 logical screen: a movable stick "move" at (30, 210) side 120 in a band, a button
    /// "fire" at (560, 300) radius 36, and an unnamed button.
    private final class Laid {
        let window: TestWindow
        let controls: OnScreenControls
        let move: JoyStick
        let fire: TouchButton
        let other: TouchButton
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layouts-\(UUID().uuidString)")

        init(logical: Size = Size(width: 640, height: 360)) throws {
            window = TestWindow(width: Int32(logical.width), height: Int32(logical.height), logicalSize: logical)
            controls = OnScreenControls(renderer: window.renderer)
            move = controls.stick(center: Point(x: 90, y: 270), size: 120)
            move.movable = true
            move.movableBounds = Rect(x: 60, y: 240, width: 100, height: 60)
            fire = controls.button(center: Point(x: 560, y: 300), size: 72, label: "A")
            other = controls.button(center: Point(x: 320, y: 40), size: 40)
            try controls.setName("move", for: move)
            try controls.setName("fire", for: fire)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

        func resize(logical: Size) {
            SDL_RenderSetLogicalSize(window.renderer, Int32(logical.width), Int32(logical.height))
            controls.refreshScreen()
        }
    }

    @Test func namesAreCheckedAndUnique() throws {
        let laid = try Laid()
        #expect(throws: ControlsError("another control is already named \"move\"")) {
            try laid.controls.setName("move", for: laid.other)
        }
        #expect(throws: ControlsError("the name has a character other than A-Z, a-z, 0-9, _ and -: a space: \"a b\"")) {
            try laid.controls.setName("a b", for: laid.other)
        }
        #expect(throws: ControlsError("the control named \"x\" is not among these controls")) {
            try laid.controls.setName("x", for: JoyStick(center: Point(x: 5, y: 5), size: 10))
        }
        // Renaming a control frees its old name.
        try laid.controls.setName("fire2", for: laid.fire)
        try laid.controls.setName("fire", for: laid.other)
        #expect(laid.controls.name(of: laid.fire) == "fire2" && laid.controls.name(of: laid.other) == "fire")
    }

    /// Naming a control again where the game has moved it makes that its place (the game's layout keeps each
    /// name once, in the order the names were last given), and a removed control's name is free.
    @Test func aNameGivenAgainIsTheGamesLatestPlaceAndARemovedControlsNameIsFree() throws {
        let laid = try Laid()
        laid.fire.center = Point(x: 400, y: 200)
        try laid.controls.setName("fire", for: laid.fire)
        laid.move.frame = Rect(x: 200, y: 100, width: 120, height: 120)
        try laid.controls.setName("move", for: laid.move)
        #expect(laid.controls.gameLayout.landscape?.entries.map(\.name) == ["fire", "move"])
        OnScreenControls.LaidOut.button(laid.fire).place(ControlPlacement(center: Point(x: 100, y: 100), size: 72), on: laid.controls.screenSize)
        OnScreenControls.LaidOut.stick(laid.move).place(ControlPlacement(center: Point(x: 500, y: 100), size: 120), on: laid.controls.screenSize)
        laid.controls.resetLayout()
        #expect(laid.fire.center == Point(x: 400, y: 200) && laid.move.frame == Rect(x: 200, y: 100, width: 120, height: 120))
        laid.controls.remove(laid.fire)
        #expect(laid.controls.name(of: laid.fire) == nil)
        try laid.controls.setName("fire", for: laid.other)
        #expect(laid.controls.name(of: laid.other) == "fire")
        #expect(laid.controls.named.map(\.name) == ["move", "fire"])
    }

    /// Naming the same control again and again, and a named button added and removed each level, never reading
    /// the game's layout: what is kept aside for it stays bounded (it grew by one each naming), and the layout
    /// read at the end holds each name once.
    @Test func namingOftenKeepsLittleAside() throws {
        let window = TestWindow(width: 640, height: 360, logicalSize: Size(width: 640, height: 360))
        let controls = OnScreenControls(renderer: window.renderer)
        let stick = try controls.addStick("move", center: Point(x: 100, y: 100), size: 80)
        for _ in 0..<10_000 { try controls.setName("move", for: stick) }
        for _ in 0..<10_000 { controls.remove(try controls.addButton("fire", center: Point(x: 300, y: 100), size: 40)) }
        #expect(controls.homesNamed.count <= 100, "kept aside: \(controls.homesNamed.count)")
        #expect(controls.gameLayout.landscape?.entries.map(\.name) == ["move", "fire"])
    }

    /// A stick held by a key is removed: letting go of the key fires its report while the stick's bindings go,
    /// and a report that names or binds it then is refused (it was taken as naming a control still here: the
    /// name was never free again, and the stick was kept in the key bindings, alive).
    @Test func aReportDuringItsRemovalCannotNameOrBindTheStick() throws {
        let window = TestWindow(width: 640, height: 480)
        let controls = OnScreenControls(renderer: window.renderer)
        weak var removedStick: JoyStick?
        let button = try controls.addButton("fire", center: Point(x: 540, y: 380), size: 80, label: "A")
        var reportsDuringRemoval = 0
        do {
            let stick = try controls.addStick("move", center: Point(x: 100, y: 380), size: 120)
            removedStick = stick
            controls.bindScancodes(stick, up: SDL_SCANCODE_UP, left: SDL_SCANCODE_LEFT, down: SDL_SCANCODE_DOWN,
                                   right: SDL_SCANCODE_RIGHT)
            _ = controls.handle(.keyDown(SDL_SCANCODE_UP, isRepeat: false), time: 1)
            controls.update(time: 1.1)
            var removing = false
            stick.onPolar = { [unowned controls, unowned stick] _ in
                guard removing else { return }
                reportsDuringRemoval += 1
                try? controls.setName("ghost", for: stick)
                controls.bindScancodes(stick, up: SDL_SCANCODE_W, left: SDL_SCANCODE_A, down: SDL_SCANCODE_S,
                                       right: SDL_SCANCODE_D)
            }
            removing = true
            controls.remove(stick)
            removing = false
            #expect(controls.name(of: stick) == nil && !controls.surface.contains(stick))
            stick.onPolar = nil
        }
        #expect(reportsDuringRemoval > 0)
        #expect(throws: Never.self) { try controls.setName("ghost", for: button) }
        #expect(removedStick == nil, "the removed stick is still held")
    }

    @Test func saveResetLoadRoundTripsExactly() throws {
        let laid = try Laid()
        // The player moves both and fades the button, as the editor does.
        OnScreenControls.LaidOut.stick(laid.move).place(ControlPlacement(center: Point(x: 105.015625, y: 265), size: 130), on: laid.controls.screenSize)
        OnScreenControls.LaidOut.button(laid.fire).place(ControlPlacement(center: Point(x: 500.5, y: 280), size: 80,
                                                                           alpha: 0.6), on: laid.controls.screenSize)
        let moved = (laid.move.frame, laid.fire.center, laid.fire.radius, laid.fire.alpha)
        try laid.controls.saveLayout(to: laid.path("layout.json"))
        laid.controls.resetLayout()
        #expect(laid.move.frame == Rect(x: 30, y: 210, width: 120, height: 120))
        #expect(laid.fire.center == Point(x: 560, y: 300) && laid.fire.radius == 36 && laid.fire.alpha == 1)
        // The band went back with the stick.
        #expect(laid.move.movableBounds == Rect(x: 60, y: 240, width: 100, height: 60))
        #expect(try laid.controls.loadLayout(from: laid.path("layout.json")))
        #expect(laid.move.frame == moved.0 && laid.fire.center == moved.1 && laid.fire.radius == moved.2
                    && laid.fire.alpha == moved.3)
        #expect(laid.move.movableBounds == Rect(x: 75.015625, y: 235, width: 100, height: 60))
        let text = try String(contentsOfFile: laid.path("layout.json"), encoding: .utf8)
        #expect(text.contains("\"fire\": {\"x\": [\"end\", 139.5], \"y\": [\"end\", 80], \"size\": 80, \"alpha\": 0.6, \"hidden\": false}"))
        #expect(!text.contains("other"))
    }

    @Test func aBrokenLayoutChangesNothingAndNamesItself() throws {
        let laid = try Laid()
        let before = (laid.move.frame, laid.fire.center)
        let bad = laid.path("bad.json")
        try Data("{\"format\": \"joystick-sdl-layout\",\n \"version\": 1,\n \"landscape\": {\"shorterSide\": -1, \"controls\": {}}}".utf8)
            .write(to: URL(fileURLWithPath: bad))
        #expect(throws: ControlsError("\(bad): line 3, column 31: \"shorterSide\" is -1, not a number of pixels from 16 to 65536")) {
            try laid.controls.loadLayout(from: bad)
        }
        // No file is no layout yet (a first run), not an error: false, and nothing changes.
        #expect(try laid.controls.loadLayout(from: laid.path("missing.json")) == false)
        #expect(throws: ControlsError("\(laid.folder.path): it is a folder, not a file")) {
            try laid.controls.loadLayout(from: laid.folder.path)
        }
        let huge = laid.path("huge.json")
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
        try handle.truncate(atOffset: 16 << 20)
        try handle.close()
        #expect(throws: ControlsError("\(huge): it is too large (16777216 bytes, at most 1048576)")) {
            try laid.controls.loadLayout(from: huge)
        }
        #expect(laid.move.frame == before.0 && laid.fire.center == before.1)
    }

    @Test func savingNeverReplacesWhatIsNotAFile() throws {
        let laid = try Laid()
        #expect(throws: ControlsError("cannot save the layout /dev/null: it is not a regular file (a FIFO, a device or a socket): left alone")) {
            try laid.controls.saveLayout(to: "/dev/null")
        }
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR)
        #expect(throws: ControlsError("cannot save the layout \(laid.folder.path): it is a folder, not a file: left alone")) {
            try laid.controls.saveLayout(to: laid.folder.path)
        }
        let fifo = laid.path("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: ControlsError("cannot save the layout \(fifo): it is not a regular file (a FIFO, a device or a socket): left alone")) {
            try laid.controls.saveLayout(to: fifo)
        }
        // A link to a regular file: the file is replaced, the link stays a link.
        let real = laid.path("real.json"), link = laid.path("link.json")
        #expect(FileManager.default.createFile(atPath: real, contents: Data("old".utf8)))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        try laid.controls.saveLayout(to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
        #expect(try String(contentsOfFile: real, encoding: .utf8).hasPrefix("{\n  \"format\": \"joystick-sdl-layout\""))
    }

    /// A link to a file that does not exist yet (a player's settings kept elsewhere, before the first save):
    /// the file it names is written and the link stays a link, followed through a chain of links, relative
    /// ones read from the link's own folder.
    @Test func savingThroughALinkToNoFileYetWritesItsTargetAndKeepsTheLink() throws {
        let laid = try Laid()
        let link = laid.path("link.json"), target = laid.path("saved/target.json")
        try FileManager.default.createDirectory(atPath: laid.path("saved"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "saved/target.json")
        try laid.controls.saveLayout(to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "saved/target.json")
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("{\n  \"format\": \"joystick-sdl-layout\""))
        // A chain: first -> second -> third.json, which is missing.
        let first = laid.path("first.json"), second = laid.path("second.json"), third = laid.path("third.json")
        try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: second)
        try FileManager.default.createSymbolicLink(atPath: second, withDestinationPath: "third.json")
        try laid.controls.saveLayout(to: first)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: first) == second)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: second) == "third.json")
        #expect(FileManager.default.contents(atPath: third) == FileManager.default.contents(atPath: target))
        // A link into a folder that does not exist: an error, and the link left as it was.
        let lost = laid.path("lost.json")
        try FileManager.default.createSymbolicLink(atPath: lost, withDestinationPath: "no-such-folder/layout.json")
        #expect(throws: ControlsError("cannot save the layout \(lost): it cannot be written: No such file or directory")) {
            try laid.controls.saveLayout(to: lost)
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: lost) == "no-such-folder/layout.json")
        // A loop of links is refused, and left as it was.
        let loop = laid.path("loop.json")
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop.json")
        #expect(throws: ControlsError("cannot save the layout \(loop): it cannot be written: Too many levels of symbolic links")) {
            try laid.controls.saveLayout(to: loop)
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: loop) == "loop.json")
        // No path at all: said in words, to save and to load.
        #expect(throws: ControlsError("cannot save the layout: the path is empty")) {
            try laid.controls.saveLayout(to: "")
        }
        #expect(throws: ControlsError("cannot load a layout: the path is empty")) {
            try laid.controls.loadLayout(from: "")
        }
    }

    /// A layout with a control this game does not have ("ghost": another version's, say), in both
    /// orientations: loading and saving again keeps it in both, and so do the editor and a reset, so the
    /// file comes back byte for byte.
    @Test func controlsTheGameDoesNotKnowAreKeptInEveryOrientation() throws {
        let laid = try Laid()
        let text = """
            {
              "format": "joystick-sdl-layout",
              "version": 1,
              "landscape": {
                "shorterSide": 360,
                "controls": {
                  "move": {"x": ["start", 100], "y": ["end", 90], "size": 120, "alpha": 1, "hidden": false},
                  "fire": {"x": ["end", 90], "y": ["end", 60.5], "size": 80, "alpha": 0.8, "hidden": false},
                  "ghost": {"x": ["center", -12.25], "y": ["start", 40], "size": 48, "alpha": 0.5, "hidden": true}
                }
              },
              "portrait": {
                "shorterSide": 720,
                "controls": {
                  "move": {"x": ["start", 200], "y": ["end", 260], "size": 240, "alpha": 1, "hidden": false},
                  "ghost": {"x": ["end", 60], "y": ["start", 60], "size": 96, "alpha": 0.5, "hidden": false},
                  "fire": {"x": ["end", 160], "y": ["end", 300], "size": 176, "alpha": 0.9, "hidden": false}
                }
              }
            }

            """
        let path = laid.path("layout.json"), again = laid.path("again.json")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect(try laid.controls.loadLayout(from: path))
        try laid.controls.saveLayout(to: again)
        #expect(try String(contentsOfFile: again, encoding: .utf8) == text)
        // Through the editor: kept on closing, saved again.
        laid.controls.isEditingLayout = true
        laid.controls.isEditingLayout = false
        try laid.controls.saveLayout(to: again)
        #expect(try String(contentsOfFile: again, encoding: .utf8) == text)
        // A reset puts the game's controls back and leaves the ghost as it was, in both orientations.
        laid.controls.resetLayout()
        try laid.controls.saveLayout(to: again)
        let reset = try String(contentsOfFile: again, encoding: .utf8)
        #expect(reset.contains("\"move\": {\"x\": [\"start\", 90], \"y\": [\"end\", 90], \"size\": 120"))
        #expect(reset.contains("      \"ghost\": {\"x\": [\"center\", -12.25], \"y\": [\"start\", 40], \"size\": 48, \"alpha\": 0.5, \"hidden\": true}\n    }\n  },\n  \"portrait\""))
        #expect(reset.hasSuffix("""
              "portrait": {
                "shorterSide": 720,
                "controls": {
                  "ghost": {"x": ["end", 60], "y": ["start", 60], "size": 96, "alpha": 0.5, "hidden": false}
                }
              }
            }

            """))
        // Made on a screen twice as large: saved on this one, the ghost keeps its place, at this screen's scale.
        let large = text.replacingOccurrences(of: "\"shorterSide\": 360", with: "\"shorterSide\": 720")
            .replacingOccurrences(of: "[\"center\", -12.25], \"y\": [\"start\", 40], \"size\": 48",
                                  with: "[\"center\", -24.5], \"y\": [\"start\", 80], \"size\": 96")
        try Data(large.utf8).write(to: URL(fileURLWithPath: path))
        #expect(try laid.controls.loadLayout(from: path))
        try laid.controls.saveLayout(to: again)
        #expect(try String(contentsOfFile: again, encoding: .utf8).contains(
            "\"ghost\": {\"x\": [\"center\", -12.25], \"y\": [\"start\", 40], \"size\": 48, \"alpha\": 0.5, \"hidden\": true}"))
    }

    /// Two copies of a game on one layout file, one on a landscape screen and one on a portrait screen, both
    /// started before either saved: each save puts its own orientation into what the file holds then (read
    /// under a lock), so neither loses the other's arrangement.
    @Test func twoGamesSavingOneFileKeepEachOthersOrientation() throws {
        let landscape = try Laid()
        let portrait = try Laid(logical: Size(width: 360, height: 640))
        let path = landscape.path("layout.json")
        landscape.fire.center = Point(x: 600, y: 320)
        portrait.fire.center = Point(x: 300, y: 600)
        try landscape.controls.saveLayout(to: path)
        try portrait.controls.saveLayout(to: path)
        let wide = try Laid()
        #expect(try wide.controls.loadLayout(from: path))
        #expect(wide.fire.center == Point(x: 600, y: 320), "the landscape arrangement was lost")
        let tall = try Laid(logical: Size(width: 360, height: 640))
        #expect(try tall.controls.loadLayout(from: path))
        #expect(tall.fire.center == Point(x: 300, y: 600))
    }

    @Test func aLayoutSavedOnOneScreenKeepsEdgeDistancesOnAWiderOne() throws {
        let laid = try Laid()
        try laid.controls.saveLayout(to: laid.path("layout.json"))
        let wide = try Laid(logical: Size(width: 960, height: 360))
        try wide.controls.loadLayout(from: laid.path("layout.json"))
        // The button was 80 from the right edge and 60 from the bottom: so it is on 960x360.
        #expect(wide.fire.center == Point(x: 880, y: 300) && wide.fire.radius == 36)
        #expect(wide.move.center == Point(x: 90, y: 270))
    }

    @Test func anotherShapeOfScreenLaysTheControlsOutAgainAndLetsGoOfThem() throws {
        let laid = try Laid()
        laid.fire.center = Point(x: 600, y: 320)
        try laid.controls.saveLayout(to: laid.path("layout.json"))
        laid.controls.handle(.touchDown(TouchID(device: 1, finger: 1), at: Point(x: 90, y: 270)), time: 0)
        #expect(laid.move.isActive)
        // Portrait, with no portrait layout in the player's and no game callback: the game's own layout
        // anchored to it (the button 80 from the right, 60 from the bottom).
        laid.resize(logical: Size(width: 360, height: 640))
        #expect(!laid.move.isActive, "held controls are released")
        #expect(laid.fire.center == Point(x: 280, y: 580) && laid.move.center == Point(x: 90, y: 550))
        // With the game laying out portrait itself, its layout is used; the player's landscape one is back in
        // landscape.
        laid.controls.onScreenChange = { [unowned laid] size in
            if size.height > size.width { laid.fire.center = Point(x: 180, y: 560) }
        }
        laid.resize(logical: Size(width: 640, height: 360))
        #expect(laid.fire.center == Point(x: 600, y: 320))
        laid.resize(logical: Size(width: 360, height: 640))
        #expect(laid.fire.center == Point(x: 180, y: 560))
    }
}
