import Foundation
import Testing
import TestSupport

/// The folders of `Sources/ThemeCompiler` are layers that a reader can learn in order: each
/// uses only the layers before it. This test makes that a build fact: it finds every type a
/// folder declares at the top level and fails when a file names a type of a later layer.
@Suite struct LayerTests {
    /// The layers in order (README, "Architecture"). A new folder must be placed here.
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

    static func text(_ file: String) throws -> String {
        try String(contentsOfFile: sourceRoot + "/" + file, encoding: .utf8)
    }

    /// Top-level type declarations (`public struct X`, `enum X`, …) in `text`.
    static func declaredTypes(in text: String) -> Set<String> {
        let pattern = #/(?m)^(?:(?:public|package|internal|final|indirect)\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+([A-Z][A-Za-z0-9_]*)/#
        return Set(text.matches(of: pattern).map { String($0.output.1) })
    }

    /// Capitalised identifiers outside comments and string literals.
    static func referencedNames(in text: String) -> Set<String> {
        var code = text.replacing(#/\/\/[^\n]*/#, with: "")
        code = code.replacing(#/"(?:[^"\\\n]|\\.)*"/#, with: "\"\"")
        return Set(code.matches(of: #/\b[A-Z][A-Za-z0-9_]*\b/#).map { String($0.output) })
    }

    @Test func everyFolderIsALayer() throws {
        let folders = try Self.files().keys.sorted()
        #expect(folders.filter { !Self.layers.contains($0) } == [], "place new folders in LayerTests.layers (and the README)")
    }

    @Test func noLayerUsesALaterOne() throws {
        let files = try Self.files()
        var owner: [String: Int] = [:]
        for (folder, paths) in files {
            guard let rank = Self.layers.firstIndex(of: folder) else { continue }
            for path in paths { for name in Self.declaredTypes(in: try Self.text(path)) { owner[name] = rank } }
        }
        var backEdges: [String] = []
        for (folder, paths) in files {
            guard let rank = Self.layers.firstIndex(of: folder) else { continue }
            for path in paths.sorted() {
                for name in Self.referencedNames(in: try Self.text(path)).sorted() {
                    if let used = owner[name], used > rank { backEdges.append("\(path) uses \(name) (\(Self.layers[used]))") }
                }
            }
        }
        #expect(backEdges == [], "a layer may use only the layers before it: move the shared type to the earlier layer")
    }

    @Test func theCheckFindsABackEdge() {
        // The scanner itself: a declaration is found, and a use in code (not in a comment
        // or a string) is seen.
        #expect(Self.declaredTypes(in: "public struct Foo {}\nenum Bar {}\n    struct Nested {}") == ["Foo", "Bar"])
        #expect(Self.referencedNames(in: "let x = Foo() // Bar\nlet s = \"Baz\"") == ["Foo"])
    }
}
