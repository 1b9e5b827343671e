import Foundation
import Testing
import TestSupport
import ThemeCompiler

// The example of docs/architecture.md ("Declared API"), word for word: a tool that embeds
// the compiler through its declared API only (a plain `import ThemeCompiler`, never
// `@testable`, so nothing `package` is visible here).

/// Compiles the theme at `path` under the `.themec.yml` nearest to it, returns its findings
/// as `file:line:column: severity: message [rule]` lines, and writes its table (JSON) to
/// `tablePath` when it compiled. Throws when the theme cannot be read or the table written.
func compileTheme(at path: String, writingTableTo tablePath: String) throws -> String {
    let configuration = ConfigurationResolver().configuration(for: path)
    let pipeline = ThemePipeline(
        configuration: configuration, source: FileSystemSource(root: ProjectRoot.discover()))
    let result = try pipeline.compile(.file(path))
    let report = LintReport(diagnostics: result.diagnostics, fileCount: 1, sources: result.sourceFiles)
    if let table = result.table {
        try Data(JSONTableEmitter().emit(table)).write(to: URL(fileURLWithPath: tablePath))
    }
    return XcodeReporter().render(report)
}

/// The declared API is enough to embed the compiler: the documented example compiles a
/// shipped theme to the same table `themec compile` writes, reports a broken theme's
/// findings, and the rest of the API (lint, emitters, the rule catalogue, diff, explain)
/// is usable without `@testable`.
@Suite struct EmbeddingTests {
    static let theme = packageRoot + "/Themes/Linen.theme.yaml"

    @Test func theDocumentedExampleWritesTheShippedThemesTable() throws {
        let directory = TemporaryDirectory()
        let tablePath = directory.path + "/Linen.table.json"
        let findings = try compileTheme(at: Self.theme, writingTableTo: tablePath)
        #expect(findings == "", "the shipped themes are lint-clean")
        let written = try String(contentsOfFile: tablePath, encoding: .utf8)
        // The golden was compiled from the package root, so its paths are relative.
        let relative = written.replacingOccurrences(of: packageRoot + "/", with: "")
        try Golden.check(relative, against: "Tests/ThemeCompilerTests/Fixtures/Themes/Linen.table.json")
    }

    @Test func theDocumentedExampleReportsFindingsAndWritesNoTable() throws {
        let directory = TemporaryDirectory()
        let theme = directory.write(
            "Broken.theme.yaml", Array("theme: Broken\nversion: 1\npresets:\n  card:\n    base: listPlainCell\n    colour: red\n".utf8))
        let tablePath = directory.path + "/Broken.table.json"
        let findings = try compileTheme(at: theme, writingTableTo: tablePath)
        #expect(findings.contains(theme + ":6:5: error: "), "\(findings)")
        #expect(findings.contains("[unknown-key]"), "\(findings)")
        #expect(!FileManager.default.fileExists(atPath: tablePath), "a broken theme has no table")
        #expect(throws: ThemeInputError.self) { try compileTheme(at: directory.path + "/Missing.theme.yaml", writingTableTo: tablePath) }
    }

    /// docs/architecture.md shows `compileTheme` exactly as this file defines it, so the
    /// documented example is the tested one.
    @Test func theDocumentationShowsThisExample() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let start = try #require(source.range(of: "/// Compiles the theme at"))
        let end = try #require(source.range(of: "\n}\n", range: start.upperBound..<source.endIndex))
        let example = String(source[start.lowerBound..<end.upperBound])
        let docs = try String(contentsOfFile: packageRoot + "/docs/architecture.md", encoding: .utf8)
        #expect(docs.contains(example), "docs/architecture.md must show:\n\(example)")
    }

    @Test func theRestOfTheDeclaredAPIIsUsable() throws {
        let result = try ThemePipeline().compile(.file(Self.theme))
        let table = try #require(result.table)
        let preset = try #require(table.presets.first)
        let row = try #require(preset.rows.first)
        #expect(row.state == .normal && row.state.key == "normal")
        #expect(table.header.theme == table.theme)
        _ = row.appearance.resolvedBackgroundColor.hexString
        #expect(!SwiftEmitter(access: .internal).emit(table).isEmpty)
        #expect(!PreviewEmitter(declaredIn: result.program).emit([table], findings: result.diagnostics).isEmpty)

        #expect(TableDiff(old: table, new: table).isEmpty)
        #expect(!TableDiffText().render([(title: "Linen", diff: TableDiff(old: nil, new: table))]).isEmpty)

        let explainer = ThemeExplainer(program: result.program, design: result.design)
        let resolution = try #require(explainer.resolution(of: preset.name))
        let explanation = try #require(explainer.explain(resolution, state: .normal))
        #expect(!ExplanationText().render(explanation).isEmpty)

        let lint = ThemeLinter().lint([packageRoot + "/Themes"])
        #expect(lint.report.fileCount >= 5 && lint.unreadable.isEmpty)
        #expect(lint.report.diagnostics.isEmpty, "\(HumanReporter(color: false).render(lint.report))")
        #expect(!SARIFReporter(rules: RuleCatalog.sarifRules()).render(lint.report).isEmpty)

        let ids = Set(RuleRegistry.rules.map { $0.description.id })
        #expect(ids == Set(RuleID.all))
        #expect(RuleRegistry.description(of: try #require(RuleID(rawValue: "unused-color")))?.defaultSeverity == .note)

        let (configuration, configurationFindings) = ConfigurationLoader.parse(Array("rules:\n  unused-color: off\n".utf8), path: "/p/.themec.yml")
        #expect(configurationFindings.isEmpty && configuration.rules.count == 1)
    }
}
