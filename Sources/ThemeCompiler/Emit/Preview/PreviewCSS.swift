/// How an appearance is drawn in CSS (px = pt). Colours are written from the table's
/// `#RRGGBBAA` values, so a swatch's computed colour is exactly the row's.
enum PreviewCSS {
    /// `rgba(r, g, b, a)` with the channels of the colour's hex form.
    static func color(_ c: RGBA, alphaFactor: Double = 1) -> String {
        let hex = Array(c.hexString.utf8.dropFirst())
        func channel(_ i: Int) -> Int { Int(String(decoding: hex[(2 * i)..<(2 * i + 2)], as: UTF8.self), radix: 16) ?? 0 }
        let alpha = Double(channel(3)) / 255 * alphaFactor
        return "rgba(\(channel(0)), \(channel(1)), \(channel(2)), \(number((alpha * 10000).rounded() / 10000)))"
    }

    /// A number in its shortest form.
    static func number(_ value: Double) -> String { JSONWriter.format(value) }

    /// The swatch's inline style: its place in the cell's frame (the background insets), its
    /// colour and radius, the stroke (drawn inside a path `strokeOutset` outside the
    /// background, concentric with it: UIKit's `strokeOutset` documentation) and the shadow.
    static func swatchStyle(_ a: Appearance) -> String {
        let i = a.backgroundInsets
        var style =
            "top: \(number(i.top))px; left: \(number(i.leading))px; bottom: \(number(i.bottom))px; "
            + "right: \(number(i.trailing))px; background-color: \(color(a.resolvedBackgroundColor)); "
            + "border-radius: \(number(drawnRadius(a)))px;"
        if a.strokeWidth > 0 {
            style +=
                " outline: \(number(a.strokeWidth))px solid \(color(a.resolvedStrokeColor));"
                + " outline-offset: \(number(a.strokeOutset - a.strokeWidth))px;"
        }
        let s = a.shadowProperties
        if s.opacity > 0 {
            style +=
                " box-shadow: \(number(s.offsetWidth))px \(number(s.offsetHeight))px \(number(s.radius))px "
                + "\(color(s.color.rgba, alphaFactor: s.opacity));"
        }
        return style
    }

    /// The swatch's height: the frame's, less the vertical insets.
    static let frameHeight = 44.0

    /// The radius the row is drawn with: its `cornerRadius`, or for a button the one its
    /// corner style substitutes in the swatch: `small`, `medium` and `large` are 12.5 %, 17.5 %
    /// and 25 % of the height, `capsule` half of it (uibutton.md §4, read from decompiled
    /// UIKit); `fixed` and `dynamic` draw `cornerRadius` (at the default text size).
    static func drawnRadius(_ a: Appearance) -> Double {
        guard let button = a.button else { return a.cornerRadius }
        let height = max(frameHeight - a.backgroundInsets.top - a.backgroundInsets.bottom, 0)
        switch button.cornerStyle {
        case "small": return height * 0.125
        case "medium": return height * 0.175
        case "large": return height * 0.25
        case "capsule": return height / 2
        default: return a.cornerRadius
        }
    }

    /// A button row's title colour as drawn and its WCAG contrast on the fill, the fill
    /// drawn over `list` (what `low-contrast` measures).
    static func contrast(_ a: Appearance, over list: RGBA) -> Contrast.Seen? {
        a.button.map { Contrast.seen(foreground: $0.resolvedForegroundColor, fill: a.resolvedBackgroundColor, over: list) }
    }

    /// A contrast ratio as the preview prints it: two decimals, rounded down (`4.49:1`).
    static func ratio(_ seen: Contrast.Seen) -> String { number((seen.ratio * 100).rounded(.down) / 100) + ":1" }

    /// True when a blur style is drawn dark: the `Dark` styles, `dark`, and the adaptive
    /// `system…` materials in a dark row.
    static func isDarkMaterial(_ effect: String, dark: Bool) -> Bool {
        if effect.hasSuffix("Dark") || effect == "dark" { return true }
        if effect.hasSuffix("Light") || effect == "light" || effect == "extraLight" { return false }
        return dark
    }

    /// Every value of the row, one per line (a swatch's tooltip); a button's fields and its
    /// title's contrast on the fill over `list`.
    static func summary(_ a: Appearance, over list: RGBA) -> String {
        func named(_ c: ResolvedColor?) -> String { c.map { "\($0.rgba.hexString)\($0.label.map { " (\($0))" } ?? "")" } ?? "tint" }
        let i = a.backgroundInsets
        var lines = ["backgroundColor \(named(a.backgroundColor))"]
        if let t = a.backgroundColorTransformer { lines.append("backgroundColorTransformer \(t.rawValue)") }
        lines.append("resolved \(a.resolvedBackgroundColor.hexString)")
        lines.append("cornerRadius \(number(a.cornerRadius))")
        if i != .zero {
            lines.append("backgroundInsets \(number(i.top)) \(number(i.leading)) \(number(i.bottom)) \(number(i.trailing))")
        }
        if !a.edgesAddingLayoutMarginsToBackgroundInsets.isEmpty {
            lines.append("+ layout margins: " + a.edgesAddingLayoutMarginsToBackgroundInsets.sorted().map(\.rawValue).joined(separator: ", "))
        }
        if a.strokeWidth > 0 {
            lines.append("stroke \(a.resolvedStrokeColor.hexString) width \(number(a.strokeWidth)) outset \(number(a.strokeOutset))")
        }
        let s = a.shadowProperties
        if s.opacity > 0 {
            lines.append(
                "shadow \(named(s.color)) opacity \(number(s.opacity)) radius \(number(s.radius)) offset \(number(s.offsetWidth))×\(number(s.offsetHeight))"
            )
        }
        if let effect = a.visualEffect { lines.append("visualEffect \(effect)") }
        if let button = a.button, let seen = contrast(a, over: list) {
            lines.append("cornerStyle \(button.cornerStyle) · buttonSize \(button.buttonSize)")
            lines.append("baseBackgroundColor \(button.baseBackgroundColor.map { named($0) } ?? "the style's")")
            lines.append("baseForegroundColor \(button.baseForegroundColor.map { named($0) } ?? "the style's")")
            lines.append("title \(button.resolvedForegroundColor.hexString) · contrast \(ratio(seen)) on the fill")
        }
        lines.append("customized: " + (a.customized.isEmpty ? "nothing" : a.customized.map(\.rawValue).joined(separator: ", ")))
        return lines.joined(separator: "\n")
    }
}
