/// What the table's walk (`JSONTableEmitter`) writes into: JSON's structure and scalars,
/// and each row, keyed by its state, with its appearance (`AppearanceWalk`). `JSONWriter` writes
/// the table's bytes; `TableValue.Builder` keeps its value.
protocol TableSink: JSONSink {
    /// Writes a row of a preset's `states`: a member keyed by its state (`normal`,
    /// `highlighted+selected`) whose value is its appearance, with `provenance` and the
    /// `uncertain` values when asked.
    mutating func row(_ state: StateSet, _ a: Appearance, provenance: Bool, uncertain: [ValueUncertainty.Entry])

    /// Writes a row of the same preset's `states` keyed by `state` whose value is the same as
    /// row `earlier`'s (`PresetRowSource.earlierEqualRows`), which is already written.
    mutating func repeatRow(_ state: StateSet, of earlier: Int)
}
