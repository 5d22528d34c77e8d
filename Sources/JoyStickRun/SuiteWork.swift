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
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasSuffix(".txt"), name.count > 4, !name.hasPrefix(".") else { continue }
            var status = stat()
            guard stat("\(folder)/\(name)", &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            names.append(String(name.dropLast(4)))
        }
        guard !names.isEmpty else { throw UsageError("--suite \(given): the folder has no script (NAME.txt)") }
        self.folder = folder
        self.names = names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        self.shard = shard
    }
}
