// Loads one file the way the game does and reports what that cost, for the hostile-file tests: run in a
// process of its own, its peak memory and its reads are that one load's alone, whatever other tests did.
//
//     HostileFileProbe level|script PATH
//
// prints three lines:
//
//     read BYTES            bytes the load got from read(2) and its kin (/proc/self/io's rchar)
//     peak-growth BYTES     how far the load raised the peak resident set above the process's start
//     error KIND FILE:LINE:COLUMN: REASON     or     loaded NAME (a level), loaded N events (a script)
//
// Exit status 0 when it reported, 2 for a bad command line.
import Arcade
import Foundation
import JoyStickSDL
import JoyStickReplay

/// The peak resident set so far, in bytes (Linux reports kilobytes).
func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
}

/// Bytes read by this process so far, from `rchar` in /proc/self/io. Reading that file counts too: the few
/// hundred bytes of one reading fall between two readings.
func bytesRead() -> Int {
    let descriptor = open("/proc/self/io", O_RDONLY)
    guard descriptor >= 0 else { return -1 }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 1024)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0 else { return -1 }
    for line in String(decoding: buffer[..<count], as: UTF8.self).split(separator: "\n")
    where line.hasPrefix("rchar: ") {
        return Int(line.dropFirst("rchar: ".count)) ?? -1
    }
    return -1
}

let arguments = CommandLine.arguments
guard arguments.count == 3, ["level", "script"].contains(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: HostileFileProbe level|script PATH\n".utf8))
    exit(2)
}
let path = arguments[2]
let startPeak = peakResidentBytes()
let startRead = bytesRead()
let outcome: String
if arguments[1] == "level" {
    do {
        outcome = "loaded \(try LevelLibrary.load(path: path).name)"
    } catch {
        outcome = "error \(error.kind) \(error.description)"
    }
} else {
    do {
        outcome = "loaded \(try InputScript.load(path: path).events.count) events"
    } catch {
        outcome = "error \(error.kind) \(error.description)"
    }
}
let endRead = bytesRead()
// -1 when /proc/self/io could not be read: the tests then refuse the report.
let readCount = startRead < 0 || endRead < 0 ? -1 : endRead - startRead
let growth = peakResidentBytes() - startPeak
print("read \(readCount)")
print("peak-growth \(growth)")
print(outcome)
