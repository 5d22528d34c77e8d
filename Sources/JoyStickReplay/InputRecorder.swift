import JoyStickSDL
import TextFiles

/// Records a game's input as an ``InputScript``, so a session played by hand replays headless, in the
/// game's own tests: call ``record(_:frame:)`` with every `InputEvent` the game handles and the frame
/// (fixed step) it handled it before, ``finish(frames:)`` when the recorded stretch ends, then ``save(to:)``.
/// Leave out of the recording (not out of what the controls are handed back) the key events the controls
/// pushed, `OnScreenControls.isVirtualKey(_:)` of the SDL event: the replayed fingers press them again, and
/// recorded they would come back as the keyboard's.
///
/// Frames count from the recording's start: a game that starts recording at its step `S` passes `frame - S`.
/// Given a ``ScriptStream``, the recorder also writes the script as it goes (the headers at once, the events
/// at least once every ``flushInterval`` frames, with ``tick(frame:)`` called each step), so a crash loses at
/// most the last second; a script cut
/// short that way has no `frames:` line and replays until its events run out or the replay's frame limit.
/// Only what a script can express is kept (see ``ScriptEvent/text(for:mouseHeld:)``); events are stored as
/// they read back (``ScriptEvent/scripted(_:mouseHeld:)``), so ``script`` equals the saved file parsed again.
public final class InputRecorder {
    /// What has been recorded so far.
    public private(set) var script: InputScript
    private var mouseHeld = false
    /// Where the script is written as it goes, if anywhere.
    private let stream: ScriptStream?
    private var flushedAt = 0
    /// Frames between writes to the stream: a second at 60 steps per second.
    public static let flushInterval = 60

    /// Starts an empty recording.
    /// - Parameters:
    ///   - window: the window size the events are recorded in (a replay builds its events for the same one)
    ///   - headers: the game's own header lines (e.g. a level and a seed)
    ///   - stream: where to write the script as it goes (its headers at once)
    public init(window: InputScript.WindowSize?, headers: [InputScript.Header] = [], stream: ScriptStream? = nil) {
        script = InputScript(headers: headers, window: window)
        script.events.reserveCapacity(4096)
        self.stream = stream
        if let stream {
            stream.append(script.render())
            try? stream.flush()
        }
    }

    /// Adds one event the game handled before step `frame` (counted from the recording's start), if a script
    /// can express it.
    /// - Parameters:
    ///   - event: the event as the game handled it
    ///   - frame: 0 or more, never below the previous event's
    public func record(_ event: InputEvent, frame: Int) {
        guard script.frames == nil, frame >= (script.events.last?.frame ?? 0),
              let (kept, line) = ScriptEvent.scripted(event, mouseHeld: &mouseHeld) else { return }
        script.events.append(ScriptEvent(frame: frame, event: kept))
        guard let stream else { return }
        stream.append(frame: frame, line: line)
        tick(frame: frame)
    }

    /// Writes what was recorded to the stream once ``flushInterval`` frames have passed since the last write;
    /// call it every step, so a quiet stretch after a few events still reaches the disk within a second.
    /// - Parameter frame: the current frame, counted from the recording's start
    public func tick(frame: Int) {
        guard let stream, frame >= flushedAt + Self.flushInterval else { return }
        flushedAt = frame
        try? stream.flush()
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
        if let failure = stream?.failure { throw failure }
        stream?.close()
        do {
            try AtomicFile.write(Array(script.render().utf8), to: path)
        } catch {
            throw InputScriptError(kind: .unwritable, file: path, line: 0,
                                   reason: "cannot write the recording (\(error.reason))")
        }
    }
}
