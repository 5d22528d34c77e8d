import CSDL2
import JoyStickEngine
import JoyStickLayout
import TextFiles

/// The controls a run gives the game: each with what it sends in SDL's numbers, and the layout that places
/// them (the profile's file, or one made for quick controls).
struct RunProfile: Equatable {
    /// What a control sends.
    enum Binding: Equatable {
        /// A stick's four scancodes (up, left, down, right) or a button's one.
        case keys([SDL_Scancode])
        /// The virtual pad's stick: 0 left, 1 right (`js_gamepad_stick`).
        case padStick(Int)
        /// The virtual pad's button (`SDL_GameControllerButton`).
        case padButton(Int)
    }

    struct Control: Equatable {
        var name: String
        var isStick: Bool
        var binding: Binding
        /// A button's words.
        var label: String
        /// Its tint, `0xRRGGBB` (a stick's base and handle, a button's pictures), if the profile gives one.
        var tint: UInt32? = nil
        /// Whether a stick floats in its corner of the screen.
        var floating = false
        /// Extra reach for a finger landing wide while another plays, a share of its size.
        var reach = 0.0
    }

    var controls: [Control]
    /// The layout's file, when the profile is one.
    var layoutFile: String?
    /// The layout's text, when joystick-run made it.
    var layoutText: String?

    // MARK: A profile file

    /// Reads and checks a profile file: its layout, and every binding's names as SDL reads them.
    /// - Throws: ``UsageError`` naming the file, the line and the reason
    static func load(path: String) throws(UsageError) -> RunProfile {
        let bytes: [UInt8]
        switch BoundedFile.read(path, limit: LayoutFile.maxBytes) {
        case .success(let read): bytes = read
        case .failure(let failure): throw UsageError("\(path): \(RunFiles.describe(failure))")
        }
        let read: (layout: ControlLayout, bindings: [ProfileBinding])
        do {
            read = try ProfileFile.profile(from: bytes, file: path)
        } catch {
            throw UsageError(error.description)
        }
        var controls: [Control] = []
        for binding in read.bindings {
            var control = try control(binding, file: path)
            control.tint = binding.tint
            control.floating = binding.floating
            control.reach = binding.reach
            controls.append(control)
        }
        return RunProfile(controls: controls, layoutFile: path, layoutText: nil)
    }

    private static func control(_ binding: ProfileBinding, file: String) throws(UsageError) -> Control {
        func refuse(_ reason: String, key index: Int = -1) -> UsageError {
            let place = binding.place(ofKey: index)
            return UsageError(LayoutError(file: file, line: place.line, column: place.column, reason).description)
        }
        switch binding.target {
        case .keys(let names):
            var keys: [SDL_Scancode] = []
            for (index, name) in names.enumerated() {
                guard let key = scancode(named: name) else { throw refuse(unknownKey(name), key: index) }
                keys.append(key)
            }
            return Control(name: binding.control, isStick: true, binding: .keys(keys), label: "")
        case .key(let name):
            guard let key = scancode(named: name) else { throw refuse(unknownKey(name)) }
            return Control(name: binding.control, isStick: false, binding: .keys([key]),
                           label: binding.label ?? label(for: name))
        case .pad(let name):
            if let stick = ProfileBinding.padSticks.firstIndex(of: name.lowercased()) {
                return Control(name: binding.control, isStick: true, binding: .padStick(stick), label: "")
            }
            guard let button = padButton(named: name) else {
                throw refuse("\(quoted(name)) is not a game controller stick (leftstick, rightstick) or button as SDL "
                             + "names them (a, b, x, y, back, guide, start, leftshoulder, rightshoulder, dpup, ...)")
            }
            return Control(name: binding.control, isStick: false, binding: .padButton(button),
                           label: binding.label ?? label(for: name))
        }
    }

    // MARK: Quick controls

    /// The controls a player gets with no profile and no quick flags: a stick on the arrow keys, which nearly
    /// every keyboard game moves with (and walks its menus with), and two buttons: Space, the action key of most
    /// keyboard games (jump, fire, talk, "press Space"), and Return, which confirms in menus and starts a game
    /// from its title screen, so a player on a touch screen alone gets past the menus and plays.
    static let defaultControls: [RunOptions.QuickControl] = [.stick("arrows"), .button("Space"), .button("Return")]

    /// The most buttons quick flags place: three rows of three, or two above a second stick.
    static let maxQuickButtons = 9
    static let maxQuickButtonsWithTwoSticks = 6

    /// Controls from `--stick` and `--button` (or the default), placed for thumbs: the first stick low on the
    /// left, a second low on the right, buttons in rows of three from the bottom right corner (above the second
    /// stick when there is one). Names follow the flags (`stick-wasd`, `button-space`), so the player's
    /// arrangement stays with the same flags next time.
    /// - Throws: ``UsageError`` for a flag SDL cannot read
    static func quick(_ flags: [RunOptions.QuickControl]) throws(UsageError) -> RunProfile {
        var controls: [Control] = []
        var used: Set<String> = []
        func unique(_ base: String) -> String {
            var name = String(base.prefix(ControlName.maxLength))
            var number = 2
            while used.contains(name) {
                let suffix = "-\(number)"
                name = String(base.prefix(ControlName.maxLength - suffix.count)) + suffix
                number += 1
            }
            used.insert(name)
            return name
        }
        for flag in flags {
            switch flag {
            case .stick(let value):
                let binding: Binding
                switch value.lowercased() {
                case "arrows": binding = .keys([SDL_SCANCODE_UP, SDL_SCANCODE_LEFT, SDL_SCANCODE_DOWN, SDL_SCANCODE_RIGHT])
                case "wasd": binding = .keys([SDL_SCANCODE_W, SDL_SCANCODE_A, SDL_SCANCODE_S, SDL_SCANCODE_D])
                case "leftstick": binding = .padStick(0)
                case "rightstick": binding = .padStick(1)
                default:
                    let names = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                    guard names.count == 4 else {
                        throw UsageError("--stick is arrows, wasd, leftstick, rightstick or four key names "
                                         + "up,left,down,right: not \(quoted(value))")
                    }
                    var keys: [SDL_Scancode] = []
                    for name in names {
                        guard let key = scancode(named: name) else { throw UsageError("--stick \(value): \(unknownKey(name))") }
                        keys.append(key)
                    }
                    binding = .keys(keys)
                }
                controls.append(Control(name: unique("stick-" + nameWord(value)), isStick: true, binding: binding, label: ""))
            case .button(let value):
                if value.hasPrefix("pad:") {
                    let name = String(value.dropFirst(4))
                    guard let button = padButton(named: name) else {
                        throw UsageError("--button \(value): \(quoted(name)) is not a game controller button as SDL "
                                         + "names them (a, b, x, y, back, start, leftshoulder, dpup, ...)")
                    }
                    controls.append(Control(name: unique("button-pad-" + nameWord(name)), isStick: false,
                                            binding: .padButton(button), label: label(for: name)))
                } else {
                    guard let key = scancode(named: value) else { throw UsageError("--button \(value): \(unknownKey(value))") }
                    controls.append(Control(name: unique("button-" + nameWord(value)), isStick: false,
                                            binding: .keys([key]), label: label(for: value)))
                }
            }
        }
        let sticks = controls.filter(\.isStick).count, buttons = controls.count - sticks
        guard sticks <= 2 else { throw UsageError("at most two --stick flags: a profile places more") }
        guard buttons <= maxQuickButtons else {
            throw UsageError("at most \(maxQuickButtons) --button flags: a profile places more")
        }
        guard sticks < 2 || buttons <= maxQuickButtonsWithTwoSticks else {
            throw UsageError("at most \(maxQuickButtonsWithTwoSticks) --button flags with two sticks (the second stick "
                             + "takes the buttons' corner): a profile places more")
        }
        return RunProfile(controls: controls, layoutFile: nil,
                          layoutText: LayoutFile.text(of: quickLayout(controls)))
    }

    /// Where quick controls go on a 640x360 screen, anchored so that any window places them alike.
    static func quickLayout(_ controls: [Control]) -> ControlLayout {
        let screen = Size(width: 640, height: 360)
        var placements: [(name: String, placement: ControlPlacement)] = []
        var stick = 0, button = 0
        let twoSticks = controls.filter(\.isStick).count == 2
        for control in controls {
            if control.isStick {
                let x = stick == 0 ? 95.0 : screen.width - 95
                placements.append((control.name, ControlPlacement(center: Point(x: x, y: screen.height - 95), size: 150)))
                stick += 1
            } else {
                let column = Double(button % 3), row = Double(button / 3)
                let bottom = twoSticks ? screen.height - 215 : screen.height - 55
                placements.append((control.name, ControlPlacement(center: Point(x: screen.width - 55 - column * 85,
                                                                                 y: bottom - row * 85), size: 72)))
                button += 1
            }
        }
        return ControlLayout(landscape: ControlLayout.Arrangement(placements, on: screen))
    }

    // MARK: SDL's names

    /// The scancode of a key SDL names ("Up", "Space", "A", "Left Shift", ...: SDL_GetKeyName's names, which are
    /// its scancodes' for every key a control can press). By scancode: SDL_GetKeyFromName's keycodes map to
    /// scancodes only through a keyboard layout, which SDL has only once its video has started.
    static func scancode(named name: String) -> SDL_Scancode? {
        let scancode = SDL_GetScancodeFromName(name)
        return scancode == SDL_SCANCODE_UNKNOWN ? nil : scancode
    }

    /// A game controller button SDL names ("a", "start", ...), not a stick's press (those name sticks here).
    static func padButton(named name: String) -> Int? {
        guard !ProfileBinding.padSticks.contains(name.lowercased()) else { return nil }
        let button = SDL_GameControllerGetButtonFromString(name)
        return button == SDL_CONTROLLER_BUTTON_INVALID ? nil : Int(button.rawValue)
    }

    private static func unknownKey(_ name: String) -> String {
        "\(quoted(name)) is not a key SDL knows (its names: Up, Space, Return, A, 1, Left Shift, Escape, F1, ...)"
    }

    /// A button's words for a key or pad button name: upper case, at most ProfileFile.maxLabelLength.
    private static func label(for name: String) -> String {
        String(name.uppercased().unicodeScalars.filter { (0x20...0x7E).contains($0.value) }.prefix(ProfileFile.maxLabelLength)
            .map(Character.init))
    }

    /// A flag's value as part of a control name: lower case letters, digits and dashes.
    private static func nameWord(_ value: String) -> String {
        var word = ""
        for scalar in value.lowercased().unicodeScalars {
            let ascii = scalar.isASCII && (("a"..."z").contains(scalar) || ("0"..."9").contains(scalar))
            if ascii { word.unicodeScalars.append(scalar) } else if !word.hasSuffix("-") { word += "-" }
        }
        return word.isEmpty ? "key" : word
    }

    private static func quoted(_ text: String) -> String {
        let start = text.prefix(41)
        return start.count > 40 ? "\"\(start.prefix(40))...\"" : "\"\(text)\""
    }
}
