import Foundation
import Testing
import TestSupport

/// Quiet hides output and never changes what fails, with flags or with `.themec.yml`.
@Suite struct StrictQuietTests {
    @Test func strictQuietLintFailsOnAHiddenWarningAndSaysSo() throws {
        let s = TemporaryDirectory()
        let file = s.write("a.theme.yaml", ThemecBinary.warning)
        let run = try themec(["lint", "--strict", "--quiet", file])
        #expect(run.status == 1)
        #expect(run.stdout == "0 errors, 0 warnings in 1 file; 1 finding hidden by quiet (it fails the run: strict makes warnings fail)\n")
    }

    @Test func strictQuietCompileWritesNothing() throws {
        let s = TemporaryDirectory()
        let file = s.write("a.theme.yaml", ThemecBinary.warning)
        let run = try themec(["compile", "--strict", "--quiet", file, "-o", s.path + "/out.json"])
        #expect(run.status == 1 && !FileManager.default.fileExists(atPath: s.path + "/out.json"))
    }

    @Test func strictAndQuietInTheConfigurationFailToo() throws {
        let s = TemporaryDirectory()
        s.write(".themec.yml", "strict: true\nquiet: true\n")
        let file = s.write("a.theme.yaml", ThemecBinary.warning)
        #expect(try themec(["lint", file], in: s.path).status == 1)
        #expect(try themec(["compile", file], in: s.path).status == 1)
        #expect(try themec(["generate", file, "-o", s.path + "/A.swift"], in: s.path).status == 1)
    }
}

/// `compile -` and `generate -` read standard input, named by `--stdin-path`, as `lint -` does.
@Suite struct StandardInputTests {
    @Test func compileReadsStandardInput() throws {
        let run = try ThemecBinary.run(["compile", "-"], input: ThemecBinary.clean)
        #expect(run.status == 0 && run.stdout.contains("\"theme\": \"Clean\""))
    }

    @Test func findingsUseTheStdinPath() throws {
        let run = try ThemecBinary.run(
            ["compile", "-", "--stdin-path", "Themes/Row.theme.yaml", "--reporter", "xcode"],
            input: ThemecBinary.broken)
        #expect(run.status == 1 && run.stderr.hasPrefix("Themes/Row.theme.yaml:6:5: error:"))
    }

    @Test func generateReadsStandardInput() throws {
        let s = TemporaryDirectory()
        let run = try ThemecBinary.run(["generate", "-", "-o", s.path + "/Clean.swift"], input: ThemecBinary.clean)
        #expect(run.status == 0)
        #expect(try String(contentsOfFile: s.path + "/Clean.swift", encoding: .utf8).contains("enum CleanTheme"))
    }

    @Test func stdinPathWithoutDashIsAUsageError() throws {
        let run = try themec(["compile", "Themes/Linen.theme.yaml", "--stdin-path", "x.theme.yaml"])
        #expect(run.status == 64 && run.stderr.contains("give '-' as the theme"))
    }
}

/// A run whose reporters all write to files still says on standard error how it went, and
/// a baseline says how many findings it absorbed.
@Suite struct FileReporterSummaryTests {
    @Test func onlyFileReportersPrintASummaryOnStandardError() throws {
        let s = TemporaryDirectory()
        let file = s.write("a.theme.yaml", ThemecBinary.broken)
        let run = try themec(["lint", "--reporter", "sarif:\(s.path)/x.sarif", file])
        #expect(run.status == 1 && run.stdout.isEmpty)
        #expect(run.stderr == "themec: 1 error, 0 warnings in 1 file (report in '\(s.path)/x.sarif')\n")
        #expect(FileManager.default.fileExists(atPath: s.path + "/x.sarif"))
    }

    @Test func compileWritesAFileReportWhereAsked() throws {
        let s = TemporaryDirectory()
        let file = s.write("a.theme.yaml", ThemecBinary.broken)
        let run = try themec(["compile", "--reporter", "json:\(s.path)/r.json", file])
        #expect(run.status == 1 && run.stderr.hasPrefix("themec: 1 error"))
        #expect(try String(contentsOfFile: s.path + "/r.json", encoding: .utf8).contains("\"unknown-key\""))
    }

    @Test func compileNeverWritesTheReportFilesAConfigurationNamesForLint() throws {
        let s = TemporaryDirectory()
        s.write(".themec.yml", "reporters: [\"sarif:lint.sarif\"]\n")
        let file = s.write("a.theme.yaml", ThemecBinary.warning)
        let run = try themec(["compile", file, "-o", s.path + "/out.json"], in: s.path)
        #expect(run.status == 0 && run.stderr.contains("[redundant-override]"))
        #expect(!FileManager.default.fileExists(atPath: s.path + "/lint.sarif"))
    }

    @Test func theSummarySaysHowManyFindingsTheBaselineAbsorbed() throws {
        let s = TemporaryDirectory()
        let file = s.write("a.theme.yaml", ThemecBinary.warning)
        #expect(try themec(["lint", "--write-baseline", s.path + "/b.json", file]).status == 0)
        let run = try themec(["lint", "--baseline", s.path + "/b.json", file])
        #expect(run.stdout == "0 errors, 0 warnings in 1 file; 1 finding in the baseline\n")
    }
}

/// `generate --check` suggests a command that would fix the file: the same options again.
@Suite struct GenerateCheckSuggestionTests {
    @Test func theSuggestedCommandRepeatsTheOptions() throws {
        let s = TemporaryDirectory()
        let output = s.path + "/Linen.swift"
        #expect(try themec(["generate", "Themes/Linen.theme.yaml", "-o", output, "--access", "internal"]).status == 0)
        let check = try themec(["generate", "Themes/Linen.theme.yaml", "-o", output, "--check"])
        #expect(check.status == 1)
        #expect(check.stderr.contains("run 'themec generate Themes/Linen.theme.yaml -o \(output)'"))
        let withAccess = try themec(["generate", "--access", "public", "Themes/Linen.theme.yaml", "-o", output, "--check"])
        #expect(withAccess.stderr.contains("run 'themec generate --access public Themes/Linen.theme.yaml -o \(output)'"))
    }
}

/// The `lint-themes` plugin passes its arguments through and the package directory as
/// `--default-path`: option values stay options, and the directory is linted only when no
/// path is given.
@Suite struct LintThemesArgumentTests {
    @Test func optionValuesAreNotPaths() throws {
        let s = TemporaryDirectory()
        s.write("a.theme.yaml", ThemecBinary.broken)
        for arguments in [["--reporter", "json"], ["--reporter", "xcode"], ["--reporter=json", "--strict"]] {
            let run = try themec(["lint", "--default-path", s.path] + arguments)
            #expect(run.status == 1 && run.stdout.contains("unknown-key"), "\(arguments)")
        }
    }

    @Test func pathsComeOnlyFromPositionalArguments() throws {
        let s = TemporaryDirectory()
        s.write("a.theme.yaml", ThemecBinary.broken)
        try FileManager.default.createDirectory(atPath: s.path + "/sub", withIntermediateDirectories: true)
        let clean = s.write("sub/b.theme.yaml", ThemecBinary.clean)
        let run = try themec(["lint", "--default-path", s.path, "--reporter", "xcode", clean])
        #expect(run.status == 0 && run.stdout.isEmpty)
    }

    @Test func thisRepositoryLintsCleanWithoutTheFuzzCorpus() throws {
        let run = try themec(["lint", "--default-path", packageRoot, "--reporter", "xcode"])
        #expect(run.status == 0 && !run.stdout.contains("Fuzz/corpus"))
    }
}
