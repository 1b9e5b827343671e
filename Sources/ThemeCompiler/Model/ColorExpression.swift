import ThemeSyntax

/// A colour as written in a theme (docs/language.md), before palette references are followed.
/// Equality ignores locations: two expressions are equal when they say the same thing.
package struct ColorExpression: Sendable, Hashable {
    /// What the expression says.
    package indirect enum Kind: Sendable, Hashable {
        /// `"#RRGGBB"` etc.
        case literal(RGBA)
        /// A palette, system or keyword colour (`brand`, `systemGray4`, `clear`); resolved by scope.
        case named(String)
        /// The view's tint colour (UIKit: a nil colour).
        case tint
        /// `{light, dark, lightHighContrast, darkHighContrast}`.
        case variants(
            light: ColorExpression, dark: ColorExpression?,
            lightHighContrast: ColorExpression?, darkHighContrast: ColorExpression?)
        /// `{from, alpha}`.
        case alpha(from: ColorExpression, alpha: Double)
        /// `{from, mix, amount}`.
        case mix(from: ColorExpression, with: ColorExpression, amount: Double)
        /// `{asset: NAME}`: a colour set of the asset catalogs, by the name `UIColor(named:)`
        /// takes; `fallback` (the same map's `light`, `dark` … as a variant map) serves when
        /// no catalog is reachable.
        case asset(String, fallback: ColorExpression?)
    }

    package var kind: Kind
    package var location: SourceLocation

    package init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    package static func == (lhs: ColorExpression, rhs: ColorExpression) -> Bool { lhs.kind == rhs.kind }
    package func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    /// Every name this expression refers to, with where it is written.
    package var references: [Located<String>] {
        var found: [Located<String>] = []
        appendReferences(to: &found)
        return found
    }

    /// Appends `references` to `found`, in the same order, without an array per sub-expression.
    package func appendReferences(to found: inout [Located<String>]) {
        switch kind {
        case .literal, .tint: return
        case .named(let name): found.append(Located(name, at: location))
        case .variants(let l, let d, let lh, let dh):
            l.appendReferences(to: &found)
            d?.appendReferences(to: &found)
            lh?.appendReferences(to: &found)
            dh?.appendReferences(to: &found)
        case .alpha(let from, _): from.appendReferences(to: &found)
        case .mix(let from, let with, _):
            from.appendReferences(to: &found)
            with.appendReferences(to: &found)
        case .asset(_, let fallback): fallback?.appendReferences(to: &found)
        }
    }

    /// Every asset colour (`{ asset: NAME }`) written in this expression, nested ones included.
    package var assetColors: [ColorExpression] {
        switch kind {
        case .literal, .tint, .named: return []
        case .variants(let l, let d, let lh, let dh):
            return [l, d, lh, dh].compactMap { $0 }.flatMap(\.assetColors)
        case .alpha(let from, _): return from.assetColors
        case .mix(let from, let with, _): return from.assetColors + with.assetColors
        case .asset: return [self]
        }
    }

    /// True when the expression writes a high-contrast variant itself (not through a reference).
    package var hasHighContrastVariant: Bool {
        switch kind {
        case .literal, .tint, .named: return false
        case .variants(let l, let d, let lh, let dh):
            return lh != nil || dh != nil || [l, d].compactMap { $0 }.contains(where: \.hasHighContrastVariant)
        case .alpha(let from, _): return from.hasHighContrastVariant
        case .mix(let from, let with, _): return from.hasHighContrastVariant || with.hasHighContrastVariant
        case .asset(_, let fallback): return fallback?.hasHighContrastVariant ?? false
        }
    }
}
