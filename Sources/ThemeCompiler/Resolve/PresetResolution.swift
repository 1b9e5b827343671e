/// Everything the cascade learnt about one preset: its table and, for the validation
/// rules, which theme rule won each property in each row and which ties precedence decided.
public struct PresetResolution: Sendable {
    public var reference: ThemeProgram.PresetReference
    public var chain: PresetChain
    /// The table, or nil when the preset has too many rows to compile.
    public var preset: ResolvedPreset?
    /// Rows that the axes would give (reported by `too-many-states` when over the limit).
    public var rowCount: Int
    /// Atoms named in the chain's selectors that this kind of view is never in.
    public var unreachableAtoms: StateSet
    /// `winners[row][property.index]`: the theme rule that decided, nil for the system default.
    public var winners: [[CascadeRule?]]
    /// Ties between different values that only the default precedence decided.
    public var ambiguities: [Ambiguity]

    /// Two rules of equal specificity and depth with different values, both applying to `state`.
    public struct Ambiguity: Sendable {
        public var state: StateSet
        public var winner: CascadeRule
        public var loser: CascadeRule
    }
}
