import Testing
import ThemeSyntax
@testable import ThemeCompiler
import TestSupport

/// `unused-color` in a lint of several files: a palette colour that a linted importer uses
/// is used; suppressions, each file's configuration and baselines work as for one file.
@Suite struct UnusedColorAcrossFilesTests {
    /// `brand` is used only by App, `deep` only by Top (which imports App), `stale` by nobody.
    /// `comment`, when given, is the line above the colour `marked`.
    static func palette(_ comment: String = "", above marked: String = "stale") -> String {
        let colors = ["brand", "deep", "stale"].map { name in
            let line = "  \(name): \"#3366FF\"\n"
            return name == marked && !comment.isEmpty ? "  \(comment)\n" + line : line
        }
        return "theme: Palette\nversion: 1\ncolors:\n" + colors.joined() + "presets: {}\n"
    }

    /// A directory with `palette/Palette.theme.yaml` (`paletteText`), `app/App.theme.yaml`
    /// importing it and using `brand`, and `Top.theme.yaml` importing App and using `deep`.
    static func project(_ paletteText: String = palette()) -> TemporaryDirectory {
        let dir = TemporaryDirectory("unused")
        dir.write("palette/Palette.theme.yaml", paletteText)
        dir.write(
            "app/App.theme.yaml",
            "theme: App\nversion: 1\nimports: [\"../palette/Palette.theme.yaml\"]\npresets:\n"
                + "  row: { base: clear, strokeColor: brand, strokeWidth: 1 }\n")
        dir.write(
            "Top.theme.yaml",
            "theme: Top\nversion: 1\nimports: [app/App.theme.yaml]\npresets:\n  card: { base: clear, backgroundColor: deep }\n")
        return dir
    }

    /// `rule name@line` for every finding.
    static func summary(_ result: ThemeLinter.Result) -> [String] {
        result.report.diagnostics.map { "\($0.rule) \($0.location.file.split(separator: "/").last ?? "")@\($0.location.line)" }
    }

    @Test func aColourUsedOnlyByImportersLintedInTheSameRunIsNotUnused() {
        let dir = Self.project()
        #expect(Self.summary(ThemeLinter().lint([dir.path])) == ["unused-color Palette.theme.yaml@6"])
    }

    @Test func thePaletteLintedAloneReportsEveryColourItDoesNotUseItself() throws {
        let dir = Self.project()
        let path = dir.path + "/palette/Palette.theme.yaml"
        let alone = [
            "unused-color Palette.theme.yaml@4", "unused-color Palette.theme.yaml@5", "unused-color Palette.theme.yaml@6",
        ]
        #expect(Self.summary(ThemeLinter().lint([path])) == alone)
        // The palette and App without Top: `deep` is unused again.
        let withApp = ThemeLinter().lint([path, dir.path + "/app/App.theme.yaml"])
        #expect(Self.summary(withApp) == ["unused-color Palette.theme.yaml@5", "unused-color Palette.theme.yaml@6"])
        // One file compiled or linted from standard input: its own program decides.
        let bytes = Array(Self.palette().utf8)
        #expect(Self.summary(ThemeLinter().lint(bytes: bytes, path: path)) == alone)
        let compiled = try ThemePipeline().compile(.file(path)).diagnostics
        #expect(compiled.map(\.location.line) == [4, 5, 6] && compiled.allSatisfy { $0.rule == .unusedColor })
    }

    @Test func aSuppressedUnusedColourIsSilentAndItsCommentIsUsed() {
        let dir = Self.project(Self.palette("# themec:disable-next-line unused-color -- kept for 2026"))
        #expect(Self.summary(ThemeLinter().lint([dir.path])) == [])
    }

    /// The comment is needed when the palette is linted or compiled alone, so a run that also
    /// sees the importer does not call it unused (it would flip between runs otherwise).
    @Test func aCommentOnAColourAnImporterUsesIsNotAnUnusedSuppression() {
        let dir = Self.project(Self.palette("# themec:disable-next-line unused-color", above: "brand"))
        #expect(Self.summary(ThemeLinter().lint([dir.path])) == ["unused-color Palette.theme.yaml@7"])
        let alone = ThemeLinter().lint([dir.path + "/palette/Palette.theme.yaml"])
        #expect(Self.summary(alone) == ["unused-color Palette.theme.yaml@6", "unused-color Palette.theme.yaml@7"])
        // A comment naming the rule on a colour the palette itself uses silences nothing.
        let used = Self.palette("# themec:disable-next-line unused-color", above: "brand")
            .replacingOccurrences(of: "presets: {}", with: "tintColor: brand\npresets: {}")
        let own = Self.project(used)
        #expect(Self.summary(ThemeLinter().lint([own.path])) == ["unused-suppression Palette.theme.yaml@4", "unused-color Palette.theme.yaml@7"])
    }

    @Test func thePalettesOwnConfigurationDecidesSeverityAndOff() {
        let dir = Self.project()
        // The importers' configuration does not apply to the palette's findings.
        Scratch.write("rules: { unused-color: off }\n", to: dir.path + "/app/.themec.yml")
        Scratch.write("rules: { unused-color: error }\n", to: dir.path + "/palette/.themec.yml")
        let loud = ThemeLinter().lint([dir.path]).report.diagnostics
        #expect(loud.map(\.rule) == [.unusedColor] && loud.first?.severity == .error && loud.first?.location.line == 6)

        let quiet = Self.project(Self.palette("# themec:disable-next-line unused-color", above: "brand"))
        Scratch.write("rules: { unused-color: off }\n", to: quiet.path + "/palette/.themec.yml")
        // Off: nothing reported, and the comment is not an unused suppression.
        #expect(Self.summary(ThemeLinter().lint([quiet.path])) == [])
    }

    @Test func aBaselineAbsorbsTheRunsFindingsAsBefore() throws {
        let dir = Self.project()
        let first = ThemeLinter().lint([dir.path]).report
        let baselinePath = dir.path + "/baseline.json"
        let baseline = Baseline(recording: first.diagnostics, baselinePath: baselinePath, paths: NodePathIndex(sources: first.sources))
        #expect(baseline.entries.map(\.path) == ["colors.stale"])
        // A second unused colour below the first: only it is new.
        dir.write("palette/Palette.theme.yaml", Self.palette().replacingOccurrences(of: "presets:", with: "  fresh: \"#000000\"\npresets:"))
        let later = ThemeLinter().lint([dir.path]).report
        let fresh = baseline.newFindings(in: later.diagnostics, baselinePath: baselinePath, paths: NodePathIndex(sources: later.sources))
        #expect(later.diagnostics.count == 2 && fresh.map(\.location.line) == [7])
    }

    @Test func theDecisionDoesNotDependOnTheOrderOfTheFiles() throws {
        let dir = Self.project(Self.palette("# themec:disable-next-line unused-color", above: "brand"))
        let files = ["palette/Palette.theme.yaml", "app/App.theme.yaml", "Top.theme.yaml"].map { dir.path + "/" + $0 }
        let programs = try files.map { try ThemeLoader().load(.file($0)).program }
        let forward = UnusedColorsAcrossFiles.decide(programs)
        let backward = UnusedColorsAcrossFiles.decide(Array(programs.reversed()))
        #expect(forward.map(\.findings) == backward.reversed().map(\.findings))
        #expect(forward.map(\.usedElsewhere) == backward.reversed().map(\.usedElsewhere))
        #expect(forward[0].findings.map(\.location.line) == [7])
        #expect(forward[0].usedElsewhere.map(\.location.line) == [5, 6])
        #expect(forward[1].findings.isEmpty && forward[2].findings.isEmpty)
        // A file that could not be read uses nothing.
        let unread = UnusedColorsAcrossFiles.decide([programs[0], nil])
        #expect(unread[0].findings.map(\.location.line) == [5, 6, 7] && unread[1].findings.isEmpty)
    }

    /// Colours are matched across programs by position where the same file was read the same,
    /// by name where it was not (it changed between the reads): the importers' uses of `brand`
    /// and `deep` are found in the palette as the run read it, colours added above them.
    @Test func aColourAnImporterUsesIsFoundByNameInAFileReadDifferently() throws {
        let dir = Self.project()
        let path = dir.path + "/palette/Palette.theme.yaml"
        let changed =
            "theme: Palette\nversion: 1\ncolors:\n  fresh: \"#000000\"\n  stale: \"#3366FF\"\n  brand: \"#3366FF\"\n  deep: \"#3366FF\"\npresets: {}\n"
        let palette = try ThemeLoader().load(.bytes(Array(changed.utf8), path: path)).program
        let importers = try ["app/App.theme.yaml", "Top.theme.yaml"].map { try ThemeLoader().load(.file(dir.path + "/" + $0)).program }
        #expect(importers.allSatisfy { $0.documents.contains { $0.path == palette.root.path } })
        let decided = UnusedColorsAcrossFiles.decide([palette] + importers)
        #expect(decided[0].findings.map(\.location.line) == [4, 5])
        #expect(decided[0].usedElsewhere.map(\.location.line) == [6, 7])
    }
}

/// A compile handed the `unused-color` decision does not run the rule on its own program;
/// the decision goes through the suppressions and the configuration.
@Suite struct DecidedUnusedColorTests {
    static let theme = """
        theme: Demo
        version: 1
        colors:
          # themec:disable-next-line unused-color
          kept: "#000000"
          stale: "#000000"
        presets: {}
        """

    static func compile(
        _ decision: ThemePipeline.UnusedColors?, theme: String = theme, configuration: Configuration = Configuration()
    ) -> ThemePipeline.Result {
        var discard = TableDiscarder()
        // Bytes are never read from disk: loading them cannot throw.
        let loaded = try! ThemeLoader().load(.bytes(Array(theme.utf8), path: "Demo.theme.yaml"))
        return ThemePipeline(configuration: configuration).compile(loaded: loaded, timings: StageTimings(), unusedColors: decision, into: &discard)
    }

    /// `rule@line` for every finding.
    static func summary(_ decision: ThemePipeline.UnusedColors?, theme: String = theme) -> [String] {
        compile(decision, theme: theme).diagnostics.map { "\($0.rule)@\($0.location.line)" }
    }

    static func finding(line: Int) -> Diagnostic {
        Diagnostic(rule: .unusedColor, message: "m", location: SourceLocation(file: "Demo.theme.yaml", line: line, column: 3))
    }

    @Test func withoutADecisionTheRuleDecides() {
        #expect(Self.summary(nil) == ["unused-color@6"])
    }

    @Test func theRuleDoesNotRunWhenTheCallerDecided() {
        // Nothing decided: no finding, and the comment silenced nothing.
        #expect(Self.summary(.init(findings: [], usedElsewhere: [])) == ["unused-suppression@4"])
        // `kept` used elsewhere: its comment is used; `stale` reported as decided.
        let decided = ThemePipeline.UnusedColors(findings: [Self.finding(line: 6)], usedElsewhere: [Self.finding(line: 5)])
        #expect(Self.summary(decided) == ["unused-color@6"])
        // The decided findings take part in failing: raised to an error, they stop the table.
        var raised = Configuration()
        raised.rules[.unusedColor] = .severity(.error)
        let result = Self.compile(decided, configuration: raised)
        #expect(result.diagnostics.map(\.severity) == [.error] && !result.isTableComplete)
    }

    /// A colour on a line the source stage misread reports nothing but that error, as for one
    /// file: its comment silences nothing even when another file uses the colour.
    @Test func aDecidedFindingThatFollowsFromASourceErrorIsDroppedAsBefore() {
        let broken = Self.theme.replacingOccurrences(of: "kept: \"#000000\"", with: "kept: #000000")
        let alone = Self.summary(nil, theme: broken)
        #expect(alone.contains("unused-suppression@4") && !alone.contains("unused-color@5"))
        let decided = ThemePipeline.UnusedColors(findings: [Self.finding(line: 6)], usedElsewhere: [Self.finding(line: 5)])
        #expect(Self.summary(decided, theme: broken) == alone)
    }
}
