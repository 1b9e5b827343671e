import Foundation
import Testing
import TestSupport

/// `themec preview`, `diff` and `explain`, run as a user runs them.
@Suite struct ReviewCommandTests {
    static let shipped = ["Themes/Compact.theme.json", "Themes/Linen.theme.yaml", "Themes/Settings.theme.yaml", "Themes/Sidebar.theme.yaml"]

    @Test(arguments: ["preview", "diff", "explain"])
    func everyCommandHasHelp(_ command: String) throws {
        let run = try themec([command, "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: themec \(command)"))
        #expect(run.stdout.contains("docs/\(command).md"))
    }

    // MARK: - preview

    @Test(arguments: shipped)
    func previewOfEveryShippedThemeHasOneSwatchPerRow(_ theme: String) throws {
        let page = try themec(["preview", theme])
        #expect(page.status == 0, "\(page.stderr)")
        #expect(page.stdout.hasPrefix("<!DOCTYPE html>"))
        let table = try themec(["compile", theme])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(table.stdout.utf8)) as? [String: Any])
        let presets = try #require(json["presets"] as? [String: [String: Any]])
        let rows = presets.values.reduce(0) { $0 + (($1["states"] as? [String: Any])?.count ?? 0) }
        #expect(page.stdout.components(separatedBy: " data-state=\"").count - 1 == rows)
    }

    @Test func previewOfBothDesignsShowsAMatrixPerGeneration() throws {
        let both = try themec(["preview", "Themes/Settings.theme.yaml", "--design", "both"])
        #expect(both.status == 0, "\(both.stderr)")
        let rows = try themec(["preview", "Themes/Settings.theme.yaml"]).stdout.components(separatedBy: " data-state=\"").count - 1
        #expect(both.stdout.components(separatedBy: #" data-design="classic""#).count - 1 == rows)
        #expect(both.stdout.components(separatedBy: #" data-design="glass""#).count - 1 == rows)
        let glass = try themec(["preview", "Themes/Settings.theme.yaml", "--design", "glass"])
        #expect(glass.status == 0 && !glass.stdout.contains("data-design"))
        #expect(try themec(["preview", "Themes/Settings.theme.yaml", "--design", "liquid"]).status == 64)
    }

    @Test(arguments: ["classic", "glass"])
    func explainAndDiffResolveForTheDesignAsked(_ design: String) throws {
        let s = TemporaryDirectory()
        let theme = s.write("t.theme.yaml", "theme: T\nversion: 1\npresets:\n  row:\n    base: listGroupedCell\n    cornerRadius: 4\n")
        func json(_ text: String) throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        }
        let table = try json(try themec(["compile", theme, "--design", design]).stdout)
        let row = try #require(((table["presets"] as? [String: Any])?["row"] as? [String: Any])?["states"] as? [String: [String: Any]])
        let explained = try themec(["explain", theme, "row", "selected", "--design", design, "--format", "json"])
        #expect(explained.status == 0, "\(explained.stderr)")
        let properties = try #require(try json(explained.stdout)["properties"] as? [String: [String: Any]])
        // The system's selection colour and tint of this generation, as compile --design writes
        // them (systemBlue differs between the generations: #007AFF classic, #0088FF glass).
        #expect(properties["backgroundColor"]?["value"] as? NSDictionary == row["selected"]?["backgroundColor"] as? NSDictionary)
        let stroke = try #require(row["selected"]?["resolvedStrokeColor"] as? String)
        #expect(stroke == (design == "classic" ? "#007AFFFF" : "#0088FFFF"))
        #expect(properties["strokeColor"]?["resolution"] as? [String] == ["no colour: the tint \(stroke)"])
        #expect(try themec(["diff", theme, theme, "--design", design]).status == 0)
    }

    @Test func previewOfABrokenThemeWritesNothing() throws {
        let s = TemporaryDirectory()
        let theme = s.write("broken.theme.yaml", ThemecBinary.broken)
        let output = s.write("page.html", "previous page")
        let run = try themec(["preview", theme, "-o", output])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("unknown-key"))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "previous page")
    }

    @Test func previewWritesTheFileAndShowsWarnings() throws {
        let s = TemporaryDirectory()
        let theme = s.write("warn.theme.yaml", ThemecBinary.warning)
        let run = try themec(["preview", theme, "-o", s.path + "/page.html"])
        #expect(run.status == 0 && run.stdout.isEmpty)
        let page = try String(contentsOfFile: s.path + "/page.html", encoding: .utf8)
        // The warning is shown in its preset's section, with its location.
        let section = try #require(page.range(of: "<section class=\"preset\" id=\"preset-0\">"))
        let finding = try #require(page.range(of: "<code>\(theme):8:18</code> <b>warning</b>"))
        #expect(section.upperBound < finding.lowerBound)
        #expect(page.contains("[redundant-override]"))
    }

    // MARK: - diff

    @Test func diffExitCodes() throws {
        let s = TemporaryDirectory()
        let clean = s.write("a.theme.yaml", ThemecBinary.clean)
        let same = s.write("b.theme.json", #"{"version": 1, "presets": {"row": {"cornerRadius": 12, "base": "listGroupedCell"}}, "theme": "Clean"}"#)
        let other = s.write("c.theme.yaml", ThemecBinary.clean.replacingOccurrences(of: "12", with: "10"))
        let broken = s.write("d.theme.yaml", ThemecBinary.broken)
        #expect(try themec(["diff", clean, same]).status == 0)
        let changed = try themec(["diff", clean, other, "--format", "json"])
        #expect(changed.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(changed.stdout.utf8)) as? [String: Any])
        #expect(json["format"] as? String == "themec-diff")
        let failing = try themec(["diff", clean, broken])
        #expect(failing.status == 2 && failing.stdout.isEmpty)
        #expect(failing.stderr.contains("does not compile") && failing.stderr.contains("unknown-key"))
        #expect(try themec(["diff", clean, s.path + "/missing.theme.yaml"]).status == 66)
        #expect(try themec(["diff", clean]).status == 64)
        #expect(try themec(["diff", clean, other, "--format", "html"]).status == 64)
    }

    @Test(arguments: shipped)
    func diffOfEveryShippedTheme(_ theme: String) throws {
        let same = try themec(["diff", theme, theme, "--format", "json"])
        #expect(same.status == 0, "\(same.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(same.stdout.utf8)) as? [String: Any])
        #expect((json["presets"] as? [String: Any])?["changed"] as? [String: Any] != nil)
        #expect((json["breaking"] as? [Any])?.isEmpty == true)
        // The same file in a temporary directory with its first hex colour changed: a difference.
        let s = TemporaryDirectory()
        let text = try String(contentsOfFile: packageRoot + "/" + theme, encoding: .utf8)
        let hex = try #require(text.range(of: ##""#[0-9A-Fa-f]{6}""##, options: .regularExpression))
        let copy = s.write((theme as NSString).lastPathComponent, text.replacingCharacters(in: hex, with: ##""#123457""##))
        let different = try themec(["diff", theme, copy])
        #expect(different.status == 1, "\(different.stderr)")
        #expect(different.stdout.contains("#123457FF"))
    }

    @Test func diffWritesMarkdownToAFile() throws {
        let s = TemporaryDirectory()
        let clean = s.write("a.theme.yaml", ThemecBinary.clean)
        let other = s.write("c.theme.yaml", ThemecBinary.clean.replacingOccurrences(of: "12", with: "10"))
        let run = try themec(["diff", clean, other, "--format", "markdown", "-o", s.path + "/diff.md"])
        #expect(run.status == 1 && run.stdout.isEmpty)
        let md = try String(contentsOfFile: s.path + "/diff.md", encoding: .utf8)
        #expect(md.contains("| `normal` | `cornerRadius` | `12` | `10` |"))
    }

    static let gitAvailable = (try? ThemecBinary.runTool("git", ["--version"]))?.status == 0

    @Test(.enabled(if: gitAvailable))
    func diffAgainstAGitRevisionReadsTheOldImportsFromGit() throws {
        let s = TemporaryDirectory()
        func git(_ args: [String]) throws {
            let run = try ThemecBinary.runTool("git", ["-C", s.path] + args)
            #expect(run.status == 0, "git \(args): \(run.stderr)")
        }
        try git(["init", "-q"])
        s.write("colors.theme.yaml", "theme: Colors\nversion: 1\ncolors:\n  brand: \"#112233\"\npresets: {}\n")
        s.write(
            "app.theme.yaml", "theme: App\nversion: 1\nimports: [colors.theme.yaml]\npresets:\n  row:\n    base: clear\n    backgroundColor: brand\n")
        try git(["add", "."])
        try git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "first"])
        #expect(try themec(["diff", "--git", "HEAD", "app.theme.yaml"], in: s.path).status == 0)
        // Only the import changes: the old table must be compiled with the old import.
        s.write("colors.theme.yaml", "theme: Colors\nversion: 1\ncolors:\n  brand: \"#445566\"\npresets: {}\n")
        let run = try themec(["diff", "--git", "HEAD", "app.theme.yaml", "--format", "json"], in: s.path)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains(##""old": "#112233FF""##) && run.stdout.contains(##""new": "#445566FF""##))
        // A theme that is not at the revision is new: everything in it is added.
        s.write("new.theme.yaml", ThemecBinary.clean)
        let added = try themec(["diff", "--git", "HEAD", "new.theme.yaml"], in: s.path)
        #expect(added.status == 1 && added.stdout.contains("+ preset row"))
        #expect(try themec(["diff", "--git", "no-such-ref", "app.theme.yaml"], in: s.path).status == 66)
    }

    /// Without git on PATH, `--git` says so and how to fix it, rather than blaming the work tree.
    @Test func diffAgainstAGitRevisionWithoutGitSaysSo() throws {
        let run = try themec(["diff", "--git", "HEAD", "Themes/Settings.theme.yaml"], environment: ["PATH": "/nonexistent"])
        #expect(run.status == 66)
        #expect(run.stderr.contains("themec: error: cannot run git to read 'Themes/Settings.theme.yaml' at 'HEAD'"), "\(run.stderr)")
        #expect(run.stderr.contains("install git or put it on PATH"))
    }

    // MARK: - explain

    @Test func explainShowsTheWinnerAndWhatItBeat() throws {
        let run = try themec(["explain", "Themes/Settings.theme.yaml", "accountCard", "dark + selected"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0] == "accountCard · selected+dark · listCell (defaults of listGroupedCell) · extends settingsRow → accountCard")
        #expect(lines.contains { $0.hasPrefix("Themes/Settings.theme.yaml:") && $0.contains(": wins: settingsRow, selected") })
        #expect(lines.contains { $0.contains(": overridden: settingsRow, normal — fewer atoms: 'normal' has 0, 'selected' has 1") })
        let json = try themec(["explain", "Themes/Settings.theme.yaml", "accountCard", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["state"] as? String == "normal")
    }

    /// `explain --format json`'s winner is `compile --provenance`'s source, for every property
    /// of two rows of every preset of every shipped theme (its first and last states by name),
    /// through the command line. `ExplainTests` compares every row in the library; a process
    /// for every row was 148 processes, 12 s of the 183 s the suite takes one test at a time.
    @Test(arguments: shipped)
    func explainAgreesWithCompileProvenance(_ theme: String) throws {
        let compiled = try themec(["compile", theme, "--provenance"])
        let table = try #require(try JSONSerialization.jsonObject(with: Data(compiled.stdout.utf8)) as? [String: Any])
        let presets = try #require(table["presets"] as? [String: [String: Any]])
        var checked = 0
        for (name, preset) in presets {
            let rows = try #require(preset["states"] as? [String: [String: Any]])
            let ends = Set([rows.keys.min(), rows.keys.max()].compactMap { $0 })
            for (state, row) in rows where ends.contains(state) {
                let run = try themec(["explain", theme, name, state, "--format", "json"])
                #expect(run.status == 0, "\(name) \(state): \(run.stderr)")
                let explanation = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
                #expect(explanation["state"] as? String == state)
                let properties = try #require(explanation["properties"] as? [String: [String: Any]])
                let provenance = try #require(row["provenance"] as? [String: String])
                #expect(properties.count == provenance.count)
                for (property, source) in provenance {
                    let winner = try #require(properties[property]?["winner"] as? [String: Any])
                    let said =
                        (winner["default"] as? String).map { "default:\($0)" }
                        ?? "\(winner["file"] ?? ""):\(winner["line"] ?? ""):\(winner["column"] ?? "")"
                    #expect(said == source, "\(theme) \(name) \(state) \(property)")
                    #expect(properties[property]?["value"] != nil)
                }
                checked += 1
            }
        }
        #expect(checked > 0)
    }

    @Test func explainFollowsTheChainIntoImports() throws {
        let s = TemporaryDirectory()
        s.write(
            "base/rows.theme.yaml",
            "theme: Rows\nversion: 1\npresets:\n  row:\n    base: clear\n    cornerRadius: 6\n    backgroundColor: \"#112233\"\n")
        let app = s.write(
            "app.theme.yaml", "theme: App\nversion: 1\nimports: [base/rows.theme.yaml]\npresets:\n  card:\n    extends: row\n    cornerRadius: 10\n")
        let run = try themec(["explain", app, "card"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\(s.path)/base/rows.theme.yaml:7:5: wins: row, normal"))
        #expect(run.stdout.contains("\(s.path)/app.theme.yaml:7:5: wins: card, normal"))
        #expect(run.stdout.contains("\(s.path)/base/rows.theme.yaml:6:5: overridden: row, normal — shallower preset: 'row' is an ancestor of 'card'"))
    }

    @Test func explainUsageErrorsSuggestTheName() throws {
        let preset = try themec(["explain", "Themes/Settings.theme.yaml", "acountCard"])
        #expect(preset.status == 64)
        #expect(preset.stderr.contains("no preset 'acountCard'") && preset.stderr.contains("did you mean 'accountCard'?"))
        let state = try themec(["explain", "Themes/Settings.theme.yaml", "accountCard", "slected"])
        #expect(state.status == 64 && state.stderr.contains("did you mean 'selected'?"))
        #expect(try themec(["explain", "Themes/Settings.theme.yaml", "accountCard", "lifting+dragging"]).status == 64)
        #expect(try themec(["explain", "Themes/Settings.theme.yaml", "accountCard", "light+dark"]).status == 64)
        let light = try themec(["explain", "Themes/Settings.theme.yaml", "accountCard", "selected+light"])
        #expect(light.status == 0 && light.stdout.hasPrefix("accountCard · selected ·"))
        let s = TemporaryDirectory()
        #expect(try themec(["explain", s.write("b.theme.yaml", ThemecBinary.broken), "row"]).status == 1)
        #expect(try themec(["explain", s.path + "/none.theme.yaml", "row"]).status == 66)
    }
}

extension ThemecBinary {
    /// Runs another tool (found on PATH) with `arguments`.
    static func runTool(_ tool: String, _ arguments: [String]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}
