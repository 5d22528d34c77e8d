// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "joystick-sdl",
    products: [
        .library(name: "JoyStickEngine", targets: ["JoyStickEngine"]),
        .library(name: "JoyStickSDL", targets: ["JoyStickSDL"]),
        // The same controls for SDL 3 games: built only with the package's trait SDL3 (below).
        .library(name: "JoyStickSDL3", targets: ["JoyStickSDL3"]),
        // Layouts the player arranges: anchored placements and the layout file, pure Swift.
        .library(name: "JoyStickLayout", targets: ["JoyStickLayout"]),
        // Recording a player's input and replaying it (in a window or headless): only games that record link it.
        .library(name: "JoyStickReplay", targets: ["JoyStickReplay"]),
        .executable(name: "joystick-demo", targets: ["JoyStickDemo"]),
        // Touch controls and scripted headless runs for SDL2 games built without this package, through SDL's
        // dynamic API, with its overlay: the library SDL loads into the game (libjoystick-run-overlay.so here,
        // libjoystick-run.so as scripts/install-c-library.sh installs it), which draws the controls with the C
        // library (libjoystick-sdl.so here; the one to ship is scripts/build-c-library.sh's, with no Swift runtime).
        .executable(name: "joystick-run", targets: ["JoyStickRun"]),
        .library(name: "joystick-run-overlay", type: .dynamic, targets: ["JoyStickRunOverlay"]),
        .library(name: "joystick-sdl", type: .dynamic, targets: ["JoyStickC"]),
        .library(name: "Arcade", targets: ["Arcade"]),
        .library(name: "ArcadeSDL", targets: ["ArcadeSDL"]),
        .executable(name: "arcade", targets: ["ArcadeGame"]),
    ],
    // Only the sample game's command line needs swift-argument-parser. A game that depends on this package
    // for the controls writes `traits: []` on its `.package` line, and SwiftPM then does not even fetch it.
    traits: [
        .trait(name: "Arcade", description: "The sample game's executable, arcade, and its command line."),
        // Off by default, so a machine without SDL 3 builds everything else and a game on SDL 2 never needs it. A
        // game on SDL 3 turns it on in its dependency (`traits: ["SDL3"]`) and depends on JoyStickSDL3.
        .trait(name: "SDL3", description: "JoyStickSDL3: the controls for SDL 3 games (needs SDL 3.4, pkg-config sdl3)."),
        .default(enabledTraits: ["Arcade"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The stick itself: Swift standard library only, no SDL, no Foundation. Its rounding and square roots
        // are libm's on Linux, which a program linked without Foundation does not get on its own.
        .target(name: "JoyStickEngine", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .testTarget(name: "JoyStickEngineTests", dependencies: ["JoyStickEngine"]),
        // Where named controls go on screens of any shape, and the layout file: standard library only.
        .target(name: "JoyStickLayout", dependencies: ["JoyStickEngine"]),
        .testTarget(name: "JoyStickLayoutTests", dependencies: ["JoyStickLayout", "JoyStickEngine", "HostileFiles"]),

        // Reading text files safely: size-bounded reads, line splitting, error locations. Used by the game's
        // level formats and the control module's input scripts.
        .target(name: "TextFiles"),
        .testTarget(name: "TextFilesTests", dependencies: ["TextFiles", "HostileFiles"]),

        // SDL2 and SDL2_image from the system (Debian: libsdl2-dev, libsdl2-image-dev), found where Debian and
        // Ubuntu put them (<SDL2/SDL.h>, -lSDL2): sdl2's pkg-config flags would add -D_REENTRANT, which SwiftPM
        // refuses with a warning on every build. Elsewhere: -Xcc -I<include> -Xlinker -L<lib>.
        .systemLibrary(
            name: "CSDL2",
            providers: [.apt(["libsdl2-dev", "libsdl2-image-dev"])]
        ),
        // The controls without an SDL in them: OnScreenControls, the one type a game holds, with its layout,
        // editor, bindings, virtual keys and pad, and debug overlay. Input comes in as InputEvent values and drawing
        // goes out through ControlsBackend, which each SDL's module conforms to.
        .target(name: "JoyStickControls", dependencies: ["JoyStickEngine", "JoyStickLayout", "JoyStickImages",
                                                         "JoyStickSystem", "JoyStickGL"]),
        // The controls drawn with OpenGL over a frame of a game with no SDL renderer, in C for the GL state it
        // keeps and puts back; no SDL in it (the GL functions come through SDL_GL_GetProcAddress).
        .target(name: "JoyStickGL"),
        // The controls on SDL 2: its events decoded, its renderer drawn with, its virtual joystick published.
        .target(name: "JoyStickSDL", dependencies: ["JoyStickControls", "JoyStickEngine", "JoyStickLayout", "CSDL2"]),
        // SDL 3 from the system or from scripts/build-sdl3.sh's cache (PKG_CONFIG_PATH), found by pkg-config sdl3.
        .systemLibrary(name: "CSDL3", pkgConfig: "sdl3"),
        // The controls on SDL 3: its events decoded, its renderer drawn with, its virtual joystick published. Its
        // sources compile to nothing without the trait SDL3, so `swift build` needs no SDL 3.
        .target(name: "JoyStickSDL3",
                dependencies: ["JoyStickControls", "JoyStickEngine", "JoyStickLayout",
                               .target(name: "CSDL3", condition: .when(traits: ["SDL3"]))],
                swiftSettings: [.define("JOYSTICK_SDL3", .when(traits: ["SDL3"]))]),
        // The controls' file access, all of it (what a path names, bounded reads, atomic writes), in C: the C
        // library is Embedded Swift, which has no Glibc module. JoyStickSDL's SystemFile is its one user.
        .target(name: "JoyStickSystem"),
        // Input scripts: the text format, its parser, a recorder, a player and an injector through SDL's queue.
        .target(name: "JoyStickReplay", dependencies: ["JoyStickSDL", "TextFiles"]),
        // What this repository's own executables share and no game needs: their window and their Assets folder.
        .target(name: "AppShell", dependencies: ["JoyStickSDL"]),
        // The default stick and button pictures as C byte arrays (scripts/embed-images.py), so no asset
        // folder is needed.
        .target(name: "JoyStickImages"),
        // The C API (@_cdecl functions, header in Sources/JoyStickC/include), a thin mapping onto
        // OnScreenControls, and the C it needs: the last error, per thread, and the version string. The shipped
        // library is built from these sources in Embedded Swift by scripts/install-c-library.sh.
        .target(name: "JoyStickC", dependencies: ["JoyStickSDL", "JoyStickEngine", "JoyStickCSupport", "CSDL2"],
                exclude: ["include"]),
        .target(name: "JoyStickCSupport", dependencies: ["CSDL2"],
                cSettings: [.headerSearchPath("../JoyStickC/include")]),
        .testTarget(name: "JoyStickSDLTests",
                    dependencies: ["JoyStickSDL", "JoyStickReplay", "AppShell", "JoyStickEngine", "CSDL2",
                                   "JoyStickDemo", "SDLTestSupport", "HostileFiles", "JoyStickImages", "JoyStickControls",
                                   "JoyStickGL"],
                    exclude: ["Golden"]),
        .testTarget(name: "JoyStickReplayTests",
                    dependencies: ["JoyStickReplay", "JoyStickSDL", "JoyStickControls", "JoyStickEngine", "CSDL2",
                                   "SDLTestSupport", "HostileFiles"]),
        // Shared by the SDL test targets: the dummy-driver environment and one-test-at-a-time access to SDL.
        .target(name: "SDLTestSupport", dependencies: ["JoyStickSDL", "JoyStickReplay", "AppShell", "JoyStickEngine",
                                                      "CSDL2"],
                path: "Tests/SDLTestSupport"),
        .executableTarget(name: "JoyStickDemo", dependencies: ["JoyStickSDL", "AppShell", "JoyStickEngine", "CSDL2"]),
        // joystick-run's command: checks the profile and the script, runs the game with the overlay, and says
        // whether SDL took it. No Foundation: it is installed as one program with the C library.
        .executableTarget(name: "JoyStickRun", dependencies: ["JoyStickLayout", "JoyStickReplay", "JoyStickSDL",
                                                              "JoyStickEngine", "JoyStickCSupport", "TextFiles", "CSDL2",
                                                              "CJoyStickRun", "RunBatch", "CStopSignal"]),
        // The rules of joystick-run's overlay that need no SDL (when frames end, how the virtual clock moves, when
        // the game is told to quit, the order of SDL's timers), in C for the overlay, tested from Swift.
        .target(name: "JoyStickRunRules"),
        // joystick-run's overlay, in C: SDL's dynamic API hands it the game's table, and it puts its hooks in. It
        // links no SDL (it calls SDL through the table) and reads SDL2's headers from the standard include path.
        // No test target depends on it: its libc clock would replace the test process's own.
        // Its hooks of SDL3 (sdl3/) need SDL3's headers, which a machine with SDL2 alone lacks: this build takes SDL2
        // games only, and scripts/build-c-library.sh builds them in when pkg-config finds sdl3.
        .target(name: "JoyStickRunOverlay", dependencies: ["JoyStickRunRules", "JoyStickGL"], exclude: ["sdl3"],
                cSettings: [.headerSearchPath("../JoyStickC/include"), .headerSearchPath("../JoyStickC/private"),
                            .headerSearchPath("core")],
                linkerSettings: [.linkedLibrary("dl"), .linkedLibrary("m"), .linkedLibrary("pthread")]),
        .testTarget(name: "JoyStickRunRulesTests", dependencies: ["JoyStickRunRules"]),
        // What joystick-run asks of Linux that the Glibc module lacks (becoming the reaper of a game's processes).
        .target(name: "CJoyStickRun"),
        .testTarget(name: "JoyStickRunTests", dependencies: ["JoyStickRun", "JoyStickLayout", "JoyStickReplay",
                                                             "JoyStickSDL", "JoyStickEngine", "CSDL2", "TextFiles", "RunBatch"]),

        // The game's rules: pure Swift, no SDL.
        // The rules use the engine's exact, platform-independent trigonometry (Compass), nothing of SDL.
        .target(name: "Arcade", dependencies: ["JoyStickEngine", "TextFiles"]),
        .testTarget(name: "ArcadeTests", dependencies: ["Arcade", "HostileFiles"], exclude: ["Fixtures"]),
        // Shared by the hostile-file tests of the level and script formats.
        .target(name: "HostileFiles", path: "Tests/HostileFiles"),
        // Loads one hostile file in a process of its own, so the tests read that load's peak memory and reads
        // alone; built beside the test bundle, where HostileFiles.probe finds it.
        .executableTarget(name: "HostileFileProbe", dependencies: ["Arcade", "JoyStickReplay"],
                          path: "Tests/HostileFileProbe"),

        // The game's SDL front end and its headless loop: a library so tests drive whole games in-process.
        .target(name: "ArcadeSDL", dependencies: ["Arcade", "JoyStickSDL", "JoyStickLayout", "JoyStickReplay", "AppShell",
                                                  "JoyStickEngine", "TextFiles", "CSDL2", "CStopSignal"]),
        // Headless runs at CI scale: many runs of a request, worker processes, seeds, shards, JUnit reports
        // and trace pictures.
        .target(name: "ArcadeHarness", dependencies: ["ArcadeSDL", "Arcade", "JoyStickSDL", "JoyStickReplay",
                                                      "TextFiles", "CSDL2", "CStopSignal", "RunBatch"]),
        // A batch of runs in worker processes, whatever a run is (an arcade level, a script for joystick-run):
        // handing out, a watchdog, runs handed on from a worker that died, shards, JUnit reports.
        .target(name: "RunBatch", dependencies: ["TextFiles", "CStopSignal", "CRunBatch"]),
        // What the worker pool asks of Linux that the Glibc module lacks (pipe2).
        .target(name: "CRunBatch"),
        .testTarget(name: "RunBatchTests", dependencies: ["RunBatch", "HostileFiles"]),
        // SIGINT and SIGTERM as a flag a headless run reads each frame.
        .target(name: "CStopSignal"),
        .testTarget(name: "ArcadeSDLTests",
                    dependencies: ["ArcadeSDL", "ArcadeHarness", "Arcade", "JoyStickSDL", "JoyStickReplay",
                                   "JoyStickEngine", "CSDL2", "SDLTestSupport", "CStopSignal", "HostileFiles"],
                    exclude: ["Golden", "Fixtures"]),
        .executableTarget(name: "ArcadeGame", dependencies: [
            "ArcadeSDL", "ArcadeHarness", "Arcade", "JoyStickSDL", "JoyStickReplay", "AppShell", "CStopSignal", "TextFiles", "RunBatch",
            .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["Arcade"])),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
