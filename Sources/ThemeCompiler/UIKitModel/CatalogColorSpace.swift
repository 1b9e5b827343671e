#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The colour spaces Xcode writes in an asset catalog's colour set (`"color-space"`), and how
/// each becomes the gamma-encoded sRGB every table holds. Display P3 shares sRGB's D65 white
/// and transfer curve: its linear components go through the standard P3 → sRGB matrix. The
/// gray spaces are Core Graphics' gray with a gamma of 2.2. Values outside 0…1 after the
/// conversion (an extended-range colour, a P3 colour outside sRGB) are clipped, and the
/// conversion says so.
package enum CatalogColorSpace: String, Sendable, Hashable, CaseIterable {
    case srgb = "srgb"
    case extendedSRGB = "extended-srgb"
    case extendedLinearSRGB = "extended-linear-srgb"
    case displayP3 = "display-p3"
    case grayGamma22 = "gray-gamma-22"
    case extendedGray = "extended-gray"

    /// True for the gray spaces, whose colours have one `white` component.
    package var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    /// A colour of this space in sRGB; `clipped` is true when a channel fell outside 0…1 and
    /// was clipped (alpha is never converted). `components` are red, green, blue (or white,
    /// white, white for a gray space) as written.
    package func sRGB(red: Double, green: Double, blue: Double, alpha: Double) -> (rgba: RGBA, clipped: Bool) {
        let linear: [Double]
        switch self {
        case .srgb, .extendedSRGB:
            return Self.clip([red, green, blue], alpha: alpha)
        case .extendedLinearSRGB:
            linear = [red, green, blue]
        case .displayP3:
            let l = [red, green, blue].map(Self.decode)
            linear = Self.p3ToSRGB.map { row in zip(row, l).reduce(0) { $0 + $1.0 * $1.1 } }
        case .grayGamma22, .extendedGray:
            let white = red < 0 ? -pow(-red, 2.2) : pow(red, 2.2)
            linear = [white, white, white]
        }
        return Self.clip(linear.map(Self.encode), alpha: alpha)
    }

    /// Linear Display P3 → linear sRGB (both D65; the standard matrix, rows red, green, blue).
    static let p3ToSRGB: [[Double]] = [
        [1.224_940_2, -0.224_940_2, 0],
        [-0.042_056_9, 1.042_057_1, 0],
        [-0.019_637_6, -0.078_636_1, 1.098_273_5],
    ]

    /// The sRGB transfer curve, extended symmetrically below zero.
    static func decode(_ x: Double) -> Double {
        let m = abs(x)
        let v = m <= 0.040_45 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
        return x < 0 ? -v : v
    }

    static func encode(_ x: Double) -> Double {
        let m = abs(x)
        let v = m <= 0.003_130_8 ? m * 12.92 : 1.055 * pow(m, 1 / 2.4) - 0.055
        return x < 0 ? -v : v
    }

    /// Clips each channel to 0…1; a difference below half of 1/255 is rounding, not clipping.
    private static func clip(_ c: [Double], alpha: Double) -> (rgba: RGBA, clipped: Bool) {
        let tolerance = 0.5 / 255
        let clipped = c.contains { $0 < -tolerance || $0 > 1 + tolerance }
        let v = c.map { min(max($0, 0), 1) }
        return (RGBA(red: v[0], green: v[1], blue: v[2], alpha: min(max(alpha, 0), 1)), clipped)
    }
}
