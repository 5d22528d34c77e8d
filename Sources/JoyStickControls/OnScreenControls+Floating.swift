import JoyStickEngine

// Floating sticks: a touch-down in a stick's quarter of the screen brings the stick under the finger.

extension OnScreenControls {
    /// Makes a stick float, or stay put, as the game wants it: while it floats, a touch-down in the lower half
    /// of the screen's half its home is in (a quarter of the screen: the game keeps the rest, its menus at the
    /// top too) brings the stick under the finger, and it goes home when let go. The controls keep that area
    /// (the stick's ``JoyStick/activationArea``) where it belongs as the screen and the stick move, and give the
    /// stick's own area back when it stops floating. The player's layout may choose otherwise (the layout
    /// editor's FLOAT), over the game's choice.
    /// - Parameters:
    ///   - floats: true to float
    ///   - stick: one of these controls' sticks
    public func setFloating(_ floats: Bool, for stick: JoyStick) {
        stick.floatsByGame = floats
        Self.keepFloatingArea(of: stick, on: input.screen.size)
    }

    /// Whether a stick floats now: the player's layout's choice, else the game's (``setFloating(_:for:)``).
    /// - Parameter stick: a stick
    public func isFloating(_ stick: JoyStick) -> Bool {
        stick.floats
    }

    /// Puts a floating stick's area on its quarter of a screen, or gives a stick that stopped floating its own
    /// area back.
    static func keepFloatingArea(of stick: JoyStick, on screen: Size) {
        if stick.floats {
            if stick.areaBeforeFloating == nil { stick.areaBeforeFloating = .some(stick.activationArea) }
            let home = stick.movableCenter ?? stick.center
            let half = Size(width: screen.width / 2, height: screen.height / 2)
            stick.floatingArea = Rect(x: home.x < half.width ? 0 : half.width, y: half.height,
                                      width: half.width, height: half.height)
        } else if let before = stick.areaBeforeFloating {
            stick.areaBeforeFloating = nil
            stick.floatingArea = before
        }
    }

    /// The floating sticks' areas on a screen of a new size (the named ones are placed again anyway).
    func keepFloatingAreas(on screen: Size) {
        floatingScreen = screen
        for member in surface.members {
            if case .stick(let stick) = member, stick.floats { Self.keepFloatingArea(of: stick, on: screen) }
        }
    }
}
