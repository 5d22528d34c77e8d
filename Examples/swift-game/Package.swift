// swift-tools-version:6.1
import PackageDescription

// A small SDL game on the joystick package. In a game of your own, depend on the package by URL:
//     .package(url: "https://github.com/OWNER/joystick-sdl", from: "1.0.0", traits: [])
// SwiftPM names a URL dependency after its last path component, `joystick-sdl`, which is also the package's
// own name; `traits: []` leaves out the sample game, so its command-line parser is not even fetched. Here the
// package is the checkout two folders up.
let package = Package(
    name: "swift-game",
    dependencies: [
        .package(name: "joystick-sdl", path: "../..", traits: []),
    ],
    targets: [
        .executableTarget(name: "SwiftGame", dependencies: [
            .product(name: "JoyStickSDL", package: "joystick-sdl"),
            .product(name: "JoyStickReplay", package: "joystick-sdl"),   // its headless replays
        ]),
        // The smallest game: `import JoyStickSDL` and nothing else, not even Foundation.
        .executableTarget(name: "OneImport", dependencies: [
            .product(name: "JoyStickSDL", package: "joystick-sdl"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
