import Foundation
import Testing
import TestSupport

/// The declared API (docs/architecture.md, "Declared API") is what `ThemeSyntax` and
/// `ThemeCompiler` declare `public`; everything else is `package`. This test keeps it
/// deliberate: the public declarations found in the sources must be exactly those listed
/// in `Tests/Fixtures/PublicAPI.txt`, so making a declaration public (or no longer public)
/// is a change to that file, visible in review; and each one has a doc comment.
/// `RECORD_GOLDENS=1 swift test` rewrites the list (and fails, like every golden).
@Suite struct PublicAPITests {
    static let listPath = "Tests/Fixtures/PublicAPI.txt"
    static let modules = ["ThemeSyntax", "ThemeCompiler"]

    /// A public declaration: where it is, its line, and whether a doc comment precedes it.
    struct Declaration {
        var file: String
        var line: Int
        var head: String
        var isDocumented: Bool
        /// How it is listed: the file and the declaration without its body.
        var entry: String { "\(file): \(head)" }
    }

    /// Every line of the modules' sources that declares something `public`, in file order.
    /// A token scan of line starts: comments and the lines of multi-line string literals are
    /// skipped; an implicitly public member (an enum case, a protocol requirement) is
    /// covered by the declaration of its type.
    static func declarations() throws -> [Declaration] {
        var found: [Declaration] = []
        for module in modules {
            let root = packageRoot + "/Sources/" + module
            let files = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }.sorted()
            for file in files {
                let lines = try String(contentsOfFile: root + "/" + file, encoding: .utf8).components(separatedBy: "\n")
                var inLiteral = false
                for (index, line) in lines.enumerated() {
                    let text = line.trimmingCharacters(in: .whitespaces)
                    let wasInLiteral = inLiteral
                    if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inLiteral.toggle() }
                    guard !wasInLiteral, text.hasPrefix("public ") else { continue }
                    var above = index - 1
                    while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") { above -= 1 }
                    let documented = above >= 0 && lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///")
                    let head = text.range(of: " {").map { String(text[..<$0.lowerBound]) } ?? text
                    found.append(Declaration(file: module + "/" + file, line: index + 1, head: head, isDocumented: documented))
                }
            }
        }
        return found
    }

    @Test func publicDeclarationsAreTheListedOnes() throws {
        let listing = try Self.declarations().map(\.entry).joined(separator: "\n") + "\n"
        if Golden.isRecording { return try Golden.check(listing, against: Self.listPath) }
        let listed = (try? String(contentsOfFile: packageRoot + "/" + Self.listPath, encoding: .utf8)) ?? ""
        let actual = listing.split(separator: "\n").map(String.init)
        let expected = listed.split(separator: "\n").map(String.init)
        let added = Set(actual).subtracting(expected).sorted()
        let removed = Set(expected).subtracting(actual).sorted()
        #expect(
            added.isEmpty,
            "public but not in \(Self.listPath) (make it `package`, or add it to the declared API and the list):\n\(added.joined(separator: "\n"))")
        #expect(removed.isEmpty, "listed in \(Self.listPath) but no longer public:\n\(removed.joined(separator: "\n"))")
        if added.isEmpty && removed.isEmpty {
            #expect(actual == expected, "\(Self.listPath) is out of order: RECORD_GOLDENS=1 rewrites it")
        }
    }

    @Test func everyPublicDeclarationHasADocComment() throws {
        let undocumented = try Self.declarations().filter { !$0.isDocumented }.map { "\($0.file):\($0.line): \($0.head)" }
        #expect(undocumented.isEmpty, "public without a /// comment:\n\(undocumented.joined(separator: "\n"))")
    }

    @Test func theScanSeesTheAPI() throws {
        let entries = try Self.declarations().map(\.head)
        for type in ["public struct ThemePipeline", "public struct ResolvedTable", "public struct Diagnostic", "public struct SourceLocation"] {
            #expect(entries.contains { $0.hasPrefix(type) }, "\(type) not found: the scan is broken")
        }
    }
}
