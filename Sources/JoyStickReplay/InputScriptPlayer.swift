import JoyStickSDL

/// Plays an ``InputScript`` back: hands a game, frame by frame, the events due before each step.
///
/// ```swift
/// var player = InputScriptPlayer(script)
/// for frame in 0..<(script.frames ?? 600) {
///     for line in player.events(before: frame) { game.handle(line.event) }
///     game.step()
/// }
/// ```
///
/// For a replay as faithful as a real window, pass the events through SDL's own queue with an
/// ``InputInjector`` instead of handing them to the game directly.
public struct InputScriptPlayer: Sendable {
    /// The script being played.
    public let script: InputScript
    private var next = 0

    /// Starts at the script's first event.
    /// - Parameter script: the script
    public init(_ script: InputScript) {
        self.script = script
    }

    /// The events due before step `frame` that were not handed out yet: those whose frame is `frame` or
    /// earlier, in file order.
    /// - Parameter frame: the step about to run
    public mutating func events(before frame: Int) -> ArraySlice<ScriptEvent> {
        let start = next
        while next < script.events.count, script.events[next].frame <= frame { next += 1 }
        return script.events[start..<next]
    }

    /// True once every event has been handed out.
    public var isFinished: Bool { next == script.events.count }
}
