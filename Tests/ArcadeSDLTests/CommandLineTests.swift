import Arcade
import Foundation
import Testing
import SDLTestSupport

/// The built `arcade` executable, run end to end from the repository's top folder.
@Suite(.serialized) struct CommandLineTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    func arcade(_ arguments: [String], environment edits: [String: String?] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ArcadeProcess.executable)
        process.arguments = arguments
        process.currentDirectoryURL = SDLTestEnvironment.repository
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        environment["SDL_AUDIODRIVER"] = "dummy"
        for (key, value) in edits { environment[key] = value }
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
                   errors: String(decoding: err, as: UTF8.self))
    }

    func temporaryFile(_ name: String, _ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(getpid())-\(name)").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A headless run of every level with no end in sight, sent SIGTERM or SIGINT at once: the signal is
    /// blocked in the child from its start, so it waits until the game catches it (no sleep decides the
    /// outcome).
    @Test(arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130))])
    func aSignalStopsAHeadlessRunAndSaysSo(signal: Int32, expected: Int32) throws {
        let run = try ArcadeProcess(["--headless", "--level", "all", "--frames", "100000000", "--jobs", "1"],
                                    blocked: [signal])
        #expect(kill(run.pid, signal) == 0)
        let result = run.finish()
        // Exited (not killed by the signal), with 128 + the signal.
        #expect(result.ending.exitCode == expected, "\(result.ending)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 1, "one summary, no further level: \(lines)")
        #expect(lines.first?.contains(#""file":"Levels/01-first-steps.txt""#) == true)
        #expect(lines.first?.contains(#""result":"stopped""#) == true)
    }

    /// The same on two worker processes, the signal sent to the parent once both workers exist: it passes it
    /// on, each worker stops the run it was given first (runs 0 and 1: it was handed them before the signal
    /// could be passed on) and starts no other, and the parent exits as a single process would.
    @Test func aSignalStopsEveryWorker() throws {
        let run = try ArcadeProcess(["--headless", "--level", "all", "--frames", "100000000", "--jobs", "2"],
                                    blocked: [SIGTERM])
        #expect(run.children(count: 2).count == 2, "the workers never started")
        #expect(kill(run.pid, SIGTERM) == 0)
        let result = run.finish()
        #expect(result.ending.exitCode == 143, "\(result.ending)")
        let summaries = result.output.split(separator: "\n").compactMap { RunSummary.parse(String($0)) }
        #expect(summaries.count == 2, "\(result.output)")
        #expect(Set(summaries.compactMap(\.index)) == [0, 1])
        #expect(summaries.allSatisfy { $0.result == .stopped })
    }

    /// A parent that dies without a word (SIGKILL) takes its workers with it, even with 1.1 million runs in
    /// its work: none plays on. Their standard error is the test's pipe, so its end is their end (a worker
    /// closes its files as it exits, just before it is a zombie).
    @Test func workersEndWithTheirParent() throws {
        let run = try ArcadeProcess(["--headless", "--level", "all", "--seeds", "1..100000",
                                     "--frames", "100000000", "--jobs", "2"])
        let workers = run.children(count: 2)
        #expect(workers.count == 2, "the workers never started")
        #expect(kill(run.pid, SIGKILL) == 0)
        #expect(run.finish().ending.signal == SIGKILL)
        #expect(ArcadeProcess.waitUntilEnded(workers), "workers outlived their parent")
    }

    /// With no display the game says so at once, rather than run unseen on SDL's offscreen driver, using a core.
    @Test func noDisplayIsSaidAtOnce() throws {
        let run = try arcade(["--mute"], environment: ["SDL_VIDEODRIVER": nil, "DISPLAY": nil, "WAYLAND_DISPLAY": nil,
                                                       "XDG_DATA_HOME": FileManager.default.temporaryDirectory.path])
        #expect(run.status == 1)
        #expect(run.errors.contains("arcade: no display to open a window on (SDL fell back to its 'offscreen' video driver, which shows nothing): set DISPLAY or WAYLAND_DISPLAY, or run headless"),
                "\(run.errors)")
    }

    @Test func aRecordingThatCannotBeWrittenStopsTheGameBeforeItStarts() throws {
        // No display needed: the path is checked and opened before SDL starts.
        let run = try arcade(["--record", "/nonexistent/rec.txt", "--mute"])
        #expect(run.status == 2)
        #expect(run.errors == "arcade: Error: /nonexistent/rec.txt: cannot write the recording (the folder /nonexistent does not exist)\n")
    }

    /// A screenshot folder with no frames asked for gets the final frame, and a frame after the level ended is
    /// a warning, not silence.
    @Test func screenshotsNeverVanishSilently() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shots-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let final = try arcade(["--headless", "--level", "1", "--autoplay", "--screenshot-dir", folder])
        #expect(final.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["frame-000386.png"])
        let late = try arcade(["--headless", "--level", "1", "--autoplay", "--screenshot-dir", folder,
                               "--screenshot-at", "5000"])
        #expect(late.status == 0)
        #expect(late.errors == "arcade: Levels/01-first-steps.txt: no screenshot of frame 5000: the level ended at frame 386\n")
    }

    /// An empty `--level` says what it takes, and a script whose `level:` cannot be played is named, at that
    /// line.
    @Test func levelsThatCannotBePlayedAreNamedWhereTheyWereGiven() throws {
        let empty = try arcade(["--headless", "--level", ""])
        #expect(empty.status == 2)
        #expect(empty.errors.hasPrefix("arcade: Error: --level takes a level number, a level file or 'all', not ''\n"))
        let script = try temporaryFile("missing-level.txt", "# a recording\nlevel: gone.txt\n0 focus-lost\n")
        defer { try? FileManager.default.removeItem(atPath: script) }
        let missing = try arcade(["--headless", "--script", script])
        #expect(missing.status == 2)
        #expect(missing.errors == "arcade: Error: \(script):2:8: the level 'gone.txt' cannot be played: gone.txt: cannot read level file (no such file)\n")
    }

    @Test func printLayoutDescribesTheControls() throws {
        let run = try arcade(["--print-layout"])
        #expect(run.status == 0)
        #expect(run.output == """
            {"logicalSize": {"width": 960, "height": 540}, "controls": [\
            {"name": "move", "kind": "stick", "x": 140.0, "y": 410.0, "radius": 75.0}, \
            {"name": "fire", "kind": "stick", "x": 820.0, "y": 410.0, "radius": 75.0}, \
            {"name": "pause", "kind": "button", "x": 922.0, "y": 60.0, "radius": 24.0}]}

            """)
    }

    @Test func autoplayWinsAndPrintsOneJSONLine() throws {
        let run = try arcade(["--headless", "--level", "1", "--autoplay", "--require-win"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix(#"{"file":"Levels/01-first-steps.txt","frames":"#) == true)
        #expect(lines.first?.contains(#""level":"First Steps","lives":3,"#) == true)
        #expect(lines.first?.contains(#""result":"won","#) == true)
        #expect(run.errors.isEmpty)
    }

    @Test func stoppedRunFailsRequireWin() throws {
        let run = try arcade(["--headless", "--level", "2", "--frames", "30", "--require-win"])
        #expect(run.status == 1)
        #expect(run.output.contains(#""frames":30,"#))
        #expect(run.output.contains(#""result":"stopped","#))
    }

    @Test func scriptedRunMovesThePlayer() throws {
        let script = try temporaryFile("move.txt", """
            # push the movement stick right for a second
            0  touch-down 1 140 410
            1  touch-move 1 215 410
            61 touch-up   1 215 410
            """)
        defer { try? FileManager.default.removeItem(atPath: script) }
        let run = try arcade(["--headless", "--level", "1", "--script", script, "--frames", "100"])
        #expect(run.status == 0)
        // Level 1's start tile (2, 2) is centred at (80, 80); 60 steps at 2.5 pixels.
        #expect(run.output.contains(#""player":{"x":230,"y":80}"#))
    }

    @Test func brokenLevelIsExitTwoNamingFileLineAndColumn() throws {
        let level = try temporaryFile("broken.txt", "name: Broken\n---\n#####\n#P*Q#\n#E..#\n#####\n")
        defer { try? FileManager.default.removeItem(atPath: level) }
        let run = try arcade(["--headless", "--level", level])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("\(level):4:4: unknown character 'Q' in grid"))
    }

    @Test func brokenScriptIsExitTwoNamingItsLine() throws {
        let script = try temporaryFile("bad.txt", "0 touch-down 1 140 410\n5 touch-wiggle 1\n")
        defer { try? FileManager.default.removeItem(atPath: script) }
        let run = try arcade(["--headless", "--script", script])
        #expect(run.status == 2)
        #expect(run.errors.contains("\(script):2:"))
        #expect(run.errors.contains("touch-wiggle"))
    }

    @Test func badArgumentsAreExitTwo() throws {
        #expect(try arcade(["--headless", "--level", "99"]).errors.contains("there is no level 99"))
        #expect(try arcade(["--headless", "--level", "99"]).status == 2)
        #expect(try arcade(["--headless", "--window", "0x10"]).status == 2)
        #expect(try arcade(["--headless", "--screenshot-at", "a,b"]).status == 2)
        #expect(try arcade(["--no-such-flag"]).status == 2)
    }

    @Test func optionsThatMeanNothingHereAreExitTwo() throws {
        // None of these is accepted and ignored.
        let cases: [([String], String)] = [
            (["--autoplay", "--level", "1"], "--autoplay only applies with --headless"),
            (["--headless", "--frames=-5"], "--frames takes a whole number from 0 to 100000000, not '-5'"),
            // A negative or too large number says what is expected (ArgumentParser alone says "Missing value").
            (["--headless", "--frames", "-1"], "--frames takes a whole number from 0 to 100000000, not '-1'"),
            (["--headless", "--frames", "99999999999999999999"],
             "--frames takes a whole number from 0 to 100000000, not '99999999999999999999'"),
            (["--headless", "--seed", "-1"], "--seed takes a whole number from 0 to 18446744073709551615, not '-1'"),
            (["--headless", "--window", "1280x720x"], "--window takes WxH, e.g. 1280x720 (each 90...8192), not '1280x720x'"),
            (["--headless", "--screenshot-every", "5"], "--screenshot-every and --screenshot-at need --screenshot-dir"),
            (["--headless", "--screenshot-dir", "/tmp", "--screenshot-every", "0"], "--screenshot-every takes 1 or more, not 0"),
            (["--headless", "--record", "r.txt"], "--record records a game played in the window; it does not apply with --headless"),
        ]
        for (arguments, message) in cases {
            let run = try arcade(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.errors.contains(message), "\(arguments): \(run.errors)")
            #expect(run.output.isEmpty, "\(arguments)")
        }
    }

    @Test func screenshotsOfSeveralLevelsGoToAFolderEach() throws {
        // Every level counts frames from 0: each level's pictures go in a folder of its own.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("all-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try arcade(["--headless", "--level", "all", "--frames", "2", "--screenshot-dir", directory,
                              "--screenshot-at", "1"])
        #expect(run.status == 0)
        let folders = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        // One folder per file in Levels/, named after it without its extension.
        let levels = try LevelLibrary(directory: SDLTestEnvironment.repository.appendingPathComponent("Levels").path)
            .levelFiles().map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension }
        #expect(!levels.isEmpty)
        #expect(folders == levels)
        for folder in folders {
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/" + folder) == ["frame-000001.png"])
        }
    }

    @Test func screenshotsAreNamedByFrame() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shots-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try arcade(["--headless", "--level", "1", "--frames", "25", "--screenshot-dir", directory,
                              "--screenshot-every", "10"])
        #expect(run.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(files == ["frame-000000.png", "frame-000010.png", "frame-000020.png"])
    }

    @Test func farOffMouseCoordinatesDoNotTrap() throws {
        let script = try temporaryFile("far.txt", "0 mouse-down 1e10 100\n1 mouse-move -1e300 1e300\n2 mouse-up 1e10 100\n")
        defer { try? FileManager.default.removeItem(atPath: script) }
        let run = try arcade(["--headless", "--level", "1", "--script", script, "--frames", "10"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains(#""frames":10,"#))
        #expect(run.output.contains(#""result":"stopped","#))
    }

    /// A recording made in the repository replays from elsewhere: its relative level path is found again.
    @Test func recordingsReplayFromAnotherFolder() throws {
        let script = try temporaryFile("elsewhere.txt", "level: Levels/02-the-guard.txt\nseed: 4\nframes: 20\n0 focus-lost\n")
        defer { try? FileManager.default.removeItem(atPath: script) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ArcadeProcess.executable)
        process.arguments = ["--headless", "--script", script]
        process.currentDirectoryURL = FileManager.default.temporaryDirectory
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.contains(#""level":"The Guard""#))
        #expect(text.contains(#""frames":0,"#))
    }

    /// `--layout FILE`: a broken file is said once, however many runs and workers, and the runs play with the
    /// game's own layout; an empty path is bad input.
    @Test func aBrokenLayoutIsSaidOnceAndTheRunsPlay() throws {
        let broken = try temporaryFile("broken-layout.json", "{\"format\": 7}")
        defer { try? FileManager.default.removeItem(atPath: broken) }
        let run = try arcade(["--headless", "--level", "1", "--seeds", "1..4", "--frames", "5", "--jobs", "2",
                              "--layout", broken])
        #expect(run.status == 0)
        #expect(run.errors == "arcade: ignoring the layout of the controls: \(broken): not a layout file (its \"format\" is not \"joystick-sdl-layout\"); playing with the game's own\n")
        #expect(run.output.split(separator: "\n").count == 4)
        let empty = try arcade(["--headless", "--layout", ""])
        #expect(empty.status == 2 && empty.errors.contains("--layout takes a file path, not ''"), "\(empty.errors)")
    }
}
