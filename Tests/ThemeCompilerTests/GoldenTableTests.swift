import Foundation
import Testing
@testable import ThemeCompiler
import TestSupport

/// The compiled tables of the shipped themes, byte for byte. `RECORD_GOLDENS=1 swift test`
/// rewrites them and fails, so a new baseline is always a deliberate, reviewed change.
@Suite struct GoldenTableTests {
    static let themes: [String] = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/Themes"))?
        .filter { $0.contains(".theme.") }.sorted() ?? []

    @Test func themesExist() {
        #expect(Self.themes.count >= 3)
    }

    @Test(arguments: GoldenTableTests.themes)
    func compiledTableMatchesGolden(_ file: String) throws {
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(packageRoot)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let result = try ThemeCompiler().compile("Themes/" + file)
        #expect(result.diagnostics.isEmpty, "shipped themes are lint-clean:\n\(describe(result.diagnostics))")
        let table = try #require(result.table)
        let bytes = JSONTableEmitter(provenance: false).emit(table)
        let name = String(file[..<file.range(of: ".theme.")!.lowerBound])
        let golden = packageRoot + "/Tests/ThemeCompilerTests/Fixtures/Themes/\(name).table.json"
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] != nil {
            try FileManager.default.createDirectory(atPath: (golden as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: golden))
            Issue.record("recorded \(golden); review the diff and run the tests again without RECORD_GOLDENS")
            return
        }
        let expected = try #require(FileManager.default.contents(atPath: golden), "missing golden \(golden): run RECORD_GOLDENS=1 swift test")
        #expect(Data(bytes) == expected, "the table of \(file) differs from \(golden)")
    }

    @Test(arguments: GoldenTableTests.themes)
    func compilingTwiceGivesTheSameBytes(_ file: String) throws {
        let path = packageRoot + "/Themes/" + file
        let a = try ThemeCompiler().compile(path).table.map { JSONTableEmitter(provenance: true).emit($0) }
        let b = try ThemeCompiler().compile(path).table.map { JSONTableEmitter(provenance: true).emit($0) }
        #expect(a != nil && a == b)
    }
}
