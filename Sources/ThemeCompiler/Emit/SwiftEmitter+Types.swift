/// The platform-neutral types of a generated file: states, colours, appearances, rows and
/// tables. They are written into every file (inside the theme's namespace) so a generated
/// file stands alone: no themec module is needed to compile or read it. A palette-only file
/// (no presets) gets the colour types alone: nothing else would use the rest.
extension SwiftEmitter {
    func writeNeutralTypes(_ c: Context, to out: inout SwiftSource) {
        let p = c.pub
        out.line()
        out.line("// MARK: - Platform-neutral types")
        out.line()
        out.open("extension \(c.namespace)")
        if !c.table.presets.isEmpty {
            writeState(p, to: &out)
            out.line()
        }
        writeColorTypes(p, to: &out)
        if !c.table.presets.isEmpty { writeTableTypes(p, buttons: c.hasButtons, to: &out) }
        out.close()
    }

    /// `Color` and `Variants`: what the palette and the tint are made of.
    private func writeColorTypes(_ p: String, to out: inout SwiftSource) {
        out.lines(
            """
            /// An sRGB colour, packed as `0xRRGGBBAA`, with its semantic name: a palette or system
            /// colour name, `tint`, or nil for a literal; and the asset-catalog colour set it is.
            \(p)struct Color: Sendable, Hashable {
                \(p)var rgba: UInt32
                \(p)var name: String?
                \(p)var asset: String?
                \(p)init(_ rgba: UInt32, name: String? = nil, asset: String? = nil) {
                    self.rgba = rgba
                    self.name = name
                    self.asset = asset
                }
                \(p)var red: Double { channel(24) }
                \(p)var green: Double { channel(16) }
                \(p)var blue: Double { channel(8) }
                \(p)var alpha: Double { channel(0) }
                /// `#RRGGBBAA`, as in the compiled JSON table.
                \(p)var hex: String {
                    let digits = String(rgba, radix: 16, uppercase: true)
                    var text = "#"
                    text += String(repeating: "0", count: 8 - digits.count)
                    text += digits
                    return text
                }
                /// The byte at `shift`, from 0 to 1. (Typed steps keep the type checker's work small.)
                private func channel(_ shift: UInt32) -> Double {
                    let byte: UInt32 = (rgba >> shift) & 0xFF
                    return Double(byte) / 255
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
            """)
    }

    /// The rows' types and the decoder of the rows' text; with `buttons`, the button fields too.
    private func writeTableTypes(_ p: String, buttons: Bool, to out: inout SwiftSource) {
        let b = ButtonTypeSnippets(p, buttons: buttons)
        out.lines(
            """

            /// The properties of `UIBackgroundConfiguration` a theme can set, in table order.
            \(p)enum Property: String, CaseIterable, Sendable {
                case backgroundColor, backgroundColorTransformer, cornerRadius, backgroundInsets
                case edgesAddingLayoutMarginsToBackgroundInsets, strokeColor, strokeColorTransformer
                case strokeWidth, strokeOutset, visualEffect, shadowProperties, image, imageContentMode
                case customView\(b.propertyCases)
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
                \(p)var customized: [Property]\(b.appearanceField)
            }\(b.fieldsType)

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

            /// A table from its rows as themec writes them: one row per line, fields separated by a
            /// space, `-` for nil or empty, in this order: the state's key (`normal`,
            /// `highlighted+selected`), backgroundColor, backgroundColorTransformer, cornerRadius,
            /// backgroundInsets (`top,leading,bottom,trailing`),
            /// edgesAddingLayoutMarginsToBackgroundInsets (`top,bottom`), strokeColor,
            /// strokeColorTransformer, strokeWidth, strokeOutset, visualEffect, shadowProperties
            /// (`color,opacity,radius,offsetWidth,offsetHeight`), image, imageContentMode,
            /// customView (`image,contentMode`), resolvedBackgroundColor, resolvedStrokeColor,
            /// customized (`backgroundColor,cornerRadius`)\(b.rowDoc). A colour is `RRGGBBAA` or
            /// `RRGGBBAA:name`, followed by `^i` for the asset colour `assets[i]`; an image is `@i`,
            /// its name being `images[i]`.
            fileprivate static func table(
                name: String, base: String, listEnvironment: String?, kind: String, extends: String?,
                description: String?, axes: State, images: [String], assets: [String] = [], rows: String
            ) -> PresetTable {
                var decoded: [Row] = []
                for line in rows.split(separator: "\\n") { decoded.append(row(line, images: images, assets: assets)) }
                return PresetTable(
                    name: name, base: base, listEnvironment: listEnvironment, kind: kind, extends: extends,
                    description: description, axes: axes, rows: decoded)
            }
            /// One line of a table as themec writes it (see `table(…rows:)`). A line themec did not
            /// write is a bug in themec: it stops the program with the line.
            fileprivate static func row(_ line: Substring, images: [String], assets: [String]) -> Row {
                func fail() -> Never { preconditionFailure("themec wrote a malformed table row: \\(line)") }
                func must<T>(_ value: T?) -> T {
                    guard let value else { fail() }
                    return value
                }
                let fields: [Substring] = line.split(separator: " ")
                guard \(b.fieldCountTest) else { fail() }
                func number(_ text: Substring) -> Double { must(Double(text)) }
                func list(_ text: Substring) -> [Substring] { text == "-" ? [] : text.split(separator: ",") }
                func text(_ field: Substring) -> String? { field == "-" ? nil : String(field) }
                func color(_ text: Substring) -> Color? {
                    guard text != "-" else { return nil }
                    let named: [Substring] = text.split(separator: "^")
                    let parts: [Substring] = named[0].split(separator: ":")
                    guard let rgba = UInt32(parts[0], radix: 16) else { fail() }
                    var asset: String? = nil
                    if named.count > 1 {
                        guard let index = Int(named[1]), assets.indices.contains(index) else { fail() }
                        asset = assets[index]
                    }
                    return Color(rgba, name: parts.count > 1 ? String(parts[1]) : nil, asset: asset)
                }
                func image(_ text: Substring) -> String {
                    guard let index = Int(text.dropFirst()), images.indices.contains(index) else { fail() }
                    return images[index]
                }
                func transformer(_ text: Substring) -> ColorTransformer? {
                    if text == "-" { return nil }
                    return must(ColorTransformer(rawValue: String(text)))
                }
                var state: State = []
                let atoms: [Substring] = fields[0] == "normal" ? [] : fields[0].split(separator: "+")
                for atom in atoms {
                    guard let found = State.atoms.first(where: { $0.1 == atom }) else { fail() }
                    state.insert(found.0)
                }
                let insets: [Double] = list(fields[4]).map(number)
                let shadow: [Substring] = list(fields[11])
                let view: [Substring] = list(fields[14])
                guard insets.count == 4, shadow.count == 5, view.isEmpty || view.count == 2 else { fail() }
                // One typed value per field keeps each expression small for the type checker.
                var customized: [Property] = []
                for name in list(fields[17]) { customized.append(must(Property(rawValue: String(name)))) }
                let shadowColor: Color = must(color(shadow[0]))
                let resolvedBackground: Color = must(color(fields[15]))
                let resolvedStroke: Color = must(color(fields[16]))
                let imageName: String? = fields[12] == "-" ? nil : image(fields[12])
                var customView: CustomView? = nil
                if view.count == 2 { customView = CustomView(image: image(view[0]), contentMode: String(view[1])) }
                let insetValues = Insets(top: insets[0], leading: insets[1], bottom: insets[2], trailing: insets[3])
                let shadowValues = Shadow(
                    color: shadowColor, opacity: number(shadow[1]), radius: number(shadow[2]),
                    offsetWidth: number(shadow[3]), offsetHeight: number(shadow[4]))
                let background: Color? = color(fields[1]), stroke: Color? = color(fields[6])
                let backgroundTransformer: ColorTransformer? = transformer(fields[2])
                let strokeTransformer: ColorTransformer? = transformer(fields[7])
                let edges: [String] = list(fields[5]).map(String.init)
                \(b.appearanceBinding) appearance = Appearance(
                    backgroundColor: background, backgroundColorTransformer: backgroundTransformer,
                    cornerRadius: number(fields[3]), backgroundInsets: insetValues,
                    edgesAddingLayoutMarginsToBackgroundInsets: edges, strokeColor: stroke,
                    strokeColorTransformer: strokeTransformer, strokeWidth: number(fields[8]),
                    strokeOutset: number(fields[9]), visualEffect: text(fields[10]), shadowProperties: shadowValues,
                    image: imageName, imageContentMode: String(fields[13]), customView: customView,
                    resolvedBackgroundColor: resolvedBackground, resolvedStrokeColor: resolvedStroke, customized: customized)\(b.decodeFields)
                return Row(state: state, appearance: appearance)
            }
            """)
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
