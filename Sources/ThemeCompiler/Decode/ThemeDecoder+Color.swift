import ThemeSyntax

/// Colours (docs/language.md): hex literals, names, `tint`, variant maps, derivations and
/// asset-catalog colours.
extension ThemeDecoder {
    static let variantKeys = ["light", "dark", "lightHighContrast", "darkHighContrast"]
    static let derivationKeys = ["from", "alpha", "mix", "amount"]

    /// A colour, or nil with findings. `null` is a `type-mismatch` here; callers that allow
    /// null check for it first.
    mutating func color(_ node: SyntaxNode, what: String) -> ColorExpression? {
        switch node.content {
        case .scalar(let s):
            if s.isNull {
                diagnostics.report(
                    .typeMismatch, TypeMismatchRule.expected("a colour for \(what)", found: "null — write a colour, 'tint' or 'clear'"),
                    at: node.location)
                return nil
            }
            return scalarColor(s.text, at: node.location)
        case .sequence:
            diagnostics.report(.typeMismatch, TypeMismatchRule.expected("a colour for \(what)", found: "a list"), at: node.location)
            return nil
        case .mapping(let pairs):
            return mappingColor(pairs, at: node.location, what: what)
        }
    }

    private mutating func scalarColor(_ text: String, at location: SourceLocation) -> ColorExpression? {
        if text.hasPrefix("#") {
            if let rgba = RGBA(hex: text) { return ColorExpression(.literal(rgba), at: location) }
            diagnostics.report(.invalidColor, InvalidColorRule.notALiteral(Self.excerpt(text)), at: location)
            return nil
        }
        if text == "tint" { return ColorExpression(.tint, at: location) }
        if Self.isIdentifier(text) { return ColorExpression(.named(text), at: location) }
        diagnostics.report(.invalidColor, InvalidColorRule.notAColor(Self.excerpt(text)), at: location)
        return nil
    }

    private mutating func mappingColor(_ pairs: SyntaxNode.Pairs, at location: SourceLocation, what: String) -> ColorExpression? {
        var fields: [String: SyntaxNode] = [:]
        var keyLocations: [String: SourceLocation] = [:]
        for pair in pairs {
            guard let key = keyText(pair.key) else { continue }
            if Self.variantKeys.contains(key) || Self.derivationKeys.contains(key) || key == "asset" {
                fields[key] = pair.value
                keyLocations[key] = pair.key.location
            } else {
                unknownKey(pair.key, key, known: Self.variantKeys + Self.derivationKeys + ["asset"], context: "in a colour")
            }
        }
        let isVariants = Self.variantKeys.contains { fields[$0] != nil }
        let isDerivation = Self.derivationKeys.contains { fields[$0] != nil }
        if isVariants && isDerivation {
            diagnostics.report(.invalidColor, InvalidColorRule.variantsAndDerivation(), at: location)
            return nil
        }
        if let assetNode = fields["asset"] {
            guard !isDerivation else {
                diagnostics.report(.invalidColor, InvalidColorRule.assetAndDerivation(), at: location)
                return nil
            }
            return asset(assetNode, fallback: isVariants ? fields : nil, at: location)
        }
        if isDerivation { return derivation(fields, at: location) }
        guard let lightNode = fields["light"] else {
            diagnostics.report(.invalidColor, InvalidColorRule.variantsNeedLight(), at: location)
            return nil
        }
        guard let light = color(lightNode, what: "'light'") else { return nil }
        func variant(_ key: String) -> ColorExpression? {
            fields[key].flatMap { color($0, what: "'\(key)'") }
        }
        return ColorExpression(
            .variants(
                light: light, dark: variant("dark"),
                lightHighContrast: variant("lightHighContrast"),
                darkHighContrast: variant("darkHighContrast")), at: location)
    }

    /// `{ asset: NAME }`, with `light`, `dark` … as fallback values when `fields` has them.
    private mutating func asset(_ node: SyntaxNode, fallback fields: [String: SyntaxNode]?, at location: SourceLocation) -> ColorExpression? {
        guard let name = string(node, what: "an asset name") else { return nil }
        guard !name.value.isEmpty else {
            diagnostics.report(.invalidColor, InvalidColorRule.emptyAssetName(), at: node.location)
            return nil
        }
        var fallback: ColorExpression?
        if let fields {
            var variants = fields
            variants["asset"] = nil
            guard let lightNode = variants["light"] else {
                diagnostics.report(.invalidColor, InvalidColorRule.assetFallbackNeedsLight(name.value), at: location)
                return nil
            }
            guard let light = color(lightNode, what: "'light'") else { return nil }
            func variant(_ key: String) -> ColorExpression? { variants[key].flatMap { color($0, what: "'\(key)'") } }
            fallback = ColorExpression(
                .variants(
                    light: light, dark: variant("dark"), lightHighContrast: variant("lightHighContrast"),
                    darkHighContrast: variant("darkHighContrast")),
                at: location)
        }
        return ColorExpression(.asset(name.value, fallback: fallback), at: name.location)
    }

    private mutating func derivation(_ fields: [String: SyntaxNode], at location: SourceLocation) -> ColorExpression? {
        guard let fromNode = fields["from"] else {
            diagnostics.report(.invalidColor, InvalidColorRule.derivationNeedsFrom(), at: location)
            return nil
        }
        let from = color(fromNode, what: "'from'")
        switch (fields["alpha"], fields["mix"], fields["amount"]) {
        case (let alphaNode?, nil, nil):
            guard let a = number(alphaNode, what: "'alpha'", range: 0...1, rangeText: "between 0 and 1"), let from else { return nil }
            return ColorExpression(.alpha(from: from, alpha: a), at: location)
        case (nil, let mixNode?, let amountNode?):
            let mix = color(mixNode, what: "'mix'")
            guard let t = number(amountNode, what: "'amount'", range: 0...1, rangeText: "between 0 and 1"),
                let from, let mix
            else { return nil }
            return ColorExpression(.mix(from: from, with: mix, amount: t), at: location)
        case (nil, _?, nil):
            diagnostics.report(.invalidColor, InvalidColorRule.mixNeedsAmount(), at: location)
        case (nil, nil, _?):
            diagnostics.report(.invalidColor, InvalidColorRule.amountNeedsMix(), at: location)
        case (nil, nil, nil):
            diagnostics.report(.invalidColor, InvalidColorRule.derivationNeedsAlphaOrMix(), at: location)
        default:
            diagnostics.report(.invalidColor, InvalidColorRule.alphaAndMix(), at: location)
        }
        return nil
    }
}
