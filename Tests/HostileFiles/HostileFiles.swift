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
