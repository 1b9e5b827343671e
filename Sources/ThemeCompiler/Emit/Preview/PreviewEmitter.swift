import ThemeSyntax

/// Writes a theme's tables as one self-contained HTML page (issue 11, docs/preview.md): per
/// preset its facts, its findings and a state matrix with one swatch per row of its table.
/// Inline CSS only, no script, no remote resource: the page opens offline in any browser.
/// Every theme-provided string is escaped.
public struct PreviewEmitter: Sendable {
    /// Where each preset of the compiled file is declared (its name's location), so findings
    /// can be shown in the section of the preset they fall in.
    public var presetLocations: [String: SourceLocation]
    /// The CIEDE2000 ΔE below which rows look alike (`LookAlikes`): the lint's, so the rows
    /// marked "looks like …" are the rows `selection-invisible` names.
    public var lookAlikeThreshold: Double

    /// A preview writer.
    /// - Parameters:
    ///   - presetLocations: Where each preset is declared, by name (the page links to it).
    ///   - lookAlikeThreshold: The CIEDE2000 ΔE below which rows are marked as looking alike.
    public init(presetLocations: [String: SourceLocation] = [:], lookAlikeThreshold: Double = LookAlikes.defaultThreshold) {
        self.presetLocations = presetLocations
        self.lookAlikeThreshold = lookAlikeThreshold
    }

    /// A preview whose sections name where `program`'s compiled file declares each preset
    /// (the loaded program's own locations: the file is not parsed again).
    public init(declaredIn program: ThemeProgram, lookAlikeThreshold: Double = LookAlikes.defaultThreshold) {
        var locations: [String: SourceLocation] = [:]
        for preset in program.root.presets where locations[preset.name.value] == nil {
            locations[preset.name.value] = preset.name.location
        }
        self.init(presetLocations: locations, lookAlikeThreshold: lookAlikeThreshold)
    }

    /// The page for `tables` — the theme compiled for one design generation each (`--design
    /// both`: classic, then glass); with more than one, each preset shows a matrix per
    /// generation and each swatch names its generation in `data-design` — and the theme's
    /// `findings`.
    public func emit(_ tables: [ResolvedTable], findings: [Diagnostic]) -> [UInt8] {
        guard let first = tables.first else { return [] }
        var html = HTMLText()
        html.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        html.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        html.raw("<title>"); html.text(first.theme); html.raw(" — themec preview</title>\n")
        html.raw("<style>\n\(Self.stylesheet)</style>\n</head>\n<body>\n")
        let grouped = PreviewFindings(
            findings, presets: first.presets.map(\.name), locations: presetLocations,
            root: first.sources.first ?? "")
        writeHeader(first, general: grouped.general, to: &html)
        for (index, preset) in first.presets.enumerated() {
            let versions = tables.map { table in
                Version(
                    label: tables.count > 1 ? table.design.rawValue : nil, design: table.design,
                    preset: table.presets.first { $0.name == preset.name } ?? preset)
            }
            writeSection(
                preset, index: index, chain: Self.chain(of: preset, in: first), versions: versions,
                findings: grouped.byPreset[preset.name] ?? [], to: &html)
        }
        html.raw("</body>\n</html>\n")
        return Array(html.text.utf8)
    }

    private func writeHeader(_ table: ResolvedTable, general: [Diagnostic], to html: inout HTMLText) {
        html.raw("<header>\n<h1>"); html.text(table.theme); html.raw("</h1>\n")
        if let description = table.description {
            html.raw("<p class=\"description\">"); html.text(description); html.raw("</p>\n")
        }
        html.raw("<p class=\"meta\">")
        html.text(table.sources.joined(separator: ", "))
        html.raw(" · tint ")
        html.text((table.tintName.map { "\($0) " } ?? "") + table.tint.light.hexString)
        for platform in table.deploymentTarget.keys.sorted() {
            html.text(" · \(platform.rawValue) \(table.deploymentTarget[platform]!)")
        }
        html.raw("</p>\n<nav>")
        for (index, preset) in table.presets.enumerated() {
            html.raw("<a href=\"#preset-\(index)\">"); html.text(preset.name); html.raw("</a> ")
        }
        html.raw("</nav>\n")
        if !general.isEmpty { writeFindings(general, to: &html) }
        html.raw("</header>\n")
    }

    /// The `extends` chain, root first, as far as the table's presets go (a parent from an
    /// import is named, its own parents are not in this table).
    static func chain(of preset: PresetTable, in table: ResolvedTable) -> [String] {
        var chain = [preset.name]
        var current = preset
        while let parent = current.extends, !chain.contains(parent) {
            chain.append(parent)
            guard let next = table.presets.first(where: { $0.name == parent }) else { break }
            current = next
        }
        return chain.reversed()
    }

    /// A preset as compiled for one design generation; `label` is set when several are shown.
    private struct Version {
        var label: String?
        var design: DesignGeneration
        var preset: PresetTable
    }

    private func writeSection(
        _ preset: PresetTable, index: Int, chain: [String], versions: [Version],
        findings: [Diagnostic], to html: inout HTMLText
    ) {
        html.raw("<section class=\"preset\" id=\"preset-\(index)\">\n<h2>"); html.text(preset.name); html.raw("</h2>\n")
        html.raw("<dl class=\"facts\">\n")
        if let description = preset.description { fact("description", description, to: &html) }
        fact("base", preset.base.rawValue, to: &html)
        if preset.base.isButton {
            // A button's look does not depend on a list.
            fact("defaults", "of \(preset.defaultsStyle.rawValue)", to: &html)
        } else {
            let environment =
                preset.listEnvironment?.rawValue
                ?? ListBackground(preset.defaultsStyle, design: versions[0].design).environment.map { "\($0) (the base style's)" } ?? "none"
            fact("list environment", environment + " · defaults of \(preset.defaultsStyle.rawValue)", to: &html)
        }
        fact("kind", preset.base.kind.rawValue, to: &html)
        fact("extends", chain.count > 1 ? chain.joined(separator: " → ") : "—", to: &html)
        fact("axes", preset.axes.isEmpty ? "none" : preset.axes.map(\.rawValue).joined(separator: ", "), to: &html)
        html.raw("</dl>\n")
        if !findings.isEmpty { writeFindings(findings, to: &html) }
        for version in versions { writeMatrix(version.preset, generation: version.design, design: version.label, to: &html) }
        html.raw("</section>\n")
    }

    private func fact(_ name: String, _ value: String, to html: inout HTMLText) {
        html.raw("<dt>\(name)</dt><dd>"); html.text(value); html.raw("</dd>\n")
    }

    private func writeFindings(_ findings: [Diagnostic], to html: inout HTMLText) {
        html.raw("<ul class=\"findings\">\n")
        for finding in findings {
            html.raw("<li class=\"\(finding.severity.rawValue)\"><code>"); html.text(finding.location.description)
            html.raw("</code> <b>\(finding.severity.rawValue)</b> "); html.text(finding.message)
            html.raw(" <span class=\"rule\">["); html.text(finding.rule.rawValue); html.raw("]</span></li>\n")
        }
        html.raw("</ul>\n")
    }
}
