import TextFiles

/// Records a game's input as an ``InputScript``, so a session played by hand replays headless, in the
/// game's own tests: call ``record(_:frame:)`` with every ``InputEvent`` the game handles and the frame
/// (fixed step) it handled it before, ``finish(frames:)`` when the recorded stretch ends, then ``save(to:)``.
///
/// Frames count from the recording's start: a game that starts recording at its step `S` passes `frame - S`.
/// Only what a script can express is kept (see ``ScriptEvent/text(for:mouseHeld:)``); events are stored as
/// they read back (``ScriptEvent/scripted(_:mouseHeld:)``), so ``script`` equals the saved file parsed again.
public final class InputRecorder {
    /// What has been recorded so far.
    public private(set) var script: InputScript
    private var mouseHeld = false

    /// Starts an empty recording.
    /// - Parameters:
    ///   - window: the window size the events are recorded in (a replay builds its events for the same one)
    ///   - headers: the game's own header lines (e.g. a level and a seed)
    public init(window: InputScript.WindowSize?, headers: [InputScript.Header] = []) {
        script = InputScript(headers: headers, window: window)
        script.events.reserveCapacity(4096)
    }

    /// Adds one event the game handled before step `frame` (counted from the recording's start), if a script
    /// can express it.
    /// - Parameters:
    ///   - event: the event as the game handled it
    ///   - frame: 0 or more, never below the previous event's
    public func record(_ event: InputEvent, frame: Int) {
        guard script.frames == nil, frame >= (script.events.last?.frame ?? 0),
              let kept = ScriptEvent.scripted(event, mouseHeld: &mouseHeld) else { return }
        script.events.append(ScriptEvent(frame: frame, event: kept))
    }

    /// Ends the recording: `frames` steps were played, so a replay stops where the game stopped. Events
    /// recorded after this are ignored; a second call changes nothing.
    /// - Parameter frames: how many steps the recorded stretch ran
    public func finish(frames: Int) {
        guard script.frames == nil else { return }
        script.frames = max(frames, script.events.last?.frame ?? 0)
    }

    /// Writes the script to a file, replacing it whole (a crash mid-write leaves the old file or none).
    /// - Parameter path: the file
    /// - Throws: ``InputScriptError`` (``InputScriptErrorKind/unwritable``) naming the file and the reason
    public func save(to path: String) throws(InputScriptError) {
        do {
            try AtomicFile.write(Array(script.render().utf8), to: path)
        } catch {
            throw InputScriptError(kind: .unwritable, file: path, line: 0,
                                   reason: "cannot write the recording (\(error.reason))")
        }
    }
}
