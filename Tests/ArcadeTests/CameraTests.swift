import Testing
@testable import Arcade

@Suite struct CameraTests {
    private func level(width: Int, height: Int) throws -> Level {
        var rows = [String(repeating: "#", count: width)]
        rows.append("#P*E" + String(repeating: ".", count: width - 5) + "#")
        for _ in 0..<(height - 3) { rows.append("#" + String(repeating: ".", count: width - 2) + "#") }
        rows.append(String(repeating: "#", count: width))
        return try LevelParser.parse("name: Camera\n---\n" + rows.joined(separator: "\n"), file: "camera.txt")
    }

    @Test func followsThePlayerAndStopsAtTheEdges() throws {
        let camera = Camera(viewWidth: 960, viewHeight: 540)
        let big = try level(width: 64, height: 46)
        #expect(camera.origin(following: Vec2(1000, 700), in: big) == Vec2(520, 430))
        #expect(camera.origin(following: Vec2(48, 80), in: big) == Vec2(0, 0))
        #expect(camera.origin(following: Vec2(2040, 1460), in: big) == Vec2(2048 - 960, 1472 - 540))
        #expect(camera.origin(following: Vec2(.nan, 80), in: big) == Vec2(0, 0))
    }

    @Test func smallLevelIsCentred() throws {
        let camera = Camera(viewWidth: 960, viewHeight: 540)
        let small = try level(width: 16, height: 9)
        #expect(camera.origin(following: Vec2(100, 100), in: small) == Vec2(-224, -126))
    }

    /// On a level that fills the screen, the player at the bottom-left corner is not under the movement stick:
    /// with the sticks' band kept clear, the view goes past the bottom edge instead.
    @Test func aBandKeptClearAtTheBottomHoldsNoPlayer() throws {
        let camera = Camera(viewWidth: 960, viewHeight: 540, clearBelow: 205)
        let big = try level(width: 64, height: 46)
        // The player in the bottom-left floor tile: drawn at y 1440 - 1137 = 303, above the band (335 on).
        let origin = camera.origin(following: Vec2(48, 1440), in: big)
        #expect(origin == Vec2(0, 1472 - 335))
        #expect(1440 - origin.y < 335)
        // In mid-level the player is centred as before.
        #expect(camera.origin(following: Vec2(1000, 700), in: big) == Vec2(520, 430))
        // A level that fits above the band is centred above it.
        let small = try level(width: 16, height: 9)
        #expect(camera.origin(following: Vec2(100, 100), in: small) == Vec2(-224, -24))
    }
}
