/// The platform-neutral types of a generated file: states, colours, appearances, rows and
/// tables. They are written into every file (inside the theme's namespace) so a generated
/// file stands alone: no themec module is needed to compile or read it.
extension SwiftEmitter {
    func writeNeutralTypes(_ c: Context, to out: inout SwiftSource) {
        let p = c.pub
        out.line()
        out.line("// MARK: - Platform-neutral types")
        out.line()
        out.open("extension \(c.namespace)")
        writeState(p, to: &out)
        out.lines(
            """

            /// An sRGB colour, packed as `0xRRGGBBAA`, with its semantic name: a palette or system
            /// colour name, `tint`, or nil for a literal.
            \(p)struct Color: Sendable, Hashable {
                \(p)var rgba: UInt32
                \(p)var name: String?
                \(p)init(_ rgba: UInt32, name: String? = nil) {
                    self.rgba = rgba
                    self.name = name
                }
                \(p)var red: Double { Double(rgba >> 24 & 0xFF) / 255 }
                \(p)var green: Double { Double(rgba >> 16 & 0xFF) / 255 }
                \(p)var blue: Double { Double(rgba >> 8 & 0xFF) / 255 }
                \(p)var alpha: Double { Double(rgba & 0xFF) / 255 }
                /// `#RRGGBBAA`, as in the compiled JSON table.
                \(p)var hex: String {
                    let digits = String(rgba, radix: 16, uppercase: true)
                    return "#" + String(repeating: "0", count: 8 - digits.count) + digits
                }
            }

            /// A colour's light, dark and high-contrast variants.
            \(p)struct Variants: Sendable, Hashable {
                \(p)var name: String?
                \(p)var light: Color
                \(p)var dark: Color
                \(p)var lightHighContrast: Color
                \(p)var darkHighContrast: Color
                \(p)init(name: String?, light: UInt32, dark: UInt32, lightHighContrast: UInt32, darkHighContrast: UInt32) {
                    self.name = name
                    self.light = Color(light, name: name)
                    self.dark = Color(dark, name: name)
                    self.lightHighContrast = Color(lightHighContrast, name: name)
                    self.darkHighContrast = Color(darkHighContrast, name: name)
                }
                /// The variant for the given traits.
                \(p)func resolved(dark isDark: Bool, highContrast: Bool) -> Color {
                    isDark ? (highContrast ? darkHighContrast : dark) : (highContrast ? lightHighContrast : light)
                }
            }

            /// The properties of `UIBackgroundConfiguration` a theme can set, in table order.
            \(p)enum Property: String, CaseIterable, Sendable {
                case backgroundColor, backgroundColorTransformer, cornerRadius, backgroundInsets
                case edgesAddingLayoutMarginsToBackgroundInsets, strokeColor, strokeColorTransformer
                case strokeWidth, strokeOutset, visualEffect, shadowProperties, image, imageContentMode
                case customView
            }

            /// The system colour transformers (`UIConfigurationColorTransformer`).
            \(p)enum ColorTransformer: String, Sendable {
                case grayscale, preferredTint, monochromeTint
            }

            /// Insets in points, in layout direction (`NSDirectionalEdgeInsets`).
            \(p)struct Insets: Sendable, Hashable {
                \(p)var top: Double, leading: Double, bottom: Double, trailing: Double
            }

            /// A shadow (`UIShadowProperties`).
            \(p)struct Shadow: Sendable, Hashable {
                \(p)var color: Color
                \(p)var opacity: Double
                \(p)var radius: Double
                \(p)var offsetWidth: Double
                \(p)var offsetHeight: Double
            }

            /// A custom background view: an image view showing an asset.
            \(p)struct CustomView: Sendable, Hashable {
                \(p)var image: String
                \(p)var contentMode: String
            }

            /// One row of a preset's table: every property for one state. `customized` lists what
            /// the theme sets in this row; everything else is the base style's default (generated
            /// UIKit code assigns only the customised properties).
            \(p)struct Appearance: Sendable, Hashable {
                \(p)var backgroundColor: Color?
                \(p)var backgroundColorTransformer: ColorTransformer?
                \(p)var cornerRadius: Double
                \(p)var backgroundInsets: Insets
                /// `top`, `leading`, `bottom`, `trailing`, in that order.
                \(p)var edgesAddingLayoutMarginsToBackgroundInsets: [String]
                \(p)var strokeColor: Color?
                \(p)var strokeColorTransformer: ColorTransformer?
                \(p)var strokeWidth: Double
                \(p)var strokeOutset: Double
                /// A `UIBlurEffect.Style` case name, or nil.
                \(p)var visualEffect: String?
                \(p)var shadowProperties: Shadow
                \(p)var image: String?
                /// A `UIView.ContentMode` case name.
                \(p)var imageContentMode: String
                \(p)var customView: CustomView?
                /// `transformer(backgroundColor ?? tint)` for the row's traits.
                \(p)var resolvedBackgroundColor: Color
                /// `transformer(strokeColor ?? tint)` for the row's traits.
                \(p)var resolvedStrokeColor: Color
                \(p)var customized: [Property]
            }

            /// A state and its appearance.
            \(p)struct Row: Sendable, Hashable {
                \(p)var state: State
                \(p)var appearance: Appearance
            }

            /// A preset compiled to its table.
            \(p)struct PresetTable: Sendable, Hashable {
                /// The preset's name in the theme.
                \(p)var name: String
                /// The system style at the root of its `extends` chain.
                \(p)var base: String
                \(p)var listEnvironment: String?
                /// `cell`, `headerFooter` or `any`.
                \(p)var kind: String
                \(p)var extends: String?
                \(p)var description: String?
                /// The atoms its rows vary over.
                \(p)var axes: State
                \(p)var rows: [Row]
                /// The appearance for `state`. Atoms outside the axes do not change it; a state no
                /// view can be in (lifting and dragging, or targeted and not targeted, at once)
                /// keeps the first atom of each such pair. Never traps: a state without a row
                /// gets the normal row.
                \(p)func appearance(for state: State) -> Appearance {
                    var key = state.intersection(axes)
                    if key.contains([.lifting, .dragging]) { key.remove(.dragging) }
                    if key.contains([.dropTargeted, .dropNotTargeted]) { key.remove(.dropNotTargeted) }
                    return (rows.first { $0.state == key } ?? rows.first { $0.state.isEmpty } ?? rows[0]).appearance
                }
            }
            """)
        out.close()
    }

    private func writeState(_ p: String, to out: inout SwiftSource) {
        out.line("/// A set of state atoms: a row of a table, or the state of a view.")
        out.open("\(p)struct State: OptionSet, Sendable, Hashable")
        out.line("\(p)let rawValue: UInt16")
        out.line("\(p)init(rawValue: UInt16) { self.rawValue = rawValue }")
        for atom in StateAtom.allCases {
            out.line("\(p)static let \(atom.rawValue) = State(rawValue: 1 << \(atom.index))")
        }
        out.line("/// Every atom with its name, in canonical order.")
        let all = StateAtom.allCases.map { "(.\($0.rawValue), \(SwiftEmitter.stringLiteral($0.rawValue)))" }
        out.line("\(p)static let atoms: [(State, String)] = [")
        for chunk in stride(from: 0, to: all.count, by: 4) {
            out.line("    " + all[chunk..<min(chunk + 4, all.count)].joined(separator: ", ") + ",")
        }
        out.line("]")
        out.line("/// The row key: `normal`, or the atoms joined by `+` (`highlighted+selected`).")
        out.open("\(p)var key: String")
        out.line("let names = State.atoms.filter { contains($0.0) }.map(\\.1)")
        out.line("return names.isEmpty ? \"normal\" : names.joined(separator: \"+\")")
        out.close()
        out.close()
    }
}
