/// `deprecated-api`: a base style deprecated at or below the deployment target.
package struct DeprecatedAPIRule: ValidationRule {
    package static let description = RuleDescription(
        id: .deprecatedAPI,
        name: "Deprecated API",
        summary: "a base style deprecated at or below 'deploymentTarget' (e.g. 'listPlainCell' from iOS 18: use 'listCell')",
        rationale: """
            iOS 18 deprecates the list-specific factories ('listPlainCell', 'listGroupedCell', \
            'listSidebarCell', the header/footer ones) in favour of 'listCell', 'listHeader' and \
            'listFooter', which adapt to their list. When every target has the new factory, use it \
            with 'listEnvironment' so generated code does not call deprecated API.
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            deploymentTarget: { iOS: "18.0" }
            presets:
              row:
                base: 1️⃣listGroupedCell
                cornerRadius: 8
            """
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            deploymentTarget: { iOS: "17.0" }
            presets:
              row:
                base: listGroupedCell
                cornerRadius: 8
            """
        ])

    package init() {}

    package func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector) {
        let targets = context.deploymentTarget
        for preset in context.document.presets {
            guard let base = preset.base, let deprecation = base.value.deprecation else { continue }
            let hits = targets.keys.sorted().filter { platform in
                deprecation.platforms[platform].map { $0 <= targets[platform]! } ?? false
            }
            guard let first = hits.first else { continue }
            diagnostics.report(
                .deprecatedAPI, message(base.value, first, deprecation.platforms[first]!, targets[first]!, deprecation.replacement),
                at: base.location, suggestion: deprecation.replacement)
        }
    }
}

fileprivate func message(_ base: SystemStyle, _ platform: Platform, _ since: OSVersion, _ target: OSVersion, _ replacement: String) -> String {
    let environment: String
    switch base {
    case .listPlainCell, .listPlainHeaderFooter: environment = "plain"
    case .listGroupedCell, .listGroupedHeaderFooter: environment = "grouped"
    default: environment = "sidebar"
    }
    return
        "'\(base.rawValue)' is deprecated from \(platform.rawValue) \(since) and the deployment target is \(platform.rawValue) \(target) — use '\(replacement)' with 'listEnvironment: \(environment)'"
}
