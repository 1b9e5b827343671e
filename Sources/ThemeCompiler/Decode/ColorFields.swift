import ThemeSyntax

/// The values of a colour map (`{light, dark, …}`, `{from, alpha, mix, amount}`,
/// `{asset}`) by key, read in one pass: a later key of the same name replaces an earlier
/// one, as a dictionary by name did, without allocating one per colour.
struct ColorFields {
    /// A key a colour map takes.
    enum Key {
        case light, dark, lightHighContrast, darkHighContrast, from, alpha, mix, amount, asset
    }

    private var light, dark, lightHighContrast, darkHighContrast: SyntaxNode?
    private var from, alpha, mix, amount, asset: SyntaxNode?

    /// The value written for `key`, if any.
    subscript(_ key: Key) -> SyntaxNode? {
        get {
            switch key {
            case .light: light
            case .dark: dark
            case .lightHighContrast: lightHighContrast
            case .darkHighContrast: darkHighContrast
            case .from: from
            case .alpha: alpha
            case .mix: mix
            case .amount: amount
            case .asset: asset
            }
        }
        set {
            switch key {
            case .light: light = newValue
            case .dark: dark = newValue
            case .lightHighContrast: lightHighContrast = newValue
            case .darkHighContrast: darkHighContrast = newValue
            case .from: from = newValue
            case .alpha: alpha = newValue
            case .mix: mix = newValue
            case .amount: amount = newValue
            case .asset: asset = newValue
            }
        }
    }

    /// True when a variant (`light`, `dark`, `lightHighContrast`, `darkHighContrast`) is written.
    var isVariants: Bool { light != nil || dark != nil || lightHighContrast != nil || darkHighContrast != nil }

    /// True when a derivation key (`from`, `alpha`, `mix`, `amount`) is written.
    var isDerivation: Bool { from != nil || alpha != nil || mix != nil || amount != nil }
}
