/// A preset and its ancestors, root first (docs/language.md), with the rules they declare.
package struct PresetChain: Sendable {
    /// Root ancestor … the preset itself.
    package var members: [ThemeProgram.PresetReference]
    /// Every property set in any block of the chain.
    package private(set) var rules: [CascadeSetting]
    /// Where each property's rules start (`Property.count + 1` entries, indices into this
    /// array), then the indices in `rules` of each property's rules, property by property (see
    /// `rules(for:)`): one array, not one per property nor a second for the starts, for every
    /// preset resolved.
    private var ruleIndicesByProperty: [Int]
    /// The range of `rules` each member declares, in `members` order.
    package private(set) var memberRules: [Range<Int>]
    /// The root's system style.
    package var base: SystemStyle
    /// The nearest `listEnvironment` in the chain (generic bases only).
    package var listEnvironment: ListEnvironment?
    /// Every selector written in the chain.
    package var selectors: [StateSelector]
    /// The nearest `fallback` in the chain (glass buttons).
    package var fallback: SystemStyle? = nil

    /// The indices in `rules` of the rules for `property`, so a row's winner is searched
    /// among its own candidates only.
    package func rules(for property: Property) -> ArraySlice<Int> {
        ruleIndicesByProperty[ruleIndicesByProperty[property.index]..<ruleIndicesByProperty[property.index + 1]]
    }

    /// True when some setting of the chain sets `property`.
    package func hasRules(for property: Property) -> Bool {
        ruleIndicesByProperty[property.index] != ruleIndicesByProperty[property.index + 1]
    }

    /// The specific style whose defaults apply.
    package var defaultsStyle: SystemStyle { base.specific(in: listEnvironment ?? .plain) }

    /// Follows `extends` from `preset`. Nil when the chain is broken (an undefined parent,
    /// a cycle, or a root without a valid base): the linking rules report why.
    package static func build(for preset: ThemeProgram.PresetReference, in program: ThemeProgram) -> PresetChain? {
        var members: [ThemeProgram.PresetReference] = []
        members.reserveCapacity(4)  // a chain is a few presets long: one allocation
        members.append(preset)
        var current = preset
        while true {
            // Fields read in place: copying a declaration retains every array and string in it.
            if program.documents[current.document].presets[current.index].base != nil { break }
            // A chain is a few presets long: a scan finds a cycle without hashing.
            guard let parent = program.documents[current.document].presets[current.index].extends,
                let next = program.preset(named: parent.value, from: current.document),
                !members.contains(next)
            else { return nil }
            members.append(next)
            current = next
        }
        members.reverse()
        guard let base = program.documents[members[0].document].presets[members[0].index].base?.value else { return nil }
        // Sized first: growing the arrays setting by setting was a fifth of building a chain.
        var settingCount = 0, blockCount = 0
        for member in members {
            let blocks = program.documents[member.document].presets[member.index].blocks
            for b in blocks.indices { settingCount += blocks[b].settings.count }
            blockCount += blocks.count
        }
        var rules: [CascadeSetting] = []
        rules.reserveCapacity(settingCount)
        var selectors: [StateSelector] = []
        selectors.reserveCapacity(blockCount)
        var environment: ListEnvironment?
        var fallback: SystemStyle?
        var memberRules: [Range<Int>] = []
        memberRules.reserveCapacity(members.count)
        for (depth, member) in members.enumerated() {
            let first = rules.count
            defer { memberRules.append(first..<rules.count) }
            if let env = program.documents[member.document].presets[member.index].listEnvironment?.value { environment = env }
            if let style = program.documents[member.document].presets[member.index].fallback?.value { fallback = style }
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
        // A counting sort of the rule indices by property, stable (declaration order kept),
        // after the starts.
        let header = Property.count + 1
        var byProperty = [Int](repeating: 0, count: header + rules.count)
        for i in rules.indices { byProperty[rules[i].property.index + 1] += 1 }
        byProperty[0] = header
        for p in 0..<Property.count { byProperty[p + 1] += byProperty[p] }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: Property.count) { next in
            for p in 0..<Property.count { next[p] = byProperty[p] }
            for i in rules.indices {
                let p = rules[i].property.index
                byProperty[next[p]] = i
                next[p] += 1
            }
        }
        return PresetChain(
            members: members, rules: rules, ruleIndicesByProperty: byProperty,
            memberRules: memberRules, base: base, listEnvironment: base.isGeneric ? (environment ?? .plain) : nil,
            selectors: selectors, fallback: fallback)
    }
}
