import ThemeSyntax

/// `undefined-color`: a colour name that is neither in the palette (of this file or its
/// imports) nor a system colour or keyword.
public struct UndefinedColorRule: ValidationRule {
    public static let description = RuleDescription(
        id: .undefinedColor,
        name: "Undefined colour",
        summary: "a colour name that is not in the palette, its imports, or the system colours",
        rationale: """
            UIKit code would not compile with a misspelt colour; a theme must not silently fall back \
            to something else either. Define the colour under 'colors', import the file that defines \
            it, or use a system colour (systemGray4, secondarySystemGroupedBackground, ...).
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            colors:
              brand: "#3366FF"
            presets:
              row:
                base: clear
                strokeColor: 1️⃣brnad
                strokeWidth: 1
            """
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            colors:
              brand: "#3366FF"
            presets:
              row:
                base: clear
                strokeColor: brand
                strokeWidth: 1
            """
        ])

    public init() {}

    public func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector) {
        let program = context.program
        for (index, uses) in program.colorUses.enumerated() {
            for use in uses where use.definedIn == nil {
                let reference = use.reference, name = reference.value
                guard SystemColor.all[name] == nil else { continue }
                let malformed = program.scopes[index].flatMap { program.documents[$0].malformedColorNames }
                if malformed.contains(name) { continue }  // its definition's error says it all
                let candidates = program.visibleColorNames(from: index) + malformed + SystemColor.names + ["tint"]
                let guess = Suggestion.nearest(to: name, in: candidates)
                diagnostics.report(.undefinedColor, undefinedMessage(name, guess), at: reference.location, suggestion: guess)
            }
        }
    }
}

fileprivate func undefinedMessage(_ name: String, _ guess: String?) -> String {
    "undefined colour '\(name)'\(Suggestion.phrase(guess)) — define it under 'colors', import the file that defines it, or use a system colour such as 'systemGray4'"
}
