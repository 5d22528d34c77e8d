// Fixtures shared by the game benchmarks, the headless benchmarks and the soak run.
import Arcade
import Foundation

public enum BenchSupport {
    /// The repository root: JOYSTICK_ROOT, else two levels above this file's folder (Benchmarks/Sources/..).
    public static let repositoryRoot: String = {
        if let root = ProcessInfo.processInfo.environment["JOYSTICK_ROOT"], !root.isEmpty { return root }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
    }()

    /// The shipped level files, in play order.
    public static func shippedLevelFiles() throws -> [String] {
        try LevelLibrary(directory: repositoryRoot + "/Levels").levelFiles()
    }

    /// A shipped level by number (1 = the first file).
    public static func shippedLevel(_ number: Int) throws -> Level {
        try LevelLibrary.load(path: try shippedLevelFiles()[number - 1])
    }

    /// The stress level: one open hall 120x50 with 40 enemies (10 chasers, 15 horizontal and 15 vertical
    /// patrollers) spread over a grid, the player in the middle, four gems in the corners, the exit far away.
    public static let stressLevelText: String = {
        let width = 120, height = 50
        var grid = [[UInt8]](repeating: [UInt8](repeating: UInt8(ascii: "."), count: width), count: height)
        for x in 0..<width { grid[0][x] = UInt8(ascii: "#"); grid[height - 1][x] = UInt8(ascii: "#") }
        for y in 0..<height { grid[y][0] = UInt8(ascii: "#"); grid[y][width - 1] = UInt8(ascii: "#") }
        grid[25][60] = UInt8(ascii: "P")
        grid[2][2] = UInt8(ascii: "*"); grid[2][117] = UInt8(ascii: "*")
        grid[47][2] = UInt8(ascii: "*"); grid[47][117] = UInt8(ascii: "*")
        grid[47][60] = UInt8(ascii: "E")
        // 8 columns x 5 rows of enemies: every fourth a chaser (10), the rest alternately H and V (15 + 15).
        var placed = 0, patrollers = 0
        for row in 0..<5 {
            for col in 0..<8 {
                let x = 8 + col * 15, y = 5 + row * 10
                if placed % 4 == 0 {
                    grid[y][x] = UInt8(ascii: "C")
                } else {
                    grid[y][x] = patrollers % 2 == 0 ? UInt8(ascii: "H") : UInt8(ascii: "V")
                    patrollers += 1
                }
                placed += 1
            }
        }
        return "name: Stress Hall\n---\n" + grid.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n") + "\n"
    }()

    /// The stress level, parsed.
    public static func stressLevel() throws -> Level {
        try LevelParser.parse(stressLevelText, file: "stress-hall.txt")
    }

    /// A move input that sweeps a full circle every `period` steps, precomputed so a step allocates nothing.
    public static func circlingInputs(period: Int, speed: Double = 1, firing: Bool = false,
                                      fireTurns: Double = 7) -> [GameInput] {
        (0..<period).map { i in
            let a = Double(i) / Double(period) * 2 * Double.pi
            let move = Vec2(cos(a) * speed, sin(a) * speed)
            let b = a * fireTurns
            return GameInput(move: move, fire: firing ? Vec2(cos(b), sin(b)) : nil)
        }
    }

    /// Resident set size of this process in bytes, from /proc/self/statm.
    public static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return -1 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return -1 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
