import Testing
import JoyStickEngine
@testable import JoyStickLayout

/// Reading costs what the file's size costs: 10,000 controls, or 10,000 keys in one object, read about ten
/// times as slowly as 1,000, not a hundred times (each name looked up among all the others before it made
/// 10,000 controls 14 times as slow as 2,500).
@Suite struct LayoutFileScaleTests {
    /// A layout file of `count` controls, "c0" to "c(count-1)", each on its own line.
    static func controls(_ count: Int) -> [UInt8] {
        var text = "{\"format\": \"joystick-sdl-layout\", \"version\": 1, \"landscape\": {\"shorterSide\": 360, \"controls\": {\n"
        for index in 0..<count {
            text += "\"c\(index)\": {\"x\": [\"start\", \(index % 320)], \"y\": [\"end\", \(index % 180).5], \"size\": 16, "
                + "\"alpha\": 1, \"hidden\": false}\(index + 1 < count ? "," : "")\n"
        }
        return Array((text + "}}}").utf8)
    }

    /// A layout file whose one control also has `count` keys this version does not know.
    static func keys(_ count: Int, repeating repeated: String? = nil) -> [UInt8] {
        var text = "{\"format\": \"joystick-sdl-layout\", \"version\": 1, \"landscape\": {\"shorterSide\": 360, \"controls\": {\n"
            + "\"move\": {\"x\": [\"start\", 90], \"y\": [\"end\", 90], \"size\": 120, \"alpha\": 1, \"hidden\": false"
        for index in 0..<count { text += ",\n\"k\(index)\": \(index)" }
        if let repeated { text += ",\n\"\(repeated)\": 0" }
        return Array((text + "}}}}").utf8)
    }

    /// The fastest of five reads, in seconds.
    static func seconds(_ bytes: [UInt8]) -> Double {
        var best = Double.infinity
        for _ in 0..<5 {
            let elapsed = ContinuousClock().measure { _ = try? LayoutFile.layout(from: bytes, file: "scale.json") }
            best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        return best
    }

    @Test func tenThousandControlsReadInTimeLinearInTheFile() throws {
        let large = Self.controls(10_000)
        let layout = try LayoutFile.layout(from: large, file: "scale.json")
        let entries = try #require(layout.landscape?.entries)
        #expect(entries.count == 10_000 && entries[0].name == "c0" && entries[9_999].name == "c9999")
        #expect(entries[9_999].placement == AnchoredPlacement(x: (.start, 79), y: (.end, 99.5), size: 16, alpha: 1,
                                                              isHidden: false))
        let small = Self.seconds(Self.controls(1_000)), whole = Self.seconds(large)
        #expect(whole / small < 30, "1,000 controls in \(small) s, 10,000 in \(whole) s")
        #expect(whole < 2, "10,000 controls in \(whole) s")
    }

    @Test func tenThousandKeysInOneObjectReadInTimeLinearInTheFile() throws {
        let large = Self.keys(10_000)
        let layout = try LayoutFile.layout(from: large, file: "scale.json")
        #expect(layout.landscape?.entries.map(\.name) == ["move"])
        let small = Self.seconds(Self.keys(1_000)), whole = Self.seconds(large)
        #expect(whole / small < 30, "1,000 keys in \(small) s, 10,000 in \(whole) s")
        #expect(whole < 2, "10,000 keys in \(whole) s")
        // A key repeated after 10,000 others is still found, with the place of the first.
        #expect(throws: LayoutError(file: "scale.json", line: 10_003, column: 1,
                                    "the key \"k17\" appears twice in one object (first at line 20, column 1)")) {
            try LayoutFile.layout(from: Self.keys(10_000, repeating: "k17"), file: "scale.json")
        }
    }
}
