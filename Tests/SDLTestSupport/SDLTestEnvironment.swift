import CSDL2
import Foundation
import JoyStickEngine
import JoyStickSDL
import Testing
import AppShell

/// Starts SDL once for the whole test run with the dummy video and audio drivers: no display needed.
package enum SDLTestEnvironment {
    nonisolated(unsafe) private static var started = false

    /// Initialises SDL if it is not yet (call inside an ``SDLExclusive`` scope).
    package static func start() {
        guard !started else { return }
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        setenv("SDL_AUDIODRIVER", "dummy", 1)
        // Set once, here: changing the environment while other tests read it is a data race.
        setenv("JOYSTICK_ASSETS", assets.path, 1)
        // Without it SDL ignores joystick changes while no window has focus, which is always so here.
        SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
        precondition(SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER) == 0, "SDL_Init failed in tests")
        started = true
    }

    /// A 960x540 software renderer that lives as long as the test process (starts SDL first), for controls
    /// that need a renderer but whose pictures no test reads: nothing destroys it, so no controls outlive it.
    package static var softwareRenderer: OpaquePointer {
        start()
        if let made = madeRenderer { return made }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, 960, 540, 32, SDL_PIXELFORMAT_RGBA32.rawValue),
              let renderer = SDL_CreateSoftwareRenderer(surface) else {
            preconditionFailure("a software renderer: \(String(cString: SDL_GetError()))")
        }
        madeRenderer = renderer
        return renderer
    }
    nonisolated(unsafe) private static var madeRenderer: OpaquePointer?

    /// The repository's Assets folder.
    package static var assets: AssetDirectory {
        AssetDirectory(path: repository.appendingPathComponent("Assets").path)
    }

    /// The repository's top folder.
    package static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }
}

/// One SDL test at a time across every suite and test target: SDL's event queue is global, and tests of
/// different targets run in parallel in one process.
package struct SDLExclusive: SuiteTrait, TestTrait, TestScoping {
    package var isRecursive: Bool { true }

    package func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        // Suites get the trait too; only the test cases themselves take the gate.
        guard testCase != nil else {
            try await function()
            return
        }
        await SDLGate.shared.acquire()
        do {
            try await function()
        } catch {
            await SDLGate.shared.release()
            throw error
        }
        await SDLGate.shared.release()
    }
}

extension Trait where Self == SDLExclusive {
    /// Runs each test alone with SDL, after starting it.
    package static var sdl: SDLExclusive { SDLExclusive() }
}

/// A first-come, first-served gate for ``SDLExclusive``.
actor SDLGate {
    static let shared = SDLGate()
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        if !busy {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}

/// A window on the dummy driver with a software renderer and a 960x540 logical size.
package final class TestWindow {
    package let window: OpaquePointer
    package let renderer: OpaquePointer
    package let windowID: UInt32
    package static let logical = Size(width: 960, height: 540)

    package init(width: Int32, height: Int32, logicalSize: Size? = TestWindow.logical) {
        SDLTestEnvironment.start()
        window = SDL_CreateWindow("test", 0, 0, width, height, 0)!
        renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)!
        if let logicalSize {
            SDL_RenderSetLogicalSize(renderer, Int32(logicalSize.width), Int32(logicalSize.height))
        }
        windowID = SDL_GetWindowID(window)
        drain()
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        drain()
    }

    /// Sends an event through SDL's queue (and so through the renderer's event watch) and returns it as a
    /// game would poll it. Throws, failing the test, when SDL does not give it back: a test that went on with
    /// the event as it was pushed would test nothing of SDL's path.
    package func roundTrip(_ event: SDL_Event, sourceLocation: SourceLocation = #_sourceLocation) throws -> SDL_Event {
        drain()
        var event = event
        let pushed = SDL_PushEvent(&event)
        let reason = pushed < 0 ? String(cString: SDL_GetError()) : ""
        var polled = SDL_Event()
        var found: SDL_Event?
        while SDL_PollEvent(&polled) != 0 {
            if found == nil, polled.type == event.type { found = polled }
        }
        return try #require(found, """
            SDL dropped the pushed event of type 0x\(String(event.type, radix: 16)) \
            (SDL_PushEvent returned \(pushed)\(reason.isEmpty ? "" : ": " + reason))
            """, sourceLocation: sourceLocation)
    }

    package func drain() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
    }

    /// How many key events are queued, emptying the queue.
    package func queuedKeyEvents() -> Int {
        var event = SDL_Event()
        var count = 0
        while SDL_PollEvent(&event) != 0 {
            if event.type == SDL_KEYDOWN.rawValue || event.type == SDL_KEYUP.rawValue { count += 1 }
        }
        return count
    }
}

package func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

package func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

extension OnScreenControls {
    /// Adds a stick a test places where it is known to fit: adding fails only for a bad place or name, which a
    /// test's own constants never are.
    @discardableResult
    package func stick(_ name: String? = nil, center: Point, size: Double) -> JoyStick {
        try! addStick(name, center: center, size: size)
    }

    /// Adds a button a test places where it is known to fit (see ``stick(_:center:size:)``).
    @discardableResult
    package func button(_ name: String? = nil, center: Point, size: Double, label: String = "") -> TouchButton {
        try! addButton(name, center: center, size: size, label: label)
    }
}

extension ControlInput {
    /// The arrows and WASD push a stick, as a game binds its movement keys.
    package func bindArrowsAndWASD(to stick: JoyStick) {
        bindKeys(up: SDL_SCANCODE_UP, left: SDL_SCANCODE_LEFT, down: SDL_SCANCODE_DOWN, right: SDL_SCANCODE_RIGHT, to: stick)
        bindKeys(up: SDL_SCANCODE_W, left: SDL_SCANCODE_A, down: SDL_SCANCODE_S, right: SDL_SCANCODE_D, to: stick)
    }
}
