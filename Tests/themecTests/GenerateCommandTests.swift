import Foundation
import Testing

/// `themec generate` end to end: runs the built binary and checks exit codes and files.
@Suite struct GenerateCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `themec` binary built beside the test runner.
    static var themec: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("themec")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return Bundle.main.bundleURL.appendingPathComponent("themec")
    }

    struct Run {
        var status: Int32
        var stderr: String
    }

    static func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = themec
        process.arguments = arguments
        process.currentDirectoryURL = root
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stderr: String(decoding: data, as: UTF8.self))
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("themec-generate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func writesTheGoldenAndChecksItIsUpToDate() throws {
        let output = try Self.temporaryDirectory().appendingPathComponent("Linen.swift").path
        #expect(try Self.run(["generate", "Themes/Linen.theme.yaml", "-o", output]).status == 0)
        let golden = Self.root.appendingPathComponent("Tests/ThemeCompilerTests/Fixtures/Generated/Linen.swift")
        #expect(FileManager.default.contents(atPath: output) == FileManager.default.contents(atPath: golden.path))
        #expect(try Self.run(["generate", "Themes/Linen.theme.yaml", "-o", output, "--check"]).status == 0)

        try "// edited\n".write(toFile: output, atomically: true, encoding: .utf8)
        let stale = try Self.run(["generate", "Themes/Linen.theme.yaml", "-o", output, "--check"])
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("is not up to date"))
        #expect(stale.stderr.contains("the first at line 1"))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "// edited\n", "--check writes nothing")
    }

    @Test func checkFailsWhenTheFileIsMissing() throws {
        let output = try Self.temporaryDirectory().appendingPathComponent("Missing.swift").path
        let result = try Self.run(["generate", "Themes/Linen.theme.yaml", "-o", output, "--check"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("does not exist"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func writesNothingWhenTheThemeHasAnError() throws {
        let directory = try Self.temporaryDirectory()
        let theme = directory.appendingPathComponent("bad.theme.yaml").path
        try "theme: Bad\nversion: 1\npresets:\n  row:\n    base: listPlainCell\n    cornerRadus: 3\n"
            .write(toFile: theme, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("Bad.swift").path
        let result = try Self.run(["generate", theme, "-o", output, "--reporter", "xcode"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("bad.theme.yaml:6:5: error:"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func internalAccessLevel() throws {
        let output = try Self.temporaryDirectory().appendingPathComponent("Compact.swift").path
        #expect(try Self.run(["generate", "Themes/Compact.theme.json", "-o", output, "--access", "internal"]).status == 0)
        #expect(!(try String(contentsOfFile: output, encoding: .utf8)).contains("public "))
    }

    @Test func exitCodes() throws {
        let directory = try Self.temporaryDirectory()
        #expect(try Self.run(["generate", "Themes/Nope.theme.yaml", "-o", directory.appendingPathComponent("x.swift").path]).status == 66)
        #expect(try Self.run(["generate", "Themes/Linen.theme.yaml", "-o", directory.appendingPathComponent("no/such/dir/x.swift").path]).status == 73)
        #expect(try Self.run(["generate", "Themes/Linen.theme.yaml", "-o", directory.appendingPathComponent("x.swift").path, "--access", "open"]).status == 64)
        #expect(try Self.run(["generate", "Themes/Linen.theme.yaml"]).status == 64)
    }
}
