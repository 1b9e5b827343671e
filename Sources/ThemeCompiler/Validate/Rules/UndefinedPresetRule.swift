/// `undefined-preset`: `extends` names a preset that is not in this file or its imports.
package struct UndefinedPresetRule: ValidationRule {
    package static let description = RuleDescription(
        id: .undefinedPreset,
        name: "Undefined preset",
        summary: "'extends' names a preset that this file and its imports do not define",
        rationale: """
            A preset inherits every rule of the preset it extends; extending nothing leaves the \
            preset without a base style, so it cannot be compiled. Fix the name or import the file \
            that defines the parent.
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              card:
                base: clear
                cornerRadius: 12
              wideCard:
                extends: 1️⃣crad
                backgroundInsets: 8
            """
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            presets:
              card:
                base: clear
                cornerRadius: 12
              wideCard:
                extends: card
                backgroundInsets: 8
            """
        ])

    package init() {}

    package func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector) {
        let program = context.program
        for (index, document) in program.documents.enumerated() {
            for preset in document.presets {
                guard let parent = preset.extends, program.preset(named: parent.value, from: index) == nil else { continue }
                let guess = Suggestion.nearest(to: parent.value, in: program.visiblePresetNames(from: index))
                diagnostics.report(
                    .undefinedPreset, message(parent.value, preset.name.value, guess),
                    at: parent.location, suggestion: guess)
            }
        }
    }
}

fileprivate func message(_ parent: String, _ preset: String, _ guess: String?) -> String {
    "'\(preset)' extends '\(parent)', which is not defined in this file or its imports\(Suggestion.phrase(guess)) — fix the name, or add the file that defines it to 'imports'"
}
