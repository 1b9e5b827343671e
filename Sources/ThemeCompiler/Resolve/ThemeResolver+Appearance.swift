/// Turning the winners of a row into an `Appearance`: values, defaults, colours for the
/// row's traits, transformers, the customised list and provenance.
extension ThemeResolver {
    /// The appearance of `state` given its winners: `winners[winners.startIndex + property.index]`
    /// is an index in `rules`, or -1 for the system default.
    func appearance(_ state: StateSet, winners: ArraySlice<Int32>, rules: [CascadeRule], style: SystemStyle) -> Appearance {
        let traits = ColorTraits(state)
        var values: [PropertyValue?] = []
        var documents: [Int] = []
        var customized: [Property] = []
        var provenance: [Provenance] = []
        values.reserveCapacity(Property.count)
        documents.reserveCapacity(Property.count)
        provenance.reserveCapacity(Property.count)
        for property in Property.all {
            let w = Int(winners[winners.startIndex + property.index])
            if w >= 0, let value = rules[w].value {
                values.append(value)
                documents.append(rules[w].document)
                customized.append(property)
                provenance.append(.theme(rules[w].keyLocation))
            } else {
                values.append(SystemDefaults.value(of: property, style: style, in: state))
                documents.append(0)
                provenance.append(w >= 0 ? .theme(rules[w].keyLocation) : .systemDefault(style))
            }
        }
        func color(_ p: Property) -> ResolvedColor? {
            guard case .color(let expression)? = values[p.index] else { return nil }
            return resolvedColor(expression, from: documents[p.index], traits: traits)
        }
        func transformer(_ p: Property) -> ColorTransformer? {
            if case .transformer(let t)? = values[p.index] { return t }
            return nil
        }
        func number(_ p: Property) -> Double {
            if case .number(let n)? = values[p.index] { return n }
            return 0
        }
        func name(_ p: Property) -> String? {
            if case .name(let n)? = values[p.index] { return n }
            return nil
        }
        let background = color(.backgroundColor), stroke = color(.strokeColor)
        let tintNow = tint[traits]
        func finalColor(_ c: ResolvedColor?, _ t: ColorTransformer?) -> RGBA {
            let base = c?.rgba ?? tintNow
            return t?.apply(base) ?? base
        }
        var insets = EdgeInsets.zero
        if case .insets(let i)? = values[Property.backgroundInsets.index] { insets = i }
        var edges = Set<Edge>()
        if case .edges(let e)? = values[Property.edgesAddingLayoutMarginsToBackgroundInsets.index] { edges = e }
        var effect: String?
        if case .visualEffect(let v)? = values[Property.visualEffect.index] { effect = v }
        var customView: CustomViewSpec?
        if case .customView(let v)? = values[Property.customView.index] { customView = v }
        return Appearance(
            backgroundColor: background,
            backgroundColorTransformer: transformer(.backgroundColorTransformer),
            cornerRadius: number(.cornerRadius),
            backgroundInsets: insets,
            edgesAddingLayoutMarginsToBackgroundInsets: edges,
            strokeColor: stroke,
            strokeColorTransformer: transformer(.strokeColorTransformer),
            strokeWidth: number(.strokeWidth),
            strokeOutset: number(.strokeOutset),
            visualEffect: effect,
            shadowProperties: shadow(values[Property.shadowProperties.index], from: documents[Property.shadowProperties.index], traits: traits),
            image: name(.image),
            imageContentMode: name(.imageContentMode) ?? "scaleToFill",
            customView: customView,
            resolvedBackgroundColor: finalColor(background, transformer(.backgroundColorTransformer)),
            resolvedStrokeColor: finalColor(stroke, transformer(.strokeColorTransformer)),
            customized: customized,
            provenance: provenance)
    }

    /// A colour for `traits`; an unresolvable one (reported by the linking rules) is clear.
    func resolvedColor(_ expression: ColorExpression, from document: Int, traits: ColorTraits) -> ResolvedColor {
        let variants = colors.resolve(expression, from: document) ?? ColorVariants(constant: .clear)
        return ResolvedColor(rgba: variants[traits], name: colors.name(of: expression))
    }

    /// A shadow with UIKit's defaults (black, opacity 0, radius 0, offset 0×0) for omitted fields.
    private func shadow(_ value: PropertyValue?, from document: Int, traits: ColorTraits) -> ResolvedShadow {
        let spec: ShadowSpec
        if case .shadow(let s)? = value { spec = s } else { spec = ShadowSpec() }
        let color = spec.color.map { resolvedColor($0, from: document, traits: traits) }
            ?? ResolvedColor(rgba: .black, name: "black")
        return ResolvedShadow(color: color, opacity: spec.opacity ?? 0, radius: spec.radius ?? 0,
                              offsetWidth: spec.offset?.width ?? 0, offsetHeight: spec.offset?.height ?? 0)
    }
}
