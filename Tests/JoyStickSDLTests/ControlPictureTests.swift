import CSDL2
import Testing
import JoyStickEngine
@testable import JoyStickSDL
@testable import JoyStickControls
import SDLTestSupport

/// Pictures of one control, the base tint and the density of the built-in pictures (issue 12, A3 and B6).
extension SDLIntegrationTests {
    /// JoyStickView's `handleImage` for one stick: the other stick keeps its pictures and its textures, and
    /// only the new picture's texture is made.
    @Test func onePictureOfOneControlKeepsEveryOtherTexture() throws {
        let canvas = try Canvas()
        let a = JoyStick(center: Point(x: 50, y: 50), size: 100)
        let b = JoyStick(center: Point(x: 150, y: 150), size: 100)
        b.handleTintColor = Color(red: 255, green: 0, blue: 0)
        let controls = canvas.controls
        let defaults = controls.images
        controls.draw(a)
        controls.draw(b)
        // The base and handle shared by both, and b's tinted handle.
        #expect(controls.texturesMade == 3)

        let fancy = try SDLTestEnvironment.assets.image("joystick/fancy-handle.png")
        controls.setImage(fancy, as: .handle, for: a)
        #expect(controls.images(for: a).handle === fancy)
        #expect(controls.images(for: a).base === defaults.base)
        #expect(controls.images(for: b).handle === defaults.handle)
        controls.draw(a)
        controls.draw(b)
        #expect(controls.texturesMade == 4)
        #expect(controls.drawingFailure == nil)

        // Back to the default handle: the plain one is still cached, nothing is made.
        controls.setImage(nil, as: .handle, for: a)
        #expect(controls.images(for: a).handle === defaults.handle)
        controls.draw(a)
        controls.draw(b)
        #expect(controls.texturesMade == 4)
    }

    /// Two sticks share a picture of their own: forgetting one keeps the picture's texture for the other;
    /// forgetting the other too drops it (given again, it is made again), and a forgotten stick's tinted
    /// texture goes with it.
    /// A control's pictures read back and set back to the built-in ones (0.x's `images(for:)` and
    /// `setImage(nil, ...)`), through the game's own calls.
    @Test func aControlsPicturesReadBackAndResetToTheBuiltInOnes() throws {
        let canvas = try Canvas()
        let controls = OnScreenControls(renderer: canvas.renderer)
        let stick = try controls.addStick(center: Point(x: 100, y: 100), size: 100)
        let button = try controls.addButton(center: Point(x: 300, y: 100), size: 80)
        #expect(controls.isBuiltIn(controls.images(of: stick).base))
        #expect(controls.isBuiltIn(controls.images(of: button).down))
        let path = SDLTestEnvironment.assets.path + "/joystick/fancy-handle.png"
        let fancy = try controls.image(contentsOf: path)
        controls.setImages(of: stick, base: nil, handle: fancy)
        controls.setImages(of: button, up: nil, down: fancy)
        #expect(controls.images(of: stick).handle === fancy)
        #expect(controls.images(of: stick).handle.path == path)
        #expect(!controls.isBuiltIn(controls.images(of: stick).handle))
        #expect(controls.isBuiltIn(controls.images(of: stick).base))
        #expect(controls.images(of: button).down === fancy)
        controls.resetImages(of: stick)
        controls.resetImages(of: button)
        #expect(controls.isBuiltIn(controls.images(of: stick).handle))
        #expect(controls.isBuiltIn(controls.images(of: button).down))
    }

    @Test func aPictureTwoControlsShareIsKeptUntilBothAreForgotten() throws {
        let canvas = try Canvas()
        let a = JoyStick(center: Point(x: 50, y: 50), size: 100)
        let b = JoyStick(center: Point(x: 150, y: 150), size: 100)
        b.baseTintColor = Color(red: 0, green: 0, blue: 255)
        let controls = canvas.controls
        let fancy = try SDLTestEnvironment.assets.image("joystick/fancy-handle.png")
        controls.setImage(fancy, as: .handle, for: a)
        controls.setImage(fancy, as: .handle, for: b)
        controls.draw(a)
        controls.draw(b)
        // The default base, the fancy handle, b's tinted base.
        #expect(controls.texturesMade == 3)
        controls.forget(a)
        controls.draw(b)
        #expect(controls.texturesMade == 3)
        controls.forget(b)
        #expect(controls.images(for: b).handle !== fancy)
        // The fancy handle's texture went with the last control that had it: given to a again, it is made again.
        controls.setImage(fancy, as: .handle, for: a)
        controls.draw(a)
        #expect(controls.texturesMade == 4)
        // b's tinted base went with b: made again.
        controls.draw(b)
        #expect(controls.texturesMade == 6)
    }

    /// A tinted stick given a base of its own: its tinted texture of the default base, drawn no more, goes (it
    /// was kept until the stick was forgotten), and is made again when the default comes back.
    @Test func aTintedDefaultPictureReplacedGoes() throws {
        let canvas = try Canvas()
        let stick = JoyStick(center: Point(x: 50, y: 50), size: 100)
        stick.baseTintColor = Color(red: 0, green: 0, blue: 255)
        let controls = canvas.controls
        controls.draw(stick)
        #expect(controls.texturesMade == 2)
        controls.setImage(try SDLTestEnvironment.assets.image("joystick/fancy-handle.png"), as: .base, for: stick)
        controls.draw(stick)
        #expect(controls.texturesMade == 3)
        controls.setImage(nil, as: .base, for: stick)
        controls.draw(stick)
        #expect(controls.texturesMade == 4)
    }

    /// A base of its own on a tinted stick: the handle keeps the default picture and its tinted texture.
    @Test func aBaseOfItsOwnLeavesTheTintedHandleAlone() throws {
        let canvas = try Canvas()
        let stick = JoyStick(center: Point(x: 100, y: 100), size: 160)
        stick.handleTintColor = Color(red: 255, green: 0, blue: 0)
        stick.colorFillHandleImage = true
        try canvas.draw(stick)
        #expect(canvas.controls.texturesMade == 2)
        #expect(canvas.pixel(100, 100) == Color(red: 255, green: 0, blue: 0))
        canvas.controls.setImage(try SDLTestEnvironment.assets.image("joystick/fancy-base.png"), as: .base,
                                 for: stick)
        try canvas.draw(stick)
        #expect(canvas.controls.texturesMade == 3)
        #expect(canvas.pixel(100, 100) == Color(red: 255, green: 0, blue: 0))
    }

    /// `baseTintColor` tints the base in monochrome and leaves the handle as it is.
    @Test func theBaseTintColoursOnlyTheBase() throws {
        let canvas = try Canvas()
        let stick = JoyStick(center: Point(x: 100, y: 100), size: 160)
        try canvas.draw(stick)
        let rim = canvas.pixel(30, 100), knob = canvas.pixel(100, 100)
        #expect(rim.red > 0 && rim.green > 0)
        stick.baseTintColor = Color(red: 0, green: 0, blue: 255)
        try canvas.draw(stick)
        let tinted = canvas.pixel(30, 100)
        #expect(tinted.red == 0 && tinted.green == 0 && tinted.blue > 0)
        #expect(canvas.pixel(100, 100) == knob)
        stick.baseTintColor = nil
        try canvas.draw(stick)
        #expect(canvas.pixel(30, 100) == rim)
    }

    /// The built-in pictures follow the renderer's density: 128-pixel pictures at 1 output pixel per logical
    /// pixel, the 256-pixel @2x ones from 1.5 on, checked as each frame is drawn.
    @Test func builtInPicturesFollowTheRenderersDensity() throws {
        SDLTestEnvironment.start()
        let target = SDL_CreateRGBSurfaceWithFormat(0, 200, 200, 32, SDL_PIXELFORMAT_RGBA32.rawValue)!
        let renderer = SDL_CreateSoftwareRenderer(target)!
        defer {
            SDL_DestroyRenderer(renderer)
            SDL_FreeSurface(target)
        }
        var controls: ControlRenderer? = ControlRenderer(backend: SDL2Backend(renderer: renderer))
        defer { controls = nil }   // its textures go before the renderer
        let surface = ControlSurface()
        surface.add(JoyStick(center: Point(x: 50, y: 50), size: 80))
        #expect(controls?.images.base.width == 128)

        SDL_RenderSetLogicalSize(renderer, 100, 100)          // 2 output pixels per logical pixel
        controls?.draw(surface)
        #expect(controls?.images.base.width == 256)
        #expect(controls?.texturesMade == 2)

        SDL_RenderSetLogicalSize(renderer, 150, 150)          // 1.33: back to 1x
        controls?.draw(surface)
        #expect(controls?.images.base.width == 128)
        #expect(controls?.texturesMade == 4)

        // Pictures the game chose stay as they are.
        controls?.images = .builtIn(scale: 2)
        SDL_RenderSetLogicalSize(renderer, 200, 200)
        controls?.draw(surface)
        #expect(controls?.images.base.width == 256)
    }
}

extension SDLIntegrationTests {
    /// A label fits inside its button: "FIRE" on a button of radius 48 is drawn 64 pixels wide (scale 2), not
    /// 128 across a 96-pixel button; a single letter keeps the scale its radius gives (4).
    @Test func labelsFitInsideTheirButton() throws {
        let canvas = try Canvas()
        canvas.controls.font = try BitmapFont.builtIn(renderer: canvas.renderer)
        /// The columns of the label's white pixels (the button's picture has none that white).
        func whiteColumns(_ label: String) -> [Int] {
            let button = TouchButton(center: Point(x: 100, y: 100), size: 96, label: label)
            SDL_SetRenderDrawColor(canvas.renderer, 0, 0, 0, 255)
            SDL_RenderClear(canvas.renderer)
            canvas.controls.draw(button)
            SDL_RenderPresent(canvas.renderer)
            return (0..<200).filter { x in
                (80...120).contains { y in
                    let p = canvas.pixel(x, y)
                    return p.red > 230 && p.green > 230 && p.blue > 230
                }
            }
        }
        let fire = whiteColumns("FIRE")
        #expect(fire.count > 30)                                                 // drawn, and readable
        #expect(fire.allSatisfy { (68...132).contains($0) }, "\(fire.first ?? -1)...\(fire.last ?? -1)")
        let letter = whiteColumns("I")
        #expect(letter.count >= 8)                                               // still scale 4
    }
}
