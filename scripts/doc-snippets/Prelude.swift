// What the README and the DocC articles use without declaring it: a game's own state in a sketch, or what
// an excerpt's surrounding code declared. Compiled with the extracted snippets (scripts/doc-snippets.py),
// never run.
import JoyStickSDL

nonisolated(unsafe) var renderer: OpaquePointer! = nil
nonisolated(unsafe) var window: OpaquePointer! = nil
nonisolated(unsafe) var running = true
nonisolated(unsafe) var polled = SDL_Event()
nonisolated(unsafe) var frameTime = 1.0 / 60
nonisolated(unsafe) var fixedReport = PolarReport(angle: 0, displacement: 0)
nonisolated(unsafe) var recordedPosition = Point(x: 0, y: 0)
nonisolated(unsafe) var event = InputEvent.quit
nonisolated(unsafe) var stick = JoyStick(center: Point(x: 50, y: 50), size: 100)
nonisolated(unsafe) var controls = OnScreenControls(renderer: renderer)

/// The sketch's player.
struct Player {
    var x = 0.0
    var y = 0.0
}
nonisolated(unsafe) var player = Player()

/// The sketch's game.
final class SketchGame {
    var position = Point(x: 0, y: 0)
    func step(_ xy: XYReport) {}
}
nonisolated(unsafe) var game = SketchGame()

func climb() {}
func shoot() {}
func steer(x: Double, y: Double) {}
