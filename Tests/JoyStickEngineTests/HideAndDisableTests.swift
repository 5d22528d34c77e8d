import Testing
@testable import JoyStickEngine

/// JoyStickView's isHidden and isUserInteractionEnabled for one control (issue 12, A4).
@Suite struct HideAndDisableTests {
    let finger = TouchID(device: 1, finger: 1)

    @Test func aDisabledStickTakesNothingAndLetsGoOfWhatItHolds() {
        let stick = JoyStick(center: Point(x: 150, y: 250), size: 100)
        var reports: [PolarReport] = []
        stick.onPolar = { reports.append($0) }
        stick.touchBegan(finger, at: Point(x: 150, y: 250), time: 0)
        stick.touchMoved(finger, at: Point(x: 200, y: 250), time: 0.1)
        #expect(reports == [PolarReport(angle: 90, displacement: 1)])
        stick.isEnabled = false
        #expect(!stick.isActive && stick.displacement == 0)
        #expect(reports.last == PolarReport(angle: 0, displacement: 0))
        #expect(!stick.touchBegan(TouchID(device: 1, finger: 2), at: Point(x: 150, y: 250), time: 1))
        stick.setDeflection(x: 1, y: 0, time: 1)
        #expect(stick.displacement == 0)
        stick.isEnabled = true
        #expect(stick.touchBegan(TouchID(device: 1, finger: 2), at: Point(x: 150, y: 250), time: 2))
    }

    @Test func aHiddenControlTakesNoTouchSoTheOneBelowGetsIt() {
        let surface = ControlSurface()
        let below = TouchButton(center: Point(x: 150, y: 250), size: 80)
        let stick = JoyStick(center: Point(x: 150, y: 250), size: 100)
        surface.add(below)
        surface.add(stick)
        stick.isHidden = true
        #expect(surface.touchBegan(finger, at: Point(x: 150, y: 250), time: 0))
        #expect(below.isDown && !stick.isActive)
    }

    @Test func aDisabledButtonLetsGoWithoutATapAndIgnoresKeys() {
        let button = TouchButton(center: Point(x: 50, y: 50), size: 40)
        var taps = 0
        button.onTap = { taps += 1 }
        button.touchBegan(finger, at: Point(x: 50, y: 50), time: 0)
        button.isEnabled = false
        #expect(!button.isDown)
        button.touchEnded(finger, at: Point(x: 50, y: 50), time: 0.1)
        #expect(taps == 0)
        button.setDown(true, time: 0.2)
        #expect(!button.isDown)
        button.isEnabled = true
        button.setDown(true, time: 0.3)
        button.setDown(false, time: 0.4)
        #expect(taps == 1)
    }
}
