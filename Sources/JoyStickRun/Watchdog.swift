import Glibc

/// What stops a game that will not end: `--timeout` (the whole run), `--grace` (after SDL_QUIT was sent: the
/// overlay's FRAMES, IDLE or SCRIPTED line), `--idle-timeout` (the game's heartbeat, which the overlay moves at every frame
/// and read of events, stood still), and, in a test run, a game that has not called SDL2 through its dynamic
/// API after ``entryLimit`` seconds (SDL 1.2, SDL 3, no SDL: the run cannot be what was asked). Asked about ten
/// times a second by ``GameProcess``.
final class Watchdog {
    private let options: RunOptions
    private let started = Watchdog.now()
    private var quitSent: Double?
    private var lastBeat = Watchdog.now()
    private var beats: UInt64 = 0
    private var counter: UnsafeMutablePointer<UInt64>?
    /// Whether SDL has asked for the overlay (ENTRY_OK or ENTRY_FAIL).
    private var entered = false
    /// A test run's game that has not asked for the overlay after this long is not an SDL2 game: stopped. A
    /// player's is not stopped, but told of (``warning()``). A headless run's --idle-timeout (60 s by default)
    /// is its limit instead: a game may load for long before its first SDL call.
    static let entryLimit = 10.0
    /// This run's limit to the first SDL call.
    private var entryLimit: Double { options.idleTimeout ?? Self.entryLimit }
    /// Whether ``reason()`` stopped the game for having made no SDL call in time (not for a time limit).
    private(set) var stoppedBeforeEntry = false
    /// Whether ``warning()`` has said its piece.
    private var warned = false

    /// - Parameters:
    ///   - options: the limits
    ///   - heartbeat: the file the overlay counts in (a headless run), or nil
    init(options: RunOptions, heartbeat: String?) {
        self.options = options
        if let heartbeat {
            let file = open(heartbeat, O_RDONLY | O_CLOEXEC)
            if file >= 0 {
                let page = mmap(nil, MemoryLayout<UInt64>.size, PROT_READ, MAP_SHARED, file, 0)
                close(file)
                if let page, page != MAP_FAILED { counter = page.assumingMemoryBound(to: UInt64.self) }
            }
        }
    }

    deinit {
        if let counter { munmap(counter, MemoryLayout<UInt64>.size) }
    }

    /// A status line of the overlay: SDL_QUIT sent starts the grace period.
    func heard(_ line: String) {
        if quitSent == nil, line.hasPrefix("FRAMES ") || line.hasPrefix("IDLE ") || line.hasPrefix("SCRIPTED ") {
            quitSent = Self.now()
        }
        if line.hasPrefix("ENTRY_OK ") || line.hasPrefix("ENTRY_FAIL ") { entered = true }
    }

    /// What the player must hear now, once: a game played in a window that has made no SDL call through the
    /// dynamic API after ``entryLimit`` seconds runs without controls (its SDL2 is too old, or it is no SDL2 or
    /// SDL3 game), which the player should not learn only when it ends.
    func warning() -> String? {
        guard !options.isTest, !entered, !warned, Self.now() - started >= Self.entryLimit else { return nil }
        warned = true
        return "has made no SDL call through the dynamic API in \(Self.entryLimit) seconds: it runs without controls "
            + "so far (it may not be an SDL2 or SDL3 program, or its SDL2 is older than 2.0.2 or built without the "
            + "dynamic API)"
    }

    /// Why the game must be stopped now, in words, or nil.
    func reason() -> String? {
        let now = Self.now()
        if let timeout = options.timeout, now - started >= timeout {
            return "did not end within \(options.timeout ?? 0) seconds (--timeout)"
        }
        if options.isTest, !entered, now - started >= entryLimit {
            stoppedBeforeEntry = true
            return "made no SDL call through the dynamic API in \(entryLimit) seconds"
        }
        if let quitSent, now - quitSent >= options.grace {
            return "did not leave within \(options.grace) seconds of its SDL_QUIT (--grace)"
        }
        if let counter, let idle = options.idleTimeout {
            let seen = counter.pointee
            if seen != beats {
                beats = seen
                lastBeat = now
            } else if now - lastBeat >= idle {
                return "presented no frame and read no input for \(idle) seconds (--idle-timeout)"
            }
        }
        return nil
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
