import Foundation
import AppShell
import JoyStickSDL
import Testing

/// A folder of committed pictures that drawn frames are compared with. Set UPDATE_GOLDEN=1 to rewrite them
/// after a deliberate change, and look at them before committing.
package struct GoldenPictures: Sendable {
    /// The folder holding the pictures.
    package let folder: URL

    /// Pictures in a folder of the repository.
    /// - Parameter path: the folder, relative to the repository's top folder (`Tests/ArcadeSDLTests/Golden`)
    package init(_ path: String) {
        folder = SDLTestEnvironment.repository.appendingPathComponent(path)
    }

    /// Counts pixels differing by more than `tolerance` in any of red, green and blue.
    /// - Parameters:
    ///   - a: one picture
    ///   - b: the other
    ///   - tolerance: the largest difference per channel that still counts as the same
    /// - Returns: the count, or `Int.max` when the sizes differ
    package static func differences(_ a: Image, _ b: Image, tolerance: Int = 3) -> Int {
        guard a.width == b.width, a.height == b.height else { return Int.max }
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                if abs(Int(p.red) - Int(q.red)) > tolerance || abs(Int(p.green) - Int(q.green)) > tolerance
                    || abs(Int(p.blue) - Int(q.blue)) > tolerance {
                    count += 1
                }
            }
        }
        return count
    }

    /// Expects a frame to match the picture of that name (after writing it there when UPDATE_GOLDEN=1).
    /// - Parameters:
    ///   - image: the drawn frame
    ///   - name: the picture's file name in ``folder``
    ///   - sourceLocation: where a mismatch is reported
    /// - Throws: ``ControlsError`` when the picture cannot be read or written
    package func compare(_ image: Image, with name: String,
                        sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = folder.appendingPathComponent(name).path
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Screenshot.write(image, to: path)
        }
        let expected = try Image(contentsOf: path)
        // At most 0.1% of the pixels may differ by more than 3 per channel (SDL versions blend slightly apart).
        #expect(Self.differences(image, expected) <= image.width * image.height / 1000,
                "\(name) differs from \(path)", sourceLocation: sourceLocation)
    }
}
