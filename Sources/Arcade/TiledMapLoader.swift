import TextFiles
import Foundation

/// Reads levels saved by the Tiled map editor in its JSON format (`.tmj`).
///
/// Supported: orthogonal, finite maps of 32x32 tiles, at most 256x256 tiles, with
/// - a tile layer named `walls` in CSV encoding (in JSON: `"encoding": "csv"` or no
///   encoding, `data` an array of global tile ids): every non-zero tile, flip flags
///   (the top three bits) masked off, is a wall;
/// - object layers whose objects have a `type` (Tiled 1.9 saves it as `class`; both are
///   read) of `player`, `gem`, `exit`, `chaser`, `patroller-h` or `patroller-v`. An
///   object stands on the tile holding its centre: `x + width/2, y + height/2` for
///   rectangles and points, `x + width/2, y - height/2` for tile objects (with a `gid`,
///   anchored at their bottom-left by Tiled), rotation included;
/// - the level's name in the map's string property `name`, else the file name.
///
/// The level is built and checked like a text level (exactly one player and one exit,
/// at least one gem; gems and enemies in reading order), so a map and a text file with
/// the same layout give equal `Level`s apart from `file`. Everything else (base64 or
/// compressed data, infinite maps, other orientations or tile sizes, unknown object
/// types, objects outside the map, on a wall or sharing a tile, malformed JSON, files
/// over 16 MiB) is a `LevelError` naming the file. Errors have line 0 (the reason says
/// where: a layer, an object id, a JSON coding path such as `layers[1].objects[0].x`)
/// except JSON syntax errors, which carry the line and column of the bad character.
public enum TiledMapLoader {
    /// The file extension of Tiled's JSON maps, without the dot.
    public static let fileExtension = "tmj"
    /// Largest map file read, in bytes (16 MiB); bigger files are refused unread.
    public static let maxFileSize = LevelLibrary.maxFileSize
    /// Name of the tile layer whose tiles are walls.
    public static let wallLayerName = "walls"
    /// Object types (classes) and what they place, in the order error messages list them.
    public static let objectTypes = ["player", "gem", "exit", "chaser", "patroller-h", "patroller-v"]

    /// Loads a `.tmj` file; errors name `path`.
    public static func load(path: String) throws(LevelError) -> Level {
        try parse(data: LevelLibrary.read(path), file: path)
    }

    /// Decodes a map from JSON and builds its level. `file` names the level in errors
    /// and is the fallback name.
    public static func parse(data: Data, file: String) throws(LevelError) -> Level {
        try level(from: decode(data: data, file: file), file: file)
    }

    /// The most JSON values a map file may hold: a map of 256x256 tiles with a dozen tile layers and
    /// thousands of objects needs far fewer, and decoding this many stays under 100 MB.
    public static let maxValues = 1_000_000
    /// The longest number a map may write: any real coordinate or id is far shorter.
    public static let maxNumberLength = 64

    /// Decodes the JSON of a map, turning decoder errors into `LevelError`s that say where. The bytes are
    /// first counted: a file with more values than any map needs (millions of tile ids, an unused key holding
    /// millions of objects) or an absurdly long number is refused before the decoder builds it in memory.
    public static func decode(data: Data, file: String) throws(LevelError) -> TiledMap {
        try checkSize(of: data, file: file)
        do {
            return try JSONDecoder().decode(TiledMap.self, from: data)
        } catch let error as DecodingError {
            throw malformed(error, data: data, file: file)
        } catch {
            throw LevelError(kind: .unsupportedFormat, file: file, line: 0,
                             reason: "malformed JSON (\((error as NSError).localizedDescription))")
        }
    }

    /// Counts the values of a JSON text (its commas outside strings) and the length of its numbers, in one
    /// pass over the bytes, and refuses a file with more than ``maxValues`` or a number longer than
    /// ``maxNumberLength``.
    static func checkSize(of data: Data, file: String) throws(LevelError) {
        var values = 1, numberLength = 0, inString = false, escaped = false, offset = 0
        for byte in data {
            defer { offset += 1 }
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true; numberLength = 0
            case UInt8(ascii: ","): values += 1; numberLength = 0
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                 UInt8(ascii: "e"), UInt8(ascii: "E"):
                numberLength += 1
                if numberLength > maxNumberLength {
                    throw LevelError(kind: .tooLarge, file: file, line: 0,
                                     reason: "a number longer than \(maxNumberLength) characters (from byte \(offset - maxNumberLength)); no map needs one")
                }
            default: numberLength = 0
            }
            if values > maxValues {
                throw LevelError(kind: .tooLarge, file: file, line: 0,
                                 reason: "more than \(maxValues) JSON values; no map of at most \(Rules.maxLevelSize)x\(Rules.maxLevelSize) tiles needs that many")
            }
        }
    }

    /// Builds the level a decoded map describes.
    public static func level(from map: TiledMap, file: String) throws(LevelError) -> Level {
        func fail(_ kind: LevelError.Kind, _ reason: String) -> LevelError {
            LevelError(kind: kind, file: file, line: 0, reason: reason)
        }
        func fail(_ reason: String) -> LevelError { fail(.unsupportedFormat, reason) }

        // The map itself.
        if let type = map.type, type != "map" {
            throw fail("not a Tiled map (type \(FileLocation.quoted(type)), expected 'map')")
        }
        guard map.orientation == "orthogonal" else {
            throw fail("unsupported orientation \(FileLocation.quoted(map.orientation)) (only orthogonal maps are supported)")
        }
        guard map.infinite != true else {
            throw fail("infinite maps are not supported (untick Infinite in Tiled's map properties)")
        }
        let size = Rules.tileSize
        guard map.tilewidth == size, map.tileheight == size else {
            throw fail("unsupported tile size \(map.tilewidth)x\(map.tileheight) (tiles must be \(size)x\(size))")
        }
        guard map.width <= Rules.maxLevelSize, map.height <= Rules.maxLevelSize else {
            throw fail(.tooLarge, "map is \(map.width)x\(map.height) tiles, at most \(Rules.maxLevelSize)x\(Rules.maxLevelSize) allowed")
        }
        guard map.width > 0, map.height > 0 else {
            throw fail(.emptyGrid, "map is \(map.width)x\(map.height) tiles, it needs at least one")
        }
        let name = try levelName(map, file: file)
        let width = map.width
        let height = map.height

        // Walls.
        var wallLayer: TiledLayer?
        for layer in map.layers {
            if layer.type == "group" {
                throw fail("group layers are not supported (layer \(FileLocation.quoted(layer.name))); put the layers at the top level")
            }
            guard layer.name == wallLayerName else { continue }
            guard wallLayer == nil else { throw fail("second layer named '\(wallLayerName)'") }
            guard layer.type == "tilelayer" else {
                throw fail("layer '\(wallLayerName)' is of type \(FileLocation.quoted(layer.type)), expected a tile layer ('tilelayer')")
            }
            wallLayer = layer
        }
        guard let wallLayer else {
            throw fail("no tile layer named '\(wallLayerName)'")
        }
        let walls = try wallFlags(wallLayer, width: width, height: height, fail: fail)

        // Objects.
        typealias Placed = (tile: TilePosition, label: String)
        var occupied: [TilePosition: String] = [:]
        var player: Placed?
        var exit: Placed?
        var gems: [TilePosition] = []
        var enemies: [EnemySpawn] = []
        for layer in map.layers where layer.type == "objectgroup" {
            try checkOffset(layer, fail: fail)
            for (index, object) in (layer.objects ?? []).enumerated() {
                let kind = object.kind
                let label = object.id.map { "object \($0)" } ?? "object \(index + 1) of layer \(FileLocation.quoted(layer.name))"
                guard objectTypes.contains(kind) else {
                    let known = "known types: \(objectTypes.joined(separator: ", "))"
                    if kind.isEmpty, let template = object.template {
                        throw fail("\(label) is an instance of the template \(FileLocation.quoted(template)), which this loader does not read: detach it in Tiled (Replace Template Instance... or Detach)")
                    }
                    if kind.isEmpty { throw fail("\(label) has no type (\(known))") }
                    throw fail("\(label) has unknown type \(FileLocation.quoted(kind)) (\(known))")
                }
                let described = "\(label) (\(kind))"  // a known type by now
                let center = object.center
                let tile = TilePosition(containing: center)
                guard center.isFinite, tile.col >= 0, tile.row >= 0, tile.col < width, tile.row < height else {
                    throw fail("\(described) is outside the map: its centre (\(TiledNumber.text(center.x)), \(TiledNumber.text(center.y))) is not on a tile of the \(width)x\(height) map")
                }
                if walls[tile.row * width + tile.col] {
                    throw fail("\(described) is on a wall at tile \(tile)")
                }
                if let other = occupied[tile] {
                    throw fail("\(described) is on tile \(tile) with \(other); one thing per tile")
                }
                occupied[tile] = described
                switch kind {
                case "player":
                    if let first = player {
                        throw fail(.secondPlayer, "second player: \(label) at tile \(tile) (the first is \(first.label) at tile \(first.tile))")
                    }
                    player = (tile, label)
                case "exit":
                    if let first = exit {
                        throw fail(.secondExit, "second exit: \(label) at tile \(tile) (the first is \(first.label) at tile \(first.tile))")
                    }
                    exit = (tile, label)
                case "gem":
                    gems.append(tile)
                case "chaser":
                    enemies.append(EnemySpawn(kind: .chaser, tile: tile))
                case "patroller-h":
                    enemies.append(EnemySpawn(kind: .horizontalPatroller, tile: tile))
                default:
                    enemies.append(EnemySpawn(kind: .verticalPatroller, tile: tile))
                }
            }
        }
        guard let player else { throw fail(.missingPlayer, "no player: no object of type 'player'") }
        guard let exit else { throw fail(.missingExit, "no exit: no object of type 'exit'") }
        guard !gems.isEmpty else { throw fail(.noGems, "no gems: no object of type 'gem'") }

        // Reading order, as the text parser produces them.
        func readingOrder(_ a: TilePosition, _ b: TilePosition) -> Bool {
            (a.row, a.col) < (b.row, b.col)
        }
        gems.sort(by: readingOrder)
        enemies.sort { readingOrder($0.tile, $1.tile) }
        let level = Level(name: name, file: file, width: width, height: height, walls: walls,
                          playerStart: player.tile, exit: exit.tile, gems: gems, enemies: enemies)
        if let (item, tile) = level.firstUnreachable() {
            throw fail(.unreachable, "the \(item) at tile \(tile) cannot be reached from the player (\(player.label) at tile \(player.tile)): walls close it off, so the level cannot be won")
        }
        return level
    }

    // MARK: Parts

    /// The map's `name` property, else the file name.
    private static func levelName(_ map: TiledMap, file: String) throws(LevelError) -> String {
        if let property = map.properties?.first(where: { $0.name == "name" }) {
            guard let value = property.stringValue else {
                throw LevelError(kind: .unsupportedFormat, file: file, line: 0,
                                 reason: "map property 'name' must be a string (it is \(property.type.map(FileLocation.quoted) ?? "not text"))")
            }
            if !value.isEmpty { return value }
        }
        return (file as NSString).lastPathComponent
    }

    /// Row-major wall flags from the `walls` layer.
    private static func wallFlags(
        _ layer: TiledLayer, width: Int, height: Int, fail: (LevelError.Kind, String) -> LevelError
    ) throws(LevelError) -> [Bool] {
        let name = "layer \(FileLocation.quoted(layer.name))"
        if let compression = layer.compression, !compression.isEmpty {
            throw fail(.unsupportedFormat, "\(name) uses \(FileLocation.quoted(compression)) compression; only uncompressed CSV tile layer data is supported")
        }
        if let encoding = layer.encoding, encoding != "csv" {
            throw fail(.unsupportedFormat, "\(name) uses \(FileLocation.quoted(encoding)) encoding; only CSV tile layer data is supported")
        }
        if layer.chunks != nil {
            throw fail(.unsupportedFormat, "\(name) is stored in chunks (infinite maps are not supported)")
        }
        try checkOffset(layer, fail: fail)
        if let w = layer.width, let h = layer.height, w != width || h != height {
            throw fail(.unsupportedFormat, "\(name) is \(w)x\(h) tiles but the map is \(width)x\(height)")
        }
        let ids: [UInt32]
        switch layer.data {
        case .tiles(let tiles)?:
            ids = tiles
        case .encoded?:
            throw fail(.unsupportedFormat, "\(name) has its data as a string (base64); only CSV tile layer data is supported")
        case nil:
            throw fail(.unsupportedFormat, "\(name) has no data")
        }
        guard ids.count == width * height else {
            throw fail(.unsupportedFormat, "\(name) has \(ids.count) tiles, expected \(width)x\(height) = \(width * height)")
        }
        return ids.map { $0 & ~TiledMap.flipFlags != 0 }
    }

    /// Layer offsets would move tiles or objects off the grid; refuse them.
    private static func checkOffset(
        _ layer: TiledLayer, fail: (LevelError.Kind, String) -> LevelError
    ) throws(LevelError) {
        let x = layer.offsetx ?? 0
        let y = layer.offsety ?? 0
        guard x == 0, y == 0 else {
            throw fail(.unsupportedFormat, "layer \(FileLocation.quoted(layer.name)) has an offset (\(TiledNumber.text(x)), \(TiledNumber.text(y))); layer offsets are not supported")
        }
    }

    /// `malformed JSON at layers[1].objects[0].x: expected a number`, with the line and
    /// column of syntax errors when the decoder reports them.
    private static func malformed(_ error: DecodingError, data: Data, file: String) -> LevelError {
        let context: DecodingError.Context
        var problem: String
        switch error {
        case .typeMismatch(let type, let c):
            context = c
            problem = "expected \(typeName(type))"
        case .valueNotFound(let type, let c):
            context = c
            problem = "expected \(typeName(type)), found null"
        case .keyNotFound(let key, let c):
            context = c
            problem = "missing key '\(key.stringValue)'"
        case .dataCorrupted(let c):
            context = c
            problem = c.debugDescription
        @unknown default:
            return LevelError(kind: .unsupportedFormat, file: file, line: 0, reason: "malformed JSON (\(error))")
        }
        var path = ""
        for key in context.codingPath {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += (path.isEmpty ? "" : ".") + key.stringValue
            }
        }
        // Syntax errors come as data corruption at the top, and say nothing more on
        // Linux; ask JSONSerialization where the text goes wrong.
        var line = 0
        var column: Int?
        if case .dataCorrupted = error, context.codingPath.isEmpty {
            let detail = context.underlyingError.map { ($0 as NSError).userInfo[NSDebugDescriptionErrorKey] as? String }
                ?? nil
            let syntax = detail ?? syntaxError(in: data)
            if let syntax {
                problem = plain(syntax)
                if let (l, c) = lineAndColumn(in: syntax, data: data) {
                    line = l
                    column = c
                }
            } else if problem.hasPrefix("The given data was not valid JSON") {
                // The text parses, so the decoder balked at a value it could not convert.
                problem = "a number that does not fit its field (too large, or a fraction where a whole number is needed)"
            }
        }
        if problem.hasSuffix(".") { problem.removeLast() }
        let place = path.isEmpty ? "" : " at \(path)"
        return LevelError(kind: .unsupportedFormat, file: file, line: line, column: column,
                          reason: "malformed JSON\(place): \(problem)")
    }

    /// `String`, `Int`, ... as a reader would say it.
    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Bool.Type, is Bool?.Type: return "true or false"
        case is Double.Type, is Double?.Type: return "a number"
        case is Int.Type, is Int?.Type: return "an integer"
        case is UInt32.Type: return "a tile id (an integer from 0 to 4294967295)"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") || name.hasPrefix("[") { return "an array" }
            return "an object"
        }
    }

    /// What JSONSerialization says about the text, or nil when it parses.
    private static func syntaxError(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            return (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
                ?? (error as NSError).localizedDescription
        }
    }

    /// The line and column a syntax error message points at: "line 3, column 7" (Apple
    /// platforms), "around character 29" (a 0-based offset, on Linux), or the end of the
    /// text for "end of file".
    private static func lineAndColumn(in message: String, data: Data) -> (Int, Int)? {
        let words = message.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." })
        if let l = words.firstIndex(of: "line"), l + 1 < words.count, let line = Int(words[l + 1]),
           let c = words.firstIndex(of: "column"), c + 1 < words.count, let column = Int(words[c + 1]) {
            return (line, column)
        }
        let offset: Int
        if let c = words.firstIndex(of: "character"), c + 1 < words.count, let value = Int(words[c + 1]) {
            offset = min(max(value, 0), data.count)
        } else if message.lowercased().contains("end of file") {
            offset = data.count
        } else {
            return nil
        }
        var line = 1
        var lineStart = 0
        for (index, byte) in data.prefix(offset).enumerated() where byte == 0x0A {
            line += 1
            lineStart = index + 1
        }
        // Count Unicode scalars, not bytes, as the text and script formats' columns do.
        let column = String(decoding: data[data.startIndex + lineStart ..< data.startIndex + offset], as: UTF8.self)
            .unicodeScalars.count + 1
        return (line, column)
    }

    /// A syntax message without its position (the error's line and column carry it),
    /// starting in lower case like the other reasons.
    private static func plain(_ message: String) -> String {
        var text = message
        for marker in [" around character", " around line", " at line"] {
            if let range = text.range(of: marker) { text = String(text[..<range.lowerBound]) }
        }
        if text.hasSuffix(".") { text.removeLast() }
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
