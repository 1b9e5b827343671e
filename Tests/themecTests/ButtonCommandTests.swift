import Foundation
import Testing
import TestSupport

/// Buttons through the binary: the contrast threshold comes from `.themec.yml`, and the
/// shipped button theme is clean under `--strict`.
@Suite struct ButtonCommandTests {
    static let theme = """
        theme: T
        version: 1
        deploymentTarget: { iOS: "15.0" }
        presets:
          primary:
            base: filledButton
            baseBackgroundColor: "#3A7BD5"
            baseForegroundColor: white
        """

    @Test func minimumContrastInTheConfigurationSetsTheThreshold() throws {
        // White on #3A7BD5 is about 4.3:1: below WCAG's 4.5, above a configured 4.
        let (lines, status) = try LintJudgementCommandTests.lint(Self.theme)
        #expect(status == 0 && lines.count == 1 && lines[0].contains("[low-contrast]"), "\(lines)")
        #expect(lines[0].contains("below the 4.5:1 WCAG 2 asks"))
        let relaxed = try LintJudgementCommandTests.lint(Self.theme, files: [".themec.yml": "minimumContrast: 4\n"])
        #expect(relaxed.lines.isEmpty, "\(relaxed.lines)")
        let bad = try LintJudgementCommandTests.lint(Self.theme, files: [".themec.yml": "minimumContrast: 30\n"])
        #expect(bad.status == 1)
        #expect(bad.lines.contains { $0.contains("[invalid-config]") && $0.contains("a number from 1 to 21 for 'minimumContrast'") })
    }

    @Test func theShippedButtonThemeIsCleanUnderStrict() throws {
        let run = try themec(["lint", "--strict", "Themes/Buttons.theme.yaml"])
        #expect(run.status == 0, "\(run.stdout)")
    }
}
