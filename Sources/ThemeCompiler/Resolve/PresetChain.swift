/// A preset and its ancestors, root first (docs/language.md), with the rules they declare.
public struct PresetChain: Sendable {
    /// Root ancestor … the preset itself.
    public var members: [ThemeProgram.PresetReference]
    /// Every property set in any block of the chain.
    public private(set) var rules: [CascadeSetting]
    /// `rulesByProperty[property.index]`: the indices in `rules` of the rules for that
    /// property, so a row's winner is searched among its own candidates only.
    public private(set) var rulesByProperty: [[Int]]
    /// The root's system style.
    public var base: SystemStyle
    /// The nearest `listEnvironment` in the chain (generic bases only).
    public var listEnvironment: ListEnvironment?
    /// Every selector written in the chain.
    public var selectors: [StateSelector]

    /// The specific style whose defaults apply.
    public var defaultsStyle: SystemStyle { base.specific(in: listEnvironment ?? .plain) }

    /// Follows `extends` from `preset`. Nil when the chain is broken (an undefined parent,
    /// a cycle, or a root without a valid base): the linking rules report why.
    public static func build(for preset: ThemeProgram.PresetReference, in program: ThemeProgram) -> PresetChain? {
        var members: [ThemeProgram.PresetReference] = [preset]
        var seen: Set<ThemeProgram.PresetReference> = [preset]
        var current = preset
        while true {
            // Fields read in place: copying a declaration retains every array and string in it.
            if program.documents[current.document].presets[current.index].base != nil { break }
            guard let parent = program.documents[current.document].presets[current.index].extends,
                let next = program.preset(named: parent.value, from: current.document),
                seen.insert(next).inserted
            else { return nil }
            members.append(next)
            current = next
        }
        members.reverse()
        guard let base = program.documents[members[0].document].presets[members[0].index].base?.value else { return nil }
        var rules: [CascadeSetting] = []
        var selectors: [StateSelector] = []
        var environment: ListEnvironment?
        for (depth, member) in members.enumerated() {
            if let env = program.documents[member.document].presets[member.index].listEnvironment?.value { environment = env }
            for block in program.documents[member.document].presets[member.index].blocks {
                if !block.selector.atoms.isEmpty { selectors.append(block.selector) }
                for setting in block.settings {
                    rules.append(
                        CascadeSetting(
                            property: setting.property, selector: block.selector, depth: depth,
                            value: setting.value, document: member.document,
                            keyLocation: setting.keyLocation, valueLocation: setting.valueLocation))
                }
            }
        }
        var byProperty = [[Int]](repeating: [], count: Property.count)
        for (i, rule) in rules.enumerated() { byProperty[rule.property.index].append(i) }
        return PresetChain(
            members: members, rules: rules, rulesByProperty: byProperty, base: base,
            listEnvironment: base.isGeneric ? (environment ?? .plain) : nil, selectors: selectors)
    }
}
