/// How a colour of a row resolved, step by step, for `themec explain`: palette name (where
/// it is defined) → variant picked for the row's traits → derivation → rgba, then the
/// transformer or the tint fallback. It follows the same expressions and the same
/// `ColorResolver` the cascade uses.
struct ColorTrace {
    let resolver: ThemeResolver

    /// The steps for `property` of a row; empty for a property that is not a colour.
    func steps(
        for property: Property, winner: CascadeSetting?, style: SystemStyle, state: StateSet,
        appearance: Appearance
    ) -> [String] {
        let traits = ColorTraits(state)
        // A winning `null` means the system default, as in the table.
        let themeValue = winner?.value
        let value = themeValue ?? SystemDefaults.value(of: property, style: style, in: state, design: resolver.design)
        let document = themeValue == nil ? 0 : winner?.document ?? 0
        var expression: ColorExpression?
        switch value {
        case .color(let e)?: expression = e
        case .shadow(let s)?: expression = s.color
        default: break
        }
        switch property {
        case .backgroundColor, .strokeColor:
            // A button's unset background is the fill its style derives from the base colour.
            let unset =
                property == .backgroundColor && appearance.button != nil
                ? "no colour: the style's fill, derived from 'baseBackgroundColor' for this state → \(appearance.resolvedBackgroundColor.hexString)"
                : "no colour: the tint \(resolver.tint[traits].hexString)"
            var steps = expression.map { trace($0, from: document, traits: traits) } ?? [unset]
            let (transformer, resolved) =
                property == .backgroundColor
                ? (appearance.backgroundColorTransformer, appearance.resolvedBackgroundColor)
                : (appearance.strokeColorTransformer, appearance.resolvedStrokeColor)
            if let transformer { steps.append("\(transformer.rawValue) transformer → \(resolved.hexString)") }
            return steps
        case .baseBackgroundColor, .baseForegroundColor:
            return expression.map { trace($0, from: document, traits: traits) } ?? ["no colour: the style's own"]
        case .shadowProperties:
            // The system's shadow is invisible (opacity 0): its colour says nothing.
            guard themeValue != nil else { return [] }
            return expression.map { trace($0, from: document, traits: traits) } ?? ["black (UIKit's default shadow colour)"]
        default:
            return []
        }
    }

    private func hex(_ e: ColorExpression, _ document: Int, _ traits: ColorTraits) -> String {
        resolver.colors.resolve(e, from: document)?[traits].hexString ?? "unresolved"
    }

    /// The steps of one expression, for one trait combination.
    private func trace(_ e: ColorExpression, from document: Int, traits: ColorTraits) -> [String] {
        switch e.kind {
        case .literal(let rgba):
            return [rgba.hexString]
        case .tint:
            return ["tint \(resolver.tint[traits].hexString)"]
        case .named(let name):
            if let found = resolver.program.color(named: name, from: document) {
                return ["'\(name)' (\(found.definition.name.location))"] + trace(found.definition.value, from: found.document, traits: traits)
            }
            return ["system colour '\(name)', \(Self.variantName(traits)) \(hex(e, document, traits))"]
        case .variants(let l, let d, let lh, let dh):
            let picked: (String, ColorExpression)
            switch (traits.dark, traits.highContrast) {
            case (false, false): picked = ("light", l)
            case (true, false): picked = d.map { ("dark", $0) } ?? ("light (no dark variant)", l)
            case (false, true): picked = lh.map { ("lightHighContrast", $0) } ?? ("light (no lightHighContrast variant)", l)
            case (true, true):
                picked =
                    dh.map { ("darkHighContrast", $0) } ?? d.map { ("dark (no darkHighContrast variant)", $0) }
                    ?? ("light (no dark variants)", l)
            }
            return ["variant \(picked.0)"] + trace(picked.1, from: document, traits: traits)
        case .alpha(let from, let alpha):
            return trace(from, from: document, traits: traits) + ["alpha × \(JSONWriter.format(alpha)) → \(hex(e, document, traits))"]
        case .mix(let from, let with, let amount):
            let other = with.references.first.map { "'\($0.value)' " } ?? ""
            return trace(from, from: document, traits: traits)
                + ["mixed with \(other)\(hex(with, document, traits)) by \(JSONWriter.format(amount)) → \(hex(e, document, traits))"]
        case .asset(let name, let fallback):
            if let set = resolver.program.assets.colors[name] {
                return ["asset '\(name)' (\(set.location.file), \(set.origin)), \(Self.variantName(traits)) \(hex(e, document, traits))"]
            }
            guard let fallback else { return ["asset '\(name)': in no asset catalog"] }
            return ["asset '\(name)': no asset catalog read, the theme's fallback values"] + trace(fallback, from: document, traits: traits)
        }
    }

    private static func variantName(_ traits: ColorTraits) -> String {
        switch (traits.dark, traits.highContrast) {
        case (false, false): return "light"
        case (true, false): return "dark"
        case (false, true): return "lightHighContrast"
        case (true, true): return "darkHighContrast"
        }
    }
}
