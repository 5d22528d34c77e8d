import CSDL2
import Testing
import JoyStickReplay
@testable import JoyStickSDL
@testable import JoyStickControls

/// Keys whose SDL name has a space (`Left Ctrl`, `Keypad 5`) are written and read quoted.
@Suite("Quoted key names")
struct QuotedKeyNameTests {
    @Test func aQuotedNameReadsAsOneKey() throws {
        let script = try InputScript.parse("40 key-down \"Left Ctrl\"\n41 key-up\t\"Keypad 5\"\n42 key-down \"F5\"\n",
                                           file: "s.txt")
        #expect(script.events.map(\.event) == [.keyDown(SDL_SCANCODE_LCTRL, isRepeat: false),
                                               .keyUp(SDL_SCANCODE_KP_5), .keyDown(SDL_SCANCODE_F5, isRepeat: false)])
    }

    @Test func keysWithSpacesAreWrittenQuoted() {
        #expect(Scripted.text(.keyDown(SDL_SCANCODE_LCTRL, isRepeat: false)) == "key-down \"Left Ctrl\"")
        #expect(Scripted.text(.keyUp(SDL_SCANCODE_KP_ENTER)) == "key-up \"Keypad Enter\"")
        #expect(Scripted.text(.keyDown(SDL_SCANCODE_F12, isRepeat: false)) == "key-down F12")
        #expect(ScriptEvent.keyToken(Scancode(SDL_SCANCODE_RALT)) == "\"Right Alt\"")
        #expect(ScriptEvent.keyToken(Scancode(SDL_SCANCODE_UNKNOWN)) == nil)
    }

    /// Every key SDL names is written so that it reads back as the same key.
    @Test func everyNamedKeyReadsBack() throws {
        var named = 0
        for code in 1..<Int(SDL_NUM_SCANCODES.rawValue) {
            let key = SDL_Scancode(UInt32(code))
            guard let token = ScriptEvent.keyToken(Scancode(key)) else { continue }
            named += 1
            let script = try InputScript.parse("0 key-down \(token)\n", file: "s.txt")
            // Some scancodes share a name with an earlier one (SDL reads the name as the first).
            let read = script.events.first?.event
            #expect(read == .keyDown(SDL_GetScancodeFromName(SDL_GetScancodeName(key)), isRepeat: false), "\(token)")
        }
        #expect(named == 227)
    }

    @Test func anUnquotedNameWithASpaceSaysToQuoteIt() {
        Self.expect("1 key-down Left Shift\n", .wrongArgumentCount, column: 17,
                    "s.txt:1:17: 'key-down' takes 1 argument (key), got 2: quote a key name with spaces: \"Left Shift\"")
        Self.expect("1 key-up Keypad Enter\n", .wrongArgumentCount, column: 17,
                    "s.txt:1:17: 'key-up' takes 1 argument (key), got 2: quote a key name with spaces: \"Keypad Enter\"")
        Self.expect("1 key-up Space Bar\n", .wrongArgumentCount, column: 16,
                    "s.txt:1:16: 'key-up' takes 1 argument (key), got 2: quote a key name with spaces, e.g. \"Left Ctrl\"")
    }

    @Test func badQuotes() {
        Self.expect("1 key-down \"Left Ctrl\n", .malformedLine, column: 12,
                    "s.txt:1:12: unclosed quote: a quoted name ends with '\"' on its line")
        Self.expect("1 key-down \"Left Ctrl\"x\n", .malformedLine, column: 23,
                    "s.txt:1:23: a quoted name is followed by a space or the end of the line")
        Self.expect("1 key-down \"Left Ctr\"\n", .unknownKeyName, column: 12,
                    "s.txt:1:12: unknown key name 'Left Ctr' (use SDL's names, e.g. Space, Left, Return, \"Left Ctrl\")")
        Self.expect("1 touch-down 1 \"2\" 3\n", .badNumber, column: 16,
                    "s.txt:1:16: bad x coordinate '\\\"2\\\"' (expected a finite decimal number)")
    }

    @Test func renderedScriptsReadBack() throws {
        let script = InputScript(events: [
            ScriptEvent(frame: 3, event: .keyDown(SDL_SCANCODE_LSHIFT, isRepeat: false)),
            ScriptEvent(frame: 4, event: .keyUp(SDL_SCANCODE_LSHIFT)),
        ])
        #expect(script.render() == "3 key-down \"Left Shift\"\n4 key-up \"Left Shift\"\n")
        #expect(try InputScript.parse(script.render(), file: "r.txt") == script)
    }

    private static func expect(_ text: String, _ kind: InputScriptError.Kind, column: Int, _ description: String,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        let error = InputScriptErrorTests.error(text, gameKeys: [])
        #expect(error?.kind == kind, sourceLocation: sourceLocation)
        #expect(error?.line == 1, sourceLocation: sourceLocation)
        #expect(error?.column == column, sourceLocation: sourceLocation)
        #expect(error?.description == description, sourceLocation: sourceLocation)
    }
}
