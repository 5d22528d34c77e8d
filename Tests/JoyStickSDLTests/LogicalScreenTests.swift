import Testing
import JoyStickEngine
@testable import JoyStickSDL
@testable import JoyStickControls
import SDLTestSupport

@Suite struct LogicalScreenTests {
    @Test func sameAspectScalesWithoutBars() {
        let screen = LogicalScreen(logicalSize: Size(width: 960, height: 540), windowSize: Size(width: 1920, height: 1080))
        #expect(screen.scale == 2)
        #expect(screen.viewport == Rect(x: 0, y: 0, width: 1920, height: 1080))
    }

    @Test func tallWindowIsLetterboxed() {
        let screen = LogicalScreen(logicalSize: Size(width: 960, height: 540), windowSize: Size(width: 960, height: 800))
        #expect(screen.scale == 1)
        #expect(screen.viewport == Rect(x: 0, y: 130, width: 960, height: 540))
    }

    @Test func wideWindowIsPillarboxed() {
        let screen = LogicalScreen(logicalSize: Size(width: 960, height: 540), windowSize: Size(width: 1400, height: 540))
        #expect(screen.viewport == Rect(x: 220, y: 0, width: 960, height: 540))
    }

    @Test func fingerInABarIsOutsideTheGameArea() {
        let screen = LogicalScreen(logicalSize: Size(width: 960, height: 540), windowSize: Size(width: 960, height: 800))
        // SDL clamps a finger in a bar to exactly 0 or 1; that is outside, not on the edge.
        #expect(screen.point(fingerX: 0.5, fingerY: 0) == Point(x: 480, y: -1))
        #expect(screen.point(fingerX: 1, fingerY: 0.5) == Point(x: 961, y: 270))
        #expect(screen.point(fingerX: 0.25, fingerY: 0.5) == Point(x: 240, y: 270))
        #expect(!screen.bounds.contains(screen.point(fingerX: 0.5, fingerY: 0)))
    }

    @Test func hiDPIWithoutLogicalSizeScalesMouseButNotFingers() {
        let screen = LogicalScreen(logicalSize: nil, windowSize: Size(width: 960, height: 540),
                                   outputSize: Size(width: 1920, height: 1080))
        #expect(screen.size == Size(width: 1920, height: 1080))
        #expect(screen.point(mouseX: 100, mouseY: 50) == Point(x: 200, y: 100))
        #expect(screen.point(fingerX: 0.5, fingerY: 0.25) == Point(x: 960, y: 270))
        #expect(screen.windowPoint(for: Point(x: 200, y: 100)) == (100, 50))
    }

    @Test func hiDPIWithLogicalSizeInvertsSDLsMouseRewrite() {
        let screen = LogicalScreen(logicalSize: Size(width: 960, height: 540), windowSize: Size(width: 960, height: 540),
                                   outputSize: Size(width: 1920, height: 1080))
        let window = screen.windowPoint(for: Point(x: 150, y: 420))
        #expect(window == (150, 420))
        // SDL: (int)((x - (int)(viewport.x * dpi)) / (scale * dpi))
        #expect(Int((window.x.rounded(.up) - 0) / (2 * 0.5)) == 150)
        let finger = screen.normalizedFinger(for: Point(x: 150, y: 420))
        #expect(finger.x == Float(300.0 / 1920) && finger.y == Float(840.0 / 1080))
    }
}

@Suite struct TextLineTests {
    @Test func formatsNumbersWithoutFoundation() {
        var line = TextLine()
        line.append("a=")
        line.append(359.96, decimals: 1)
        line.append(" d=")
        line.append(0.5, decimals: 3)
        line.append(" n=")
        line.append(-42)
        line.append(" ")
        line.append(-0.0004, decimals: 3)
        line.append(" ")
        line.append(Double.nan, decimals: 2)
        #expect(String(decoding: line.bytes, as: UTF8.self) == "a=360.0 d=0.500 n=-42 0.000 nan")
        line.clear()
        line.append("é1")
        #expect(String(decoding: line.bytes, as: UTF8.self) == "??1")
    }
}

@Suite struct TintModeTests {
    @Test func monochromeKeepsShadingInTheTintColour() {
        let tint = Color(red: 0, green: 200, blue: 100)
        #expect(TintMode.monochrome.apply(Color(red: 255, green: 255, blue: 255), tint: tint) == tint)
        #expect(TintMode.monochrome.apply(Color(red: 0, green: 0, blue: 0, alpha: 200), tint: tint)
            == Color(red: 0, green: 0, blue: 0, alpha: 200))
        // Mid grey: half the tint.
        #expect(TintMode.monochrome.apply(Color(red: 128, green: 128, blue: 128), tint: tint)
            == Color(red: 0, green: 100, blue: 50))
    }

    @Test func colourFillPaintsEveryPixelKeepingAlpha() {
        let tint = Color(red: 230, green: 0, blue: 230)
        #expect(TintMode.colorFill.apply(Color(red: 10, green: 20, blue: 30, alpha: 77), tint: tint)
            == Color(red: 230, green: 0, blue: 230, alpha: 77))
        #expect(TintMode.colorFill.apply(Color(red: 10, green: 20, blue: 30, alpha: 200),
                                         tint: Color(red: 1, green: 2, blue: 3, alpha: 128))
            == Color(red: 1, green: 2, blue: 3, alpha: 100))
    }
}

@Suite struct FingerInversionTests {
    /// Fingers all over a letterboxed 1000x1000 window, recorded as a game sees them, are synthesized back
    /// into window fingers that SDL's float rewrite turns into exactly what the game saw the first time.
    @Test func syntheticFingersSurviveSDLsRewriteBitForBit() {
        let screen = LogicalScreen(logicalSize: Size(width: 960, height: 540), windowSize: Size(width: 1000, height: 1000))
        let view = screen.viewport
        var mismatches = 0
        var pixel = 219.5
        while pixel < 781 {
            let real = Float(pixel / 1000)
            let delivered = LogicalScreen.sdlRewrite(real, offset: view.minY, span: view.height, output: 1000)
            let recorded = screen.point(fingerX: 0.5, fingerY: delivered)
            let synthesized = screen.normalizedFinger(for: recorded)
            let replayed = LogicalScreen.sdlRewrite(synthesized.y, offset: view.minY, span: view.height, output: 1000)
            if screen.point(fingerX: 0.5, fingerY: replayed) != recorded { mismatches += 1 }
            pixel += 0.37
        }
        #expect(mismatches == 0)
    }
}

/// A logical size as sdl2-compat presents it (SDL3's letterbox): fingers normalised over the whole window and not
/// rewritten, mouse positions rounded to the nearest logical pixel, the picture centred at a fractional offset.
@Suite struct SDL3PresentationTests {
    static let logical = Size(width: 960, height: 540)

    @Test func aSquareWindowLetterboxesAtAFractionalOffsetWithTheSideFloored() {
        let screen = LogicalScreen(logicalSize: Self.logical, windowSize: Size(width: 1000, height: 1001),
                                   presentation: .sdl3)
        // 540 * 1000/960 = 562.5, floored; (1001 - 562) / 2 = 219.5.
        #expect(screen.viewport == Rect(x: 0, y: 219.5, width: 1000, height: 562))
        #expect(screen.scale == Double(Float(1000) / Float(960)))
        // SDL2 floors the offset and scales both sides by the same factor.
        let classic = LogicalScreen(logicalSize: Self.logical, windowSize: Size(width: 1000, height: 1001))
        #expect(classic.viewport == Rect(x: 0, y: 219, width: 1000, height: 562))
    }

    @Test func fingersAreNormalisedOverTheWindowAndMapThroughThePicture() {
        let screen = LogicalScreen(logicalSize: Self.logical, windowSize: Size(width: 1000, height: 1000),
                                   presentation: .sdl3)
        #expect(screen.viewport == Rect(x: 0, y: 219, width: 1000, height: 562))
        // (500 - 219) * 540 / 562 = 270.
        #expect(screen.point(fingerX: 0.5, fingerY: 0.5) == Point(x: 480, y: 270))
        // In the bar above the picture: above the game area, with no clamping to its edge.
        let inTheBar = screen.point(fingerX: 0.5, fingerY: 0.1)
        #expect(inTheBar.y < 0 && !screen.bounds.contains(inTheBar))
        #expect(screen.normalizedFinger(for: Point(x: 480, y: 270)) == (x: Float(0.5), y: Float(0.5)))
    }

    @Test func aWideWindowIsPillarboxedAndTheMouseRoundsToTheNearest() {
        let screen = LogicalScreen(logicalSize: Self.logical, windowSize: Size(width: 1280, height: 540),
                                   presentation: .sdl3)
        #expect(screen.viewport == Rect(x: 160, y: 0, width: 960, height: 540))
        #expect(screen.point(fingerX: 0.5, fingerY: 0.5) == Point(x: 480, y: 270))
        #expect(screen.point(fingerX: 0.0625, fingerY: 0.5).x == -80)
        // The mouse arrives in logical pixels already; a synthesised one is the nearest window pixel.
        #expect(screen.point(mouseX: 12, mouseY: 34) == Point(x: 12, y: 34))
        let window = screen.windowPoint(for: Point(x: 100.4, y: 20.6))
        #expect(window.x == 260 && window.y == 21)
    }

    @Test func hiDPIMapsWindowPointsThroughTheOutputPixels() {
        let screen = LogicalScreen(logicalSize: Self.logical, windowSize: Size(width: 640, height: 270),
                                   outputSize: Size(width: 1280, height: 540), presentation: .sdl3)
        #expect(screen.viewport == Rect(x: 160, y: 0, width: 960, height: 540))
        let window = screen.windowPoint(for: Point(x: 480, y: 270))
        #expect(window.x == 320 && window.y == 135)
        #expect(screen.point(fingerX: 0.5, fingerY: 0.5) == Point(x: 480, y: 270))
    }
}
