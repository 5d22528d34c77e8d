import TextFiles

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
    ///
    /// Memory stays bounded whatever the file holds: lines are read one at a time, and at most
    /// `Rules.maxLevelSize` grid rows of at most `Rules.maxLevelSize + 1` characters are kept.
    public static func parse(bytes: [UInt8], file: String) throws(LevelError) -> Level {
        try checkUTF8(bytes, file: file)
        var lines = TextLines(bytes: bytes)
        var name: String?
        var nameLine = 0
        var separatorLine = 0

        // Header: comments, blank lines and `key: value` until `---`.
        while let line = lines.nextText() {
            let lineNumber = lines.number
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
                                 reason: "unknown header key \(FileLocation.quoted(key)) (known keys: \(headerKeys.joined(separator: ", ")))")
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
            throw LevelError(kind: .missingSeparator, file: file, line: max(lines.number, 1),
                             reason: "missing '---' line between header and grid")
        }
        guard let name else {
            throw LevelError(kind: .missingName, file: file, line: separatorLine,
                             reason: "missing 'name' in header")
        }

        // Grid rows: everything after `---`, minus blank lines at the end of the file. Only the first
        // maxLevelSize rows are kept, each cut one character past the widest allowed, with its full length.
        var rowLines: [(scalars: [Unicode.Scalar], count: Int)] = []
        var height = 0
        var fullWidth = 0
        while let range = lines.next() {
            let row = lines.number - separatorLine - 1
            guard row < Rules.maxLevelSize else {
                // Past the tallest allowed grid only the height matters, for the message.
                if bytes[range].contains(where: { $0 != UInt8(ascii: " ") }) { height = row + 1 }
                continue
            }
            var scalars: [Unicode.Scalar] = []
            var count = 0
            var blank = true
            for scalar in String(decoding: bytes[range], as: UTF8.self).unicodeScalars {
                if count <= Rules.maxLevelSize { scalars.append(scalar) }
                count += 1
                if scalar != " " { blank = false }
            }
            // A blank line is a floor row only if a non-blank row follows it.
            rowLines.append((scalars, count))
            if !blank {
                height = row + 1
                fullWidth = max(fullWidth, count)
            }
        }
        rowLines.removeLast(max(0, rowLines.count - height))
        guard height > 0 else {
            throw LevelError(kind: .emptyGrid, file: file, line: separatorLine,
                             reason: "empty grid: no rows after '---'")
        }
        let firstGridLine = separatorLine + 1
        if height > Rules.maxLevelSize {
            throw LevelError(kind: .tooLarge, file: file, line: firstGridLine + Rules.maxLevelSize,
                             reason: "grid is \(height) tiles tall, at most \(Rules.maxLevelSize) allowed")
        }
        // Capped so a hostile over-wide row cannot make the wall array huge: such a row throws "too wide" in
        // the loop below when it reaches the cap, before anything is stored past it.
        let width = min(fullWidth, Rules.maxLevelSize)
        var walls = [Bool](repeating: false, count: width * height)
        var player: (tile: TilePosition, line: Int, column: Int)?
        var exit: (tile: TilePosition, line: Int, column: Int)?
        var gems: [TilePosition] = []
        var enemies: [EnemySpawn] = []

        for (row, line) in rowLines.enumerated() {
            let lineNumber = firstGridLine + row
            for (col, scalar) in line.scalars.enumerated() {
                let column = col + 1
                if col >= Rules.maxLevelSize {
                    throw LevelError(kind: .tooLarge, file: file, line: lineNumber, column: column,
                                     reason: "grid is \(line.count) tiles wide, at most \(Rules.maxLevelSize) allowed")
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
        let level = Level(name: name, file: file, width: width, height: height, walls: walls,
                          playerStart: player.tile, exit: exit.tile, gems: gems, enemies: enemies)
        if let (item, tile) = level.firstUnreachable() {
            let symbol = item == "exit" ? "E" : "*"
            throw LevelError(kind: .unreachable, file: file, line: firstGridLine + tile.row, column: tile.col + 1,
                             reason: "the \(item) '\(symbol)' cannot be reached from the player start 'P' (line \(player.line), column \(player.column)): walls close it off, so the level cannot be won")
        }
        return level
    }

    /// Throws for the first line that is not valid UTF-8, before anything else is read, as a whole-file check.
    private static func checkUTF8(_ bytes: [UInt8], file: String) throws(LevelError) {
        // The whole file at once; line by line only to find the bad line.
        guard String(validating: bytes, as: UTF8.self) == nil else { return }
        var lines = TextLines(bytes: bytes)
        while let range = lines.next() {
            guard lines.isValidUTF8(range) else {
                throw LevelError(kind: .notUTF8, file: file, line: lines.number, reason: "not valid UTF-8 text")
            }
        }
        // Not reached: a line break never falls inside a character, so some line failed above.
        throw LevelError(kind: .notUTF8, file: file, line: 1, reason: "not valid UTF-8 text")
    }

    private static func trim<S: StringProtocol>(_ text: S) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isSpace($0) }),
              let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(text[first...last])
    }
}
