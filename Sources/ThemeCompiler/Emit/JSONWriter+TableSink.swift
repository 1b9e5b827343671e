/// The table's walk (`JSONTableEmitter`) writing bytes: rows from prebuilt fragments
/// (`AppearanceJSON`).
extension JSONWriter: TableSink {
    /// Appearances sit inside `states` of a preset inside `presets` of the table.
    private static let tableAppearances = AppearanceJSON(depth: 4)

    /// Each `PresetMember`'s key as written: quoted, with its `": "`.
    private static let presetKeys: [[UInt8]] = PresetMember.allCases.map { Array("\"\($0.key)\": ".utf8) }

    /// `key(member.key)` in one append after the line's start: the preset's keys need no
    /// escaping, and checking each (a tenth of a million keys at 10k presets) was about 1 %
    /// of a compile.
    mutating func presetKey(_ member: PresetMember) {
        separate()
        rawValue { $0.append(contentsOf: Self.presetKeys[member.rawValue]) }
    }

    /// Writes a row from prebuilt fragments, the separator before them: its key straight from
    /// the state's bits, and its appearance.
    mutating func row(_ state: StateSet, _ a: Appearance, provenance: Bool, uncertain: [ValueUncertainty.Entry]) {
        assert(depth == Self.tableAppearances.depth)
        let first = countRenderedMember()
        let rows = scratch ?? ByteScratch()
        scratch = rows
        if first { rowValues.removeAll(keepingCapacity: true) }
        var value = 0..<0
        rawValue {
            value = Self.tableAppearances.writeRow(state, a, first: first, provenance: provenance, uncertain: uncertain, scratch: rows, to: &$0)
        }
        rowValues.append(value)
    }

    /// Copies row `earlier`'s value, written by `row` (or repeated) into these bytes.
    mutating func repeatRow(_ state: StateSet, of earlier: Int) {
        assert(depth == Self.tableAppearances.depth)
        let first = countRenderedMember()
        let rows = scratch!
        let value = rowValues[earlier]
        rawValue { Self.tableAppearances.writeRepeatedRow(state, first: first, value: value, scratch: rows, to: &$0) }
        rowValues.append(value)
    }
}
