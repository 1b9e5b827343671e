/// The explained row's values exactly as the table writes them: the row's appearance goes
/// through the table's own walk (`AppearanceWalk`), so `explain` shows what `compile` writes.
struct ExplanationValues {
    private let row: TableValue

    init(_ e: Explanation) {
        row = TableValue(e.preset.rows[e.row].appearance)
    }

    /// The row's value of `property`.
    func value(of property: Property) -> TableValue { row[property.rawValue] ?? .null }
}
