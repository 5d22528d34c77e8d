import TextFiles

/// What makes a checking run pass besides status 0 and the good run's frames: a game's own exit status taken
/// for a pass (`--expect-status CODE`) and frames left out of the comparison (`--ignore-frames LIST`). A suite's
/// test may have its own in `NAME.verdict` beside its script, one a line, each replacing the suite's option of
/// that name for that test:
///
/// ```
/// # caveexpress aborts when it quits (SIGABRT), with or without joystick-run
/// expect-status 134
/// ignore-frames 370,670-690
/// ```
struct VerdictRules: Equatable {
    /// A status of the game's own that passes as 0 does, when its frames match.
    var expectStatus: Int32?
    /// Frames left out of the comparison with the good run's.
    var ignoreFrames: FrameList?

    /// The largest verdict file read: it holds two lines and comments.
    static let maxFileSize = 64 << 10

    /// Reads `--expect-status`'s value: an exit status, 0 to 255 (128 + N for signal N).
    /// - Throws: ``UsageError`` with the reason alone
    static func status(_ text: String) throws(UsageError) -> Int32 {
        guard text.count <= 3, text.allSatisfy({ $0.isASCII && $0.isNumber }), let code = Int32(text), code <= 255 else {
            let shown = text.count > 24 ? "\"\(text.prefix(24))...\"" : "\"\(text)\""
            throw UsageError("an exit status is 0 to 255 (128 + N for a game ended by signal N): not \(shown)")
        }
        return code
    }

    /// These rules, with those another set gives replacing them (a test's file over the suite's options).
    func overridden(by other: VerdictRules) -> VerdictRules {
        VerdictRules(expectStatus: other.expectStatus ?? expectStatus, ignoreFrames: other.ignoreFrames ?? ignoreFrames)
    }

    /// Reads a verdict file's text.
    /// - Throws: ``UsageError`` naming the file, the line and what is wrong
    static func parse(_ text: String, file: String) throws(UsageError) -> VerdictRules {
        var rules = VerdictRules()
        var seen: [String: Int] = [:]
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingPrefix(while: { $0 == " " })
            if line.isEmpty || line.hasPrefix("#") { continue }
            let number = index + 1
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            let name = String(words[0])
            guard name == "expect-status" || name == "ignore-frames" else {
                let shown = name.count > 24 ? "\"\(name.prefix(24))...\"" : "\"\(name)\""
                throw UsageError("\(file):\(number): \(shown) is not a rule: a line is expect-status CODE or "
                                 + "ignore-frames LIST (or a # comment)")
            }
            guard words.count == 2 else {
                throw UsageError("\(file):\(number): \(name) takes one value, with no space in it; got \(words.count - 1)")
            }
            if let first = seen[name] { throw UsageError("\(file):\(number): \(name) is given twice (line \(first) too)") }
            seen[name] = number
            do throws(UsageError) {
                if name == "expect-status" {
                    rules.expectStatus = try status(String(words[1]))
                } else {
                    rules.ignoreFrames = try FrameList.parse(String(words[1]))
                }
            } catch {
                throw UsageError("\(file):\(number): \(name): \(error.description)")
            }
        }
        return rules
    }

    /// A test's verdict file: nil when there is none.
    /// - Throws: ``UsageError`` when it cannot be read or is not one, naming the file (and the line)
    static func load(_ path: String) throws(UsageError) -> VerdictRules? {
        switch BoundedFile.read(path, limit: maxFileSize) {
        case .failure(.missing): return nil
        case .failure(let failure): throw UsageError("\(path): \(RunFiles.describe(failure))")
        case .success(let bytes):
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw UsageError("\(path): it is not UTF-8 text")
            }
            // (In bytes: Swift reads CR LF as one character, which a split at LF would not find.)
            if let carriage = bytes.firstIndex(of: UInt8(ascii: "\r")) {
                let line = bytes[..<carriage].filter { $0 == UInt8(ascii: "\n") }.count + 1
                throw UsageError("\(path):\(line): a CR in the line: save the file with LF line ends")
            }
            return try parse(text, file: path)
        }
    }
}
