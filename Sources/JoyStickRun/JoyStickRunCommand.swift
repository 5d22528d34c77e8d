import Glibc
import JoyStickCSupport
import JoyStickReplay
import TextFiles

/// `joystick-run`: checks what it is asked (the profile, the script, the paths) before the game starts, hands
/// the overlay a spec of it, runs the game with SDL_DYNAMIC_API pointed at the overlay, and says in words
/// whether SDL took it.
enum JoyStickRunCommand {
    /// The variables joystick-run sets for the game.
    static let overlayVariable = "SDL_DYNAMIC_API"
    static let specVariable = "JOYSTICK_RUN_SPEC"
    static let statusVariable = "JOYSTICK_RUN_STATUS_FD"

    /// Exit statuses of joystick-run's own.
    enum Exit {
        static let usage: Int32 = 2
        static let notTaken: Int32 = 3
        static let timeout: Int32 = 124
        static let cannotStart: Int32 = 127
    }

    /// Runs the command line (without the program's name); returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        // joystick-run reads key names with SDL: its own SDL must not load an overlay.
        unsetenv(overlayVariable)
        let options: RunOptions
        do {
            switch try RunOptions.parse(arguments) {
            case .help:
                print(RunOptions.help)
                return 0
            case .version:
                print("joystick-run \(String(cString: js_version()))")
                return 0
            case .run(let parsed): options = parsed
            }
        } catch {
            return fail(error)
        }
        let prepared: PreparedRun
        do {
            prepared = try PreparedRun(options)
        } catch {
            return fail(error)
        }
        defer { prepared.files.remove() }
        return play(prepared)
    }

    private static func play(_ run: PreparedRun) -> Int32 {
        var status = OverlayStatus()
        let outcome: GameProcess.Outcome
        do {
            outcome = try GameProcess.run(run.options.game, environment: run.environment, statusVariable: statusVariable,
                                          timeout: run.options.timeout) { line in
                if run.options.verbose { say("overlay: \(line)") }
                if let message = status.read(line) { say(message) }
            }
        } catch {
            say(error.description)
            return Exit.cannotStart
        }
        if let verdict = status.verdict(game: run.gameName) { say(verdict) }
        if let record = run.options.record { saveRecording(from: run.rawRecording, to: record) }
        if outcome.timedOut {
            say("\(run.gameName) did not end within \(run.options.timeout ?? 0) seconds (--timeout): stopped")
            return Exit.timeout
        }
        if run.options.isTest, !status.taken { return Exit.notTaken }
        return outcome.status
    }

    /// Writes the script of what the overlay recorded, atomically: a failed write leaves no half script.
    private static func saveRecording(from raw: String?, to path: String) {
        guard let raw else { return }
        let bytes: [UInt8]
        switch BoundedFile.read(raw, limit: InputScript.maxFileSize * 4) {
        case .success(let read): bytes = read
        case .failure(.missing):
            say("nothing recorded: the game received no input the overlay saw, so \(path) is not written")
            return
        case .failure(let failure):
            say("the recording is lost: \(raw): \(RunFiles.describe(failure))")
            return
        }
        let script = RecordingConverter.script(fromRaw: String(decoding: bytes, as: UTF8.self))
        do {
            try AtomicFile.write(Array(script.render().utf8), to: path)
        } catch {
            say("the recording is not saved: \(path): \(error)")
        }
    }

    /// A line on stderr, `joystick-run: message`, written whole.
    static func say(_ message: String) {
        let bytes = Array("joystick-run: \(message)\n".utf8)
        _ = writeAll(bytes, to: 2)
    }

    private static func fail(_ error: UsageError) -> Int32 {
        say(error.description)
        return Exit.usage
    }
}
