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
        guard bytes.count <= maxLength else {
            return "the name is \(bytes.count) characters long (at most \(maxLength))"
        }
        for byte in bytes where !isAllowed(byte) {
            return "the name has a character other than A-Z, a-z, 0-9, _ and - (byte \(byte))"
        }
        return nil
    }

    static func isAllowed(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte == 95 || byte == 45
    }
}
