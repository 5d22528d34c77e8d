import CSDL2
import Foundation
import Testing
import JoyStickEngine
@testable import JoyStickSDL
@testable import JoyStickControls
import SDLTestSupport
@testable import JoyStickDemo

extension SDLIntegrationTests {
    /// The magenta stick's handle never leaves the 960x540 window: with its base dragged into each corner of the
    /// band and the finger on the rim in every direction, the handle's square (drawn `handleSizeRatio` of the
    /// base wide, at most) stays inside, and at the band's far corners it reaches the edges exactly.
    @Test func movableHandleStaysInTheWindowAtEveryBandCorner() throws {
        let page = JoyStickViewPage(controls: OnScreenControls(renderer: SDLTestEnvironment.softwareRenderer))
        let stick = page.movable
        #expect(JoyStickViewPage.band == Rect(x: 580, y: 340, width: 232, height: 52))
        let half = stick.frame.width * stick.handleSizeRatio / 2
        #expect(half == 68 && stick.radius == 80)
        let finger = TouchID(device: 0, finger: 1)
        func square() -> Rect { Rect(center: stick.handlePosition, side: 2 * half) }
        var time = 0.0
        for corner in [Point(x: 580, y: 340), Point(x: 812, y: 340), Point(x: 580, y: 392), Point(x: 812, y: 392)] {
            // A finger far beyond the corner drags the base until its centre sits in the corner.
            let beyond = corner + (corner - JoyStickViewPage.band.mid) * 100
            stick.touchBegan(finger, at: stick.center, time: time)
            stick.touchMoved(finger, at: beyond, time: time + 0.1)
            #expect(stick.center == corner)
            for degree in 0..<360 {
                let angle = Double(degree) * .pi / 180
                stick.touchMoved(finger, at: corner + Vector(dx: sin(angle), dy: -cos(angle)) * 80, time: time + 0.2)
                let handle = square()
                #expect(stick.displacement > 0.999_999, "\(corner) \(degree)")
                #expect(handle.minX >= 0 && handle.maxX <= 960 && handle.minY >= 0 && handle.maxY <= 540,
                        "\(corner) \(degree): \(handle)")
            }
            // Straight out towards the window's nearest edges, the square touches them (dragged into the corner
            // again first: a finger on the rim pointing into the band may have nudged the base by a rounding).
            stick.touchMoved(finger, at: beyond, time: time + 0.25)
            let out = Vector(dx: corner.x == 812 ? 80 : -80, dy: corner.y == 392 ? 80 : -80)
            stick.touchMoved(finger, at: corner + Vector(dx: out.dx, dy: 0), time: time + 0.3)
            #expect(stick.center == corner)
            #expect(corner.x == 812 ? square().maxX == 960 : square().minX == 432)
            stick.touchMoved(finger, at: corner + Vector(dx: 0, dy: out.dy), time: time + 0.4)
            #expect(stick.center == corner)
            #expect(corner.y == 392 ? square().maxY == 540 : square().minY == 192)
            stick.touchEnded(finger, at: stick.handlePosition, time: time + 0.5)
            time += 1
        }
    }

    private func text(_ line: TextLine) -> String { String(decoding: line.bytes, as: UTF8.self) }

    /// The seed's direction line follows the four-way stick's `onDirection`: up, then right when the finger's
    /// motion turns mostly sideways, and "-" once it lets go.
    @Test func fourWayPageWritesTheDirection() throws {
        let page = FourWayPage(controls: OnScreenControls(renderer: SDLTestEnvironment.softwareRenderer))
        var line = TextLine()
        page.writeDirection(to: &line)
        #expect(text(line) == "direction -")
        let finger = TouchID(device: 0, finger: 1)
        // Relative: measured from where the finger touched down, not from the base centre (200, 370).
        page.surface.touchBegan(finger, at: Point(x: 230, y: 400), time: 0)
        page.surface.touchMoved(finger, at: Point(x: 232, y: 370), time: 0.1)
        page.writeDirection(to: &line)
        #expect(text(line) == "direction Up")
        #expect(page.stick.handlePosition == Point(x: 202, y: 340))
        page.surface.touchMoved(finger, at: Point(x: 270, y: 380), time: 0.2)
        page.writeDirection(to: &line)
        #expect(text(line) == "direction Right")
        page.surface.touchEnded(finger, at: Point(x: 270, y: 380), time: 0.3)
        page.writeDirection(to: &line)
        #expect(text(line) == "direction -")
    }

    /// The last button line names the button pressed last: C after a tap on C, A while Z holds A down.
    @Test func fourWayPageWritesTheLastButton() throws {
        let pages = DemoPages(renderer: SDLTestEnvironment.softwareRenderer)
        let page = pages.fourWay
        pages.select(1, time: 0)
        var line = TextLine()
        page.writeLastButton(to: &line)
        #expect(text(line) == "last button -")
        let finger = TouchID(device: 0, finger: 1)
        #expect(pages.handle(.touchDown(finger, at: Point(x: 650, y: 440)), time: 1.0))
        #expect(page.buttonC.isDown)
        #expect(pages.handle(.touchUp(finger, at: Point(x: 650, y: 440)), time: 1.1))
        #expect(!page.buttonC.isDown)
        page.writeLastButton(to: &line)
        #expect(text(line) == "last button C")
        #expect(!pages.handle(.keyDown(SDL_SCANCODE_Z, isRepeat: false), time: 2.0), "a key drives its button and stays the game's")
        page.writeLastButton(to: &line)
        #expect(text(line) == "last button A" && page.buttonA.isDown)
        #expect(!pages.handle(.keyUp(SDL_SCANCODE_Z), time: 2.1))
        #expect(!page.buttonA.isDown)
    }

    /// Every tap on the tap counter counts as it lifts, a quick second one too (a stick that cannot move has no
    /// double tap); a touch held longer than `tapDuration` (0.3 s) or moved 2 points or more is no tap.
    @Test func variationsPageCountsTaps() throws {
        let page = VariationsPage(controls: OnScreenControls(renderer: SDLTestEnvironment.softwareRenderer))
        let stick = page.tapCounter
        let finger = TouchID(device: 0, finger: 1)
        func touch(from start: Double, to end: Double, movingBy motion: Double = 0) {
            page.surface.touchBegan(finger, at: stick.center, time: start)
            page.surface.touchEnded(finger, at: stick.center + Vector(dx: motion, dy: 0), time: end)
        }
        touch(from: 1.0, to: 1.1)
        #expect(page.taps == 1)
        touch(from: 1.2, to: 1.25)
        #expect(page.taps == 2)
        touch(from: 2.0, to: 2.4)
        #expect(page.taps == 2)
        touch(from: 3.0, to: 3.1, movingBy: 2)
        #expect(page.taps == 2)
        touch(from: 4.0, to: 4.3)
        #expect(page.taps == 3)
    }

    /// Each variation's handle, pushed by a finger or the keys, goes exactly where its setting puts it.
    @Test func variationsPagePlacesEachHandle() throws {
        let pages = DemoPages(renderer: SDLTestEnvironment.softwareRenderer)
        let page = pages.variations
        pages.select(2, time: 0)
        func push(_ stick: JoyStick, _ finger: Int64, from start: Vector = .zero, by motion: Vector) {
            let id = TouchID(device: 0, finger: finger)
            page.surface.touchBegan(id, at: stick.center + start, time: 0)
            page.surface.touchMoved(id, at: stick.center + start + motion, time: 0.1)
        }
        // Travel 0.6 and 1.4 of the 50-point radius: the handle stops at 30 and at 70, both at displacement 1.
        push(page.shortTravel, 1, by: Vector(dx: 200, dy: 0))
        #expect(page.shortTravel.handlePosition == page.shortTravel.center + Vector(dx: 30, dy: 0))
        #expect(page.shortTravel.displacement == 1)
        push(page.longTravel, 2, by: Vector(dx: 0, dy: 200))
        #expect(page.longTravel.handlePosition == page.longTravel.center + Vector(dx: 0, dy: 70))
        #expect(page.longTravel.displacement == 1 && page.longTravel.angle == 180)
        // Vertical only: the finger's 30 to the right are dropped, its 40 up kept.
        push(page.verticalOnly, 3, by: Vector(dx: 30, dy: -40))
        #expect(page.verticalOnly.handlePosition == page.verticalOnly.center + Vector(dx: 0, dy: -40))
        #expect(page.verticalOnly.xy == XYReport(x: 0, y: 0.8))
        // Relative: the handle moves by the finger's motion from where it touched down, 30 right and below.
        push(page.relative, 4, from: Vector(dx: 30, dy: 30), by: Vector(dx: -20, dy: -40))
        #expect(page.relative.handlePosition == page.relative.center + Vector(dx: -20, dy: -40))
        #expect(page.reports[3] == PolarReport(angle: page.relative.angle, displacement: page.relative.displacement))
        // The arrows drive the vertical-only stick on this page: right does nothing, up pushes it to the rim.
        page.surface.cancelAll(time: 1)
        #expect(!pages.handle(.keyDown(SDL_SCANCODE_RIGHT, isRepeat: false), time: 2))
        #expect(page.verticalOnly.handlePosition == page.verticalOnly.center)
        #expect(!pages.handle(.keyUp(SDL_SCANCODE_RIGHT), time: 2.05))
        #expect(!pages.handle(.keyDown(SDL_SCANCODE_UP, isRepeat: false), time: 2.1))
        #expect(page.verticalOnly.handlePosition == page.verticalOnly.center + Vector(dx: 0, dy: -50))
    }

    /// Tab and 1 to 4 switch pages; leaving a page lets go of what it held, and the keys drive the page shown.
    @Test func pagesSwitchWithTabAndNumbers() throws {
        let pages = DemoPages(renderer: SDLTestEnvironment.softwareRenderer)
        func key(_ code: SDL_Scancode) -> Bool {
            pages.handle(.keyDown(code, isRepeat: false), time: 1)
        }
        #expect(pages.current == 0)
        // The green stick held by a finger, then page 2: the finger's stick lets go.
        let fixed = pages.joyStickView.fixed
        #expect(pages.handle(.touchDown(TouchID(device: 0, finger: 1), at: Point(x: 240, y: 370)), time: 0))
        #expect(fixed.isActive && fixed.displacement == 0.5)
        #expect(key(SDL_SCANCODE_TAB) && pages.current == 1)
        #expect(!fixed.isActive && fixed.displacement == 0 && pages.joyStickView.fixedReport.displacement == 0)
        // Up now drives the four-way stick, not the green one.
        #expect(!key(SDL_SCANCODE_UP), "keys are never taken")
        #expect(pages.fourWay.stick.direction == .up && fixed.displacement == 0)
        #expect(key(SDL_SCANCODE_3) && pages.current == 2)
        #expect(pages.fourWay.stick.displacement == 0)
        #expect(key(SDL_SCANCODE_TAB) && pages.current == 3)
        #expect(key(SDL_SCANCODE_2) && pages.current == 1)
        // Not a page: left to the game (the window ignores it).
        #expect(!key(SDL_SCANCODE_5) && pages.current == 1)
        #expect(!key(SDL_SCANCODE_0) && pages.current == 1)
        // Page 4 opens in the layout editor, which takes Tab (the next control); a number still leaves it.
        #expect(key(SDL_SCANCODE_4) && pages.current == 3 && pages.arrange.controls.isEditingLayout)
        #expect(pages.arrange.controls.editor.selected == pages.arrange.controls.named.id(at: 0))
        #expect(key(SDL_SCANCODE_TAB) && pages.current == 3 && pages.arrange.controls.editor.selected == pages.arrange.controls.named.id(at: 1))
        #expect(key(SDL_SCANCODE_1) && pages.current == 0)
    }

    /// Page 4: the editor moves the stick by a drag and reports nothing; Enter plays with it where it was put,
    /// E arranges again.
    @Test func arrangePageEditsThenPlays() throws {
        let pages = DemoPages(renderer: SDLTestEnvironment.softwareRenderer)
        pages.select(3, time: 0)
        let page = pages.arrange
        let finger = TouchID(device: 0, finger: 1)
        #expect(pages.handle(.touchDown(finger, at: Point(x: 180, y: 380)), time: 0.1))
        #expect(pages.handle(.touchMove(finger, to: Point(x: 230, y: 350)), time: 0.2))
        #expect(pages.handle(.touchUp(finger, at: Point(x: 230, y: 350)), time: 0.3))
        #expect(page.stick.center == Point(x: 230, y: 350) && page.report.displacement == 0)
        #expect(pages.handle(.keyDown(SDL_SCANCODE_RETURN, isRepeat: false), time: 0.4))
        #expect(!page.controls.isEditingLayout)
        #expect(pages.handle(.touchDown(finger, at: Point(x: 230, y: 350)), time: 0.5))
        #expect(pages.handle(.touchMove(finger, to: Point(x: 270, y: 350)), time: 0.6))
        #expect(page.report.angle == 90 && page.report.displacement == 0.5)
        #expect(pages.handle(.touchUp(finger, at: Point(x: 270, y: 350)), time: 0.7))
        #expect(pages.handle(.keyDown(SDL_SCANCODE_E, isRepeat: false), time: 0.8))
        #expect(page.controls.isEditingLayout)
    }

    /// `--headless --screenshot PATH [--page N]`, and nothing else, asks for a picture.
    @Test func screenshotArgumentsAreRead() throws {
        func request(_ arguments: String) -> String {
            guard let request = JoyStickDemo.screenshotRequest(arguments.split(separator: " ").map(String.init))
            else { return "nil" }
            return "\(request.path) \(request.page)"
        }
        #expect(request("--headless --screenshot a.png") == "a.png 1")
        #expect(request("--headless --screenshot a.png --page 3") == "a.png 3")
        #expect(request("--headless --screenshot a.png --page 4") == "a.png 4")
        #expect(request("--headless --screenshot a.png --page 5") == "nil")
        #expect(request("--headless --screenshot a.png --page 0") == "nil")
        #expect(request("--headless --screenshot a.png --page two") == "nil")
        #expect(request("--headless --screenshot a.png --pages 2") == "nil")
        #expect(request("--screenshot a.png") == "nil")
        #expect(request("--headless --screenshot") == "nil")
    }
}
