/// A preset and its ancestors, root first (docs/language.md), with the rules they declare.
package struct PresetChain: Sendable {
    /// Root ancestor … the preset itself.
    package var members: [ThemeProgram.PresetReference]
    /// Every property set in any block of the chain.
    package private(set) var rules: [CascadeSetting]
    /// Where each property's rules start (`Property.count + 1` entries, indices into this
    /// array), then the indices in `rules` of each property's rules, property by property (see
    /// `rules(for:)`), then the same indices in cascade order (see `withRankedRules(for:_:)`): one
    /// array, not one per property nor a second for the starts, for every preset resolved.
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
    /// The properties some setting of the chain sets: a row's winners are searched for these
    /// only.
    package private(set) var setProperties = PropertySet()

    /// The indices in `rules` of the rules for `property`, so a row's winner is searched
    /// among its own candidates only.
    package func rules(for property: Property) -> ArraySlice<Int> {
        ruleIndicesByProperty[ruleIndicesByProperty[property.index]..<ruleIndicesByProperty[property.index + 1]]
    }

    /// Calls `body` with the indices of `rules(for: property)` in cascade order: a rule before
    /// every rule it beats (`CascadeSetting.beats`), rules neither beats in declaration order.
    /// So the first of them that applies to a state is the winner there, as a scan of
    /// `rules(for:)` keeping the best so far finds it. Read in place: a slice of the array
    /// retained it, a tenth of the cascade's search.
    func withRankedRules<R>(for property: Property, _ body: (UnsafeBufferPointer<Int>) -> R) -> R {
        ruleIndicesByProperty.withUnsafeBufferPointer { indices in
            let start = rules.count + indices[property.index], end = rules.count + indices[property.index + 1]
            return body(UnsafeBufferPointer(rebasing: indices[start..<end]))
        }
    }

    /// The specific style whose defaults apply.
    package var defaultsStyle: SystemStyle { base.specific(in: listEnvironment ?? .plain) }

    /// Follows `extends` from `preset`, ranking each property's rules by `order` (the
    /// theme's, `ThemeResolver.order`). Nil when the chain is broken (an undefined parent,
    /// a cycle, or a root without a valid base): the linking rules report why.
    static func build(
        for preset: ThemeProgram.PresetReference, in program: ThemeProgram, order: PrecedenceOrder
    ) -> PresetChain? {
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
        var byProperty = [Int](repeating: 0, count: header + 2 * rules.count)
        var setProperties = PropertySet()
        for i in rules.indices {
            byProperty[rules[i].property.index + 1] += 1
            setProperties.insert(rules[i].property)
        }
        byProperty[0] = header
        for p in 0..<Property.count { byProperty[p + 1] += byProperty[p] }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: Property.count) { next in
            for p in 0..<Property.count { next[p] = byProperty[p] }
            for i in rules.indices {
                let p = rules[i].property.index
                byProperty[next[p]] = i
                byProperty[rules.count + next[p]] = i
                next[p] += 1
            }
        }
        // Ranked where a property has rules to rank (a rule is one property's).
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: rules.count) { keys in
            byProperty.withUnsafeMutableBufferPointer { indices in
                for p in 0..<Property.count where indices[p + 1] - indices[p] > 1 {
                    let ranked = (rules.count + indices[p])..<(rules.count + indices[p + 1])
                    for i in indices[ranked] { keys[i] = order.cascadeKey(rules[i].selector.atoms, depth: rules[i].depth) }
                    rankInCascadeOrder(indices, ranked, by: keys)
                }
            }
        }
        return PresetChain(
            members: members, rules: rules, ruleIndicesByProperty: byProperty,
            memberRules: memberRules, base: base, listEnvironment: base.isGeneric ? (environment ?? .plain) : nil,
            selectors: selectors, fallback: fallback, setProperties: setProperties)
    }

    /// Sorts `indices[range]` (indices into the rules) so that a rule comes before every rule
    /// it beats, by their `PrecedenceOrder.cascadeKey`s (`keys`, by rule): an insertion sort,
    /// stable, so rules neither beats keep their declaration order. A property has a few rules
    /// in a chain; `range` holds two or more.
    private static func rankInCascadeOrder(
        _ indices: UnsafeMutableBufferPointer<Int>, _ range: Range<Int>, by keys: UnsafeMutableBufferPointer<UInt64>
    ) {
        for k in (range.lowerBound + 1)..<range.upperBound {
            let moving = indices[k]
            var j = k
            while j > range.lowerBound, keys[moving] > keys[indices[j - 1]] {
                indices[j] = indices[j - 1]
                j -= 1
            }
            indices[j] = moving
        }
    }
}
