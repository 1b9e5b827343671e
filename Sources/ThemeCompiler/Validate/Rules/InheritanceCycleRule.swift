import ThemeSyntax

/// `inheritance-cycle`: presets that extend each other in a loop.
package struct InheritanceCycleRule: ValidationRule {
    package static let description = RuleDescription(
        id: .inheritanceCycle,
        name: "Inheritance cycle",
        summary: "presets whose 'extends' chain loops back on itself",
        rationale: """
            Following 'extends' must reach a preset with a 'base' system style; a loop never does, so \
            none of its presets has defaults to start from. Every step of the loop is listed.
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              card:
                extends: 1️⃣plainCard
              plainCard:
                extends: 2️⃣card
            """
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            presets:
              card:
                extends: plainCard
              plainCard:
                base: clear
                cornerRadius: 8
            """
        ])

    package init() {}

    package func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector) {
        let program = context.program
        // Node numbers: each document's presets in order, after the documents before it
        // (arithmetic, where a table of references hashed every preset twice).
        var nodes: [ThemeProgram.PresetReference] = []
        var firstNode: [Int] = []
        for (d, document) in program.documents.enumerated() {
            firstNode.append(nodes.count)
            for i in document.presets.indices { nodes.append(ThemeProgram.PresetReference(document: d, index: i)) }
        }
        let cycles = CycleFinder.cycles(nodeCount: nodes.count) { i -> Int? in
            // Read in place: copying a declaration retains every array and string in it.
            guard let parent = program.documents[nodes[i].document].presets[nodes[i].index].extends,
                let target = program.preset(named: parent.value, from: nodes[i].document)
            else { return nil }
            return firstNode[target.document] + target.index
        }
        for cycle in cycles {
            let declarations = cycle.map { program.declaration(nodes[$0]) }
            let names = declarations.map(\.name.value)
            let steps = declarations.compactMap { d in d.extends.map { RelatedLocation($0.location, "'\(d.name.value)' extends '\($0.value)'") } }
            // One finding per member, so each 'extends' in the loop is marked where it is written.
            for declaration in declarations {
                guard let extends = declaration.extends else { continue }
                diagnostics.report(
                    .inheritanceCycle, message(names), at: extends.location,
                    related: steps.filter { $0.location != extends.location })
            }
        }
    }
}

fileprivate func message(_ names: [String]) -> String {
    "inheritance cycle: \((names + [names[0]]).map { "'\($0)'" }.joined(separator: " extends ")) — one preset of the loop must start from a system style with 'base' instead of 'extends'"
}
