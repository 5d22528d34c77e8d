import Testing
import JoyStickEngine
import JoyStickGL
@testable import JoyStickControls

/// The OpenGL canvas (joystick-run's controls over an OpenGL game) as far as it goes without GL: the screen it
/// places the controls on, and what it says when it cannot draw. Its GL drawing is checked on Mesa by
/// scripts/test-joystick-run.sh (the handle and the layout editor over legacy, core and ES contexts, against the
/// renderer's pixels).
@Suite struct OpenGLCanvasTests {
    /// A window of 640x360 points on a 2x display, with a context current whose GL has no function at all.
    final class Window: OpenGLWindow {
        var isOpen = true
        var currentContext: UnsafeMutableRawPointer? = UnsafeMutableRawPointer(bitPattern: 0x1000)

        func sizes() -> (points: Size, pixels: Size)? {
            isOpen ? (Size(width: 640, height: 360), Size(width: 1280, height: 720)) : nil
        }

        var lookup: js_gl_lookup { { _ in nil } }
        var presentation: LogicalScreen.Presentation { .sdl2 }
    }

    static func picture() -> Image {
        Image(pixels: ImagePixels(width: 2, height: 2, bytes: [UInt8](repeating: 255, count: 16)), path: "dot.png")
    }

    @Test func theControlsLiveInTheWindowsPointsAndDrawAtItsDensity() throws {
        let window = Window()
        let canvas = OpenGLCanvas(window: window)
        let screen = try #require(canvas.screen(ignoringLogicalSize: false))
        #expect(screen.logicalSize == nil)
        #expect(screen.size == Size(width: 640, height: 360))
        #expect(screen.windowSize == Size(width: 640, height: 360))
        #expect(canvas.drawingScale == 2)
        #expect(canvas.windowMapping() == nil)
        #expect(canvas.rendererExists)
        window.isOpen = false
        #expect(!canvas.rendererExists)
        #expect(canvas.screen(ignoringLogicalSize: false) == nil)
    }

    @Test func aContextWithoutOpenGLIsSaidAndNothingIsDrawn() {
        let canvas = OpenGLCanvas(window: Window())
        canvas.beginDrawing(inWindowPixels: true)
        let said = "the controls cannot be drawn over the OpenGL frame: no OpenGL context is current"
        #expect(canvas.failure == ControlsError(said))
        #expect(throws: ControlsError(said)) { try canvas.makeTexture(of: Self.picture()) }
        canvas.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), color: Color(red: 1, green: 2, blue: 3))
        canvas.drawLines([Point(x: 0, y: 0), Point(x: 5, y: 5)], color: Color(red: 1, green: 2, blue: 3))
        canvas.endDrawing()
        #expect(canvas.largestTextureSide == nil)
    }

    @Test func noTextureIsMadeOutsideAFrame() {
        let window = Window()
        window.currentContext = nil
        let canvas = OpenGLCanvas(window: window)
        canvas.beginDrawing(inWindowPixels: false)
        #expect(canvas.failure == nil)
        #expect(throws: ControlsError("making a texture of dot.png: no OpenGL frame is being drawn")) {
            try canvas.makeTexture(of: Self.picture())
        }
        canvas.endDrawing()
    }
}
