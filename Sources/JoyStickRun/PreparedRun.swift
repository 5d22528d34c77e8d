import Glibc
import JoyStickReplay
import TextFiles

/// A run checked and laid out before the game starts: a profile or a script with an error stops it here, with
/// the file, the line and the reason, and the game never runs.
struct PreparedRun {
    /// The command line, its paths made absolute (the game may change its folder).
    let options: RunOptions
    let profile: RunProfile
    /// The run's private folder (the spec, a made layout), removed at the end.
    let files: RunFiles
    /// What the game's environment gets.
    let environment: [String: String?]
    /// The script the overlay records to as the run goes (--record FILE, absolute), if asked.
    var recording: String? { options.record }
    /// The game's name, for messages and the player's arrangement.
    let gameName: String

    /// - Parameters:
    ///   - given: the command line
    ///   - environment: what the run is prepared from: where temporary files go, the player's config folder, a
    ///     tester's own SDL_VIDEODRIVER and LD_PRELOAD
    init(_ given: RunOptions, environment base: RunEnvironment = .current) throws(UsageError) {
        var options = given
        options.profile = options.profile.map(RunFiles.absolute)
        options.script = options.script.map(RunFiles.absolute)
        options.frameHashes = options.frameHashes.map(RunFiles.absolute)
        options.expectHashes = options.expectHashes.map(RunFiles.absolute)
        options.screenshotDir = options.screenshotDir.map(RunFiles.absolute)
        options.home = options.home.map(RunFiles.absolute)
        options.record = options.record.map(RunFiles.absolute)
        options.screenshots = options.screenshots.map { RunOptions.Screenshot(frame: $0.frame, path: RunFiles.absolute($0.path)) }
        let overlay = try Self.overlay(options.overlay)
        try GameBinary.check(options.game[0], against: overlay)

        if let path = options.profile {
            profile = try RunProfile.load(path: path)
        } else {
            profile = try RunProfile.quick(options.quickControls.isEmpty ? RunProfile.defaultControls : options.quickControls)
        }
        var script: (script: InputScript, path: String)?
        if let path = options.script {
            let checked = try Self.checkScript(path)
            // A waiting game gets SDL_QUIT once the script's events are over; with none, and no frame count, nothing
            // would end a polling one.
            if options.headless, checked.events.isEmpty, checked.frames == nil, options.frames == nil {
                throw UsageError("\(path): the run would never end: the script has no event and no frames: header, "
                                 + "and the run no --frames N")
            }
            script = (checked, path)
        }
        gameName = options.name ?? GameBinary.name(of: options.game)
        if let problem = Self.nameProblem(gameName) {
            throw UsageError(options.name != nil ? "--name \(gameName): \(problem)"
                                 : "\(options.game[0]) gives no name to keep the player's arrangement under (\(problem)): give one with --name NAME")
        }
        let paths = [options.profile, options.script, options.frameHashes, options.record, options.expectHashes,
                     options.screenshotDir, options.home].compactMap { $0 }
            + options.screenshots.map(\.path) + [overlay]
        if let broken = paths.first(where: { $0.contains("\n") || $0.contains("\r") }) {
            throw UsageError("\(broken.debugDescription): joystick-run takes no path with a line break in it")
        }

        files = try RunFiles(in: base.nonEmpty("TMPDIR") ?? "/tmp")
        var environment: [String: String?] = [
            JoyStickRunCommand.overlayVariable: overlay,
            JoyStickRunCommand.sdl3OverlayVariable: overlay,
            JoyStickRunCommand.specVariable: files.path("spec"),
        ]
        do throws(UsageError) {
            var layout = profile.layoutFile ?? files.path("layout.json")
            if let text = profile.layoutText {
                try files.write(text, to: "layout.json")
                layout = files.path("layout.json")
            }
            // A headless run is the same on every machine, and a recorded one replays headless to the same frames:
            // neither reads nor writes the player's arrangement (the profile's places are the controls').
            let playerLayout = options.headless || options.record != nil ? nil : Self.playerLayout(of: gameName, in: base)
            // --expect-hashes needs this run's hashes, in a file of the run's when not asked for.
            if options.expectHashes != nil, options.frameHashes == nil { options.frameHashes = files.path("hashes.txt") }
            // A good run's hashes that are not one are bad input now, not a difference once the game has run.
            if let expected = options.expectHashes, try FrameHashes.good(expected) == nil {
                throw UsageError("--expect-hashes \(expected): \(RunFiles.describe(.missing))")
            }
            if let folder = options.screenshotDir { try RunFiles.makeFolder(folder) }
            try files.write(try RunSpec.text(options: options, profile: profile, defaultLayout: layout,
                                             playerLayout: playerLayout, script: script, recording: options.record),
                            to: "spec")
            if options.headless {
                try Self.headless(options, files: files, overlay: overlay, from: base, into: &environment)
            }
        } catch {
            files.remove()
            throw error
        }
        self.environment = environment
        self.options = options
    }

    /// What a headless run changes in the game's environment: no display server (SDL's dummy video driver, or
    /// its offscreen one with Mesa's EGL once the game asks for OpenGL), no sound device (SDL's dummy
    /// audio, OpenAL Soft's null device), no vsync; a
    /// virtual pad that works in a window that never has the focus; the overlay loaded with LD_PRELOAD too, for
    /// libc's clocks; a HOME of its own; local time in UTC; the watchdog's heartbeat.
    private static func headless(_ options: RunOptions, files: RunFiles, overlay: String, from base: RunEnvironment,
                                 into environment: inout [String: String?]) throws(UsageError) {
        // SDL's dummy driver (software, fast), switched by the overlay to its offscreen one when the game asks for
        // OpenGL (video_driver.c, hook_window3.c); SDL_VIDEODRIVER (or SDL3's SDL_VIDEO_DRIVER) set by the tester
        // wins. SDL3 reads SDL_VIDEODRIVER too.
        if base["SDL_VIDEODRIVER"] == nil && base["SDL_VIDEO_DRIVER"] == nil {
            environment["SDL_VIDEODRIVER"] = "dummy"
            environment["JOYSTICK_RUN_VIDEO"] = "switch"
        }
        environment["SDL_AUDIODRIVER"] = "dummy"
        // OpenAL Soft (games that play sound through OpenAL) gets its null device: looking for a real one, it
        // waits on threads whose timing differs from run to run.
        environment["ALSOFT_DRIVERS"] = "null"
        environment["SDL_RENDER_VSYNC"] = "0"
        environment["SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS"] = "1"
        environment["LD_PRELOAD"] = base.nonEmpty("LD_PRELOAD").map { "\(overlay):\($0)" } ?? overlay
        environment[JoyStickRunCommand.clockVariable] = "\(options.fps) \(options.startTime) \(options.seed)"
        environment[JoyStickRunCommand.heartbeatVariable] = files.path("heartbeat")
        try files.write(String(repeating: "\0", count: 8), to: "heartbeat")
        let home = options.home ?? files.path("home")
        for folder in ["", "/.config", "/.local/share", "/.local/state", "/.cache", "/.cache/mesa_shader_cache"] {
            try RunFiles.makeFolder(home + folder)
        }
        environment["HOME"] = home
        environment["XDG_CONFIG_HOME"] = home + "/.config"
        environment["XDG_DATA_HOME"] = home + "/.local/share"
        environment["XDG_STATE_HOME"] = home + "/.local/state"
        environment["XDG_CACHE_HOME"] = home + "/.cache"
        environment["MESA_SHADER_CACHE_DIR"] = home + "/.cache/mesa_shader_cache"
        // Local time is UTC, whatever /etc/localtime says on the machine, so a game that shows or keys on the
        // local date does the same everywhere; TZ set by the tester wins.
        if base["TZ"] == nil { environment["TZ"] = "UTC0" }
    }

    /// The overlay library: --overlay, or the one installed beside joystick-run (PREFIX/bin and PREFIX/lib),
    /// or the one a plain `swift build` made beside it (libjoystick-run-overlay.so), or the one
    /// scripts/build-c-library.sh built beside a package build (.build/c-library).
    private static func overlay(_ given: String?) throws(UsageError) -> String {
        if let given {
            let path = RunFiles.absolute(given)
            guard access(path, R_OK) == 0 else { throw UsageError("--overlay \(given): there is no such file") }
            return path
        }
        var candidates: [String] = []
        if let executable = realpath("/proc/self/exe", nil) {
            let path = String(cString: executable)
            free(executable)
            let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            candidates = ["\(folder)/../lib/libjoystick-run.so", "\(folder)/libjoystick-run-overlay.so",
                          "\(folder)/../../c-library/libjoystick-run.so"]
        }
        for candidate in candidates where access(candidate, R_OK) == 0 {
            if let resolved = realpath(candidate, nil) {
                defer { free(resolved) }
                return String(cString: resolved)
            }
        }
        throw UsageError("cannot find the overlay, libjoystick-run.so (looked in \(candidates.joined(separator: " and "))): "
                         + "install it with scripts/install-c-library.sh PREFIX, build it with swift build or "
                         + "scripts/build-c-library.sh, or give --overlay FILE")
    }

    /// An input script read, or an error naming its file, line and reason.
    static func checkScript(_ path: String) throws(UsageError) -> InputScript {
        do {
            return try InputScript.load(path: path)
        } catch {
            throw UsageError(error.description)
        }
    }

    /// Where the player's arrangement of a game is kept: $XDG_CONFIG_HOME/joystick-sdl/NAME.json (or
    /// ~/.config/...); nil when neither is set.
    static func playerLayout(of name: String, in environment: RunEnvironment) -> String? {
        func absolute(_ name: String) -> String? {
            environment[name].flatMap { $0.hasPrefix("/") ? $0 : nil }
        }
        guard let base = absolute("XDG_CONFIG_HOME") ?? absolute("HOME").map({ "\($0)/.config" }) else { return nil }
        return "\(base)/joystick-sdl/\(name).json"
    }

    /// Why a name cannot be a file name of the player's arrangements, or nil.
    static func nameProblem(_ name: String) -> String? {
        // 200 bytes leave room, in a file name's 255, for NAME.json.PID.tmp, the arrangement's temporary file.
        guard !name.isEmpty, name.count <= 100, name.utf8.count <= 200 else {
            return "a name is 1 to 100 characters (and 200 bytes)"
        }
        guard name != ".", name != "..", !name.contains("/"), !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            return "a name is a file name, with no slash and no control character"
        }
        return nil
    }
}
