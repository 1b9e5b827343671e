import Foundation
import Testing
import TestSupport

/// Exit codes of DESIGN.md §5 and the reporters' formats, through the real binary.
@Suite struct ExitCodeTests {
    static let clean = "theme: T\nversion: 1\npresets:\n  row:\n    base: listGroupedCell\n    cornerRadius: 8\n"
    static let warning = "theme: T\nversion: 1\npresets:\n  row:\n    base: listPlainCell\n    backgroundColor: systemRed\n"
    static let error = "theme: T\nversion: 1\npresets:\n  row:\n    base: listGroupedCell\n    cornerRadious: 8\n"

    @Test func cleanLintExitsZeroWithASummary() throws {
        let s = TemporaryDirectory("cli")
        let file = s.write("a.theme.yaml", Self.clean)
        let run = try themec(["lint", file])
        #expect(run.status == 0)
        #expect(run.stdout == "0 errors, 0 warnings in 1 file\n")
    }

    @Test func warningsPassUnlessStrict() throws {
        let s = TemporaryDirectory("cli")
        let file = s.write("a.theme.yaml", Self.warning)
        #expect(try themec(["lint", file]).status == 0)
        #expect(try themec(["lint", "--strict", file]).status == 1)
    }

    @Test func errorsExitOne() throws {
        let s = TemporaryDirectory("cli")
        let file = s.write("a.theme.yaml", Self.error)
        let run = try themec(["lint", file])
        #expect(run.status == 1)
        #expect(run.stdout.contains("1 error, 0 warnings in 1 file"))
    }

    @Test func humanReporterShowsTheLineAndACaretWithoutColourOffATerminal() throws {
        let s = TemporaryDirectory("cli")
        let file = s.write("a.theme.yaml", Self.error)
        let run = try themec(["lint", file])
        #expect(
            run.stdout.contains("\(file):6:5: error: unknown key 'cornerRadious' in the preset 'row' — did you mean 'cornerRadius'? [unknown-key]"))
        #expect(run.stdout.contains(" 6 |     cornerRadious: 8\n   |     ^"))
        #expect(!run.stdout.contains("\u{1B}["))
    }

    @Test func xcodeReporterWritesOneLinePerFinding() throws {
        let s = TemporaryDirectory("cli")
        let file = s.write("a.theme.yaml", Self.error)
        let run = try themec(["lint", "--reporter", "xcode", file])
        #expect(run.stdout == "\(file):6:5: error: unknown key 'cornerRadious' in the preset 'row' — did you mean 'cornerRadius'? [unknown-key]\n")
    }

    @Test func jsonReporterFollowsTheContract() throws {
        let s = TemporaryDirectory("cli")
        let file = s.write("a.theme.yaml", Self.error)
        let run = try themec(["lint", "--reporter", "json", file])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let finding = try #require((object["findings"] as? [[String: Any]])?.first)
        #expect(finding["rule"] as? String == "unknown-key" && finding["line"] as? Int == 6 && finding["column"] as? Int == 5)
        #expect(finding["suggestion"] as? String == "cornerRadius")
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["files": 1, "errors": 1, "warnings": 0, "notes": 0])
    }

    @Test func usageErrorsExit64() throws {
        #expect(try themec(["lint", "--reporter", "nope", "Themes"]).status == 64)
        #expect(try themec(["lint"]).status == 64)
        #expect(try themec(["frobnicate"]).status == 64)
    }

    @Test func unreadableInputsExit66() throws {
        let s = TemporaryDirectory("cli")
        #expect(try themec(["lint", s.path + "/missing.theme.yaml"]).status == 66)
        #expect(try themec(["compile", s.path + "/missing.theme.yaml"]).status == 66)
        let run = try themec(["compile", s.path])
        #expect(run.status == 66 && run.stderr.contains("is a directory"))
    }

    @Test func aMissingPathDoesNotStopTheOtherFiles() throws {
        let s = TemporaryDirectory("cli")
        let bad = s.write("a.theme.yaml", Self.error)
        let run = try themec(["lint", s.path + "/missing.theme.yaml", bad])
        #expect(run.status == 1)
        #expect(run.stdout.contains("[unknown-key]") && run.stderr.contains("missing.theme.yaml"))
    }

    @Test func unwritableOutputExits73() throws {
        let s = TemporaryDirectory("cli")
        let file = s.write("a.theme.yaml", Self.clean)
        s.write("file", "a file, not a folder")
        let run = try themec(["compile", file, "-o", s.path + "/file/out.json"])
        #expect(run.status == 73 && run.stderr.contains("cannot write"))
        // Missing folders are made.
        #expect(try themec(["compile", file, "-o", s.path + "/no/such/dir/out.json"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: s.path + "/no/such/dir/out.json"))
    }

    @Test func aFailedCompileLeavesTheOutputUntouched() throws {
        let s = TemporaryDirectory("cli")
        let good = s.write("a.theme.yaml", Self.clean)
        let output = s.path + "/table.json"
        #expect(try themec(["compile", good, "-o", output]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: output))
        s.write("a.theme.yaml", Self.error)
        let run = try themec(["compile", good, "-o", output])
        #expect(run.status == 1 && run.stdout.isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: s.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    /// A complete table that matches the output is not written (its temporary file goes as
    /// soon as the table ends, beside the report): when the findings then fail the run
    /// (`--strict` and a warning), the output is the same file as before and nothing is left.
    @Test func aStrictFailureOverAnUnchangedOutputLeavesItAndNoTemporaryFile() throws {
        let s = TemporaryDirectory("cli")
        let theme = s.write("a.theme.yaml", Self.warning)
        let output = s.path + "/table.json"
        #expect(try themec(["compile", theme, "-o", output]).status == 0)
        func inode() throws -> Int { try FileManager.default.attributesOfItem(atPath: output)[.systemFileNumber] as! Int }
        let (table, first) = (try Data(contentsOf: URL(fileURLWithPath: output)), try inode())
        let run = try themec(["compile", "--strict", theme, "-o", output])
        #expect(run.status == 1 && run.stderr.contains("warning:"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == table)
        #expect(try inode() == first)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: s.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    /// The existing output is compared with the table as it is written: an output with the
    /// same bytes is left in place (the same file), one that differs anywhere — a byte, a
    /// missing or an extra tail — is replaced by the table.
    @Test func anUnchangedOutputIsLeftInPlaceAndAnyDifferenceReplacesIt() throws {
        let s = TemporaryDirectory("cli")
        let theme = packageRoot + "/Themes/Settings.theme.yaml"
        let output = s.path + "/table.json"
        #expect(try themec(["compile", "--provenance", theme, "-o", output]).status == 0)
        let table = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(table.count > 1 << 16)
        func inode() throws -> Int { try FileManager.default.attributesOfItem(atPath: output)[.systemFileNumber] as! Int }
        let first = try inode()
        #expect(try themec(["compile", "--provenance", theme, "-o", output]).status == 0)
        #expect(try inode() == first)
        var changed = table
        changed[changed.count - 2] ^= 1
        for previous in [changed, table + Data("x".utf8), table.dropLast(), table.prefix(100_000), Data()] {
            try previous.write(to: URL(fileURLWithPath: output))
            #expect(try themec(["compile", "--provenance", theme, "-o", output]).status == 0)
            #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == table, "previous: \(previous.count) bytes")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: s.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    /// An output path that names a named pipe is replaced by the table, as any other file
    /// is: comparing the old output never waits on the pipe for a writer (`timeout` turns a
    /// wait into a failure instead of a hung test).
    @Test func anOutputThatIsANamedPipeIsReplacedWithoutWaiting() throws {
        let s = TemporaryDirectory("cli")
        let output = s.path + "/table.json"
        #expect(mkfifo(output, 0o644) == 0)
        let run = try ThemecBinary.run(
            ["30", ThemecBinary.path, "compile", packageRoot + "/Themes/Settings.theme.yaml", "-o", output],
            executable: "/usr/bin/timeout")
        #expect(run.status == 0, "\(run.stderr)")
        let table = try themec(["compile", packageRoot + "/Themes/Settings.theme.yaml"]).stdout
        #expect(try String(contentsOfFile: output, encoding: .utf8) == table)
    }

    @Test func compileIsByteForByteDeterministic() throws {
        let a = try themec(["compile", "--provenance", "Themes/Settings.theme.yaml"])
        let b = try themec(["compile", "--provenance", "Themes/Settings.theme.yaml"])
        #expect(a.status == 0 && a.stdout == b.stdout && a.stdout.contains("\"provenance\": {"))
    }

    @Test func directoriesAreLintedRecursivelyThemeFilesOnly() throws {
        let s = TemporaryDirectory("cli")
        try FileManager.default.createDirectory(atPath: s.path + "/sub/deeper", withIntermediateDirectories: true)
        s.write("sub/deeper/a.theme.yaml", Self.error)
        s.write("sub/b.theme.json", #"{"theme": "B", "version": 1, "presets": {}}"#)
        s.write("sub/notes.yaml", "not: [a theme")
        let run = try themec(["lint", "--reporter", "xcode", s.path])
        #expect(run.status == 1)
        #expect(run.stdout.split(separator: "\n").count == 1 && run.stdout.contains("deeper/a.theme.yaml:6:5"))
    }
}

/// `unused-color` counts uses from the files that import a palette, when both are linted.
@Suite struct CrossFileUnusedColorTests {
    @Test func aPaletteUsedByAnImporterIsNotUnused() throws {
        let s = TemporaryDirectory("cli")
        s.write("Palette.theme.yaml", "theme: Palette\nversion: 1\ncolors:\n  brand: \"#3366FF\"\n  stale: \"#000000\"\npresets: {}\n")
        s.write(
            "App.theme.yaml",
            "theme: App\nversion: 1\nimports: [Palette.theme.yaml]\npresets:\n  row:\n    base: clear\n    strokeColor: brand\n    strokeWidth: 1\n")
        let alone = try themec(["lint", "--reporter", "xcode", s.path + "/Palette.theme.yaml"])
        #expect(alone.stdout.contains("'brand'") && alone.stdout.contains("'stale'"))
        let both = try themec(["lint", "--reporter", "xcode", s.path])
        #expect(!both.stdout.contains("'brand'") && both.stdout.contains("'stale'"))
    }
}
