// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "joystick-sdl",
    products: [
        .library(name: "JoyStickEngine", targets: ["JoyStickEngine"]),
    ],
    targets: [
        // The stick itself: Swift standard library only, no SDL, no Foundation.
        .target(name: "JoyStickEngine"),
        .testTarget(name: "JoyStickEngineTests", dependencies: ["JoyStickEngine"]),
    ],
    swiftLanguageModes: [.v6]
)
