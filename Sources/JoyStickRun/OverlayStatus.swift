/// What the overlay said over its status pipe (`WORD pid=PID details`, one line each), and what joystick-run
/// tells the player from it: above all whether SDL took the overlay, since SDL falls back to itself with no
/// more than a warning when it does not.
struct OverlayStatus: Equatable {
    /// SDL handed the overlay its table at the game's first SDL call (taken or refused). The overlay's
    /// LOADED line says only that it was mapped: a headless run loads it into every process from the start.
    var loaded = false
    /// SDL handed the overlay its table, and the overlay took it: the controls are in.
    var taken = false
    /// Why the overlay turned SDL's table down (SDL then runs the game on its own).
    var refusal: String?
    /// The game started SDL (SDL_Init or SDL_InitSubSystem).
    var initialized = false
    /// The controls were made for a renderer or a window surface.
    var controlsShown = false
    /// The SDL version the game ran on, as the overlay read it.
    var sdlVersion: String?
    /// The SDL the game ran on, in words: its version, classic SDL2, sdl2-compat over which SDL3, or SDL3, and the
    /// library's path (what `-v` says once).
    var sdlDescription: String?
    /// The frames whose pictures were saved (`--screenshot`, `--screenshot-dir`).
    var picturedFrames: Set<Int> = []
    /// Frames that drew nothing, pictured as what the screen showed then: the frame each picture shows (the last
    /// one presented before it).
    var picturedFrom: [Int: Int] = [:]

    /// Reads one line; lines it does not know are left alone (a newer overlay may say more).
    /// - Returns: a message for the player at once (the overlay turned SDL down), or nil
    mutating func read(_ line: String) -> String? {
        let words = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard words.count >= 2, words[1].hasPrefix("pid=") else { return nil }
        let details = words.count > 2 ? String(words[2]) : ""
        switch words[0] {
        case "ENTRY_OK":
            loaded = true
            taken = true
            sdlVersion = field("sdl", in: details)
            sdlDescription = sdlVersion.map { version in
                let sdl3 = field("sdl3", in: details).flatMap { $0 == "-" ? nil : "SDL \($0)" } ?? "SDL3"
                let kind = version.hasPrefix("3.") ? "SDL3"
                    : field("compat", in: details) == "1" ? "sdl2-compat over \(sdl3)" : "classic SDL2"
                let path = details.firstRange(of: " real=").map { String(details[$0.upperBound...]) }
                return "SDL \(version) (\(kind)\(path.map { ", \($0)" } ?? ""))"
            }
        case "ENTRY_FAIL":
            loaded = true
            let reason = details.hasPrefix("reason=") ? String(details.dropFirst("reason=".count)) : details
            guard refusal == nil else { return nil }
            refusal = reason
            return "the game runs without controls: \(reason)"
        case "INIT": initialized = true
        case "CONTROLS": controlsShown = true
        case "SCREENSHOT":
            if let frame = field("frame", in: details).flatMap({ Int($0) }) {
                picturedFrames.insert(frame)
                if let from = field("from", in: details).flatMap({ Int($0) }) { picturedFrom[frame] = from }
            }
        default: break
        }
        return nil
    }

    /// SDL refused the overlay and nothing took it: a test run cannot be what was asked, and ends at once.
    var refusedForGood: Bool { refusal != nil && !taken }

    /// What to tell the player once the game has ended, or nil when all went as asked.
    /// - Parameter game: the game's name, for the message
    func verdict(game: String) -> String? {
        if !loaded {
            return "\(game) ran without controls: it never used SDL's dynamic API (it is not an SDL2 or SDL3 program, "
                + "its SDL2 is older than 2.0.2 or built without the dynamic API, or it made no SDL call)"
        }
        if refusal != nil { return nil }  // said when it happened
        // Controls shown mean SDL started, by SDL_Init or inside SDL (SDL_CreateWindow starts its video itself,
        // a call the overlay does not see).
        if !initialized, !controlsShown { return "\(game) never started SDL (SDL_Init), so it showed no controls" }
        return nil
    }

    private func field(_ name: String, in details: String) -> String? {
        for word in details.split(separator: " ") where word.hasPrefix("\(name)=") {
            return String(word.dropFirst(name.count + 1))
        }
        return nil
    }
}
