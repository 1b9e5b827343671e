/// Colours the resolver settles once: each setting's colour per preset, and what the theme
/// leaves to UIKit once per compilation.
extension ThemeResolver {
    /// The colour of every rule of a chain that has one (a colour property's value, or a
    /// shadow's colour), in `chain.rules` order. Each member's colours are resolved once
    /// and kept: a parent's settings are in the chain of each of its children.
    func ruleColors(of chain: PresetChain) -> [RuleColor?] {
        var colors: [RuleColor?] = []
        colors.reserveCapacity(chain.rules.count)
        for (member, range) in zip(chain.members, chain.memberRules) {
            if memberColors[member.document].isEmpty {
                memberColors[member.document] = Array(repeating: nil, count: program.documents[member.document].presets.count)
            }
            if let known = memberColors[member.document][member.index] {
                colors += known
                continue
            }
            let own = chain.rules[range].map { rule in rule.value?.color.map { ruleColor($0, from: rule.document) } }
            memberColors[member.document][member.index] = own
            colors += own
        }
        return colors
    }

    /// A colour expression's variants and name; an unresolvable one (reported by the linking
    /// rules) is clear.
    func ruleColor(_ expression: ColorExpression, from document: Int) -> RuleColor {
        RuleColor(
            variants: colors.resolve(expression, from: document) ?? ColorVariants(constant: .clear),
            name: colors.name(of: expression), asset: colors.asset(of: expression, from: document))
    }

    /// The tint and every system colour by name (the names a style's defaults use),
    /// resolved from the compiled file like every default.
    func makeDefaultColors() -> DefaultColors {
        var named: [String: RuleColor] = [:]
        for name in SystemColor.all.keys {
            named[name] = ruleColor(ColorExpression(.named(name), at: SystemDefaults.origin), from: 0)
        }
        return DefaultColors(tint: colors.tint, named: named, design: design)
    }
}
