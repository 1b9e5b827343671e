/// How a palette colour is made, kept for code that rebuilds it at run time: a colour that
/// names a UIKit colour, or derives from one, must follow what UIKit resolves on the device
/// (its design generation, Increase Contrast, a later OS retuning the colour) instead of the
/// values the table froze. Everything that depends on no UIKit colour is folded into fixed
/// values.
package indirect enum ColorRecipe: Sendable, Hashable {
    /// Fixed values: literals and whatever is made only from literals.
    case constant(ColorVariants)
    /// A colour UIKit resolves itself (`UIColor.systemBlue`).
    case system(String)
    /// A colour set of the app's asset catalog (`UIColor(named:)`), with the values the table
    /// holds for it: generated code falls back to them when the asset is missing at run time.
    case asset(String, fallback: ColorVariants)
    /// The view's tint at run time (the colour UIKit passes a configuration's colour
    /// transformer when the colour is nil); only in `PaletteColor.tintRecipe`.
    case viewTint
    /// One recipe per appearance; each is evaluated for the same traits (a `dark:` colour
    /// that is itself a variant map gives its dark value). Missing variants are already
    /// filled in as docs/language.md says (`dark` falls back to `light` …).
    case variants(light: ColorRecipe, dark: ColorRecipe, lightHighContrast: ColorRecipe, darkHighContrast: ColorRecipe)
    /// `{from, alpha}`: the alpha multiplied by `factor`.
    case alpha(ColorRecipe, factor: Double)
    /// `{from, mix, amount}`: per-channel interpolation of the encoded components and alpha.
    case mix(ColorRecipe, with: ColorRecipe, amount: Double)

    /// True when some part is the view's run-time tint.
    package var followsViewTint: Bool {
        switch self {
        case .viewTint: return true
        case .constant, .system, .asset: return false
        case .variants(let l, let d, let lh, let dh): return [l, d, lh, dh].contains { $0.followsViewTint }
        case .alpha(let r, _): return r.followsViewTint
        case .mix(let a, let b, _): return a.followsViewTint || b.followsViewTint
        }
    }

    /// True when nothing in the recipe is resolved by UIKit.
    package var isConstant: Bool {
        if case .constant = self { return true }
        return false
    }
}
