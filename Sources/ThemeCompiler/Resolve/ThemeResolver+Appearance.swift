/// Colours the resolver settles once: each setting's colour per preset, and what the theme
/// leaves to UIKit once per compilation.
extension ThemeResolver {
    /// The colour of every rule of a chain that has one (a colour property's value, or a
    /// shadow's colour), resolved once per setting: a parent's settings are in the chain of
    /// each of its children, and their colours are looked up, not resolved again.
    func ruleColors(of rules: [CascadeSetting]) -> [RuleColor?] {
        rules.map { rule in
            guard let expression = rule.value?.color else { return nil }
            let key = SettingKey(document: rule.document, line: rule.valueLocation.line, column: rule.valueLocation.column)
            if let known = settingColors[key] { return known }
            let color = ruleColor(expression, from: rule.document)
            settingColors[key] = color
            return color
        }
    }

    /// A colour expression's variants and name; an unresolvable one (reported by the linking
    /// rules) is clear.
    func ruleColor(_ expression: ColorExpression, from document: Int) -> RuleColor {
        RuleColor(
            variants: colors.resolve(expression, from: document) ?? ColorVariants(constant: .clear),
            name: colors.name(of: expression))
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
