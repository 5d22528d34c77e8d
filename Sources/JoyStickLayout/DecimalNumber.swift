/// Reads a number as JSON writes it exactly: the double nearest to its decimal value, ties to even, as the
/// C library's `strtod` reads it, however many digits it has and wherever its point is. Standard library
/// only (no Foundation, no `strtod`), so it builds into the C library too.
///
/// Most numbers (at most 19 significant digits, at most 22 powers of ten from the point, as every file this
/// library writes) take one exact floating-point operation. Others are worked out with whole numbers as
/// large as they need, from at most ``keptDigits`` significant digits and whether any further digit is not
/// zero: a number halfway between two doubles has at most 768 significant digits, so the digits beyond those
/// decide nothing but which side of it the number lies.
enum DecimalNumber {
    /// What a number reads as.
    enum Reading: Equatable {
        /// The nearest double.
        case value(Double)
        /// The nearest double is infinity: the number is beyond the largest double by half a unit or more.
        case tooLarge
        /// The nearest double is 0, and the number is not: it is at most half the smallest double.
        case tooSmall
    }

    /// The significant digits read exactly; the rest only say whether they are all zeros.
    static let keptDigits = 800

    /// Reads `bytes[range]`, which JSON's grammar allows (`-`, digits, an optional fraction and exponent):
    /// the caller has checked it.
    static func read(_ bytes: [UInt8], _ range: Range<Int>) -> Reading {
        var index = range.lowerBound
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        // The digits before and after the point, as one run: `integerDigits` of them come before it.
        var digitCount = 0, integerDigits = 0
        var firstNonzero = -1, lastNonzero = -1
        var seenPoint = false
        let digitsStart = index
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                seenPoint = true
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                if byte != UInt8(ascii: "0") {
                    if firstNonzero < 0 { firstNonzero = digitCount }
                    lastNonzero = digitCount
                }
                digitCount += 1
                if !seenPoint { integerDigits += 1 }
            } else {
                break
            }
            index += 1
        }
        let digitsEnd = index
        var written = 0
        if index < range.upperBound {
            // The exponent, capped far beyond any double's: the cap changes no answer.
            index += 1
            let negativeExponent = bytes[index] == UInt8(ascii: "-")
            if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            while index < range.upperBound {
                if written < 100_000_000 { written = written * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
                index += 1
            }
            if negativeExponent { written = -written }
        }
        guard firstNonzero >= 0 else { return .value(negative ? -0.0 : 0.0) }
        // The value is 0.ddd... x 10^magnitude, its first digit not zero: from 10^(magnitude-1) up to 10^magnitude.
        let magnitude = integerDigits - firstNonzero + written
        if magnitude > 310 { return .tooLarge }
        if magnitude < -324 { return .tooSmall }
        // The value is the integer of the digits firstNonzero...lastNonzero times 10^exponent.
        let significant = lastNonzero - firstNonzero + 1
        var exponent = integerDigits - 1 - lastNonzero + written
        let magnitudeOf: (Double) -> Reading = { negative ? .value(-$0) : .value($0) }
        if significant <= 19 {
            var digits: UInt64 = 0
            var cursor = Digits(bytes, digitsStart..<digitsEnd, from: firstNonzero)
            for _ in 0..<significant { digits = digits * 10 + UInt64(cursor.next()) }
            if let exact = exactly(digits, exponent) { return magnitudeOf(exact) }
        }
        var kept = BigNumber()
        let count = min(significant, keptDigits)
        var cursor = Digits(bytes, digitsStart..<digitsEnd, from: firstNonzero)
        var chunk: UInt64 = 0, chunkDigits = 0
        for _ in 0..<count {
            chunk = chunk * 10 + UInt64(cursor.next())
            chunkDigits += 1
            if chunkDigits == 19 {
                kept.multiplyAdd(Self.powersOfTenWhole[19], chunk)
                chunk = 0
                chunkDigits = 0
            }
        }
        if chunkDigits > 0 { kept.multiplyAdd(Self.powersOfTenWhole[chunkDigits], chunk) }
        // Digits left out: the last one is not zero, so the number lies above what is kept.
        let truncated = significant > count
        exponent += significant - count
        let reading = nearest(kept, exponent, truncated: truncated)
        if case .value(let value) = reading { return magnitudeOf(value) }
        return reading
    }

    /// The digits of a number's text one by one, the point skipped, from its `first`th digit.
    private struct Digits {
        let bytes: [UInt8]
        var index: Int

        init(_ bytes: [UInt8], _ range: Range<Int>, from first: Int) {
            self.bytes = bytes
            index = range.lowerBound
            var skipped = 0
            while skipped < first {
                if bytes[index] != UInt8(ascii: ".") { skipped += 1 }
                index += 1
            }
        }

        /// The next digit's value; there is one (the caller counted them).
        mutating func next() -> UInt8 {
            if bytes[index] == UInt8(ascii: ".") { index += 1 }
            index += 1
            return bytes[index - 1] - UInt8(ascii: "0")
        }
    }

    /// The digits times 10^exponent when one floating-point operation on exact operands gives it (and so
    /// rounds it correctly), else nil.
    private static func exactly(_ digits: UInt64, _ exponent: Int) -> Double? {
        let exactLimit: UInt64 = 1 << 53
        guard digits <= exactLimit else { return nil }
        if exponent >= -22 && exponent < 0 { return Double(digits) / powersOfTen[-exponent] }
        if exponent >= 0 && exponent <= 22 { return Double(digits) * powersOfTen[exponent] }
        // 1e22 and beyond: move powers of ten into the digits while they stay exact.
        if exponent > 22 && exponent <= 22 + 15 {
            let (scaled, overflow) = digits.multipliedReportingOverflow(by: powersOfTenWhole[exponent - 22])
            if !overflow && scaled <= exactLimit { return Double(scaled) * powersOfTen[22] }
        }
        return nil
    }

    /// The double nearest to `digits` x 10^exponent (plus a little more when `truncated`), worked out exactly.
    private static func nearest(_ digits: BigNumber, _ exponent: Int, truncated: Bool) -> Reading {
        if exponent >= 0 {
            // A whole number: its top 64 bits, and whether any bit below them is set.
            var whole = digits
            whole.multiplyByPowerOfFive(exponent)
            let (top, rest) = whole.top64()
            return rounded(top, binaryExponent: whole.bitLength - 64 + exponent, sticky: rest || truncated)
        }
        // digits / 10^k = (digits / 5^k) / 2^k: a quotient of 62 to 64 bits of digits x 2^shift over 5^k, and
        // whether anything remains.
        let k = -exponent
        var divisor = BigNumber(1)
        divisor.multiplyByPowerOfFive(k)
        let shift = 63 + divisor.bitLength - digits.bitLength
        var dividend = digits
        if shift >= 0 { dividend.shiftLeft(shift) } else { divisor.shiftLeft(-shift) }
        let (quotient, remainder) = dividend.quotient(dividingBy: divisor)
        return rounded(quotient, binaryExponent: -shift - k, sticky: remainder || truncated)
    }

    /// The double nearest to (`top` + a fraction, nonzero when `sticky`) x 2^binaryExponent, ties to even;
    /// subnormal doubles have as many bits as they can hold.
    static func rounded(_ top: UInt64, binaryExponent: Int, sticky: Bool) -> Reading {
        guard top != 0 else { return sticky ? .tooSmall : .value(0) }
        let leading = top.leadingZeroBitCount
        let bits = top << leading
        // The value is from 2^power up to 2^(power + 1).
        var power = 63 + binaryExponent - leading
        guard power <= 1023 else { return .tooLarge }
        // The bits below a double's 53 (fewer for a subnormal) are rounded off.
        let dropped = power >= -1022 ? 11 : 11 + (-1022 - power)
        if dropped > 64 { return .tooSmall }
        if dropped == 64 {
            // From half the smallest double up to it: exactly half is a tie, and 0 is even.
            return bits == 1 << 63 && !sticky ? .tooSmall : .value(Double(bitPattern: 1))
        }
        var kept = bits >> UInt64(dropped)
        let rest = bits & ((1 << UInt64(dropped)) - 1)
        let half: UInt64 = 1 << UInt64(dropped - 1)
        if rest > half || (rest == half && (sticky || kept & 1 == 1)) { kept += 1 }
        guard power >= -1022 else {
            // A subnormal, or the smallest normal double if it rounded up to it: the same bits.
            return kept == 0 ? .tooSmall : .value(Double(bitPattern: kept))
        }
        if kept == 1 << 53 {
            kept >>= 1
            power += 1
            guard power <= 1023 else { return .tooLarge }
        }
        return .value(Double(bitPattern: UInt64(power + 1023) << 52 | (kept & ((1 << 52) - 1))))
    }

    /// 10^0 to 10^22: exact doubles.
    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13,
                                                1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22]
    /// 10^0 to 10^19.
    static let powersOfTenWhole: [UInt64] = {
        var powers: [UInt64] = [1]
        for _ in 1...19 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()
}

/// A whole number as large as it needs, in 64-bit limbs, least significant first: just what
/// ``DecimalNumber`` needs of one.
struct BigNumber {
    private(set) var limbs: [UInt64]

    init(_ value: UInt64 = 0) {
        limbs = value == 0 ? [] : [value]
    }

    /// How many bits it takes: 0 for zero.
    var bitLength: Int {
        guard let last = limbs.last else { return 0 }
        return limbs.count * 64 - last.leadingZeroBitCount
    }

    /// self = self x factor + addend.
    mutating func multiplyAdd(_ factor: UInt64, _ addend: UInt64) {
        var carry = addend
        for index in limbs.indices {
            let (high, low) = limbs[index].multipliedFullWidth(by: factor)
            let (sum, overflow) = low.addingReportingOverflow(carry)
            limbs[index] = sum
            carry = high &+ (overflow ? 1 : 0)
        }
        if carry != 0 { limbs.append(carry) }
    }

    /// self = self x 5^power.
    mutating func multiplyByPowerOfFive(_ power: Int) {
        var left = power
        var rest: UInt64 = 1
        if limbs == [1], power / 27 < Self.powersOfFive.count {
            // 5^power itself: a power of 5^27 from the table, then the rest.
            self = Self.powersOfFive[power / 27]
            left = power % 27
        }
        limbs.reserveCapacity(limbs.count + left * 7 / 192 + 2)
        while left >= 27 {
            multiplyAdd(Self.fiveTo27, 0)
            left -= 27
        }
        for _ in 0..<left { rest *= 5 }
        if rest != 1 { multiplyAdd(rest, 0) }
    }

    /// 5^27, the largest power of five in 64 bits.
    static let fiveTo27: UInt64 = 7_450_580_596_923_828_125
    /// 5^(27 x n) for n from 0 to 42 (past 5^1134, the largest a number needs): made once, 7 KB.
    static let powersOfFive: [BigNumber] = {
        var powers = [BigNumber(1)]
        for _ in 1...42 {
            var next = powers[powers.count - 1]
            next.multiplyAdd(fiveTo27, 0)
            powers.append(next)
        }
        return powers
    }()

    /// self = self x 2^bits.
    mutating func shiftLeft(_ bits: Int) {
        guard !limbs.isEmpty, bits > 0 else { return }
        let whole = bits / 64, part = UInt64(bits % 64)
        var shifted = [UInt64](repeating: 0, count: whole + limbs.count + 1)
        var carry: UInt64 = 0
        for index in limbs.indices {
            let limb = limbs[index]
            shifted[whole + index] = part == 0 ? limb : limb << part | carry
            carry = part == 0 ? 0 : limb >> (64 - part)
        }
        shifted[whole + limbs.count] = carry
        if carry == 0 { shifted.removeLast() }
        limbs = shifted
    }

    /// self = other x factor.
    mutating func setProduct(of other: BigNumber, _ factor: UInt64) {
        limbs.removeAll(keepingCapacity: true)
        var carry: UInt64 = 0
        for limb in other.limbs {
            let (high, low) = limb.multipliedFullWidth(by: factor)
            let (sum, overflow) = low.addingReportingOverflow(carry)
            limbs.append(sum)
            carry = high &+ (overflow ? 1 : 0)
        }
        if carry != 0 { limbs.append(carry) }
    }

    /// Its top 64 bits (the highest set bit at bit 63), and whether any bit below them is set.
    func top64() -> (UInt64, Bool) {
        guard let last = limbs.last else { return (0, false) }
        let count = limbs.count
        let leading = UInt64(last.leadingZeroBitCount)
        var top = last << leading
        var below = false
        if count >= 2 {
            let next = limbs[count - 2]
            if leading > 0 {
                top |= next >> (64 - leading)
                below = next << leading != 0
            } else {
                below = next != 0
            }
            for index in 0..<(count - 2) where limbs[index] != 0 { below = true }
        }
        return (top, below)
    }

    /// self / other as a double, near enough for an estimate (within a few parts in 2^52); other is not 0.
    func ratio(to other: BigNumber) -> Double {
        let (top, _) = top64(), (otherTop, _) = other.top64()
        // 2^(the lengths' difference), a small power here (the quotients wanted are below 2^65).
        let power = min(max(bitLength - other.bitLength, -1022), 1023)
        return Double(top) / Double(otherTop) * Double(bitPattern: UInt64(power + 1023) << 52)
    }

    /// The quotient of self over `divisor`, which must be less than 2^64, and whether a remainder is left.
    func quotient(dividingBy divisor: BigNumber) -> (UInt64, Bool) {
        // Floating-point estimates a little under what is left to divide (off by less than 2^13 parts in
        // 2^64), each taken off exactly, until less than the divisor remains: four or five rounds.
        var quotient: UInt64 = 0
        var remainder = self
        var product = BigNumber()
        while !divisor.isGreater(than: remainder) {
            let estimate = remainder.ratio(to: divisor)
            var step: UInt64 = 1
            if estimate >= 32_768 {
                step = UInt64(min(estimate, 18_446_744_073_709_549_568) - 16_384)
            } else if estimate >= 1.000_001 {
                // Off by less than 2^-36 here: the whole part, unless the true one is a hair above a whole number.
                step = UInt64(estimate - 0.000_001)
            }
            product.setProduct(of: divisor, step)
            if product.isGreater(than: remainder) {
                // Never so, by the bounds above; one divisor at a time is always right.
                step = 1
                product.setProduct(of: divisor, 1)
            }
            remainder.subtract(product)
            quotient &+= step
        }
        return (quotient, !remainder.limbs.isEmpty)
    }

    /// Whether self > other.
    func isGreater(than other: BigNumber) -> Bool {
        if limbs.count != other.limbs.count { return limbs.count > other.limbs.count }
        var index = limbs.count
        while index > 0 {
            index -= 1
            if limbs[index] != other.limbs[index] { return limbs[index] > other.limbs[index] }
        }
        return false
    }

    /// self = self - other, where other <= self.
    mutating func subtract(_ other: BigNumber) {
        var borrow = false
        for index in limbs.indices {
            let subtrahend = index < other.limbs.count ? other.limbs[index] : 0
            guard index < other.limbs.count || borrow else { break }
            let (first, overflowFirst) = limbs[index].subtractingReportingOverflow(subtrahend)
            let (second, overflowSecond) = first.subtractingReportingOverflow(borrow ? 1 : 0)
            limbs[index] = second
            borrow = overflowFirst || overflowSecond
        }
        while limbs.last == 0 { limbs.removeLast() }
    }
}
