import Foundation
import ThemeSyntax
@testable import ThemeCompiler
import TestSupport

/// Helpers of the lint tests: emoji position markers, temporary directories, compiling
/// inline YAML.
enum LintTestSupport {
    /// Compiles inline YAML named `path` (nothing is written to disk).
    static func compile(_ yaml: String, path: String = "Demo.theme.yaml", configuration: Configuration = Configuration()) -> [Diagnostic] {
        // Bytes are never read from disk: compiling them cannot throw.
        try! ThemePipeline(configuration: configuration).compile(.bytes(Array(yaml.utf8), path: path)).diagnostics
    }

    /// A theme that compiles without findings.
    static let cleanTheme = """
        theme: Clean
        version: 1
        presets:
          row:
            base: listGroupedCell
            cornerRadius: 12
        """
}
