/// The layout file: JSON, one arrangement per orientation present, one entry per named control.
///
/// ```json
/// {
///   "format": "joystick-sdl-layout",
///   "version": 1,
///   "landscape": {
///     "shorterSide": 360,
///     "controls": {
///       "move": {"x": ["start", 90], "y": ["end", 90], "size": 120, "alpha": 1, "hidden": false},
///       "fire": {"x": ["end", 80], "y": ["end", 60], "size": 72, "alpha": 0.8, "hidden": false, "tint": "#FF8800"},
///       "look": {"x": ["end", 90], "y": ["end", 150], "size": 120, "alpha": 1, "hidden": false, "floating": true}
///     }
///   }
/// }
/// ```
///
/// Offsets and sizes are logical pixels of a screen whose shorter side is `shorterSide`, kept to 1/64 of a
/// pixel; alpha to 1/1000. `"tint"` (a colour `"#RRGGBB"`) and `"floating"` (a stick's: true or false) are
/// there only when the player chose them: without them the control keeps the game's colours and the game's
/// way. Reading takes every number as exactly as a double can hold it, and refuses a file
/// larger than ``maxBytes``, nested deeper than 32, with a key twice in one object, a name that is not a name,
/// or a placement no screen can show (``shorterSides``, ``sizes(onShorterSide:)``,
/// ``offsets(onShorterSide:)``); keys it does not know are ignored, so a newer version can add some. What it
/// reads, it writes back: a file written as this library writes, within those limits, comes back byte for
/// byte.
public enum LayoutFile {
    /// The value of `format`.
    public static let format = "joystick-sdl-layout"
    /// The version this library writes and reads.
    public static let version = 1
    /// The largest file read: a layout of hundreds of controls is a few tens of kilobytes.
    public static let maxBytes = 1 << 20
    /// The shorter sides of the screens a layout is made on, in logical pixels: from the smallest control
    /// (``smallestSize``) to 65,536, beyond any display's (an 8K screen's shorter side is 4,320 pixels).
    public static let shorterSides = 16.0...65_536.0
    /// How far an offset may reach from its anchor, either way, in shorter sides of the screen: 8, as far as
    /// the far edge of a screen 8 times as long as its shorter side (three 21:9 screens side by side are 7).
    public static let offsetReach = 8.0
    /// The smallest control a layout keeps, and the layout editor makes: 16 logical pixels.
    public static let smallestSize = 16.0

    /// The sizes a layout keeps, and the layout editor makes, on a screen whose shorter side is `shorter`: from
    /// ``smallestSize`` to the shorter side itself (a control no larger than the screen's shorter side).
    /// - Parameter shorter: the screen's shorter side, logical pixels
    public static func sizes(onShorterSide shorter: Double) -> ClosedRange<Double> {
        smallestSize...max(smallestSize, shorter.isFinite ? shorter : smallestSize)
    }

    /// The offsets a layout keeps from an anchor, on a screen whose shorter side is `shorter`: ``offsetReach``
    /// shorter sides either way.
    /// - Parameter shorter: the screen's shorter side, logical pixels, within ``shorterSides``
    public static func offsets(onShorterSide shorter: Double) -> ClosedRange<Double> {
        let reach = offsetReach * min(max(shorter.isNaN ? shorterSides.lowerBound : shorter, shorterSides.lowerBound),
                                      shorterSides.upperBound)
        return -reach...reach
    }

    // MARK: Writing

    /// The file's text for a layout, ending with a newline.
    /// - Parameter layout: the layout
    public static func text(of layout: ControlLayout) -> String {
        var lines = ["{", "  \"format\": \"\(format)\",", "  \"version\": \(version)\(layout.landscape == nil && layout.portrait == nil ? "" : ",")"]
        let present = ScreenOrientation.allCases.filter { layout[$0] != nil }
        for (number, orientation) in present.enumerated() {
            guard let arrangement = layout[orientation] else { continue }
            lines.append("  \"\(orientation.rawValue)\": {")
            let shorter = keptSize(arrangement.shorterSide)
            lines.append("    \"shorterSide\": \(decimal(shorter, unit: 64)),")
            lines.append("    \"controls\": {")
            for (index, entry) in arrangement.entries.enumerated() {
                let p = kept(entry.placement, shorterSide: shorter)
                let comma = index + 1 < arrangement.entries.count ? "," : ""
                lines.append("      \"\(entry.name)\": {\"x\": [\"\(p.x.anchor.rawValue)\", \(decimal(p.x.offset, unit: 64))], "
                    + "\"y\": [\"\(p.y.anchor.rawValue)\", \(decimal(p.y.offset, unit: 64))], "
                    + "\"size\": \(decimal(p.size, unit: 64)), \"alpha\": \(decimal(p.alpha, unit: 1000)), "
                    + "\"hidden\": \(p.isHidden)"
                    + (p.tint.map { ", \"tint\": \"\(colourText($0))\"" } ?? "")
                    + (p.floats.map { ", \"floating\": \($0)" } ?? "") + "}\(comma)")
            }
            lines.append("    }")
            lines.append("  }\(number + 1 < present.count ? "," : "")")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A number rounded to the nearest 1/`unit`, written with at most six decimals and no trailing zeros, so
    /// reading it back gives the same double.
    static func decimal(_ value: Double, unit: Double) -> String {
        guard value.isFinite else { return "0" }
        let micros = Int64((value * unit).rounded()) * Int64(1_000_000 / unit)
        let negative = micros < 0
        let magnitude = micros.magnitude
        var text = String(magnitude / 1_000_000)
        var fraction = magnitude % 1_000_000
        if fraction > 0 {
            var digits: [Character] = []
            for _ in 0..<6 {
                digits.append(Character(Unicode.Scalar(UInt8(48 + fraction / 100_000))))
                fraction = fraction % 100_000 * 10
            }
            while digits.last == "0" { digits.removeLast() }
            text += "." + String(digits)
        }
        return negative ? "-" + text : text
    }

    /// A placement as a layout keeps it: positions and sizes to 1/64 of a pixel, alpha to 1/1000, so writing
    /// it and reading it back gives it exactly; and within what reading accepts (a game's control outside
    /// ``sizes(onShorterSide:)`` or ``offsets(onShorterSide:)`` is written at those limits, never as a file
    /// that does not read).
    /// - Parameters:
    ///   - placement: a placement
    ///   - shorterSide: the shorter side of its arrangement, as kept (``keptSize(_:)``)
    public static func kept(_ placement: AnchoredPlacement, shorterSide: Double) -> AnchoredPlacement {
        let reach = offsets(onShorterSide: shorterSide)
        func offset(_ value: Double) -> Double {
            value.isNaN ? 0 : (min(max(value, reach.lowerBound), reach.upperBound) * 64).rounded() / 64
        }
        let alpha = placement.alpha.isNaN ? 1 : min(max(placement.alpha, 0), 1)
        let range = sizes(onShorterSide: shorterSide)
        let size = placement.size.isNaN ? range.lowerBound : (min(max(placement.size, range.lowerBound), range.upperBound) * 64).rounded() / 64
        return AnchoredPlacement(x: (placement.x.anchor, offset(placement.x.offset)),
                                 y: (placement.y.anchor, offset(placement.y.offset)), size: size,
                                 alpha: (alpha * 1000).rounded() / 1000, isHidden: placement.isHidden,
                                 tint: placement.tint, floats: placement.floats)
    }

    /// `#RRGGBB` (either case) as `0xRRGGBB`, or nil.
    public static func colour(_ text: String) -> UInt32? {
        let bytes = Array(text.utf8)
        guard bytes.count == 7, bytes[0] == UInt8(ascii: "#") else { return nil }
        var value: UInt32 = 0
        for byte in bytes.dropFirst() {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// `0xRRGGBB` as `#RRGGBB`, upper case: what ``colour(_:)`` reads back.
    public static func colourText(_ value: UInt32) -> String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for shift in stride(from: 20, through: 0, by: -4) { text.append(digits[Int(value >> UInt32(shift) & 0xF)]) }
        return text
    }

    /// A shorter side as a layout keeps it: to 1/64 of a pixel, within ``shorterSides``.
    public static func keptSize(_ value: Double) -> Double {
        value.isNaN ? shorterSides.lowerBound
            : (min(max(value, shorterSides.lowerBound), shorterSides.upperBound) * 64).rounded() / 64
    }

    // MARK: Reading

    /// Reads a layout file's bytes.
    /// - Parameters:
    ///   - bytes: the file's contents
    ///   - file: its path, for messages
    /// - Throws: ``LayoutError`` naming the file, and for a syntax or value error its line and column
    public static func layout(from bytes: [UInt8], file: String) throws(LayoutError) -> ControlLayout {
        guard bytes.count <= maxBytes else {
            throw LayoutError("\(file): too large for a layout (\(bytes.count) bytes, at most \(maxBytes))")
        }
        var reader = JSONReader(bytes: bytes, file: file)
        let document = try reader.document()
        let top = try members(of: document, "the document", file: file)
        guard let formatNode = top.first(where: { $0.key == "format" })?.node,
              case .string(let name) = formatNode.value, name == format else {
            throw LayoutError("\(file): not a layout file (its \"format\" is not \"\(format)\")")
        }
        let versionNode = try required("version", in: top, of: document, file: file)
        guard case .number(let number) = versionNode.value, number == Double(version) else {
            throw at(versionNode, file, "version \(describe(versionNode)) is not one this library reads (\(version))")
        }
        var layout = ControlLayout()
        for orientation in ScreenOrientation.allCases {
            if let node = top.first(where: { $0.key == orientation.rawValue })?.node {
                layout[orientation] = try arrangement(node, orientation.rawValue, file: file)
            }
        }
        return layout
    }

    private static func arrangement(_ node: JSONReader.Node, _ name: String, file: String) throws(LayoutError)
        -> ControlLayout.Arrangement {
        let fields = try members(of: node, "\"\(name)\"", file: file)
        let shorterNode = try required("shorterSide", in: fields, of: node, file: file)
        guard case .number(let shorter) = shorterNode.value, shorterSides.contains(shorter) else {
            throw at(shorterNode, file, "\"shorterSide\" is \(describe(shorterNode)), not a number of pixels from "
                        + "\(decimal(shorterSides.lowerBound, unit: 64)) to \(decimal(shorterSides.upperBound, unit: 64))")
        }
        let controlsNode = try required("controls", in: fields, of: node, file: file)
        // Names are unique: the reader refuses a key twice in one object.
        let members = try members(of: controlsNode, "\"controls\"", file: file)
        var entries: [ControlLayout.Entry] = []
        entries.reserveCapacity(members.count)
        for member in members {
            if let problem = ControlName.problem(with: member.key) {
                throw at(member.node, file, "\(problem): \(LayoutError.quoted(member.key))")
            }
            entries.append(ControlLayout.Entry(name: member.key,
                                               placement: try placement(member.node, shorterSide: shorter, file: file)))
        }
        return ControlLayout.Arrangement(shorterSide: shorter, entries: entries)
    }

    private static func placement(_ node: JSONReader.Node, shorterSide: Double, file: String) throws(LayoutError)
        -> AnchoredPlacement {
        let fields = try members(of: node, "a control", file: file)
        let sizeNode = try required("size", in: fields, of: node, file: file)
        let range = sizes(onShorterSide: shorterSide)
        guard case .number(let size) = sizeNode.value, range.contains(size) else {
            throw at(sizeNode, file, "\"size\" is \(describe(sizeNode)), not a number of pixels from \(decimal(range.lowerBound, unit: 64)) to the shorter side, \(decimal(range.upperBound, unit: 64))")
        }
        let alphaNode = try required("alpha", in: fields, of: node, file: file)
        guard case .number(let alpha) = alphaNode.value, alpha >= 0, alpha <= 1 else {
            throw at(alphaNode, file, "\"alpha\" is \(describe(alphaNode)), not a number from 0 to 1")
        }
        let hiddenNode = try required("hidden", in: fields, of: node, file: file)
        guard case .bool(let hidden) = hiddenNode.value else {
            throw at(hiddenNode, file, "\"hidden\" is \(describe(hiddenNode)), not true or false")
        }
        var tint: UInt32?
        if let tintNode = fields.first(where: { $0.key == "tint" })?.node {
            guard case .string(let text) = tintNode.value, let colour = colour(text) else {
                throw at(tintNode, file, "\"tint\" is \(describe(tintNode)), not a colour \"#RRGGBB\" (six hexadecimal digits, e.g. \"#FF8800\")")
            }
            tint = colour
        }
        var floats: Bool?
        if let floatingNode = fields.first(where: { $0.key == "floating" })?.node {
            guard case .bool(let value) = floatingNode.value else {
                throw at(floatingNode, file, "\"floating\" is \(describe(floatingNode)), not true or false")
            }
            floats = value
        }
        return AnchoredPlacement(x: try axis("x", in: fields, of: node, shorterSide: shorterSide, file: file),
                                 y: try axis("y", in: fields, of: node, shorterSide: shorterSide, file: file), size: size,
                                 alpha: alpha, isHidden: hidden, tint: tint, floats: floats)
    }

    private static func axis(_ key: String, in fields: [JSONReader.Member], of owner: JSONReader.Node,
                             shorterSide: Double, file: String) throws(LayoutError)
        -> (anchor: AnchoredPlacement.Anchor, offset: Double) {
        let node = try required(key, in: fields, of: owner, file: file)
        guard case .array(let pair) = node.value, pair.count == 2, case .string(let word) = pair[0].value,
              let anchor = AnchoredPlacement.Anchor(rawValue: word), case .number(let offset) = pair[1].value else {
            throw at(node, file, "\"\(key)\" is not [\"start\", \"center\" or \"end\", a number of pixels]")
        }
        let reach = offsets(onShorterSide: shorterSide)
        guard reach.contains(offset) else {
            throw at(pair[1], file, "\"\(key)\" has an offset of \(describe(pair[1])), beyond "
                        + "\(decimal(reach.upperBound, unit: 1_000_000)) pixels either way (\(decimal(offsetReach, unit: 1)) times the shorter side)")
        }
        return (anchor, offset)
    }

    private static func members(of node: JSONReader.Node, _ what: String, file: String) throws(LayoutError)
        -> [JSONReader.Member] {
        guard case .object(let members) = node.value else { throw at(node, file, "\(what) is not an object") }
        return members
    }

    private static func required(_ key: String, in fields: [JSONReader.Member], of owner: JSONReader.Node,
                                 file: String) throws(LayoutError) -> JSONReader.Node {
        guard let node = fields.first(where: { $0.key == key })?.node else {
            throw at(owner, file, "\"\(key)\" is missing")
        }
        return node
    }

    private static func at(_ node: JSONReader.Node, _ file: String, _ reason: String) -> LayoutError {
        LayoutError(file: file, line: node.line, column: node.column, reason)
    }

    private static func describe(_ node: JSONReader.Node) -> String {
        switch node.value {
        case .number: node.written.count > 40 ? "\(node.written.prefix(40))..." : node.written
        case .string(let text): LayoutError.quoted(text)
        case .bool(let value): "\(value)"
        case .null: "null"
        case .array: "a list"
        case .object: "an object"
        }
    }
}
