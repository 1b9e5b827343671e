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
    /// For each row of the preset, the row it looks like (`LookAlikes`, the analysis
    /// `selection-invisible` and `state-look-alike` report from), nil when it looks like none.
    var looksLike: [Int?]

    init(_ preset: PresetTable, lookAlikeThreshold: Double) {
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
        let states = preset.rows.states
        for (r, state) in states.enumerated() {
            let base = StateSet(bits: state.bits & ~traitBits)
            let traits = StateSet(bits: state.bits & traitBits)
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
        var looksLike = [Int?](repeating: nil, count: states.count)
        let twins =
            (preset.rows.lookAlikes(threshold: lookAlikeThreshold)?.twins ?? []) + preset.rows.disabledLookAlikes(threshold: lookAlikeThreshold)
        for twin in twins where looksLike[twin.row] == nil {
            looksLike[twin.row] = twin.twin
        }
        self.looksLike = looksLike
    }
}
