/// A line of ASCII text built without allocating once its room is reserved: the debug overlay's labels, which
/// change every frame (this repository's game and demo build their HUDs with it too).
package struct TextLine {
    /// The bytes of the line.
    package private(set) var bytes: [UInt8] = []

    /// Creates an empty line with room for `capacity` characters.
    /// - Parameter capacity: how many characters fit without allocating
    package init(capacity: Int = 64) {
        bytes.reserveCapacity(capacity)
    }

    /// Empties the line, keeping its room.
    package mutating func clear() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends text (non-ASCII characters become '?').
    /// - Parameter text: the text
    package mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { buffer in
            for byte in buffer { bytes.append(byte < 128 ? byte : 63) }
        }
    }

    /// Appends an integer in decimal.
    /// - Parameter value: the number
    package mutating func append(_ value: Int) {
        if value < 0 { bytes.append(45) }
        var magnitude = value.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        repeat {
            bytes.append(48 + UInt8(magnitude / divisor))
            magnitude %= divisor
            divisor /= 10
        } while divisor > 0
    }

    /// Appends a number with a fixed count of decimals (rounded); non-finite values and magnitudes of 1e12
    /// or more print as `nan`.
    /// - Parameters:
    ///   - value: the number
    ///   - decimals: digits after the point, 0...6
    package mutating func append(_ value: Double, decimals: Int) {
        guard value.isFinite, abs(value) < 1e12 else {
            append("nan")
            return
        }
        let places = min(max(decimals, 0), 6)
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        let scaled = Int((abs(value) * factor).rounded())
        if value < 0, scaled != 0 { bytes.append(45) }
        let whole = scaled / Int(factor)
        append(whole)
        guard places > 0 else { return }
        bytes.append(46)
        var fraction = scaled % Int(factor)
        var divisor = Int(factor) / 10
        while divisor > 0 {
            bytes.append(48 + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }
}
