import CSDL2
import JoyStickLayout
import Testing
@testable import JoyStickRun

/// A profile file (a layout with "bindings") read and checked by ``RunProfile/load(path:)``, its names read
/// by SDL.
@Suite("Profile files")
struct RunProfileFileTests {
    /// Lines 1 to 13 of every profile here: a layout of five controls. `"bindings": {` follows on line 14, its
    /// `{` at column 15, and each binding line after it is at line 15, 16, ...
    static let layoutLines = [
        "{",
        "  \"format\": \"joystick-sdl-layout\",",
        "  \"version\": 1,",
        "  \"landscape\": {",
        "    \"shorterSide\": 360,",
        "    \"controls\": {",
        "      \"move\": {\"x\": [\"start\", 95], \"y\": [\"end\", 95], \"size\": 150, \"alpha\": 1, \"hidden\": false},",
        "      \"look\": {\"x\": [\"end\", 95], \"y\": [\"end\", 95], \"size\": 150, \"alpha\": 1, \"hidden\": false},",
        "      \"jump\": {\"x\": [\"end\", 55], \"y\": [\"end\", 55], \"size\": 72, \"alpha\": 1, \"hidden\": false},",
        "      \"fire\": {\"x\": [\"end\", 140], \"y\": [\"end\", 55], \"size\": 72, \"alpha\": 1, \"hidden\": false},",
        "      \"run\": {\"x\": [\"center\", 95], \"y\": [\"end\", 55], \"size\": 72, \"alpha\": 0.5, \"hidden\": false}",
        "    }",
        "  },",
    ]

    /// The good bindings, one a line (lines 14 to 18).
    static let goodBindings = [
        "\"move\": {\"keys\": [\"W\", \"A\", \"S\", \"D\"]}",
        "\"jump\": {\"key\": \"Space\", \"label\": \"JUMP\"}",
        "\"look\": {\"pad\": \"rightstick\"}",
        "\"fire\": {\"pad\": \"a\"}",
        "\"run\": {\"key\": \"left shift\"}",
    ]

    /// A profile's text with these binding lines, each indented by four spaces (so its key is at column 5).
    static func profile(_ bindings: [String]) -> String {
        var lines = layoutLines + ["  \"bindings\": {"]
        for (index, binding) in bindings.enumerated() {
            lines.append("    " + binding + (index + 1 < bindings.count ? "," : ""))
        }
        lines += ["  }", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The good bindings with one line replaced (`index` 0 is line 15).
    static func profile(replacing index: Int, with line: String) -> String {
        var bindings = goodBindings
        bindings[index] = line
        return profile(bindings)
    }

    /// Loads a profile's text from a fresh file; the path and the result or the refusal's words.
    static func load(_ text: String) throws -> (path: String, profile: RunProfile?, refusal: String?) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(text, to: "game.json")
        do {
            return (path, try RunProfile.load(path: path), nil)
        } catch {
            return (path, nil, error.description)
        }
    }

    // MARK: A good profile

    @Test func aGoodProfileResolvesEveryNameToSDLsNumbers() throws {
        let (path, profile, refusal) = try Self.load(Self.profile(Self.goodBindings))
        #expect(refusal == nil)
        // In the order of the bindings; a stick has no label, a button's is given or its name in capitals.
        #expect(profile?.controls == [
            RunProfile.Control(name: "move", isStick: true,
                               binding: .keys([SDL_SCANCODE_W, SDL_SCANCODE_A, SDL_SCANCODE_S, SDL_SCANCODE_D]), label: ""),
            RunProfile.Control(name: "jump", isStick: false, binding: .keys([SDL_SCANCODE_SPACE]), label: "JUMP"),
            RunProfile.Control(name: "look", isStick: true, binding: .padStick(1), label: ""),
            RunProfile.Control(name: "fire", isStick: false, binding: .padButton(0), label: "A"),
            RunProfile.Control(name: "run", isStick: false, binding: .keys([SDL_SCANCODE_LSHIFT]), label: "LEFT SHIFT"),
        ])
        // The file is the layout: joystick-run makes none.
        #expect(profile?.layoutFile == path)
        #expect(profile?.layoutText == nil)
    }

    @Test func sdlsNumbersForTheNamesUsed() {
        // The numbers the spec hands the overlay: SDL 2's scancodes and game controller buttons.
        #expect(SDL_SCANCODE_W.rawValue == 26 && SDL_SCANCODE_A.rawValue == 4 && SDL_SCANCODE_S.rawValue == 22
                    && SDL_SCANCODE_D.rawValue == 7)
        #expect(SDL_SCANCODE_SPACE.rawValue == 44 && SDL_SCANCODE_LSHIFT.rawValue == 225)
        #expect(RunProfile.scancode(named: "Space") == SDL_SCANCODE_SPACE)
        #expect(RunProfile.scancode(named: "space") == SDL_SCANCODE_SPACE)
        #expect(RunProfile.scancode(named: "Left Shift") == SDL_SCANCODE_LSHIFT)
        #expect(RunProfile.scancode(named: "Up") == SDL_SCANCODE_UP)
        #expect(RunProfile.scancode(named: "Spacebar") == nil)
        #expect(RunProfile.scancode(named: "") == nil)
        #expect(RunProfile.padButton(named: "a") == 0)
        #expect(RunProfile.padButton(named: "start") == 6)
        #expect(RunProfile.padButton(named: "dpup") == 11)
        // A stick's press is not a button here: the names are the sticks'.
        #expect(RunProfile.padButton(named: "leftstick") == nil)
        #expect(RunProfile.padButton(named: "rightstick") == nil)
        #expect(RunProfile.padButton(named: "z") == nil)
    }

    @Test func aPadStickOnTheLeft() throws {
        let (_, profile, refusal) = try Self.load(Self.profile(replacing: 0, with: "\"move\": {\"pad\": \"leftstick\"}"))
        #expect(refusal == nil)
        #expect(profile?.controls.first == RunProfile.Control(name: "move", isStick: true, binding: .padStick(0), label: ""))
    }

    @Test func aPadButtonWithALabel() throws {
        let (_, profile, refusal) = try Self.load(Self.profile(replacing: 3, with: "\"fire\": {\"pad\": \"start\", \"label\": \"Go!\"}"))
        #expect(refusal == nil)
        #expect(profile?.controls[3] == RunProfile.Control(name: "fire", isStick: false, binding: .padButton(6), label: "Go!"))
    }

    // MARK: Names SDL does not know

    @Test func anUnknownKeyIsRefusedWhereItIsWritten() throws {
        // Line 16: `    "jump": {"key": "Spacebar"}`, the name at column 21.
        let (path, _, refusal) = try Self.load(Self.profile(replacing: 1, with: "\"jump\": {\"key\": \"Spacebar\"}"))
        #expect(refusal == "\(path): line 16, column 21: \"Spacebar\" is not a key SDL knows (its names: Up, Space, "
                    + "Return, A, 1, Left Shift, Escape, F1, ...)")
    }

    @Test func anUnknownKeyOfAStickIsRefusedWhereItIsWritten() throws {
        // Line 15: `    "move": {"keys": ["W", "A", "S", "Dee"]}`, the fourth name at column 38.
        let (path, _, refusal) = try Self.load(Self.profile(replacing: 0, with: "\"move\": {\"keys\": [\"W\", \"A\", \"S\", \"Dee\"]}"))
        #expect(refusal == "\(path): line 15, column 38: \"Dee\" is not a key SDL knows (its names: Up, Space, "
                    + "Return, A, 1, Left Shift, Escape, F1, ...)")
    }

    @Test func anUnknownPadNameIsRefused() throws {
        // Line 18: `    "fire": {"pad": "z"}`, the name at column 21.
        let (path, _, refusal) = try Self.load(Self.profile(replacing: 3, with: "\"fire\": {\"pad\": \"z\"}"))
        #expect(refusal == "\(path): line 18, column 21: \"z\" is not a game controller stick (leftstick, rightstick) "
                    + "or button as SDL names them (a, b, x, y, back, guide, start, leftshoulder, rightshoulder, dpup, ...)")
    }

    // MARK: Bindings and the layout

    @Test func aBindingForAControlTheLayoutLacks() throws {
        // Line 20: `    "kick": {"key": "K"}`, its key at column 5.
        let (path, _, refusal) = try Self.load(Self.profile(Self.goodBindings + ["\"kick\": {\"key\": \"K\"}"]))
        #expect(refusal == "\(path): line 20, column 5: \"kick\" is bound, but the layout places no control of that name")
    }

    @Test func aPlacedControlWithoutABinding() throws {
        // Pointed at the "bindings" object: line 14, column 15.
        let (path, _, refusal) = try Self.load(Self.profile(Array(Self.goodBindings.dropLast())))
        #expect(refusal == "\(path): line 14, column 15: \"bindings\" says nothing of the control \"run\", which the "
                    + "layout places")
    }

    /// A misspelt word anywhere in a profile is refused where it is written, as in its bindings: it would
    /// otherwise be left out without a word ("hiden" leaves the control shown).
    @Test func anUnknownWordOfTheLayoutIsRefusedWhereItIsWritten() throws {
        var lines = Self.profile(Self.goodBindings).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Line 7, the placement of "move": "hiden" at column 79.
        lines[6] = lines[6].replacing("\"hidden\"", with: "\"hiden\"")
        var (path, _, refusal) = try Self.load(lines.joined(separator: "\n"))
        #expect(refusal == "\(path): line 7, column 79: a placement has no \"hiden\" (it has \"x\", \"y\", \"size\", \"alpha\" "
                    + "and \"hidden\")")
        lines = Self.profile(Self.goodBindings).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[1] = "  \"fromat\": \"x\", \"format\": \"joystick-sdl-layout\","
        (path, _, refusal) = try Self.load(lines.joined(separator: "\n"))
        #expect(refusal == "\(path): line 2, column 3: a profile has no \"fromat\" (it has \"format\", \"version\", "
                    + "\"landscape\", \"portrait\" and \"bindings\")")
        lines = Self.profile(Self.goodBindings).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[4] = "    \"shorterSide\": 360, \"shorter\": 1,"
        (path, _, refusal) = try Self.load(lines.joined(separator: "\n"))
        #expect(refusal == "\(path): line 5, column 25: an orientation has no \"shorter\" (it has \"shorterSide\" and "
                    + "\"controls\")")
    }

    @Test func aBindingWithTwoTargets() throws {
        // Line 16: `    "jump": {"key": "Space", "pad": "a"}`, the second target's key at column 30.
        let (path, _, refusal) = try Self.load(Self.profile(replacing: 1, with: "\"jump\": {\"key\": \"Space\", \"pad\": \"a\"}"))
        #expect(refusal == "\(path): line 16, column 30: a binding has one of \"keys\", \"key\" and \"pad\", not two")
    }

    @Test func keysThatAreNotFourStrings() throws {
        let message = "\"keys\" is not four key names: up, left, down and right"
        // Each list at line 15, column 22.
        for keys in ["[\"W\", \"A\", \"S\"]", "[\"W\", \"A\", \"S\", \"D\", \"E\"]", "[\"W\", \"A\", \"S\", 4]",
                     "[\"W\", \"A\", \"S\", \"\"]", "\"W\"", "[]"] {
            let (path, _, refusal) = try Self.load(Self.profile(replacing: 0, with: "\"move\": {\"keys\": \(keys)}"))
            #expect(refusal == "\(path): line 15, column 22: \(message)", "\(keys)")
        }
    }

    @Test func aBadLabel() throws {
        let message = "\"label\" is not 1 to 16 printable ASCII characters"
        // Line 16: `    "jump": {"key": "Space", "label": ...}`, the label at column 39.
        for label in ["\"\"", "\"SEVENTEEN LETTERS\"", "\"Sauté\"", "\"a\\tb\"", "7"] {
            let (path, _, refusal) = try Self.load(Self.profile(replacing: 1, with: "\"jump\": {\"key\": \"Space\", \"label\": \(label)}"))
            #expect(refusal == "\(path): line 16, column 39: \(message)", "\(label)")
        }
        let (_, profile, refusal) = try Self.load(Self.profile(replacing: 1, with: "\"jump\": {\"key\": \"Space\", \"label\": \"SIXTEEN  LETTERS\"}"))
        #expect(refusal == nil)
        #expect(profile?.controls[1].label == "SIXTEEN  LETTERS")
    }

    @Test func aStickHasNoLabel() throws {
        // The binding's object at line 17, column 13.
        let (path, _, refusal) = try Self.load(Self.profile(replacing: 2, with: "\"look\": {\"pad\": \"rightstick\", \"label\": \"LOOK\"}"))
        #expect(refusal == "\(path): line 17, column 13: \"look\" is a stick: it has no label")
    }

    @Test func noBindings() throws {
        var lines = Self.layoutLines
        lines[lines.count - 1] = "  }"
        let (path, _, refusal) = try Self.load((lines + ["}"]).joined(separator: "\n") + "\n")
        #expect(refusal == "\(path): a profile says what its controls send in a \"bindings\" object, and this file has "
                    + "none (a layout file alone places controls but binds nothing)")
    }

    @Test func aMissingFileAndAFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = folder.file("none.json")
        do {
            _ = try RunProfile.load(path: missing)
            Issue.record("a missing profile was read")
        } catch {
            #expect(error.description == "\(missing): there is no such file")
        }
        let inner = try folder.folder("profile.json")
        do {
            _ = try RunProfile.load(path: inner)
            Issue.record("a folder was read as a profile")
        } catch {
            #expect(error.description == "\(inner): it is a folder, not a file")
        }
    }

    @Test func aLayoutErrorIsSaidAsTheLayoutSaysIt() throws {
        // Line 5: `    "shorterSide": 8,`, the number at column 20.
        var lines = Self.layoutLines
        lines[4] = "    \"shorterSide\": 8,"
        let text = (lines + ["  \"bindings\": {}", "}"]).joined(separator: "\n") + "\n"
        let (path, _, refusal) = try Self.load(text)
        #expect(refusal?.hasPrefix("\(path): line 5, column 20: \"shorterSide\" is 8, not ") == true)
        // Word for word what the layout reader says of the same bytes.
        do {
            _ = try LayoutFile.layout(from: Array(text.utf8), file: path)
            Issue.record("the layout read")
        } catch {
            #expect(refusal == error.description)
        }
    }
}
