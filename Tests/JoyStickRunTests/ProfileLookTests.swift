import CSDL2
import JoyStickLayout
import Testing
@testable import JoyStickRun

/// A profile's `"tint": "#RRGGBB"` for any control and `"floating": true` for a stick: read, checked and handed
/// to the overlay.
@Suite("Profile tints and floating sticks")
struct ProfileLookTests {
    @Test func aTintAndAFloatingStickAreRead() throws {
        let text = RunProfileFileTests.profile(RunProfileFileTests.goodBindings.enumerated().map { index, line in
            switch index {
            case 0: "\"move\": {\"keys\": [\"W\", \"A\", \"S\", \"D\"], \"tint\": \"#ff8800\", \"floating\": true}"
            case 3: "\"fire\": {\"pad\": \"a\", \"tint\": \"#00C0FF\"}"
            case 2: "\"look\": {\"pad\": \"rightstick\", \"floating\": false}"
            default: line
            }
        })
        let (_, profile, refusal) = try RunProfileFileTests.load(text)
        #expect(refusal == nil)
        #expect(profile?.controls.map(\.tint) == [0xFF8800, nil, nil, 0x00C0FF, nil])
        #expect(profile?.controls.map(\.floating) == [true, false, false, false, false])
        let spec = try RunSpec.text(options: RunOptions(), profile: try #require(profile), defaultLayout: "/p.json",
                                    playerLayout: nil, script: nil, recording: nil)
        #expect(spec.split(separator: "\n").filter { $0.hasPrefix("tint ") || $0.hasPrefix("floating ") }
            == ["tint move 255 136 0", "floating move", "tint fire 0 192 255"])
    }

    @Test func aBadTintOrAFloatingButtonIsRefusedWhereItIsWritten() throws {
        var (path, _, refusal) = try RunProfileFileTests.load(
            RunProfileFileTests.profile(replacing: 1, with: "\"jump\": {\"key\": \"Space\", \"tint\": \"orange\"}"))
        #expect(refusal == "\(path): line 16, column 38: \"tint\" is not a colour \"#RRGGBB\" (six hexadecimal digits, "
                    + "e.g. \"#FF8800\")")
        (path, _, refusal) = try RunProfileFileTests.load(
            RunProfileFileTests.profile(replacing: 1, with: "\"jump\": {\"key\": \"Space\", \"tint\": \"#FF88\"}"))
        #expect(refusal?.hasSuffix("\"tint\" is not a colour \"#RRGGBB\" (six hexadecimal digits, e.g. \"#FF8800\")") == true)
        (path, _, refusal) = try RunProfileFileTests.load(
            RunProfileFileTests.profile(replacing: 1, with: "\"jump\": {\"key\": \"Space\", \"floating\": true}"))
        #expect(refusal == "\(path): line 16, column 42: \"jump\" is a button: only a stick floats")
        (path, _, refusal) = try RunProfileFileTests.load(
            RunProfileFileTests.profile(replacing: 0, with: "\"move\": {\"keys\": [\"W\", \"A\", \"S\", \"D\"], \"floating\": 1}"))
        #expect(refusal == "\(path): line 15, column 56: \"floating\" is not true or false")
    }

    @Test func reachIsAShareOfTheControlsSize() throws {
        var (path, profile, refusal) = try RunProfileFileTests.load(
            RunProfileFileTests.profile(replacing: 1, with: "\"jump\": {\"key\": \"Space\", \"reach\": 0.25}"))
        #expect(refusal == nil)
        #expect(profile?.controls.map(\.reach) == [0, 0.25, 0, 0, 0])
        let spec = try RunSpec.text(options: RunOptions(), profile: try #require(profile), defaultLayout: "/p.json",
                                    playerLayout: nil, script: nil, recording: nil)
        #expect(spec.split(separator: "\n").filter { $0.hasPrefix("reach ") } == ["reach jump 0.25"])
        (path, profile, refusal) = try RunProfileFileTests.load(
            RunProfileFileTests.profile(replacing: 1, with: "\"jump\": {\"key\": \"Space\", \"reach\": 1.5}"))
        #expect(refusal == "\(path): line 16, column 39: \"reach\" is not a number from 0 to 1 (a share of the "
                    + "control's size)")
    }

    @Test func colours() {
        #expect(LayoutFile.colour("#000000") == 0)
        #expect(LayoutFile.colour("#FFFFFF") == 0xFFFFFF)
        #expect(LayoutFile.colour("#aBc123") == 0xABC123)
        #expect(LayoutFile.colour("FFFFFF") == nil)
        #expect(LayoutFile.colour("#FFFFFG") == nil)
        #expect(LayoutFile.colour("#FFFFFFF") == nil)
        #expect(LayoutFile.colour("#ＦＦＦ") == nil)
    }
}
