import Foundation
import Testing
import ThemeSyntax
@testable import ThemeCompiler
import TestSupport

/// Compiles `text` written as `name` in a fresh directory; returns the result and the file's path.
func compileTheme(
    _ text: String, name: String = "example.theme.yaml", limits: CompilerLimits = CompilerLimits(),
    extraFiles: [String: String] = [:], configuration: Configuration = Configuration()
) throws -> (ThemePipeline.Result, String) {
    let directory = TemporaryDirectory()
    for (file, contents) in extraFiles { directory.write(file, contents) }
    let path = directory.write(name, text)
    // The directory is the project root, as `themec` would take it outside git.
    let source = FileSystemSource(root: ProjectRoot(directory.path))
    return (try ThemePipeline(limits: limits, configuration: configuration, source: source).compile(.file(path)), path)
}

/// A readable list of findings for failure messages.
func describe(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map { "\($0.location.line):\($0.location.column) \($0.severity.rawValue) [\($0.rule)] \($0.message)" }
        .joined(separator: "\n")
}
