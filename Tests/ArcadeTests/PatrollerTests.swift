import Testing
@testable import Arcade

@Suite("Patrollers")
struct PatrollerTests {
    @Test func horizontalPatrollerReversesAtWalls() throws {
        // Patroller on column 3 (x 112) of a corridor from x 48 to x 176 (walls at 32 and 192).
        let level = try LevelFixtures.level([
            "#######",
            "#..H..#",
            "##.####",
            "#P*E###",
            "#######",
        ])
        var game = Game(level: level, seed: 1)
        #expect(game.enemies[0].heading == Vec2(1, 0))
        var xs: [Double] = []
        for _ in 0..<300 {
            game.step(.idle)
            xs.append(game.enemies[0].position.x)
            #expect(game.enemies[0].position.y == 48)
        }
        // It never leaves the corridor's tile centres.
        #expect(xs.allSatisfy { $0 >= 48 && $0 <= 176 })
        // 64 px to the right-hand centre at 1.5 px per step: it turns during step 43.
        #expect(xs[41] == 175)
        #expect(xs[42] == 175.5)
        #expect(xs[43] == 174)
        // 127.5 px back to the left-hand centre lands exactly on it at step 128, then it turns.
        #expect(xs[127] == 48)
        #expect(xs[128] == 49.5)
    }

    @Test func verticalPatrollerReversesAtWalls() throws {
        let level = try LevelFixtures.level([
            "#####",
            "#P#.#",
            "#*#V#",
            "#E#.#",
            "#####",
        ])
        var game = Game(level: level, seed: 1)
        #expect(game.enemies[0].heading == Vec2(0, 1))
        var ys: [Double] = []
        for _ in 0..<200 {
            game.step(.idle)
            ys.append(game.enemies[0].position.y)
            #expect(game.enemies[0].position.x == 112)
        }
        #expect(ys.allSatisfy { $0 >= 48 && $0 <= 112 })
        // 32 px down to the bottom centre: it turns during step 22.
        #expect(ys[20] == 111.5)
        #expect(ys[21] == 111)
        #expect(ys[22] == 109.5)
        #expect(game.enemies[0].heading == Vec2(0, -1) || game.enemies[0].heading == Vec2(0, 1))
    }

    @Test func boxedInPatrollerStands() throws {
        let level = try LevelFixtures.level([
            "#####",
            "#P*E#",
            "##H##",
            "#####",
        ])
        var game = Game(level: level, seed: 1)
        game.run(100)
        #expect(game.enemies[0].position == Vec2(80, 80))
    }
}
