import ThemeSyntax

/// What a report covers: the findings of a run and the files it looked at.
public struct LintReport: Sendable {
    /// Sorted findings.
    public var diagnostics: [Diagnostic]
    /// Files linted (readable or not), in the order they were found. Reporters that list
    /// clean files (junit, checkstyle) read it; empty when only a count is known.
    public var files: [String]
    /// How many files were linted.
    public var fileCount: Int
    /// The text of the files the findings point into, as the compiler read it, by path:
    /// reporters quote source lines from here and never read the disk.
    public var sources: [String: SourceFile]

    /// A report over `files`.
    public init(diagnostics: [Diagnostic], files: [String], sources: [SourceFile] = []) {
        self.diagnostics = diagnostics
        self.files = files
        self.fileCount = files.count
        self.sources = Self.index(sources)
    }

    /// A report that knows only how many files it covers.
    public init(diagnostics: [Diagnostic], fileCount: Int, sources: [SourceFile] = []) {
        self.diagnostics = diagnostics
        self.files = []
        self.fileCount = fileCount
        self.sources = Self.index(sources)
    }

    private static func index(_ sources: [SourceFile]) -> [String: SourceFile] {
        var byPath: [String: SourceFile] = [:]
        for source in sources where byPath[source.path] == nil { byPath[source.path] = source }
        return byPath
    }

    /// Every file the report mentions: the linted files, then files only findings name
    /// (imports), each once, in order.
    public var allFiles: [String] {
        var seen = Set<String>()
        return (files + diagnostics.map(\.location.file)).filter { seen.insert($0).inserted }
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
    case human, xcode, json, sarif, github, junit, checkstyle
}
