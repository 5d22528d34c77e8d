// swift-tools-version:6.1
import PackageDescription

// The tests of JoyStickSDL3, in a package of their own: a test program links one SDL, and SDL 3 exports the names
// SDL 2 does (SDL_Init, SDL_PollEvent, ...), so it cannot share the root package's test program, which links
// SDL 2. scripts/test-sdl3.sh runs them with SDL 3 from the system or from scripts/build-sdl3.sh's cache.
let package = Package(
    name: "joystick-sdl3-tests",
    dependencies: [
        .package(name: "joystick-sdl", path: "../..", traits: ["SDL3"]),
    ],
    targets: [
        .testTarget(name: "JoyStickSDL3Tests", dependencies: [
            .product(name: "JoyStickSDL3", package: "joystick-sdl"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
