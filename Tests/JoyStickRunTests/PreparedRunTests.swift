import Glibc
import JoyStickLayout
import Testing
@testable import JoyStickRun

/// A run checked and laid out before the game starts: where the player's arrangement is kept, the name it is
/// kept under, and the files and environment a run gets, each from an environment the test gives (none changes
/// the process's own, which other tests read at the same time).
@Suite("Preparing a run")
struct PreparedRunTests {
    /// An environment of only these variables.
    static func environment(_ values: [String: String]) -> RunEnvironment {
        RunEnvironment(values: values)
    }

    // MARK: The player's arrangement

    @Test func theArrangementIsKeptUnderXDGConfigHome() {
        let path = PreparedRun.playerLayout(of: "lbreakouthd", in: Self.environment(["XDG_CONFIG_HOME": "/home/p/.cfg", "HOME": "/home/p"]))
        #expect(path == "/home/p/.cfg/joystick-sdl/lbreakouthd.json")
    }

    @Test func withoutXDGConfigHomeItIsUnderHomesConfig() {
        let path = PreparedRun.playerLayout(of: "game.py", in: Self.environment(["HOME": "/home/p"]))
        #expect(path == "/home/p/.config/joystick-sdl/game.py.json")
    }

    @Test func aRelativeOrEmptyXDGConfigHomeIsNotUsed() {
        let relative = PreparedRun.playerLayout(of: "g", in: Self.environment(["XDG_CONFIG_HOME": "cfg", "HOME": "/home/p"]))
        #expect(relative == "/home/p/.config/joystick-sdl/g.json")
        let empty = PreparedRun.playerLayout(of: "g", in: Self.environment(["XDG_CONFIG_HOME": "", "HOME": "/home/p"]))
        #expect(empty == "/home/p/.config/joystick-sdl/g.json")
    }

    @Test func withNeitherThereIsNoArrangement() {
        #expect(PreparedRun.playerLayout(of: "g", in: Self.environment([:])) == nil)
        #expect(PreparedRun.playerLayout(of: "g", in: Self.environment(["XDG_CONFIG_HOME": "cfg", "HOME": "home"])) == nil)
    }

    // MARK: The name

    @Test func goodNames() {
        for name in ["game", "game.py", "SuperTux.x86_64", "a", String(repeating: "n", count: 100), "my game", "..."] {
            #expect(PreparedRun.nameProblem(name) == nil, "\(name)")
        }
    }

    @Test func badNames() {
        #expect(PreparedRun.nameProblem("") == "a name is 1 to 100 characters (and 200 bytes)")
        #expect(PreparedRun.nameProblem(String(repeating: "n", count: 101)) == "a name is 1 to 100 characters (and 200 bytes)")
        for name in [".", "..", "a/b", "/", "games/", "a\u{0}b"] {
            #expect(PreparedRun.nameProblem(name) == "a name is a file name, with no slash and no control character", "\(name)")
        }
    }

    /// A name whose file, and the temporary file the arrangement is written through (NAME.json.PID.tmp), fit the
    /// 255 bytes a file name has: 62 emoji (248 bytes) were taken and could never be saved.
    @Test func aNameLeavesRoomForItsFilesInAFileName() {
        let emoji = String(repeating: "🎮", count: 62)
        #expect(PreparedRun.nameProblem(emoji) == "a name is 1 to 100 characters (and 200 bytes)")
        let longest = String(repeating: "é", count: 100)   // 200 bytes
        #expect(PreparedRun.nameProblem(longest) == nil)
        #expect("\(longest).json.4194304.tmp".utf8.count <= 255)
    }

    // Characters, not bytes: 60 of "é" are 120 bytes.
    @Test func aNameOfSixtyCharactersIsWithinOneHundredCharacters() {
        let name = String(repeating: "é", count: 60)
        #expect(name.count == 60)
        #expect(PreparedRun.nameProblem(name) == nil)
    }

    // MARK: A whole run prepared

    /// A fresh folder as TMPDIR (where the run's own folder is made), an overlay file in it, and HOME and
    /// XDG_CONFIG_HOME pointing into it; `body` gets the folder and the overlay's path.
    static func inFolder(_ body: (TemporaryFolder, String, RunEnvironment) throws -> Void) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let overlay = try folder.write("an overlay", to: "libjoystick-run.so")
        try body(folder, overlay, environment(["TMPDIR": folder.path, "XDG_CONFIG_HOME": folder.file("config"),
                                               "HOME": "/nonexistent-home"]))
    }

    /// The run's own folder inside `folder`, which holds the overlay and what the test wrote.
    static func runFolders(in folder: TemporaryFolder) -> [String] {
        TemporaryFolder.names(in: folder.path).filter { $0.hasPrefix("joystick-run.") }
    }

    @Test func aTestersOwnVideoDriverTimeZoneAndPreloadAreKept() throws {
        try Self.inFolder { folder, overlay, environment in
            var options = RunOptions()
            options.headless = true
            options.overlay = overlay
            options.game = ["./game"]
            var theirs = environment
            theirs.values["SDL_VIDEODRIVER"] = "offscreen"
            theirs.values["LD_PRELOAD"] = "/opt/lib/libtrace.so"
            theirs.values["TZ"] = "Europe/Paris"
            let run = try PreparedRun(options, environment: theirs)
            defer { run.files.remove() }
            // Not set over theirs: the game reads the tester's SDL_VIDEODRIVER and TZ, and the overlay comes first.
            #expect(run.environment["SDL_VIDEODRIVER"] == nil && run.environment["JOYSTICK_RUN_VIDEO"] == nil)
            #expect(run.environment["TZ"] == nil)
            #expect(run.environment["LD_PRELOAD"] == "\(overlay):/opt/lib/libtrace.so")
        }
    }

    /// A good run's hashes that are not one (CRLF, a tab, a missing or cut line, nothing at all) are bad input
    /// before the game starts, in a single run as in a suite.
    @Test func aMalformedGoodRunIsRefusedBeforeTheGameStarts() throws {
        let cases: [(String, String)] = [
            ("0 0123456789abcdef\r\n1 -\r\n", "good.hashes:1: not a frame hash line 0 (\"0 HASH\" or \"0 -\")"),
            ("0\t-\n", "good.hashes:1: not a frame hash line 0 (\"0 HASH\" or \"0 -\")"),
            ("0 -\n2 -\n", "good.hashes:2: not a frame hash line 1 (\"1 HASH\" or \"1 -\")"),
            ("0 -\n1 0123456789ab", "good.hashes:2: not a frame hash line 1 (\"1 HASH\" or \"1 -\")"),
            ("", "good.hashes: no frame: a good run's --frame-hashes has a line a frame"),
        ]
        try Self.inFolder { folder, overlay, environment in
            for (text, reason) in cases {
                let good = try folder.write(text, to: "good.hashes")
                var options = RunOptions()
                options.headless = true
                options.overlay = overlay
                options.expectHashes = good
                options.game = ["./game"]
                #expect(throws: UsageError("\(folder.path)/\(reason)"), "\(text.debugDescription)") {
                    let run = try PreparedRun(options, environment: environment)
                    run.files.remove()
                }
            }
        }
    }

    /// A script with no event and no `frames:` gives a run nothing that ends it: refused, as a suite refuses it.
    @Test func aScriptThatCouldNeverEndIsRefused() throws {
        try Self.inFolder { folder, overlay, environment in
            for text in ["", "window: 640x360\n", "# nothing\n"] {
                var options = RunOptions()
                options.headless = true
                options.overlay = overlay
                options.script = try folder.write(text, to: "empty.txt")
                options.game = ["./game"]
                #expect(throws: UsageError("\(folder.path)/empty.txt: the run would never end: the script has no event "
                                           + "and no frames: header, and the run no --frames N"), "\(text.debugDescription)") {
                    let run = try PreparedRun(options, environment: environment)
                    run.files.remove()
                }
                options.frames = 30
                let run = try PreparedRun(options, environment: environment)
                run.files.remove()
            }
        }
    }

    @Test func aHeadlessRunWithTheDefaultControls() throws {
        try Self.inFolder { folder, overlay, environment in
            var options = RunOptions()
            options.headless = true
            options.frames = 10
            options.overlay = overlay
            options.frameHashes = folder.file("hashes.txt")
            options.game = ["./mygame", "--level", "2"]
            let run = try PreparedRun(options, environment: environment)
            defer { run.files.remove() }
            #expect(run.gameName == "mygame")
            #expect(run.recording == nil)
            #expect(run.files.folder.hasPrefix(folder.path + "/joystick-run."))
            // No display server, no sound device, no vsync, the overlay preloaded for libc's clocks (fps, start
            // date, seed), the watchdog's heartbeat, and a HOME of the run's own.
            let home = run.files.path("home")
            var expected: [String: String?] = [
                "SDL_DYNAMIC_API": overlay, "SDL3_DYNAMIC_API": overlay, "JOYSTICK_RUN_SPEC": run.files.path("spec"),
                "SDL_AUDIODRIVER": "dummy",
                "ALSOFT_DRIVERS": "null", "SDL_RENDER_VSYNC": "0", "SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS": "1",
                "LD_PRELOAD": overlay,
                "JOYSTICK_RUN_CLOCK": "60.0 946684800 1", "JOYSTICK_RUN_HEARTBEAT": run.files.path("heartbeat"),
                "HOME": home, "XDG_CONFIG_HOME": home + "/.config", "XDG_DATA_HOME": home + "/.local/share",
                "XDG_STATE_HOME": home + "/.local/state", "XDG_CACHE_HOME": home + "/.cache",
                "MESA_SHADER_CACHE_DIR": home + "/.cache/mesa_shader_cache", "TZ": "UTC0",
            ]
            expected["SDL_VIDEODRIVER"] = "dummy"
            expected["JOYSTICK_RUN_VIDEO"] = "switch"
            #expect(run.environment == expected)
            #expect(TemporaryFolder.names(in: run.files.folder) == ["heartbeat", "home", "layout.json", "spec"])
            // Headless: the player's arrangement is not read, so no player-layout line.
            #expect(TemporaryFolder.read(run.files.path("spec")) == """
                joystick-run-spec 1
                headless 1
                fps 60.0
                frames 10
                default-layout \(run.files.path("layout.json"))
                hashes \(folder.file("hashes.txt"))
                stick stick-arrows keys 82 80 81 79
                button button-space key 44 SPACE
                button button-return key 40 RETURN

                """)
            let layout = try #require(TemporaryFolder.read(run.files.path("layout.json")))
            #expect(try LayoutFile.layout(from: Array(layout.utf8), file: "layout.json")
                        == RunProfile.quickLayout(run.profile.controls))
            run.files.remove()
            #expect(!TemporaryFolder.exists(run.files.folder))
        }
    }

    // A recording run places the controls as its headless replay will: by the profile alone, the player's
    // arrangement neither read nor written; a run that records nothing reads and keeps the player's.
    @Test func aWindowedRunKeepsThePlayersArrangementUnlessItRecords() throws {
        try Self.inFolder { folder, overlay, environment in
            var options = RunOptions()
            options.overlay = overlay
            options.name = "my game"
            options.game = ["./game"]
            let playing = try PreparedRun(options, environment: environment)
            defer { playing.files.remove() }
            let spec = TemporaryFolder.read(playing.files.path("spec")) ?? ""
            #expect(spec.contains("\nplayer-layout \(folder.file("config"))/joystick-sdl/my game.json\n"))
            options.record = folder.file("played.txt")
            let recording = try PreparedRun(options, environment: environment)
            defer { recording.files.remove() }
            #expect(!(TemporaryFolder.read(recording.files.path("spec")) ?? "player-layout").contains("player-layout"))
        }
    }

    @Test func aWindowedRunWithAProfileARecordingAndItsName() throws {
        try Self.inFolder { folder, overlay, environment in
            let profile = try folder.write(RunProfileFileTests.profile(RunProfileFileTests.goodBindings), to: "p.json")
            var options = RunOptions()
            options.profile = profile
            options.overlay = overlay
            options.record = folder.file("played.txt")
            options.name = "my game"
            options.game = ["python3", "game.py"]
            let run = try PreparedRun(options, environment: environment)
            defer { run.files.remove() }
            #expect(run.gameName == "my game")
            #expect(run.recording == folder.file("played.txt"))
            #expect(run.environment == ["SDL_DYNAMIC_API": overlay, "SDL3_DYNAMIC_API": overlay,
                                            "JOYSTICK_RUN_SPEC": run.files.path("spec")])
            // The profile is the layout: no layout.json is made.
            #expect(TemporaryFolder.names(in: run.files.folder) == ["spec"])
            #expect(TemporaryFolder.read(run.files.path("spec")) == """
                joystick-run-spec 1
                headless 0
                fps 60.0
                default-layout \(profile)
                record \(folder.file("played.txt"))
                stick move keys 26 4 22 7
                button jump key 44 JUMP
                stick look pad 1
                button fire pad 0 A
                button run key 225 LEFT SHIFT

                """ + RunSpec.recordingNames().map { $0 + "\n" }.joined())
        }
    }

    @Test func aScriptsFramesAndWindowReachTheSpec() throws {
        try Self.inFolder { folder, overlay, environment in
            let script = try folder.write("window: 640x360\nframes: 90\n0 touch-down 1 95 265\n30 touch-up 1 95 265\n",
                                          to: "run.txt")
            var options = RunOptions()
            options.headless = true
            options.script = script
            options.overlay = overlay
            options.quickControls = [.stick("wasd")]
            options.game = ["/usr/games/lbreakouthd"]
            let run = try PreparedRun(options, environment: environment)
            defer { run.files.remove() }
            #expect(run.gameName == "lbreakouthd")
            let spec = try #require(TemporaryFolder.read(run.files.path("spec")))
            #expect(spec.hasSuffix("""
                stick stick-wasd keys 26 4 22 7
                script-window 640 360
                event 0 touch-down 1 95.0 265.0
                event 30 touch-up 1 95.0 265.0

                """))
            #expect(spec.contains("\nframes 90\n"))
        }
    }

    @Test func refusalsLeaveNoFolderBehind() throws {
        try Self.inFolder { folder, overlay, environment in
            func refusal(_ change: (inout RunOptions) -> Void) -> String? {
                var options = RunOptions()
                options.overlay = overlay
                options.game = ["./game"]
                change(&options)
                do {
                    let run = try PreparedRun(options, environment: environment)
                    run.files.remove()
                    return nil
                } catch {
                    return error.description
                }
            }
            let cancel = try folder.write("0 touch-down 1 5 5\n2 touch-cancel 1\n", to: "cancel.txt")
            #expect(refusal { $0.script = cancel }
                        == "\(cancel):2: joystick-run plays no touch-cancel: SDL 2 has no event for it")
            #expect(refusal { $0.name = "a/b" } == "--name a/b: a name is a file name, with no slash and no control character")
            #expect(refusal { $0.overlay = folder.file("none.so") } == "--overlay \(folder.file("none.so")): there is no such file")
            #expect(refusal { $0.profile = folder.file("none.json") } == "\(folder.file("none.json")): there is no such file")
            #expect(refusal { $0.script = folder.file("none.txt") }
                        == "\(folder.file("none.txt")): cannot read input script (no such file)")
            #expect(refusal { $0.quickControls = [.button("Nope")] }
                        == "--button Nope: \"Nope\" is not a key SDL knows (its names: Up, Space, Return, A, 1, Left Shift, "
                        + "Escape, F1, ...)")
            #expect(Self.runFolders(in: folder).isEmpty)
        }
    }

    // MARK: Paths

    @Test func relativePathsAreMadeAbsolute() throws {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let cwd = try #require(getcwd(&buffer, buffer.count).map { String(cString: $0) })
        #expect(RunFiles.absolute("/a/b.txt") == "/a/b.txt")
        #expect(RunFiles.absolute("b.txt") == (cwd == "/" ? "/b.txt" : "\(cwd)/b.txt"))
        #expect(RunFiles.describe(.missing) == "there is no such file")
        #expect(RunFiles.describe(.folder) == "it is a folder, not a file")
        #expect(RunFiles.describe(.notRegular) == "it is not a regular file")
        #expect(RunFiles.describe(.tooLarge(size: 2_000_000)) == "it is too large (2000000 bytes)")
        #expect(RunFiles.describe(.unreadable("Permission denied")) == "it cannot be read: Permission denied")
    }
}
