import Foundation
import Testing
import TestSupport

/// The README's commands do what the README says.
@Suite struct ReadmeCommandTests {
    /// Every `swift run themec …` line of README.md's shell blocks.
    static let commands: [[String]] = {
        let readme = (try? String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)) ?? ""
        return readme.split(separator: "\n").compactMap { line -> [String]? in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("swift run themec ") else { return nil }
            let command = text.dropFirst("swift run themec ".count).split(separator: "#")[0]
            return command.split(separator: " ").map(String.init)
        }
    }()

    @Test func readmeShowsCommands() {
        #expect(Self.commands.contains { $0.first == "compile" })
        #expect(Self.commands.contains { $0.first == "lint" })
    }

    @Test(arguments: ReadmeCommandTests.commands)
    func readmeCommandSucceeds(_ arguments: [String]) throws {
        let scratch = TemporaryDirectory("cli")
        // Outputs named in the README go to a scratch directory, not into the checkout.
        var args = arguments
        for i in args.indices.dropFirst() where args[i - 1] == "-o" || args[i - 1] == "--output" {
            args[i] = scratch.path + "/" + args[i]
        }
        let run = try themec(args)
        // `diff` exits 1 when the tables differ: edits in the working tree are not a failure.
        let expected: Set<Int32> = arguments.first == "diff" ? [0, 1] : [0]
        #expect(expected.contains(run.status), "themec \(arguments.joined(separator: " ")):\n\(run.stderr)")
    }

    @Test func compileOfTheShippedThemePrintsTheGoldenTable() throws {
        let run = try themec(["compile", "Themes/Linen.theme.yaml"])
        #expect(run.status == 0)
        let golden = try String(contentsOfFile: packageRoot + "/Tests/ThemeCompilerTests/Fixtures/Themes/Linen.table.json", encoding: .utf8)
        #expect(run.stdout == golden)
        #expect(run.stderr.isEmpty)
    }

    @Test func versionIsPrinted() throws {
        let run = try themec(["--version"])
        #expect(run.status == 0 && run.stdout.split(separator: ".").count == 3)
    }
}

/// The README's language example is a valid, lint-clean theme.
@Suite struct ReadmeExampleTests {
    @Test func languageExampleCompilesClean() throws {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        let start = try #require(readme.range(of: "```yaml\n"))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let s = TemporaryDirectory("cli")
        let file = s.write("Readme.theme.yaml", String(readme[start.upperBound..<end.lowerBound]))
        let run = try themec(["lint", "--strict", file])
        #expect(run.status == 0, "\(run.stdout)")
    }

    /// The finding the README shows for the example without `highlighted: { customView: null }`
    /// is, word for word, what lint prints.
    @Test func theShownFindingIsWhatLintPrints() throws {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        let start = try #require(readme.range(of: "```yaml\n"))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let example = String(readme[start.upperBound..<end.lowerBound])
        let line = "      highlighted: { customView: null }  # so the pressed and selected colours show\n"
        #expect(example.contains(line))
        let s = TemporaryDirectory("cli")
        s.write("my.theme.yaml", example.replacingOccurrences(of: line, with: ""))
        let run = try themec(["lint", "--reporter", "xcode", "my.theme.yaml"], in: s.path)
        let shown = try #require(readme.split(separator: "\n").first { $0.hasPrefix("my.theme.yaml:") })
        #expect(run.stdout.split(separator: "\n").first.map(String.init) == String(shown))
    }
}

/// README.md's rule table lists every rule of the catalogue.
@Suite struct ReadmeRuleTableTests {
    @Test func everyRuleIsInTheReadme() throws {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        let catalogue = try themec(["rules"])
        let ids = catalogue.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(ids.count >= 33)
        for id in ids { #expect(readme.contains("| `\(id)` |"), "README.md does not list \(id)") }
    }
}
