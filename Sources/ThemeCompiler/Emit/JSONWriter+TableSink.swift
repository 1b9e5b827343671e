/// The table's walk (`JSONTableEmitter`) writing bytes: rows from prebuilt fragments
/// (`AppearanceJSON`).
extension JSONWriter: TableSink {
    /// Appearances sit inside `states` of a preset inside `presets` of the table.
    private static let tableAppearances = AppearanceJSON(depth: 4)

    /// Writes a row from prebuilt fragments: its key straight from the state's bits, and its
    /// appearance, rendered in the writer's scratch with the separator before them and
    /// appended at once.
    mutating func row(_ state: StateSet, _ a: Appearance, provenance: Bool, uncertain: [ValueUncertainty.Entry]) {
        assert(depth == Self.tableAppearances.depth)
        let first = countRenderedMember()
        let rows = scratch ?? ByteScratch()
        scratch = rows
        rawValue {
            Self.tableAppearances.writeRow(
                state, a, first: first, provenance: provenance, uncertain: uncertain, scratch: rows, to: &$0)
        }
    }
}
