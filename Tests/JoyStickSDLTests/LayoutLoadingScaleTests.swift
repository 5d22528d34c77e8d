import Foundation
import Testing
import JoyStickEngine
@testable import JoyStickSDL
@testable import JoyStickControls
import SDLTestSupport

/// Loading a layout costs what the file's size costs: 10,000 named controls place from a file of 10,000 about
/// ten times as slowly as 1,000 from one of 1,000, not a hundred times (each control's name was looked up among
/// all the file's: 5.5 s for 10,000 in a debug build), in the game's order or any other.
extension SDLIntegrationTests {
    /// `count` named buttons, "b0" to "b(count-1)", all at (320, 180), and two layout files placing them: in
    /// the order named, and in the reverse order.
    private final class Many {
        let window = TestWindow(width: 640, height: 360, logicalSize: Size(width: 640, height: 360))
        let controls: OnScreenControls
        let buttons: [TouchButton]
        let inOrder = FileManager.default.temporaryDirectory.appendingPathComponent("many-\(UUID().uuidString).json").path
        let reversed = FileManager.default.temporaryDirectory.appendingPathComponent("many-\(UUID().uuidString).json").path

        init(_ count: Int) throws {
            let controls = OnScreenControls(renderer: window.renderer)
            self.controls = controls
            buttons = (0..<count).map { controls.button("b\($0)", center: Point(x: 320, y: 180), size: 16) }
            for (path, order) in [(inOrder, Array(0..<count)), (reversed, Array((0..<count).reversed()))] {
                var text = "{\"format\": \"joystick-sdl-layout\", \"version\": 1, \"landscape\": {\"shorterSide\": 360, \"controls\": {\n"
                for (line, index) in order.enumerated() {
                    text += "\"b\(index)\": {\"x\": [\"start\", \(8 + index % 600)], \"y\": [\"start\", \(8 + index % 340)], "
                        + "\"size\": 16, \"alpha\": 1, \"hidden\": false}\(line + 1 < count ? "," : "")\n"
                }
                try Data((text + "}}}").utf8).write(to: URL(fileURLWithPath: path))
            }
        }

        deinit {
            try? FileManager.default.removeItem(atPath: inOrder)
            try? FileManager.default.removeItem(atPath: reversed)
        }

        /// The fastest of three loads of a file, in seconds; every button where the file puts it.
        func seconds(_ path: String) throws -> Double {
            var best = Double.infinity
            for _ in 0..<3 {
                controls.resetLayout()
                let start = ContinuousClock.now
                #expect(try controls.loadLayout(from: path))
                let elapsed = ContinuousClock.now - start
                best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
            }
            for (index, button) in buttons.enumerated()
            where button.center != Point(x: Double(8 + index % 600), y: Double(8 + index % 340)) {
                Issue.record("b\(index) is at \(button.center)")
                break
            }
            return best
        }
    }

    @Test func tenThousandControlsLoadInTimeLinearInTheFile() throws {
        // Naming 10,000 controls is itself slow (each new name is checked against the others'): made once.
        let small = try Many(1_000), large = try Many(10_000)
        for order in ["in order", "reversed"] {
            let few = try small.seconds(order == "reversed" ? small.reversed : small.inOrder)
            let many = try large.seconds(order == "reversed" ? large.reversed : large.inOrder)
            #expect(many / few < 30, "\(order): 1,000 controls in \(few) s, 10,000 in \(many) s")
            #expect(many < 3, "\(order): 10,000 controls in \(many) s")
        }
    }
}
