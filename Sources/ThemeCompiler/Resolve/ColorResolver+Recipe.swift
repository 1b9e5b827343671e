extension ColorResolver {
    /// How `expression` is made (`ColorRecipe`), following palette references through each
    /// file's scope, or nil when it refers to nothing or to a cycle. `tint` is the theme's
    /// `tintColor` (UIKit's nil tint exists only where a configuration property takes it);
    /// with `liveTint`, `tint` is `.viewTint`, the view's tint at run time.
    func recipe(_ expression: ColorExpression, from document: Int, liveTint: Bool = false) -> ColorRecipe? {
        var visiting = Set<PaletteKey>()
        return recipe(expression, from: document, liveTint: liveTint, visiting: &visiting)
    }

    /// The tint's place in `visiting`: no document has the index -1.
    private static let tintKey = PaletteKey(document: -1, name: "tint")

    /// `visiting` holds the palette colours (and the tint) being followed, to stop at a cycle.
    private func recipe(_ expression: ColorExpression, from document: Int, liveTint: Bool, visiting: inout Set<PaletteKey>) -> ColorRecipe? {
        guard let values = resolve(expression, from: document) else { return nil }
        func sub(_ e: ColorExpression) -> ColorRecipe? { recipe(e, from: document, liveTint: liveTint, visiting: &visiting) }
        func sub(_ e: ColorExpression?, else fallback: ColorRecipe) -> ColorRecipe? { e == nil ? fallback : sub(e!) }
        let made: ColorRecipe?
        switch expression.kind {
        case .literal: made = .constant(values)
        case .tint where liveTint:
            made = .viewTint
        case .tint:
            guard let tint = program.root.tintColor else { return .system(SystemColor.defaultTintName) }
            guard visiting.insert(Self.tintKey).inserted else { return nil }
            made = recipe(tint, from: 0, liveTint: false, visiting: &visiting)
            visiting.remove(Self.tintKey)
        case .named(let name):
            if let found = program.color(named: name, from: document) {
                let key = PaletteKey(document: found.document, name: name)
                guard visiting.insert(key).inserted else { return nil }
                made = recipe(found.definition.value, from: found.document, liveTint: liveTint, visiting: &visiting)
                visiting.remove(key)
            } else {
                // A UIKit colour that never changes (`black`, `clear` …) is just its value.
                let never = values == ColorVariants(constant: values.light)
                made = never ? .constant(values) : .system(name)
            }
        case .variants(let l, let d, let lh, let dh):
            guard let light = sub(l), let dark = sub(d, else: light) else { return nil }
            guard let lightHC = sub(lh, else: light), let darkHC = sub(dh, else: dark) else { return nil }
            made = .variants(light: light, dark: dark, lightHighContrast: lightHC, darkHighContrast: darkHC)
        case .alpha(let from, let factor):
            made = sub(from).map { .alpha($0, factor: factor) }
        case .mix(let from, let with, let amount):
            guard let a = sub(from), let b = sub(with) else { return nil }
            made = .mix(a, with: b, amount: amount)
        case .asset(let name, _):
            made = .asset(name, fallback: values)
        }
        guard let made else { return nil }
        return made.dependsOnUIKit ? made : .constant(values)
    }
}

extension ColorRecipe {
    /// True when some part is resolved by UIKit.
    fileprivate var dependsOnUIKit: Bool {
        switch self {
        case .constant: return false
        case .system, .asset, .viewTint: return true
        case .variants(let l, let d, let lh, let dh): return [l, d, lh, dh].contains { $0.dependsOnUIKit }
        case .alpha(let r, _): return r.dependsOnUIKit
        case .mix(let a, let b, _): return a.dependsOnUIKit || b.dependsOnUIKit
        }
    }
}
