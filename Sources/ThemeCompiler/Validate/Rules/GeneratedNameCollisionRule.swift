import ThemeSyntax

/// `generated-name-collision`: two presets, or two palette colours, whose names become the
/// same Swift identifier in generated code (`card` and `Card` are both `card`).
package struct GeneratedNameCollisionRule: ValidationRule {
    package static let description = RuleDescription(
        id: .generatedNameCollision,
        name: "Generated name collision",
        summary: "two presets or two palette colours whose names map to the same Swift identifier",
        rationale: """
            Generated code names each preset and palette colour in lower camel case (`Card` → \
            `card`, `URLRow` → `urlRow`) and appends `_` to names Swift reserves for members \
            (`self` → `self_`), so distinct theme names can meet: `card` and `Card`, or `self` \
            and `self_`. The generated file would not compile. Rename one of them.
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              card:
                base: listGroupedCell
              1️⃣Card:
                base: listPlainCell
            """,
            """
            theme: Demo
            version: 1
            colors:
              brand: "#3366FF"
              1️⃣Brand: "#3366FF"
            presets:
              row:
                base: clear
                backgroundColor: brand
                strokeColor: Brand
                strokeWidth: 1
            """,
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            presets:
              card:
                base: listGroupedCell
              cardSelected:
                base: listPlainCell
              self:
                base: clear
            """
        ])

    package init() {}

    package func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector) {
        let document = context.document
        report(document.presets.map(\.name), kind: "preset", into: &diagnostics)
        report(document.colors.map(\.name), kind: "palette colour", into: &diagnostics)
    }

    private func report(_ names: [Located<String>], kind: String, into diagnostics: inout DiagnosticCollector) {
        // Two names (distinct: a repeated key is the parser's) become one member only when one
        // of them is not its own member name. Most themes' names all are, and need no table
        // (which hashed each name three times: 22 M instructions of a 10k-preset compile, on
        // one core before the presets).
        guard !names.allSatisfy({ SwiftIdentifier.isOwnMemberName($0.value) }) else { return }
        // Each member name's first owner, by index: inserted and asked with one hash, in a
        // table sized once (a table of names that grew as it went was a third of the rule).
        var first: [String: Int] = [:]
        first.reserveCapacity(names.count)
        for (i, name) in names.enumerated() {
            let member = SwiftIdentifier.memberName(name.value).replacingBackticks
            guard let e = first.updateValue(i, forKey: member) else { continue }
            first[member] = e
            let earlier = names[e]
            if earlier.value == name.value { continue }  // a duplicate key, reported by the parser
            diagnostics.report(
                .generatedNameCollision, collision(kind, name.value, earlier.value, member),
                at: name.location, related: [RelatedLocation(earlier.location, "'\(earlier.value)' is defined here")])
        }
    }
}

fileprivate func collision(_ kind: String, _ name: String, _ other: String, _ member: String) -> String {
    "\(kind) '\(name)' and '\(other)' both become '\(member)' in generated Swift code — rename one of them"
}
