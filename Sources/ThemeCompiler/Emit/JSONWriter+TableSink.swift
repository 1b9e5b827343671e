/// The table's walk (`JSONTableEmitter`) writing bytes: row keys straight into the buffer,
/// appearances from prebuilt fragments (`AppearanceJSON`).
extension JSONWriter: TableSink {
    /// Appearances sit inside `states` of a preset inside `presets` of the table.
    private static let tableAppearances = AppearanceJSON(depth: 4)

    /// Starts a member keyed by a row's state (`normal`, `highlighted+selected`), without
    /// building the key as a String.
    mutating func key(_ state: StateSet) {
        key { state.appendKey(to: &$0) }
    }

    mutating func appearance(_ a: Appearance, provenance: Bool, uncertain: [ValueUncertainty.Entry]) {
        assert(depth == Self.tableAppearances.depth)
        let rows = scratch ?? ByteScratch()
        scratch = rows
        rawValue { Self.tableAppearances.write(a, provenance: provenance, uncertain: uncertain, scratch: rows, to: &$0) }
    }
}
