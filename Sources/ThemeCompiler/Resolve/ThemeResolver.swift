/// The cascade (DESIGN.md §3.6–§3.7): chains, axes, rows and the winner of every property
/// in every row, turned into appearances with colours resolved for each row's traits.
public final class ThemeResolver {
    public let program: ThemeProgram
    let colors: ColorResolver
    let order: PrecedenceOrder
    let maxRows: Int

    public init(program: ThemeProgram, limits: CompilerLimits = CompilerLimits()) {
        self.program = program
        self.colors = ColorResolver(program: program)
        self.order = PrecedenceOrder(theme: program.root.precedence?.map(\.value))
        self.maxRows = limits.maxRowsPerPreset
    }

    /// The theme's tint colour.
    public var tint: ColorVariants { colors.tint }

    /// Resolves the root file's preset at `index`; nil when its chain is broken.
    public func resolve(presetAt index: Int) -> PresetResolution? {
        let reference = ThemeProgram.PresetReference(document: 0, index: index)
        guard let chain = PresetChain.build(for: reference, in: program) else { return nil }
        let style = chain.defaultsStyle
        var named = StateSet()
        for selector in chain.selectors { named = named.union(selector.atoms) }
        let unreachable = StateSet(named.atoms.filter { !chain.base.canBeIn($0) })
        var axes = StateSet(named.atoms.filter { chain.base.canBeIn($0) }).union(style.defaultAxes)
        if chain.rules.contains(where: { rule in rule.value?.colors.contains { colors.usesHighContrastVariant($0, from: rule.document) } ?? false }) {
            axes.insert(.highContrast)
        }
        var resolution = PresetResolution(reference: reference, chain: chain, preset: nil, rowCount: 0,
                                          unreachableAtoms: unreachable, winners: [], ambiguities: [])
        guard Self.rowCount(axes) <= maxRows else {
            resolution.rowCount = Self.rowCount(axes)
            return resolution
        }
        if !axes.contains(.dark), variesInDark(chain, axes: axes, style: style) { axes.insert(.dark) }
        let states = Self.rows(of: axes)
        resolution.rowCount = states.count
        guard states.count <= maxRows else { return resolution }
        var rows: [ResolvedRow] = []
        rows.reserveCapacity(states.count)
        for state in states {
            let winners = Property.allCases.map { winner(for: $0, in: state, chain: chain, ambiguities: &resolution.ambiguities) }
            resolution.winners.append(winners)
            rows.append(ResolvedRow(state: state, appearance: appearance(state, winners: winners, style: style)))
        }
        let declaration = program.declaration(reference)
        resolution.preset = ResolvedPreset(name: declaration.name.value, base: chain.base,
                                           listEnvironment: chain.listEnvironment, defaultsStyle: style,
                                           extends: declaration.extends?.value, description: declaration.description,
                                           axes: axes.atoms, rows: rows)
        return resolution
    }

    /// The winning theme rule for `property` in `state`, or nil when no rule applies.
    func winner(for property: Property, in state: StateSet, chain: PresetChain,
                ambiguities: inout [PresetResolution.Ambiguity]) -> CascadeRule? {
        var candidates: [CascadeRule] = []
        for rule in chain.rules where rule.property == property && rule.selector.atoms.isSubset(of: state) {
            candidates.append(rule)
        }
        guard var best = candidates.first else { return nil }
        for rule in candidates.dropFirst() where rule.beats(best, order: order) { best = rule }
        if order.isDefault {
            for other in candidates where other.ties(with: best) && other.value != best.value {
                ambiguities.append(.init(state: state, winner: best, loser: other))
            }
        }
        return best
    }

    /// Every subset of `axes` without an excluded pair, by size then canonical order.
    static func rows(of axes: StateSet) -> [StateSet] {
        let atoms = axes.atoms
        var result: [StateSet] = []
        for mask in 0..<(1 << atoms.count) {
            var set = StateSet()
            for (i, atom) in atoms.enumerated() where mask & (1 << i) != 0 { set.insert(atom) }
            if !set.isContradictory { result.append(set) }
        }
        return result.sorted()
    }

    /// How many rows `axes` give, without building them.
    static func rowCount(_ axes: StateSet) -> Int {
        guard axes.count < 24 else { return Int.max }
        var count = 1 << axes.count
        for (a, b) in StateAtom.exclusivePairs where axes.contains(a) && axes.contains(b) {
            count = count / 4 * 3
        }
        return count
    }

    /// True when some resolved colour of some row differs between light and dark.
    private func variesInDark(_ chain: PresetChain, axes: StateSet, style: SystemStyle) -> Bool {
        var ignored: [PresetResolution.Ambiguity] = []
        for state in Self.rows(of: axes) {
            let winners = Property.allCases.map { winner(for: $0, in: state, chain: chain, ambiguities: &ignored) }
            var dark = state
            dark.insert(.dark)
            if colorsDiffer(appearance(state, winners: winners, style: style),
                            appearance(dark, winners: winners, style: style)) { return true }
        }
        return false
    }

    private func colorsDiffer(_ a: Appearance, _ b: Appearance) -> Bool {
        a.resolvedBackgroundColor != b.resolvedBackgroundColor || a.resolvedStrokeColor != b.resolvedStrokeColor
            || a.shadowProperties.color != b.shadowProperties.color
    }
}
