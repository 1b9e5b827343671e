import ThemeCompiler

/// A reporter and, optionally, the file it writes (`sarif:report.sarif`): a `--reporter`
/// value or an item of a configuration's `reporters`.
struct ReporterSetting: Hashable {
    var kind: ReporterKind
    var path: String?

    init(kind: ReporterKind, path: String?) {
        self.kind = kind
        self.path = path
    }

    /// Parses `KIND` or `KIND:FILE`; nil when KIND is not a reporter.
    init?(parsing text: String) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let kind = ReporterKind(rawValue: String(parts[0])) else { return nil }
        if parts.count == 2 && parts[1].isEmpty { return nil }
        self.init(kind: kind, path: parts.count == 2 ? String(parts[1]) : nil)
    }
}
