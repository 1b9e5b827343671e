import Foundation
import Testing
import TestSupport

/// What users read cites only what they can look up: no design notes, section numbers or
/// files outside the repository, in the docs, the schemas, the messages or the sources.
@Suite struct UserDocsTests {
    static let forbidden = ["seed 000", "DESIGN.md", "§3.", "reference/system-defaults", "reference/uikit-", "uikit-eras.md"]

    static func files(under directory: String) -> [String] {
        let root = packageRoot + "/" + directory
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [root] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") || $0.hasSuffix(".swift") || $0.hasSuffix(".json") }
            .map { root + "/" + $0 }
    }

    @Test func nothingCitesWhatAUserCannotSee() throws {
        for file in ["Sources", "docs", "Schemas"].flatMap(Self.files(under:)) + [packageRoot + "/README.md"] {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            for phrase in Self.forbidden {
                #expect(!text.contains(phrase), "\(file) mentions '\(phrase)'")
            }
        }
    }

    @Test func noRuleExplanationMentionsTheSeed() throws {
        let run = try themec(["rules", "color-transformer-conflict"])
        #expect(run.status == 0 && !run.stdout.contains("seed"))
    }

    @Test func theLanguageReferenceCoversEveryKeyAndAtom() throws {
        let language = try String(contentsOfFile: packageRoot + "/docs/language.md", encoding: .utf8)
        let keys = [
            "theme", "version", "description", "deploymentTarget", "tintColor", "imports", "colors", "precedence",
            "presets", "base", "extends", "listEnvironment", "states", "backgroundColor", "backgroundColorTransformer",
            "cornerRadius", "backgroundInsets", "edgesAddingLayoutMarginsToBackgroundInsets", "strokeColor",
            "strokeColorTransformer", "strokeWidth", "strokeOutset", "visualEffect", "shadowProperties", "image",
            "imageContentMode", "customView", "highlighted", "selected", "disabled", "focused", "editing", "expanded",
            "swiped", "reordering", "lifting", "dragging", "dropTargeted", "dropNotTargeted", "pinned", "dark",
            "highContrast", "scaleAspectFill", "systemChromeMaterial", "insetGrouped", "monochromeTint",
        ]
        for key in keys { #expect(language.contains("`\(key)`"), "docs/language.md does not mention `\(key)`") }
        for section in ["## Colours", "## Imports", "## Limits", "## Resolution — the cascade"] { #expect(language.contains(section)) }
    }

    @Test func theReadmeLinksThePerformanceDetail() throws {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains("[docs/performance.md](docs/performance.md)"))
        #expect(!readme.contains("callgrind") && !readme.contains("executions in 30 min"))
        #expect(readme.contains("## Install") && readme.contains("swift build -c release"))
        #expect(FileManager.default.fileExists(atPath: packageRoot + "/docs/performance.md"))
    }

    /// The install page is linked, and every repository address on it is a marked placeholder
    /// for the reader's own fork or release: themec publishes no ThemecPlugins of its own.
    @Test func theInstallPageNamesOnlyPlaceholderRepositories() throws {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains("[docs/install.md](docs/install.md)"))
        let install = try String(contentsOfFile: packageRoot + "/docs/install.md", encoding: .utf8)
        let addresses = install.split(whereSeparator: { $0.isWhitespace || "\"()".contains($0) })
            .filter { $0.hasPrefix("https://github.com/") }
        #expect(!addresses.isEmpty)
        for address in addresses { #expect(address.hasPrefix("https://github.com/<your-org>/"), "\(address)") }
        #expect(install.contains("placeholder"))
    }
}

/// The theme schema agrees with the compiler where JSON Schema can: exactly one of 'base'
/// and 'extends', finite numbers.
@Suite struct ThemeSchemaTests {
    static let checker: String? = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
        .map { $0 + "/check-jsonschema" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: ThemeSchemaTests.checker != nil, "check-jsonschema is not installed"))
    func theSchemaRejectsWhatTheCompilerRejects() throws {
        let directory = packageRoot + "/Tests/Fixtures/SchemaRejects"
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".theme.yaml") }
        #expect(files.count >= 3)
        for file in files {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.checker!)
            process.arguments = ["--schemafile", packageRoot + "/Schemas/theme.schema.json", directory + "/" + file]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus != 0, "the schema accepts \(file)")
            #expect(try themec(["lint", directory + "/" + file]).status == 1, "themec accepts \(file)")
        }
    }

    /// Runs the checker on `file` against `schema` (a file of Schemas/); its exit status.
    static func check(_ file: String, against schema: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: checker!)
        process.arguments = ["--schemafile", packageRoot + "/Schemas/" + schema, file]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The shipped button theme (as JSON: the checker reads YAML too) and its table, with and
    /// without provenance, validate against the schemas.
    @Test(.enabled(if: ThemeSchemaTests.checker != nil, "check-jsonschema is not installed"))
    func theButtonThemeAndItsTableValidate() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("themec-schema-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try Self.check(packageRoot + "/Themes/Buttons.theme.yaml", against: "theme.schema.json") == 0)
        for (name, extra) in [("table.json", [String]()), ("provenance.json", ["--provenance"])] {
            let run = try themec(["compile", "Themes/Buttons.theme.yaml"] + extra)
            #expect(run.status == 0)
            let file = directory + "/" + name
            try run.stdout.write(toFile: file, atomically: true, encoding: .utf8)
            #expect(try Self.check(file, against: "theme-table.schema.json") == 0, "\(name) does not validate")
        }
    }
}

/// Every theme that README.md and docs/ show lints clean — not even a note — or, when a
/// ```text block right after it shows findings, produces exactly the rules it shows.
/// (docs/rules.md is the rule catalogue: `RuleExampleTests` runs its examples.)
@Suite struct DocumentedThemeTests {
    struct Example: CustomStringConvertible, Sendable {
        var file: String
        var line: Int
        var format: String
        var text: String
        var shownRules: Set<String>
        var description: String { "\(file):\(line)" }
    }

    static let examples: [Example] = {
        let files =
            ["README.md"]
            + UserDocsTests.files(under: "docs").filter { $0.hasSuffix(".md") && !$0.hasSuffix("/rules.md") }
            .map { String($0.dropFirst(packageRoot.count + 1)) }.sorted()
        var found: [Example] = []
        let block = try! NSRegularExpression(pattern: "```(yaml|json)\\n(.*?)```", options: [.dotMatchesLineSeparators])
        let following = try! NSRegularExpression(pattern: "\\A[^`]{0,400}?```text\\n(.*?)```", options: [.dotMatchesLineSeparators])
        let rule = try! NSRegularExpression(pattern: "\\[([a-z]+(?:-[a-z]+)*)\\]")
        for file in files {
            let text = try! String(contentsOfFile: packageRoot + "/" + file, encoding: .utf8) as NSString
            for match in block.matches(in: text as String, range: NSRange(location: 0, length: text.length)) {
                let body = text.substring(with: match.range(at: 2))
                // Whole themes only: fragments (one key, a `.themec.yml`) and compiled tables are not.
                guard body.range(of: "(?m)^theme:", options: .regularExpression) != nil || body.hasPrefix("{\n  \"theme\"") else { continue }
                let after = text.substring(from: match.range.upperBound)
                var shown = Set<String>()
                if let next = following.firstMatch(in: after, range: NSRange(location: 0, length: (after as NSString).length)) {
                    let output = (after as NSString).substring(with: next.range(at: 1))
                    for r in rule.matches(in: output, range: NSRange(location: 0, length: (output as NSString).length)) {
                        shown.insert((output as NSString).substring(with: r.range(at: 1)))
                    }
                }
                let line = text.substring(to: match.range.location).split(separator: "\n", omittingEmptySubsequences: false).count
                found.append(Example(file: file, line: line, format: text.substring(with: match.range(at: 1)), text: body, shownRules: shown))
            }
        }
        return found
    }()

    @Test func theDocsShowThemes() {
        #expect(Self.examples.contains { $0.file == "README.md" })
    }

    @Test(arguments: DocumentedThemeTests.examples)
    func documentedThemeLintsAsShown(_ example: Example) throws {
        let s = TemporaryDirectory("docs")
        let file = s.write("example.theme.\(example.format)", example.text)
        let run = try themec(["lint", "--reporter", "xcode", file], in: s.path)
        let rules = Set(
            run.stdout.split(separator: "\n").compactMap { line -> String? in
                guard let open = line.lastIndex(of: "["), line.hasSuffix("]") else { return nil }
                return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
            })
        #expect(rules == example.shownRules, "\(example): \(run.stdout)")
    }
}

/// A package URL in the docs is either real or an obvious placeholder the user must replace
/// (`<your-org>`), never an elided `https://…/themec` that looks copyable and is not.
@Suite struct DocumentedPackageURLTests {
    @Test func packageURLsAreMarkedAsTheUsersOwn() throws {
        let files = [packageRoot + "/README.md"] + UserDocsTests.files(under: "docs").filter { $0.hasSuffix(".md") }
        var seen = 0
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains(".package(url:") {
                seen += 1
                #expect(line.contains("<your-org>"), "\(file): \(line) — a package URL must be the user's own, marked <your-org>")
                #expect(!line.contains("…") && !line.contains("..."), "\(file): \(line)")
                #expect(line.contains("from: \"\(ThemecVersionText.current)\""), "\(file): \(line) — name the version themec declares")
            }
        }
        #expect(seen > 0)
    }
}

/// The version `themec --version` prints, read from its source (the tests do not link the CLI).
enum ThemecVersionText {
    static let current: String = {
        let source = try! String(contentsOfFile: packageRoot + "/Sources/ThemeCompiler/Support/ThemecVersion.swift", encoding: .utf8)
        let match = source.range(of: "current = \"[^\"]+\"", options: .regularExpression)!
        return String(source[match].dropFirst("current = \"".count).dropLast())
    }()
}
