/// A rule that checks the linked program once, before any preset is resolved: names,
/// cycles, availability, palette use — whatever needs the whole program. It never prints or
/// throws for a user mistake: it reports into the collector.
package protocol ValidationRule: ThemeRule {
    init()
    func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector)
}

/// A rule that checks one preset of the compiled file right after the cascade resolved it,
/// before its rows are emitted and dropped: whatever can be judged from the preset's own
/// rows, winners and declaration. The collector outlives the preset, so a rule that sees a
/// parent's block through each child reports it once with `DiagnosticCollector.isFirst`.
package protocol PresetValidationRule: ThemeRule {
    init()
    func check(_ preset: PresetValidationContext, into diagnostics: inout DiagnosticCollector)
}
