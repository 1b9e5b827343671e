/// The cascade (docs/language.md): chains, axes, rows and the winner of every property
/// in every row, turned into appearances with colours resolved for each row's traits.
package final class ThemeResolver {
    package let program: ThemeProgram
    let colors: ColorResolver
    let order: PrecedenceOrder
    let maxRows: Int
    /// The design generation whose system colours and style defaults apply.
    package let design: DesignGeneration
    /// The colour of each colour expression settings write, by expression and document; the
    /// same store for every resolver that shares a palette.
    private let settingColors: SharedSettingColors
    /// `memberHighContrast[document][preset]`: whether the settings a preset declares name a
    /// colour with a high-contrast variant, once known (`usesHighContrast(_:slots:)`).
    private var memberHighContrast: [[Bool?]]
    /// The rows of each set of axes met so far: presets of a theme share a few.
    private var rowsByAxes: [UInt16: [StateSet]] = [:]
    /// `lightRowIndices(_:)` of each set of axes met so far.
    private var lightRowsByAxes: [UInt16: [Int]] = [:]
    /// The tint and the system colours defaults name, resolved once per compilation.
    private(set) lazy var defaultColors: DefaultColors = makeDefaultColors()
    /// Each specific style's defaults per state, tabulated when a preset first uses it.
    private var styleDefaults: [SystemStyle: StyleDefaults] = [:]

    package init(program: ThemeProgram, limits: CompilerLimits = CompilerLimits(), design: DesignGeneration = .classic) {
        self.program = program
        self.design = design
        self.colors = ColorResolver(program: program, design: design)
        self.order = PrecedenceOrder(theme: program.root.precedence?.map(\.value))
        self.maxRows = limits.maxRowsPerPreset
        self.memberHighContrast = Array(repeating: [], count: program.documents.count)
        self.settingColors = SharedSettingColors()
    }

    /// A resolver of `other`'s program and design for another thread, sharing `other`'s
    /// resolved palette (`ColorResolver.init(sharingPaletteOf:)`) and its settings' colours
    /// (`SharedSettingColors`); everything else it finds on its own.
    package init(sharingPaletteOf other: ThemeResolver, limits: CompilerLimits = CompilerLimits()) {
        self.program = other.program
        self.design = other.design
        self.colors = ColorResolver(sharingPaletteOf: other.colors)
        self.order = other.order
        self.maxRows = limits.maxRowsPerPreset
        self.memberHighContrast = Array(repeating: [], count: program.documents.count)
        self.settingColors = other.settingColors
    }

    /// The theme's tint colour.
    package var tint: ColorVariants { colors.tint }

    /// Resolves the root file's preset at `index`; nil when its chain is broken.
    package func resolve(presetAt index: Int) -> PresetResolution? {
        let reference = ThemeProgram.PresetReference(document: 0, index: index)
        guard let chain = PresetChain.build(for: reference, in: program, order: order) else { return nil }
        let style = chain.defaultsStyle
        var named = StateSet()
        for selector in chain.selectors { named = named.union(selector.atoms) }
        let reachable = StateSet(bits: named.bits & chain.base.reachableMask)
        let unreachable = StateSet(bits: named.bits & ~chain.base.reachableMask)
        var axes = reachable.union(style.defaultAxes)
        let keys = SettingColors.keys(of: chain)
        let (slots, ruleColors) = settingColors.withMemo { memo in
            let slots = memo.slots(of: keys, count: chain.rules.count) { self.ruleColor($0, from: $1) }
            return (slots, slots.map { $0 == SettingColors.none ? nil : memo.colors[Int($0)] })
        }
        if usesHighContrast(chain, slots: slots) { axes.insert(.highContrast) }
        var resolution = PresetResolution(reference: reference, chain: chain, unreachableAtoms: unreachable)
        guard Self.rowCount(axes) <= maxRows else {
            resolution.rowCount = Self.rowCount(axes)
            return resolution
        }
        let styleDefaults = self.styleDefaults(of: style)
        // Winners depend only on the atoms selectors name. When `dark` is not among the axes
        // yet, no selector names it: a row with `dark` added has the winners of the row
        // without it, so they are found once and the dark check reuses them.
        let lightStates = stateRows(of: axes)
        var lightWinners = [Int32](repeating: -1, count: lightStates.count * Property.count)
        var lightTies: [Range<Int>] = []  // the ambiguities found in each light row
        lightTies.reserveCapacity(lightStates.count)
        for (r, state) in lightStates.enumerated() {
            let first = resolution.ambiguities.count
            findWinners(in: state, chain: chain, into: &lightWinners, at: r * Property.count, ambiguities: &resolution.ambiguities)
            lightTies.append(first..<resolution.ambiguities.count)
        }
        var rows = WinnerRows(
            states: lightStates, winners: lightWinners, rules: chain.rules, ruleColors: ruleColors,
            styleDefaults: styleDefaults, defaults: defaultColors)
        let addsDark =
            !axes.contains(.dark)
            && lightStates.indices.contains { r in
                rows.colorsDiffer(lightStates[r], lightStates[r].adding(.dark), winners: lightWinners, at: r * Property.count)
            }
        if addsDark { axes.insert(.dark) }
        let states = addsDark ? stateRows(of: axes) : lightStates
        resolution.rowCount = states.count
        guard states.count <= maxRows else { return resolution }
        if addsDark {
            // Each row takes the winners (and the ties) of its row without `dark`.
            let lightRows = lightRowIndices(axes)
            var winners: [Int32] = []
            winners.reserveCapacity(states.count * Property.count)
            let lightAmbiguities = resolution.ambiguities
            resolution.ambiguities = []
            for (state, r) in zip(states, lightRows) {
                for tie in lightAmbiguities[lightTies[r]] {
                    resolution.ambiguities.append(.init(state: state, winner: tie.winner, loser: tie.loser))
                }
                winners.append(contentsOf: lightWinners[(r * Property.count)..<((r + 1) * Property.count)])
            }
            rows = WinnerRows(reusing: rows, states: states, winners: winners)
        }
        resolution.rows = rows
        resolution.axes = axes
        let declaration = program.declaration(reference)
        resolution.table = PresetTable(
            name: declaration.name.value, base: chain.base,
            listEnvironment: chain.listEnvironment, defaultsStyle: style,
            extends: declaration.extends?.value, description: declaration.description,
            axes: axes.atoms, rows: PresetRows(rows))
        resolution.table?.fallback = chain.fallback
        return resolution
    }

    /// Fills `winners[offset + property.index]` for every property of `state` (`winners`
    /// holds -1 for each on entry).
    private func findWinners(
        in state: StateSet, chain: PresetChain, into winners: inout [Int32], at offset: Int,
        ambiguities: inout [PresetResolution.Ambiguity]
    ) {
        // Most properties have no setting in a chain: their winner is the default (-1) already.
        for property in chain.setProperties {
            winners[offset + property.index] = Int32(winnerIndex(for: property, in: state, chain: chain, ambiguities: &ambiguities) ?? -1)
        }
    }

    /// The index in `chain.rules` of the winning theme rule for `property` in `state`, or nil
    /// when no rule applies. `excluding` leaves one rule out (to ask "what if it were not there").
    /// `chain` must have been built with this resolver's `order`.
    func winnerIndex(
        for property: Property, in state: StateSet, chain: PresetChain, excluding: Int = -1,
        ambiguities: inout [PresetResolution.Ambiguity]
    ) -> Int? {
        // Read in place: indexing the array copied each setting (and retained its value).
        chain.rules.withUnsafeBufferPointer { rules in
            // In cascade order, the first rule that applies wins.
            let found: (best: Int, ties: Bool)? = chain.withRankedRules(for: property) { ranked in
                guard let at = ranked.firstIndex(where: { $0 != excluding && rules[$0].selector.atoms.isSubset(of: state) }) else {
                    return nil
                }
                let best = ranked[at]
                guard order.isDefault else { return (best, false) }
                // Only precedence tells a tie apart, so the rules it ties with (equal
                // specificity and depth) follow it in cascade order.
                for i in ranked[(at + 1)...] {
                    guard rules[i].selector.atoms.count == rules[best].selector.atoms.count, rules[i].depth == rules[best].depth else { break }
                    if Self.isAmbiguous(rules, i, with: best, in: state, excluding: excluding) { return (best, true) }
                }
                return (best, false)
            }
            guard let (best, ties) = found else { return nil }
            guard ties else { return best }
            // Reported in declaration order.
            for i in chain.rules(for: property) where i != best && Self.isAmbiguous(rules, i, with: best, in: state, excluding: excluding) {
                ambiguities.append(.init(state: state, winner: rules[best], loser: rules[i]))
            }
            return best
        }
    }

    /// True when rule `i` applies to `state` too, ties with `best` (only precedence tells them
    /// apart) and sets another value: the default order decided between them, an ambiguity.
    private static func isAmbiguous(
        _ rules: UnsafeBufferPointer<CascadeSetting>, _ i: Int, with best: Int, in state: StateSet, excluding: Int
    ) -> Bool {
        i != excluding && rules[i].selector.atoms.isSubset(of: state) && rules[i].ties(with: rules[best])
            && rules[i].value != rules[best].value
    }

    /// The winning theme rule for `property` in `state`, or nil when no rule applies.
    func winner(
        for property: Property, in state: StateSet, chain: PresetChain,
        ambiguities: inout [PresetResolution.Ambiguity]
    ) -> CascadeSetting? {
        winnerIndex(for: property, in: state, chain: chain, ambiguities: &ambiguities).map { chain.rules[$0] }
    }

    /// True when a setting of the chain names a colour with a high-contrast variant. Each
    /// member's answer is kept: a parent's settings are in the chain of each of its children,
    /// and asking copied every setting. Members are asked in chain order, each setting in
    /// order until one says yes, as a scan of the chain's settings would (the colour
    /// resolver's answers for a colour cycle depend on the order they are asked in).
    /// `slots`: the chain's `SettingColors` slots.
    private func usesHighContrast(_ chain: PresetChain, slots: [Int32]) -> Bool {
        for (member, range) in zip(chain.members, chain.memberRules) {
            if memberHighContrast[member.document].isEmpty {
                memberHighContrast[member.document] = Array(repeating: nil, count: program.documents[member.document].presets.count)
            }
            let uses: Bool
            if let known = memberHighContrast[member.document][member.index] {
                uses = known
            } else {
                uses = range.contains { i in
                    guard slots[i] != SettingColors.none, let expression = chain.rules.value(at: i)?.color else { return false }
                    return settingColors.withMemo { memo in
                        memo.usesHighContrast(slot: slots[i], of: expression, in: member.document, colors: colors)
                    }
                }
                memberHighContrast[member.document][member.index] = uses
            }
            if uses { return true }
        }
        return false
    }

    /// `style`'s defaults per state (`StyleDefaults`), tabulated once.
    func styleDefaults(of style: SystemStyle) -> StyleDefaults {
        if let known = styleDefaults[style] { return known }
        let table = StyleDefaults(style, colors: defaultColors)
        styleDefaults[style] = table
        return table
    }

    /// `rows(of:)`, computed once per set of axes.
    private func stateRows(of axes: StateSet) -> [StateSet] {
        if let known = rowsByAxes[axes.bits] { return known }
        let rows = Self.rows(of: axes)
        rowsByAxes[axes.bits] = rows
        return rows
    }

    /// For each row of `axes` (which hold `dark`), the index of the same row without `dark`
    /// among the rows of `axes` without `dark`; computed once per set of axes.
    private func lightRowIndices(_ axes: StateSet) -> [Int] {
        if let known = lightRowsByAxes[axes.bits] { return known }
        var lightIndex: [UInt16: Int] = [:]
        for (r, state) in stateRows(of: axes.removing(.dark)).enumerated() { lightIndex[state.bits] = r }
        let map = stateRows(of: axes).map { lightIndex[$0.removing(.dark).bits]! }
        lightRowsByAxes[axes.bits] = map
        return map
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
        result.sort()
        return result
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
}
