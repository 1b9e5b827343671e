/// `unused-color`: a palette colour nothing uses.
package struct UnusedColorRule: ValidationRule {
    package static let description = RuleDescription(
        id: .unusedColor,
        name: "Unused colour",
        summary: "a palette colour that no preset, colour or 'tintColor' of the file or its importers uses",
        rationale: """
            An unused palette entry is usually left over from a rename, or a typo elsewhere that \
            fell back to another colour. When several files are linted together, uses from the \
            linted files that import this one (directly or through another import) count too. \
            A suppression comment on a colour that only such an importer uses is not an unused \
            suppression: the file linted or compiled alone reports the colour.
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            colors:
              brand: "#3366FF"
              1️⃣oldBrand: "#3355EE"
            presets:
              row:
                base: clear
                strokeColor: brand
                strokeWidth: 1
            """
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            colors:
              brand: "#3366FF"
              accent: { from: brand, alpha: 0.5 }
            tintColor: accent
            presets:
              row:
                base: clear
                strokeColor: brand
                strokeWidth: 1
            """
        ])

    package init() {}

    package func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector) {
        let used = Self.usedColors(in: context.program)[0]
        for (i, definition) in context.document.colors.enumerated() where !used[i] {
            diagnostics.report(Self.finding(for: definition))
        }
    }

    /// The finding for a palette colour that nothing uses.
    static func finding(for definition: ColorDefinition) -> Diagnostic {
        Diagnostic(rule: .unusedColor, message: message(definition.name.value), location: definition.name.location)
    }

    /// Every palette colour some expression of the program refers to, and every one that an
    /// `undefined-color` finding proposes as the name meant ('brand' for 'brnad'): calling it
    /// unused would contradict that finding's fix. `used[d][i]`: the colour at position `i` of
    /// document `d`'s `colors` (`ThemeProgram.namedPaletteColors`).
    static func usedColors(in program: ThemeProgram) -> [[Bool]] {
        var used = program.namedPaletteColors
        for (index, references) in program.namesOutsidePalettes.enumerated() {
            for reference in references {
                if let meant = UndefinedColorRule.suggestion(for: reference.value, from: index, in: program),
                    let (d, i) = program.colorPosition(named: meant, from: index)
                {
                    used[d][i] = true
                }
            }
        }
        return used
    }
}

fileprivate func message(_ name: String) -> String {
    "the palette colour '\(name)' is not used by any preset, colour or 'tintColor' — remove it, or check for a typo where it was meant"
}
