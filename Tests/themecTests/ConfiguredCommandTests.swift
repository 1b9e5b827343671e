import Foundation
import Testing
import TestSupport

/// `compile` and `generate` read the nearest `.themec.yml` (or `--config`), as `lint` does:
/// build plugins cannot pass flags, so every result-changing option lives there too.
@Suite struct ConfiguredCommandTests {
    static let theme = "theme: T\nversion: 1\npresets:\n  row:\n    base: listPlainCell\n    backgroundColor: systemRed\n"

    @Test func compileAppliesTheNearestConfigurationsSeverities() throws {
        let s = TemporaryDirectory("cli")
        try FileManager.default.createDirectory(atPath: s.path + "/a/b", withIntermediateDirectories: true)
        let file = s.write("a/b/t.theme.yaml", Self.theme)
        #expect(try themec(["compile", file]).status == 0)  // selection-invisible is a warning
        s.write(".themec.yml", "rules:\n  selection-invisible: error\n")
        let run = try themec(["compile", file, "-o", s.path + "/out.json"])
        #expect(run.status == 1 && run.stderr.contains("error:") && run.stderr.contains("[selection-invisible]"))
        #expect(!FileManager.default.fileExists(atPath: s.path + "/out.json"))
    }

    @Test func compileUsesTheConfigurationsDefaultDeploymentTarget() throws {
        let s = TemporaryDirectory("cli")
        let file = s.write("t.theme.yaml", "theme: T\nversion: 1\npresets:\n  row:\n    base: listCell\n")
        #expect(try themec(["compile", file]).status == 1)  // listCell needs iOS 18
        let config = s.write("themec-ci.yml", "deploymentTarget: { iOS: \"18.0\" }\n")
        let run = try themec(["compile", "--config", config, file])
        #expect(run.status == 0 && run.stdout.contains("\"iOS\": \"18.0\""))
    }

    @Test func generateTakesItsAccessLevelFromTheConfiguration() throws {
        let s = TemporaryDirectory("cli")
        let file = s.write("t.theme.yaml", "theme: T\nversion: 1\npresets:\n  row:\n    base: listGroupedCell\n    cornerRadius: 8\n")
        s.write(".themec.yml", "generate:\n  access: internal\n")
        #expect(try themec(["generate", file, "-o", s.path + "/T.swift"]).status == 0)
        let internalCode = try String(contentsOfFile: s.path + "/T.swift", encoding: .utf8)
        #expect(!internalCode.contains("public enum TTheme") && internalCode.contains("enum TTheme"))
        #expect(try themec(["generate", file, "-o", s.path + "/T.swift", "--access", "public"]).status == 0)
        #expect(try String(contentsOfFile: s.path + "/T.swift", encoding: .utf8).contains("public enum TTheme"))
    }

    @Test func aBadConfigurationIsALocatedFinding() throws {
        let s = TemporaryDirectory("cli")
        let file = s.write("t.theme.yaml", Self.theme)
        s.write(".themec.yml", "rules:\n  selection-invisble: off\n")
        let run = try themec(["compile", "--reporter", "xcode", file])
        #expect(run.status == 1 && run.stderr.contains(".themec.yml:2:3: error:") && run.stderr.contains("selection-invisible"))
    }
}
