import Foundation
import Testing
@testable import Arcade

@Suite("Tiled maps")
struct TiledMapTests {
    // MARK: Helpers

    /// `Tests/ArcadeTests/Fixtures`.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path
    static let shippedMap = ShippedLevelsTests.folder + "/11-tiled-crossroads.tmj"
    static let textTwin = fixtures + "/11-tiled-crossroads.txt"

    /// A fresh folder under the system's temporary directory.
    static func makeFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("arcade-tiled-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A rectangle object on a tile, as Tiled saves one.
    static func object(_ type: String, col: Int, row: Int, id: Int, key: String = "type") -> [String: Any] {
        ["id": id, "name": "", key: type, "x": col * 32, "y": row * 32, "width": 32, "height": 32,
         "rotation": 0, "visible": true]
    }

    /// The walls of a grid of `#` and anything else, as tile ids 1 and 0.
    static func wallIDs(_ rows: [String]) -> [UInt32] {
        rows.flatMap { $0.map { $0 == "#" ? UInt32(1) : 0 } }
    }

    /// A small valid map, 5x3 tiles: `#####`, `#P*E#`, `#####`, then `edit` applied.
    static func map(_ edit: (inout [String: Any], inout [String: Any], inout [[String: Any]]) -> Void = { _, _, _ in })
        -> [String: Any] {
        var walls: [String: Any] = [
            "id": 1, "name": "walls", "type": "tilelayer", "width": 5, "height": 3,
            "data": wallIDs(["#####", "#...#", "#####"]), "opacity": 1, "visible": true, "x": 0, "y": 0,
        ]
        var objects: [[String: Any]] = [
            object("player", col: 1, row: 1, id: 1),
            object("gem", col: 2, row: 1, id: 2),
            object("exit", col: 3, row: 1, id: 3),
        ]
        var map: [String: Any] = [
            "type": "map", "version": "1.10", "tiledversion": "1.10.2", "orientation": "orthogonal",
            "renderorder": "right-down", "width": 5, "height": 3, "tilewidth": 32, "tileheight": 32,
            "infinite": false, "nextlayerid": 3, "nextobjectid": 4, "compressionlevel": -1,
            "tilesets": [["firstgid": 1, "source": "walls.tsx"]],
            "properties": [["name": "name", "type": "string", "value": "Tiny"]],
        ]
        edit(&map, &walls, &objects)
        if map["layers"] == nil {
            map["layers"] = [walls, ["id": 2, "name": "things", "type": "objectgroup", "objects": objects,
                                     "draworder": "topdown", "opacity": 1, "visible": true, "x": 0, "y": 0]]
        }
        return map
    }

    /// Writes `json` (a dictionary or raw text) to `name` in a fresh folder and loads it
    /// through the library; returns the path and the outcome.
    static func load(_ json: Any, name: String = "map.tmj") throws -> (path: String, result: Result<Level, LevelError>) {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/" + name
        let data = if let text = json as? String {
            Data(text.utf8)
        } else {
            try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
        }
        try data.write(to: URL(fileURLWithPath: path))
        return (path, Result { () throws(LevelError) -> Level in try LevelLibrary.load(path: path) })
    }

    /// The error loading `json` gives, with `file` checked to be the path.
    static func error(_ json: Any) throws -> LevelError? {
        let (path, result) = try load(json)
        guard case .failure(let error) = result else { return nil }
        #expect(error.file == path)
        #expect(error.description.hasPrefix(path + ":"))
        return error
    }

    /// Checks that loading `json` fails with `kind` and `reason`, at line 0 of the file.
    static func expectError(_ json: Any, _ kind: LevelError.Kind, _ reason: String,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        let error = try Self.error(json)
        #expect(error?.kind == kind, sourceLocation: sourceLocation)
        #expect(error?.reason == reason, sourceLocation: sourceLocation)
        #expect(error?.line == 0, sourceLocation: sourceLocation)
        #expect(error?.column == nil, sourceLocation: sourceLocation)
    }

    static func level(_ json: Any, name: String = "map.tmj") throws -> Level {
        try load(json, name: name).result.get()
    }

    // MARK: The shipped level and its text twin

    @Test func shippedMapEqualsItsTextTwin() throws {
        let map = try LevelLibrary.load(path: Self.shippedMap)
        let text = try LevelLibrary.load(path: Self.textTwin)
        // Only `file` differs; parse the text under the map's path to compare everything else.
        let textAsMap = try LevelParser.parse(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.textTwin))),
                                              file: Self.shippedMap)
        #expect(map == textAsMap)
        #expect(text.file == Self.textTwin)
        #expect(map.file == Self.shippedMap)
        #expect(map.name == "Tiled Crossroads")
        #expect(text.name == map.name)
        #expect(map.width == 30)
        #expect(map.height == 17)
        #expect(map.playerStart == TilePosition(col: 1, row: 1))
        #expect(map.exit == TilePosition(col: 28, row: 15))
        #expect(map.gems == [TilePosition(col: 28, row: 1), TilePosition(col: 8, row: 4), TilePosition(col: 1, row: 8),
                             TilePosition(col: 24, row: 13), TilePosition(col: 4, row: 14)])
        #expect(map.enemies == [
            EnemySpawn(kind: .verticalPatroller, tile: TilePosition(col: 16, row: 4)),
            EnemySpawn(kind: .chaser, tile: TilePosition(col: 26, row: 4)),
            EnemySpawn(kind: .horizontalPatroller, tile: TilePosition(col: 7, row: 8)),
            EnemySpawn(kind: .chaser, tile: TilePosition(col: 3, row: 12)),
        ])
        #expect((0..<map.height).flatMap { row in (0..<map.width).filter { map.isWall(col: $0, row: row) } }.count == 161)
    }

    @Test func shippedMapAndTextTwinPlayTheSame() throws {
        let map = try LevelLibrary.load(path: Self.shippedMap)
        let text = try LevelLibrary.load(path: Self.textTwin)
        let inputs = DeterminismTests.inputs(seed: 11, count: 600)
        let a = DeterminismTests.play(map, seed: 7, inputs: inputs)
        let b = DeterminismTests.play(text, seed: 7, inputs: inputs)
        #expect(a.frame == 600 || a.result != .playing)
        #expect(a.stateHash == b.stateHash)
        #expect(a.stateHashHex == b.stateHashHex)
        #expect(a.player.position == b.player.position)
        #expect(a.enemies == b.enemies)
        #expect(a.score == b.score)
    }

    @Test func theScriptReproducesTheShippedMap() throws {
        // scripts/level-to-tmj.py keeps the two forms in step; rerun it and compare bytes.
        let root = URL(fileURLWithPath: ShippedLevelsTests.folder).deletingLastPathComponent().path
        // Python 3 from PATH (the asset and level scripts need it; Debian has it). Run from Levels/ so the
        // tileset image path comes out as in the shipped map.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root + "/scripts/level-to-tmj.py", Self.textTwin]
        process.currentDirectoryURL = URL(fileURLWithPath: ShippedLevelsTests.folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let regenerated = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let shipped = try Data(contentsOf: URL(fileURLWithPath: Self.shippedMap))
        #expect(regenerated == shipped, "run: python3 scripts/level-to-tmj.py \(Self.textTwin) \(Self.shippedMap)")
    }

    @Test func theShippedLevelsIncludeTheMap() throws {
        let files = try LevelLibrary(directory: ShippedLevelsTests.folder).levelFiles()
        let names = files.map { ($0 as NSString).lastPathComponent }
        #expect(names.contains("11-tiled-crossroads.tmj"))
        #expect(names.contains { $0.hasSuffix(".txt") })
        let levels = try ShippedLevelsTests.levels()
        #expect(levels.contains { $0.file == Self.shippedMap && $0.name == "Tiled Crossroads" })
    }

    // MARK: The library

    @Test func libraryListsMapsWithTextLevelsInNameOrder() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let map = try JSONSerialization.data(withJSONObject: Self.map(), options: [.sortedKeys])
        for name in ["03-c.tmj", "10-j.txt", "01-a.txt", "02-b.tmj", "notes.json", ".hidden.tmj", "04-d.tmx"] {
            let url = URL(fileURLWithPath: folder + "/" + name)
            if name.hasSuffix(".tmj") {
                try map.write(to: url)
            } else {
                try Data("name: \(name)\n---\nP*E\n".utf8).write(to: url)
            }
        }
        let library = LevelLibrary(directory: folder)
        #expect(try library.levelFiles() == ["01-a.txt", "02-b.tmj", "03-c.tmj", "10-j.txt"].map { folder + "/" + $0 })
        let levels = library.loadAll().map { try? $0.get() }
        #expect(levels.count == 4)
        #expect(levels.map { $0?.name } == ["01-a.txt", "Tiny", "Tiny", "10-j.txt"])
        #expect(levels[1]?.file == folder + "/02-b.tmj")
        #expect(LevelLibrary.fileExtensions == ["txt", "tmj"])
        #expect(LevelLibrary.isLevelFile("x.tmj"))
        #expect(!LevelLibrary.isLevelFile("x.tmx"))
    }

    @Test func otherExtensionsAreStillRefused() {
        #expect(throws: LevelError(kind: .unsupportedFormat, file: "map.tmx", line: 0,
                                   reason: "unsupported level file type (expected .txt, .tmj)")) {
            try LevelLibrary.load(path: "map.tmx")
        }
    }

    @Test func missingFileAndFolder() throws {
        #expect(throws: LevelError(kind: .unreadable, file: "/nonexistent-arcade-folder/11.tmj", line: 0,
                                   reason: "cannot read level file (no such file)")) {
            try LevelLibrary.load(path: "/nonexistent-arcade-folder/11.tmj")
        }
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/dir.tmj"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        #expect(throws: LevelError(kind: .unreadable, file: path, line: 0,
                                   reason: "cannot read level file (it is a folder)")) {
            try LevelLibrary.load(path: path)
        }
    }

    // MARK: What is read

    @Test func aSmallMapGivesTheSameLevelAsText() throws {
        let (path, result) = try Self.load(Self.map())
        let level = try result.get()
        #expect(level == (try LevelParser.parse("name: Tiny\n---\n#####\n#P*E#\n#####\n", file: path)))
    }

    @Test func flipFlagsAreMasked() throws {
        // Flipped and rotated walls are walls; a bare flag with tile id 0 is floor, the hexagonal 120° rotation
        // flag (0x10000000) included: found in review, it made a floor tile a wall.
        let level = try Self.level(Self.map { _, walls, _ in
            walls["data"] = [0x8000_0001, 0x4000_0001, 0x2000_0001, 0xE000_0001, 1,
                             0xA000_0002, 0x1000_0000, 0x9000_0000, 0, 0x6000_0001,
                             0x8000_0000, 0x4000_0000, 0x2000_0000, 0xE000_0000, 0x1FFF_FFFF] as [UInt32]
        })
        #expect((0..<5).allSatisfy { level.isWall(col: $0, row: 0) })
        #expect(level.isWall(col: 0, row: 1) && level.isWall(col: 4, row: 1))
        #expect((1...3).allSatisfy { !level.isWall(col: $0, row: 1) })
        #expect((0..<4).allSatisfy { !level.isWall(col: $0, row: 2) })
        #expect(level.isWall(col: 4, row: 2))
    }

    @Test func csvEncodingMayBeNamedOrLeftOut() throws {
        let named = try Self.level(Self.map { _, walls, _ in walls["encoding"] = "csv" })
        let plain = try Self.level(Self.map())
        #expect(named.walls == plain.walls)
        #expect(named.walls.filter { $0 }.count == 12)
    }

    @Test func classAndTypeBothWork() throws {
        let byType = try Self.level(Self.map())
        let byClass = try Self.level(Self.map { _, _, objects in
            objects = [Self.object("player", col: 1, row: 1, id: 1, key: "class"),
                       Self.object("gem", col: 2, row: 1, id: 2, key: "class"),
                       Self.object("exit", col: 3, row: 1, id: 3, key: "class")]
        })
        #expect(byClass.walls == byType.walls)
        #expect(byClass.playerStart == byType.playerStart)
        #expect(byClass.gems == byType.gems)
        #expect(byClass.exit == byType.exit)
        // An empty `type` next to a `class`, as some versions write, reads the class.
        var gem = Self.object("gem", col: 2, row: 1, id: 2, key: "class")
        gem["type"] = ""
        let mixed = try Self.level(Self.map { _, _, objects in objects[1] = gem })
        #expect(mixed.gems == [TilePosition(col: 2, row: 1)])
    }

    @Test func everyObjectTypeAndReadingOrder() throws {
        // 7x4 room; objects listed out of reading order come back in it.
        let level = try Self.level(Self.map { map, walls, objects in
            map["width"] = 7
            map["height"] = 4
            walls["width"] = 7
            walls["height"] = 4
            walls["data"] = Self.wallIDs(["#######", "#.....#", "#.....#", "#######"])
            objects = [
                Self.object("patroller-v", col: 5, row: 2, id: 9),
                Self.object("gem", col: 4, row: 2, id: 8),
                Self.object("exit", col: 5, row: 1, id: 7),
                Self.object("chaser", col: 3, row: 2, id: 6),
                Self.object("patroller-h", col: 2, row: 2, id: 5),
                Self.object("gem", col: 3, row: 1, id: 4),
                Self.object("gem", col: 2, row: 1, id: 3),
                Self.object("player", col: 1, row: 1, id: 1),
            ]
        })
        let text = try LevelParser.parse("name: Tiny\n---\n#######\n#P**.E#\n#.HC*V#\n#######\n", file: level.file)
        #expect(level == text)
        #expect(level.gems == [TilePosition(col: 2, row: 1), TilePosition(col: 3, row: 1), TilePosition(col: 4, row: 2)])
        #expect(level.enemies.map(\.kind) == [.horizontalPatroller, .chaser, .verticalPatroller])
    }

    @Test func positionsAreObjectCentresSnappedToTiles() throws {
        // 5x5 room. The rectangle's centre (79.5, 47.5) is in tile (2, 1); the tile object
        // anchored at its bottom-left (32, 128) has its centre (48, 112) in tile (1, 3);
        // the point (127.9, 96) is in tile (3, 3); the 16x16 rectangle at (96, 32) has its
        // centre (104, 40) in tile (3, 1).
        let level = try Self.level(Self.map { map, walls, objects in
            map["width"] = 5
            map["height"] = 5
            walls["width"] = 5
            walls["height"] = 5
            walls["data"] = Self.wallIDs(["#####", "#...#", "#...#", "#...#", "#####"])
            objects = [
                ["id": 1, "type": "player", "x": 64, "y": 32, "width": 31, "height": 31],
                ["id": 2, "type": "exit", "gid": 5, "x": 32, "y": 128, "width": 32, "height": 32],
                ["id": 3, "type": "gem", "point": true, "x": 127.9, "y": 96, "width": 0, "height": 0],
                ["id": 4, "type": "gem", "x": 96, "y": 32, "width": 16, "height": 16],
            ]
        })
        #expect(level.playerStart == TilePosition(col: 2, row: 1))
        #expect(level.exit == TilePosition(col: 1, row: 3))
        #expect(level.gems == [TilePosition(col: 3, row: 1), TilePosition(col: 3, row: 3)])
    }

    @Test func rotatedObjectsUseTheirRotatedCentre() throws {
        // A 32x32 rectangle at (96, 32) turned 90° clockwise about its top-left corner
        // covers [64, 96] x [32, 64]: its centre (80, 48) is in tile (2, 1).
        let level = try Self.level(Self.map { map, walls, objects in
            map["width"] = 5
            map["height"] = 5
            walls["width"] = 5
            walls["height"] = 5
            walls["data"] = Self.wallIDs(["#####", "#...#", "#...#", "#...#", "#####"])
            objects = [
                Self.object("player", col: 1, row: 3, id: 1),
                ["id": 2, "type": "gem", "x": 96, "y": 32, "width": 32, "height": 32, "rotation": 90],
                Self.object("exit", col: 3, row: 3, id: 3),
            ]
        })
        #expect(level.gems == [TilePosition(col: 2, row: 1)])
    }

    @Test func quarterTurnsAreExact() throws {
        // The C library's cos(270°) is -1.8e-16, not 0, which moved this centre off (16, -16) by a few ulps: on a
        // tile edge that picks a different tile. Compass is exact at quarter turns, the same everywhere.
        for (rotation, center) in [(90.0, Vec2(-16, 16)), (180, Vec2(-16, -16)), (270, Vec2(16, -16)), (-90, Vec2(16, -16))] {
            let json = #"{"id": 1, "type": "gem", "x": 0, "y": 0, "width": 32, "height": 32, "rotation": \#(rotation)}"#
            let object = try JSONDecoder().decode(TiledObject.self, from: Data(json.utf8))
            #expect(object.center == center, "\(rotation)")
        }
    }

    @Test func nameComesFromThePropertyElseTheFileName() throws {
        #expect(try Self.level(Self.map()).name == "Tiny")
        let unnamed = try Self.level(Self.map { map, _, _ in map["properties"] = nil }, name: "07-unnamed.tmj")
        #expect(unnamed.name == "07-unnamed.tmj")
        let other = try Self.level(Self.map { map, _, _ in
            map["properties"] = [["name": "author", "type": "string", "value": "me"],
                                 ["name": "name", "type": "string", "value": ""]]
        }, name: "08-empty.tmj")
        #expect(other.name == "08-empty.tmj")
        try Self.expectError(Self.map { map, _, _ in map["properties"] = [["name": "name", "type": "int", "value": 3]] },
                             .unsupportedFormat, "map property 'name' must be a string (it is 'int')")
    }

    @Test func otherLayersAndTilesetsAreIgnored() throws {
        let level = try Self.level(Self.map { map, walls, objects in
            map["tilesets"] = [["firstgid": 1, "name": "embedded", "image": "wall.png", "tilewidth": 32,
                                "tileheight": 32, "tilecount": 1, "columns": 1]]
            map["layers"] = [
                ["id": 3, "name": "floor", "type": "tilelayer", "width": 5, "height": 3,
                 "encoding": "base64", "data": "AAAA"],
                walls,
                ["id": 4, "name": "sky", "type": "imagelayer", "image": "sky.png"],
                ["id": 2, "name": "things", "type": "objectgroup", "objects": Array(objects[0...1])],
                ["id": 5, "name": "more", "type": "objectgroup", "objects": [objects[2]]],
            ]
        })
        #expect(level == (try LevelParser.parse("name: Tiny\n---\n#####\n#P*E#\n#####\n", file: level.file)))
    }

    // MARK: What is refused

    @Test func textFromTheMapIsQuotedShortAndEscaped() throws {
        // Such text goes into messages shortened and escaped, never whole and raw (terminal escapes included).
        let hostile = "\u{1B}[2J" + String(repeating: "x", count: 100_000)
        try Self.expectError(Self.map { map, _, _ in map["orientation"] = hostile }, .unsupportedFormat,
                             "unsupported orientation '\\u{1B}[2Jxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...' (only orthogonal maps are supported)")
        try Self.expectError(Self.map { _, walls, _ in walls["encoding"] = "it's\u{0}" }, .unsupportedFormat,
                             "layer 'walls' uses 'it\\'s\\0' encoding; only CSV tile layer data is supported")
    }

    @Test func base64AndCompressedData() throws {
        try Self.expectError(Self.map { _, walls, _ in
            walls["encoding"] = "base64"
            walls["data"] = "AQAAAAEAAAABAAAAAQAAAAEAAAA="
        }, .unsupportedFormat, "layer 'walls' uses 'base64' encoding; only CSV tile layer data is supported")
        try Self.expectError(Self.map { _, walls, _ in
            walls["encoding"] = "base64"
            walls["compression"] = "zlib"
            walls["data"] = "eJxjZGBgYCAAAAGUAAg="
        }, .unsupportedFormat, "layer 'walls' uses 'zlib' compression; only uncompressed CSV tile layer data is supported")
        try Self.expectError(Self.map { _, walls, _ in walls["data"] = "AQAAAA==" },
                             .unsupportedFormat, "layer 'walls' has its data as a string (base64); only CSV tile layer data is supported")
        // An empty compression is none.
        #expect(throws: Never.self) { try Self.level(Self.map { _, walls, _ in walls["compression"] = "" }) }
    }

    @Test func infiniteMaps() throws {
        try Self.expectError(Self.map { map, _, _ in map["infinite"] = true },
                             .unsupportedFormat, "infinite maps are not supported (untick Infinite in Tiled's map properties)")
        try Self.expectError(Self.map { _, walls, _ in
            walls["data"] = nil
            walls["chunks"] = [["x": 0, "y": 0, "width": 16, "height": 16, "data": [0]]]
        }, .unsupportedFormat, "layer 'walls' is stored in chunks (infinite maps are not supported)")
    }

    @Test func otherOrientationsAndTileSizes() throws {
        for orientation in ["isometric", "staggered", "hexagonal"] {
            try Self.expectError(Self.map { map, _, _ in map["orientation"] = orientation }, .unsupportedFormat,
                                 "unsupported orientation '\(orientation)' (only orthogonal maps are supported)")
        }
        try Self.expectError(Self.map { map, _, _ in map["tilewidth"] = 16 }, .unsupportedFormat,
                             "unsupported tile size 16x32 (tiles must be 32x32)")
        try Self.expectError(Self.map { map, _, _ in map["tileheight"] = 64 }, .unsupportedFormat,
                             "unsupported tile size 32x64 (tiles must be 32x32)")
        try Self.expectError(Self.map { map, _, _ in map["type"] = "tileset" }, .unsupportedFormat,
                             "not a Tiled map (type 'tileset', expected 'map')")
    }

    @Test func wallLayerProblems() throws {
        try Self.expectError(Self.map { _, walls, _ in walls["name"] = "Tile Layer 1" }, .unsupportedFormat,
                             "no tile layer named 'walls'")
        try Self.expectError(Self.map { map, walls, objects in
            map["layers"] = [walls, ["id": 2, "name": "walls", "type": "objectgroup", "objects": objects]]
        }, .unsupportedFormat, "second layer named 'walls'")
        try Self.expectError(Self.map { map, _, objects in
            map["layers"] = [["id": 2, "name": "walls", "type": "objectgroup", "objects": objects]]
        }, .unsupportedFormat, "layer 'walls' is of type 'objectgroup', expected a tile layer ('tilelayer')")
        try Self.expectError(Self.map { _, walls, _ in walls["data"] = [1, 1, 1] as [UInt32] }, .unsupportedFormat,
                             "layer 'walls' has 3 tiles, expected 5x3 = 15")
        try Self.expectError(Self.map { _, walls, _ in walls["data"] = nil }, .unsupportedFormat,
                             "layer 'walls' has no data")
        try Self.expectError(Self.map { _, walls, _ in walls["width"] = 6 }, .unsupportedFormat,
                             "layer 'walls' is 6x3 tiles but the map is 5x3")
        try Self.expectError(Self.map { _, walls, _ in walls["offsetx"] = 16 }, .unsupportedFormat,
                             "layer 'walls' has an offset (16, 0); layer offsets are not supported")
        try Self.expectError(Self.map { map, walls, _ in
            map["layers"] = [["id": 5, "name": "group", "type": "group", "layers": [walls]]]
        }, .unsupportedFormat, "group layers are not supported (layer 'group'); put the layers at the top level")
    }

    @Test func unknownObjectTypes() throws {
        let known = "known types: player, gem, exit, chaser, patroller-h, patroller-v"
        try Self.expectError(Self.map { _, _, objects in objects.append(Self.object("coin", col: 1, row: 1, id: 4)) },
                             .unsupportedFormat, "object 4 has unknown type 'coin' (\(known))")
        try Self.expectError(Self.map { _, _, objects in objects.append(Self.object("", col: 1, row: 1, id: 5)) },
                             .unsupportedFormat, "object 5 has no type (\(known))")
        try Self.expectError(Self.map { _, _, objects in objects[0]["type"] = "Player" },
                             .unsupportedFormat, "object 1 has unknown type 'Player' (\(known))")
    }

    @Test func objectsOutsideTheMapOnWallsOrSharingATile() throws {
        try Self.expectError(Self.map { _, _, objects in objects.append(Self.object("gem", col: 5, row: 1, id: 4)) },
                             .unsupportedFormat, "object 4 (gem) is outside the map: its centre (176, 48) is not on a tile of the 5x3 map")
        try Self.expectError(Self.map { _, _, objects in
            objects.append(["id": 4, "type": "chaser", "x": -40.5, "y": 10, "width": 32, "height": 32])
        }, .unsupportedFormat, "object 4 (chaser) is outside the map: its centre (-24.5, 26) is not on a tile of the 5x3 map")
        try Self.expectError(Self.map { _, _, objects in objects.append(Self.object("gem", col: 0, row: 0, id: 4)) },
                             .unsupportedFormat, "object 4 (gem) is on a wall at tile (0, 0)")
        try Self.expectError(Self.map { _, _, objects in objects.append(Self.object("chaser", col: 2, row: 1, id: 4)) },
                             .unsupportedFormat, "object 4 (chaser) is on tile (2, 1) with object 2 (gem); one thing per tile")
    }

    @Test func playerExitAndGemCounts() throws {
        try Self.expectError(Self.map { _, _, objects in objects.remove(at: 0) }, .missingPlayer,
                             "no player: no object of type 'player'")
        try Self.expectError(Self.map { _, _, objects in objects.remove(at: 2) }, .missingExit,
                             "no exit: no object of type 'exit'")
        try Self.expectError(Self.map { _, _, objects in objects.remove(at: 1) }, .noGems,
                             "no gems: no object of type 'gem'")
        try Self.expectError(Self.map { _, walls, objects in
            walls["data"] = Self.wallIDs(["#####", "#....", "#####"])
            objects.append(Self.object("player", col: 4, row: 1, id: 9))
        }, .secondPlayer, "second player: object 9 at tile (4, 1) (the first is object 1 at tile (1, 1))")
        try Self.expectError(Self.map { _, walls, objects in
            walls["data"] = Self.wallIDs(["#####", "#....", "#####"])
            objects.append(Self.object("exit", col: 4, row: 1, id: 9))
        }, .secondExit, "second exit: object 9 at tile (4, 1) (the first is object 3 at tile (3, 1))")
    }

    @Test func tooLargeAndEmptyMaps() throws {
        try Self.expectError(Self.map { map, _, _ in map["width"] = 257 }, .tooLarge,
                             "map is 257x3 tiles, at most 256x256 allowed")
        try Self.expectError(Self.map { map, _, _ in map["height"] = 300 }, .tooLarge,
                             "map is 5x300 tiles, at most 256x256 allowed")
        try Self.expectError(Self.map { map, _, _ in map["height"] = 0 }, .emptyGrid,
                             "map is 5x0 tiles, it needs at least one")
        // 256x256 is allowed.
        let big = try Self.level(Self.map { map, walls, _ in
            map["width"] = 256
            map["height"] = 256
            walls["width"] = 256
            walls["height"] = 256
            walls["data"] = [UInt32](repeating: 0, count: 256 * 256)
        })
        #expect(big.width == 256 && big.height == 256)
    }

    @Test func filesOver16MiBAreNotRead() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/huge.tmj"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("{".utf8)))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(TiledMapLoader.maxFileSize + 1))  // sparse: nothing is written
        try handle.close()
        #expect(throws: LevelError(kind: .tooLarge, file: path, line: 0,
                                   reason: "file is 16777217 bytes, at most 16777216 (16 MiB) allowed")) {
            try LevelLibrary.load(path: path)
        }
        #expect(TiledMapLoader.maxFileSize == 16 * 1024 * 1024)
    }

    @Test func malformedJSONSaysWhere() throws {
        try Self.expectError(Self.map { _, _, objects in objects[1]["x"] = "ten" }, .unsupportedFormat,
                             "malformed JSON at layers[1].objects[1].x: expected a number")
        try Self.expectError(Self.map { map, _, _ in map["width"] = nil }, .unsupportedFormat,
                             "malformed JSON: missing key 'width'")
        try Self.expectError(Self.map { _, _, objects in objects[2]["y"] = nil }, .unsupportedFormat,
                             "malformed JSON at layers[1].objects[2]: missing key 'y'")
        try Self.expectError(Self.map { _, walls, _ in walls["data"] = [1, 1, -1] }, .unsupportedFormat,
                             "malformed JSON at layers[0].data[2]: expected a tile id (an integer from 0 to 4294967295), found -1")
        try Self.expectError(Self.map { _, walls, _ in walls["data"] = [1, 1.5] }, .unsupportedFormat,
                             "malformed JSON at layers[0].data[1]: expected a tile id (an integer from 0 to 4294967295), found 1.5")
        try Self.expectError(Self.map { _, walls, _ in walls["data"] = [1, "#"] as [Any] }, .unsupportedFormat,
                             "malformed JSON at layers[0].data[1]: expected a number")
        try Self.expectError(Self.map { map, _, _ in map["width"] = 2.5 }, .unsupportedFormat,
                             "malformed JSON at width: expected an integer, found 2.5")
        try Self.expectError(Self.map { _, _, objects in objects[0]["gid"] = 5_000_000_000 }, .unsupportedFormat,
                             "malformed JSON at layers[1].objects[0].gid: expected a tile id (an integer from 0 to 4294967295), found 5000000000")
        try Self.expectError(Self.map { map, _, _ in map["layers"] = 5 }, .unsupportedFormat,
                             "malformed JSON at layers: expected an array")
        try Self.expectError(Self.map { map, _, _ in map["orientation"] = NSNull() }, .unsupportedFormat,
                             "malformed JSON at orientation: expected a string, found null")
        try Self.expectError(Self.map { map, _, _ in map["infinite"] = "no" }, .unsupportedFormat,
                             "malformed JSON at infinite: expected true or false")
        try Self.expectError(Self.map { map, _, _ in map["layers"] = [5] }, .unsupportedFormat,
                             "malformed JSON at layers[0]: expected an object")
    }

    @Test func jsonSyntaxErrorsGiveTheLineAndColumn() throws {
        // Linux's Foundation points at the first character that cannot continue the value
        // (the "o" of "nope", which is not "null"); other platforms word it differently.
        let garbage = try #require(try Self.error("{\n  \"width\": 5,\n  \"height\": nope\n}\n"))
        #expect(garbage.kind == .unsupportedFormat)
        #expect(garbage.line == 3)
        #expect(garbage.column == 14 || garbage.column == 13)
        #expect(garbage.reason == "malformed JSON: invalid value")
        let truncated = try #require(try Self.error("{\n \"width\": [1, 2,\n"))
        #expect(truncated.line == 3)
        #expect(truncated.column == 1)
        #expect(truncated.reason == "malformed JSON: unexpected end of file during JSON parse")
        #expect(truncated.description == truncated.file + ":3:1: malformed JSON: unexpected end of file during JSON parse")
        let empty = try #require(try Self.error(""))
        #expect(empty.line == 1)
        #expect(empty.column == 1)
        #expect(empty.reason == "malformed JSON: unexpected end of file during JSON parse")
        let text = try #require(try Self.error("name: Text\n---\nP*E\n"))
        #expect(text.kind == .unsupportedFormat)
        #expect(text.reason.hasPrefix("malformed JSON"))
        // Valid JSON of the wrong shape has no line: the coding path says where.
        let array = try #require(try Self.error("[1, 2]"))
        #expect(array.line == 0)
        #expect(array.reason == "malformed JSON: expected an object")
    }

    /// A walled-off gem or exit is refused: a map must be winnable, as a text level must.
    @Test func unreachableExitsAndGemsAreRefused() throws {
        let shut = Self.map { map, walls, objects in
            map["width"] = 7
            walls["width"] = 7
            walls["data"] = Self.wallIDs(["#######", "#...#.#", "#######"])
            objects[2] = Self.object("exit", col: 5, row: 1, id: 3)
        }
        try Self.expectError(shut, .unreachable,
                             "the exit at tile (5, 1) cannot be reached from the player (object 1 at tile (1, 1)): walls close it off, so the level cannot be won")
    }

    /// A template instance and a name with a bad escape each say what is wrong with them.
    @Test func templatesAndBadEscapesSayWhatIsWrong() throws {
        let templated = Self.map { _, _, objects in
            objects[1] = ["id": 2, "template": "gem.tx", "x": 64, "y": 32]
        }
        try Self.expectError(templated, .unsupportedFormat,
                             "object 2 is an instance of the template 'gem.tx', which this loader does not read: detach it in Tiled (Replace Template Instance... or Detach)")
        // Raw text: a name property whose string has an invalid escape.
        var text = String(decoding: try JSONSerialization.data(withJSONObject: Self.map(), options: [.sortedKeys]),
                          as: UTF8.self)
        text = text.replacingOccurrences(of: #""value":"Tiny""#, with: #""value":"Ti\qny""#)
        let error = try #require(try Self.error(text))
        #expect(error.kind == .unsupportedFormat)
        #expect(error.reason.hasPrefix("malformed JSON"), "\(error.reason)")
        #expect(!error.reason.contains("must be a string"))
    }
}
