import Foundation
import JoyStickSDL

/// Saves what the renderer drew this frame as a PNG (SDL_image's `IMG_SavePNG`), before `SDL_RenderPresent`.
/// - Throws: an error naming the file and SDL's reason
func saveScreenshot(of renderer: OpaquePointer, to path: String) throws {
    var width: Int32 = 0, height: Int32 = 0
    guard SDL_GetRendererOutputSize(renderer, &width, &height) == 0,
          let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32.rawValue) else {
        throw SDLFailure.last("making a picture of the frame")
    }
    defer { SDL_FreeSurface(surface) }
    guard SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, surface.pointee.pixels,
                               surface.pointee.pitch) == 0,
          IMG_SavePNG(surface, path) == 0 else {
        throw SDLFailure.last("saving \(path)")
    }
}
