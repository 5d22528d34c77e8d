// What the documents about SDL 3 use without declaring it (scripts/doc-snippets.py swift-sdl3): compiled with
// their snippets by scripts/test-sdl3.sh, never run.
import JoyStickSDL3

nonisolated(unsafe) var renderer: OpaquePointer! = nil
nonisolated(unsafe) var window: OpaquePointer! = nil
nonisolated(unsafe) var running = true
nonisolated(unsafe) var polled = SDL_Event()
