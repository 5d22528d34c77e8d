import Testing
@testable import JoyStickRun

/// The options of headless runs for any game: the clock's start and seed, the run's own HOME, the watchdogs,
/// and the verdict against a good run's hashes.
@Suite("Headless options")
struct HeadlessOptionsTests {
    @Test func theClockStartsAtADateOrSecondsAndIsSeeded() throws {
        let options = try #require(RunOptionsTests.options(["--headless", "--start-time", "2024-02-29", "--seed=7", "g"]))
        // 2024-02-29 00:00:00 UTC, as `date -u -d 2024-02-29 +%s` says.
        #expect(options.startTime == 1_709_164_800)
        #expect(options.seed == 7)
        #expect(RunOptionsTests.options(["--start-time=0", "g"])?.startTime == 0)
        #expect(RunOptions.startTime("1970-01-01") == 0)
        #expect(RunOptions.startTime("2000-01-01") == RunOptions().startTime)
        for bad in ["2023-02-29", "2024-13-01", "1969-12-31", "24-01-01", "2024-1-1", "-5", "soon"] {
            #expect(RunOptionsTests.refusal(["--start-time", bad, "g"])
                        == "--start-time is seconds since 1970-01-01 UTC or a date YYYY-MM-DD: not \"\(bad)\"", "\(bad)")
        }
        #expect(RunOptionsTests.refusal(["--seed", "-1", "g"]) == "--seed is a whole number from 0: not \"-1\"")
    }

    @Test func theWatchdogsHaveDefaultsAndTakeSeconds() throws {
        let windowed = try #require(RunOptionsTests.options(["g"]))
        #expect(windowed.grace == 10 && windowed.idleTimeout == nil)
        let headless = try #require(RunOptionsTests.options(["--headless", "g"]))
        #expect(headless.idleTimeout == 60)
        let set = try #require(RunOptionsTests.options(["--headless", "--grace=0", "--idle-timeout", "2.5", "g"]))
        #expect(set.grace == 0 && set.idleTimeout == 2.5)
        #expect(RunOptionsTests.refusal(["--grace", "-1", "g"]) == "--grace is a number of seconds: not \"-1\"")
        #expect(RunOptionsTests.refusal(["--idle-timeout", "0", "g"])
                    == "--idle-timeout is a number of seconds above 0: not \"0\"")
    }

    @Test func aHomeAndAVerdictAreForHeadlessRuns() throws {
        #expect(RunOptionsTests.refusal(["--home", "h", "g"]) == "--home gives a headless run its own HOME: add --headless")
        #expect(RunOptionsTests.refusal(["--expect-hashes", "good.txt", "g"])
                    == "--expect-hashes compares a headless run's frames: add --headless")
        let options = try #require(RunOptionsTests.options([
            "--headless", "--home=h", "--expect-hashes", "good.txt", "--screenshot-dir", "out", "--screenshot-every=30", "g",
        ]))
        #expect(options.home == "h" && options.expectHashes == "good.txt" && options.screenshotDir == "out")
        #expect(options.screenshotEvery == 30 && options.isTest)
        #expect(RunOptionsTests.refusal(["--screenshot-every", "0", "g"])
                    == "--screenshot-every is a number of frames, 1 or more: not \"0\"")
    }
}

/// `--frame-hashes` files, and where two runs part.
@Suite("Frame hashes")
struct FrameHashesTests {
    @Test func aFileIsReadLineByLineInOrder() throws {
        let hashes = try FrameHashes.parse("0 0123456789abcdef\n1 -\n2 fedcba9876543210\n", file: "h.txt")
        #expect(hashes.frames == ["0123456789abcdef", "-", "fedcba9876543210"])
        #expect(try FrameHashes.parse("", file: "h.txt").frames.isEmpty)
        #expect(throws: UsageError("h.txt:2: not a frame hash line 1 (\"1 HASH\" or \"1 -\")")) {
            try FrameHashes.parse("0 -\n2 -\n", file: "h.txt")
        }
        #expect(throws: UsageError("h.txt:1: not a frame hash line 0 (\"0 HASH\" or \"0 -\")")) {
            try FrameHashes.parse("0 12345\n", file: "h.txt")
        }
    }

    /// Hexadecimal digits in capitals are the same hash (the overlay writes small letters).
    @Test func capitalsAreTheSameHash() throws {
        let hashes = try FrameHashes.parse("0 0123456789ABCDEF\n1 -\n", file: "h.txt")
        #expect(hashes.frames == ["0123456789abcdef", "-"])
        #expect(hashes.firstDifference(from: FrameHashes(frames: ["0123456789abcdef", "-"])) == nil)
    }

    @Test func theFirstDifferenceIsNamed() {
        let good = FrameHashes(frames: ["aaaaaaaaaaaaaaaa", "-", "bbbbbbbbbbbbbbbb"])
        #expect(good.firstDifference(from: good) == nil)
        let drawn = FrameHashes(frames: ["aaaaaaaaaaaaaaaa", "cccccccccccccccc", "bbbbbbbbbbbbbbbb"])
        #expect(drawn.firstDifference(from: good)?.description
                    == "frame 1 differs from the good run's: hash cccccccccccccccc, where the good run's was nothing drawn")
        let shorter = FrameHashes(frames: ["aaaaaaaaaaaaaaaa"])
        #expect(shorter.firstDifference(from: good)?.description
                    == "this run ended after frame 0, before the good run's last frame")
        let longer = FrameHashes(frames: good.frames + ["-"])
        #expect(longer.firstDifference(from: good)?.description == "this run went on past the good run's last frame, 2")
        // A good run of no frame (an empty file) and a run of none: said in words, not as frame -1.
        #expect(longer.firstDifference(from: FrameHashes(frames: []))?.description == "the good run has no frame, and this run has 4")
        #expect(FrameHashes(frames: []).firstDifference(from: good)?.description == "this run has no frame, and the good run has 3")
    }
}
