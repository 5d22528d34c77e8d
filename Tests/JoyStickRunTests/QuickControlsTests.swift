import CSDL2
import JoyStickEngine
import JoyStickLayout
import Testing
@testable import JoyStickRun

/// Controls from `--stick` and `--button` (or the default ones) with the layout joystick-run makes for them.
@Suite("Quick controls")
struct QuickControlsTests {
    static let screen = Size(width: 640, height: 360)

    /// The quick profile of some flags, or nil (and a recorded issue) when they are refused.
    static func quick(_ flags: [RunOptions.QuickControl]) -> RunProfile? {
        do {
            return try RunProfile.quick(flags)
        } catch {
            Issue.record("\(flags) refused: \(error.description)")
            return nil
        }
    }

    static func refusal(_ flags: [RunOptions.QuickControl]) -> String? {
        do {
            _ = try RunProfile.quick(flags)
            return nil
        } catch {
            return error.description
        }
    }

    static func anchored(_ x: (AnchoredPlacement.Anchor, Double), _ y: (AnchoredPlacement.Anchor, Double),
                         size: Double) -> AnchoredPlacement {
        AnchoredPlacement(x: x, y: y, size: size, alpha: 1, isHidden: false)
    }

    /// The centre of a control of the quick layout on the 640x360 screen it was made on.
    static func center(_ name: String, in layout: ControlLayout) -> Point? {
        layout.landscape?.placement(of: name, on: screen)?.center
    }

    // MARK: The default controls

    @Test func theDefaultIsAStickOnTheArrowsSpaceAndReturn() {
        #expect(RunProfile.defaultControls == [.stick("arrows"), .button("Space"), .button("Return")])
        let profile = Self.quick(RunProfile.defaultControls)
        #expect(profile?.controls == [
            RunProfile.Control(name: "stick-arrows", isStick: true,
                               binding: .keys([SDL_SCANCODE_UP, SDL_SCANCODE_LEFT, SDL_SCANCODE_DOWN, SDL_SCANCODE_RIGHT]),
                               label: ""),
            RunProfile.Control(name: "button-space", isStick: false, binding: .keys([SDL_SCANCODE_SPACE]), label: "SPACE"),
            RunProfile.Control(name: "button-return", isStick: false, binding: .keys([SDL_SCANCODE_RETURN]), label: "RETURN"),
        ])
        #expect(profile?.layoutFile == nil)
    }

    @Test func theDefaultLayoutPutsTheStickLowLeftAndTheButtonsLowRight() throws {
        let profile = try #require(Self.quick(RunProfile.defaultControls))
        let layout = RunProfile.quickLayout(profile.controls)
        #expect(layout == ControlLayout(landscape: ControlLayout.Arrangement(shorterSide: 360, entries: [
            ControlLayout.Entry(name: "stick-arrows", placement: Self.anchored((.start, 95), (.end, 95), size: 150)),
            ControlLayout.Entry(name: "button-space", placement: Self.anchored((.end, 55), (.end, 55), size: 72)),
            ControlLayout.Entry(name: "button-return", placement: Self.anchored((.end, 140), (.end, 55), size: 72)),
        ])))
        #expect(Self.center("stick-arrows", in: layout) == Point(x: 95, y: 265))
        #expect(Self.center("button-space", in: layout) == Point(x: 585, y: 305))
        #expect(Self.center("button-return", in: layout) == Point(x: 500, y: 305))
    }

    @Test func theLayoutTextReadsBackAsTheLayout() throws {
        let profile = try #require(Self.quick(RunProfile.defaultControls))
        let text = try #require(profile.layoutText)
        let read = try LayoutFile.layout(from: Array(text.utf8), file: "quick.json")
        #expect(read == RunProfile.quickLayout(profile.controls))
        #expect(read.portrait == nil)
    }

    // MARK: Names, bindings and labels

    @Test func namesFollowTheFlags() {
        let profile = Self.quick([.stick("wasd"), .button("Left Shift"), .button("pad:a"), .button("pad:Start"),
                                  .stick("rightstick")])
        #expect(profile?.controls == [
            RunProfile.Control(name: "stick-wasd", isStick: true,
                               binding: .keys([SDL_SCANCODE_W, SDL_SCANCODE_A, SDL_SCANCODE_S, SDL_SCANCODE_D]), label: ""),
            RunProfile.Control(name: "button-left-shift", isStick: false, binding: .keys([SDL_SCANCODE_LSHIFT]),
                               label: "LEFT SHIFT"),
            RunProfile.Control(name: "button-pad-a", isStick: false, binding: .padButton(0), label: "A"),
            RunProfile.Control(name: "button-pad-start", isStick: false, binding: .padButton(6), label: "START"),
            RunProfile.Control(name: "stick-rightstick", isStick: true, binding: .padStick(1), label: ""),
        ])
    }

    @Test func aStickOfFourKeysAndThePadsLeftStick() {
        let profile = Self.quick([.stick("I,J,K,L"), .stick("LeftStick")])
        #expect(profile?.controls == [
            RunProfile.Control(name: "stick-i-j-k-l", isStick: true,
                               binding: .keys([SDL_SCANCODE_I, SDL_SCANCODE_J, SDL_SCANCODE_K, SDL_SCANCODE_L]), label: ""),
            RunProfile.Control(name: "stick-leftstick", isStick: true, binding: .padStick(0), label: ""),
        ])
    }

    @Test func namedStickSetsReadInAnyCase() {
        let profile = Self.quick([.stick("WASD"), .stick("Arrows")])
        #expect(profile?.controls.map(\.name) == ["stick-wasd", "stick-arrows"])
        #expect(profile?.controls.map(\.binding) == [
            .keys([SDL_SCANCODE_W, SDL_SCANCODE_A, SDL_SCANCODE_S, SDL_SCANCODE_D]),
            .keys([SDL_SCANCODE_UP, SDL_SCANCODE_LEFT, SDL_SCANCODE_DOWN, SDL_SCANCODE_RIGHT]),
        ])
    }

    @Test func aSecondControlOfTheSameNameGetsANumber() {
        let profile = Self.quick([.button("Space"), .button("space"), .button("SPACE"), .stick("wasd"), .stick("wasd")])
        #expect(profile?.controls.map(\.name) == ["button-space", "button-space-2", "button-space-3", "stick-wasd",
                                                  "stick-wasd-2"])
        // Each button's label is its flag's name in capitals.
        #expect(profile?.controls.map(\.label) == ["SPACE", "SPACE", "SPACE", "", ""])
    }

    @Test func longNamesAreCutToThirtyTwoCharactersAndStayDistinct() {
        let keypad = "Keypad 8,Keypad 4,Keypad 2,Keypad 6"
        let profile = Self.quick([.stick(keypad), .stick(keypad)])
        #expect(profile?.controls.map(\.name) == ["stick-keypad-8-keypad-4-keypad-2", "stick-keypad-8-keypad-4-keypad-3"])
        #expect(profile?.controls.allSatisfy { ControlName.problem(with: $0.name) == nil } == true)
        #expect(profile?.controls.first?.binding
                    == .keys([SDL_SCANCODE_KP_8, SDL_SCANCODE_KP_4, SDL_SCANCODE_KP_2, SDL_SCANCODE_KP_6]))
    }

    // MARK: Places

    @Test func oneStickAndNineButtonsFillThreeRowsOfThree() throws {
        let keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9"]
        let profile = try #require(Self.quick([.stick("arrows")] + keys.map { .button($0) }))
        #expect(profile.controls.map(\.name) == ["stick-arrows"] + keys.map { "button-\($0)" })
        let layout = RunProfile.quickLayout(profile.controls)
        let entries = try #require(layout.landscape?.entries)
        #expect(entries.map(\.placement) == [
            Self.anchored((.start, 95), (.end, 95), size: 150),
            Self.anchored((.end, 55), (.end, 55), size: 72),
            Self.anchored((.end, 140), (.end, 55), size: 72),
            Self.anchored((.center, 95), (.end, 55), size: 72),
            Self.anchored((.end, 55), (.center, 40), size: 72),
            Self.anchored((.end, 140), (.center, 40), size: 72),
            Self.anchored((.center, 95), (.center, 40), size: 72),
            Self.anchored((.end, 55), (.center, -45), size: 72),
            Self.anchored((.end, 140), (.center, -45), size: 72),
            Self.anchored((.center, 95), (.center, -45), size: 72),
        ])
        #expect(keys.map { Self.center("button-\($0)", in: layout) } == [
            Point(x: 585, y: 305), Point(x: 500, y: 305), Point(x: 415, y: 305),
            Point(x: 585, y: 220), Point(x: 500, y: 220), Point(x: 415, y: 220),
            Point(x: 585, y: 135), Point(x: 500, y: 135), Point(x: 415, y: 135),
        ])
        let text = try #require(profile.layoutText)
        #expect(try LayoutFile.layout(from: Array(text.utf8), file: "quick.json") == layout)
    }

    @Test func aSecondStickGoesLowRightAndTheButtonsAboveIt() throws {
        let keys = ["1", "2", "3", "4"]
        let profile = try #require(Self.quick([.stick("wasd"), .button("1"), .stick("arrows")]
                                              + keys.dropFirst().map { .button($0) }))
        let layout = RunProfile.quickLayout(profile.controls)
        #expect(layout.landscape?.entries.map(\.name) == ["stick-wasd", "button-1", "stick-arrows", "button-2",
                                                          "button-3", "button-4"])
        #expect(layout.landscape?.entries.map(\.placement) == [
            Self.anchored((.start, 95), (.end, 95), size: 150),
            Self.anchored((.end, 55), (.center, -35), size: 72),
            Self.anchored((.end, 95), (.end, 95), size: 150),
            Self.anchored((.end, 140), (.center, -35), size: 72),
            Self.anchored((.center, 95), (.center, -35), size: 72),
            Self.anchored((.end, 55), (.start, 60), size: 72),
        ])
        #expect(Self.center("stick-wasd", in: layout) == Point(x: 95, y: 265))
        #expect(Self.center("stick-arrows", in: layout) == Point(x: 545, y: 265))
        #expect(Self.center("button-1", in: layout) == Point(x: 585, y: 145))
        #expect(Self.center("button-4", in: layout) == Point(x: 585, y: 60))
    }

    // With two sticks the buttons start above the second one, at y 145, and rise 85 a row: two rows fit on the
    // 640x360 screen the layout is made on (a third would be centred at y -25).
    @Test func twoSticksAndSixButtonsAllFitOnTheScreen() throws {
        let keys = ["1", "2", "3", "4", "5", "6"]
        let profile = try #require(Self.quick([.stick("wasd"), .stick("arrows")] + keys.map { .button($0) }))
        let layout = RunProfile.quickLayout(profile.controls)
        for control in profile.controls {
            let placement = try #require(layout.landscape?.placement(of: control.name, on: Self.screen))
            let half = placement.size / 2
            #expect(placement.center.y - half >= 0, "\(control.name) at y \(placement.center.y)")
            #expect(placement.center.y + half <= 360, "\(control.name) at y \(placement.center.y)")
            #expect(placement.center.x - half >= 0 && placement.center.x + half <= 640, "\(control.name)")
        }
    }

    @Test func oneStickAndNineButtonsAllFitOnTheScreen() throws {
        let keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9"]
        let profile = try #require(Self.quick([.stick("wasd")] + keys.map { .button($0) }))
        let layout = RunProfile.quickLayout(profile.controls)
        for control in profile.controls {
            let placement = try #require(layout.landscape?.placement(of: control.name, on: Self.screen))
            let half = placement.size / 2
            #expect(placement.center.y - half >= 0 && placement.center.y + half <= 360, "\(control.name)")
            #expect(placement.center.x - half >= 0 && placement.center.x + half <= 640, "\(control.name)")
        }
    }

    // MARK: Limits and refusals

    @Test func atMostTwoSticksAndNineButtonsOrSixWithTwoSticks() {
        #expect(Self.refusal([.stick("wasd"), .stick("arrows"), .stick("leftstick")])
                    == "at most two --stick flags: a profile places more")
        let ten = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]
        #expect(Self.refusal(ten.map { .button($0) }) == "at most 9 --button flags: a profile places more")
        #expect(RunProfile.maxQuickButtons == 9)
        #expect(Self.refusal([.stick("wasd"), .stick("arrows")] + ten.prefix(6).map { .button($0) }) == nil)
        #expect(Self.refusal([.stick("wasd"), .stick("arrows")] + ten.prefix(7).map { .button($0) })
                    == "at most 6 --button flags with two sticks (the second stick takes the buttons' corner): a profile "
                    + "places more")
    }

    @Test func aStickThatIsNotFourKeys() {
        let message = "--stick is arrows, wasd, leftstick, rightstick or four key names up,left,down,right: not "
        #expect(Self.refusal([.stick("I,J,K")]) == message + "\"I,J,K\"")
        #expect(Self.refusal([.stick("I,J,K,L,M")]) == message + "\"I,J,K,L,M\"")
        #expect(Self.refusal([.stick("ijkl")]) == message + "\"ijkl\"")
        #expect(Self.refusal([.stick("")]) == message + "\"\"")
    }

    @Test func aStickKeySDLDoesNotKnow() {
        let known = "is not a key SDL knows (its names: Up, Space, Return, A, 1, Left Shift, Escape, F1, ...)"
        #expect(Self.refusal([.stick("I,J,K,Nope")]) == "--stick I,J,K,Nope: \"Nope\" \(known)")
        #expect(Self.refusal([.stick("I,,K,L")]) == "--stick I,,K,L: \"\" \(known)")
    }

    @Test func aButtonSDLDoesNotKnow() {
        #expect(Self.refusal([.button("Nope")])
                    == "--button Nope: \"Nope\" is not a key SDL knows (its names: Up, Space, Return, A, 1, Left Shift, "
                    + "Escape, F1, ...)")
        let pad = "is not a game controller button as SDL names them (a, b, x, y, back, start, leftshoulder, dpup, ...)"
        #expect(Self.refusal([.button("pad:z")]) == "--button pad:z: \"z\" \(pad)")
        #expect(Self.refusal([.button("pad:")]) == "--button pad:: \"\" \(pad)")
        // A stick's press is not a quick button.
        #expect(Self.refusal([.button("pad:leftstick")]) == "--button pad:leftstick: \"leftstick\" \(pad)")
        // SDL reads pad names in any case.
        #expect(Self.quick([.button("pad:Start")])?.controls.first?.binding == .padButton(6))
    }

    // SDL reads names in any case: "LeftStick" names the left stick, never a button pressing it (a profile's
    // {"pad": "LeftStick"} binds the stick, as {"pad": "leftstick"} and `--stick LeftStick` do).
    @Test func aStickPressIsNoButtonInAnyCase() {
        #expect(RunProfile.padButton(named: "LeftStick") == nil)
        #expect(Self.refusal([.button("pad:LeftStick")])
                    == "--button pad:LeftStick: \"LeftStick\" is not a game controller button as SDL names them (a, b, "
                    + "x, y, back, start, leftshoulder, dpup, ...)")
    }
}
