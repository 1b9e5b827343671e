/// The UIKit part of a generated file, under `#if canImport(UIKit)` on the platforms the
/// theme declares (never watchOS: no dynamic colours, no cells): dynamic colours, the
/// mapping from a configuration state to a row, and per preset a function that starts
/// from the base style, calls `updated(for:)` and assigns only what the row customises
/// (UIKit pins every assigned property in every state: Apple's `UIBackgroundConfiguration` documentation).
///
/// It compiles at an iOS 14 / tvOS 14 deployment target whatever the theme's own: every
/// newer API sits behind `@available` on the declaration or `#available` with a fallback.
extension SwiftEmitter {
    func writeUIKit(_ c: Context, to out: inout SwiftSource) {
        let p = c.pub
        let ns = c.namespace
        out.line()
        out.line("// MARK: - UIKit")
        out.line()
        out.line("#if \(uikitCondition(c.table.deploymentTarget))")
        out.line("import UIKit")
        out.line()
        writeLegacyFactories(c, to: &out)
        out.lines(
            """
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
        out.line("/// The palette as `UIColor`s, each created once.")
        out.line("@MainActor")
        out.open("\(p)enum UIPalette")
        for entry in c.table.palette {
            out.line("\(p)static let \(c.paletteNames[entry.name]!) = Palette.\(c.paletteNames[entry.name]!).uiColor")
        }
        out.close()
        out.line()
        out.line("/// The theme's tint colour as a `UIColor`. Preset colours written as `tint` are `nil` in")
        out.line("/// the configuration (UIKit then uses the view's `tintColor`): give the views this tint.")
        out.line("@MainActor")
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

    /// `canImport(UIKit)`, never on watchOS, and not on the UIKit platforms the theme does not
    /// declare (so a tvOS build of a package whose theme targets iOS only still compiles).
    /// Mac Catalyst follows iOS.
    func uikitCondition(_ targets: [Platform: OSVersion]) -> String {
        var parts = ["canImport(UIKit)", "!os(watchOS)"]
        if targets[.tvOS] == nil { parts.append("!os(tvOS)") }
        if targets[.visionOS] == nil { parts.append("!os(visionOS)") }
        if targets[.iOS] == nil, targets[.macCatalyst] == nil { parts.append("!os(iOS)") }
        return parts.joined(separator: " && ")
    }

    /// True when `availability` is newer than UIBackgroundConfiguration's own iOS 14 / tvOS 14,
    /// the oldest target generated code compiles at.
    func needsGuard(_ availability: Availability) -> Bool {
        availability.introduced[.iOS].map { $0 > OSVersion(14) } ?? false
            || availability.introduced[.tvOS].map { $0 > OSVersion(14) } ?? false
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
        if let system = SystemColor.named(name) {
            guard needsGuard(system.availability) else { return "UIColor.\(name)" }
            // Newer than iOS 14 (systemMint, systemCyan): the table's values below it.
            let fallback = "\(c.namespace).\(variantsLiteral(system.variants(in: c.table.design), name: name)).uiColor"
            return "{ if #available(\(availabilityCondition(system.availability))) { return UIColor.\(name) } else { return \(fallback) } }()"
        }
        if let variants = c.palette[name], let member = c.paletteNames[name] {
            // A name an import shadows differently resolves to other values: keep the row's own.
            if let rgba, let traits, variants[traits] != rgba { return literal }
            return "\(c.namespace).UIPalette.\(member)"
        }
        return literal
    }
}
