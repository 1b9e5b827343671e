import Foundation
import Testing
import ThemeSyntax
@testable import ThemeCompiler
import TestSupport

/// `.themec.yml`: validation with locations, discovery (nearest wins), and its effect on
/// findings, the deployment target and directory runs.
@Suite struct ConfigurationTests {
    static func parse(_ text: String, path: String = "/repo/.themec.yml") -> (Configuration, [Diagnostic]) {
        ConfigurationLoader.parse(Array(text.utf8), path: path)
    }

    @Test func readsEverySetting() throws {
        let (config, findings) = Self.parse(
            """
            rules:
              unused-color: off
              redundant-override: error
              selection-invisible: note
            include: ["Themes/**"]
            exclude: Themes/Legacy
            deploymentTarget: { iOS: "16.0", tvOS: "17.0" }
            strict: true
            quiet: false
            reporters: [xcode, "sarif:out/report.sarif"]
            baseline: .themec-baseline.json
            generate:
              access: public
            """)
        #expect(findings.isEmpty, "\(findings.map(\.message))")
        #expect(config.rules[.unusedColor] == .off)
        #expect(config.rules[.redundantOverride] == .severity(.error))
        #expect(config.deploymentTarget == [.iOS: OSVersion(16, 0), .tvOS: OSVersion(17, 0)])
        #expect(config.run.strict == true && config.run.quiet == false)
        #expect(config.run.reporters == [ReporterSetting(kind: .xcode, path: nil), ReporterSetting(kind: .sarif, path: "/repo/out/report.sarif")])
        #expect(config.run.baseline == "/repo/.themec-baseline.json")
        #expect(config.generate.access == .public)
        #expect(config.includes("/repo/Themes/a.theme.yaml"))
        #expect(!config.includes("/repo/Themes/Legacy/old.theme.yaml"))
        #expect(!config.includes("/repo/Other/b.theme.yaml"))
    }

    @Test func everyProblemIsALocatedFinding() {
        let (config, findings) = Self.parse(
            """
            strickt: true
            rules:
              unused-colour: off
              syntax: off
              redundant-override: loud
            deploymentTarget: { iOS: 15.0, watchOS: "9.0" }
            generate: { access: open }
            """)
        let summary = findings.map { "\($0.location.line):\($0.location.column) \($0.suggestion ?? "-")" }
        #expect(
            summary == ["1:1 strict", "3:3 unused-color", "4:11 -", "5:23 -", "6:26 -", "6:32 -", "7:21 -"],
            "\(findings.map { "\($0.location): \($0.message)" })")
        // An unquoted version is usable, as in a theme: a warning, and the value applies.
        #expect(findings.filter { $0.rule == .unquotedVersion }.map(\.location.column) == [26])
        #expect(findings.filter { $0.rule != .unquotedVersion }.allSatisfy { $0.rule == .invalidConfig && $0.severity == .error })
        #expect(config.deploymentTarget == [.iOS: OSVersion(15, 0)])
        #expect(config.rules.isEmpty)
    }

    /// The run settings are typed configuration, read with the rest of the file: a bad value
    /// is an `invalid-config` finding at its position and leaves the setting unset (the
    /// command line's flags and defaults then apply; themecTests/RunSettingsTests).
    @Test func runSettingsAreReadWithLocatedFindings() {
        let (config, findings) = Self.parse("quiet: yes\nstrict: [1]\nreporters: [sarf]\nbaseline: ~\n")
        let found = findings.map { "\($0.rule.rawValue) \($0.location.line):\($0.location.column)" }
        #expect(found == ["invalid-config 1:8", "invalid-config 2:9", "invalid-config 3:13", "invalid-config 4:11"])
        #expect(config.run.quiet == nil && config.run.strict == nil && config.run.reporters == [] && config.run.baseline == nil)
    }

    @Test func syntaxErrorsAndNonMappingsAreFindings() {
        #expect(Self.parse("rules: [").1.first?.rule == .invalidConfig)
        #expect(Self.parse("- a\n- b").1.first?.message.hasPrefix("expected a mapping") == true)
        #expect(Self.parse("").1.isEmpty)
    }

    @Test func severitiesApplyToFindings() throws {
        let yaml = """
            theme: Demo
            version: 1
            colors:
              oldBrand: "#3355EE"
            presets:
              row:
                base: listGroupedCell
            """
        #expect(LintTestSupport.compile(yaml).contains { $0.rule == .unusedColor && $0.severity == .note })
        var config = Configuration()
        config.rules[.unusedColor] = .severity(.error)
        let raised = try ThemePipeline(configuration: config).compile(.bytes(Array(yaml.utf8), path: "Demo.theme.yaml"))
        #expect(raised.diagnostics.contains { $0.rule == .unusedColor && $0.severity == .error })
        #expect(raised.table == nil)
        config.rules[.unusedColor] = .off
        let off = try ThemePipeline(configuration: config).compile(.bytes(Array(yaml.utf8), path: "Demo.theme.yaml"))
        #expect(!off.diagnostics.contains { $0.rule == .unusedColor })
    }

    /// A preset's warning that the configuration raises to an error stops the table as a
    /// built-in error does, in the first preset and in a later one; the same theme without the
    /// setting (the policy then knows no finding can become an error) compiles.
    @Test func aPresetWarningRaisedToAnErrorStopsTheTable() throws {
        for redundantPreset in [0, 299] {
            var yaml = "theme: Demo\nversion: 1\npresets:\n"
            for i in 0..<300 {
                yaml += "  row\(i):\n    base: listGroupedCell\n    cornerRadius: 4\n"
                // The selected radius repeats the preset's in one preset: `redundant-override`.
                yaml += "    states:\n      selected: { cornerRadius: \(i == redundantPreset ? 4 : 8) }\n"
            }
            let input = ThemeInput.bytes(Array(yaml.utf8), path: "Demo.theme.yaml")
            let plain = try ThemePipeline().compile(input)
            #expect(plain.diagnostics.map(\.rule) == [.redundantOverride])
            #expect(plain.diagnostics.first?.severity == .warning)
            #expect(plain.table?.presets.count == 300)
            var config = Configuration()
            config.rules[.redundantOverride] = .severity(.error)
            let raised = try ThemePipeline(configuration: config).compile(input)
            #expect(raised.diagnostics.map(\.severity) == [.error])
            #expect(raised.table?.presets.count == nil)
            #expect(!raised.isTableComplete)
        }
    }

    @Test func defaultDeploymentTargetAppliesToThemesThatOmitIt() throws {
        let yaml = """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                image: linen
            """
        #expect(LintTestSupport.compile(yaml).contains { $0.rule == .unavailableAPI })
        var config = Configuration()
        config.deploymentTarget = [.iOS: OSVersion(16, 0)]
        let result = try ThemePipeline(configuration: config).compile(.bytes(Array(yaml.utf8), path: "Demo.theme.yaml"))
        #expect(!result.diagnostics.contains { $0.rule == .unavailableAPI })
        #expect(try #require(result.table).deploymentTarget == [.iOS: OSVersion(16, 0)])
        // The theme's own target wins over the configuration's.
        let own = yaml.replacingOccurrences(of: "version: 1", with: "version: 1\ndeploymentTarget: { iOS: \"14.0\" }")
        #expect(
            try ThemePipeline(configuration: config).compile(.bytes(Array(own.utf8), path: "Demo.theme.yaml")).diagnostics.contains {
                $0.rule == .unavailableAPI
            })
    }

    @Test func nearestConfigurationWinsAndFiltersDirectoryRuns() {
        let root = Scratch.directory("lint")
        Scratch.write("rules: { unused-color: error }\nexclude: [\"**/skip.theme.yaml\"]\n", to: root + "/.themec.yml")
        Scratch.write("rules: { unused-color: off }\n", to: root + "/quiet/.themec.yml")
        // Distinct theme names: files linted together must not generate the same type.
        func theme(_ name: String) -> String {
            "theme: \(name)\nversion: 1\ncolors: { oldBrand: \"#3355EE\" }\npresets:\n  row: { base: listGroupedCell }\n"
        }
        Scratch.write(theme("A"), to: root + "/loud/a.theme.yaml")
        Scratch.write(theme("B"), to: root + "/quiet/b.theme.yaml")
        Scratch.write(theme("Skip"), to: root + "/loud/skip.theme.yaml")
        let result = ThemeLinter().lint([root])
        #expect(result.report.files == [root + "/loud/a.theme.yaml", root + "/quiet/b.theme.yaml"])
        #expect(result.report.diagnostics.map(\.location.file) == [root + "/loud/a.theme.yaml"])
        #expect(result.report.diagnostics.first?.severity == .error)
        // A file named on the command line is linted even when excluded.
        #expect(ThemeLinter().lint([root + "/loud/skip.theme.yaml"]).report.fileCount == 1)
        // --config applies one configuration to every file.
        let fixed = ConfigurationResolver(fixed: Configuration())
        #expect(ThemeLinter(configurations: fixed).lint([root]).report.diagnostics.count == 3)
    }

    @Test func configurationFindingsAreReportedOnce() {
        let root = Scratch.directory("lint")
        Scratch.write("strickt: true\n", to: root + "/.themec.yml")
        for i in 0..<5 {
            let theme = LintTestSupport.cleanTheme.replacingOccurrences(of: "theme: Clean", with: "theme: Clean\(i)")
            Scratch.write(theme, to: root + "/t\(i).theme.yaml")
        }
        let findings = ThemeLinter().lint([root]).report.diagnostics
        #expect(findings.map(\.rule) == [.invalidConfig])
        #expect(findings.first?.location == SourceLocation(file: root + "/.themec.yml", line: 1, column: 1))
    }

    @Test(arguments: [
        ("**/*.theme.yaml", "a/b/c.theme.yaml", true), ("**/*.theme.yaml", "c.theme.yaml", true),
        ("Themes/*.yaml", "Themes/a.yaml", true), ("Themes/*.yaml", "Themes/x/a.yaml", false),
        ("Legacy", "Legacy/a/b.theme.yaml", true), ("a?c", "abc", true), ("a?c", "abbc", false),
        ("./Themes/**", "Themes/x.theme.yml", true), ("*.json", "a.theme.yaml", false),
    ])
    func globs(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }
}
