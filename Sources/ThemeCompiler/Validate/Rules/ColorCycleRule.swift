import ThemeSyntax

/// `color-cycle`: palette colours that refer to each other in a loop.
package struct ColorCycleRule: ValidationRule {
    package static let description = RuleDescription(
        id: .colorCycle,
        name: "Colour cycle",
        summary: "palette colours that are defined through each other in a loop",
        rationale: """
            A palette colour may be defined from another (a name, a variant or a derivation), but a \
            loop has no value. Every step of the loop is listed; define one of the colours with a literal.
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            colors:
              1️⃣brand: { from: accent, alpha: 0.5 }
              accent: brand
            presets:
              row:
                base: clear
                strokeColor: brand
                strokeWidth: 1
            """
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            colors:
              brand: { from: accent, alpha: 0.5 }
              accent: "#3366FF"
            presets:
              row:
                base: clear
                strokeColor: brand
                strokeWidth: 1
            """
        ])

    package init() {}

    package func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector) {
        let program = context.program
        var nodes: [(document: Int, definition: ColorDefinition)] = []
        var ids: [String: Int] = [:]
        func key(_ d: Int, _ name: String) -> String { "\(d)\u{0}\(name)" }
        for (d, document) in program.documents.enumerated() {
            for definition in document.colors where ids[key(d, definition.name.value)] == nil {
                ids[key(d, definition.name.value)] = nodes.count
                nodes.append((d, definition))
            }
        }
        let cycles = CycleFinder.cycles(nodeCount: nodes.count) { i in
            nodes[i].definition.value.references.compactMap { reference in
                program.color(named: reference.value, from: nodes[i].document).flatMap { ids[key($0.document, reference.value)] }
            }
        }
        for cycle in cycles {
            let names = cycle.map { nodes[$0].definition.name.value }
            let steps = cycle.map { i in
                RelatedLocation(
                    nodes[i].definition.value.location,
                    "'\(nodes[i].definition.name.value)' is defined from '\(names[(cycle.firstIndex(of: i)! + 1) % cycle.count])' here")
            }
            diagnostics.report(.colorCycle, message(names), at: nodes[cycle[0]].definition.name.location, related: steps)
        }
    }
}

fileprivate func message(_ names: [String]) -> String {
    "colour cycle: \((names + [names[0]]).map { "'\($0)'" }.joined(separator: " → ")) — a colour cannot be defined through itself; give one of them a literal value such as \"#3366FF\""
}
