import ArgumentParser
import ThemeCompiler

/// `themec explain THEME PRESET [STATE]`: why each property of one row has its value.
struct Explain: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain why each property of a preset's row has its value.",
        discussion: """
            For each of the 14 properties: the value, the winning setting (file:line:col, the preset \
            of the extends chain, the selector) or the system default, every other setting that \
            applied and lost with the reason (fewer atoms, a shallower preset, later in precedence), \
            and for colours the resolution chain. STATE is a row key — atoms joined by '+' in any \
            order, 'normal' or nothing for the normal row; an atom the preset does not vary over is \
            explained as the row it shares. See docs/explain.md.
            """)

    @Argument(help: "The theme file.")
    var theme: String

    @Argument(help: "A preset of the theme.")
    var preset: String

    @Argument(help: "The state: atoms joined by '+' (e.g. selected+dark), or normal (the default).")
    var state: String = "normal"

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @OptionGroup var design: DesignOptions
    @OptionGroup var report: ReportOptions
    @OptionGroup var limits: LimitOptions
    @OptionGroup var config: ConfigOptions

    func run() throws {
        // Linted and resolved once: the explainer reads the program the compile loaded.
        var discard = TableDiscarder()
        let (result, _) = try CompileStep.run(theme, report: report, limits: limits, config: config, design: design, into: &discard)
        let requested = try parseState()
        let explainer = ThemeExplainer(compiled: result, limits: limits.limits)
        guard let resolution = explainer.resolution(of: preset), let explanation = explainer.explain(resolution, state: requested) else {
            let hint = Suggestion.phrase(Suggestion.nearest(to: preset, in: explainer.presetNames))
            let known = explainer.presetNames.map { "'\($0)'" }.joined(separator: ", ")
            throw usage("no preset '\(preset)' in '\(theme)'\(hint) (its presets: \(known))")
        }
        let bytes = format == .json ? ExplanationJSON().render(explanation) : ExplanationText().render(explanation)
        OutputWriter.writeStandardOutput(bytes)
    }

    /// `text` without leading and trailing spaces and tabs (and other horizontal white space).
    private static func trimmingSpaces<S: StringProtocol>(_ text: S) -> String {
        func isSpace(_ c: Character) -> Bool { c.isWhitespace && !c.isNewline }
        return String(text.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }

    /// The atoms of STATE; an unknown atom or a contradictory pair is a usage error.
    private func parseState() throws -> StateSet {
        let text = Self.trimmingSpaces(state)
        guard !text.isEmpty, text != "normal" else { return StateSet() }
        var set = StateSet()
        var light = false
        for part in text.split(separator: "+", omittingEmptySubsequences: false) {
            let name = Self.trimmingSpaces(part)
            if name == "light" {  // light is the absence of dark (docs/language.md)
                light = true
                continue
            }
            guard let atom = StateAtom(name: name) else {
                let hint = Suggestion.phrase(Suggestion.nearest(to: name, in: StateAtom.all.map(\.rawValue) + ["normal"]))
                throw usage(
                    "unknown state atom '\(name)' in '\(state)'\(hint) (a state is atoms joined by '+', such as 'selected+dark', or 'normal')")
            }
            set.insert(atom)
        }
        if light, set.contains(.dark) { throw usage("'\(state)' is both light and dark — write one of them") }
        if set.isContradictory {
            throw usage(
                "'\(state)' combines states that exclude each other (lifting and dragging, or dropTargeted and dropNotTargeted) — no row has both")
        }
        return set
    }

    private func usage(_ message: String) -> CommandFailure { CommandFailure(.usage, message) }
}
