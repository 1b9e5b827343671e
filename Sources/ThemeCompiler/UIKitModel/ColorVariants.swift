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

    /// Bit 0: dark; bit 1: increased contrast.
    package var bits: UInt8 { (dark ? 1 : 0) | (highContrast ? 2 : 0) }

    /// The traits of a row: `dark` and `highContrast` atoms pick them.
    @inline(__always)
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

    /// Which traits the colour changes with: bit 0, dark (a dark variant differs from its light
    /// one); bit 1, increased contrast (a high-contrast variant differs from its own). The bits
    /// of `ColorTraits.bits`.
    package var traitsRead: UInt8 {
        (light != dark || lightHighContrast != darkHighContrast ? 1 : 0)
            | (light != lightHighContrast || dark != darkHighContrast ? 2 : 0)
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
