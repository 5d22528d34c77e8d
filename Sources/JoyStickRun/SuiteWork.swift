import Glibc
import RunBatch

/// A suite's tests (`joystick-run --suite DIR`): every `NAME.txt` of the folder, in byte order of their names,
/// each an input script played headless through the game; `NAME.hashes` beside it, when there is one, is a good
/// run's frame hashes, and `NAME/` a good run's pictures.
struct SuiteWork: BatchWork {
    /// The folder, absolute.
    let folder: String
    /// The tests' names: the scripts' file names without `.txt`.
    let names: [String]
    let shard: Shard?

    var total: Int { names.count }

    func label(ofRun index: Int) -> String { names[index] }

    /// The test's script.
    func script(_ index: Int) -> String { "\(folder)/\(names[index]).txt" }

    /// A good run's hashes for the test: `NAME.hashes` beside its script.
    func goodHashes(_ index: Int) -> String { "\(folder)/\(names[index]).hashes" }

    /// A good run's pictures for the test: the folder `NAME` beside its script.
    func goodPictures(_ index: Int) -> String { "\(folder)/\(names[index])" }

    /// The test's own verdict rules, when it has them: `NAME.verdict` beside its script (``VerdictRules``).
    func verdictRules(_ index: Int) -> String { "\(folder)/\(names[index]).verdict" }

    /// Where the test's game log is kept: `OUTPUT/NAME/game.log` with `--output`, else in the suite's
    /// temporary folder, for the JUnit report alone.
    func gameLog(_ index: Int, output: String?, scratch: String) -> String {
        output.map { "\(RunFiles.absolute($0))/\(names[index])/game.log" } ?? "\(scratch)/\(names[index]).game.log"
    }

    /// The tests of a folder.
    /// - Throws: ``UsageError`` when the folder cannot be read or has no script
    init(folder given: String, shard: Shard?) throws(UsageError) {
        let folder = RunFiles.absolute(given)
        guard let directory = opendir(folder) else {
            throw UsageError("--suite \(given): \(errno == ENOENT ? "there is no such folder" : String(cString: strerror(errno)))")
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            let name = String(decoding: bytes, as: UTF8.self)
            guard name.hasSuffix(".txt"), name.count > 4, !name.hasPrefix(".") else { continue }
            // Decoding repaired it: its path is not this name's, and no report could name it.
            guard Array(name.utf8) == bytes else {
                let shown = bytes.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "\\x" + Self.hex($0) }.joined()
                throw UsageError("--suite \(given): the script \(shown) has a name that is not UTF-8: rename it")
            }
            var status = stat()
            guard stat("\(folder)/\(name)", &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            names.append(String(name.dropLast(4)))
        }
        guard !names.isEmpty else { throw UsageError("--suite \(given): the folder has no script (NAME.txt)") }
        self.folder = folder
        self.names = names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        self.shard = shard
    }

    /// A byte in two hexadecimal digits, capitals.
    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }
}
