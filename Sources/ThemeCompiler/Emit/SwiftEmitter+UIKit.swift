/// The UIKit part of a generated file, under `#if canImport(UIKit)`: dynamic colours, the
/// mapping from a configuration state to a row, and per preset a function that starts
/// from the base style, calls `updated(for:)` and assigns only what the row customises
/// (UIKit pins every assigned property in every state: Apple's `UIBackgroundConfiguration` documentation).
extension SwiftEmitter {
    func writeUIKit(_ c: Context, to out: inout SwiftSource) {
        let p = c.pub
        let ns = c.namespace
        out.line()
        out.line("// MARK: - UIKit")
        out.line()
        out.line("#if canImport(UIKit)")
        out.line("import UIKit")
        out.line()
        out.lines("""
            extension \(ns).Color {
                /// This colour as a `UIColor` (sRGB).
                \(p)var uiColor: UIColor {
                    UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
                }
            }

            extension \(ns).Variants {
                /// A dynamic `UIColor` that picks the light, dark or high-contrast variant from the
                /// traits it is resolved with.
                \(p)var uiColor: UIColor {
                    let variants = self
                    return UIColor { traits in
                        variants.resolved(dark: traits.userInterfaceStyle == .dark,
                                          highContrast: traits.accessibilityContrast == .high).uiColor
                    }
                }
            }

            """)
        writeStateMapping(c, to: &out)
        out.line()
        out.open("extension \(ns)")
        out.line("/// The theme's tint colour as a `UIColor`. Preset colours written as `tint` are `nil` in")
        out.line("/// the configuration (UIKit then uses the view's `tintColor`): give the views this tint.")
        out.line("\(p)static var tintUIColor: UIColor { \(uiColor(name: c.table.tintName, rgba: nil, traits: nil, c) ?? "tintColor.uiColor") }")
        out.line()
        out.line("/// The background of `preset` for `state` (see `Backgrounds`).")
        out.line("@MainActor")
        out.open("\(p)static func configuration(for preset: Preset, state: any UIConfigurationState) -> UIBackgroundConfiguration")
        out.switchBlock("preset", cases: c.presetNames.map { ("case .\($0):", ["return Backgrounds.\($0)(for: state)"]) })
        out.close()
        writeInstallers(c, to: &out)
        out.line()
        out.line("/// One function per preset: the base style's configuration updated for the state, with")
        out.line("/// only the properties the theme customises in that state's row assigned.")
        out.open("\(p)enum Backgrounds")
        for (index, preset) in c.table.presets.enumerated() {
            if index > 0 { out.line() }
            writeBackground(preset, member: c.presetNames[index], c, to: &out)
        }
        out.close()
        out.close()
        out.line("#endif")
    }

    /// `#available(iOS 15.0, tvOS 15.0, *)`-style condition for an API generation.
    func availabilityCondition(_ availability: Availability) -> String {
        let platforms: [Platform] = [.iOS, .tvOS, .visionOS]
        let parts = platforms.compactMap { platform in availability.introduced[platform].map { "\(platform.rawValue) \($0)" } }
        return (parts + ["*"]).joined(separator: ", ")
    }

    /// The `UIColor` expression for a colour of the table, or nil for the tint (UIKit's nil).
    /// Palette colours are dynamic; system colours and keywords stay UIKit's own.
    func uiColor(name: String?, rgba: RGBA?, traits: ColorTraits?, _ c: Context) -> String? {
        let literal = rgba.map { "\(c.namespace).Color(\(SwiftEmitter.hexLiteral($0))).uiColor" }
        guard let name else { return literal }
        if name == "tint" { return nil }
        if SystemColor.all[name] != nil || SystemColor.keywords[name] != nil { return "UIColor.\(name)" }
        if let variants = c.palette[name], let member = c.paletteNames[name] {
            // A name an import shadows differently resolves to other values: keep the row's own.
            if let rgba, let traits, variants[traits] != rgba { return literal }
            return "\(c.namespace).Palette.\(member).uiColor"
        }
        return literal
    }
}
