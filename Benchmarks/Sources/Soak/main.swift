// Soak: autoplay every shipped level again and again in ONE process with HeadlessRunner until 1,000,000
// frames have been simulated, and check that the resident set does not grow after warm-up.
//
//   swift run -c release Soak [frames]        (default 1000000)
//
// RSS is read from /proc/self/statm after the first full pass over the levels (warm-up) and at the end.
// Exit status 1 when it grew by 1 MB (1,048,576 bytes) or more, 0 otherwise.
import Arcade
import ArcadeSDL
import BenchSupport
import Foundation

let target = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1_000_000 : 1_000_000
let files = try BenchSupport.shippedLevelFiles()
let levels = try files.map { try LevelLibrary.load(path: $0) }
var options = HeadlessRunner.Options()
options.autoplay = true
let runner = try HeadlessRunner(options: options)

func megabytes(_ bytes: Int) -> String { String(format: "%.2f MB", Double(bytes) / 1_048_576) }

let clock = ContinuousClock()
let start = clock.now
var frames = 0
var pass = 0
var plays = 0
var wins = 0
var rssAfterWarmUp = 0
var warmUpFrames = 0
var warmUpTime = Duration.zero
var peakRSS = BenchSupport.residentBytes()
outer: while true {
    for (index, level) in levels.enumerated() {
        // A different seed each pass so the chasers' hesitations (and the bot's runs) vary.
        let (game, _) = try runner.play(level, seed: UInt64(pass * levels.count + index))
        frames += game.frame
        plays += 1
        if game.result == .won { wins += 1 }
        peakRSS = max(peakRSS, BenchSupport.residentBytes())
        if frames >= target && pass > 0 { break outer }
    }
    pass += 1
    if pass == 1 {
        rssAfterWarmUp = BenchSupport.residentBytes()
        warmUpFrames = frames
        warmUpTime = clock.now - start
    }
}
let elapsed = clock.now - start
let rssAtEnd = BenchSupport.residentBytes()
let growth = rssAtEnd - rssAfterWarmUp
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
print("levels              \(levels.count) (\(plays) plays, \(wins) won, \(pass) full passes)")
print("frames              \(frames) (warm-up pass: \(warmUpFrames) frames in \(warmUpTime))")
print(String(format: "wall time           %.2f s (%.0f frames/s)", seconds, Double(frames) / seconds))
print("RSS after warm-up   \(megabytes(rssAfterWarmUp)) (\(rssAfterWarmUp) bytes)")
print("RSS at end          \(megabytes(rssAtEnd)) (\(rssAtEnd) bytes)")
print("RSS peak (sampled)  \(megabytes(peakRSS))")
print("growth              \(growth) bytes (\(megabytes(growth))); limit 1 MB")
if growth >= 1_048_576 {
    print("FAIL: RSS grew by 1 MB or more after warm-up")
    exit(1)
}
print("OK")
