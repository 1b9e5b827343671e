/// `unmodelled-platform`: a theme that targets a platform whose system defaults themec does
/// not model (tvOS, visionOS), so its table, preview and lint show the iPhone and iPad values.
package struct UnmodelledPlatformRule: ValidationRule {
    package static let description = RuleDescription(
        id: .unmodelledPlatform,
        name: "Unmodelled platform",
        summary: "'deploymentTarget' names tvOS or visionOS, whose list-style defaults themec does not model",
        rationale: """
            The table, the preview and the rules that compare rows resolve every property the \
            theme does not customise from the system styles' defaults. themec knows those \
            defaults for iPhone and iPad (and uses them for Mac Catalyst's iPad idiom). tvOS \
            draws list cells with a 12-point radius and private colours nobody has published; \
            visionOS is always dark and uses its own radii. For those platforms the table shows \
            the iPhone values, so a row that looks right in the preview may look different on \
            the device. Generated code is still right: it assigns only what the theme \
            customises and UIKit supplies each platform's own defaults. Check those rows on the \
            device, then silence this with a `# themec:disable-line unmodelled-platform` comment \
            or `unmodelled-platform: off` in `.themec.yml`.
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            deploymentTarget: { iOS: "15.0", tvOS: 1️⃣"15.0" }
            presets:
              row:
                base: listGroupedCell
                cornerRadius: 8
            """
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            deploymentTarget: { iOS: "15.0", macCatalyst: "15.0" }
            presets:
              row:
                base: listGroupedCell
                cornerRadius: 8
            """
        ])

    package init() {}

    package func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector) {
        for (platform, version) in context.document.deploymentTarget.sorted(by: { $0.key < $1.key }) {
            guard let what = Self.unmodelled[platform] else { continue }
            diagnostics.report(
                .unmodelledPlatform,
                "themec resolves the table, the preview and lint with iPhone and iPad defaults; \(what), so rows the theme "
                    + "does not fully customise may look different on \(platform.rawValue) (generated code still gets "
                    + "\(platform.rawValue)'s own defaults from UIKit) — check them on the device",
                at: version.location)
        }
    }

    /// What each unmodelled platform does differently, from the project's UIKit reference
    /// notes (tvOS: read from decompiled UIKit; visionOS: Apple's HIG and decompiled UIKit).
    static let unmodelled: [Platform: String] = [
        .tvOS: "tvOS list styles draw with a 12-point radius and private colours themec does not know",
        .visionOS: "visionOS is always dark and uses its own radii (16 points for sidebar cells)",
    ]
}
