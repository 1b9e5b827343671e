/// The explained row's values exactly as the table writes them: the preset is emitted by
/// `JSONTableEmitter` and read back, so `explain` shows what `compile` writes.
struct ExplanationValues {
    private let row: TableValue

    init(_ e: Explanation) {
        let header = TableHeader(
            theme: "explain", sources: [], deploymentTarget: [:], tintName: nil,
            tint: ColorVariants(constant: .clear))
        var preset = e.preset
        preset.rows = PresetRows([e.preset.rows[e.row]])  // only the explained row is written
        let table = TableValue(ResolvedTable(header: header, presets: [preset]))
        row = table["presets"]?[e.preset.name]?["states"]?[e.state.key] ?? .null
    }

    /// The row's value of `property`.
    func value(of property: Property) -> TableValue { row[property.rawValue] ?? .null }
}
