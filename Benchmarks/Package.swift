// swift-tools-version:6.1
// Benchmarks for joystick-sdl, kept out of the main package so its build and tests stay lean.
// Run from this folder:  swift package benchmark
import PackageDescription

let package = Package(
    name: "joystick-sdl-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "joystick-sdl", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The same stick math as plain C, the baseline the Swift engine is compared with.
        .target(name: "CStickBaseline", path: "Sources/CStickBaseline",
                linkerSettings: [.linkedLibrary("m")]),
        // Level fixtures and /proc readings shared by the game, headless and soak targets.
        .target(name: "BenchSupport", dependencies: [.product(name: "Arcade", package: "joystick-sdl")],
                path: "Sources/BenchSupport"),
        // SDL_RenderFlush declared by hand (no SDL header, so no second module over SDL.h).
        .target(name: "CSDLShim", path: "Sources/CSDLShim"),
        .executableTarget(
            name: "EngineBenchmarks",
            dependencies: [
                .product(name: "JoyStickEngine", package: "joystick-sdl"),
                "CStickBaseline",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/EngineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "GameBenchmarks",
            dependencies: [
                .product(name: "Arcade", package: "joystick-sdl"),
                "BenchSupport",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/GameBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "HeadlessBenchmarks",
            dependencies: [
                .product(name: "ArcadeSDL", package: "joystick-sdl"),
                .product(name: "Arcade", package: "joystick-sdl"),
                .product(name: "JoyStickSDL", package: "joystick-sdl"),
                .product(name: "JoyStickEngine", package: "joystick-sdl"),
                "BenchSupport", "CSDLShim", "CStickBaseline",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/HeadlessBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Autoplays every shipped level in one process for 1,000,000 frames and checks RSS growth.
        .executableTarget(
            name: "Soak",
            dependencies: [
                .product(name: "ArcadeSDL", package: "joystick-sdl"),
                .product(name: "Arcade", package: "joystick-sdl"),
                "BenchSupport",
            ],
            path: "Sources/Soak"
        ),
    ],
    swiftLanguageModes: [.v6]
)
