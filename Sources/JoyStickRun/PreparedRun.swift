import Glibc
import JoyStickReplay

/// A run checked and laid out before the game starts: a profile or a script with an error stops it here, with
/// the file, the line and the reason, and the game never runs.
struct PreparedRun {
    /// The command line, its paths made absolute (the game may change its folder).
    let options: RunOptions
    let profile: RunProfile
    /// The run's private folder (the spec, a made layout, the raw recording), removed at the end.
    let files: RunFiles
    /// What the game's environment gets.
    let environment: [String: String?]
    /// Where the overlay records, when --record asks.
    let rawRecording: String?
    /// The game's name, for messages and the player's arrangement.
    let gameName: String

    init(_ given: RunOptions) throws(UsageError) {
        var options = given
        options.profile = options.profile.map(RunFiles.absolute)
        options.script = options.script.map(RunFiles.absolute)
        options.frameHashes = options.frameHashes.map(RunFiles.absolute)
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
            do {
                script = (try InputScript.load(path: path), path)
            } catch {
                throw UsageError(error.description)
            }
        }
        gameName = options.name ?? GameBinary.name(of: options.game)
        if let problem = Self.nameProblem(gameName) {
            throw UsageError(options.name != nil ? "--name \(gameName): \(problem)"
                                 : "\(options.game[0]) gives no name to keep the player's arrangement under (\(problem)): give one with --name NAME")
        }
        let paths = [options.profile, options.script, options.frameHashes, options.record].compactMap { $0 }
            + options.screenshots.map(\.path) + [overlay]
        if let broken = paths.first(where: { $0.contains("\n") || $0.contains("\r") }) {
            throw UsageError("\(broken.debugDescription): joystick-run takes no path with a line break in it")
        }

        files = try RunFiles()
        do {
            var layout = profile.layoutFile ?? files.path("layout.json")
            if let text = profile.layoutText {
                try files.write(text, to: "layout.json")
                layout = files.path("layout.json")
            }
            // A headless run is the same on every machine, and a recorded one replays headless to the same frames:
            // neither reads nor writes the player's arrangement (the profile's places are the controls').
            let playerLayout = options.headless || options.record != nil ? nil : Self.playerLayout(of: gameName)
            rawRecording = options.record == nil ? nil : files.path("recording.raw")
            try files.write(try RunSpec.text(options: options, profile: profile, defaultLayout: layout,
                                             playerLayout: playerLayout, script: script, rawRecording: rawRecording),
                            to: "spec")
        } catch {
            files.remove()
            throw error
        }
        var environment: [String: String?] = [
            JoyStickRunCommand.overlayVariable: overlay,
            JoyStickRunCommand.specVariable: files.path("spec"),
        ]
        if options.headless {
            // No display, no sound device, no vsync; a virtual pad works in a window that never has focus.
            environment["SDL_VIDEODRIVER"] = "dummy"
            environment["SDL_AUDIODRIVER"] = "dummy"
            environment["SDL_RENDER_VSYNC"] = "0"
            environment["SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS"] = "1"
        }
        self.environment = environment
        self.options = options
    }

    /// The overlay library: --overlay, or the one installed beside joystick-run (PREFIX/bin and PREFIX/lib),
    /// or the one scripts/build-c-library.sh built beside a package build (.build/c-library).
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
            candidates = ["\(folder)/../lib/libjoystick-run.so", "\(folder)/../../c-library/libjoystick-run.so"]
        }
        for candidate in candidates where access(candidate, R_OK) == 0 {
            if let resolved = realpath(candidate, nil) {
                defer { free(resolved) }
                return String(cString: resolved)
            }
        }
        throw UsageError("cannot find the overlay, libjoystick-run.so (looked in \(candidates.joined(separator: " and "))): "
                         + "install it with scripts/install-c-library.sh PREFIX, build it with "
                         + "scripts/build-c-library.sh, or give --overlay FILE")
    }

    /// Where the player's arrangement of a game is kept: $XDG_CONFIG_HOME/joystick-sdl/NAME.json (or
    /// ~/.config/...); nil when neither is set.
    static func playerLayout(of name: String) -> String? {
        func variable(_ name: String) -> String? {
            guard let value = getenv(name) else { return nil }
            let text = String(cString: value)
            return text.hasPrefix("/") ? text : nil
        }
        guard let base = variable("XDG_CONFIG_HOME") ?? variable("HOME").map({ "\($0)/.config" }) else { return nil }
        return "\(base)/joystick-sdl/\(name).json"
    }

    /// Why a name cannot be a file name of the player's arrangements, or nil.
    static func nameProblem(_ name: String) -> String? {
        guard !name.isEmpty, name.count <= 100, name.utf8.count <= 250 else {
            return "a name is 1 to 100 characters (and 250 bytes)"
        }
        guard name != ".", name != "..", !name.contains("/"), !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            return "a name is a file name, with no slash and no control character"
        }
        return nil
    }
}
