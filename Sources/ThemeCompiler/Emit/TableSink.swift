/// What the table's walk (`JSONTableEmitter`) writes into: JSON's structure and scalars,
/// and each row, keyed by its state, with its appearance (`AppearanceWalk`). `JSONWriter` writes
/// the table's bytes; `TableValue.Builder` keeps its value.
protocol TableSink: JSONSink {
    /// Starts member `member` of a preset's object: `key(member.key)`.
    mutating func presetKey(_ member: PresetMember)

    /// Writes a row of a preset's `states`: a member keyed by its state (`normal`,
    /// `highlighted+selected`) whose value is its appearance, with `provenance` and the
    /// `uncertain` values when asked.
    mutating func row(_ state: StateSet, _ a: Appearance, provenance: Bool, uncertain: [ValueUncertainty.Entry])

    /// Writes a row of the same preset's `states` keyed by `state` whose value is the same as
    /// row `earlier`'s (`PresetRowSource.earlierEqualRows`), which is already written.
    mutating func repeatRow(_ state: StateSet, of earlier: Int)
}

extension TableSink {
    mutating func presetKey(_ member: PresetMember) { key(member.key) }
}

/// The members of a preset's object in the table, before its rows (docs/table-format.md).
enum PresetMember: Int, CaseIterable {
    case base, listEnvironment, kind, fallback, extends, description, axes, states

    /// The member's key.
    var key: String {
        switch self {
        case .base: "base"
        case .listEnvironment: "listEnvironment"
        case .kind: "kind"
        case .fallback: "fallback"
        case .extends: "extends"
        case .description: "description"
        case .axes: "axes"
        case .states: "states"
        }
    }
}
