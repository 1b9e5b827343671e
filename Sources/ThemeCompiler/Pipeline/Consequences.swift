import ThemeSyntax

extension Array where Element == Diagnostic {
    /// The findings without those that only follow from an error on the same node: when
    /// the text of a line could not be read as written (an error of the source stage, such
    /// as an unquoted `#` that turned a colour into a comment), the warnings and notes that
    /// later stages derive from that line describe the misreading, not a second mistake.
    /// One mistake, one finding.
    package func withoutConsequences() -> [Diagnostic] { withoutConsequences(of: self) }

    /// These findings without those that only follow from an error of the source stage
    /// among `findings` (the whole compilation's).
    func withoutConsequences(of findings: [Diagnostic]) -> [Diagnostic] {
        /// A finding's line: its location at column 0 (three integers; no path is looked up).
        func line(_ d: Diagnostic) -> SourceLocation {
            var start = d.location
            start.column = 0
            return start
        }
        // By index: a copy of each finding (its text, related places and suggestion retained
        // and released) touched every finding's storage: about 4 ms of perf's recording of a
        // compile with 20 000 findings, on one thread at its end.
        var broken = Set<SourceLocation>()
        for i in findings.indices where findings[i].severity == .error && RuleRegistry.description(of: findings[i].rule)?.stage == .source {
            broken.insert(line(findings[i]))
        }
        guard !broken.isEmpty else { return self }
        return filter { d in d.severity == .error || !broken.contains(line(d)) }
    }
}
