// swift-tools-version:6.1
import PackageDescription

// A small SDL 3 game on the joystick package: Examples/swift-game on SDL 3. In a game of your own, depend on the
// package by URL with its SDL3 trait on:
//     .package(url: "https://github.com/OWNER/joystick-sdl", from: "1.0.0", traits: ["SDL3"])
// and build with SDL 3.4 where pkg-config finds it (`pkg-config --modversion sdl3`). Here the package is the
// checkout two folders up.
let package = Package(
    name: "swift-game-sdl3",
    dependencies: [
        .package(name: "joystick-sdl", path: "../..", traits: ["SDL3"]),
    ],
    targets: [
        .executableTarget(name: "SwiftGameSDL3", dependencies: [
            .product(name: "JoyStickSDL3", package: "joystick-sdl"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
