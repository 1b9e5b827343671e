/// The resolved table as Swift values: one `PresetTable` per preset with every row, the
/// same data as the JSON table (colours keep their semantic names).
///
/// A preset's rows are written as text, one line per row, that the file decodes once, at
/// first use (a `static let`). A Swift array of nested initialisers is one expression for the
/// type checker, whose cost grows far faster than its rows (a 512-row preset did not finish
/// in 3 GB); a string literal costs it next to nothing, whatever its length
/// (docs/performance.md, "Generated Swift").
extension SwiftEmitter {
    func writeTables(_ c: Context, to out: inout SwiftSource) {
        guard !c.table.presets.isEmpty else { return }
        out.line()
        out.line("/// The table of `preset`.")
        out.open("\(c.pub)static func table(for preset: Preset) -> PresetTable")
        out.switchBlock("preset", cases: c.presetNames.map { ("case .\($0):", ["return Tables.\($0)"]) })
        out.close()
        out.line()
        out.line("/// Every preset's table, in theme order.")
        out.line("\(c.pub)static var tables: [PresetTable] { Preset.allCases.map(table(for:)) }")
        out.line()
        out.line("/// The resolved tables, one per preset, each decoded once, at first use.")
        out.open("\(c.pub)enum Tables")
        for (preset, name) in zip(c.table.presets, c.presetNames) {
            out.doc(preset.description)
            writeTable(preset, member: name, c, to: &out)
        }
        out.close()
    }

    private func writeTable(_ preset: PresetTable, member: String, _ c: Context, to out: inout SwiftSource) {
        func str(_ s: String?) -> String { s.map(SwiftEmitter.stringLiteral) ?? "nil" }
        var images: [String] = []
        var assets: [String] = []
        var lines: [String] = []
        for row in preset.rows { lines.append(rowLine(row, images: &images, assets: &assets)) }
        out.line("\(c.pub)static let \(member) = table(")
        out.line("    name: \(str(preset.name)), base: \(str(preset.base.rawValue)), listEnvironment: \(str(preset.listEnvironment?.rawValue)),")
        out.line("    kind: \(str(preset.base.kind.rawValue)), extends: \(str(preset.extends)),")
        out.line("    description: \(str(preset.description)),")
        out.line("    axes: \(stateLiteral(StateSet(preset.axes))),")
        out.line("    images: [\(images.map(SwiftEmitter.stringLiteral).joined(separator: ", "))],")
        if !assets.isEmpty { out.line("    assets: [\(assets.map(SwiftEmitter.stringLiteral).joined(separator: ", "))],") }
        out.line("    rows: \"\"\"")
        for line in lines { out.line("        " + line) }
        out.line("        \"\"\")")
    }

    /// `[]` or `[.highlighted, .selected]`.
    func stateLiteral(_ state: StateSet) -> String {
        "[" + state.atoms.map { "." + $0.rawValue }.joined(separator: ", ") + "]"
    }

    /// One row as the line `PresetTable.init(…rows:)` reads (its doc comment in
    /// `SwiftEmitter+Types.swift` lists the fields). Every field is an identifier, a number
    /// or hex digits — theme names are identifiers and the other names are UIKit's — except
    /// image and asset names, which are any text and so stand in `images` and `assets`, written
    /// `@index` and `^index`. A button row adds its five button fields.
    func rowLine(_ row: ResolvedRow, images: inout [String], assets: inout [String]) -> String {
        let a = row.appearance
        let n = SwiftEmitter.numberLiteral
        func color(_ c: ResolvedColor?) -> String {
            guard let c else { return "-" }
            var text = String(SwiftEmitter.hexLiteral(c.rgba).dropFirst(2)) + (c.name.map { ":" + $0 } ?? "")
            if let asset = c.asset {
                if !assets.contains(asset) { assets.append(asset) }
                text += "^\(assets.firstIndex(of: asset)!)"
            }
            return text
        }
        func image(_ name: String) -> String {
            if let i = images.firstIndex(of: name) { return "@\(i)" }
            images.append(name)
            return "@\(images.count - 1)"
        }
        func list(_ names: [String]) -> String { names.isEmpty ? "-" : names.joined(separator: ",") }
        let i = a.backgroundInsets
        let s = a.shadowProperties
        let fields = [
            row.state.key,
            color(a.backgroundColor), a.backgroundColorTransformer?.rawValue ?? "-",
            n(a.cornerRadius), [i.top, i.leading, i.bottom, i.trailing].map(n).joined(separator: ","),
            list(a.edgesAddingLayoutMarginsToBackgroundInsets.sorted().map(\.rawValue)),
            color(a.strokeColor), a.strokeColorTransformer?.rawValue ?? "-",
            n(a.strokeWidth), n(a.strokeOutset), a.visualEffect ?? "-",
            [color(s.color), n(s.opacity), n(s.radius), n(s.offsetWidth), n(s.offsetHeight)].joined(separator: ","),
            a.image.map(image) ?? "-", a.imageContentMode,
            a.customView.map { image($0.image) + "," + $0.contentMode } ?? "-",
            color(ResolvedColor(rgba: a.resolvedBackgroundColor, name: nil)),
            color(ResolvedColor(rgba: a.resolvedStrokeColor, name: nil)),
            list(a.customized.map(\.rawValue)),
        ]
        guard let b = a.button else { return fields.joined(separator: " ") }
        return
            (fields + [
                b.cornerStyle, b.buttonSize, color(b.baseBackgroundColor), color(b.baseForegroundColor),
                color(ResolvedColor(rgba: b.resolvedForegroundColor, name: nil)),
            ]).joined(separator: " ")
    }
}
