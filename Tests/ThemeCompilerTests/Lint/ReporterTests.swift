import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing
import ThemeSyntax
@testable import ThemeCompiler
import TestSupport

/// The CI reporters: SARIF against the 2.1.0 schema, GitHub workflow-command escaping,
/// JUnit and Checkstyle parsed back with an XML parser.
@Suite struct ReporterTests {
    static let report: LintReport = {
        let a = SourceLocation(file: "Themes/a b.theme.yaml", line: 3, column: 5)
        let related = RelatedLocation(SourceLocation(file: "Themes/a b.theme.yaml", line: 1, column: 1), "first <here> & \"there\"")
        return LintReport(
            diagnostics: [
                Diagnostic(
                    rule: .unknownKey, message: "unknown key 'cornerRadious' — did you mean 'cornerRadius'? 100%\nnext: line, done",
                    location: a, related: [related], suggestion: "cornerRadius"),
                Diagnostic(
                    rule: .redundantOverride, message: "redundant <override>",
                    location: SourceLocation(file: "Themes/a b.theme.yaml", line: 9, column: 7)),
                Diagnostic(
                    rule: .unusedColor, message: "unused\u{1}colour", location: SourceLocation(file: "Themes/imported.theme.yaml", line: 2, column: 3)
                ),
            ], files: ["Themes/a b.theme.yaml", "Themes/clean.theme.yaml"])
    }()

    /// The official SARIF 2.1.0 schema, beside the package (absent on a user's clone).
    static let sarifSchema = packageRoot + "/../shared/schemas/sarif-schema-2.1.0.json"

    @Test(
        .enabled(
            if: ReporterTests.checkJSONSchema() != nil && FileManager.default.fileExists(atPath: ReporterTests.sarifSchema),
            "needs check-jsonschema on PATH (pip install check-jsonschema; .ci/run installs it) and ../shared/schemas"))
    func sarifValidatesAgainstTheSchema() throws {
        let sarif = SARIFReporter(rules: RuleCatalog.sarifRules()).render(Self.report)
        let file = Scratch.write(sarif, to: Scratch.directory("sarif") + "/report.sarif")
        let checker = try #require(Self.checkJSONSchema())
        let (status, output) = Self.run(checker, ["--schemafile", Self.sarifSchema, file])
        #expect(status == 0, "\(output)")
    }

    @Test func sarifListsEveryRuleAndLocatesResults() throws {
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(SARIFReporter(rules: RuleCatalog.sarifRules()).render(Self.report).utf8)) as? [String: Any])
        #expect(json["version"] as? String == "2.1.0")
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == RuleRegistry.rules.count)
        let first = try #require(rules.first)
        for key in ["id", "name", "shortDescription", "fullDescription", "defaultConfiguration", "help"] {
            #expect(first[key] != nil, "rule lacks \(key)")
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        let location = try #require(((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Themes/a%20b.theme.yaml")
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 3)
        #expect(region["startColumn"] as? Int == 5)
        #expect((results[0]["relatedLocations"] as? [[String: Any]])?.count == 1)
        let index = try #require(results[0]["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == "unknown-key")
    }

    @Test func githubEscapesDataAndProperties() {
        let out = GitHubReporter().render(Self.report)
        let lines = out.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(
            lines[0]
                == "::error file=Themes/a b.theme.yaml,line=3,col=5,title=unknown-key::unknown key 'cornerRadious' — did you mean 'cornerRadius'? 100%25%0Anext: line, done%0AThemes/a b.theme.yaml:1:1: first <here> & \"there\"%0Ahelp: replace with 'cornerRadius'"
        )
        #expect(lines[1].hasPrefix("::warning file="))
        #expect(lines[2].hasPrefix("::notice file=Themes/imported.theme.yaml,line=2,col=3,title=unused-color::"))
        #expect(GitHubReporter.escapeProperty("a:b,c%d\r\n") == "a%3Ab%2Cc%25d%0D%0A")
        #expect(GitHubReporter.escapeData("a:b,c") == "a:b,c")
    }

    @Test func junitHasASuitePerFileAndACasePerFinding() throws {
        let xml = try XMLTree.parse(JUnitReporter().render(Self.report))
        #expect(xml.name == "testsuites")
        let suites = xml.children.filter { $0.name == "testsuite" }
        #expect(suites.map { $0.attributes["name"] } == ["Themes/a b.theme.yaml", "Themes/clean.theme.yaml", "Themes/imported.theme.yaml"])
        #expect(suites[0].children.count == 2)
        #expect(suites[0].children[0].children.first?.name == "failure")
        #expect(suites[0].children[0].children.first?.attributes["message"]?.contains("\nnext: line") == true)
        // A warning passes unless --strict: its finding goes to system-out.
        #expect(suites[0].children[1].children.first?.name == "system-out")
        #expect(suites[1].children.count == 1)
        #expect(suites[1].children[0].children.isEmpty)
        #expect(xml.attributes["failures"] == "1")
        let strict = try XMLTree.parse(JUnitReporter(failingSeverity: .warning).render(Self.report))
        #expect(strict.attributes["failures"] == "2")
    }

    @Test func checkstyleListsEveryFile() throws {
        let xml = try XMLTree.parse(CheckstyleReporter().render(Self.report))
        #expect(xml.name == "checkstyle")
        #expect(xml.children.map { $0.attributes["name"] } == ["Themes/a b.theme.yaml", "Themes/clean.theme.yaml", "Themes/imported.theme.yaml"])
        let error = try #require(xml.children[0].children.first)
        #expect(error.attributes["line"] == "3")
        #expect(error.attributes["column"] == "5")
        #expect(error.attributes["severity"] == "error")
        #expect(error.attributes["source"] == "themec.unknown-key")
        #expect(xml.children[2].children[0].attributes["severity"] == "info")
        // A control character cannot appear in XML 1.0: it was replaced.
        #expect(xml.children[2].children[0].attributes["message"]?.contains("\u{FFFD}") == true)
    }

    // MARK: - Helpers

    /// `check-jsonschema` on PATH, nil when it is not installed (tests never install tools).
    static func checkJSONSchema() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/check-jsonschema" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @discardableResult
    static func run(_ tool: String, _ arguments: [String]) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// A tiny element tree built with `XMLParser` (FoundationXML on Linux).
final class XMLTree: NSObject, XMLParserDelegate {
    var name = ""
    var attributes: [String: String] = [:]
    var children: [XMLTree] = []
    var text = ""
    private var stack: [XMLTree] = []

    struct ParseError: Error { var message: String }

    static func parse(_ xml: String) throws -> XMLTree {
        let parser = XMLParser(data: Data(xml.utf8))
        let builder = XMLTree()
        parser.delegate = builder
        guard parser.parse(), let root = builder.children.first else {
            throw ParseError(message: parser.parserError.map { "\($0)" } ?? "no root element")
        }
        return root
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        let node = XMLTree()
        node.name = elementName
        node.attributes = attributes
        (stack.last ?? self).children.append(node)
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }
}
