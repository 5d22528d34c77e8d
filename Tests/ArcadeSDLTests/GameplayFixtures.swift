import Arcade
import ArcadeSDL
import Foundation
import JoyStickEngine
import SDLTestSupport

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
