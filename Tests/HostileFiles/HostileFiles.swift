import Foundation
import Testing

/// What the hostile-file tests of every format share: files in fresh folders, and the error a load throws.
public enum HostileFiles {
    /// A fresh folder under the system's temporary directory, removed by the caller.
    public static func makeFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("hostile-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes `bytes` to `name` in a fresh folder and returns the path; the folder is removed by `cleanUp`.
    public static func write(_ bytes: [UInt8], as name: String) throws -> String {
        let path = try makeFolder() + "/" + name
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return path
    }

    /// A sparse file of `size` bytes (nothing written) named `name` in a fresh folder; removed by `cleanUp`.
    public static func sparse(size: UInt64, as name: String) throws -> String {
        let path = try makeFolder() + "/" + name
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: size)
        try handle.close()
        return path
    }

    /// A FIFO (a named pipe with no writer) named `name` in a fresh folder; removed by `cleanUp`. Opening one
    /// to read waits for a writer: a reader that does not refuse it hangs.
    public static func fifo(as name: String) throws -> String {
        let path = try makeFolder() + "/" + name
        #expect(mkfifo(path, 0o600) == 0)
        return path
    }

    /// Removes the folder `write` made.
    public static func cleanUp(_ path: String) {
        try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }

    /// Runs `body`, expecting it to throw; returns the error.
    public static func thrownError<E: Error>(_ body: () throws(E) -> Void,
                                             sourceLocation: SourceLocation = #_sourceLocation) -> E? {
        do {
            try body()
        } catch {
            return error
        }
        Issue.record("no error", sourceLocation: sourceLocation)
        return nil
    }

    /// What `HostileFileProbe` reported for one load in a process of its own.
    public struct ProbeReport: Sendable {
        /// Bytes the load got from `read(2)` and its kin, plus the few hundred of the probe's own reading of
        /// /proc/self/io.
        public var bytesRead: Int
        /// How far the load raised the probe's peak resident set, in bytes.
        public var peakGrowth: Int
        /// `error KIND DESCRIPTION`, or `loaded NAME` for a level, `loaded N events` for a script.
        public var outcome: String
    }

    /// Bytes of `bytesRead` that are the probe reading /proc/self/io, not the load: what the tests allow over
    /// the file's own size.
    public static let probeReadSlack = 1024

    /// Loads `path` as a `level` or a `script` in a `HostileFileProbe` process, so its memory and reads are
    /// that load's alone, whatever the tests running beside it allocated.
    public static func probe(_ format: String, _ path: String,
                             sourceLocation: SourceLocation = #_sourceLocation) throws -> ProbeReport {
        // The test bundle sits in the build folder beside the executables.
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("HostileFileProbe")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path),
                     "\(executable.path) is missing: build it with swift build --build-tests",
                     sourceLocation: sourceLocation)
        let process = Process()
        process.executableURL = executable
        process.arguments = [format, path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "HostileFileProbe exited with \(process.terminationStatus)",
                     sourceLocation: sourceLocation)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 3, lines[0].hasPrefix("read "), lines[1].hasPrefix("peak-growth "),
              let read = Int(lines[0].dropFirst("read ".count)),
              let growth = Int(lines[1].dropFirst("peak-growth ".count)), read >= 0
        else {
            Issue.record("HostileFileProbe said: \(text)", sourceLocation: sourceLocation)
            throw ProbeFailure()
        }
        return ProbeReport(bytesRead: read, peakGrowth: growth, outcome: String(lines[2]))
    }

    struct ProbeFailure: Error {}

    /// Deterministic bytes that are not UTF-8 from the first one on (0xFF never occurs in UTF-8).
    public static func garbage(count: Int, seed: UInt64) -> [UInt8] {
        var generator = Bytes(seed: seed)
        var bytes = [UInt8](repeating: 0, count: count)
        for i in bytes.indices { bytes[i] = UInt8(truncatingIfNeeded: generator.next()) }
        bytes[0] = 0xFF
        return bytes
    }

    /// Deterministic random numbers for garbage files: SplitMix64 (Steele, Lea & Flood), the generator the
    /// game's own `SplitMix64` is, so the hostile files stay the bytes they were when each format's tests
    /// made their own.
    public struct Bytes {
        private var state: UInt64

        /// Starts the sequence.
        public init(seed: UInt64) {
            state = seed
        }

        /// The next 64 random bits.
        public mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
