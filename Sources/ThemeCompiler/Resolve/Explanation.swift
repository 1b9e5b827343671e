import ThemeSyntax

/// Why each property of one row of a preset has its value (issue 11, docs/explain.md): the
/// winning setting or the system default, every setting that applied and lost with the
/// cascade's reason, and how colours resolved. Built by `ThemeExplainer` from the resolver's
/// own winners and rules; rendered by `ExplanationText` and `ExplanationJSON`.
public struct Explanation: Sendable {
    /// A setting of the theme: one property in one block of a preset of the chain.
    public struct Setting: Sendable, Hashable {
        /// The property's key.
        public var location: SourceLocation
        /// The preset of the `extends` chain that holds it.
        public var preset: String
        /// The block's selector as written (`normal` for the preset level).
        public var selector: String
        /// True for `null`: the system default applies.
        public var isNull: Bool
    }

    /// A setting that applied to the row and lost to the winner.
    public struct Overridden: Sendable, Hashable {
        /// The setting that lost.
        public var setting: Setting
        /// The criterion that decided.
        package var decision: CascadeDecision
        /// Why it lost, for people: `fewer atoms (0 against 1)` ...
        public var reason: String
    }

    /// One property of the row.
    public struct PropertyExplanation: Sendable {
        /// The property.
        public var property: Property
        /// The winning setting; nil when the system default of `defaultsStyle` applies.
        public var winner: Setting?
        /// The settings that applied and lost, strongest first.
        public var overridden: [Overridden]
        /// For colour properties: how the colour resolved, palette name → variant →
        /// derivation → rgba (then the transformer).
        public var colorSteps: [String]
    }

    /// The preset's table (the row's values are `preset.rows[row]`).
    public var preset: PresetTable
    /// The index of the explained row.
    public var row: Int
    /// Atoms of `requested` that are not axes of the preset, each with why.
    public var ignored: [(atom: StateAtom, why: String)]
    /// Preset names of the `extends` chain, root first.
    public var chain: [String]
    /// The precedence order that breaks ties, completed: the theme's list, then the atoms it
    /// leaves out in the default order.
    public var precedence: [StateAtom]
    /// How many atoms of `precedence` the theme's list names; 0: the default order.
    public var precedenceWritten: Int
    /// One entry per property, in declaration order.
    public var properties: [PropertyExplanation]

    /// The explained row's state.
    public var state: StateSet { preset.rows.states[row] }
}
