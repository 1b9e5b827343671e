/// Everything the cascade learnt about one preset: its table and, for the validation
/// rules, which theme rule won each property in each row and which ties precedence decided.
public struct PresetResolution: Sendable {
    package var reference: ThemeProgram.PresetReference
    package var chain: PresetChain
    /// The table, or nil when the preset has too many rows to compile.
    package var table: PresetTable?
    /// The table's rows as winners, for rules that read one property of a row (nil with
    /// `table`).
    package var rows: WinnerRows?
    /// The table's axes (none without a table), for rules: reading them from `table` copied
    /// the whole table (its strings and arrays retained, then released), three rules a preset.
    package var axes = StateSet()
    /// Rows that the axes would give (reported by `too-many-states` when over the limit).
    package var rowCount: Int
    /// Atoms named in the chain's selectors that this kind of view is never in.
    package var unreachableAtoms: StateSet
    /// Ties between different values that only the default precedence decided.
    package var ambiguities: [Ambiguity]

    /// `winnerIndices[row * Property.count + property.index]`: the index in `chain.rules` of
    /// the theme rule that decided, -1 for the system default (empty without rows). Flat and
    /// small: a preset of 4096 rows keeps 57 344 integers, not that many copies of a rule.
    package var winnerIndices: [Int32] { rows?.winners ?? [] }

    init(reference: ThemeProgram.PresetReference, chain: PresetChain, unreachableAtoms: StateSet) {
        self.reference = reference
        self.chain = chain
        self.table = nil
        self.rows = nil
        self.rowCount = 0
        self.unreachableAtoms = unreachableAtoms
        self.ambiguities = []
    }

    /// The theme rule that decided `property` in row `row`, nil for the system default.
    package func winner(row: Int, _ property: Property) -> CascadeSetting? {
        let i = winnerIndices[row * Property.count + property.index]
        return i < 0 ? nil : chain.rules[Int(i)]
    }

    /// Two rules of equal specificity and depth with different values, both applying to `state`.
    package struct Ambiguity: Sendable {
        package var state: StateSet
        package var winner: CascadeSetting
        package var loser: CascadeSetting
    }
}
