/// Turning the winners of a row into an `Appearance`: values, defaults, colours for the
/// row's traits, transformers, the customised list and provenance.
extension ThemeResolver {
    /// The appearance of `state` given its winners: `winners[winners.startIndex + property.index]`
    /// is an index in `rules`, or -1 for the system default. `ruleColors` are the rules'
    /// colours (`ruleColors(of:)`).
    func appearance(_ state: StateSet, winners: ArraySlice<Int32>, rules: [CascadeRule], ruleColors: [RuleColor?],
                    style: SystemStyle) -> Appearance {
        let traits = ColorTraits(state)
        var customized: [Property] = []
        var provenance: [Provenance] = []
        customized.reserveCapacity(Property.count)
        provenance.reserveCapacity(Property.count)
        for property in Property.all {
            let w = Int(winners[winners.startIndex + property.index])
            if w >= 0, rules[w].value != nil { customized.append(property) }
            provenance.append(w >= 0 ? .theme(rules[w].keyLocation) : .systemDefault(style))
        }
        /// The index of the theme rule whose value applies to `p`, nil for the system default.
        func theme(_ p: Property) -> Int? {
            let w = Int(winners[winners.startIndex + p.index])
            return w >= 0 && rules[w].value != nil ? w : nil
        }
        func value(_ p: Property) -> PropertyValue? {
            if let w = theme(p) { return rules[w].value }
            return SystemDefaults.value(of: p, style: style, in: state, design: design)
        }
        func color(_ p: Property) -> ResolvedColor? {
            if let w = theme(p) {
                guard case .color? = rules[w].value else { return nil }
                return ruleColors[w]?.resolved(for: traits)
            }
            guard case .color(let expression)? = SystemDefaults.value(of: p, style: style, in: state, design: design) else { return nil }
            return defaultColor(expression).resolved(for: traits)
        }
        func transformer(_ p: Property) -> ColorTransformer? {
            if case .transformer(let t)? = value(p) { return t }
            return nil
        }
        func number(_ p: Property) -> Double {
            if case .number(let n)? = value(p) { return n }
            return 0
        }
        func name(_ p: Property) -> String? {
            if case .name(let n)? = value(p) { return n }
            return nil
        }
        let background = color(.backgroundColor), stroke = color(.strokeColor)
        let backgroundTransformer = transformer(.backgroundColorTransformer)
        let strokeTransformer = transformer(.strokeColorTransformer)
        var insets = EdgeInsets.zero
        if case .insets(let i)? = value(.backgroundInsets) { insets = i }
        var edges = Set<Edge>()
        if case .edges(let e)? = value(.edgesAddingLayoutMarginsToBackgroundInsets) { edges = e }
        var effect: String?
        if case .visualEffect(let v)? = value(.visualEffect) { effect = v }
        var customView: CustomViewSpec?
        if case .customView(let v)? = value(.customView) { customView = v }
        return Appearance(
            backgroundColor: background,
            backgroundColorTransformer: backgroundTransformer,
            cornerRadius: number(.cornerRadius),
            backgroundInsets: insets,
            edgesAddingLayoutMarginsToBackgroundInsets: edges,
            strokeColor: stroke,
            strokeColorTransformer: strokeTransformer,
            strokeWidth: number(.strokeWidth),
            strokeOutset: number(.strokeOutset),
            visualEffect: effect,
            shadowProperties: shadow(state, theme: theme(.shadowProperties), rules: rules, ruleColors: ruleColors,
                                     style: style, traits: traits),
            image: name(.image),
            imageContentMode: name(.imageContentMode) ?? "scaleToFill",
            customView: customView,
            resolvedBackgroundColor: finalColor(background, backgroundTransformer, traits: traits),
            resolvedStrokeColor: finalColor(stroke, strokeTransformer, traits: traits),
            customized: customized,
            provenance: provenance)
    }

    /// `transformer(colour ?? tint)`.
    private func finalColor(_ c: ResolvedColor?, _ t: ColorTransformer?, traits: ColorTraits) -> RGBA {
        let base = c?.rgba ?? tint[traits]
        return t?.apply(base) ?? base
    }

    /// The colour of every rule of a chain that has one (a colour property's value, or a
    /// shadow's colour), resolved once per preset instead of once per row.
    func ruleColors(of rules: [CascadeRule]) -> [RuleColor?] {
        rules.map { rule in rule.value?.colors.first.map { ruleColor($0, from: rule.document) } }
    }

    /// A colour expression's variants and name; an unresolvable one (reported by the linking
    /// rules) is clear.
    func ruleColor(_ expression: ColorExpression, from document: Int) -> RuleColor {
        RuleColor(variants: colors.resolve(expression, from: document) ?? ColorVariants(constant: .clear),
                  name: colors.name(of: expression))
    }

    /// A shadow with UIKit's defaults (black, opacity 0, radius 0, offset 0×0) for omitted fields.
    private func shadow(_ state: StateSet, theme w: Int?, rules: [CascadeRule], ruleColors: [RuleColor?],
                        style: SystemStyle, traits: ColorTraits) -> ResolvedShadow {
        let spec: ShadowSpec
        var color: ResolvedColor?
        if let w {
            guard case .shadow(let s)? = rules[w].value else { return Self.noShadow }
            spec = s
            if s.color != nil { color = ruleColors[w]?.resolved(for: traits) }
        } else {
            guard case .shadow(let s)? = SystemDefaults.value(of: .shadowProperties, style: style, in: state, design: design) else {
                return Self.noShadow
            }
            spec = s
            color = s.color.map { defaultColor($0).resolved(for: traits) }
        }
        return ResolvedShadow(color: color ?? Self.black, opacity: spec.opacity ?? 0, radius: spec.radius ?? 0,
                              offsetWidth: spec.offset?.width ?? 0, offsetHeight: spec.offset?.height ?? 0)
    }

    private static let black = ResolvedColor(rgba: .black, name: "black")
    private static let noShadow = ResolvedShadow(color: black, opacity: 0, radius: 0, offsetWidth: 0, offsetHeight: 0)
}

/// A colour resolved for every trait, with its semantic name.
struct RuleColor {
    var variants: ColorVariants
    var name: String?

    /// The colour for one row's traits.
    func resolved(for traits: ColorTraits) -> ResolvedColor { ResolvedColor(rgba: variants[traits], name: name) }
}
