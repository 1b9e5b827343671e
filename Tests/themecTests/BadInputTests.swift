import Foundation
import Testing
import TestSupport

/// Hostile and broken inputs end with findings and exit 1 (or 66), never a crash or hang.
@Suite struct BadInputTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var file: String
        var bytes: [UInt8]
        var rule: String
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "truncated YAML", file: "t.theme.yaml", bytes: Array("theme: T\nversion: 1\npresets:\n  row: {base: [listPlain".utf8),
            rule: "syntax"),
        Case(name: "binary bytes", file: "b.theme.yaml", bytes: (0...255).map { UInt8($0) } + [0, 0xFF, 0xFE], rule: "syntax"),
        Case(name: "not UTF-8", file: "u.theme.yaml", bytes: Array("theme: Caf".utf8) + [0xE9] + Array("\nversion: 1\n".utf8), rule: "syntax"),
        Case(name: "not UTF-8 JSON", file: "u.theme.json", bytes: Array("{\"theme\": \"Caf".utf8) + [0xE9, 0x22, 0x7D], rule: "syntax"),
        Case(name: "empty file", file: "e.theme.yaml", bytes: [], rule: "missing-key"),
        Case(name: "empty JSON", file: "e.theme.json", bytes: [], rule: "syntax"),
        Case(name: "a list at the top", file: "l.theme.yaml", bytes: Array("- a\n- b\n".utf8), rule: "type-mismatch"),
        Case(name: "alias bomb", file: "bomb.theme.yaml", bytes: Array(BadInputTests.aliasBomb.utf8), rule: "resource-limit"),
        Case(
            name: "200 000 nested YAML brackets", file: "deep.theme.yaml", bytes: Array(repeating: UInt8(ascii: "["), count: 200_000),
            rule: "resource-limit"),
        Case(
            name: "200 000 nested JSON brackets", file: "deep.theme.json", bytes: Array(repeating: UInt8(ascii: "["), count: 200_000),
            rule: "resource-limit"),
        Case(
            name: "two documents", file: "two.theme.yaml", bytes: Array("theme: T\nversion: 1\npresets: {}\n---\ntheme: U\n".utf8),
            rule: "multiple-documents"),
        Case(
            name: "hostile names", file: "h.theme.yaml",
            bytes: Array("theme: \"a\\nb\\u0000\"\nversion: 1\npresets:\n  \"x y\": {base: clear}\n".utf8), rule: "invalid-name"),
    ]

    /// Nine levels of `[*prev × 9]`: a billion nodes if expanded.
    static let aliasBomb: String = {
        var lines = ["a: &a [x, x, x, x, x, x, x, x, x]"]
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]
        for i in 1..<names.count {
            let p = names[i - 1]
            lines.append("\(names[i]): &\(names[i]) [*\(p), *\(p), *\(p), *\(p), *\(p), *\(p), *\(p), *\(p), *\(p)]")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test(arguments: BadInputTests.cases)
    func badInputEndsWithAFindingAndExitOne(_ input: Case) throws {
        let s = TemporaryDirectory("cli")
        let file = s.write(input.file, input.bytes)
        let run = try themec(["lint", "--reporter", "xcode", file])
        #expect(run.status == 1, "\(input.name): \(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("[\(input.rule)]"), "\(input.name): \(run.stdout)")
        let compiled = try themec(["compile", file, "-o", s.path + "/out.json"])
        #expect(compiled.status == 1)
        #expect(!FileManager.default.fileExists(atPath: s.path + "/out.json"))
    }

    @Test func aHugeFileIsRefusedWithoutReadingIt() throws {
        let s = TemporaryDirectory("cli")
        let file = s.write("huge.theme.yaml", [])
        // 100 MB, sparse: the size check happens before any byte is read.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        try handle.truncate(atOffset: 100 << 20)
        try handle.close()
        let run = try themec(["lint", "--reporter", "xcode", file])
        #expect(run.status == 1 && run.stdout.contains(":1:1: error:") && run.stdout.contains("[resource-limit]"))
    }

    @Test func limitsCanBeLowered() throws {
        let s = TemporaryDirectory("cli")
        let file = s.write("a.theme.yaml", "theme: T\nversion: 1\npresets:\n  row: {base: clear, states: {selected: {cornerRadius: 1}}}\n")
        #expect(try themec(["lint", file]).status == 0)
        #expect(try themec(["lint", "--max-depth", "3", file]).stdout.contains("resource-limit"))
        #expect(try themec(["lint", "--max-input-size", "10", file]).stdout.contains("resource-limit"))
        #expect(try themec(["lint", "--max-rows", "1", file]).stdout.contains("too-many-states"))
        #expect(try themec(["lint", "--max-depth", "0", file]).status == 64)
    }
}
