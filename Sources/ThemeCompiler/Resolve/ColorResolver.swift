/// Turns colour expressions into their four variants (docs/language.md), following palette
/// references through each file's scope. Palette colours are resolved once and cached;
/// a reference to nothing or a cycle resolves to nil (the `undefined-color` and
/// `color-cycle` rules report those).
final class ColorResolver {
    let program: ThemeProgram
    /// Whose system colour values apply.
    let design: DesignGeneration
    /// The theme's tint colour (`tintColor`, default `systemBlue`).
    private(set) var tint: ColorVariants
    /// Each palette colour, by document and position in its `colors`: resolved once, then
    /// read. Kept by position, not by name: the dictionaries by name (and a set of the colours
    /// being resolved) hashed the name four times per colour, 8.1 M instructions for the 1 250
    /// colours of the 10k-preset theme, resolved on one core before the presets.
    private var palette: [[PaletteSlot]]
    /// Whether each palette colour uses a high-contrast variant, once asked
    /// (`referencesHighContrast`); by position, as `palette`.
    private var highContrast: [[Bool?]]
    /// How many palette colours the program defines: a chain of references longer than this
    /// has met a colour twice (`asset(of:from:)`).
    private let paletteSize: Int

    /// A palette colour: its name in the document that defines it.
    struct PaletteKey: Hashable {
        var document: Int
        var name: String
    }

    /// A palette colour's resolution: not begun, under way (a reference back to it is a
    /// cycle), or done (nil: it refers to nothing or to a cycle).
    private enum PaletteSlot {
        case unresolved
        case resolving
        case resolved(ColorVariants?)
    }

    init(program: ThemeProgram, design: DesignGeneration) {
        self.program = program
        self.design = design
        self.paletteSize = program.documents.reduce(0) { $0 + $1.colors.count }
        self.palette = Self.perColor(of: program, PaletteSlot.unresolved)
        self.highContrast = Self.perColor(of: program, nil)
        self.tint = SystemColor.all[SystemColor.defaultTintName]!.variants(in: design)
        if let expression = program.root.tintColor, let variants = resolve(expression, from: 0) {
            tint = variants
        }
    }

    /// A resolver for another thread that reads `other`'s palette. Every palette colour is
    /// resolved in `other` first, so neither resolver adds to its palette afterwards and the
    /// two share one array of slots (copied on write, never written): a second copy of a
    /// palette of 1 000 colours (then a dictionary) was 0.3 MB. A palette colour's value does not depend on the order
    /// colours are resolved in (one that meets a cycle is nil however it is reached).
    init(sharingPaletteOf other: ColorResolver) {
        other.resolveEveryPaletteColor()
        self.program = other.program
        self.design = other.design
        self.paletteSize = other.paletteSize
        self.tint = other.tint
        self.palette = other.palette
        self.highContrast = Self.perColor(of: program, nil)
    }

    /// `value` for every palette colour of `program`, by document and position.
    private static func perColor<Value>(of program: ThemeProgram, _ value: Value) -> [[Value]] {
        program.documents.map { [Value](repeating: value, count: $0.colors.count) }
    }

    /// Resolves every palette colour of every document into `palette`.
    private func resolveEveryPaletteColor() {
        for document in program.documents.indices {
            for index in program.documents[document].colors.indices {
                _ = paletteColor(document, index)
            }
        }
    }

    /// The expression's variants, or nil when it refers to nothing or to a cycle.
    func resolve(_ expression: ColorExpression, from document: Int) -> ColorVariants? {
        switch expression.kind {
        case .literal(let rgba): return ColorVariants(constant: rgba)
        case .tint: return tint
        case .named(let name): return named(name, from: document)
        case .variants(let l, let d, let lh, let dh):
            guard let light = resolve(l, from: document) else { return nil }
            let dark = d.map { resolve($0, from: document) } ?? light
            guard let dark else { return nil }
            let lightHC = lh.map { resolve($0, from: document) } ?? light
            let darkHC = dh.map { resolve($0, from: document) } ?? dark
            guard let lightHC, let darkHC else { return nil }
            // Each variant comes from the expression written for it; a variant of a variant
            // picks its own trait (a `dark:` colour that is itself a variant map uses its dark value).
            return ColorVariants(
                light: light.light, dark: dark.dark,
                lightHighContrast: lh == nil ? light.lightHighContrast : lightHC.lightHighContrast,
                darkHighContrast: dh == nil ? (d == nil ? light.darkHighContrast : dark.darkHighContrast) : darkHC.darkHighContrast)
        case .alpha(let from, let a):
            return resolve(from, from: document)?.map { $0.multiplyingAlpha(a) }
        case .mix(let from, let with, let t):
            guard let a = resolve(from, from: document), let b = resolve(with, from: document) else { return nil }
            return a.combine(b) { $0.mixed(with: $1, amount: t) }
        case .asset(let name, let fallback):
            return catalogValues(name) ?? fallback.flatMap { resolve($0, from: document) }
        }
    }

    /// The values the asset catalogs hold for the colour set `name`, nil when none holds it.
    func catalogValues(_ name: String) -> ColorVariants? {
        switch program.assets.colors[name]?.value {
        case .components(let variants)?: return variants
        case .system(let system)?: return SystemColor.all[system]?.variants(in: design)
        case nil: return nil
        }
    }

    /// The asset a colour is, directly or through palette references (`brand: { asset: Brand }`
    /// used as `brand`); nil when it is anything else, a derivation of an asset included.
    func asset(of expression: ColorExpression, from document: Int) -> String? {
        // Counted, not remembered: a chain that follows more references than there are
        // palette colours is a cycle, which reaches no asset (a set of the colours visited
        // was allocated and hashed for every colour setting).
        var followed = 0
        var current = (expression, document)
        while true {
            switch current.0.kind {
            case .asset(let name, _): return name
            case .named(let name):
                guard followed < paletteSize, let found = program.color(named: name, from: current.1) else { return nil }
                followed += 1
                current = (found.definition.value, found.document)
            default: return nil
            }
        }
    }

    /// The semantic name of an expression: palette/system/keyword name, `tint`, or nil.
    func name(of expression: ColorExpression) -> String? {
        switch expression.kind {
        case .named(let name): return name
        case .tint: return "tint"
        default: return nil
        }
    }

    /// True when the expression reaches a variant map that writes a high-contrast variant, or
    /// an asset colour whose colour set has a high-contrast appearance.
    func usesHighContrastVariant(_ expression: ColorExpression, from document: Int) -> Bool {
        if expression.hasHighContrastVariant || hasHighContrastAsset(expression) { return true }
        return referencesHighContrast(expression, from: document)
    }

    /// True when an asset colour written in the expression (nested ones included) has a
    /// high-contrast appearance: `assetColors` walked without collecting them.
    private func hasHighContrastAsset(_ expression: ColorExpression) -> Bool {
        switch expression.kind {
        case .literal, .tint, .named: return false
        case .variants(let l, let d, let lh, let dh):
            return hasHighContrastAsset(l) || [d, lh, dh].contains { $0.map(hasHighContrastAsset) ?? false }
        case .alpha(let from, _): return hasHighContrastAsset(from)
        case .mix(let from, let with, _): return hasHighContrastAsset(from) || hasHighContrastAsset(with)
        case .asset(let name, _): return program.assets.colors[name]?.hasHighContrastAppearance ?? false
        }
    }

    /// True when a palette colour the expression names (in `references` order, until one
    /// does) uses a high-contrast variant; each palette colour's answer is kept. Walked
    /// without collecting the references: the order of the questions is the same, and with
    /// it the answers kept for a cycle.
    private func referencesHighContrast(_ expression: ColorExpression, from document: Int) -> Bool {
        switch expression.kind {
        case .literal, .tint: return false
        case .named(let name):
            guard let (d, i) = program.colorPosition(named: name, from: document) else { return false }
            if let known = highContrast[d][i] { return known }
            highContrast[d][i] = false  // breaks cycles
            let result = usesHighContrastVariant(program.documents[d].colors[i].value, from: d)
            highContrast[d][i] = result
            return result
        case .variants(let l, let d, let lh, let dh):
            return referencesHighContrast(l, from: document)
                || [d, lh, dh].contains { $0.map { referencesHighContrast($0, from: document) } ?? false }
        case .alpha(let from, _): return referencesHighContrast(from, from: document)
        case .mix(let from, let with, _):
            return referencesHighContrast(from, from: document) || referencesHighContrast(with, from: document)
        case .asset(_, let fallback): return fallback.map { referencesHighContrast($0, from: document) } ?? false
        }
    }

    /// The UIKit colours an expression is made from, following palette references (each
    /// palette colour once, so a cycle ends).
    func uikitColors(in expression: ColorExpression, from document: Int) -> Set<String> {
        var found = Set<String>()
        var visited = Set<PaletteKey>()
        func walk(_ expression: ColorExpression, _ document: Int) {
            for reference in expression.references {
                if let palette = program.color(named: reference.value, from: document) {
                    guard visited.insert(PaletteKey(document: palette.document, name: reference.value)).inserted else { continue }
                    walk(palette.definition.value, palette.document)
                } else if SystemColor.named(reference.value) != nil {
                    found.insert(reference.value)
                }
            }
        }
        walk(expression, document)
        return found
    }

    private func named(_ name: String, from document: Int) -> ColorVariants? {
        if let (d, i) = program.colorPosition(named: name, from: document) { return paletteColor(d, i) }
        return SystemColor.all[name]?.variants(in: design)
    }

    /// The palette colour at `index` of document `document`'s `colors`, resolved at its first
    /// use; nil when it refers to nothing or is met again while it is resolved (a cycle).
    private func paletteColor(_ document: Int, _ index: Int) -> ColorVariants? {
        switch palette[document][index] {
        case .resolved(let value): return value
        case .resolving: return nil
        case .unresolved:
            palette[document][index] = .resolving
            let value = resolve(program.documents[document].colors[index].value, from: document)
            palette[document][index] = .resolved(value)
            return value
        }
    }
}
