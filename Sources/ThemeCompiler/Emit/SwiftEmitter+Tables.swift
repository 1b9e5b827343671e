/// The resolved table as Swift values: one `PresetTable` per preset with every row, the
/// same data as the JSON table (colours keep their semantic names).
extension SwiftEmitter {
    func writeTables(_ c: Context, to out: inout SwiftSource) {
        out.line("/// The table of `preset`.")
        out.open("\(c.pub)static func table(for preset: Preset) -> PresetTable")
        out.switchBlock("preset", cases: c.presetNames.map { ("case .\($0):", ["return Tables.\($0)"]) })
        out.close()
        out.line()
        out.line("/// Every preset's table, in theme order.")
        out.line("\(c.pub)static var tables: [PresetTable] { Preset.allCases.map(table(for:)) }")
        out.line()
        out.line("/// The resolved tables, one per preset.")
        out.open("\(c.pub)enum Tables")
        for (preset, name) in zip(c.table.presets, c.presetNames) {
            out.doc(preset.description)
            writeTable(preset, member: name, c, to: &out)
        }
        out.close()
    }

    private func writeTable(_ preset: PresetTable, member: String, _ c: Context, to out: inout SwiftSource) {
        func str(_ s: String?) -> String { s.map(SwiftEmitter.stringLiteral) ?? "nil" }
        out.line("\(c.pub)static let \(member) = PresetTable(")
        out.line("    name: \(str(preset.name)), base: \(str(preset.base.rawValue)), listEnvironment: \(str(preset.listEnvironment?.rawValue)),")
        out.line("    kind: \(str(preset.base.kind.rawValue)), extends: \(str(preset.extends)),")
        out.line("    description: \(str(preset.description)),")
        out.line("    axes: \(stateLiteral(StateSet(preset.axes))),")
        out.line("    rows: [")
        for row in preset.rows {
            out.line("        Row(state: \(stateLiteral(row.state)), appearance: Appearance(")
            for l in appearanceArguments(row.appearance) { out.line("            " + l) }
            out.line("        )),")
        }
        out.line("    ])")
    }

    /// `[]` or `[.highlighted, .selected]`.
    func stateLiteral(_ state: StateSet) -> String {
        "[" + state.atoms.map { "." + $0.rawValue }.joined(separator: ", ") + "]"
    }

    /// `Color(0x1F5FBFFF, name: "brand")`.
    func colorLiteral(_ rgba: RGBA, name: String?) -> String {
        "Color(\(SwiftEmitter.hexLiteral(rgba))" + (name.map { ", name: \(SwiftEmitter.stringLiteral($0))" } ?? "") + ")"
    }

    private func appearanceArguments(_ a: Appearance) -> [String] {
        func color(_ c: ResolvedColor?) -> String { c.map { colorLiteral($0.rgba, name: $0.name) } ?? "nil" }
        func transformer(_ t: ColorTransformer?) -> String { t.map { "." + $0.rawValue } ?? "nil" }
        func str(_ s: String?) -> String { s.map(SwiftEmitter.stringLiteral) ?? "nil" }
        let n = SwiftEmitter.numberLiteral
        let i = a.backgroundInsets
        let s = a.shadowProperties
        let edges = a.edgesAddingLayoutMarginsToBackgroundInsets.sorted().map { SwiftEmitter.stringLiteral($0.rawValue) }
        let view = a.customView.map { "CustomView(image: \(str($0.image)), contentMode: \(str($0.contentMode)))" } ?? "nil"
        return [
            "backgroundColor: \(color(a.backgroundColor)), backgroundColorTransformer: \(transformer(a.backgroundColorTransformer)),",
            "cornerRadius: \(n(a.cornerRadius)), backgroundInsets: Insets(top: \(n(i.top)), leading: \(n(i.leading)), bottom: \(n(i.bottom)), trailing: \(n(i.trailing))),",
            "edgesAddingLayoutMarginsToBackgroundInsets: [\(edges.joined(separator: ", "))],",
            "strokeColor: \(color(a.strokeColor)), strokeColorTransformer: \(transformer(a.strokeColorTransformer)),",
            "strokeWidth: \(n(a.strokeWidth)), strokeOutset: \(n(a.strokeOutset)), visualEffect: \(str(a.visualEffect)),",
            "shadowProperties: Shadow(color: \(color(s.color)), opacity: \(n(s.opacity)), radius: \(n(s.radius)), offsetWidth: \(n(s.offsetWidth)), offsetHeight: \(n(s.offsetHeight))),",
            "image: \(str(a.image)), imageContentMode: \(str(a.imageContentMode)), customView: \(view),",
            "resolvedBackgroundColor: Color(\(SwiftEmitter.hexLiteral(a.resolvedBackgroundColor))), resolvedStrokeColor: Color(\(SwiftEmitter.hexLiteral(a.resolvedStrokeColor))),",
            "customized: [\(a.customized.map { "." + $0.rawValue }.joined(separator: ", "))]",
        ]
    }
}
