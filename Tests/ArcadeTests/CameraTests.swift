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
}
