import Foundation
import enum JoyStickEngine.Compass

/// The parts of Tiled's JSON map format (`.tmj`) the game reads, as `Decodable` values.
///
/// Only what `TiledMapLoader` needs is mirrored; every other key of the file (tilesets,
/// opacity, draw order, ...) is ignored. Keys that Tiled always writes but the loader
/// can do without are optional, so hand-written maps stay short.
/// See https://doc.mapeditor.org/en/stable/reference/json-map-format/.
public struct TiledMap: Decodable, Sendable, Equatable {
    /// `"map"` in files Tiled saves (a tileset file says `"tileset"`).
    public var type: String?
    /// `orthogonal`, `isometric`, `staggered` or `hexagonal`.
    public var orientation: String
    /// Width in tiles.
    public var width: Int
    /// Height in tiles.
    public var height: Int
    /// Width of one tile in pixels.
    public var tilewidth: Int
    /// Height of one tile in pixels.
    public var tileheight: Int
    /// True for maps of unlimited size, stored in chunks.
    public var infinite: Bool?
    /// The layers, bottom to top.
    public var layers: [TiledLayer]
    /// Custom map properties.
    public var properties: [TiledProperty]?

    /// Bits of a global tile id that are flip and rotation flags, not the id: horizontal, vertical and
    /// diagonal flips, and the hexagonal maps' 120° rotation.
    public static let flipFlags: UInt32 = 0xF000_0000

    enum CodingKeys: String, CodingKey {
        case type, orientation, width, height, tilewidth, tileheight, infinite, layers, properties
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        type = try c.decodeIfPresent(String.self, forKey: .type)
        orientation = try c.decode(String.self, forKey: .orientation)
        width = try c.decodeWholeNumber(forKey: .width)
        height = try c.decodeWholeNumber(forKey: .height)
        tilewidth = try c.decodeWholeNumber(forKey: .tilewidth)
        tileheight = try c.decodeWholeNumber(forKey: .tileheight)
        infinite = try c.decodeIfPresent(Bool.self, forKey: .infinite)
        layers = try c.decode([TiledLayer].self, forKey: .layers)
        properties = try c.decodeIfPresent([TiledProperty].self, forKey: .properties)
    }
}

/// One layer of a Tiled map: a tile layer, an object group, an image layer or a group.
public struct TiledLayer: Decodable, Sendable, Equatable {
    /// Unique id within the map (Tiled ≥ 1.2).
    public var id: Int?
    /// The name given in Tiled.
    public var name: String
    /// `tilelayer`, `objectgroup`, `imagelayer` or `group`.
    public var type: String
    /// Width in tiles (tile layers).
    public var width: Int?
    /// Height in tiles (tile layers).
    public var height: Int?
    /// Tile layer contents: global tile ids, or a base64 string.
    public var data: TiledLayerData?
    /// `csv` (the default) or `base64` (tile layers).
    public var encoding: String?
    /// `zlib`, `gzip`, `zstd` or empty (base64 tile layers).
    public var compression: String?
    /// Chunks of an infinite map (tile layers).
    public var chunks: [TiledChunk]?
    /// The objects (object groups).
    public var objects: [TiledObject]?
    /// Horizontal offset of the layer in pixels.
    public var offsetx: Double?
    /// Vertical offset of the layer in pixels.
    public var offsety: Double?

    enum CodingKeys: String, CodingKey {
        case id, name, type, width, height, data, encoding, compression, chunks, objects, offsetx, offsety
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeWholeNumberIfPresent(forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        type = try c.decode(String.self, forKey: .type)
        width = try c.decodeWholeNumberIfPresent(forKey: .width)
        height = try c.decodeWholeNumberIfPresent(forKey: .height)
        data = try c.decodeIfPresent(TiledLayerData.self, forKey: .data)
        encoding = try c.decodeIfPresent(String.self, forKey: .encoding)
        compression = try c.decodeIfPresent(String.self, forKey: .compression)
        chunks = try c.decodeIfPresent([TiledChunk].self, forKey: .chunks)
        objects = try c.decodeIfPresent([TiledObject].self, forKey: .objects)
        offsetx = try c.decodeIfPresent(Double.self, forKey: .offsetx)
        offsety = try c.decodeIfPresent(Double.self, forKey: .offsety)
    }
}

/// A tile layer's `data`: an array of global tile ids (CSV encoding) or a string (base64).
public enum TiledLayerData: Decodable, Sendable, Equatable {
    /// Row-major global tile ids, flip flags included.
    case tiles([UInt32])
    /// Base64 text, possibly compressed.
    case encoded(String)

    public init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self = .encoded(text)
            return
        }
        // Read numbers as Double and check them here: Foundation's decoder reports a
        // number that does not fit UInt32 without saying where.
        var container = try decoder.unkeyedContainer()
        var ids: [UInt32] = []
        ids.reserveCapacity(container.count ?? 0)
        while !container.isAtEnd {
            let index = container.currentIndex
            let value = try container.decode(Double.self)
            guard value >= 0, value <= Double(UInt32.max), value == value.rounded(.towardZero) else {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: container.codingPath + [TiledIndexKey(index)],
                    debugDescription: "expected a tile id (an integer from 0 to 4294967295), found \(TiledNumber.text(value))"))
            }
            ids.append(UInt32(value))
        }
        self = .tiles(ids)
    }
}

/// An array index in a coding path.
struct TiledIndexKey: CodingKey {
    var stringValue: String { "\(intValue ?? 0)" }
    var intValue: Int?
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { return nil }
    init?(intValue: Int) { self.intValue = intValue }
}

/// Numbers as error messages show them.
enum TiledNumber {
    /// `16` for whole numbers, `1.5` otherwise.
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension KeyedDecodingContainer {
    /// An integer read as a JSON number, so a fraction or a huge value is reported with
    /// its coding path (Foundation's decoder reports those without one).
    func decodeWholeNumber(forKey key: Key) throws -> Int {
        let value = try decode(Double.self, forKey: key)
        guard value == value.rounded(), abs(value) < 1e15 else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "expected an integer, found \(TiledNumber.text(value))")
        }
        return Int(value)
    }

    /// `decodeWholeNumber` for an optional key (absent or null gives nil).
    func decodeWholeNumberIfPresent(forKey key: Key) throws -> Int? {
        guard let value = try decodeIfPresent(Double.self, forKey: key) else { return nil }
        guard value == value.rounded(), abs(value) < 1e15 else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "expected an integer, found \(TiledNumber.text(value))")
        }
        return Int(value)
    }
}

/// A chunk of an infinite map; only its presence matters here.
public struct TiledChunk: Decodable, Sendable, Equatable {
    /// Chunk origin, in tiles.
    public var x: Int?
    /// Chunk origin, in tiles.
    public var y: Int?
}

/// One object of an object group.
public struct TiledObject: Decodable, Sendable, Equatable {
    /// Unique id within the map.
    public var id: Int?
    /// The object's name (unused by the game).
    public var name: String?
    /// The object's class: saved as `type` by Tiled before 1.9 and since 1.10...
    public var type: String?
    /// ...and as `class` by Tiled 1.9.
    public var `class`: String?
    /// Position in pixels: the top-left corner, or the bottom-left for tile objects.
    public var x: Double
    /// Position in pixels.
    public var y: Double
    /// Width in pixels (0 for points).
    public var width: Double?
    /// Height in pixels (0 for points).
    public var height: Double?
    /// Clockwise rotation in degrees around `(x, y)`.
    public var rotation: Double?
    /// Global tile id, flip flags included, when this is a tile object.
    public var gid: UInt32?
    /// The template file the object is an instance of, if any (its type and size live in that file).
    public var template: String?

    enum CodingKeys: String, CodingKey {
        case id, name, type, `class`, x, y, width, height, rotation, gid, template
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeWholeNumberIfPresent(forKey: .id)
        name = try c.decodeIfPresent(String.self, forKey: .name)
        type = try c.decodeIfPresent(String.self, forKey: .type)
        `class` = try c.decodeIfPresent(String.self, forKey: .class)
        template = try c.decodeIfPresent(String.self, forKey: .template)
        x = try c.decode(Double.self, forKey: .x)
        y = try c.decode(Double.self, forKey: .y)
        width = try c.decodeIfPresent(Double.self, forKey: .width)
        height = try c.decodeIfPresent(Double.self, forKey: .height)
        rotation = try c.decodeIfPresent(Double.self, forKey: .rotation)
        if let value = try c.decodeWholeNumberIfPresent(forKey: .gid) {
            guard value >= 0, value <= Int(UInt32.max) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .gid, in: c, debugDescription: "expected a tile id (an integer from 0 to 4294967295), found \(value)")
            }
            gid = UInt32(value)
        } else {
            gid = nil
        }
    }

    /// `type`, or `class` when `type` is absent or empty.
    public var kind: String {
        if let type, !type.isEmpty { return type }
        return self.class ?? ""
    }

    /// The centre of the object in pixels: of its rectangle, or of its tile for tile
    /// objects (which Tiled anchors at the bottom-left), rotation included.
    public var center: Vec2 {
        let w = width ?? 0
        let h = height ?? 0
        let dx = w / 2
        let dy = gid == nil ? h / 2 : -h / 2
        let degrees = rotation ?? 0
        guard degrees != 0 else { return Vec2(x + dx, y + dy) }
        // Compass, not the C library: exact at quarter turns and the same on every platform, so an object on
        // a tile edge snaps to the same tile everywhere.
        let c = Compass.cosine(degrees: degrees)
        let s = Compass.sine(degrees: degrees)
        return Vec2(x + dx * c - dy * s, y + dx * s + dy * c)
    }
}

/// A custom property: `{"name": ..., "type": ..., "value": ...}`.
public struct TiledProperty: Decodable, Sendable, Equatable {
    /// Property name.
    public var name: String
    /// `string`, `int`, `float`, `bool`, `color`, `file`, `object` or `class`.
    public var type: String?
    /// The value, when it is text; nil for numbers, booleans and class values.
    public var stringValue: String?

    enum CodingKeys: String, CodingKey {
        case name, type, value
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        type = try container.decodeIfPresent(String.self, forKey: .type)
        do {
            stringValue = try container.decodeIfPresent(String.self, forKey: .value)
        } catch DecodingError.typeMismatch {
            // A number, a boolean or a class value: not text.
            stringValue = nil
        }
        // Anything else (a string with a bad escape) is malformed JSON, reported with where it is.
    }
}
