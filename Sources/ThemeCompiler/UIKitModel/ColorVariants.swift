/// The traits a row is resolved for: light or dark, normal or high contrast.
public struct ColorTraits: Hashable, Sendable {
    /// Dark appearance.
    public var dark: Bool
    /// Increased contrast.
    public var highContrast: Bool

    /// Traits: dark and/or high-contrast (default: neither).
    public init(dark: Bool = false, highContrast: Bool = false) {
        self.dark = dark
        self.highContrast = highContrast
    }

    /// The traits of a row: `dark` and `highContrast` atoms pick them.
    package init(_ state: StateSet) {
        self.init(dark: state.contains(.dark), highContrast: state.contains(.highContrast))
    }
}

/// A colour's four appearances (light, dark, and their high-contrast versions).
public struct ColorVariants: Hashable, Sendable {
    /// The light appearance's value.
    public var light: RGBA
    /// The dark appearance's value.
    public var dark: RGBA
    /// The light, increased-contrast value.
    public var lightHighContrast: RGBA
    /// The dark, increased-contrast value.
    public var darkHighContrast: RGBA

    /// A colour with all four variants given.
    public init(light: RGBA, dark: RGBA, lightHighContrast: RGBA, darkHighContrast: RGBA) {
        self.light = light
        self.dark = dark
        self.lightHighContrast = lightHighContrast
        self.darkHighContrast = darkHighContrast
    }

    /// The same colour in every appearance.
    public init(constant: RGBA) {
        self.init(light: constant, dark: constant, lightHighContrast: constant, darkHighContrast: constant)
    }

    /// Light and dark; each high-contrast variant falls back to its non-high-contrast one.
    public init(light: RGBA, dark: RGBA) {
        self.init(light: light, dark: dark, lightHighContrast: light, darkHighContrast: dark)
    }

    /// The variant for `traits`.
    public subscript(traits: ColorTraits) -> RGBA {
        switch (traits.dark, traits.highContrast) {
        case (false, false): return light
        case (true, false): return dark
        case (false, true): return lightHighContrast
        case (true, true): return darkHighContrast
        }
    }

    /// Applies `transform` variant by variant.
    package func map(_ transform: (RGBA) -> RGBA) -> ColorVariants {
        ColorVariants(
            light: transform(light), dark: transform(dark),
            lightHighContrast: transform(lightHighContrast),
            darkHighContrast: transform(darkHighContrast))
    }

    /// Combines two colours variant by variant.
    package func combine(_ other: ColorVariants, _ transform: (RGBA, RGBA) -> RGBA) -> ColorVariants {
        ColorVariants(
            light: transform(light, other.light), dark: transform(dark, other.dark),
            lightHighContrast: transform(lightHighContrast, other.lightHighContrast),
            darkHighContrast: transform(darkHighContrast, other.darkHighContrast))
    }
}
