/// Frames a verdict leaves out (`--ignore-frames 370,670-690`): frame numbers and ranges of them, from 0, for
/// frames a game draws differently from run to run (a notice painted from a thread of its own).
struct FrameList: Equatable {
    /// The frames, as ranges (a single frame is a range of one), in order, none overlapping or touching another.
    private(set) var ranges: [ClosedRange<Int>]

    /// The largest frame number a list takes: past any run a hashes file can hold (FrameHashes.maxFileSize).
    static let maxFrame = 999_999_999

    /// A list of these frames, in any order, overlapping or not.
    init(ranges given: [ClosedRange<Int>] = []) {
        var merged: [ClosedRange<Int>] = []
        for range in given.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound + 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        ranges = merged
    }

    /// Whether a frame is left out (a binary search: a long list costs each frame little).
    func contains(_ frame: Int) -> Bool {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < frame { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(frame)
    }

    /// Reads `370,670-690`: numbers and `FIRST-LAST` ranges separated by commas, no spaces.
    /// - Throws: ``UsageError`` with the reason alone (the caller says whose list it is: an option, or a file
    ///   and its line)
    static func parse(_ text: String) throws(UsageError) -> FrameList {
        guard !text.isEmpty else { throw UsageError("the list is empty: give frames and ranges, as in 370,670-690") }
        var ranges: [ClosedRange<Int>] = []
        for (position, item) in text.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
            let shown = item.count > 24 ? "\"\(item.prefix(24))...\"" : "\"\(item)\""
            let parts = item.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            let numbers = parts.compactMap(frame)
            guard !item.isEmpty, numbers.count == parts.count else {
                throw UsageError("item \(position + 1), \(shown), is not a frame (0 to \(maxFrame)) or a range "
                                 + "FIRST-LAST, as in 370,670-690")
            }
            let first = numbers[0], last = numbers[numbers.count - 1]
            guard first <= last else {
                throw UsageError("item \(position + 1), \(shown), runs backwards: a range is FIRST-LAST with FIRST "
                                 + "at most LAST")
            }
            ranges.append(first...last)
        }
        return FrameList(ranges: ranges)
    }

    /// A frame number: digits only (no sign, no space), at most ``maxFrame``.
    private static func frame(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}
