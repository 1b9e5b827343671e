#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// WCAG 2 contrast (W3C, "Web Content Accessibility Guidelines 2.1", definitions of relative
/// luminance and contrast ratio): what `low-contrast` and the preview measure between a
/// button's title and its fill.
package enum Contrast {
    /// WCAG 2's minimum for text (success criterion 1.4.3): 4.5:1.
    package static let text = 4.5
    /// The minimum for large text (≥ 18 pt, or 14 pt bold): 3:1, as a fraction of `text`.
    package static let largeFactor = 3.0 / 4.5

    /// The relative luminance of an opaque sRGB colour (alpha is ignored: composite first).
    package static func luminance(_ c: RGBA) -> Double {
        func linear(_ v: Double) -> Double {
            let x = min(max(v, 0), 1)
            return x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// The contrast ratio of two opaque colours, from 1 (equal) to 21 (black on white).
    package static func ratio(_ a: RGBA, _ b: RGBA) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
}

extension Contrast {
    /// A button's title on its fill as seen: the fill drawn over `list` (the background the
    /// button sits on), the title drawn over that.
    package struct Seen: Sendable, Hashable {
        package var ratio: Double
        package var foreground: RGBA
        package var background: RGBA
    }

    /// The contrast of title colour `foreground` on fill `fill`, both possibly translucent,
    /// over the opaque `list` colour.
    package static func seen(foreground: RGBA, fill: RGBA, over list: RGBA) -> Seen {
        let background = fill.composited(over: list)
        let title = foreground.composited(over: background)
        return Seen(ratio: ratio(title, background), foreground: title, background: background)
    }
}
