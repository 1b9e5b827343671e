import ThemeSyntax

/// A colour set's `Contents.json` (located nodes from the project's JSON reader) → an
/// `AssetColor`, with a finding at the line and column of whatever cannot be read. Reads every
/// form Xcode writes: components as floats (`"0.949"`), 8-bit integers (`"242"`) or hex
/// (`"0xF2"`); the colour spaces of `CatalogColorSpace`, gray ones with a `white` component;
/// `luminosity` (`light`, `dark`) and `contrast` (`high`) appearances; system-colour references.
///
/// iOS takes the `universal` entries, else the `iphone` ones (the idiom an iPhone app resolves
/// when it has no universal entry); entries of other idioms and `display-gamut: display-P3`
/// entries (an sRGB one serves every display) are not read.
package enum AssetColorSetDecoder {
    /// Decodes the colour set `name` whose `Contents.json` parsed to `root`; nil with findings
    /// when it holds no colour iOS can use.
    package static func decode(
        _ root: SyntaxNode, name: String, at file: SourceLocation, into diagnostics: inout DiagnosticCollector
    ) -> AssetColor? {
        guard let colorsNode = root.pairs?.first(where: { $0.key.scalar?.text == "colors" })?.value, let items = colorsNode.items else {
            diagnostics.report(.invalidAssetCatalog, InvalidAssetCatalogRule.noColors(name), at: root.location)
            return nil
        }
        var entries: [Entry] = []
        for item in items {
            if let entry = self.entry(item, set: name, into: &diagnostics) { entries.append(entry) }
        }
        let idiom = entries.contains { $0.idiom == "universal" } ? "universal" : "iphone"
        let chosen = entries.filter { $0.idiom == idiom && $0.gamut == nil }
        guard !chosen.isEmpty else {
            if entries.count == items.count {  // not already reported entry by entry
                diagnostics.report(.invalidAssetCatalog, InvalidAssetCatalogRule.noIOSColor(name), at: colorsNode.location)
            }
            return nil
        }
        return combine(chosen, name: name, at: file, into: &diagnostics)
    }

    /// One entry of `colors`, with its appearance.
    struct Entry {
        var idiom: String
        var gamut: String?
        var luminosity: String?  // nil: any; "light" or "dark"
        var highContrast: Bool
        var color: Read
        var location: SourceLocation
    }

    /// What one entry's `color` says.
    enum Read {
        case components(RGBA, CatalogColorSpace, clipped: Bool)
        case system(String)
    }

    private static func entry(_ node: SyntaxNode, set: String, into diagnostics: inout DiagnosticCollector) -> Entry? {
        guard let pairs = node.pairs else {
            diagnostics.report(
                .invalidAssetCatalog, InvalidAssetCatalogRule.expected("an entry of 'colors' (an object)", found: node.kindDescription, set: set),
                at: node.location)
            return nil
        }
        func value(_ key: String) -> SyntaxNode? { pairs.first { $0.key.scalar?.text == key }?.value }
        var entry = Entry(
            idiom: value("idiom")?.scalar?.text ?? "universal", gamut: value("display-gamut")?.scalar?.text, luminosity: nil, highContrast: false,
            color: .system(""), location: node.location)
        if entry.gamut?.lowercased() == "srgb" { entry.gamut = nil }
        for appearance in value("appearances")?.items.map(Array.init) ?? [] {
            guard let a = appearance.pairs else { continue }
            let kind = a.first { $0.key.scalar?.text == "appearance" }?.value.scalar?.text
            let v = a.first { $0.key.scalar?.text == "value" }?.value
            switch (kind, v?.scalar?.text) {
            case ("luminosity", let l?) where l == "light" || l == "dark": entry.luminosity = l
            case ("contrast", "high"): entry.highContrast = true
            default:
                diagnostics.report(
                    .invalidAssetCatalog,
                    InvalidAssetCatalogRule.unknownAppearance("\(kind ?? "?"): \(v?.scalar?.text ?? "?")", set: set), at: appearance.location)
                return nil
            }
        }
        guard let colorNode = value("color") else {
            diagnostics.report(
                .invalidAssetCatalog, InvalidAssetCatalogRule.expected("a 'color' in the entry", found: "none", set: set), at: node.location)
            return nil
        }
        guard let color = color(colorNode, set: set, into: &diagnostics) else { return nil }
        entry.color = color
        return entry
    }

    private static func color(_ node: SyntaxNode, set: String, into diagnostics: inout DiagnosticCollector) -> Read? {
        guard let pairs = node.pairs else {
            diagnostics.report(
                .invalidAssetCatalog, InvalidAssetCatalogRule.expected("a 'color' object", found: node.kindDescription, set: set), at: node.location)
            return nil
        }
        func value(_ key: String) -> SyntaxNode? { pairs.first { $0.key.scalar?.text == key }?.value }
        if let reference = value("reference") {
            let text = reference.scalar?.text ?? ""
            let stem = text.hasSuffix("Color") ? String(text.dropLast(5)) : text
            guard SystemColor.named(stem) != nil else {
                diagnostics.report(.invalidAssetCatalog, InvalidAssetCatalogRule.unknownReference(text, set: set), at: reference.location)
                return nil
            }
            return .system(stem)
        }
        let spaceText = value("color-space")?.scalar?.text ?? "srgb"
        guard let space = CatalogColorSpace(rawValue: spaceText) else {
            diagnostics.report(
                .invalidAssetCatalog, InvalidAssetCatalogRule.unknownColorSpace(spaceText, set: set), at: value("color-space")!.location)
            return nil
        }
        guard let components = value("components"), components.pairs != nil else {
            diagnostics.report(.invalidAssetCatalog, InvalidAssetCatalogRule.expected("'components'", found: "none", set: set), at: node.location)
            return nil
        }
        func component(_ key: String, isAlpha: Bool = false) -> Double? {
            guard let n = components.pairs?.first(where: { $0.key.scalar?.text == key })?.value else {
                diagnostics.report(
                    .invalidAssetCatalog, InvalidAssetCatalogRule.missingComponent(key, space: space, set: set), at: components.location)
                return nil
            }
            guard let text = n.scalar?.text, let v = number(text, isAlpha: isAlpha) else {
                diagnostics.report(
                    .invalidAssetCatalog, InvalidAssetCatalogRule.badComponent(key, n.scalar?.text ?? n.kindDescription, set: set), at: n.location)
                return nil
            }
            return v
        }
        let alpha = component("alpha", isAlpha: true)
        if space.isGray {
            guard let white = component("white"), let alpha else { return nil }
            let (rgba, clipped) = space.sRGB(red: white, green: white, blue: white, alpha: alpha)
            return .components(rgba, space, clipped: clipped)
        }
        let (r, g, b) = (component("red"), component("green"), component("blue"))
        guard let r, let g, let b, let alpha else { return nil }
        let (rgba, clipped) = space.sRGB(red: r, green: g, blue: b, alpha: alpha)
        return .components(rgba, space, clipped: clipped)
    }

    /// A component as Xcode writes it: `0xNN` (hex, 0–255), an integer without a point (0–255,
    /// "8-bit"), or a floating-point number (0–1, beyond for extended ranges). Alpha is always
    /// a fraction (Xcode writes `"1.000"` in every notation).
    static func number(_ text: String, isAlpha: Bool) -> Double? {
        let t = text.trimmingSpaces
        if t.lowercased().hasPrefix("0x") {
            guard let v = Int(t.dropFirst(2), radix: 16), v <= 255 else { return nil }
            return Double(v) / 255
        }
        if !isAlpha, !t.contains("."), !t.lowercased().contains("e"), let v = Int(t) {
            return Double(v) / 255
        }
        return Double(t).flatMap { $0.isFinite ? $0 : nil }
    }

    /// The entries iOS reads, as one colour: each appearance from the entry written for it.
    private static func combine(_ entries: [Entry], name: String, at file: SourceLocation, into diagnostics: inout DiagnosticCollector) -> AssetColor?
    {
        let references = Set(entries.compactMap { if case .system(let n) = $0.color { return n } else { return nil } })
        if let reference = references.first {
            guard references.count == 1, entries.allSatisfy({ if case .system = $0.color { return true } else { return false } }) else {
                diagnostics.report(.invalidAssetCatalog, InvalidAssetCatalogRule.mixedReference(name), at: entries[0].location)
                return nil
            }
            return AssetColor(name: name, value: .system(reference), colorSpace: nil, location: file)
        }
        func find(_ luminosity: String?, high: Bool) -> Entry? { entries.first { $0.luminosity == luminosity && $0.highContrast == high } }
        guard let light = find("light", high: false) ?? find(nil, high: false) ?? entries.first else { return nil }
        let dark = find("dark", high: false) ?? light
        let lightHC = find("light", high: true) ?? find(nil, high: true) ?? light
        let darkHC = find("dark", high: true) ?? (find("dark", high: false) != nil ? dark : (find(nil, high: true) ?? dark))
        var clipped: [String] = []
        var values: [RGBA] = []
        var space: CatalogColorSpace = .srgb
        for (label, entry) in [("light", light), ("dark", dark), ("lightHighContrast", lightHC), ("darkHighContrast", darkHC)] {
            guard case .components(let rgba, let s, let wasClipped) = entry.color else { return nil }
            if wasClipped, !clipped.contains(label) { clipped.append(label) }
            if s != .srgb { space = s }
            values.append(rgba)
        }
        let variants = ColorVariants(light: values[0], dark: values[1], lightHighContrast: values[2], darkHighContrast: values[3])
        var color = AssetColor(name: name, value: .components(variants), colorSpace: space, clippedAppearances: clipped, location: file)
        color.hasHighContrastAppearance = entries.contains(where: \.highContrast)
        return color
    }
}

extension String {
    /// Without leading and trailing spaces.
    fileprivate var trimmingSpaces: Substring {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}
