/// `asset-fallback`: an asset colour resolved from the theme's fallback values because no
/// asset catalog is read.
package struct AssetFallbackRule: ValidationRule {
    package static let description = RuleDescription(
        id: .assetFallback,
        name: "Asset fallback in use",
        summary: "an asset colour's values come from the theme's fallback, because no asset catalog is read",
        rationale: """
            The table, the preview and every rule judge an asset colour ({ asset: NAME }) with the \
            values of its colour set. When no catalog is read (no 'assetCatalogs:' in the theme or \
            .themec.yml, no --asset-catalog), the theme's fallback values serve instead: the app \
            still loads the colour from its catalog at run time, so what themec shows is only as \
            current as the copy in the theme. Name the catalog to judge the app's real colours.
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: clear
                backgroundColor: { asset: 1️⃣Brand, light: "#1F5FBF", dark: "#4A8FE7" }
            """
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: clear
                backgroundColor: { light: "#1F5FBF", dark: "#4A8FE7" }
            """
        ])

    package init() {}

    package func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector) {
        guard context.program.assets.isEmpty else { return }
        for expressions in context.program.assetColors {
            for expression in expressions {
                guard case .asset(let name, _?) = expression.kind else { continue }
                diagnostics.report(.assetFallback, Self.message(name), at: expression.location)
            }
        }
    }

    static func message(_ name: String) -> String {
        "no asset catalog is read, so the asset colour '\(name)' takes the theme's fallback values here; the app loads "
            + "'\(name)' from its catalog — name the catalog with 'assetCatalogs:' or --asset-catalog to judge its real values"
    }
}
