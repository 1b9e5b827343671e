/// What the table's walk (`JSONTableEmitter`) writes into: JSON's structure and scalars,
/// a row's state as a key, and each row's appearance (`AppearanceWalk`). `JSONWriter` writes
/// the table's bytes; `TableValue.Builder` keeps its value.
protocol TableSink: JSONSink {
    /// Starts a member keyed by a row's state (`normal`, `highlighted+selected`).
    mutating func key(_ state: StateSet)
    /// Writes a row's appearance, with `provenance` and the `uncertain` values when asked.
    mutating func appearance(_ a: Appearance, provenance: Bool, uncertain: [ValueUncertainty.Entry])
}
