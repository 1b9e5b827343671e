import Testing
@testable import ThemeCompiler
import TestSupport

/// The import limits (`--max-import-depth`, `--max-imports`) end in a `resource-limit`
/// finding at the `imports` entry that went over, and the files within the limit still load.
@Suite struct ImportLimitTests {
    /// `t0` imports `t1` imports … `t{count-1}`; each entry is on line 3, column 11.
    private func chain(_ count: Int, in dir: TemporaryDirectory) -> String {
        for i in 0..<count {
            let imports = i + 1 < count ? "imports: [\"t\(i + 1).theme.yaml\"]" : "imports: []"
            dir.write("t\(i).theme.yaml", "theme: T\(i)\nversion: 1\n\(imports)\npresets:\n  p\(i): { base: clear }\n")
        }
        return dir.path + "/t0.theme.yaml"
    }

    @Test func anImportChainDeeperThanTheLimitIsAFindingAtItsEntry() throws {
        let dir = TemporaryDirectory()
        let root = chain(5, in: dir)
        let limits = CompilerLimits(maxImportDepth: 2)
        let result = try ThemePipeline(limits: limits).compile(.file(root))
        let found = result.diagnostics.filter { $0.rule == .resourceLimit }
        #expect(found.count == 1, "\(describe(result.diagnostics))")
        // t0 → t1 (depth 1) → t2 (depth 2); the entry in t2 that would reach t3 is refused.
        #expect(found.first?.location.file.hasSuffix("t2.theme.yaml") == true)
        #expect(found.first.map { "\($0.location.line):\($0.location.column)" } == "3:11")
        #expect(result.sources.count == 3)
    }

    @Test func moreImportedFilesThanTheLimitIsAFindingAtTheEntry() throws {
        let dir = TemporaryDirectory()
        for i in 1...4 { dir.write("s\(i).theme.yaml", "theme: S\(i)\nversion: 1\npresets:\n  q\(i): { base: clear }\n") }
        let root = dir.write(
            "root.theme.yaml",
            """
            theme: Root
            version: 1
            imports: ["s1.theme.yaml", "s2.theme.yaml", "s3.theme.yaml", "s4.theme.yaml"]
            presets:
              p: { base: clear }
            """)
        let result = try ThemePipeline(limits: CompilerLimits(maxImports: 3)).compile(.file(root))
        let found = result.diagnostics.filter { $0.rule == .resourceLimit }
        // The root and two imports fill the limit of three files: s3 and s4 are refused, each at its entry.
        #expect(found.map { "\($0.location.line):\($0.location.column)" } == ["3:45", "3:62"], "\(describe(result.diagnostics))")
        #expect(result.sources.count == 3)
        #expect(result.table == nil)
    }
}
