import JoyStickEngine
import JoyStickLayout

// What the layout editor draws over the game: a veil, the grid while snapping, the controls (a hidden one
// ghosted) with their outlines, the selected one's handle and readout, and the toolbar.

extension LayoutEditor {
    /// The opacity a hidden control is drawn at while editing.
    static let ghostAlpha = 0.3

    func draw(controls: OnScreenControls, on canvas: any ControlsCanvas) {
        let screen = controls.input.screen.size
        let font = controls.drawing.font
        fill(Rect(x: 0, y: 0, width: screen.width, height: screen.height), Color(red: 0, green: 0, blue: 0, alpha: 110),
             on: canvas)
        if snapsToGrid { drawGrid(screen, on: canvas) }
        // Controls without a name are not arranged: drawn faint, as a backdrop.
        for member in controls.surface.members {
            if controls.named.contains(member.id) { continue }
            switch member {
            case .stick(let stick) where !stick.isConcealed: controls.drawing.draw(stick, opacity: 0.25)
            case .button(let button) where !button.isConcealed: controls.drawing.draw(button, opacity: 0.25)
            default: break
            }
        }
        var selectedFloats = false
        // Controls the game hides are not the player's to arrange.
        for index in controls.named.indices where !controls.named[index].control.isHiddenByGame {
            let entry = controls.named[index]
            let placement = entry.control.placement
            let opacity = placement.isHidden ? Self.ghostAlpha : placement.alpha
            switch entry.control {
            case .stick(let stick): controls.drawing.draw(stick, opacity: opacity)
            case .button(let button): controls.drawing.draw(button, opacity: opacity)
            }
            let chosen = controls.named.id(at: index) == selected
            outline(placement.frame, chosen ? Color(red: 255, green: 220, blue: 0) : Color(red: 255, green: 255, blue: 255, alpha: 140),
                    width: chosen ? 2 : 1, on: canvas)
            if chosen {
                // A floating stick's quarter, where a touch-down brings it.
                if case .stick(let stick) = entry.control, stick.floats, let area = stick.activationArea {
                    outline(area, Color(red: 255, green: 220, blue: 0, alpha: 110), width: 1, on: canvas)
                    selectedFloats = true
                }
                fill(handle(of: placement), Color(red: 255, green: 220, blue: 0), on: canvas)
                if let font { label(entry.name, placement: placement, font: font, on: canvas) }
            }
        }
        drawToolbar(font: font, floats: selectedFloats, on: canvas)
    }

    private func drawGrid(_ screen: Size, on canvas: any ControlsCanvas) {
        let step = gridStep(screen)
        guard step >= 4 else { return }
        let color = Color(red: 255, green: 255, blue: 255, alpha: 36)
        var x = screen.width / 2 - (screen.width / 2 / step).rounded(.down) * step
        while x <= screen.width {
            gridLine[0] = Point(x: x, y: 0)
            gridLine[1] = Point(x: x, y: screen.height)
            canvas.drawLines(gridLine, color: color)
            x += step
        }
        var y = screen.height / 2 - (screen.height / 2 / step).rounded(.down) * step
        while y <= screen.height {
            gridLine[0] = Point(x: 0, y: y)
            gridLine[1] = Point(x: screen.width, y: y)
            canvas.drawLines(gridLine, color: color)
            y += step
        }
    }

    /// The selected control's name above it (below it when there is no room above), in the built-in font.
    private func label(_ name: String, placement: ControlPlacement, font: BitmapFont, on canvas: any ControlsCanvas) {
        let frame = placement.frame
        let width = font.width(ofCharacters: name.utf8.count)
        let above = frame.minY - font.glyphSize.height - 6
        // Above unless the top toolbar (or the screen's edge) is in the way.
        let y = above >= (toolbar.isAtBottom ? 0 : toolbar.bounds.maxY) ? above : frame.maxY + 6
        let origin = Point(x: frame.midX - width / 2, y: y)
        fill(Rect(x: origin.x - 3, y: origin.y - 2, width: width + 6, height: font.glyphSize.height + 4),
             Color(red: 0, green: 0, blue: 0, alpha: 170), on: canvas)
        font.draw(string: name, at: origin, color: Color(red: 255, green: 220, blue: 0))
    }

    /// The toolbar, GRID lit while snapping and FLOAT while the selected stick floats.
    private func drawToolbar(font: BitmapFont?, floats: Bool, on canvas: any ControlsCanvas) {
        for action in LayoutEditorToolbar.Action.allCases {
            let frame = toolbar.frames[action.rawValue]
            let lit = action == pressedAction || (action == .grid && snapsToGrid) || (action == .float && floats)
            fill(frame, lit ? Color(red: 255, green: 220, blue: 0, alpha: 230) : Color(red: 30, green: 34, blue: 52, alpha: 230),
                 on: canvas)
            outline(frame, Color(red: 255, green: 255, blue: 255, alpha: 160), width: 1, on: canvas)
            guard let font else { continue }
            let characters = action.label.utf8CodeUnitCount
            let origin = Point(x: frame.midX - font.width(ofCharacters: characters) / 2,
                               y: frame.midY - font.glyphSize.height / 2)
            action.label.withUTF8Buffer { text in
                font.draw(text, at: origin, color: lit ? .black : .white)
            }
        }
    }

    private func fill(_ rect: Rect, _ color: Color, on canvas: any ControlsCanvas) {
        canvas.fillRect(rect, color: color)
    }

    private func outline(_ rect: Rect, _ color: Color, width: Int, on canvas: any ControlsCanvas) {
        for inset in 0..<width {
            let grow = Double(inset)
            canvas.drawRect(Rect(x: rect.minX - grow, y: rect.minY - grow, width: rect.width + 2 * grow,
                                 height: rect.height + 2 * grow), color: color)
        }
    }
}
