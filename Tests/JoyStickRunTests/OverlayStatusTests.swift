import Testing
@testable import JoyStickRun

/// The overlay's status lines (`WORD pid=PID details`) and what joystick-run tells the player from them.
@Suite("The overlay's status")
struct OverlayStatusTests {
    /// The lines a game that took the overlay sends, as entry.c and hook_init.c write them.
    static let goodRun = [
        "LOADED pid=4242 overlay=1",
        "ENTRY_OK pid=4242 sdl=2.30.0 compat=0 sdl3=- library=1.0.0 headless=0 real=/usr/lib/libSDL2-2.0.so.0",
        "INIT pid=4242 flags=0x20",
        "CONTROLS pid=4242 controls=3 renderer=opengl",
    ]

    /// The status after some lines, and what each line said at once.
    static func read(_ lines: [String]) -> (status: OverlayStatus, messages: [String]) {
        var status = OverlayStatus()
        var messages: [String] = []
        for line in lines {
            if let message = status.read(line) { messages.append(message) }
        }
        return (status, messages)
    }

    @Test func aRunThatTookTheOverlay() {
        let (status, messages) = Self.read(Self.goodRun)
        #expect(status == OverlayStatus(loaded: true, taken: true, refusal: nil, initialized: true, controlsShown: true,
                                        sdlVersion: "2.30.0",
                                        sdlDescription: "SDL 2.30.0 (classic SDL2, /usr/lib/libSDL2-2.0.so.0)"))
        #expect(messages.isEmpty)
        #expect(status.verdict(game: "lbreakouthd") == nil)
    }

    /// A picture of a frame that drew nothing is the last frame presented: the overlay says which.
    @Test func aPictureOfAFrameThatDrewNothingNamesTheFrameItShows() {
        let (status, messages) = Self.read(Self.goodRun + [
            "SCREENSHOT pid=4242 frame=12 path=/out/twelve.png",
            "SCREENSHOT pid=4242 frame=20 from=19 path=/out/with space.png",
        ])
        #expect(messages.isEmpty)
        #expect(status.picturedFrames == [12, 20] && status.picturedFrom == [20: 19])
    }

    @Test func eachLineSaysItsPart() {
        var status = OverlayStatus()
        // LOADED says the library was mapped (a headless run maps it into every process): SDL took nothing yet.
        #expect(status.read("LOADED pid=1 virtual-clock=1") == nil)
        #expect(status == OverlayStatus())
        #expect(status.read("INIT pid=1 flags=0x20") == nil)
        #expect(status == OverlayStatus(initialized: true))
        #expect(status.read("CONTROLS pid=1 controls=0 renderer=software") == nil)
        #expect(status == OverlayStatus(initialized: true, controlsShown: true))
        // ENTRY_OK alone means loaded too; with no sdl= field the version stays unknown.
        var entry = OverlayStatus()
        #expect(entry.read("ENTRY_OK pid=1 headless=1") == nil)
        #expect(entry == OverlayStatus(loaded: true, taken: true, sdlVersion: nil))
        var first = OverlayStatus()
        _ = first.read("ENTRY_OK pid=1 real=x sdl=2.0.20")
        #expect(first.sdlVersion == "2.0.20")
        #expect(first.sdlDescription == "SDL 2.0.20 (classic SDL2)")
    }

    @Test func aRefusalIsSaidAtOnceAndOnce() {
        var status = OverlayStatus()
        #expect(status.read("ENTRY_FAIL pid=7 reason=the spec cannot be read: /tmp/x/spec: No such file or directory")
                    == "the game runs without controls: the spec cannot be read: /tmp/x/spec: No such file or directory")
        #expect(status.refusal == "the spec cannot be read: /tmp/x/spec: No such file or directory")
        #expect(status.loaded && !status.taken)
        // A second refusal (a child process of the game, say) is not said again, and the first reason stays.
        #expect(status.read("ENTRY_FAIL pid=8 reason=another") == nil)
        #expect(status.refusal == "the spec cannot be read: /tmp/x/spec: No such file or directory")
        // Said when it happened: no verdict at the end.
        #expect(status.verdict(game: "game") == nil)
    }

    @Test func aRefusalWithoutTheReasonWordKeepsItsDetails() {
        var status = OverlayStatus()
        #expect(status.read("ENTRY_FAIL pid=7 SDL 2.0.1 is too old") == "the game runs without controls: SDL 2.0.1 is too old")
        #expect(status.refusal == "SDL 2.0.1 is too old")
    }

    @Test func neverLoaded() {
        let (status, _) = Self.read([])
        #expect(status.verdict(game: "supertux2")
                    == "supertux2 ran without controls: it never used SDL's dynamic API (it is not an SDL2 or SDL3 program, "
                    + "its SDL2 is older than 2.0.2 or built without the dynamic API, or it made no SDL call)")
    }

    @Test func mappedButNeverHandedATableIsNeverUsed() {
        // A headless run maps the overlay into an SDL 1.2 game too: it says LOADED, and SDL2 never asks.
        let (status, _) = Self.read(["LOADED pid=3 virtual-clock=1", "INIT pid=3 flags=0x20"])
        #expect(status.verdict(game: "hex-a-hop")
                    == "hex-a-hop ran without controls: it never used SDL's dynamic API (it is not an SDL2 or SDL3 program, "
                    + "its SDL2 is older than 2.0.2 or built without the dynamic API, or it made no SDL call)")
    }

    @Test func neverInitialised() {
        let (status, _) = Self.read(Array(Self.goodRun.prefix(2)))
        #expect(status.verdict(game: "game.py") == "game.py never started SDL (SDL_Init), so it showed no controls")
    }

    /// A game that never calls SDL_Init (SDL_CreateWindow starts SDL's video inside SDL, where the overlay does
    /// not see it) but shows the controls did start SDL: no verdict (sdl-platformer was told it never had).
    @Test func controlsShownWithoutSDLInitIsNoVerdict() {
        let (status, _) = Self.read([Self.goodRun[0], Self.goodRun[1], Self.goodRun[3]])
        #expect(!status.initialized && status.controlsShown)
        #expect(status.verdict(game: "sdl_platformer") == nil)
    }

    @Test func initialisedWithoutShowingControlsIsNoVerdict() {
        let (status, _) = Self.read(Array(Self.goodRun.prefix(3)))
        #expect(!status.controlsShown)
        #expect(status.verdict(game: "game") == nil)
    }

    @Test func garbageLinesAreIgnored() {
        let (status, messages) = Self.read([
            "", " ", "LOADED", "LOADED overlay=1", "LOADED pid", "loaded pid=1", "ENTRY_FAIL reason=x",
            "ENTRY_FAIL  ", "SOMETHING_NEW pid=1 more=2", "pid=1 LOADED", "\u{0}\u{1}garbage",
        ])
        #expect(status == OverlayStatus())
        #expect(messages.isEmpty)
    }

    @Test func blanksAroundWordsAreTakenAsOne() {
        var status = OverlayStatus()
        #expect(status.read("ENTRY_OK   pid=9   sdl=2.26.5") == nil)
        #expect(status.taken)
        #expect(status.sdlVersion == "2.26.5")
    }
}

/// Which SDL the game ran on, as `-v` says it: classic SDL2, sdl2-compat over SDL3, or SDL3, and the library's path.
@Suite("The game's SDL, in words")
struct OverlaySDLTests {
    @Test func classicSDL2() {
        var status = OverlayStatus()
        _ = status.read("ENTRY_OK pid=3 sdl=2.26.5 compat=0 sdl3=- library=1.0.0 headless=1 real=/usr/lib/x86_64-linux-gnu/libSDL2-2.0.so.0")
        #expect(status.sdlDescription == "SDL 2.26.5 (classic SDL2, /usr/lib/x86_64-linux-gnu/libSDL2-2.0.so.0)")
    }

    @Test func sdl2CompatOverSDL3WithASpaceInItsPath() {
        var status = OverlayStatus()
        _ = status.read("ENTRY_OK pid=3 sdl=2.32.70 compat=1 sdl3=3.4.14 library=1.0.0 headless=0 real=/opt/my games/libSDL2-2.0.so.0")
        #expect(status.sdlDescription == "SDL 2.32.70 (sdl2-compat over SDL 3.4.14, /opt/my games/libSDL2-2.0.so.0)")
    }

    @Test func anSDL3Game() {
        var status = OverlayStatus()
        _ = status.read("ENTRY_OK pid=3 sdl=3.4.14 compat=0 sdl3=- library=1.0.0 headless=1 real=/usr/lib/libSDL3.so.0")
        #expect(status.sdlDescription == "SDL 3.4.14 (SDL3, /usr/lib/libSDL3.so.0)" && status.sdlVersion == "3.4.14")
    }

    @Test func anOverlayThatSaidNothingOfItsSDL() {
        var status = OverlayStatus()
        #expect(status.sdlDescription == nil)
        _ = status.read("ENTRY_OK pid=3 headless=0")
        #expect(status.sdlDescription == nil)
    }
}

/// A test run whose SDL refused the overlay ends at once: nothing it could show is what was asked.
@Suite("A refused overlay ends a test run")
struct RefusedOverlayTests {
    @Test func aRefusalWithNothingTakenEndsATestRun() {
        var status = OverlayStatus()
        #expect(status.refusedForGood == false)
        _ = status.read("ENTRY_FAIL pid=7 reason=the game was built with a newer SDL2 than libSDL2-2.0.so.0 (838 functions against 835)")
        #expect(status.refusedForGood)
    }

    @Test func aSecondSDLRefusedAfterTheFirstWasTakenDoesNot() {
        var status = OverlayStatus()
        _ = status.read("ENTRY_OK pid=7 sdl=2.26.5")
        _ = status.read("ENTRY_FAIL pid=7 reason=a second SDL in the process asked too")
        #expect(!status.refusedForGood)
    }
}
