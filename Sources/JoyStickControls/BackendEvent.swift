/// What a backend reads of one event of its SDL for ``OnScreenControls/handle(_:)-(BackendEvent)``: the event
/// decoded, and the few facts of the raw event decoding leaves out (whether the controls pushed it, whether it
/// was SDL's mouse copy of a touch).
package struct BackendEvent {
    /// The event decoded, or nil for what is not input (SDL's copies of touches and clicks too).
    package var decoded: InputEvent?
    /// The engine time of the event, seconds.
    package var time: Double
    /// A key event's key, whether it went down, and whether it is the key repeat's copy.
    package var key: (scancode: Scancode, down: Bool, isRepeat: Bool)?
    /// Whether it is a key event the controls pushed (``OnScreenControls/pushesKeyEvents``).
    package var isVirtualKey = false
    /// Whether it is a finger's or the mouse's (SDL's copies included).
    package var isPointer = false
    /// Whether it is the mouse's (SDL's copies of touches included).
    package var isMouse = false
    /// Whether it is about the window or the application going to the background.
    package var isWindowEvent = false

    /// An event, with its facts to be set.
    package init(decoded: InputEvent?, time: Double) {
        self.decoded = decoded
        self.time = time
    }
}
