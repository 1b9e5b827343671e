import ThemeSyntax

/// `unavailable-api`: a base style, property, state or blur style newer than the
/// deployment target (or missing on one of its platforms).
public struct UnavailableAPIRule: ValidationRule {
    public static let description = RuleDescription(
        id: .unavailableAPI,
        name: "Unavailable API",
        summary: "a base style, property, state or visual effect that is newer than 'deploymentTarget' or missing on one of its platforms",
        rationale: """
            Generated code calls the UIKit API the theme names. 'listCell', 'listHeader', 'listFooter' \
            and 'shadowProperties' exist from iOS 18, 'image', 'imageContentMode' and 'pinned' from \
            iOS 15, and the sidebar styles not at all on tvOS. Raise 'deploymentTarget' or use an API \
            that exists on every target.
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            deploymentTarget: { iOS: "15.0" }
            presets:
              row:
                base: 1️⃣listCell
                cornerRadius: 8
            """,
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: clear
                1️⃣image: linen
            """,
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            deploymentTarget: { iOS: "18.0" }
            presets:
              row:
                base: listCell
                cornerRadius: 8
            """,
        ])

    public init() {}

    public func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector) {
        let targets = context.deploymentTarget
        func check(_ what: String, _ availability: Availability, at location: SourceLocation, instead: String) {
            let missing = availability.shortfalls(for: targets)
            guard !missing.isEmpty else { return }
            diagnostics.report(.unavailableAPI, message(what, missing, targets, instead), at: location,
                               related: context.document.deploymentTargetLocation.map { [RelatedLocation($0, "the deployment target is set here")] } ?? [])
        }
        for preset in context.document.presets {
            if let base = preset.base {
                let instead = base.value.isGeneric
                    ? "use '\(base.value.specific(in: preset.listEnvironment?.value ?? .plain).rawValue)' below iOS 18"
                    : "use a base that exists on every target"
                check("'\(base.value.rawValue)'", base.value.availability, at: base.location, instead: instead)
            }
            for block in preset.blocks {
                for atom in block.selector.atoms where atom == .pinned {
                    check("the 'pinned' state", atom.availability, at: block.selector.location, instead: "remove the override")
                }
                for setting in block.settings where setting.value != nil {
                    check("'\(setting.property.rawValue)'", setting.property.availability, at: setting.keyLocation, instead: "remove it")
                    if case .visualEffect(let style?)? = setting.value {
                        check("the blur style '\(style)'", UIKitEnums.availability(ofBlurStyle: style), at: setting.valueLocation,
                              instead: "use a style that exists on every target")
                    }
                }
            }
        }
    }
}

fileprivate func message(_ what: String, _ missing: [(Platform, OSVersion?)], _ targets: [Platform: OSVersion], _ instead: String) -> String {
    let parts = missing.map { platform, needed in
        needed.map { "needs \(platform.rawValue) \($0) but the deployment target is \(platform.rawValue) \(targets[platform]!)" }
            ?? "does not exist on \(platform.rawValue)"
    }
    return "\(what) \(parts.joined(separator: ", and ")) — raise 'deploymentTarget', or \(instead)"
}
