import JoyStickSDL

// The smallest Swift game on the controls, with one import and nothing else (no Foundation): a stick pushed
// right by a scripted finger for a second on SDL's dummy driver, printing where the stick points.

SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy")
guard SDL_Init(SDL_INIT_VIDEO) == 0,
      let window = SDL_CreateWindow("one import", 0, 0, 640, 360, 0),
      let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
    fatalError("no SDL: \(String(cString: SDL_GetError()))")
}
SDL_RenderSetLogicalSize(renderer, 640, 360)
let controls = OnScreenControls(renderer: renderer)
let stick = try controls.addStick("move", center: Point(x: 90, y: 270), size: 120)
var x = 90.0
for frame in 0..<60 {
    let time = Double(frame) / 60
    let finger = TouchID(device: 1, finger: 1)
    controls.handle(frame == 0 ? .touchDown(finger, at: Point(x: 90, y: 270))
                               : .touchMove(finger, to: Point(x: 90 + Double(frame), y: 270)), time: time)
    controls.update(time: time)
    x += 3 * stick.xy.x
    try controls.draw()
    SDL_RenderPresent(renderer)
}
print("angle \(stick.angle) displacement \(stick.displacement) x \(x)")
SDL_DestroyRenderer(renderer)
SDL_DestroyWindow(window)
SDL_Quit()
