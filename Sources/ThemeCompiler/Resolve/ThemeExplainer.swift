import ThemeSyntax

/// Answers "why does this row have this value?" with the resolver itself: the winner of each
/// property is the resolver's (`PresetResolution.winnerIndices`), the settings it beat are
/// the other rules of the chain whose selector applies to the row, and each reason is the
/// criterion `CascadeSetting.compare` — the resolver's own ranking — says decided.
public struct ThemeExplainer {
    package let resolver: ThemeResolver

    /// An explainer whose resolver resolves system values for `design`, like `compile` does.
    public init(program: ThemeProgram, limits: CompilerLimits = CompilerLimits(), design: DesignGeneration = .classic) {
        resolver = ThemeResolver(program: program, limits: limits, design: design)
    }

    /// The compiled file's preset names, in file order (for did-you-mean).
    public var presetNames: [String] { resolver.program.root.presets.map(\.name.value) }

    /// The preset's resolution, nil when there is no such preset in the compiled file or its
    /// chain is broken.
    public func resolution(of name: String) -> PresetResolution? {
        guard let index = resolver.program.root.presets.firstIndex(where: { $0.name.value == name }) else { return nil }
        return resolver.resolve(presetAt: index)
    }

    /// Explains `state` of the preset: the row that is `state` restricted to the preset's
    /// axes. Nil when the preset has no table.
    public func explain(_ resolution: PresetResolution, state requested: StateSet) -> Explanation? {
        guard let preset = resolution.table else { return nil }
        let axes = StateSet(preset.axes)
        let rowState = StateSet(bits: requested.bits & axes.bits)
        guard let row = preset.rows.states.firstIndex(of: rowState) else { return nil }
        let appearance = preset.rows[row].appearance
        let chain = resolution.chain
        let names = chain.members.map { resolver.program.declaration($0).name.value }
        let ignored = requested.filter { !axes.contains($0) }.map { atom in
            (atom, why(atom, isNotAnAxisOf: preset, reachable: chain.base.reachableMask))
        }
        let order = resolver.order
        let trace = ColorTrace(resolver: resolver)
        let properties = appearance.properties.map { property -> Explanation.PropertyExplanation in
            let w = Int(resolution.winnerIndices[row * Property.count + property.index])
            let winner = w >= 0 ? chain.rules[w] : nil
            var overridden: [Explanation.Overridden] = []
            if let winner {
                for i in chain.rules(for: property) where i != w && chain.rules[i].selector.atoms.isSubset(of: rowState) {
                    let loser = chain.rules[i]
                    let decision = winner.compare(loser, order: order).decision
                    overridden.append(
                        .init(
                            setting: setting(loser, names), decision: decision,
                            reason: reason(decision, winner: winner, loser: loser, names: names, order: order)))
                }
            }
            let steps = trace.steps(
                for: property, winner: winner, style: preset.defaultsStyle, state: rowState,
                appearance: appearance)
            return .init(property: property, winner: winner.map { setting($0, names) }, overridden: overridden, colorSteps: steps)
        }
        return Explanation(
            preset: preset, row: row, ignored: ignored, chain: names,
            precedence: order.atoms, precedenceWritten: order.writtenCount, properties: properties)
    }

    private func setting(_ rule: CascadeSetting, _ names: [String]) -> Explanation.Setting {
        Explanation.Setting(
            location: rule.keyLocation, preset: names[rule.depth],
            selector: rule.selector.atoms.isEmpty ? "normal" : rule.selector.atoms.key, isNull: rule.value == nil)
    }

    private func why(_ atom: StateAtom, isNotAnAxisOf preset: PresetTable, reachable: UInt16) -> String {
        if reachable & (1 << UInt16(atom.index)) == 0 {
            return "a \(preset.base.kind.rawValue) is never '\(atom.rawValue)'"
        }
        switch atom {
        case .dark: return "no colour of '\(preset.name)' differs in dark mode"
        case .highContrast: return "no colour of '\(preset.name)' has a high-contrast variant and no setting names it"
        default: return "no setting names it and '\(preset.defaultsStyle.rawValue)' does not vary over it"
        }
    }
}
