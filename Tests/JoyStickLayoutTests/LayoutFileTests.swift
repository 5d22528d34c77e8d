import Foundation
import Testing
import JoyStickEngine
@testable import JoyStickLayout

/// The layout file: written exactly as documented, read back to the same layout, and every broken or hostile
/// file refused with the file, the line, the column and the reason.
@Suite struct LayoutFileTests {
    static let screen = Size(width: 640, height: 360)
    static let layout = ControlLayout(
        landscape: ControlLayout.Arrangement([
            ("move", ControlPlacement(center: Point(x: 90, y: 270), size: 120)),
            ("fire", ControlPlacement(center: Point(x: 560, y: 300.015625), size: 72, alpha: 0.8)),
            ("pause", ControlPlacement(center: Point(x: 330.5, y: 30), size: 48, alpha: 0.35, isHidden: true)),
        ], on: screen))

    @Test func theFileReadsAsDocumented() {
        #expect(LayoutFile.text(of: Self.layout) == """
            {
              "format": "joystick-sdl-layout",
              "version": 1,
              "landscape": {
                "shorterSide": 360,
                "controls": {
                  "move": {"x": ["start", 90], "y": ["end", 90], "size": 120, "alpha": 1, "hidden": false},
                  "fire": {"x": ["end", 80], "y": ["end", 59.984375], "size": 72, "alpha": 0.8, "hidden": false},
                  "pause": {"x": ["center", 10.5], "y": ["start", 30], "size": 48, "alpha": 0.35, "hidden": true}
                }
              }
            }

            """)
    }

    @Test func writingAndReadingGiveTheSameLayout() throws {
        let text = LayoutFile.text(of: Self.layout)
        let read = try LayoutFile.layout(from: Array(text.utf8), file: "layout.json")
        #expect(read == Self.layout)
        #expect(LayoutFile.text(of: read) == text)
        var both = Self.layout
        both.portrait = ControlLayout.Arrangement([("move", ControlPlacement(center: Point(x: 100, y: 500), size: 130))],
                                                  on: Size(width: 360, height: 640))
        #expect(try LayoutFile.layout(from: Array(LayoutFile.text(of: both).utf8), file: "both.json") == both)
        #expect(try LayoutFile.layout(from: Array(LayoutFile.text(of: ControlLayout()).utf8), file: "e.json") == ControlLayout())
    }

    /// The player's colour and floating are written only when chosen, read back, and a wrong one refused with
    /// its place; a file without them (every file before them) reads as the game's colours and way.
    @Test func thePlayersTintAndFloatingAreKeptWhenChosen() throws {
        let chosen = ControlLayout(landscape: ControlLayout.Arrangement([
            ("move", ControlPlacement(center: Point(x: 90, y: 270), size: 120, tint: 0xFF9500, floats: true)),
            ("look", ControlPlacement(center: Point(x: 550, y: 270), size: 120, floats: false)),
            ("fire", ControlPlacement(center: Point(x: 560, y: 60), size: 72, tint: 0x00c7be)),
        ], on: Self.screen))
        let text = LayoutFile.text(of: chosen)
        #expect(text.contains("""
                  "move": {"x": ["start", 90], "y": ["end", 90], "size": 120, "alpha": 1, "hidden": false, "tint": "#FF9500", "floating": true},
                  "look": {"x": ["end", 90], "y": ["end", 90], "size": 120, "alpha": 1, "hidden": false, "floating": false},
                  "fire": {"x": ["end", 80], "y": ["start", 60], "size": 72, "alpha": 1, "hidden": false, "tint": "#00C7BE"}
            """))
        let read = try LayoutFile.layout(from: Array(text.utf8), file: "chosen.json")
        #expect(read == chosen)
        #expect(read.landscape?.entries.map(\.placement.tint) == [0xFF9500, nil, 0x00C7BE])
        #expect(read.landscape?.entries.map(\.placement.floats) == [true, false, nil])
        #expect(LayoutFile.text(of: read) == text)
        let plain = try LayoutFile.layout(from: Array(LayoutFile.text(of: Self.layout).utf8), file: "plain.json")
        #expect(plain.landscape?.entries.allSatisfy { $0.placement.tint == nil && $0.placement.floats == nil } == true)
        let file = { (extra: String) in
            "{\"format\": \"joystick-sdl-layout\", \"version\": 1, \"landscape\": {\"shorterSide\": 360, \"controls\": {"
                + "\"move\": {\"x\": [\"start\", 90], \"y\": [\"end\", 90], \"size\": 120, \"alpha\": 1, \"hidden\": false, \(extra)}}}}"
        }
        #expect(error(file("\"tint\": \"#FF95\"")) == "bad.json: line 1, column 193: \"tint\" is \"#FF95\", not a colour \"#RRGGBB\" (six hexadecimal digits, e.g. \"#FF8800\")")
        #expect(error(file("\"tint\": 16750848")) == "bad.json: line 1, column 193: \"tint\" is 16750848, not a colour \"#RRGGBB\" (six hexadecimal digits, e.g. \"#FF8800\")")
        #expect(error(file("\"floating\": \"yes\"")) == "bad.json: line 1, column 197: \"floating\" is \"yes\", not true or false")
        #expect(LayoutFile.colour("#ff9500") == 0xFF9500 && LayoutFile.colour("FF9500") == nil && LayoutFile.colour("#GG9500") == nil)
        #expect(LayoutFile.colourText(0x00C7BE) == "#00C7BE")
    }

    @Test func numbersArePixelsToASixtyFourthAndAlphaToAThousandth() {
        #expect(LayoutFile.decimal(0.1, unit: 64) == "0.09375")
        #expect(LayoutFile.decimal(-12.0078125, unit: 64) == "-12.015625")
        #expect(LayoutFile.decimal(0.35, unit: 1000) == "0.35" && LayoutFile.decimal(1, unit: 1000) == "1")
        let kept = LayoutFile.kept(AnchoredPlacement(x: (.start, 0.1), y: (.end, 3), size: 40.3, alpha: 0.12345,
                                                     isHidden: false), shorterSide: 360)
        #expect(kept.x.offset == 0.09375 && kept.size == 40.296875 && kept.alpha == 0.123)
    }

    /// A layout keeps sizes from 16 pixels to the screen's shorter side, the range the layout editor makes:
    /// a game's control outside it is written at its edge, and a file outside it is refused.
    @Test func sizesAreKeptWithinTheEditorsRange() {
        #expect(LayoutFile.sizes(onShorterSide: 360) == 16...360)
        #expect(LayoutFile.sizes(onShorterSide: 10) == 16...16)
        let small = AnchoredPlacement(x: (.start, 0), y: (.end, 0), size: 10.3, alpha: 1, isHidden: false)
        #expect(LayoutFile.kept(small, shorterSide: 360).size == 16)
        let large = AnchoredPlacement(x: (.start, 0), y: (.end, 0), size: 400, alpha: 1, isHidden: false)
        #expect(LayoutFile.kept(large, shorterSide: 360).size == 360)
        let file = { (size: String) in
            "{\"format\": \"joystick-sdl-layout\", \"version\": 1, \"landscape\": {\"shorterSide\": 360, \"controls\": {"
                + "\"move\": {\"x\": [\"start\", 90], \"y\": [\"end\", 90], \"size\": \(size), \"alpha\": 1, \"hidden\": false}}}}"
        }
        #expect(error(file("15.984375")) == "bad.json: line 1, column 151: \"size\" is 15.984375, not a number of pixels from 16 to the shorter side, 360")
        #expect(error(file("360.015625")) == "bad.json: line 1, column 151: \"size\" is 360.015625, not a number of pixels from 16 to the shorter side, 360")
        #expect(error(file("16")) == "read without error" && error(file("360")) == "read without error")
    }

    private func error(_ text: String) -> String {
        do {
            _ = try LayoutFile.layout(from: Array(text.utf8), file: "bad.json")
            return "read without error"
        } catch {
            return error.description
        }
    }

    @Test func brokenFilesNameTheirPlace() {
        #expect(error("") == "bad.json: line 1, column 1: the document ends where a value should be")
        #expect(error("{\n  \"format\": \"joystick-sdl-layout\",\n  \"version\" 1\n}")
                    == "bad.json: line 3, column 13: expected ':' after a key")
        #expect(error("{\"format\": \"joystick-sdl-layout\", \"version\": 1") == "bad.json: line 1, column 47: expected ',' or '}' in an object")
        #expect(error("{\"format\": \"x\", \"version\": 1}") == "bad.json: not a layout file (its \"format\" is not \"joystick-sdl-layout\")")
        #expect(error("{\"format\": \"joystick-sdl-layout\", \"version\": 2}")
                    == "bad.json: line 1, column 46: version 2 is not one this library reads (1)")
        #expect(error("[1] x") == "bad.json: line 1, column 5: text after the end of the document")
        #expect(error("{\"a\": \"tab\there\"}") == "bad.json: line 1, column 11: a control character in a string")
        #expect(error("{\"a\": NaN}") == "bad.json: line 1, column 7: expected a value, found 'N'")
        // A word that is not true, false or null is named whole.
        #expect(error("this is not json") == "bad.json: line 1, column 1: expected a value, found \"this\"")
        #expect(error("{\"a\": nul}") == "bad.json: line 1, column 7: expected a value, found \"nul\"")
        #expect(error("[falsey]") == "bad.json: line 1, column 2: expected a value, found \"falsey\"")
    }

    /// JSON is UTF-8: bytes that are not are refused (they read as replacement characters, and would not save
    /// back as they were), and a byte order mark is refused by name, with what to do about it.
    @Test func onlyUTF8IsRead() {
        func error(_ bytes: [UInt8]) -> String {
            do {
                _ = try LayoutFile.layout(from: bytes, file: "bad.json")
                return "read without error"
            } catch {
                return error.description
            }
        }
        #expect(error(Array("{\"caf".utf8) + [0xE9] + Array("\": 1}".utf8))
                == "bad.json: line 1, column 7: a string that is not UTF-8")
        #expect(error([0xEF, 0xBB, 0xBF] + Array("{}".utf8))
                == "bad.json: line 1, column 1: a byte order mark (EF BB BF) starts the file: save it as UTF-8 without one")
    }

    private func control(_ fields: String) -> String {
        "{\"format\": \"joystick-sdl-layout\", \"version\": 1, \"landscape\": {\"shorterSide\": 360, \"controls\": {\n"
            + fields + "\n}}}"
    }

    @Test func impossibleValuesAreRefused() {
        let good = "\"x\": [\"start\", 90], \"y\": [\"end\", 90], \"size\": 120, \"alpha\": 1, \"hidden\": false"
        #expect(error(control("\"move\": {\(good)}")) == "read without error")
        #expect(error(control("\"move\": {\(good.replacingOccurrences(of: "120", with: "-120"))}"))
                    == "bad.json: line 2, column 56: \"size\" is -120, not a number of pixels from 16 to the shorter side, 360")
        #expect(error(control("\"move\": {\(good.replacingOccurrences(of: "\"alpha\": 1", with: "\"alpha\": 2"))}"))
                    == "bad.json: line 2, column 70: \"alpha\" is 2, not a number from 0 to 1")
        #expect(error(control("\"move\": {\(good.replacingOccurrences(of: "\"start\"", with: "\"left\""))}"))
                    == "bad.json: line 2, column 15: \"x\" is not [\"start\", \"center\" or \"end\", a number of pixels]")
        #expect(error(control("\"move\": {\(good.replacingOccurrences(of: "90]", with: "1e400]"))}"))
                    == "bad.json: line 2, column 25: the number 1e400 is too large (the largest double is 1.7976931348623157e308)")
        #expect(error(control("\"mo ve\": {\(good)}"))
                    == "bad.json: line 2, column 10: the name has a character other than A-Z, a-z, 0-9, _ and -: a space: \"mo ve\"")
        #expect(error(control("\"move\": {\(good)},\n\"move\": {\(good)}")) == "bad.json: line 3, column 1: the key \"move\" appears twice in one object (first at line 2, column 1)")
        #expect(error(control("\"move\": {\"x\": [\"start\", 90]}")) == "bad.json: line 2, column 9: \"size\" is missing")
    }

    /// Found by the layout fuzz target: a size below 1/128 px was read, then written as 0, which no longer read.
    @Test func whatIsReadIsWrittenReadably() throws {
        let good = "\"x\": [\"start\", 90], \"y\": [\"end\", 90], \"size\": 120, \"alpha\": 1, \"hidden\": false"
        #expect(error(control("\"move\": {\(good.replacingOccurrences(of: "120", with: "0.001"))}"))
                    == "bad.json: line 2, column 56: \"size\" is 0.001, not a number of pixels from 16 to the shorter side, 360")
        #expect(error(control("\"move\": {\(good.replacingOccurrences(of: "120", with: "16"))}")) == "read without error")
        // A game's own placement out of those bounds is written within them.
        let odd = ControlLayout(landscape: ControlLayout.Arrangement(shorterSide: 360, entries: [
            ControlLayout.Entry(name: "dot", placement: AnchoredPlacement(x: (.start, -2e6), y: (.end, .nan), size: 0.001,
                                                                        alpha: 1, isHidden: false)),
        ]))
        let read = try LayoutFile.layout(from: Array(LayoutFile.text(of: odd).utf8), file: "odd.json")
        let dot = try #require(read.landscape?.entries.first?.placement)
        #expect(dot.x.offset == -2880 && dot.y.offset == 0 && dot.size == 16)
    }

    /// A key twice in one object is refused wherever the object is (the first would have won), naming the
    /// key and both places.
    @Test func aKeyTwiceInOneObjectIsRefused() {
        #expect(error("{\"format\": \"joystick-sdl-layout\", \"version\": 1, \"version\": 7}")
                    == "bad.json: line 1, column 49: the key \"version\" appears twice in one object (first at line 1, column 35)")
        let good = "\"x\": [\"start\", 90], \"y\": [\"end\", 90], \"size\": 120, \"alpha\": 1, \"hidden\": false"
        #expect(error(control("\"move\": {\(good), \"alpha\": 0}"))
                    == "bad.json: line 2, column 90: the key \"alpha\" appears twice in one object (first at line 2, column 61)")
        #expect(error("{\"format\": \"joystick-sdl-layout\", \"version\": 1,\n \"later\": [{\"a\": 1,\n \"a\": 2}]}")
                    == "bad.json: line 3, column 2: the key \"a\" appears twice in one object (first at line 2, column 13)")
        // The same key in two objects is no repeat, nor are keys that differ only in case.
        #expect(error(control("\"move\": {\(good)},\n\"Move\": {\(good)}")) == "read without error")
    }

    /// What a screen can show: a shorter side from 16 (the smallest control) to 65,536 logical pixels, and
    /// offsets at most 8 shorter sides from their anchor either way.
    @Test func placementsAreBoundedToWhatAScreenCanShow() {
        let file = { (shorter: String, x: String) in
            "{\"format\": \"joystick-sdl-layout\", \"version\": 1, \"landscape\": {\"shorterSide\": \(shorter), \"controls\": {\n"
                + "\"move\": {\"x\": [\"start\", \(x)], \"y\": [\"end\", 90], \"size\": 16, \"alpha\": 1, \"hidden\": false}}}}"
        }
        #expect(error(file("65536", "524288")) == "read without error" && error(file("16", "-128")) == "read without error")
        #expect(error(file("65536.015625", "90"))
                    == "bad.json: line 1, column 78: \"shorterSide\" is 65536.015625, not a number of pixels from 16 to 65536")
        #expect(error(file("1000000", "90"))
                    == "bad.json: line 1, column 78: \"shorterSide\" is 1000000, not a number of pixels from 16 to 65536")
        #expect(error(file("15.984375", "90"))
                    == "bad.json: line 1, column 78: \"shorterSide\" is 15.984375, not a number of pixels from 16 to 65536")
        #expect(error(file("360", "2880")) == "read without error" && error(file("360", "-2880")) == "read without error")
        #expect(error(file("360", "2880.015625"))
                    == "bad.json: line 2, column 25: \"x\" has an offset of 2880.015625, beyond 2880 pixels either way (8 times the shorter side)")
        #expect(error(file("360", "-1e6"))
                    == "bad.json: line 2, column 25: \"x\" has an offset of -1e6, beyond 2880 pixels either way (8 times the shorter side)")
        // A game's own placement beyond them is written at them.
        let far = AnchoredPlacement(x: (.start, 5000), y: (.center, -3000), size: 16, alpha: 1, isHidden: false)
        let kept = LayoutFile.kept(far, shorterSide: 360)
        #expect(kept.x.offset == 2880 && kept.y.offset == -2880)
        #expect(LayoutFile.keptSize(100_000) == 65536 && LayoutFile.keptSize(10) == 16 && LayoutFile.keptSize(360.2) == 360.203125)
    }

    /// A file at every limit the reader accepts, written as the library writes: read and written again, it
    /// is the same file byte for byte.
    @Test func aFileAtEveryLimitIsWrittenBackByteForByte() throws {
        let text = """
            {
              "format": "joystick-sdl-layout",
              "version": 1,
              "landscape": {
                "shorterSide": 65536,
                "controls": {
                  "a": {"x": ["start", -524288], "y": ["end", 524288], "size": 65536, "alpha": 0, "hidden": true},
                  "Z_9-abcdefghijklmnopqrstuvwxyzAB": {"x": ["center", 0.015625], "y": ["center", -524287.984375], "size": 16, "alpha": 0.001, "hidden": false}
                }
              },
              "portrait": {
                "shorterSide": 16,
                "controls": {
                  "b": {"x": ["end", 128], "y": ["start", -128], "size": 16, "alpha": 0.999, "hidden": false}
                }
              }
            }

            """
        let read = try LayoutFile.layout(from: Array(text.utf8), file: "limits.json")
        #expect(LayoutFile.text(of: read) == text)
        // The same file spelled as a hostile writer might: exponents, zeros, escapes, keys in another order,
        // keys this version does not know, white space everywhere.
        let spelled = """
            {"portrait":{"controls":{"b":{"hidden":false,"alpha":999e-3,"size":1.6E1,"y":["start",-0.128e3],
            "x":["\\u0065nd",128.000000000000000000000],"later":{"deep":[[[[{"n":null}]]]]}}},"shorterSide":16},
            "\\u0066ormat":"joystick-sdl-layout","version":1.0,"comment":"\\ud83d\\ude00",
            \t"landscape" : { "shorterSide" : 6.5536e4 , "controls" : {
            "a":{"x":["start",-524288],"y":["end",5242880e-1],"size":65536,"alpha":0.0000000000000000000000e5,"hidden":true},
            "Z_9-abcdefghijklmnopqrstuvwxyzAB":{"x":["center",0.0000000000000000000015625e19],"y":["center",-524287.984375],
            "size":16,"alpha":0.001,"hidden":false} } } }
            """
        let hostile = try LayoutFile.layout(from: Array(spelled.utf8), file: "spelled.json")
        #expect(hostile == read)
        #expect(LayoutFile.text(of: hostile) == text)
    }

    /// Found by the layout fuzz target: a 500-character name was quoted whole in the message.
    @Test func messagesQuoteAtMostFortyCharacters() {
        let good = "\"x\": [\"start\", 90], \"y\": [\"end\", 90], \"size\": 120, \"alpha\": 1, \"hidden\": false"
        let long = String(repeating: "a", count: 500)
        #expect(error(control("\"\(long)\": {\(good)}"))
                    == "bad.json: line 2, column 505: the name is 500 characters long (at most 32): \"\(String(repeating: "a", count: 40))...\"")
        #expect(error(control("\"move\": {\(good.replacingOccurrences(of: "\"alpha\": 1", with: "\"alpha\": \"\(long)\""))}"))
                    == "bad.json: line 2, column 70: \"alpha\" is \"\(String(repeating: "a", count: 40))...\", not a number from 0 to 1")
    }

    @Test func hostileFilesAreRefusedQuickly() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(error(deep) == "bad.json: line 1, column 33: nested more than 32 deep")
        let huge = [UInt8](repeating: 32, count: LayoutFile.maxBytes + 1)
        #expect(throws: LayoutError("big.json: too large for a layout (1048577 bytes, at most 1048576)")) {
            try LayoutFile.layout(from: huge, file: "big.json")
        }
        #expect(error("\"\\ud800\"") == "bad.json: line 1, column 8: a lone surrogate in \\u")
    }
}
