import Foundation
import Testing
import TestSupport

/// The folders of `Sources/ThemeCompiler` are layers that a reader can learn in order: each
/// uses only the layers before it. This test makes that a build fact: it reads every file as
/// tokens (`SwiftTokens`), finds what each layer declares — types, free functions, globals,
/// and the members of its extensions (an extension of an earlier layer's type, or of a
/// standard type, belongs to the layer that writes it) — and fails when a file uses a name
/// that only a later layer declares.
@Suite struct LayerTests {
    /// The layers in order (docs/architecture.md). A new folder must be placed here.
    static let layers = [
        "Support",  // JSON writing, file paths, reading files, the version
        "UIKitModel",  // UIKit facts: states, styles, system colours, properties, availability
        "Model",  // the typed theme, the program, limits, the resolved table, Swift names
        "Diagnostics",  // findings, rule ids, suppressions, finding policy, reporters
        "Decode",  // located nodes → typed model
        "Resolve",  // the cascade: chains, winners, colours, system defaults
        "Validate",  // the rule registry and one rule per file
        "Emit",  // JSON table, Swift code, the preview page, explanations
        "Diff",  // the semantic diff of two tables and its renderers
        "Config",  // `.themec.yml`
        "Pipeline",  // load → validate → resolve → emit, streaming
        "Lint",  // directories, baselines, parallel lint
    ]

    static let sourceRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/ThemeCompiler").path

    /// Folder → its Swift files (path relative to the module).
    static func files() throws -> [String: [String]] {
        let all = try FileManager.default.subpathsOfDirectory(atPath: sourceRoot).filter { $0.hasSuffix(".swift") }
        return Dictionary(grouping: all) { $0.split(separator: "/").count > 1 ? String($0.split(separator: "/")[0]) : "" }
    }

    static func tokens(_ file: String) throws -> [SwiftTokens.Token] {
        SwiftTokens(try String(contentsOfFile: sourceRoot + "/" + file, encoding: .utf8)).tokens
    }

    /// What a file declares. `owned`: names whose declaration decides their layer — top-level
    /// types, functions and globals, and the members (and nested types) of top-level
    /// extensions. `members`: names declared in a type's own body, which a later layer may
    /// declare again in an extension of another type (an earlier one using the name then
    /// means its own).
    struct Declarations {
        var owned: Set<String> = []
        var members: Set<String> = []
    }

    static let declaring: Set<String> = ["struct", "enum", "class", "protocol", "actor", "typealias", "func", "var", "let", "case"]

    /// The declarations of a file's tokens.
    static func declarations(in tokens: [SwiftTokens.Token]) -> Declarations {
        var result = Declarations()
        var inExtension = false
        for (n, token) in tokens.enumerated() where token.isIdentifier {
            if token.depth == 0 && (token.text == "extension" || declaring.contains(token.text)) {
                inExtension = token.text == "extension"
            }
            guard declaring.contains(token.text), n + 1 < tokens.count, tokens[n + 1].isIdentifier,
                !declaring.contains(tokens[n + 1].text)
            else { continue }
            let name = tokens[n + 1].text
            switch tokens[n].depth {
            case 0 where token.text != "case": result.owned.insert(name)
            case 1 where inExtension && !standardRequirements.contains(name): result.owned.insert(name)
            case 1: result.members.insert(name)
            default: continue
            }
        }
        return result
    }

    /// Requirements of the standard library's protocols: a conformance written in an
    /// extension declares them again, but a use of them is no use of that layer.
    static let standardRequirements: Set<String> = ["description", "hash", "startIndex", "endIndex", "index", "makeIterator", "next"]

    /// The names a file's tokens use: capitalised names (types), names after a `.` (members),
    /// and names before a `(` (calls) — not the names the file declares itself, at any depth
    /// (a local function may share a later layer's name).
    static func references(in tokens: [SwiftTokens.Token]) -> Set<String> {
        var names: Set<String> = [], own: Set<String> = []
        for (n, token) in tokens.enumerated() where token.isIdentifier {
            if n > 0 && declaring.union(["extension"]).contains(tokens[n - 1].text) {
                own.insert(token.text)
                continue
            }
            let isMember = n > 0 && tokens[n - 1].text == "."
            let isCall = n + 1 < tokens.count && tokens[n + 1].text == "("
            if isMember || isCall || token.text.first?.isUppercase == true { names.insert(token.text) }
        }
        return names.subtracting(own)
    }

    @Test func everyFolderIsALayer() throws {
        let folders = try Self.files().keys.sorted()
        #expect(folders.filter { !Self.layers.contains($0) } == [], "place new folders in LayerTests.layers (and docs/architecture.md)")
    }

    @Test func noLayerUsesALaterOne() throws {
        let files = try Self.files().filter { Self.layers.contains($0.key) }
        var tokens: [String: [SwiftTokens.Token]] = [:]
        var owners: [String: Set<Int>] = [:], members: [String: Set<Int>] = [:]
        for (folder, paths) in files {
            let rank = Self.layers.firstIndex(of: folder)!
            for path in paths {
                tokens[path] = try Self.tokens(path)
                let declared = Self.declarations(in: tokens[path]!)
                for name in declared.owned { owners[name, default: []].insert(rank) }
                for name in declared.members { members[name, default: []].insert(rank) }
            }
        }
        var backEdges: [String] = []
        for (folder, paths) in files {
            let rank = Self.layers.firstIndex(of: folder)!
            for path in paths.sorted() {
                for name in Self.references(in: tokens[path]!).sorted() {
                    guard let first = owners[name]?.min(), first > rank, !(members[name] ?? []).contains(where: { $0 <= rank }) else {
                        continue
                    }
                    backEdges.append("\(path) uses \(name) (\(Self.layers[first]))")
                }
            }
        }
        #expect(backEdges == [], "a layer may use only the layers before it: move the shared declaration to the earlier layer")
    }

    @Test func theScannerSeesExtensionsFreeFunctionsAndInterpolations() {
        let source = """
            public struct Foo { var size: Int; func grow() {} }
            extension Array { func sortedForReport() -> Self { self } }
            func helper() {}
            let s = "Baz \\(Qux.make()) // not a comment", t = #"Raw"#  // Bar
            /* Block */ let n = items.sortedForReport().count + helper(size)
            """
        let tokens = SwiftTokens(source).tokens
        let declared = Self.declarations(in: tokens)
        #expect(declared.owned == ["Foo", "sortedForReport", "helper", "s", "n"])
        #expect(declared.members == ["size", "grow"])
        #expect(Self.references(in: tokens) == ["Int", "Self", "Qux", "make", "count"])
        let user = SwiftTokens("let n = items.sortedForReport(); func local() {}; local(); Foo.make()").tokens
        #expect(Self.references(in: user) == ["sortedForReport", "Foo", "make"])
    }
}
