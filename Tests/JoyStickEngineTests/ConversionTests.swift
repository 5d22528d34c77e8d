import Foundation
import Testing
@testable import JoyStickEngine

/// The conversion tables from JoyStickView's own unit tests (accuracy 5e-7 there).
@Suite struct ConversionTests {
    static let polarToXY: [(angle: Double, displacement: Double, x: Double, y: Double)] = [
        (0, 10, 0, 10),
        (45, 1, 0.70710678, 0.70710678),
        (90, 1, 1, 0),
        (135, 1, 0.70710678, -0.70710678),
        (180, 0.5, 0, -0.5),
        (225, 1, -0.70710678, -0.70710678),
        (270, 0.1, -0.1, 0),
        (315, 1, -0.70710678, 0.70710678),
        (359.9, 1, -0.00174532, 0.99999847),
        (0.1, 1, 0.00174532, 0.99999847),
    ]

    static let xyToPolar: [(x: Double, y: Double, angle: Double, displacement: Double)] = [
        (0, 1, 0, 1),
        (1, 1, 45, 2.0.squareRoot()),
        (2, 0, 90, 2),
        (1, -1, 135, 2.0.squareRoot()),
        (0, -1, 180, 1),
        (-1, -1, 225, 2.0.squareRoot()),
        (-1, 0, 270, 1),
        (-1, 1, 315, 2.0.squareRoot()),
        (-0.00174532, 0.99999847, 359.9, 1),
        (0.00174532, 0.99999847, 0.1, 1),
    ]

    @Test func polarReportToRectangular() {
        for row in Self.polarToXY {
            let xy = PolarReport(angle: row.angle, displacement: row.displacement).rectangular
            #expect(close(xy.x, row.x, 5e-7), "x for \(row)")
            #expect(close(xy.y, row.y, 5e-7), "y for \(row)")
        }
    }

    @Test func xyReportToPolar() {
        for row in Self.xyToPolar {
            let polar = XYReport(x: row.x, y: row.y).polar
            #expect(close(polar.angle, row.angle, 5e-7), "angle for \(row)")
            #expect(close(polar.displacement, row.displacement, 5e-7), "displacement for \(row)")
        }
    }

    @Test func quarterTurnsAreExact() {
        #expect(PolarReport(angle: 180, displacement: 0.5).rectangular == XYReport(x: 0, y: -0.5))
        #expect(PolarReport(angle: 90, displacement: 1).rectangular == XYReport(x: 1, y: 0))
        #expect(PolarReport(angle: 270, displacement: 0.1).rectangular == XYReport(x: -0.1, y: 0))
        #expect(XYReport(x: 2, y: 0).polar == PolarReport(angle: 90, displacement: 2))
        #expect(XYReport(x: 0, y: -1).polar == PolarReport(angle: 180, displacement: 1))
        #expect(XYReport(x: -1, y: 0).polar == PolarReport(angle: 270, displacement: 1))
        #expect(XYReport(x: 0, y: 0).polar == PolarReport(angle: 0, displacement: 0))
    }

    @Test func compassMatchesTheCLibraryEverywhere() {
        // A sweep against libm: the engine's own trigonometry must agree to 1e-12.
        var generator = SeededGenerator(state: 7)
        for _ in 0..<20_000 {
            let degrees = Double.random(in: -720...720, using: &generator)
            #expect(close(Compass.sine(degrees: degrees), sin(degrees * .pi / 180), 1e-12))
            #expect(close(Compass.cosine(degrees: degrees), cos(degrees * .pi / 180), 1e-12))
            let x = Double.random(in: -100...100, using: &generator)
            let y = Double.random(in: -100...100, using: &generator)
            var expected = atan2(x, y) * 180 / .pi
            if expected < 0 { expected += 360 }
            let angle = Compass.degrees(east: x, north: y)
            #expect(angle >= 0 && angle < 360)
            #expect(close(angle, expected, 1e-10))
        }
    }

    @Test func compassIsRightAtTheEdgesOfDouble() {
        // Huge components whose sum overflows, and subnormal ones, keep their angle.
        // Subnormals as multiples of the smallest one: a literal such as 3e-320 is not one exactly.
        let tiny = Double.leastNonzeroMagnitude
        for (x, y) in [(1e308, 1.5e308), (-1.7e308, 1.7e308), (1.7e308, -1e308), (6000 * tiny, 10000 * tiny),
                       (-8000 * tiny, -8000 * tiny), (1e-300, 2e-300), (.greatestFiniteMagnitude, .greatestFiniteMagnitude)] {
            var expected = atan2(x, y) * 180 / .pi
            if expected < 0 { expected += 360 }
            #expect(close(Compass.degrees(east: x, north: y), expected, 1e-10), "\(x), \(y)")
        }
        // Diagonals are exact.
        #expect(Compass.degrees(east: 3, north: 3) == 45)
        #expect(Compass.degrees(east: 2, north: -2) == 135)
        #expect(Compass.degrees(east: -7, north: -7) == 225)
        #expect(Compass.degrees(east: -0.5, north: 0.5) == 315)
    }

    @Test func compassAngleIsNeverThreeSixty() {
        #expect(Compass.degrees(east: -1e-300, north: 1) < 360)
        #expect(Compass.degrees(east: -.leastNonzeroMagnitude, north: 1) == 0)
        #expect(Compass.degrees(east: .nan, north: 1) == 0)
        #expect(Compass.degrees(east: 1, north: .infinity) == 0)
    }
}
