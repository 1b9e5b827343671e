/// Colours the resolver settles once: each colour expression settings write (`SettingColors`),
/// and what the theme leaves to UIKit once per compilation.
extension ThemeResolver {
    /// What a rule's colour depends on: the expression (locations ignored) and the document
    /// whose scope its names are looked up in. Colours are kept by expression, not by preset:
    /// a `RuleColor` is 160 bytes, and one for every setting of every preset was the largest
    /// thing a lint held (5.6 MB of a 10k-preset theme; issue 23, memory).
    struct RuleColorKey: Hashable {
        var expression: ColorExpression
        var document: Int
    }

    /// A colour expression's variants and name; an unresolvable one (reported by the linking
    /// rules) is clear.
    func ruleColor(_ expression: ColorExpression, from document: Int) -> RuleColor {
        let variants = colors.resolve(expression, from: document)
        return RuleColor(
            variants: variants ?? ColorVariants(constant: .clear), name: colors.name(of: expression),
            asset: colors.asset(of: expression, from: document), resolves: variants != nil)
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
