/// Reads the text level format:
///
/// ```
/// # lines starting with '#' are comments (header only)
/// name: First Steps
/// ---
/// ##########
/// #P..*...E#
/// #..C.....#
/// ##########
/// ```
///
/// Header lines are `key: value` (only `name`, required, once), then a `---` line, then
/// the grid: `#` wall, `.` or space floor, `P` player start (exactly one), `*` gem (one or
/// more), `E` exit (exactly one), `C` chaser, `H` horizontal patroller, `V` vertical
/// patroller. Inside the grid `#` lines are wall rows, blank lines are floor rows, and
/// blank lines at the end of the file are dropped. Short rows are padded with floor.
public enum LevelParser {
    /// Header keys the format knows.
    public static let headerKeys = ["name"]

    /// Parses a level from text. `file` is only used to name the level in errors.
    public static func parse(_ text: String, file: String) throws(LevelError) -> Level {
        try parse(bytes: Array(text.utf8), file: file)
    }

    /// Parses a level from the raw bytes of a file, which must be UTF-8.
    public static func parse(bytes: [UInt8], file: String) throws(LevelError) -> Level {
        let lines = try splitLines(bytes, file: file)
        var index = 0
        var name: String?
        var nameLine = 0
        var separatorLine = 0

        // Header: comments, blank lines and `key: value` until `---`.
        while index < lines.count {
            let lineNumber = index + 1
            let line = lines[index]
            index += 1
            let trimmed = trim(line)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if trimmed == "---" {
                separatorLine = lineNumber
                break
            }
            guard let colon = line.firstIndex(of: ":") else {
                throw LevelError(kind: .malformedHeaderLine, file: file, line: lineNumber,
                                 reason: "malformed header line, expected 'key: value'")
            }
            let key = trim(line[..<colon])
            let value = trim(line[line.index(after: colon)...])
            let keyColumn = line.prefix(while: { $0 == " " || $0 == "\t" }).count + 1
            guard !key.isEmpty else {
                throw LevelError(kind: .malformedHeaderLine, file: file, line: lineNumber,
                                 reason: "malformed header line, expected 'key: value'")
            }
            guard headerKeys.contains(key) else {
                throw LevelError(kind: .unknownHeaderKey, file: file, line: lineNumber, column: keyColumn,
                                 reason: "unknown header key \(Self.quoted(key)) (known keys: \(headerKeys.joined(separator: ", ")))")
            }
            // Only `name` exists today; the duplicate check is written for any key.
            if name != nil {
                throw LevelError(kind: .duplicateHeaderKey, file: file, line: lineNumber, column: keyColumn,
                                 reason: "duplicate header key '\(key)' (first given on line \(nameLine))")
            }
            guard !value.isEmpty else {
                throw LevelError(kind: .missingName, file: file, line: lineNumber, column: keyColumn,
                                 reason: "empty 'name' in header")
            }
            name = value
            nameLine = lineNumber
        }

        guard separatorLine > 0 else {
            throw LevelError(kind: .missingSeparator, file: file, line: max(lines.count, 1),
                             reason: "missing '---' line between header and grid")
        }
        guard let name else {
            throw LevelError(kind: .missingName, file: file, line: separatorLine,
                             reason: "missing 'name' in header")
        }

        // Grid rows: everything after `---`, minus blank lines at the end of the file.
        var rowLines = Array(lines[index...].map { Array($0.unicodeScalars) })
        while let last = rowLines.last, last.allSatisfy({ $0 == " " }) {
            rowLines.removeLast()
        }
        guard !rowLines.isEmpty else {
            throw LevelError(kind: .emptyGrid, file: file, line: separatorLine,
                             reason: "empty grid: no rows after '---'")
        }
        let firstGridLine = separatorLine + 1
        if rowLines.count > Rules.maxLevelSize {
            throw LevelError(kind: .tooLarge, file: file, line: firstGridLine + Rules.maxLevelSize,
                             reason: "grid is \(rowLines.count) tiles tall, at most \(Rules.maxLevelSize) allowed")
        }
        // Capped so a hostile over-wide row cannot make the wall array huge: such a row throws "too wide" in
        // the loop below when it reaches the cap, before anything is stored past it.
        let width = min(rowLines.reduce(0) { max($0, $1.count) }, Rules.maxLevelSize)
        let height = rowLines.count
        var walls = [Bool](repeating: false, count: width * height)
        var player: (tile: TilePosition, line: Int, column: Int)?
        var exit: (tile: TilePosition, line: Int, column: Int)?
        var gems: [TilePosition] = []
        var enemies: [EnemySpawn] = []

        for (row, scalars) in rowLines.enumerated() {
            let lineNumber = firstGridLine + row
            for (col, scalar) in scalars.enumerated() {
                let column = col + 1
                if col >= Rules.maxLevelSize {
                    throw LevelError(kind: .tooLarge, file: file, line: lineNumber, column: column,
                                     reason: "grid is \(scalars.count) tiles wide, at most \(Rules.maxLevelSize) allowed")
                }
                let tile = TilePosition(col: col, row: row)
                switch scalar {
                case "#":
                    walls[row * width + col] = true
                case ".", " ":
                    break
                case "P":
                    if let first = player {
                        throw LevelError(kind: .secondPlayer, file: file, line: lineNumber, column: column,
                                         reason: "second player start 'P' (the first is at line \(first.line), column \(first.column))")
                    }
                    player = (tile, lineNumber, column)
                case "E":
                    if let first = exit {
                        throw LevelError(kind: .secondExit, file: file, line: lineNumber, column: column,
                                         reason: "second exit 'E' (the first is at line \(first.line), column \(first.column))")
                    }
                    exit = (tile, lineNumber, column)
                case "*":
                    gems.append(tile)
                case "C":
                    enemies.append(EnemySpawn(kind: .chaser, tile: tile))
                case "H":
                    enemies.append(EnemySpawn(kind: .horizontalPatroller, tile: tile))
                case "V":
                    enemies.append(EnemySpawn(kind: .verticalPatroller, tile: tile))
                default:
                    throw LevelError(kind: .unknownCharacter, file: file, line: lineNumber, column: column,
                                     reason: "unknown character '\(scalar.escaped(asASCII: false))' in grid")
                }
            }
        }

        guard let player else {
            throw LevelError(kind: .missingPlayer, file: file, line: firstGridLine,
                             reason: "no player start 'P' in grid")
        }
        guard let exit else {
            throw LevelError(kind: .missingExit, file: file, line: firstGridLine,
                             reason: "no exit 'E' in grid")
        }
        guard !gems.isEmpty else {
            throw LevelError(kind: .noGems, file: file, line: firstGridLine,
                             reason: "no gems '*' in grid")
        }
        return Level(name: name, file: file, width: width, height: height, walls: walls,
                     playerStart: player.tile, exit: exit.tile, gems: gems, enemies: enemies)
    }

    /// Splits bytes into lines on `\n`, dropping a `\r` before it (CRLF files) and a
    /// leading byte-order mark. A final newline does not start an extra line.
    private static func splitLines(_ bytes: [UInt8], file: String) throws(LevelError) -> [String] {
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        var lines: [String] = []
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            let next = end + 1
            if end > start, bytes[end - 1] == 0x0D { end -= 1 }
            guard let line = String(validating: bytes[start..<end], as: UTF8.self) else {
                throw LevelError(kind: .notUTF8, file: file, line: lines.count + 1,
                                 reason: "not valid UTF-8 text")
            }
            lines.append(line)
            start = next
        }
        return lines
    }

    private static func trim<S: StringProtocol>(_ text: S) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isSpace($0) }),
              let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(text[first...last])
    }

    /// A piece of the file quoted for an error message: at most 40 characters, control characters escaped, so a
    /// hostile file cannot make a huge message or send escape sequences to the terminal.
    static func quoted(_ text: String) -> String {
        var result = "'"
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == 40 {
                result += "..."
                break
            }
            result += scalar.value < 0x20 || scalar.value == 0x7F ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }
        return result + "'"
    }
}
