import Foundation
import Testing
import TestSupport

/// `themec generate` end to end: runs the built binary and checks exit codes and files.
@Suite struct GenerateCommandTests {

    /// Runs the built `themec` from the package root.
    static func run(_ arguments: [String]) throws -> CLIRun { try themec(arguments) }

    @Test func writesTheGoldenAndChecksItIsUpToDate() throws {
        let output = URL(fileURLWithPath: Scratch.directory("generate")).appendingPathComponent("Linen.swift").path
        #expect(try Self.run(["generate", "Themes/Linen.theme.yaml", "-o", output]).status == 0)
        let golden = URL(fileURLWithPath: packageRoot).appendingPathComponent("Tests/ThemeCompilerTests/Fixtures/Generated/Linen.swift")
        #expect(FileManager.default.contents(atPath: output) == FileManager.default.contents(atPath: golden.path))
        #expect(try Self.run(["generate", "Themes/Linen.theme.yaml", "-o", output, "--check"]).status == 0)

        try "// edited\n".write(toFile: output, atomically: true, encoding: .utf8)
        let stale = try Self.run(["generate", "Themes/Linen.theme.yaml", "-o", output, "--check"])
        #expect(stale.status == 1)
        // A failure line like every other: `themec: error: MESSAGE` (CommandFailure).
        #expect(stale.stderr.hasPrefix("themec: error: '\(output)' is not up to date: "))
        #expect(stale.stderr.contains("the first at line 1"))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "// edited\n", "--check writes nothing")
    }

    @Test func checkFailsWhenTheFileIsMissing() throws {
        let output = URL(fileURLWithPath: Scratch.directory("generate")).appendingPathComponent("Missing.swift").path
        let result = try Self.run(["generate", "Themes/Linen.theme.yaml", "-o", output, "--check"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("does not exist"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func writesNothingWhenTheThemeHasAnError() throws {
        let directory = URL(fileURLWithPath: Scratch.directory("generate"))
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
        let output = URL(fileURLWithPath: Scratch.directory("generate")).appendingPathComponent("Compact.swift").path
        #expect(try Self.run(["generate", "Themes/Compact.theme.json", "-o", output, "--access", "internal"]).status == 0)
        #expect(!(try String(contentsOfFile: output, encoding: .utf8)).contains("public "))
    }

    @Test func exitCodes() throws {
        let directory = URL(fileURLWithPath: Scratch.directory("generate"))
        #expect(try Self.run(["generate", "Themes/Nope.theme.yaml", "-o", directory.appendingPathComponent("x.swift").path]).status == 66)
        // Missing folders are made; a folder that cannot be (its parent is a file) is exit 73.
        #expect(
            try Self.run(["generate", "Themes/Linen.theme.yaml", "-o", directory.appendingPathComponent("no/such/dir/x.swift").path]).status == 0)
        Scratch.write("a file", to: directory.appendingPathComponent("file").path)
        #expect(
            try Self.run(["generate", "Themes/Linen.theme.yaml", "-o", directory.appendingPathComponent("file/dir/x.swift").path]).status == 73)
        #expect(
            try Self.run(["generate", "Themes/Linen.theme.yaml", "-o", directory.appendingPathComponent("x.swift").path, "--access", "open"]).status
                == 64)
        // Without -o the code goes to standard output (GenerateTargetTests); --check needs -o.
        #expect(try Self.run(["generate", "Themes/Linen.theme.yaml", "--check"]).status == 64)
    }
}
