import ThemeSyntax

/// The settings of a `.themec.yml` that shape a run rather than its findings: `strict`,
/// `quiet`, `reporters` and `baseline` (docs/lint.md). `ConfigurationReader` reads them
/// with the rest of the file, each bad value an `invalid-config` finding at its location;
/// relative paths are resolved against the configuration's directory. A setting the file
/// does not give (or gives wrongly) is nil, so the command line's flags and defaults apply.
package struct RunSettings: Sendable, Hashable {
    /// Warnings fail the run.
    package var strict: Bool?
    /// Only errors are shown.
    package var quiet: Bool?
    /// The reporters `themec lint` uses when the command line names none.
    package var reporters: [ReporterSetting]?
    /// The baseline `themec lint` reports against when the command line names none.
    package var baseline: String?
    /// The settings' keys in the order the file writes them (escapes are reported in it).
    var order: [String] = []
    /// Where the file writes each setting's value, by key (an escape is reported there).
    var locations: [String: SourceLocation] = [:]

    package init() {}

    /// Why the run must stop before anything is read or written: the report and baseline
    /// paths that `configuration`, a file inside `root` (it may come from a pull request),
    /// names outside it (SECURITY.md). Empty when the configuration lies outside the root,
    /// or names nothing outside it.
    package static func escapes(of configuration: Configuration, root: ProjectRoot) -> [String] {
        guard let path = configuration.path, root.contains(path) else { return [] }
        let settings = configuration.run
        func escape(_ setting: String, _ value: String) -> String {
            let at = settings.locations[setting].map { "\(SourceFiles.displayPath($0.file)):\($0.line):\($0.column): " } ?? ""
            return at + "'\(SourceFiles.displayPath(path))' sets '\(setting)' to \(value), outside the project root "
                + "'\(root.path)'; a configuration inside the project may only name files inside it, so nothing was read or written — "
                + "use a path inside the project, or give the path on the command line instead"
        }
        return settings.order.flatMap { key -> [String] in
            switch key {
            case "reporters":
                return (settings.reporters ?? []).compactMap { setting in
                    setting.path.flatMap { root.contains($0) ? nil : escape("reporters", "'\(setting.kind.rawValue):\($0)'") }
                }
            case "baseline":
                return settings.baseline.flatMap { root.contains($0) ? nil : [escape("baseline", "'\($0)'")] } ?? []
            default: return []
            }
        }
    }
}

/// A reporter and, optionally, the file it writes (`sarif:report.sarif`): a `--reporter`
/// value or an item of a configuration's `reporters`.
package struct ReporterSetting: Sendable, Hashable {
    package var kind: ReporterKind
    /// The file the report is written to; nil: the command's standard stream.
    package var path: String?

    package init(kind: ReporterKind, path: String?) {
        self.kind = kind
        self.path = path
    }

    /// Parses `KIND` or `KIND:FILE`; nil when KIND is not a reporter.
    package init?(parsing text: String) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let kind = ReporterKind(rawValue: String(parts[0])) else { return nil }
        if parts.count == 2 && parts[1].isEmpty { return nil }
        self.init(kind: kind, path: parts.count == 2 ? String(parts[1]) : nil)
    }
}
