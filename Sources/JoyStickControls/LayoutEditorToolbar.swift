import JoyStickEngine

/// The layout editor's row of buttons, laid out for a screen: what each does, its label and where it is.
struct LayoutEditorToolbar {
    /// What a toolbar button (or its key) does.
    enum Action: Int, CaseIterable {
        case smaller, larger, fainter, stronger, hide, colour, float, grid, mirror, reset, done, cancel

        /// Its label in the built-in font.
        var label: StaticString {
            switch self {
            case .smaller: "SIZE-"
            case .larger: "SIZE+"
            case .fainter: "ALPHA-"
            case .stronger: "ALPHA+"
            case .hide: "HIDE"
            case .colour: "COLOR"
            case .float: "FLOAT"
            case .grid: "GRID"
            case .mirror: "MIRROR"
            case .reset: "RESET"
            case .done: "DONE"
            case .cancel: "CANCEL"
            }
        }
    }

    /// A button's width and height, and the gap between buttons and from the screen's top and sides.
    static let buttonSize = Size(width: 64, height: 28)
    static let gap = 6.0

    /// Each action's rectangle, in ``Action`` order.
    private(set) var frames: [Rect] = []
    /// The rectangle every button lies in.
    private(set) var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Whether the rows are along the bottom edge, out of the way of controls along the top.
    private(set) var isAtBottom = false

    /// The toolbar of a screen: centred rows along the top, as many buttons a row as fit.
    init(screen: Size) {
        frames.reserveCapacity(Action.allCases.count)
        place(on: screen, atBottom: false)
    }

    /// Lays the toolbar out along the top, or along the bottom when a control the player could select lies
    /// under the top rows and none under the bottom ones (when both cover one, the edge covering fewer; a touch
    /// on a control centred in the rows then wins over the toolbar). Reuses its storage: called as a drag ends.
    /// - Parameters:
    ///   - screen: the screen's size
    ///   - covered: how many of the selectable controls a rectangle overlaps
    mutating func place(on screen: Size, covering covered: (Rect) -> Int) {
        place(on: screen, atBottom: false)
        let top = covered(bounds)
        guard top > 0 else { return }
        place(on: screen, atBottom: true)
        if covered(bounds) >= top { place(on: screen, atBottom: false) }
    }

    private mutating func place(on screen: Size, atBottom: Bool) {
        let step = Self.buttonSize.width + Self.gap
        let perRow = max(1, min(Action.allCases.count, Int((screen.width - Self.gap) / step)))
        let rows = (Action.allCases.count + perRow - 1) / perRow
        let height = Double(rows) * (Self.buttonSize.height + Self.gap) + Self.gap
        let top = atBottom ? max(0, screen.height - height) : 0
        frames.removeAll(keepingCapacity: true)
        for action in Action.allCases {
            let row = action.rawValue / perRow, column = action.rawValue % perRow
            let inRow = min(perRow, Action.allCases.count - row * perRow)
            let left = (screen.width - Double(inRow) * step + Self.gap) / 2
            frames.append(Rect(x: left + Double(column) * step,
                               y: top + Self.gap + Double(row) * (Self.buttonSize.height + Self.gap),
                               width: Self.buttonSize.width, height: Self.buttonSize.height))
        }
        bounds = Rect(x: 0, y: top, width: screen.width, height: height)
        isAtBottom = atBottom
    }

    /// The action whose button holds a point, if any.
    func action(at point: Point) -> Action? {
        guard bounds.contains(point) else { return nil }
        for action in Action.allCases where frames[action.rawValue].contains(point) { return action }
        return nil
    }
}
