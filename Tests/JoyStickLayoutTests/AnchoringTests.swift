import Testing
import JoyStickEngine
@testable import JoyStickLayout

/// A placement keeps its distance from the edge or the centre it is nearest, scaled with the shorter side.
@Suite struct AnchoringTests {
    @Test func aButtonEightyFromTheRightEdgeStaysThereOnAWiderScreen() {
        let narrow = Size(width: 640, height: 360), wide = Size(width: 960, height: 360)
        let fire = ControlPlacement(center: Point(x: 560, y: 300), size: 72)
        let arrangement = ControlLayout.Arrangement([("fire", fire)], on: narrow)
        #expect(arrangement.entries[0].placement.x == (.end, 80) && arrangement.entries[0].placement.y == (.end, 60))
        let moved = arrangement.placement(of: "fire", on: wide)
        #expect(moved == ControlPlacement(center: Point(x: 880, y: 300), size: 72))
        // Twice the shorter side: twice the distance and the size.
        #expect(arrangement.placement(of: "fire", on: Size(width: 1920, height: 720))
                    == ControlPlacement(center: Point(x: 1760, y: 600), size: 144))
    }

    @Test func eachThirdHasItsAnchor() {
        let screen = Size(width: 900, height: 300)
        let cases: [(Double, AnchoredPlacement.Anchor, Double)] = [
            (0, .start, 0), (299, .start, 299), (300, .center, -150), (450, .center, 0), (600, .center, 150),
            (601, .end, 299), (900, .end, 0),
        ]
        for (x, anchor, offset) in cases {
            let anchored = AnchoredPlacement(ControlPlacement(center: Point(x: x, y: 150), size: 10), on: screen)
            #expect(anchored.x == (anchor, offset), "x \(x)")
            #expect(anchored.placement(on: screen, scale: 1).center.x == x)
        }
    }

    @Test func aMiddleControlKeepsItsOffsetFromTheCentre() {
        let arrangement = ControlLayout.Arrangement([("pause", ControlPlacement(center: Point(x: 330, y: 30), size: 48))],
                                                    on: Size(width: 640, height: 360))
        // 10 right of the centre, 30 from the top: on 21:9 (840x360) still 10 right of its centre.
        #expect(arrangement.placement(of: "pause", on: Size(width: 840, height: 360))?.center == Point(x: 430, y: 30))
    }

    @Test func orientationFollowsTheLongerSide() {
        #expect(ScreenOrientation(Size(width: 540, height: 960)) == .portrait)
        #expect(ScreenOrientation(Size(width: 960, height: 540)) == .landscape)
        #expect(ScreenOrientation(Size(width: 500, height: 500)) == .landscape)
    }

    @Test func namesAreShortAndPlain() {
        #expect(ControlName.problem(with: "move") == nil && ControlName.problem(with: "fire_2-b") == nil)
        #expect(ControlName.problem(with: "") == "a control's name is empty (1 to 32 of A-Z, a-z, 0-9, _ and -)")
        #expect(ControlName.problem(with: String(repeating: "a", count: 33)) == "the name is 33 characters long (at most 32)")
        #expect(ControlName.problem(with: "fire!") == "the name has a character other than A-Z, a-z, 0-9, _ and -: '!'")
        #expect(ControlName.problem(with: "sauté") == "the name has a character other than A-Z, a-z, 0-9, _ and -: 'é' (U+00E9)")
        #expect(ControlName.problem(with: "tab\there") == "the name has a character other than A-Z, a-z, 0-9, _ and -: U+0009")
        #expect(ControlName.problem(with: String(repeating: "é", count: 20))
                    == "the name has a character other than A-Z, a-z, 0-9, _ and -: 'é' (U+00E9)")
        #expect(ControlName.problem(with: "fé") != nil)
    }
}
