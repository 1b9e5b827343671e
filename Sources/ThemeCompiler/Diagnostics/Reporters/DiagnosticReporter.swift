/// What a report covers: the findings of a run and how many files it looked at.
public struct LintReport: Sendable {
    /// Sorted findings.
    public var diagnostics: [Diagnostic]
    /// Files linted (readable or not).
    public var fileCount: Int

    public init(diagnostics: [Diagnostic], fileCount: Int) {
        self.diagnostics = diagnostics
        self.fileCount = fileCount
    }

    public func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }

    /// `2 errors, 1 warning in 3 files`.
    public var summary: String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var parts = [plural(count(.error), "error"), plural(count(.warning), "warning")]
        if count(.note) > 0 { parts.append(plural(count(.note), "note")) }
        return "\(parts.joined(separator: ", ")) in \(plural(fileCount, "file"))"
    }
}

/// Renders a report as text. Reporters return text; the command line prints it.
public protocol DiagnosticReporter {
    func render(_ report: LintReport) -> String
}

/// The reporters `--reporter` names.
public enum ReporterKind: String, CaseIterable, Sendable {
    case human, xcode, json
}
