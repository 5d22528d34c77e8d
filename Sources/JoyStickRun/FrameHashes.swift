import TextFiles
/// A `--frame-hashes` file: one line per frame, in order from 0, `N HASH` for a frame drawn (a 64-bit hash of the
/// game's own pixels, 16 hexadecimal digits: capture.c) and `N -` for one that ended with nothing drawn.
struct FrameHashes: Equatable {
    /// The largest file read: 64 MiB, about three million frames.
    static let maxFileSize = 64 << 20

    /// Each frame's hash, or "-": index = frame number.
    var frames: [String]

    /// Where two runs first part.
    struct Difference: Equatable, CustomStringConvertible {
        var frame: Int
        /// The good run's, or nil when it had no such frame.
        var expected: String?
        /// This run's, or nil when it ended before.
        var got: String?
        /// How many frames each run had.
        var frames: Int, goodFrames: Int

        var description: String {
            if goodFrames == 0 { return "the good run has no frame, and this run has \(frames)" }
            if frames == 0 { return "this run has no frame, and the good run has \(goodFrames)" }
            switch (expected, got) {
            case (let expected?, let got?):
                return "frame \(frame) differs from the good run's: \(Self.words(got)), where the good run's was \(Self.words(expected))"
            case (nil, _):
                return "this run went on past the good run's last frame, \(frame - 1)"
            case (_, nil):
                return "this run ended after frame \(frame - 1), before the good run's last frame"
            }
        }

        private static func words(_ hash: String) -> String {
            hash == "-" ? "nothing drawn" : "hash \(hash)"
        }
    }

    /// Reads a file's text.
    /// - Throws: ``UsageError`` naming the file, the line and what is wrong
    static func parse(_ text: String, file: String) throws(UsageError) -> FrameHashes {
        var frames: [String] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty { continue }
            let words = line.split(separator: " ")
            guard words.count == 2, let frame = Int(words[0]), frame == frames.count,
                  words[1] == "-" || (words[1].count == 16 && words[1].allSatisfy(\.isHexDigit)) else {
                throw UsageError("\(file):\(number + 1): not a frame hash line \(frames.count) (\"\(frames.count) HASH\" or \"\(frames.count) -\")")
            }
            // Capitals are the same digits (the overlay writes small letters).
            frames.append(String(words[1]).lowercased())
        }
        return FrameHashes(frames: frames)
    }

    /// A good run's hashes file, checked before any game runs: nil when there is none; a file that is not a
    /// good run's `--frame-hashes` (unreadable, not hash lines, no frame at all) is bad input.
    /// - Throws: ``UsageError`` naming the file, the line and what is wrong
    static func good(_ path: String) throws(UsageError) -> FrameHashes? {
        switch BoundedFile.read(path, limit: maxFileSize) {
        case .failure(.missing): return nil
        case .failure(let failure): throw UsageError("\(path): \(RunFiles.describe(failure))")
        case .success(let bytes):
            let hashes = try parse(String(decoding: bytes, as: UTF8.self), file: path)
            if hashes.frames.isEmpty { throw UsageError("\(path): no frame: a good run's --frame-hashes has a line a frame") }
            return hashes
        }
    }

    /// How many frames a run's hashes file has, and how many of them the game drew: (0, 0) when it cannot be
    /// read.
    static func count(_ path: String) -> (frames: Int, drawn: Int) {
        guard case .success(let bytes) = BoundedFile.read(path, limit: maxFileSize),
              let hashes = try? parse(String(decoding: bytes, as: UTF8.self), file: path) else { return (0, 0) }
        return (hashes.frames.count, hashes.frames.filter { $0 != "-" }.count)
    }

    /// How two runs compare frame by frame: `frames: 59 of 59 matched, 2 ignored`.
    struct Match: Equatable, CustomStringConvertible {
        /// Frames with the same hash in both runs.
        var matched: Int
        /// Frames compared: every frame of either run, but those left out.
        var compared: Int
        /// Frames of either run left out (--ignore-frames).
        var ignored: Int

        var description: String {
            "frames: \(matched) of \(compared) matched" + (ignored > 0 ? ", \(ignored) ignored" : "")
        }
    }

    /// This run's frames against a good one's, frames in `ignored` left out.
    func match(against good: FrameHashes, ignoring ignored: FrameList = FrameList()) -> Match {
        var result = Match(matched: 0, compared: 0, ignored: 0)
        for frame in 0..<max(frames.count, good.frames.count) {
            if ignored.contains(frame) {
                result.ignored += 1
                continue
            }
            result.compared += 1
            if frame < frames.count, frame < good.frames.count, frames[frame] == good.frames[frame] { result.matched += 1 }
        }
        return result
    }

    /// The first frame at which this run differs from a good one, frames in `ignored` left out, or nil when they
    /// are the same.
    func firstDifference(from good: FrameHashes, ignoring ignored: FrameList = FrameList()) -> Difference? {
        for frame in 0..<max(frames.count, good.frames.count) where !ignored.contains(frame) {
            let expected = frame < good.frames.count ? good.frames[frame] : nil
            let got = frame < frames.count ? frames[frame] : nil
            if expected != got {
                return Difference(frame: frame, expected: expected, got: got, frames: frames.count,
                                  goodFrames: good.frames.count)
            }
        }
        return nil
    }
}
