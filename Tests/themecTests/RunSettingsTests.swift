import Foundation
import Testing
import TestSupport

/// `strict`, `quiet`, `reporters` and `baseline` in a `.themec.yml` are typed configuration
/// (`Configuration.run`): a bad value is an `invalid-config` finding at its position in every
/// command that reads the file, a good one applies, and paths are resolved against the
/// configuration's directory.
@Suite struct RunSettingsTests {
    /// The findings of `run` in the configuration file, without the directory before it.
    static func configurationFindings(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            line.range(of: "/.themec.yml:").map { String(line[$0.lowerBound...].dropFirst()) }
        }
    }

    static let wrongKinds = "strict: [1]\nquiet: { a: b }\nreporters: { a: b }\nbaseline: [b.json]\n"
    static let wrongKindFindings = [
        ".themec.yml:1:9: error: expected true or false for 'strict', found a list [invalid-config]",
        ".themec.yml:2:8: error: expected true or false for 'quiet', found a mapping [invalid-config]",
        ".themec.yml:3:12: error: expected a list of reporters ('xcode', 'sarif:report.sarif' ...), found a mapping [invalid-config]",
        ".themec.yml:4:11: error: expected a file path for 'baseline', found a list [invalid-config]",
    ]

    @Test func aValueOfTheWrongKindIsALocatedFindingInLintAndCompile() throws {
        let s = TemporaryDirectory()
        s.write(".themec.yml", Self.wrongKinds)
        s.write("c.theme.yaml", ThemecBinary.clean)
        let lint = try themec(["lint", "--reporter", "xcode", "c.theme.yaml"], in: s.path)
        #expect(lint.status == 1)
        #expect(Self.configurationFindings(lint.stdout) == Self.wrongKindFindings, "\(lint.stdout)")
        let compile = try themec(["compile", "--reporter", "xcode", "c.theme.yaml", "-o", s.path + "/out.json"], in: s.path)
        #expect(compile.status == 1 && !FileManager.default.fileExists(atPath: s.path + "/out.json"))
        #expect(Self.configurationFindings(compile.stderr) == Self.wrongKindFindings, "\(compile.stderr)")
    }

    @Test func aBadScalarIsALocatedFindingWithTheNearestName() throws {
        let s = TemporaryDirectory()
        s.write(".themec.yml", "strict: \"true\"\nquiet: yes\nreporters: [sarf, \"json:\", 1]\nbaseline: \"\"\n")
        s.write("c.theme.yaml", ThemecBinary.clean)
        let run = try themec(["lint", "--reporter", "xcode", "c.theme.yaml"], in: s.path)
        #expect(run.status == 1)
        let reporter = "expected a reporter (human, xcode, json, sarif, github, junit, checkstyle), optionally ':FILE', found"
        #expect(
            Self.configurationFindings(run.stdout) == [
                ".themec.yml:1:9: error: expected true or false for 'strict', found a quoted string [invalid-config]",
                ".themec.yml:2:8: error: expected true or false for 'quiet', found 'yes' [invalid-config]",
                ".themec.yml:3:13: error: \(reporter) 'sarf' — did you mean 'sarif'? [invalid-config]",
                ".themec.yml:3:19: error: \(reporter) a quoted string — did you mean 'json'? [invalid-config]",
                ".themec.yml:3:28: error: \(reporter) a number [invalid-config]",
                ".themec.yml:4:11: error: expected a file path for 'baseline', found a quoted string [invalid-config]",
            ], "\(run.stdout)")
    }

    @Test func aConfigurationOfAThemeBelowTheWorkingDirectoryIsCheckedToo() throws {
        let s = TemporaryDirectory()
        s.write("sub/.themec.yml", Self.wrongKinds)
        s.write("sub/c.theme.yaml", ThemecBinary.clean)
        let run = try themec(["lint", "--reporter", "xcode", "."], in: s.path)
        #expect(run.status == 1)
        #expect(Self.configurationFindings(run.stdout) == Self.wrongKindFindings, "\(run.stdout)")
    }

    @Test func quietHidesWarningsAndStrictFalseKeepsThemPassing() throws {
        let s = TemporaryDirectory()
        s.write(".themec.yml", "strict: false\nquiet: true\n")
        s.write("w.theme.yaml", ThemecBinary.warning)
        let run = try themec(["lint", "w.theme.yaml"], in: s.path)
        #expect(run.status == 0 && run.stderr.isEmpty)
        #expect(run.stdout == "0 errors, 0 warnings in 1 file; 1 finding hidden by quiet\n")
    }

    @Test func reportersAndBaselineAreResolvedAgainstTheConfigurationsDirectory() throws {
        let s = TemporaryDirectory()
        s.write("w.theme.yaml", ThemecBinary.warning)
        s.write("sub/keep", "")
        #expect(try themec(["lint", "--write-baseline", "b.json", "w.theme.yaml"], in: s.path).status == 0)
        s.write(".themec.yml", "strict: true\nreporters: [\"json:r.json\"]\nbaseline: b.json\n")
        let run = try themec(["lint", "../w.theme.yaml"], in: s.path + "/sub")
        #expect(run.status == 0 && run.stdout.isEmpty, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("themec: 0 errors, 0 warnings in 1 file; 1 finding in the baseline (report in '"))
        #expect(run.stderr.hasSuffix("/r.json')\n"))
        let report = try String(contentsOfFile: s.path + "/r.json", encoding: .utf8)
        #expect(report.contains("\"findings\": []"))
        #expect(!FileManager.default.fileExists(atPath: s.path + "/sub/r.json"))
    }
}
