import JoyStickEngine
import JoyStickLayout

// Layouts the player arranges: names, the layout file, the game's own layout for each screen shape.

extension OnScreenControls {
    /// A control a layout places.
    enum LaidOut {
        case stick(JoyStick)
        case button(TouchButton)

        var object: AnyObject {
            switch self {
            case .stick(let stick): stick
            case .button(let button): button
            }
        }

        /// Where it is now: a movable stick's home rather than where a finger dragged it.
        var placement: ControlPlacement {
            switch self {
            case .stick(let stick):
                ControlPlacement(center: stick.movableCenter ?? stick.center, size: stick.size,
                                 alpha: stick.alpha, isHidden: stick.isHiddenByLayout,
                                 tint: stick.tintByLayout.map { $0.rgb }, floats: stick.floatsByLayout)
            case .button(let button):
                ControlPlacement(center: button.center, size: button.size, alpha: button.alpha,
                                 isHidden: button.isHiddenByLayout, tint: button.tintByLayout.map { $0.rgb })
            }
        }

        /// Whether the game hides it (its own `isHidden`): the editor leaves it out.
        var isHiddenByGame: Bool {
            switch self {
            case .stick(let stick): stick.isHidden
            case .button(let button): button.isHidden
            }
        }

        /// Moves it; a movable stick's band and the game's floating area move with its base, and the area the
        /// controls keep for a floating stick goes to its quarter of the screen.
        /// - Parameters:
        ///   - placement: where it goes and how it looks
        ///   - screen: the logical screen
        func place(_ placement: ControlPlacement, on screen: Size) {
            switch self {
            case .stick(let stick):
                stick.resetFrame()
                let shift = placement.center - stick.center
                stick.frame = Rect(center: placement.center, side: placement.size)
                stick.movableCenter = nil
                stick.movableBounds = stick.movableBounds?.offsetBy(shift)
                if stick.areaBeforeFloating == nil { stick.activationArea = stick.activationArea?.offsetBy(shift) }
                stick.alpha = placement.alpha
                stick.isHiddenByLayout = placement.isHidden
                stick.tintByLayout = placement.tint.map(Color.init(rgb:))
                stick.floatsByLayout = placement.floats
                OnScreenControls.keepFloatingArea(of: stick, on: screen)
            case .button(let button):
                button.center = placement.center
                button.size = placement.size
                button.alpha = placement.alpha
                button.isHiddenByLayout = placement.isHidden
                button.tintByLayout = placement.tint.map(Color.init(rgb:))
            }
        }
    }

    // MARK: Names

    /// Names a stick for layouts (or renames it): a layout file places the controls by their names. Where the
    /// stick is when it is named is where ``resetLayout()`` puts it back (``onScreenChange`` may lay it out
    /// otherwise). ``addStick(_:center:size:)`` names a stick as it adds it.
    /// - Parameters:
    ///   - name: 1 to 32 characters of `A`-`Z`, `a`-`z`, `0`-`9`, `_` and `-`, unique among these controls
    ///   - stick: one of these controls' sticks
    /// - Throws: ``ControlsError`` saying why a name is refused (its characters, its length, or a name taken)
    public func setName(_ name: String, for stick: JoyStick) throws(ControlsError) {
        try setName(name, for: .stick(stick))
    }

    /// Names a button for layouts (as ``setName(_:for:)-(_,JoyStick)`` names a stick).
    /// - Parameters:
    ///   - name: 1 to 32 characters of `A`-`Z`, `a`-`z`, `0`-`9`, `_` and `-`, unique among these controls
    ///   - button: one of these controls' buttons
    /// - Throws: ``ControlsError`` saying why a name is refused
    public func setName(_ name: String, for button: TouchButton) throws(ControlsError) {
        try setName(name, for: .button(button))
    }

    /// A control's name, or nil.
    /// - Parameter control: a stick or a button
    public func name(of control: AnyObject) -> String? {
        named[ObjectIdentifier(control)]?.name
    }

    /// Refuses a name that is not one, or that another control has.
    func checkName(_ name: String, for control: AnyObject?) throws(ControlsError) {
        if let problem = ControlName.problem(with: name) {
            throw ControlsError("\(problem): \(LayoutError.quoted(name))")
        }
        if let other = controlNamed[NameKey(name)], other != control.map(ObjectIdentifier.init) {
            throw ControlsError("another control is already named \"\(name)\"")
        }
    }

    private func setName(_ name: String, for control: LaidOut) throws(ControlsError) {
        try checkName(name, for: control.object)
        guard contains(control.object) else {
            throw ControlsError("the control named \"\(name)\" is not among these controls")
        }
        // Renamed, it goes to the end, as a control named anew.
        forgetName(of: control.object)
        let id = ObjectIdentifier(control.object)
        named.append((name, control), for: id)
        controlNamed[NameKey(name)] = id
        if laidOutSize == nil { laidOutSize = input.screen.size }
        // Where the game has put it is the game's layout: reset puts it back there.
        let screen = input.screen.size
        let entry = ControlLayout.Entry(name: name, placement: AnchoredPlacement(control.placement, on: screen))
        homesNamed.append((orientation, min(screen.width, screen.height), entry))
        // Put into the game's layout once they outnumber what it and the names hold: what is kept aside stays
        // bounded however often controls are named, and each merge is paid for by the namings it takes in.
        let kept = (keptGameLayout.landscape?.entries.count ?? 0) + (keptGameLayout.portrait?.entries.count ?? 0)
        if homesNamed.count > 2 * (kept + named.count) + 16 { keepHomesNamed() }
    }

    /// Forgets a control's name (it is being removed).
    func forgetName(of control: AnyObject) {
        guard let old = named.remove(ObjectIdentifier(control)) else { return }
        controlNamed[NameKey(old.name)] = nil
    }

    /// The game's own layout for each orientation: where it put its named controls.
    var gameLayout: ControlLayout {
        get {
            keepHomesNamed()
            return keptGameLayout
        }
        set {
            homesNamed.removeAll()
            keptGameLayout = newValue
        }
    }

    /// Puts the places controls were named at into the game's layout, each in its orientation's arrangement (a
    /// new one on the screen it was named on, if that orientation has none): a name there before is moved to the
    /// end with its new place, as naming a control anew does. Done when the layout is read, not at each name,
    /// so that naming n controls costs n steps, not n squared.
    private func keepHomesNamed() {
        guard !homesNamed.isEmpty else { return }
        for orientation in ScreenOrientation.allCases {
            let homes = homesNamed.filter { $0.orientation == orientation }
            guard let first = homes.first else { continue }
            var arrangement = keptGameLayout[orientation]
                ?? ControlLayout.Arrangement(shorterSide: first.shorterSide, entries: [])
            // Each name's last entry, in the order of those last entries.
            let all = arrangement.entries + homes.map { $0.entry }
            var seen = NameTable()
            var kept: [ControlLayout.Entry] = []
            for entry in all.reversed() where seen.add(entry.name, number: 0) == nil { kept.append(entry) }
            arrangement.entries = kept.reversed()
            keptGameLayout[orientation] = arrangement
        }
        homesNamed.removeAll()
    }

    // MARK: The layout

    /// Writes the player's layout: the named controls as they are now, for this screen's orientation, with
    /// the other orientation's arrangement as loaded or edited before or, unchanged here since this copy last
    /// read or wrote a layout file, as the file holds it now (another copy of the game may have saved it
    /// meanwhile), and, in both, the controls a loaded layout
    /// placed that no control here is named (another version's, say) as they were. The file is read and
    /// replaced under a lock (`PATH.lock` beside it), and atomically: a crash leaves the old file or the new
    /// one. A symbolic link stays a link: the file it names is written, even one that does not exist yet.
    /// - Parameter path: the file
    /// - Throws: ``ControlsError`` naming the file and the reason (a folder, a device, a full disk, ...)
    public func saveLayout(to path: String) throws(ControlsError) {
        guard !path.isEmpty else { throw ControlsError("cannot save the layout: the path is empty") }
        keepDefaults()
        let lock = SystemFile.lock(path)
        defer { SystemFile.unlock(lock) }
        // A file that cannot be read now is replaced, as it was before there were locks.
        let now = try? readLayoutFile(path)
        var layout = playerLayout
        for other in ScreenOrientation.allCases where other != orientation && layout[other] == playerLayoutFiled[other] {
            if let saved = now?[other] { layout[other] = saved }
        }
        layout[orientation] = keptArrangement(on: input.screen.size)
        do {
            try SystemFile.write(Array(LayoutFile.text(of: layout).utf8), atomicallyTo: path)
        } catch {
            throw ControlsError("cannot save the layout \(path): it \(error.reason)")
        }
        playerLayout = layout
        playerLayoutFiled = layout
    }

    /// Reads a layout file and places the named controls it holds for this screen's orientation; controls it
    /// does not name keep their places, names it holds that no control has are kept as they are, for
    /// ``saveLayout(to:)`` to write back. No file at `path` is no layout yet (a first run): false, and nothing
    /// changes. A file that cannot be read changes nothing. Its cost grows with the file's size, and no faster.
    /// - Parameter path: the file
    /// - Returns: true when the file was read, false when there is none
    /// - Throws: ``ControlsError`` naming the file and, for a syntax or value error, its line and column
    @discardableResult
    public func loadLayout(from path: String) throws(ControlsError) -> Bool {
        guard let layout = try readLayoutFile(path) else { return false }
        keepDefaults()
        playerLayout = layout
        playerLayoutFiled = layout
        applyLayout()
        return true
    }

    /// Reads a layout file as the game's own arrangement of its named controls, for a game that keeps their
    /// places in a file rather than in code (joystick-run places a profile's controls with it): they go where
    /// it says on this screen (the file's arrangement for this orientation, or the one it has, anchored to this
    /// screen), ``resetLayout()`` and the layout editor's RESET bring them back there, and the player's layout,
    /// loaded before or after, still goes over it. Controls it does not name keep their places.
    /// - Parameter path: the file, in the format ``saveLayout(to:)`` writes
    /// - Returns: true when the file was read, false when there is none (nothing changes)
    /// - Throws: ``ControlsError`` naming the file and, for a syntax or value error, its line and column;
    ///   nothing changes
    @discardableResult
    public func loadDefaultLayout(from path: String) throws(ControlsError) -> Bool {
        guard let layout = try readLayoutFile(path) else { return false }
        gameLayout = layout
        applyLayout()
        return true
    }

    /// A layout file's layout, or nil when there is no file.
    private func readLayoutFile(_ path: String) throws(ControlsError) -> ControlLayout? {
        guard !path.isEmpty else { throw ControlsError("cannot load a layout: the path is empty") }
        let read: [UInt8]?
        do {
            read = try SystemFile.read(path, limit: LayoutFile.maxBytes)
        } catch {
            throw ControlsError("\(path): it \(error.reason)")
        }
        guard let bytes = read else { return nil }
        do {
            return try LayoutFile.layout(from: bytes, file: path)
        } catch {
            throw ControlsError(error)
        }
    }

    /// Puts every control back where the game made it, and forgets the player's layout of them (the places a
    /// loaded layout holds for names no control has are kept).
    public func resetLayout() {
        keepDefaults()
        var unknown = ControlLayout()
        for orientation in ScreenOrientation.allCases {
            guard let arrangement = playerLayout[orientation] else { continue }
            let entries = unnamedEntries(of: arrangement)
            if !entries.isEmpty {
                unknown[orientation] = ControlLayout.Arrangement(shorterSide: arrangement.shorterSide, entries: entries)
            }
        }
        playerLayout = unknown
        applyLayout()
    }

    /// Called with the logical screen's size whenever the controls are laid out: when the screen's shape
    /// changes (a window resized or rotated), and when a layout is loaded or reset (the same size then), so the
    /// game can lay its controls out for it, before the player's layout for that orientation is applied over
    /// them. Without it, the game's controls keep their places as first laid out, anchored to the new screen.
    public var onScreenChange: ((Size) -> Void)? {
        get { screenChange }
        set { screenChange = newValue }
    }

    /// Called when the layout editor closes: true when the player kept the new arrangement (DONE, Enter, or
    /// the game setting ``isEditingLayout`` to false), false when the player cancelled (Escape, Back, a pad's B)
    /// and the layout the editor opened with came back. The moment to save the layout.
    public var onEditorClose: ((Bool) -> Void)? {
        get { editorClose }
        set { editorClose = newValue }
    }

    // MARK: The editor

    func beginEditing() {
        // Arranged controls are shown ones.
        isHidden = false
        editing = true
        input.releaseAll(time: input.lastTime)
        syncKeys()
        virtualKeys.masksEditorKeys = true
        keepDefaults()
        layoutBeforeEditing = playerLayout
        placementsBeforeEditing = named.map { ($0.control, $0.control.placement) }
        editor.begin(on: input.screen.size, controls: self)
    }

    /// Closes the editor, keeping the arrangement or putting back the one it opened with, and says so.
    func endEditing(keep: Bool) {
        guard editing else { return }
        editing = false
        virtualKeys.masksEditorKeys = false
        if keep {
            keepEdits()
        } else {
            if let layoutBeforeEditing { playerLayout = layoutBeforeEditing }
            for (control, placement) in placementsBeforeEditing { control.place(placement, on: input.screen.size) }
        }
        layoutBeforeEditing = nil
        placementsBeforeEditing = []
        editorClose?(keep)
    }

    // MARK: Applying

    /// The orientation of the screen now.
    var orientation: ScreenOrientation { ScreenOrientation(input.screen.size) }

    /// The named controls as they are on a screen, then the player's layout's controls for its orientation
    /// that no control here is named (another version's), as they were: what the player's layout keeps.
    func keptArrangement(on screen: Size) -> ControlLayout.Arrangement {
        var kept = arrangement(on: screen)
        guard let before = playerLayout[ScreenOrientation(screen)] else { return kept }
        let others = unnamedEntries(of: before)
        guard !others.isEmpty else { return kept }
        // Their offsets and sizes are pixels of the screen they were placed on: the same places on this one.
        let scale = before.shorterSide > 0 ? kept.shorterSide / before.shorterSide : 1
        for entry in others {
            var placement = entry.placement
            if scale != 1 {
                placement.x.offset *= scale
                placement.y.offset *= scale
                placement.size *= scale
            }
            kept.entries.append(ControlLayout.Entry(name: entry.name,
                                                    placement: LayoutFile.kept(placement, shorterSide: kept.shorterSide)))
        }
        return kept
    }

    /// An arrangement's entries whose names no control here has, in its order.
    private func unnamedEntries(of arrangement: ControlLayout.Arrangement) -> [ControlLayout.Entry] {
        var names = NameTable()
        for (index, entry) in named.enumerated() { names.add(entry.name, number: index) }
        return arrangement.entries.filter { names.number(of: $0.name) == nil }
    }

    /// The named controls as they are, anchored to a screen and kept as a file keeps them.
    private func arrangement(on screen: Size) -> ControlLayout.Arrangement {
        var arrangement = ControlLayout.Arrangement(named.map { ($0.name, $0.control.placement) }, on: screen)
        let shorter = LayoutFile.keptSize(arrangement.shorterSide)
        arrangement.shorterSide = shorter
        arrangement.entries = arrangement.entries.map {
            ControlLayout.Entry(name: $0.name, placement: LayoutFile.kept($0.placement, shorterSide: shorter))
        }
        return arrangement
    }

    /// Remembers where the game put its named controls on a screen (by default the one now), the first time
    /// a layout needs it.
    func keepDefaults(on screen: Size? = nil) {
        let screen = screen ?? input.screen.size
        guard gameLayout[ScreenOrientation(screen)] == nil else { return }
        gameLayout[ScreenOrientation(screen)] = ControlLayout.Arrangement(named.map { ($0.name, $0.control.placement) },
                                                                         on: screen)
    }

    /// Places every named control as the game and then the player want it on the screen now: the game's
    /// layout for the orientation (asked of ``onScreenChange``, or its first one anchored to this screen), and
    /// the player's over it.
    func applyLayout() {
        let screen = input.screen.size
        laidOutSize = screen
        if let screenChange {
            screenChange(screen)
        } else if let defaults = gameLayout[orientation] ?? gameLayout.landscape ?? gameLayout.portrait {
            place(defaults, on: screen)
        }
        if gameLayout[orientation] == nil {
            gameLayout[orientation] = ControlLayout.Arrangement(named.map { ($0.name, $0.control.placement) }, on: screen)
        }
        if let mine = playerLayout[orientation] { place(mine, on: screen) }
    }

    /// Places the named controls an arrangement holds. Its entries are usually in the order the controls were
    /// named: each is looked for where the last one found was, then (once) by a table of names, so placing
    /// costs what the arrangement's size costs, in any order.
    private func place(_ arrangement: ControlLayout.Arrangement, on screen: Size) {
        guard arrangement.shorterSide > 0 else { return }
        let entries = arrangement.entries
        let scale = min(screen.width, screen.height) / arrangement.shorterSide
        var byName: NameTable?
        var next = 0
        for control in named {
            var found: Int?
            if next < entries.count, entries[next].name == control.name {
                found = next
            } else {
                if byName == nil {
                    var table = NameTable()
                    for (index, entry) in entries.enumerated() { table.add(entry.name, number: index) }
                    byName = table
                }
                found = byName?.number(of: control.name)
            }
            guard let index = found else { continue }
            next = index + 1
            control.control.place(entries[index].placement.placement(on: screen, scale: scale), on: screen)
        }
    }

    /// After an event or a refresh: a screen of another shape lets go of every control and lays them out anew
    /// (what the editor did so far kept for the shape it was done on).
    func followScreen() {
        let size = input.screen.size
        if size != floatingScreen { keepFloatingAreas(on: size) }
        guard let laidOutSize, size != laidOutSize, size.width > 0, size.height > 0, !named.isEmpty else { return }
        keepDefaults(on: laidOutSize)
        if isEditingLayout { keepEdits(on: laidOutSize) }
        input.releaseAll(time: input.lastTime)
        applyLayout()
        if isEditingLayout { editor.screenChanged(to: size, controls: self) }
    }

    /// The named controls as the editor left them become the player's layout for the orientation of the screen
    /// they were arranged on.
    func keepEdits(on screen: Size? = nil) {
        let screen = screen ?? input.screen.size
        guard !named.isEmpty else { return }
        playerLayout[ScreenOrientation(screen)] = keptArrangement(on: screen)
    }

    private func contains(_ control: AnyObject) -> Bool {
        surface.members.contains(ObjectIdentifier(control))
    }
}
