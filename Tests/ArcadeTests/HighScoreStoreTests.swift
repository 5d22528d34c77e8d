import Foundation
import HostileFiles
import Testing
@testable import Arcade

@Suite("High score")
struct HighScoreStoreTests {
    /// A fresh data home under the system's temporary directory (not created yet).
    static func dataHome() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("arcade-data-\(UUID().uuidString)").path
    }

    /// A store in `home` whose folder exists, so a test can put what it likes at the score's path.
    static func storeWithItsFolder(in home: String) throws -> HighScoreStore {
        let store = HighScoreStore(environment: ["XDG_DATA_HOME": home])
        try FileManager.default.createDirectory(atPath: (store.path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        return store
    }

    static func contents(_ path: String) -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func pathFollowsXDGDataHomeThenHome() {
        #expect(HighScoreStore.defaultPath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/me"])
            == "/data/joystick-arcade/highscore.txt")
        #expect(HighScoreStore.defaultPath(environment: ["HOME": "/home/me"])
            == "/home/me/.local/share/joystick-arcade/highscore.txt")
        #expect(HighScoreStore.defaultPath(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/me/"])
            == "/home/me/.local/share/joystick-arcade/highscore.txt")
    }

    @Test func missingFileMeansNoBestScoreAndNoWarning() {
        var store = HighScoreStore(environment: ["XDG_DATA_HOME": Self.dataHome()])
        #expect(store.load() == nil)
        #expect(store.best == nil)
    }

    @Test func saveAndLoadRoundTripCreatingTheFolder() throws {
        let home = Self.dataHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        var store = HighScoreStore(environment: ["XDG_DATA_HOME": home])
        #expect(try store.submit(1234))
        #expect(store.best == 1234)
        #expect(Self.contents(home + "/joystick-arcade/highscore.txt") == "1234\n")

        var again = HighScoreStore(environment: ["XDG_DATA_HOME": home])
        #expect(again.load() == nil)
        #expect(again.best == 1234)
        #expect(try !again.submit(1000))
        #expect(again.best == 1234)
        #expect(try again.submit(2000))
        #expect(Self.contents(again.path) == "2000\n")
    }

    /// Two games submitting at once must not lose the higher score (each reading the old best, then each
    /// renaming its own over it). Eight submitters at once, many rounds: the highest wins every time.
    @Test func concurrentSubmissionsNeverLoseTheHighest() throws {
        for round in 0..<25 {
            let home = Self.dataHome()
            defer { try? FileManager.default.removeItem(atPath: home) }
            let path = HighScoreStore(environment: ["XDG_DATA_HOME": home]).path
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try "100\n".write(toFile: path, atomically: false, encoding: .utf8)
            let scores = (0..<8).map { 150 + ($0 * 37 + round * 11) % 8 * 600 }
            DispatchQueue.concurrentPerform(iterations: scores.count) { index in
                var store = HighScoreStore(path: path)
                _ = try? store.submit(scores[index])
            }
            #expect(Self.contents(path) == "\(scores.max() ?? 0)\n", "round \(round): \(scores)")
        }
    }

    @Test func aScoreFileThatIsALinkIsWrittenThrough() throws {
        let home = Self.dataHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        var store = try Self.storeWithItsFolder(in: home)
        let target = home + "/synced-score.txt"
        try "5\n".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: store.path, withDestinationPath: target)
        #expect(try store.submit(40))
        #expect(Self.contents(target) == "40\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: store.path) == target)
        // A link to nothing is refused, not replaced by a file.
        try FileManager.default.removeItem(atPath: target)
        #expect(throws: HighScoreError(file: store.path,
                                       reason: "cannot replace (it is a symbolic link to a file that does not exist)")) {
            try store.save(70)
        }
    }

    /// A score file linked to a device (a copy of /dev/null: how someone keeps no scores) is written
    /// through: the link and the device stay what they were.
    @Test(.enabled(if: SpecialFiles.isRoot, "device copies need mknod, so root"))
    func aScoreFileLinkedToADeviceIsWrittenThrough() throws {
        let home = Self.dataHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        var store = try Self.storeWithItsFolder(in: home)
        let device = home + "/null"
        try #require(SpecialFiles.make(.null, at: device) == nil)
        #expect(symlink(device, store.path) == 0)
        #expect(try store.submit(40))
        #expect(SpecialFiles.type(of: store.path) == S_IFLNK)
        #expect(SpecialFiles.type(of: device) == S_IFCHR)
        #expect(SpecialFiles.devNullIsIntact)
    }

    /// A score file that is a FIFO nothing reads is refused in words and stays a FIFO: never replaced,
    /// and never waited on with the game frozen at its end.
    @Test func aScoreFileThatIsAFIFOIsNeverReplaced() throws {
        let home = Self.dataHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        var store = try Self.storeWithItsFolder(in: home)
        #expect(mkfifo(store.path, 0o644) == 0)
        #expect(throws: HighScoreError(file: store.path, reason: "cannot replace (it is a FIFO that nothing is reading)")) {
            try store.submit(40)
        }
        #expect(SpecialFiles.type(of: store.path) == S_IFIFO)
    }

    /// A temporary left by a crashed game with this process's number, planted as a link to another file,
    /// is replaced, not written through; the score file keeps the permissions its owner gave it.
    @Test func aStaleTemporaryIsNotFollowedAndTheModeIsKept() throws {
        let home = Self.dataHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        var store = HighScoreStore(environment: ["XDG_DATA_HOME": home])
        try store.save(10)
        chmod(store.path, 0o600)
        let victim = home + "/other.txt"
        try "keep\n".write(toFile: victim, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: store.path + ".tmp-\(getpid())", withDestinationPath: victim)
        try store.save(20)
        #expect(Self.contents(victim) == "keep\n")
        #expect(Self.contents(store.path) == "20\n")
        var status = stat()
        #expect(stat(store.path, &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o600)
        let names = try FileManager.default.contentsOfDirectory(atPath: home + "/joystick-arcade").sorted()
        #expect(names == ["highscore.txt"])
    }

    @Test func atomicWriteLeavesNoTemporaryFile() throws {
        let home = Self.dataHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        var store = HighScoreStore(environment: ["XDG_DATA_HOME": home])
        try store.save(10)
        try store.save(20)
        let names = try FileManager.default.contentsOfDirectory(atPath: home + "/joystick-arcade")
        #expect(names == ["highscore.txt"])
    }

    @Test func aFailedReplaceKeepsWhatWasThereAndLeavesNoTemporaryFile() throws {
        let home = Self.dataHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        var store = HighScoreStore(environment: ["XDG_DATA_HOME": home])
        // A folder where the file should be, with something in it: the rename over it must fail.
        try FileManager.default.createDirectory(atPath: store.path + "/keep", withIntermediateDirectories: true)
        #expect(throws: HighScoreError(file: store.path, reason: "cannot replace (it is a folder)")) {
            try store.save(50)
        }
        #expect(store.best == nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: home + "/joystick-arcade")
        #expect(names == ["highscore.txt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.path) == ["keep"])
    }

    @Test func corruptFileIsReportedOnceAndIgnoredUntilANewBest() throws {
        let home = Self.dataHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let folder = home + "/joystick-arcade"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/highscore.txt"
        try "12x4\n".write(toFile: path, atomically: false, encoding: .utf8)

        var store = HighScoreStore(environment: ["XDG_DATA_HOME": home])
        #expect(store.load() == "ignoring best score file \(path): expected a whole number, found '12x4'")
        #expect(store.best == nil)
        #expect(store.load() == nil)
        #expect(store.best == nil)
        // Loading never touches the file.
        #expect(Self.contents(path) == "12x4\n")

        #expect(try store.submit(5))
        #expect(Self.contents(path) == "5\n")
        #expect(store.load() == nil)
        #expect(store.best == 5)
    }

    @Test func unreadableOrEmptyFilesAreCorruptToo() throws {
        let home = Self.dataHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let path = home + "/joystick-arcade/highscore.txt"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        var folderStore = HighScoreStore(path: path)
        #expect(folderStore.load() == "ignoring best score file \(path): it is a folder")
        try FileManager.default.removeItem(atPath: path)

        try Data().write(to: URL(fileURLWithPath: path))
        var emptyStore = HighScoreStore(path: path)
        #expect(emptyStore.load() == "ignoring best score file \(path): expected a whole number, found nothing")

        try Data([0xFF, 0xFE, 0x31]).write(to: URL(fileURLWithPath: path))
        var binaryStore = HighScoreStore(path: path)
        #expect(binaryStore.load() == "ignoring best score file \(path): not UTF-8 text")

        try "-5\n".write(toFile: path, atomically: false, encoding: .utf8)
        var negativeStore = HighScoreStore(path: path)
        #expect(negativeStore.load() == "ignoring best score file \(path): expected a whole number, found '-5'")

        // The file is read bounded: a link to an endless device must not hang the game at start-up.
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        var endlessStore = HighScoreStore(path: path)
        #expect(endlessStore.load() == "ignoring best score file \(path): it is not a regular file: a FIFO, a device or a socket")
        #expect(endlessStore.best == nil)
    }
}
