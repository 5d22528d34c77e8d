import Testing
@testable import JoyStickRun

/// Verdicts for real games: frames left out (`--ignore-frames`), a game's own status taken for a pass
/// (`--expect-status`), a suite's test's `NAME.verdict`, and how many frames matched.
@Suite("Verdict rules")
struct VerdictRulesTests {
    @Test func aFrameListIsNumbersAndRanges() throws {
        let list = try FrameList.parse("370,670-690")
        #expect(list.ranges == [370...370, 670...690])
        #expect(list.contains(370) && list.contains(670) && list.contains(680) && list.contains(690))
        #expect(!list.contains(369) && !list.contains(371) && !list.contains(669) && !list.contains(691))
        // Any order, overlapping or touching: one range each, in order.
        #expect(try FrameList.parse("10-20,5,15-30,31,0").ranges == [0...0, 5...5, 10...31])
        #expect(try FrameList.parse("7-7").ranges == [7...7])
        #expect(!FrameList().contains(0))
    }

    @Test func aBadFrameListSaysWhichItemAndWhy() {
        func refusal(_ text: String) -> String? {
            do {
                _ = try FrameList.parse(text)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(refusal("") == "the list is empty: give frames and ranges, as in 370,670-690")
        let notOne = "is not a frame (0 to 999999999) or a range FIRST-LAST, as in 370,670-690"
        #expect(refusal("370,,5") == "item 2, \"\", \(notOne)")
        #expect(refusal("370,") == "item 2, \"\", \(notOne)")
        #expect(refusal("abc") == "item 1, \"abc\", \(notOne)")
        #expect(refusal("-5") == "item 1, \"-5\", \(notOne)")
        #expect(refusal("5-") == "item 1, \"5-\", \(notOne)")
        #expect(refusal("1-2-3") == "item 1, \"1-2-3\", \(notOne)")
        #expect(refusal("+3") == "item 1, \"+3\", \(notOne)")
        #expect(refusal(" 3") == "item 1, \" 3\", \(notOne)")
        #expect(refusal("1000000000") == "item 1, \"1000000000\", \(notOne)")
        #expect(refusal("1,2,\(String(repeating: "9", count: 30))")
                == "item 3, \"999999999999999999999999...\", \(notOne)")
        #expect(refusal("690-670") == "item 1, \"690-670\", runs backwards: a range is FIRST-LAST with FIRST at most LAST")
    }

    @Test func theOptionsAreReadAndCheckedWithTheirRun() throws {
        let options = try #require(RunOptionsTests.options([
            "--headless", "--expect-hashes", "good.txt", "--expect-status", "134", "--ignore-frames=370,670-690", "g",
        ]))
        #expect(options.verdictRules == VerdictRules(expectStatus: 134, ignoreFrames: FrameList(ranges: [370...370, 670...690])))
        #expect(RunOptionsTests.options(["--headless", "--expect-status", "0", "g"])?.verdictRules.expectStatus == 0)
        #expect(RunOptionsTests.options(["--headless", "--expect-status", "255", "g"])?.verdictRules.expectStatus == 255)
        let status = "--expect-status: an exit status is 0 to 255 (128 + N for a game ended by signal N): not"
        #expect(RunOptionsTests.refusal(["--headless", "--expect-status", "256", "g"]) == "\(status) \"256\"")
        #expect(RunOptionsTests.refusal(["--headless", "--expect-status", "-1", "g"]) == "\(status) \"-1\"")
        #expect(RunOptionsTests.refusal(["--headless", "--expect-status", "SIGABRT", "g"]) == "\(status) \"SIGABRT\"")
        #expect(RunOptionsTests.refusal(["--headless", "--expect-status", "", "g"]) == "\(status) \"\"")
        #expect(RunOptionsTests.refusal(["--expect-status", "134", "g"])
                == "--expect-status is a headless test's verdict: add --headless")
        #expect(RunOptionsTests.refusal(["--headless", "--ignore-frames", "3", "g"])
                == "--ignore-frames leaves frames out of the comparison with a good run's: add --expect-hashes FILE")
        #expect(RunOptionsTests.refusal(["--headless", "--expect-hashes", "h", "--ignore-frames", "9-1", "g"])
                == "--ignore-frames \"9-1\": item 1, \"9-1\", runs backwards: a range is FIRST-LAST with FIRST at most LAST")
        // A suite takes both, for every test (a test's NAME.verdict replaces them).
        let suite = try #require(RunOptionsTests.options(["--suite", "t", "--expect-status", "1", "--ignore-frames", "4",
                                                          "--", "g"]))
        #expect(suite.verdictRules == VerdictRules(expectStatus: 1, ignoreFrames: FrameList(ranges: [4...4])))
    }

    @Test func aVerdictFileHoldsATestsOwnRules() throws {
        let rules = try VerdictRules.parse("# caveexpress aborts when it quits\nexpect-status 134\n\n  ignore-frames 370,670-690\n",
                                           file: "t/quit.verdict")
        #expect(rules == VerdictRules(expectStatus: 134, ignoreFrames: FrameList(ranges: [370...370, 670...690])))
        #expect(try VerdictRules.parse("", file: "v") == VerdictRules())
        let suite = VerdictRules(expectStatus: 1, ignoreFrames: FrameList(ranges: [4...4]))
        #expect(suite.overridden(by: VerdictRules(expectStatus: 134)) == VerdictRules(expectStatus: 134, ignoreFrames: FrameList(ranges: [4...4])))
        #expect(suite.overridden(by: VerdictRules()) == suite)
    }

    @Test func aBadVerdictFileIsNamedWithItsLineAndReason() throws {
        func refusal(_ text: String) -> String? {
            do {
                _ = try VerdictRules.parse(text, file: "t/quit.verdict")
                return nil
            } catch {
                return error.description
            }
        }
        #expect(refusal("expect-stauts 134\n")
                == "t/quit.verdict:1: \"expect-stauts\" is not a rule: a line is expect-status CODE or ignore-frames LIST (or a # comment)")
        #expect(refusal("# c\nexpect-status\n") == "t/quit.verdict:2: expect-status takes one value, with no space in it; got 0")
        #expect(refusal("ignore-frames 1, 2\n") == "t/quit.verdict:1: ignore-frames takes one value, with no space in it; got 2")
        #expect(refusal("expect-status 134\nexpect-status 6\n") == "t/quit.verdict:2: expect-status is given twice (line 1 too)")
        #expect(refusal("expect-status 300")
                == "t/quit.verdict:1: expect-status: an exit status is 0 to 255 (128 + N for a game ended by signal N): not \"300\"")
        #expect(refusal("\n\nignore-frames 5-x")
                == "t/quit.verdict:3: ignore-frames: item 1, \"5-x\", is not a frame (0 to 999999999) or a range FIRST-LAST, as in 370,670-690")
    }

    @Test func aVerdictFileIsReadFromDisk() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try VerdictRules.load(folder.file("none.verdict")) == nil)
        let good = try folder.write("expect-status 134\n", to: "good.verdict")
        #expect(try VerdictRules.load(good) == VerdictRules(expectStatus: 134))
        let windows = try folder.write("# a\r\nexpect-status 134\r\n", to: "crlf.verdict")
        #expect(throws: UsageError("\(windows):1: a CR in the line: save the file with LF line ends")) {
            try VerdictRules.load(windows)
        }
        let binary = try folder.write([0xFF, 0xFE, 0x0A], to: "binary.verdict")
        #expect(throws: UsageError("\(binary): it is not UTF-8 text")) { try VerdictRules.load(binary) }
        #expect(throws: UsageError("\(folder.path): it is a folder, not a file")) { try VerdictRules.load(folder.path) }
    }

    /// How many frames matched, with those left out counted apart; a difference at an ignored frame is none.
    @Test func framesMatchedAreCountedAndIgnoredOnesLeftOut() {
        let a = "aaaaaaaaaaaaaaaa", b = "bbbbbbbbbbbbbbbb"
        let good = FrameHashes(frames: [a, a, "-", a, a])
        #expect(good.match(against: good) == FrameHashes.Match(matched: 5, compared: 5, ignored: 0))
        #expect(good.match(against: good).description == "frames: 5 of 5 matched")
        let racy = FrameHashes(frames: [a, b, "-", a, b])
        let ignored = FrameList(ranges: [1...1, 4...9])
        #expect(racy.firstDifference(from: good, ignoring: ignored) == nil)
        #expect(racy.match(against: good, ignoring: ignored).description == "frames: 3 of 3 matched, 2 ignored")
        #expect(racy.firstDifference(from: good, ignoring: FrameList(ranges: [1...1]))?.frame == 4)
        #expect(racy.match(against: good) == FrameHashes.Match(matched: 3, compared: 5, ignored: 0))
        // A run one frame short, that frame ignored: the same; one frame long, counted as not matching.
        #expect(FrameHashes(frames: [a, a, "-", a]).firstDifference(from: good, ignoring: FrameList(ranges: [4...4])) == nil)
        #expect(FrameHashes(frames: good.frames + [a]).match(against: good)
                == FrameHashes.Match(matched: 5, compared: 6, ignored: 0))
    }

    /// The overlay pictures the first frame that differs: it is told the frames left out.
    @Test func theSpecNamesTheFramesLeftOut() {
        let options = RunSpecTests.options {
            $0.headless = true
            $0.frameHashes = "/out/hashes.txt"
            $0.expectHashes = "/good/hashes.txt"
            $0.verdictRules.ignoreFrames = FrameList(ranges: [670...690, 370...370])
        }
        let text = RunSpecTests.spec(options) ?? ""
        #expect(text.contains("expect-hashes /good/hashes.txt\nignore-frames 370 370\nignore-frames 670 690\n"))
    }
}
