/// How a palette colour is made, kept for code that rebuilds it at run time: a colour that
/// names a UIKit colour, or derives from one, must follow what UIKit resolves on the device
/// (its design generation, Increase Contrast, a later OS retuning the colour) instead of the
/// values the table froze. Everything that depends on no UIKit colour is folded into fixed
/// values.
public indirect enum ColorRecipe: Sendable, Hashable {
    /// Fixed values: literals and whatever is made only from literals.
    case constant(ColorVariants)
    /// A colour UIKit resolves itself (`UIColor.systemBlue`).
    case system(String)
    /// A colour set of the app's asset catalog (`UIColor(named:)`), with the values the table
    /// holds for it: generated code falls back to them when the asset is missing at run time.
    case asset(String, fallback: ColorVariants)
    /// One recipe per appearance; each is evaluated for the same traits (a `dark:` colour
    /// that is itself a variant map gives its dark value). Missing variants are already
    /// filled in as docs/language.md says (`dark` falls back to `light` …).
    case variants(light: ColorRecipe, dark: ColorRecipe, lightHighContrast: ColorRecipe, darkHighContrast: ColorRecipe)
    /// `{from, alpha}`: the alpha multiplied by `factor`.
    case alpha(ColorRecipe, factor: Double)
    /// `{from, mix, amount}`: per-channel interpolation of the encoded components and alpha.
    case mix(ColorRecipe, with: ColorRecipe, amount: Double)

    /// True when nothing in the recipe is resolved by UIKit.
    public var isConstant: Bool {
        if case .constant = self { return true }
        return false
    }
}
