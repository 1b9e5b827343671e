import Foundation
import Testing
@testable import ThemeCompiler
import TestSupport

/// The compiled tables of the shipped themes, byte for byte. `RECORD_GOLDENS=1 swift test`
/// rewrites them and fails, so a new baseline is always a deliberate, reviewed change.
@Suite struct GoldenTableTests {
    static let themes: [String] =
        (try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/Themes"))?
        .filter { $0.contains(".theme.") }.sorted() ?? []

    @Test func themesExist() {
        #expect(Self.themes.count >= 3)
    }

    @Test(arguments: GoldenTableTests.themes)
    func compiledTableMatchesGolden(_ file: String) throws {
        let previous = FileManager.default.currentDirectoryPath
        try #require(FileManager.default.changeCurrentDirectoryPath(packageRoot))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let result = try ThemePipeline().compile(.file("Themes/" + file))
        #expect(result.diagnostics.isEmpty, "shipped themes are lint-clean:\n\(describe(result.diagnostics))")
        let table = try #require(result.table)
        let bytes = JSONTableEmitter(provenance: false).emit(table)
        let name = String(file[..<file.range(of: ".theme.")!.lowerBound])
        try Golden.check(bytes, against: "Tests/ThemeCompilerTests/Fixtures/Themes/\(name).table.json")
    }

    /// `--provenance` output, pinned for one theme that uses defaults, inheritance and
    /// state blocks (Settings), so where-from strings cannot drift unnoticed.
    @Test func provenanceTableMatchesGolden() throws {
        // `swift test` runs in the package root, so the paths in the table are relative.
        let table = try #require(try ThemePipeline().compile(.file(packageRoot + "/Themes/Settings.theme.yaml")).table)
        try Golden.check(
            JSONTableEmitter(provenance: true).emit(table),
            against: "Tests/ThemeCompilerTests/Fixtures/Themes/Settings.provenance.table.json")
    }

    @Test(arguments: GoldenTableTests.themes)
    func compilingTwiceGivesTheSameBytes(_ file: String) throws {
        let path = packageRoot + "/Themes/" + file
        let a = try ThemePipeline().compile(.file(path)).table.map { JSONTableEmitter(provenance: true).emit($0) }
        let b = try ThemePipeline().compile(.file(path)).table.map { JSONTableEmitter(provenance: true).emit($0) }
        #expect(a != nil && a == b)
    }
}
