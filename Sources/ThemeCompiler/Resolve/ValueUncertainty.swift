/// Which values of a row the reference does not confirm, and why: the UNCERTAIN marks of
/// Apple's public sources, carried as data so `--provenance` (and `explain`) can say so.
///
/// A value is uncertain when it is a style default read from decompiled UIKit
/// (`SystemDefaults.uncertainty`), or a UIKit colour whose values in the resolved design come
/// from a third-party dump or an inference (`SystemColor.uncertainty(in:)`). A resolved colour
/// inherits the doubts of the colour it was resolved from (the tint's, for a nil colour).
package enum ValueUncertainty {
    /// One uncertain value: a key of the appearance and why.
    package struct Entry: Sendable, Hashable {
        /// A property name, `resolvedBackgroundColor` or `resolvedStrokeColor`.
        package var key: String
        package var reason: String
    }

    /// The uncertain values of `appearance`, in table key order. `palette` gives, per palette
    /// colour, the UIKit colours it is made from (`PaletteColor.uikitColors`).
    package static func entries(
        for appearance: Appearance, design: DesignGeneration, tintName: String?,
        palette: [String: [String]] = [:]
    ) -> [Entry] {
        var entries: [Entry] = []
        var reasons: [Property: [String]] = [:]
        for property in appearance.properties {
            var found: [String] = []
            if case .systemDefault(let style) = appearance.provenance[property.index],
                let reason = SystemDefaults.uncertainty(of: property, style: style)
            {
                found.append(reason)
            }
            if let name = colorName(of: property, in: appearance), let reason = colorReason(name, design, palette) {
                found.append(reason)
            }
            reasons[property] = found
            if !found.isEmpty { entries.append(Entry(key: property.rawValue, reason: found.joined(separator: "; "))) }
        }
        let tint = tintName.flatMap { colorReason($0, design, palette) }
        for (property, key) in [(Property.backgroundColor, "resolvedBackgroundColor"), (.strokeColor, "resolvedStrokeColor")] {
            var found = reasons[property] ?? []
            if colorName(of: property, in: appearance) == nil, let tint { found.append(tint) }
            if !found.isEmpty { entries.append(Entry(key: key, reason: found.joined(separator: "; "))) }
        }
        return entries
    }

    /// The semantic name of a colour-valued property (nil when it has none or is nil).
    private static func colorName(of property: Property, in a: Appearance) -> String? {
        switch property {
        case .backgroundColor: return a.backgroundColor?.name
        case .strokeColor: return a.strokeColor?.name
        case .shadowProperties: return a.shadowProperties.color.name
        case .baseBackgroundColor: return a.button?.baseBackgroundColor?.name
        case .baseForegroundColor: return a.button?.baseForegroundColor?.name
        default: return nil
        }
    }

    /// Why the values of colour `name` (UIKit's, or a palette colour made from UIKit's) in
    /// `design` are uncertain, or nil.
    private static func colorReason(_ name: String, _ design: DesignGeneration, _ palette: [String: [String]]) -> String? {
        func reason(_ uikit: String) -> String? {
            SystemColor.named(uikit)?.uncertainty(in: design).map { "'\(uikit)' in the \(design.rawValue) design: \($0)" }
        }
        if SystemColor.named(name) != nil { return reason(name) }
        let reasons = (palette[name] ?? []).compactMap(reason)
        return reasons.isEmpty ? nil : "'\(name)' is made from " + reasons.joined(separator: "; ")
    }
}
