/// A preset's rows laid out as a state matrix (issue 11): state combinations down (the row's
/// atoms without `dark` and `highContrast`), appearances across (light, dark and the
/// high-contrast ones where the preset varies over them). Every row of the table sits in
/// exactly one cell.
struct PreviewMatrix {
    /// One appearance column: the trait atoms it adds to a line's state.
    struct Column {
        var traits: StateSet
        var title: String
    }

    /// One line: the state without trait atoms, and the table row (an index into
    /// `preset.rows`) of each column, nil where the table has no such row.
    struct Line {
        var state: StateSet
        var cells: [Int?]
    }

    var columns: [Column]
    var lines: [Line]
    /// For each row of the preset, true when it looks exactly like the normal row of its
    /// appearance (and is not that row): the visual twin of `selection-invisible`.
    var looksLikeNormal: [Bool]

    init(_ preset: PresetTable) {
        let axes = StateSet(preset.axes)
        var columns = [Column(traits: StateSet(), title: "light")]
        if axes.contains(.dark) { columns.append(Column(traits: StateSet([.dark]), title: "dark")) }
        if axes.contains(.highContrast) {
            columns.append(Column(traits: StateSet([.highContrast]), title: "light, high contrast"))
            if axes.contains(.dark) {
                columns.append(Column(traits: StateSet([.dark, .highContrast]), title: "dark, high contrast"))
            }
        }
        let traitBits = StateSet([.dark, .highContrast]).bits
        var lineIndex: [UInt16: Int] = [:]
        var lines: [Line] = []
        var normalRow: [UInt16: Int] = [:]
        let states = preset.rows.states
        for (r, state) in states.enumerated() {
            let base = StateSet(bits: state.bits & ~traitBits)
            let traits = StateSet(bits: state.bits & traitBits)
            if base.isEmpty { normalRow[traits.bits] = r }
            let l =
                lineIndex[base.bits]
                ?? {
                    lines.append(Line(state: base, cells: Array(repeating: nil, count: columns.count)))
                    lineIndex[base.bits] = lines.count - 1
                    return lines.count - 1
                }()
            if let c = columns.firstIndex(where: { $0.traits == traits }) { lines[l].cells[c] = r }
        }
        self.columns = columns
        self.lines = lines
        // Each row's appearance is built once (the table builds it on every read).
        let looks = preset.rows.map { PreviewLook($0.appearance) }
        looksLikeNormal = states.enumerated().map { r, state in
            let traits = StateSet(bits: state.bits & traitBits)
            guard state != traits, let n = normalRow[traits.bits] else { return false }
            return looks[r] == looks[n]
        }
    }
}

/// What a swatch shows of an appearance: two rows with equal looks are drawn the same.
struct PreviewLook: Equatable {
    var background: RGBA
    var cornerRadius: Double
    var insets: EdgeInsets
    var edges: Set<Edge>
    var stroke: RGBA
    var strokeWidth: Double
    var strokeOutset: Double
    var visualEffect: String?
    var shadow: [Double]
    var shadowColor: RGBA
    var image: String?
    var imageContentMode: String
    var customView: CustomViewSpec?

    init(_ a: Appearance) {
        background = a.resolvedBackgroundColor
        cornerRadius = a.cornerRadius
        insets = a.backgroundInsets
        edges = a.edgesAddingLayoutMarginsToBackgroundInsets
        stroke = a.resolvedStrokeColor
        strokeWidth = a.strokeWidth
        strokeOutset = a.strokeOutset
        visualEffect = a.visualEffect
        let s = a.shadowProperties
        shadow = [s.opacity, s.radius, s.offsetWidth, s.offsetHeight]
        shadowColor = s.color.rgba
        image = a.image
        imageContentMode = a.imageContentMode
        customView = a.customView
    }
}
