/// The file name of a frame's picture in a picture folder (`--screenshot-dir`, a suite's `--output DIR/NAME/`):
/// `frame-000060.png`, the frame number in six digits (more past 999999) so that names sort in frame order, as
/// the overlay's capture.c writes them and the arcade's headless mode does.
enum FramePicture {
    /// The name of a frame's picture.
    static func name(_ frame: Int) -> String {
        "frame-\(digits(frame)).png"
    }

    /// A frame number in at least six digits.
    static func digits(_ frame: Int) -> String {
        let digits = String(frame)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    /// The frame a picture's name is of: `frame-000060.png`, or `frame-60.png` (a good run's from before six
    /// digits); nil for any other name.
    static func frame(named name: String) -> Int? {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
        let number = name.dropFirst(6).dropLast(4)
        guard !number.isEmpty, number.count <= 18, number.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(number)
    }
}
