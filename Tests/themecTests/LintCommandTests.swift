import Foundation
import Testing
import TestSupport

/// `themec lint` end to end: exit codes, reporters, configuration, stdin, baselines.
@Suite struct LintCommandTests {
    @Test func findingsExitOneInXcodeFormat() throws {
        let dir = Scratch.directory("e2e")
        Scratch.write(ThemecBinary.broken, to: dir + "/b.theme.yaml")
        let out = try ThemecBinary.run(["lint", "--reporter", "xcode", "b.theme.yaml"], in: dir)
        #expect(out.status == 1)
        #expect(out.stdout.hasPrefix("b.theme.yaml:6:5: error: unknown key 'cornerRadious'"))
        #expect(out.stdout.hasSuffix("[unknown-key]\n"))
    }

    @Test func unknownReporterIsAUsageError() throws {
        let out = try ThemecBinary.run(["lint", "--reporter", "sarf", "x.theme.yaml"])
        #expect(out.status == 64)
        #expect(out.stderr.contains("unknown reporter 'sarf' — did you mean 'sarif'?"))
    }

    @Test func severalReportersEachToItsOwnFile() throws {
        let dir = Scratch.directory("e2e")
        Scratch.write(ThemecBinary.broken, to: dir + "/b.theme.yaml")
        Scratch.write(ThemecBinary.clean, to: dir + "/c.theme.yaml")
        let out = try ThemecBinary.run(
            [
                "lint", "--reporter", "xcode", "--reporter", "sarif:out/report.sarif".replacingOccurrences(of: "out/", with: ""),
                "--reporter", "junit:junit.xml", "--reporter", "checkstyle:cs.xml", "--reporter", "github:gh.txt", ".",
            ], in: dir)
        #expect(out.status == 1)
        #expect(out.stdout.split(separator: "\n").count == 1)
        let sarif = try String(contentsOfFile: dir + "/report.sarif", encoding: .utf8)
        #expect(sarif.contains("\"ruleId\": \"unknown-key\""))
        let junit = try String(contentsOfFile: dir + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("<testsuite name=\"c.theme.yaml\""))
        #expect(try String(contentsOfFile: dir + "/gh.txt", encoding: .utf8).hasPrefix("::error file=b.theme.yaml,line=6,col=5,title=unknown-key::"))
        #expect(FileManager.default.fileExists(atPath: dir + "/cs.xml"))
        // No temporary files are left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    @Test func unwritableReportFileExits73() throws {
        let dir = Scratch.directory("e2e")
        Scratch.write(ThemecBinary.clean, to: dir + "/c.theme.yaml")
        Scratch.write("a file, not a folder", to: dir + "/file")
        let out = try ThemecBinary.run(["lint", "--reporter", "sarif:file/dir/r.sarif", "c.theme.yaml"], in: dir)
        #expect(out.status == 73)
        #expect(out.stderr.contains("cannot write 'file/dir/r.sarif'"))
    }

    @Test func aReportInAFolderThatDoesNotExistYetIsWritten() throws {
        // The docs' own example, on a fresh checkout: the folders are made.
        let dir = Scratch.directory("e2e")
        Scratch.write(ThemecBinary.clean, to: dir + "/c.theme.yaml")
        let out = try ThemecBinary.run(["lint", "--reporter", "sarif:build/reports/themec.sarif", "c.theme.yaml"], in: dir)
        #expect(out.status == 0, "\(out.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/build/reports/themec.sarif"))
        let configured = Scratch.directory("e2e")
        Scratch.write(ThemecBinary.clean, to: configured + "/c.theme.yaml")
        Scratch.write("reporters: [\"sarif:build/reports/themec.sarif\"]\n", to: configured + "/.themec.yml")
        #expect(try ThemecBinary.run(["lint", "c.theme.yaml"], in: configured).status == 0)
        #expect(FileManager.default.fileExists(atPath: configured + "/build/reports/themec.sarif"))
    }

    @Test func anUnwritableReportDoesNotHideAConfigurationError() throws {
        let dir = Scratch.directory("e2e")
        Scratch.write(ThemecBinary.clean, to: dir + "/c.theme.yaml")
        Scratch.write("a file, not a folder", to: dir + "/file")
        Scratch.write("rules: { no-such-rule: off }\nreporters: [\"sarif:file/r.sarif\"]\n", to: dir + "/.themec.yml")
        let out = try ThemecBinary.run(["lint", "c.theme.yaml"], in: dir)
        #expect(out.status == 73)
        #expect(out.stderr.contains("[invalid-config]") && out.stderr.contains("no-such-rule"), "\(out.stderr)")
        #expect(out.stderr.contains("cannot write '") && out.stderr.contains("/file/r.sarif'"), "\(out.stderr)")
    }

    @Test func twoReportersOnStandardOutputAreAUsageError() throws {
        let dir = Scratch.directory("e2e")
        Scratch.write(ThemecBinary.clean, to: dir + "/c.theme.yaml")
        let out = try ThemecBinary.run(["lint", "--reporter", "json", "--reporter", "sarif", "c.theme.yaml"], in: dir)
        #expect(out.status == 64 && out.stdout.isEmpty)
        #expect(out.stderr.contains("'json' and 'sarif'") && out.stderr.contains("give all but one of them a file"), "\(out.stderr)")
        Scratch.write("reporters: [xcode, github]\n", to: dir + "/.themec.yml")
        let configured = try ThemecBinary.run(["lint", "c.theme.yaml"], in: dir)
        #expect(configured.status == 64 && configured.stderr.contains("the configuration's 'reporters' sends 'xcode' and 'github'"))
        #expect(try ThemecBinary.run(["lint", "--reporter", "json", "--reporter", "sarif:r.sarif", "c.theme.yaml"], in: dir).status == 0)
    }

    @Test func standardInputWithAName() throws {
        let dir = Scratch.directory("e2e")
        let out = try ThemecBinary.run(
            ["lint", "--reporter", "xcode", "-", "--stdin-path", "Themes/In.theme.yaml"], in: dir, input: ThemecBinary.broken)
        #expect(out.status == 1)
        #expect(out.stdout.hasPrefix("Themes/In.theme.yaml:6:5: error:"))
        let clean = try ThemecBinary.run(["lint", "-"], in: dir, input: ThemecBinary.clean)
        #expect(clean.status == 0)
        #expect(clean.stdout.contains("in 1 file"))
        #expect(try ThemecBinary.run(["lint", "-", "a.theme.yaml"], in: dir).status == 64)
        #expect(try ThemecBinary.run(["lint", "--stdin-path", "x.theme.yaml", "a.theme.yaml"], in: dir).status == 64)
    }

    @Test func strictAndQuietFromFlagsAndConfiguration() throws {
        let dir = Scratch.directory("e2e")
        Scratch.write(ThemecBinary.warning, to: dir + "/w.theme.yaml")
        #expect(try ThemecBinary.run(["lint", "w.theme.yaml"], in: dir).status == 0)
        #expect(try ThemecBinary.run(["lint", "--strict", "w.theme.yaml"], in: dir).status == 1)
        let quiet = try ThemecBinary.run(["lint", "--quiet", "--reporter", "xcode", "w.theme.yaml"], in: dir)
        #expect(quiet.stdout.isEmpty)
        Scratch.write("strict: true\n", to: dir + "/.themec.yml")
        #expect(try ThemecBinary.run(["lint", "w.theme.yaml"], in: dir).status == 1)
        #expect(try ThemecBinary.run(["lint", "--no-strict", "w.theme.yaml"], in: dir).status == 0)
        Scratch.write("rules: { redundant-override: error }\nreporters: [\"json:report.json\"]\n", to: dir + "/.themec.yml")
        let configured = try ThemecBinary.run(["lint", "w.theme.yaml"], in: dir)
        #expect(configured.status == 1)
        #expect(try String(contentsOfFile: dir + "/report.json", encoding: .utf8).contains("\"severity\": \"error\""))
    }

    @Test func malformedConfigurationIsReportedAndEveryFileStillLinted() throws {
        let dir = Scratch.directory("e2e")
        Scratch.write("rules:\n  unused-colour: off\nstrict: maybe\n", to: dir + "/.themec.yml")
        Scratch.write(ThemecBinary.broken, to: dir + "/b.theme.yaml")
        Scratch.write(ThemecBinary.clean, to: dir + "/c.theme.yaml")
        let out = try ThemecBinary.run(["lint", "--reporter", "xcode", "."], in: dir)
        #expect(out.status == 1)
        #expect(out.stdout.contains("/.themec.yml:2:3: error: unknown rule 'unused-colour' — did you mean 'unused-color'?"))
        #expect(out.stdout.contains("b.theme.yaml:6:5: error: unknown key"))
        #expect(out.stdout.contains("/.themec.yml:3:9: error: expected true or false for 'strict'"))
        // A configuration that does not parse is reported; the themes are still linted.
        Scratch.write("strict: [\n", to: dir + "/.themec.yml")
        let unparsable = try ThemecBinary.run(["lint", "--reporter", "xcode", "."], in: dir)
        #expect(unparsable.status == 1)
        #expect(unparsable.stdout.contains("none of its settings apply until it parses [invalid-config]"))
        #expect(unparsable.stdout.contains("b.theme.yaml:6:5: error: unknown key"))
        let missing = try ThemecBinary.run(["lint", "--config", "nope.yml", "."], in: dir)
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("cannot read the configuration: cannot read 'nope.yml': no such file"))
    }

    @Test func baselineReportsOnlyNewFindings() throws {
        let dir = Scratch.directory("e2e")
        Scratch.write(ThemecBinary.broken, to: dir + "/b.theme.yaml")
        let write = try ThemecBinary.run(["lint", "--write-baseline", "baseline.json", "b.theme.yaml"], in: dir)
        #expect(write.status == 1)
        #expect(try String(contentsOfFile: dir + "/baseline.json", encoding: .utf8).contains("\"path\": \"presets.row.cornerRadious\""))
        Scratch.write("# moved\n" + ThemecBinary.broken, to: dir + "/b.theme.yaml")
        #expect(try ThemecBinary.run(["lint", "--baseline", "baseline.json", "b.theme.yaml"], in: dir).status == 0)
        Scratch.write(ThemecBinary.broken + "    strokeWidthh: 1\n", to: dir + "/b.theme.yaml")
        let newer = try ThemecBinary.run(["lint", "--reporter", "xcode", "--baseline", "baseline.json", "b.theme.yaml"], in: dir)
        #expect(newer.status == 1)
        #expect(newer.stdout.split(separator: "\n").count == 1)
        #expect(newer.stdout.contains("strokeWidthh"))
        let bad = try ThemecBinary.run(["lint", "--baseline", "b.theme.yaml", "b.theme.yaml"], in: dir)
        #expect(bad.status == 66)
        #expect(bad.stderr.contains("is not a themec baseline"))
    }

    @Test func rulesCatalogue() throws {
        let list = try ThemecBinary.run(["rules"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("missing-dark-variant"))
        let one = try ThemecBinary.run(["rules", "color-transformer-conflict"])
        #expect(one.status == 0)
        #expect(one.stdout.contains("Bad:") && one.stdout.contains("Fixed:"))
        let unknown = try ThemecBinary.run(["rules", "color-transformer-conflit"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("did you mean 'color-transformer-conflict'?"))
    }
}
