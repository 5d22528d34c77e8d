/// The rules for a control's name in a layout: 1 to 32 characters of `A`-`Z`, `a`-`z`, `0`-`9`, `_` and `-`,
/// so a name reads the same in a file, in C and in a message.
public enum ControlName {
    /// The longest name.
    public static let maxLength = 32

    /// Why a name is not one, or nil for a good name.
    /// - Parameter name: the name
    public static func problem(with name: String) -> String? {
        let bytes = name.utf8
        guard !bytes.isEmpty else { return "a control's name is empty (1 to 32 of A-Z, a-z, 0-9, _ and -)" }
        // The character first: a name of other characters is refused for them, whatever its length (which,
        // once every character is one of these, is its length in bytes too).
        for scalar in name.unicodeScalars where !(scalar.isASCII && isAllowed(UInt8(scalar.value))) {
            return "the name has a character other than A-Z, a-z, 0-9, _ and -: \(describe(scalar))"
        }
        guard bytes.count <= maxLength else {
            return "the name is \(bytes.count) characters long (at most \(maxLength))"
        }
        return nil
    }

    /// A character in words: "a space", "'!'", "'é' (U+00E9)", "U+0009".
    private static func describe(_ scalar: Unicode.Scalar) -> String {
        let code = String(scalar.value, radix: 16, uppercase: true)
        let number = "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
        if scalar == " " { return "a space" }
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) { return number }
        return scalar.isASCII ? "'\(Character(scalar))'" : "'\(Character(scalar))' (\(number))"
    }

    static func isAllowed(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte == 95 || byte == 45
    }
}
