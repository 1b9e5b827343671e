/// A preset's rows as the cascade decided them: for each row and property, the index of the
/// winning setting in the chain (or -1: the style's system default). Values are made only
/// when read: a whole `Appearance` for an emitter, or one property for a rule, so linting a
/// theme never builds the 14 values of every row. A class: every rule of a preset reads the
/// same rows, and a copy of a struct of eight arrays retained each of them.
package final class WinnerRows: PresetRowSource {
    package let states: [StateSet]
    /// `winners[row * Property.count + property.index]`: an index in `rules`, or -1.
    package let winners: [Int32]
    /// The chain's settings (the cascade's candidates).
    package let rules: [CascadeSetting]
    /// The colour of each setting that has one, resolved for every trait once per preset.
    let ruleColors: [RuleColor?]
    /// The specific style whose defaults apply.
    package let style: SystemStyle
    /// Resolves what the theme leaves to UIKit: system default colours and the tint.
    let defaults: DefaultColors
    /// The style's defaults per state, tabulated once per resolver.
    let styleDefaults: StyleDefaults
    /// Per setting, bit 0: it gives a value; bit 1: a colour (one array: a lint builds these
    /// for every preset).
    private let kinds: [UInt8]

    init(
        states: [StateSet], winners: [Int32], rules: [CascadeSetting], ruleColors: [RuleColor?], styleDefaults: StyleDefaults,
        defaults: DefaultColors
    ) {
        self.states = states
        self.winners = winners
        self.rules = rules
        self.ruleColors = ruleColors
        self.style = styleDefaults.style
        self.defaults = defaults
        self.styleDefaults = styleDefaults
        self.kinds = rules.map {
            switch $0.value {
            case nil: 0
            case .color?: 3
            default: 1
            }
        }
    }

    /// `rows`' settings, colours and defaults, for other `states` and their `winners` (the
    /// resolver's rows with `dark` added): what the settings give is not made again.
    init(reusing rows: WinnerRows, states: [StateSet], winners: [Int32]) {
        self.states = states
        self.winners = winners
        rules = rows.rules
        ruleColors = rows.ruleColors
        style = rows.style
        defaults = rows.defaults
        styleDefaults = rows.styleDefaults
        kinds = rows.kinds
    }

    /// True when setting `w` (an index in `rules`) is the one that wins `property` in `row`.
    package func decides(_ w: Int, _ property: Property, row: Int) -> Bool {
        winners[row * Property.count + property.index] == Int32(w)
    }

    /// The setting whose value `property` shows in `row`, nil for the system default
    /// (no setting, or a winning `null`).
    package func setting(_ property: Property, row: Int) -> Int? {
        setting(property, winners: winners, at: row * Property.count)
    }

    /// True when the theme customises `property` in `row` (generated code assigns it).
    package func isCustomized(_ property: Property, row: Int) -> Bool { setting(property, row: row) != nil }

    /// The colour `property` (`backgroundColor` or `strokeColor`) has in `row`; nil is
    /// UIKit's nil, the tint.
    package func color(_ property: Property, row: Int) -> ResolvedColor? {
        color(property, state: states[row], winners: winners, at: row * Property.count)
    }

    /// True when `property`'s colour (`backgroundColor` or `strokeColor`) in `row` is UIKit's
    /// nil, the tint: `color(property, row:) == nil`, known without making the colour and its
    /// names.
    package func isTint(_ property: Property, row: Int) -> Bool {
        rgba(property, state: states[row], setting: setting(property, winners: winners, at: row * Property.count)) == nil
    }

    /// `transformer(backgroundColor ?? tint)` in `row`: the colour UIKit draws.
    package func resolvedBackgroundColor(row: Int) -> RGBA {
        resolvedColor(.backgroundColor, state: states[row], winners: winners, at: row * Property.count)
    }

    /// `transformer(strokeColor ?? tint)` in `row`.
    package func resolvedStrokeColor(row: Int) -> RGBA {
        resolvedColor(.strokeColor, state: states[row], winners: winners, at: row * Property.count)
    }

    /// A number property (`cornerRadius`, `strokeWidth`, `strokeOutset`) in `row`.
    package func number(_ property: Property, row: Int) -> Double {
        if case .number(let n)? = value(property, state: states[row], winners: winners, at: row * Property.count) { return n }
        return 0
    }

    /// A button row's title colour (`ButtonTreatment.foreground`); the tint for list rows.
    package func resolvedForegroundColor(row: Int) -> RGBA {
        buttonForeground(state: states[row], base: setting(.baseForegroundColor, winners: winners, at: row * Property.count))
    }

    package func appearance(at row: Int, provenance: Bool) -> Appearance {
        appearance(states[row], winners: winners, at: row * Property.count, provenance: provenance)
    }

    // MARK: - Any state, any winners

    /// True when setting `w` writes a colour (its own, or its shadow's) that resolves to
    /// nothing: what `PresetValidationContext.hasUnresolvedColor` asks, answered from the
    /// colour the resolver made once for the setting instead of resolving it again.
    package func hasUnresolvedColor(setting w: Int) -> Bool { ruleColors[w].map { !$0.resolves } ?? false }

    /// True when setting `w` gives a value (false for `null`, which leaves the default).
    @inline(__always)
    package func hasValue(_ w: Int) -> Bool { kinds[w] & 1 != 0 }

    /// True when setting `w` gives a colour (a colour property's, not a shadow's): asked of
    /// every row's colours, where matching the value copied it.
    @inline(__always)
    func isColor(_ w: Int) -> Bool { kinds[w] & 2 != 0 }

    /// The settings of one row: `winners[offset + property.index]`.
    @inline(__always)
    func setting(_ property: Property, winners: [Int32], at offset: Int) -> Int? {
        let w = Int(winners[offset + property.index])
        return w >= 0 && hasValue(w) ? w : nil
    }

    /// The value `property` shows: the winning setting's, or the style's default in `state`.
    func value(_ property: Property, state: StateSet, winners: [Int32], at offset: Int) -> PropertyValue? {
        value(property, state: state, setting: setting(property, winners: winners, at: offset))
    }

    /// The value `property` shows when `setting` (an index in `rules` with a value, or nil
    /// for the style's default) decides it.
    func value(_ property: Property, state: StateSet, setting w: Int?) -> PropertyValue? {
        if let w { return rules.value(at: w) }
        return SystemDefaults.value(of: property, style: style, in: state, design: defaults.design)
    }

    /// `backgroundInsets` when `setting` decides it (nil: UIKit's default), read without
    /// making the default's value: a boxed `PropertyValue.insets`, allocated for every row
    /// that sets no insets.
    func insets(setting w: Int?) -> EdgeInsets {
        if let w, case .insets(let i)? = rules.value(at: w) { return i }
        return SystemDefaults.backgroundInsets
    }

    func color(_ property: Property, state: StateSet, winners: [Int32], at offset: Int) -> ResolvedColor? {
        color(property, state: state, setting: setting(property, winners: winners, at: offset))
    }

    func color(_ property: Property, state: StateSet, setting: Int?) -> ResolvedColor? {
        guard let w = setting else { return styleDefaults.resolvedColor(property, in: state) }
        return isColor(w) ? ruleColors[w]?.resolved(for: ColorTraits(state)) : nil
    }

    /// The value of `color(_:state:setting:)` without its names (no strings copied): what the
    /// rows draw with.
    func rgba(_ property: Property, state: StateSet, setting: Int?) -> RGBA? {
        let traits = ColorTraits(state)
        if let w = setting {
            return isColor(w) ? ruleColors[w]?.variants[traits] : nil
        }
        switch property {
        case .backgroundColor: return styleDefaults.background(in: state)?.variants[traits]
        case .strokeColor: return styleDefaults.strokeColor?.variants[traits]
        default: return nil
        }
    }

    func transformer(_ property: Property, state: StateSet, winners: [Int32], at offset: Int) -> ColorTransformer? {
        if case .transformer(let t)? = value(property, state: state, winners: winners, at: offset) { return t }
        return nil
    }

    /// `transformer(colour ?? tint)` for a colour property and its transformer (a button's
    /// unset background: the style's fill).
    func resolvedColor(_ property: Property, state: StateSet, winners: [Int32], at offset: Int) -> RGBA {
        let unset =
            property == .backgroundColor && style.isButton
            ? buttonFill(state: state, base: setting(.baseBackgroundColor, winners: winners, at: offset)) : nil
        return drawn(
            rgba(property, state: state, setting: setting(property, winners: winners, at: offset)),
            transformer(property.matchingTransformer!, state: state, winners: winners, at: offset), state: state, unset: unset)
    }

    /// `transformer(colour ?? unset ?? tint)`: `unset` is what a nil colour draws when it is
    /// not the tint (a button's fill).
    func drawn(_ color: ResolvedColor?, _ transformer: ColorTransformer?, state: StateSet, unset: RGBA? = nil) -> RGBA {
        drawn(color?.rgba, transformer, state: state, unset: unset)
    }

    /// `drawn(_:_:state:unset:)` of a colour's value.
    func drawn(_ color: RGBA?, _ transformer: ColorTransformer?, state: StateSet, unset: RGBA? = nil) -> RGBA {
        let base = color ?? unset ?? defaults.tint[ColorTraits(state)]
        return transformer?.apply(base) ?? base
    }

    /// The shadow, with UIKit's defaults (black, opacity 0, radius 0, offset 0×0) for
    /// omitted fields.
    func shadow(state: StateSet, winners: [Int32], at offset: Int) -> ResolvedShadow {
        shadow(state: state, setting: setting(.shadowProperties, winners: winners, at: offset))
    }

    func shadow(state: StateSet, setting: Int?) -> ResolvedShadow {
        let traits = ColorTraits(state)
        guard let w = setting else { return styleDefaults.shadow(for: traits) }
        guard case .shadow(let spec)? = rules.value(at: w) else { return Self.noShadow }
        return ResolvedShadow(spec, color: spec.color != nil ? ruleColors[w]?.resolved(for: traits) : nil)
    }

    /// Every value of a row; where each comes from only when `withProvenance` (else empty).
    func appearance(_ state: StateSet, winners: [Int32], at offset: Int, provenance withProvenance: Bool) -> Appearance {
        var customized = PropertySet()
        var provenance: [Provenance] = []
        if withProvenance { provenance.reserveCapacity(Property.count) }
        for property in Property.all {
            let w = Int(winners[offset + property.index])
            if property.isButtonOnly && !style.isButton {
                if withProvenance { provenance.append(.systemDefault(style)) }
                continue
            }
            if w >= 0, hasValue(w) { customized.insert(property) }
            if withProvenance { provenance.append(w >= 0 ? .theme(rules[w].keyLocation) : .systemDefault(style)) }
        }
        func value(_ p: Property) -> PropertyValue? { self.value(p, state: state, winners: winners, at: offset) }
        func number(_ p: Property) -> Double {
            if case .number(let n)? = value(p) { return n }
            return 0
        }
        func name(_ p: Property) -> String? {
            if case .name(let n)? = value(p) { return n }
            return nil
        }
        let insets = self.insets(setting: setting(.backgroundInsets, winners: winners, at: offset))
        var edges = Set<Edge>()
        if case .edges(let e)? = value(.edgesAddingLayoutMarginsToBackgroundInsets) { edges = e }
        var effect: String?
        if case .visualEffect(let v)? = value(.visualEffect) { effect = v }
        var customView: CustomViewSpec?
        if case .customView(let v)? = value(.customView) { customView = v }
        let background = color(.backgroundColor, state: state, winners: winners, at: offset)
        let backgroundTransformer = transformer(.backgroundColorTransformer, state: state, winners: winners, at: offset)
        let stroke = color(.strokeColor, state: state, winners: winners, at: offset)
        let strokeTransformer = transformer(.strokeColorTransformer, state: state, winners: winners, at: offset)
        var fill: RGBA?
        var button: ButtonAppearance?
        if style.isButton {
            let baseBackground = setting(.baseBackgroundColor, winners: winners, at: offset)
            let baseForeground = setting(.baseForegroundColor, winners: winners, at: offset)
            fill = buttonFill(state: state, base: baseBackground)
            button = ButtonAppearance(
                cornerStyle: name(.cornerStyle) ?? "dynamic", buttonSize: name(.buttonSize) ?? "medium",
                baseBackgroundColor: color(.baseBackgroundColor, state: state, setting: baseBackground),
                baseForegroundColor: color(.baseForegroundColor, state: state, setting: baseForeground),
                resolvedForegroundColor: buttonForeground(state: state, base: baseForeground))
        }
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
            shadowProperties: shadow(state: state, winners: winners, at: offset),
            image: name(.image),
            imageContentMode: name(.imageContentMode) ?? "scaleToFill",
            customView: customView,
            resolvedBackgroundColor: drawn(background, backgroundTransformer, state: state, unset: fill),
            resolvedStrokeColor: drawn(stroke, strokeTransformer, state: state),
            customizedSet: customized,
            provenance: provenance,
            button: button)
    }

    /// True when `state` and `other` show different colours with the same winners (the
    /// resolver asks it of a row and its dark twin, to know whether `dark` is an axis).
    func colorsDiffer(_ state: StateSet, _ other: StateSet, winners: [Int32], at offset: Int) -> Bool {
        resolvedColor(.backgroundColor, state: state, winners: winners, at: offset)
            != resolvedColor(.backgroundColor, state: other, winners: winners, at: offset)
            || resolvedColor(.strokeColor, state: state, winners: winners, at: offset)
                != resolvedColor(.strokeColor, state: other, winners: winners, at: offset)
            || shadow(state: state, winners: winners, at: offset).color != shadow(state: other, winners: winners, at: offset).color
            || (style.isButton
                && buttonForeground(state: state, base: setting(.baseForegroundColor, winners: winners, at: offset))
                    != buttonForeground(state: other, base: setting(.baseForegroundColor, winners: winners, at: offset)))
    }

    /// UIKit's shadow colour when nothing sets one.
    static let black = ResolvedColor(rgba: .black, name: "black")
    /// UIKit's shadow when nothing sets one: black, opacity, radius and offset 0.
    static let noShadow = ResolvedShadow(color: black, opacity: 0, radius: 0, offsetWidth: 0, offsetHeight: 0)
}

/// What the theme leaves to UIKit, resolved once per compilation: the tint, and every
/// system colour a style's default can name.
struct DefaultColors: Sendable {
    let tint: ColorVariants
    let named: [String: RuleColor]
    /// Whose style defaults apply (`SystemDefaults`) and whose values `named` holds.
    let design: DesignGeneration

    /// A default's colour (a system colour name); an unknown one is clear.
    func color(_ expression: ColorExpression) -> RuleColor {
        if case .named(let name) = expression.kind, let known = named[name] { return known }
        return RuleColor(variants: ColorVariants(constant: .clear), name: nil)
    }
}

/// A colour resolved for every trait, with its semantic name.
struct RuleColor: Sendable {
    var variants: ColorVariants
    var name: String?
    /// The asset-catalog colour set it is, if any.
    var asset: String? = nil
    /// False when the expression names a colour that resolves to nothing (an undefined name, a
    /// cycle): `variants` is then its clear stand-in.
    var resolves = true

    /// The colour for one row's traits.
    func resolved(for traits: ColorTraits) -> ResolvedColor { ResolvedColor(rgba: variants[traits], name: name, asset: asset) }
}

extension ResolvedShadow {
    /// `spec` with UIKit's defaults for what it leaves out (black, opacity 0, radius 0, offset
    /// 0×0); `color` is its colour resolved for a row's traits.
    init(_ spec: ShadowSpec, color: ResolvedColor?) {
        self.init(
            color: color ?? WinnerRows.black, opacity: spec.opacity ?? 0, radius: spec.radius ?? 0,
            offsetWidth: spec.offset?.width ?? 0, offsetHeight: spec.offset?.height ?? 0)
    }
}
