import Arcade
import ArcadeSDL
import CSDL2
import Foundation
import JoyStickEngine
import JoyStickSDL
import SDLTestSupport
import JoyStickReplay

/// Small levels for exact gameplay numbers; tile (col, row) is centred at (col*32+16, row*32+16).
enum TestLevels {
    /// An empty room; the player starts at tile (9, 3), centre (304, 112).
    static let room = """
        name: Room
        ---
        ####################
        #..................#
        #..................#
        #........P.........#
        #..................#
        #..................#
        #*................E#
        ####################
        """

    /// A gem two tiles right of the player, the exit two more beyond.
    static let gemAndExit = """
        name: Gem and Exit
        ---
        ##########
        #P.*.E...#
        ##########
        """

    /// A patroller walking the player's row, in the line of fire.
    static let shootingGallery = """
        name: Shooting Gallery
        ---
        ##############
        #P.........H*#
        #...........E#
        ##############
        """

    /// A chaser three tiles away with nowhere to hide.
    static let chaserNearby = """
        name: Chaser Nearby
        ---
        ############
        #P..C.....*#
        #.........E#
        ############
        """

    static func level(_ text: String) throws -> Level {
        try LevelParser.parse(text, file: "test.txt")
    }

    static var shippedDirectory: String {
        SDLTestEnvironment.repository.appendingPathComponent("Levels").path
    }
}

/// A headless runner with the game's art found in the repository.
func makeRunner(width: Int = 960, height: Int = 540, frames: Int = 36_000, autoplay: Bool = false) throws
    -> HeadlessRunner {
    SDLTestEnvironment.start()
    var options = HeadlessRunner.Options()
    options.windowWidth = width
    options.windowHeight = height
    options.frames = frames
    options.autoplay = autoplay
    return try HeadlessRunner(options: options)
}

extension ArcadeRuntime {
    func steps(_ count: Int) {
        for _ in 0..<count { step() }
    }

    var player: Vec2 { session.game?.player.position ?? Vec2(.nan, .nan) }
}

/// Shorthands that read like script lines (`touch-down 1 140 410`): fingers on the scripted touch device,
/// keys and pad parts by SDL's names, pads as the scripted pad.
extension InputEvent {
    static func touchDown(id: Int64, x: Double, y: Double) -> InputEvent {
        .touchDown(TouchID(device: ScriptEvent.touchDevice, finger: id), at: Point(x: x, y: y))
    }
    static func touchMove(id: Int64, x: Double, y: Double) -> InputEvent {
        .touchMove(TouchID(device: ScriptEvent.touchDevice, finger: id), to: Point(x: x, y: y))
    }
    static func touchUp(id: Int64, x: Double, y: Double) -> InputEvent {
        .touchUp(TouchID(device: ScriptEvent.touchDevice, finger: id), at: Point(x: x, y: y))
    }
    static func touchCancel(id: Int64) -> InputEvent {
        .touchCancel(TouchID(device: ScriptEvent.touchDevice, finger: id))
    }
    static func mouseDown(x: Double, y: Double) -> InputEvent { .mouseDown(at: Point(x: x, y: y)) }
    static func mouseMove(x: Double, y: Double, held: Bool = true) -> InputEvent {
        .mouseMove(to: Point(x: x, y: y), buttonHeld: held)
    }
    static func mouseUp(x: Double, y: Double) -> InputEvent { .mouseUp(at: Point(x: x, y: y)) }
    static func keyDown(name: String) -> InputEvent { .keyDown(SDL_GetScancodeFromName(name), isRepeat: false) }
    static func keyUp(name: String) -> InputEvent { .keyUp(SDL_GetScancodeFromName(name)) }
    static func padAxis(axis: String, value: Int) -> InputEvent {
        .padAxis(SDL_GameControllerGetAxisFromString(axis), value: Int16(value), pad: ScriptEvent.scriptedPad)
    }
    static func padDown(button: String) -> InputEvent {
        .padButtonDown(SDL_GameControllerGetButtonFromString(button), pad: ScriptEvent.scriptedPad)
    }
    static func padUp(button: String) -> InputEvent {
        .padButtonUp(SDL_GameControllerGetButtonFromString(button), pad: ScriptEvent.scriptedPad)
    }
}
