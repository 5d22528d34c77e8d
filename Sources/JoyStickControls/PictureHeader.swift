/// A picture file's size as its header states it, read without decoding a pixel: so a picture too large to
/// draw (a 875 KB PNG can claim 30000 x 30000, 3.6 GB decoded) is refused before SDL_image allocates for it.
/// Reads PNG, JPEG, GIF and BMP headers, the formats SDL_image always builds with.
struct PictureHeader: Equatable {
    var width: Int
    var height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// How far into a JPEG its size may be looked for (markers before the frame header: EXIF, ICC profiles).
    static let jpegSearchLimit: Int64 = 4 << 20

    /// Reads a header.
    /// - Parameter file: the file's bytes
    /// - Throws: ``ControlsError`` (without the file's name: the caller adds it) for a format it does not know or a
    ///   header cut short
    init(reading file: UnsafeRawBufferPointer) throws(ControlsError) {
        let got = min(file.count, 26)
        var start = [UInt8](repeating: 0, count: 26)
        for index in 0..<got { start[index] = file[index] }
        func big(_ at: Int, _ count: Int) -> Int { (at..<at + count).reduce(0) { $0 << 8 | Int(start[$1]) } }
        func little(_ at: Int, _ count: Int) -> Int {
            (at..<at + count).reversed().reduce(0) { $0 << 8 | Int(start[$1]) }
        }
        if got >= 24, start[0...7].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
           start[12...15].elementsEqual([73, 72, 68, 82]) {
            self.init(width: big(16, 4), height: big(20, 4))
        } else if got >= 10, start[0...2].elementsEqual([71, 73, 70]) {   // GIF
            self.init(width: little(6, 2), height: little(8, 2))
        } else if got >= 26, start[0...1].elementsEqual([66, 77]) {       // BMP
            if little(14, 4) == 12 {                          // OS/2's BITMAPCOREHEADER: 16-bit sides
                self.init(width: little(18, 2), height: little(20, 2))
            } else {
                // Signed; a negative height means the rows run top-down.
                self.init(width: abs(Int(Int32(truncatingIfNeeded: little(18, 4)))),
                          height: abs(Int(Int32(truncatingIfNeeded: little(22, 4)))))
            }
        } else if got >= 2, start[0] == 0xFF, start[1] == 0xD8 {
            self = try Self.jpeg(file)
        } else {
            throw ControlsError("not a PNG, JPEG, GIF or BMP picture")
        }
    }

    /// A JPEG's size from its frame header (SOFn), found by skipping the segments before it.
    private static func jpeg(_ file: UnsafeRawBufferPointer) throws(ControlsError) -> PictureHeader {
        var at: Int64 = 2
        while at < jpegSearchLimit {
            let marker = Int(at)
            guard marker + 4 <= file.count, file[marker] == 0xFF else { break }
            let kind = file[marker + 1], length = Int64(file[marker + 2]) << 8 | Int64(file[marker + 3])
            // Frame headers: C0-CF but for DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(kind), kind != 0xC4, kind != 0xC8, kind != 0xCC {
                let frame = marker + 4
                guard frame + 5 <= file.count else { break }
                return PictureHeader(width: Int(file[frame + 3]) << 8 | Int(file[frame + 4]),
                                     height: Int(file[frame + 1]) << 8 | Int(file[frame + 2]))
            }
            guard length >= 2 else { break }
            at += 2 + length
        }
        throw ControlsError("a JPEG whose size could not be read from its first \(jpegSearchLimit >> 20) MB")
    }
}
