import Arcade
import JoyStickSDL
import JoyStickReplay

/// `arcade --record FILE`: records the first level played in the window with the control module's
/// `InputRecorder` (logical coordinates, frames counted from the level's first step), adding what is the
/// arcade's own: the level's file and the seed that replays it. `arcade --headless --script FILE` replays it
/// to the same state. Every pad is recorded as the one pad a replay attaches: two pads held at once replay
/// as one.
public final class ScriptRecorder {
    /// The file the script is written to.
    public var path: String { stream.path }
    /// The open file, written as the level goes.
    private let stream: ScriptStream
    private var recorder: InputRecorder?
    /// The runtime frame of the recorded level's first step; nil until a level starts.
    private var startFrame: Int?

    /// Prepares a recording; it starts with the next level to start, or with the runtime's level if it is at
    /// its first step.
    /// - Parameters:
    ///   - stream: the script file, opened (`ScriptStream.init(path:)`) before the game starts
    ///   - runtime: the game
    public init(stream: ScriptStream, runtime: ArcadeRuntime) {
        self.stream = stream
        if runtime.session.screen == .playing, runtime.session.game?.frame == 0 {
            begin(levelAt: runtime.session.levelIndex, startFrame: runtime.frame, runtime: runtime)
        }
    }

    /// Records an event the runtime is about to handle.
    /// - Parameters:
    ///   - event: the event
    ///   - runtime: the game
    public func record(_ event: InputEvent, runtime: ArcadeRuntime) {
        guard let startFrame else { return }
        recorder?.record(event, frame: runtime.frame - startFrame)
    }

    /// Starts or ends the recording as the runtime's last step changed course.
    /// - Parameter runtime: the game, just stepped
    public func observe(_ runtime: ArcadeRuntime) {
        if let startFrame { recorder?.tick(frame: runtime.frame - startFrame) }
        for change in runtime.session.changes {
            switch change {
            case .levelStarted(let index) where startFrame == nil:
                // The step that reported the start was the level's first.
                begin(levelAt: index, startFrame: runtime.frame - 1, runtime: runtime)
            case .levelWon, .levelLost:
                finish(runtime)
            default:
                break
            }
        }
    }

    private func begin(levelAt index: Int, startFrame: Int, runtime: ArcadeRuntime) {
        guard case .success(let level) = runtime.session.levels[index] else { return }
        self.startFrame = startFrame
        let size = runtime.input.screen.windowSize
        var script = ArcadeScript(unchecked: InputScript())
        script.level = level.file
        script.seed = runtime.session.replaySeed(forLevelAt: index)
        recorder = InputRecorder(window: InputScript.WindowSize(width: Int(size.width), height: Int(size.height)),
                                 headers: script.script.headers, stream: stream)
    }

    private func finish(_ runtime: ArcadeRuntime) {
        guard let startFrame else { return }
        recorder?.finish(frames: runtime.frame - startFrame)
    }

    /// Writes the script, ending the recording if the level is still going.
    /// - Parameter runtime: the game
    /// - Throws: `InputScriptError` naming the file and the reason
    public func save(_ runtime: ArcadeRuntime) throws(InputScriptError) {
        guard let recorder else {
            throw InputScriptError(kind: .unwritable, file: path, line: 0,
                                   reason: "nothing recorded: no level was started")
        }
        finish(runtime)
        try recorder.save(to: path)
    }
}
