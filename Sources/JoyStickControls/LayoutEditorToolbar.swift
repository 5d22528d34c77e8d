import JoyStickEngine

/// The layout editor's row of buttons, laid out for a screen: what each does, its label and where it is.
struct LayoutEditorToolbar {
    /// What a toolbar button (or its key) does.
    enum Action: Int, CaseIterable {
        case smaller, larger, fainter, stronger, hide, grid, mirror, reset, done, cancel

        /// Its label in the built-in font.
        var label: StaticString {
            switch self {
            case .smaller: "SIZE-"
            case .larger: "SIZE+"
            case .fainter: "ALPHA-"
            case .stronger: "ALPHA+"
            case .hide: "HIDE"
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

    /// The toolbar of a screen: centred rows along the top, as many buttons a row as fit.
    init(screen: Size) {
        let step = Self.buttonSize.width + Self.gap
        let perRow = max(1, min(Action.allCases.count, Int((screen.width - Self.gap) / step)))
        let rows = (Action.allCases.count + perRow - 1) / perRow
        frames.reserveCapacity(Action.allCases.count)
        for action in Action.allCases {
            let row = action.rawValue / perRow, column = action.rawValue % perRow
            let inRow = min(perRow, Action.allCases.count - row * perRow)
            let left = (screen.width - Double(inRow) * step + Self.gap) / 2
            frames.append(Rect(x: left + Double(column) * step, y: Self.gap + Double(row) * (Self.buttonSize.height + Self.gap),
                               width: Self.buttonSize.width, height: Self.buttonSize.height))
        }
        let height = Double(rows) * (Self.buttonSize.height + Self.gap) + Self.gap
        bounds = Rect(x: 0, y: 0, width: screen.width, height: height)
    }

    /// The action whose button holds a point, if any.
    func action(at point: Point) -> Action? {
        guard bounds.contains(point) else { return nil }
        for action in Action.allCases where frames[action.rawValue].contains(point) { return action }
        return nil
    }
}
