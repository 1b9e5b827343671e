import ThemeSyntax

/// A theme's findings split by the preset section they belong in: a finding in the compiled
/// file at or after a preset's name (and before the next preset's) is that preset's; the
/// rest (top level, imports) are shown under the theme's header.
struct PreviewFindings {
    var byPreset: [String: [Diagnostic]] = [:]
    var general: [Diagnostic] = []

    init(_ findings: [Diagnostic], presets: [String], locations: [String: SourceLocation], root: String) {
        let starts = presets.compactMap { name in locations[name].map { (name, $0) } }
            .filter { $0.1.file == root }
            .sorted { $0.1 < $1.1 }
        for finding in findings {
            let owner = finding.location.file == root ? starts.last { $0.1 <= finding.location }?.0 : nil
            if let owner { byPreset[owner, default: []].append(finding) } else { general.append(finding) }
        }
    }
}
