import Foundation
import ThemeSyntax
@testable import ThemeCompiler

/// Helpers of the lint tests: emoji position markers, temporary directories, compiling
/// inline YAML.
enum LintTestSupport {
    /// `text` without its markers (`1️⃣`), and where each marker was (1-based line and
    /// column in Unicode scalars), in marker order.
    static func markers(in text: String) -> (text: String, positions: [Int: (line: Int, column: Int)]) {
        var out = String.UnicodeScalarView()
        var positions: [Int: (Int, Int)] = [:]
        let scalars = Array(text.unicodeScalars)
        var line = 1, column = 1, i = 0
        while i < scalars.count {
            let s = scalars[i]
            if let digit = Int(String(s)) {
                var j = i + 1
                if j < scalars.count, scalars[j] == "\u{FE0F}" { j += 1 }
                if j < scalars.count, scalars[j] == "\u{20E3}" { positions[digit] = (line, column); i = j + 1; continue }
            }
            out.append(s)
            if s == "\n" { line += 1; column = 1 } else { column += 1 }
            i += 1
        }
        return (String(out), positions)
    }

    /// A fresh directory under the system temporary directory.
    static func temporaryDirectory(_ name: String = #function) -> String {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        let path = NSTemporaryDirectory() + "themec-lint-\(safe)-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes `text` to `path`, creating directories.
    static func write(_ text: String, to path: String) {
        try! FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Compiles inline YAML named `path` (nothing is written to disk).
    static func compile(_ yaml: String, path: String = "Demo.theme.yaml", configuration: Configuration = Configuration()) -> [Diagnostic] {
        ThemeCompiler(configuration: configuration).compile(source: Array(yaml.utf8), path: path).diagnostics
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
