import ThemeSyntax

/// Colours (docs/language.md): hex literals, names, `tint`, variant maps, derivations and
/// asset-catalog colours.
extension ThemeDecoder {
    static let variantKeys = ["light", "dark", "lightHighContrast", "darkHighContrast"]
    static let derivationKeys = ["from", "alpha", "mix", "amount"]
    /// The keys of a colour map, each with its field.
    static let colorKeys = NameTable<ColorFields.Key>(
        [
            ("light", .light), ("dark", .dark), ("lightHighContrast", .lightHighContrast), ("darkHighContrast", .darkHighContrast),
            ("from", .from), ("alpha", .alpha), ("mix", .mix), ("amount", .amount), ("asset", .asset),
        ])

    /// A colour, or nil with findings. `null` is a `type-mismatch` here; callers that allow
    /// null check for it first.
    mutating func color(_ node: SyntaxNode, what: @autoclosure () -> String) -> ColorExpression? {
        switch node.content {
        case .scalar(let s):
            if Self.isNull(s) {
                diagnostics.report(
                    .typeMismatch, TypeMismatchRule.expected("a colour for \(what())", found: "null — write a colour, 'tint' or 'clear'"),
                    at: node.location)
                return nil
            }
            return scalarColor(s.text, at: node.location)
        case .sequence:
            diagnostics.report(.typeMismatch, TypeMismatchRule.expected("a colour for \(what())", found: "a list"), at: node.location)
            return nil
        case .mapping(let pairs):
            return mappingColor(pairs, at: node.location)
        }
    }

    /// The colour a non-null scalar's text writes: a hex literal, `tint` or a name.
    mutating func scalarColor(_ text: String, at location: SourceLocation) -> ColorExpression? {
        if Self.startsWithHash(text) {
            if let rgba = RGBA(hex: text) { return ColorExpression(.literal(rgba), at: location) }
            diagnostics.report(.invalidColor, InvalidColorRule.notALiteral(Self.excerpt(text)), at: location)
            return nil
        }
        if text == "tint" { return ColorExpression(.tint, at: location) }
        if Self.isIdentifier(text) { return ColorExpression(colorNames.kind(named: text), at: location) }
        diagnostics.report(.invalidColor, InvalidColorRule.notAColor(Self.excerpt(text)), at: location)
        return nil
    }

    /// `text.hasPrefix("#")` from the first bytes: a `#` followed by an ASCII byte (or by
    /// nothing) is a character of its own; a `#` with a combining mark after it is not, and
    /// `hasPrefix` (which compares characters) decides that case.
    static func startsWithHash(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "#") else { return false }
        guard let second = bytes.next(), second >= 0x80 else { return true }
        return text.hasPrefix("#")
    }

    private mutating func mappingColor(_ pairs: SyntaxNode.Pairs, at location: SourceLocation) -> ColorExpression? {
        var fields = ColorFields()
        for i in 0..<pairs.count {
            let pair = pairs[i]
            guard let key = keyText(pair.key) else { continue }
            if let field = Self.colorKeys[key] {
                fields[field] = pair.value
            } else {
                unknownKey(pair.key, key, known: Self.variantKeys + Self.derivationKeys + ["asset"], context: "in a colour")
            }
        }
        let isVariants = fields.isVariants
        let isDerivation = fields.isDerivation
        if isVariants && isDerivation {
            diagnostics.report(.invalidColor, InvalidColorRule.variantsAndDerivation(), at: location)
            return nil
        }
        if let assetNode = fields[.asset] {
            guard !isDerivation else {
                diagnostics.report(.invalidColor, InvalidColorRule.assetAndDerivation(), at: location)
                return nil
            }
            return asset(assetNode, fallback: isVariants ? fields : nil, at: location)
        }
        if isDerivation { return derivation(fields, at: location) }
        guard fields[.light] != nil else {
            diagnostics.report(.invalidColor, InvalidColorRule.variantsNeedLight(), at: location)
            return nil
        }
        return variants(fields, at: location)
    }

    /// The variant map of `fields`, whose `light` is there.
    private mutating func variants(_ fields: ColorFields, at location: SourceLocation) -> ColorExpression? {
        guard let lightNode = fields[.light], let light = color(lightNode, what: "'light'") else { return nil }
        func variant(_ key: ColorFields.Key, _ what: String) -> ColorExpression? {
            fields[key].flatMap { color($0, what: what) }
        }
        return ColorExpression(
            .variants(
                light: light, dark: variant(.dark, "'dark'"),
                lightHighContrast: variant(.lightHighContrast, "'lightHighContrast'"),
                darkHighContrast: variant(.darkHighContrast, "'darkHighContrast'")), at: location)
    }

    /// `{ asset: NAME }`, with `light`, `dark` … as fallback values when `fields` has them.
    private mutating func asset(_ node: SyntaxNode, fallback fields: ColorFields?, at location: SourceLocation) -> ColorExpression? {
        guard let name = string(node, what: "an asset name") else { return nil }
        guard !name.value.isEmpty else {
            diagnostics.report(.invalidColor, InvalidColorRule.emptyAssetName(), at: node.location)
            return nil
        }
        var fallback: ColorExpression?
        if let fields {
            guard fields[.light] != nil else {
                diagnostics.report(.invalidColor, InvalidColorRule.assetFallbackNeedsLight(name.value), at: location)
                return nil
            }
            guard let variants = variants(fields, at: location) else { return nil }
            fallback = variants
        }
        return ColorExpression(.asset(name.value, fallback: fallback), at: name.location)
    }

    private mutating func derivation(_ fields: ColorFields, at location: SourceLocation) -> ColorExpression? {
        guard let fromNode = fields[.from] else {
            diagnostics.report(.invalidColor, InvalidColorRule.derivationNeedsFrom(), at: location)
            return nil
        }
        let from = color(fromNode, what: "'from'")
        switch (fields[.alpha], fields[.mix], fields[.amount]) {
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
