import ArcadeSDL

/// `arcade --print-layout`: the on-screen controls at the start of a level, as one JSON object.
enum Layout {
    static func json(_ controls: ArcadeControls) -> String {
        let size = ArcadeControls.logicalSize
        let items = controls.placements.map { placement in
            "{\"name\": \"\(placement.name)\", \"kind\": \"\(placement.kind)\", \"x\": \(placement.center.x), "
                + "\"y\": \(placement.center.y), \"radius\": \(placement.radius)}"
        }
        return "{\"logicalSize\": {\"width\": \(Int(size.width)), \"height\": \(Int(size.height))}, "
            + "\"controls\": [" + items.joined(separator: ", ") + "]}"
    }
}
