/// The UIKit part of a generated file, under `#if canImport(UIKit)` on the platforms the
/// theme declares (never watchOS: no dynamic colours, no cells): colours, the mapping from a
/// configuration state to a row, and per preset a function that starts from the base style,
/// calls `updated(for:)` and assigns only what the row customises (UIKit pins every assigned
/// property in every state: Apple's `UIBackgroundConfiguration` documentation).
///
/// Its size does not depend on the rows: the functions read the rows from the table.
/// Availability: `SwiftEmitter+Availability.swift`.
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
        writeComponents(c, to: &out)
        if !c.listIndices.isEmpty {
            writeStateMapping(c, to: &out)
            out.line()
        }
        if !c.buttonIndices.isEmpty {
            writeButtonStateMapping(c, to: &out)
            out.line()
        }
        if let floor = floorAttribute(c) { out.line(floor) }
        out.open("extension \(ns)")
        writeUIPalette(c, to: &out)
        writeAssetLookup(c, to: &out)
        out.line()
        out.line("/// The theme's tint colour as a `UIColor`. Preset colours written as `tint` are `nil` in")
        out.line("/// the configuration (UIKit then uses the view's `tintColor`): give the views this tint.")
        out.line("@MainActor")
        out.line("\(p)static var tintUIColor: UIColor { \(tintExpression(c)) }")
        if !c.table.presets.isEmpty { writePresetFunctions(c, to: &out) }
        out.close()
        out.line("#endif")
    }

    /// `configuration(for:state:tintColor:)`, the installers, `Backgrounds` and what they call;
    /// for button presets, their own (`SwiftEmitter+Buttons.swift`).
    private func writePresetFunctions(_ c: Context, to out: inout SwiftSource) {
        let lists = c.listIndices
        if !lists.isEmpty {
            out.line()
            out.line("/// The background of `preset` for `state` (see `Backgrounds`). `tintColor` is the view's tint,")
            out.line("/// for a shadow whose colour is `tint` (nil: `tintUIColor`).")
            out.line("@MainActor")
            out.open(
                "\(c.pub)static func configuration(for preset: \(c.listPresetType), state: any UIConfigurationState, tintColor: UIColor? = nil) -> UIBackgroundConfiguration"
            )
            out.switchBlock(
                "preset",
                cases: lists.map { ("case .\(c.presetNames[$0]):", ["return Backgrounds.\(c.presetNames[$0])(for: state, tintColor: tintColor)"]) })
            out.close()
            writeInstallers(c, to: &out)
            out.line()
            out.line("/// One function per preset: the base style's configuration updated for the state, with")
            out.line("/// only the properties the theme customises in that state's row assigned.")
            out.open("\(c.pub)enum Backgrounds")
            for (n, index) in lists.enumerated() {
                if n > 0 { out.line() }
                writeBackground(c.table.presets[index], member: c.presetNames[index], c, to: &out)
            }
            out.close()
        }
        if !c.buttonIndices.isEmpty { writeButtons(c, to: &out) }
        out.line()
        writeApply(c, to: &out)
        writeColorLookup(c, to: &out)
        writeTintTransformers(c, to: &out)
        writeNameLookups(c, to: &out)
    }

    /// The tint as a `UIColor`: the palette's or UIKit's colour it names, else its values.
    private func tintExpression(_ c: Context) -> String {
        guard let name = c.table.tintName else { return "tintColor.uiColor" }
        if SystemColor.named(name) != nil { return systemColor(name, c) }
        if let member = c.paletteNames[name] { return "UIPalette.\(member)" }
        return "tintColor.uiColor"
    }
}
