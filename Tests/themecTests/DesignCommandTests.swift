import Foundation
import Testing
import TestSupport

/// `--design`, `design:` in `.themec.yml` and `--image-bundle`, end to end (issue 12).
@Suite struct DesignCommandTests {
    @Test func compileResolvesForTheDesignAsked() throws {
        let classic = try themec(["compile", "Themes/Compact.theme.json"])
        #expect(classic.status == 0)
        #expect(classic.stdout.contains("\"resolvedFor\": {\n    \"design\": \"classic\"\n  }"))
        #expect(classic.stdout.contains("\"light\": \"#007AFFFF\""))
        let glass = try themec(["compile", "--design", "glass", "Themes/Compact.theme.json"])
        #expect(glass.status == 0)
        #expect(glass.stdout.contains("\"design\": \"glass\"") && glass.stdout.contains("\"light\": \"#0088FFFF\""))
        let wrong = try themec(["compile", "--design", "liquid", "Themes/Compact.theme.json"])
        #expect(wrong.status == 64)
    }

    @Test func theConfigurationChoosesTheDesignAndTheFlagWins() throws {
        let s = TemporaryDirectory("cli")
        s.write(".themec.yml", "design: glass\n")
        let theme = s.write("Row.theme.yaml", "theme: Row\nversion: 1\npresets:\n  row: { base: listSidebarCell }\n")
        let configured = try themec(["compile", theme])
        #expect(configured.stdout.contains("\"design\": \"glass\"") && configured.stdout.contains("\"cornerRadius\": 26"))
        let flagged = try themec(["compile", "--design", "classic", theme])
        #expect(flagged.stdout.contains("\"design\": \"classic\"") && flagged.stdout.contains("\"cornerRadius\": 10"))
        s.write(".themec.yml", "design: liquid\n")
        let bad = try themec(["compile", theme])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("expected 'classic' or 'glass' for 'design', found"))
    }

    @Test func generateTakesTheDesignAndTheImageBundle() throws {
        let s = TemporaryDirectory("cli")
        let theme = s.write(
            "Pic.theme.yaml", "theme: Pic\nversion: 1\ndeploymentTarget: { iOS: \"15.0\" }\npresets:\n  row: { base: clear, image: paper }\n")
        let output = s.path + "/Pic.swift"
        #expect(try themec(["generate", theme, "-o", output, "--design", "glass", "--image-bundle", "module"]).status == 0)
        let code = try String(contentsOfFile: output, encoding: .utf8)
        #expect(code.contains("public static let design = \"glass\""))
        #expect(code.contains("UIImage(named: $0, in: Bundle.module, compatibleWith: nil)"))
        #expect(code.contains("images: [\"paper\"],"))
    }
}
