import ThemeSyntax

/// `unavailable-api`: a base style, list environment, property, state, blur style or UIKit
/// colour newer than the deployment target (or missing on one of its platforms).
package struct UnavailableAPIRule: ValidationRule {
    package static let description = RuleDescription(
        id: .unavailableAPI,
        name: "Unavailable API",
        summary:
            "a base style, list environment, property, state, visual effect or UIKit colour that is newer than 'deploymentTarget' or missing on one of its platforms",
        rationale: """
            Generated code calls the UIKit API the theme names. 'listCell', 'listHeader', 'listFooter' \
            and 'shadowProperties' exist from iOS 18, 'image', 'imageContentMode' and 'pinned' from \
            iOS 15, 'systemMint' and 'systemCyan' from iOS 15. tvOS has no sidebar styles (nor the \
            sidebar list environments), no 'system…Material' blur styles, no 'systemGray2'…'systemGray6', \
            no system and grouped backgrounds and no fills. Raise \
            'deploymentTarget' or use an API that exists on every target.
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
            """
            theme: Demo
            version: 1
            deploymentTarget: { iOS: "15.0", tvOS: "15.0" }
            presets:
              row:
                base: listPlainCell
                backgroundColor: 1️⃣systemGray4
                visualEffect: 2️⃣systemMaterial
              header:
                base: 3️⃣listSidebarHeader
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
            """
            theme: Demo
            version: 1
            deploymentTarget: { iOS: "15.0", tvOS: "15.0" }  # themec:disable-line unmodelled-platform
            presets:
              row:
                base: clear
                backgroundColor: systemMint
                strokeColor: label
                strokeWidth: 1
            """,
        ])

    package init() {}

    package func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector) {
        let targets = context.deploymentTarget
        // The texts are built only for a finding: the check runs for every setting of the file.
        func report(
            _ what: @autoclosure () -> String, _ missing: [(Platform, OSVersion?)], at location: SourceLocation,
            instead: @autoclosure () -> String
        ) {
            guard !missing.isEmpty else { return }
            diagnostics.report(
                .unavailableAPI, message(what(), missing, targets, instead()), at: location,
                related: context.document.deploymentTargetLocation.map { [RelatedLocation($0, "the deployment target is set here")] } ?? [])
        }
        // Each property's, base style's, blur style's and system colour's shortfalls once: every
        // setting, block and preset of the file asks (a blur style or the pinned state 5 500
        // times in a 10k-preset theme, a colour name thousands), and each answer sorts the targets.
        let propertyShortfalls = Property.all.map { $0.availability.shortfalls(for: targets) }
        let pinnedShortfalls = StateAtom.pinned.availability.shortfalls(for: targets)
        var styleShortfalls = ShortfallMemo<SystemStyle>(targets: targets) { $0.availability }
        var blurShortfalls = ShortfallMemo<String>(targets: targets) { UIKitEnums.availability(ofBlurStyle: $0) }
        var colorShortfalls = ShortfallMemo<String>(targets: targets) { SystemColor.named($0)?.availability }
        for reference in context.program.namesOutsidePalettes[0] {
            report(
                "the colour '\(reference.value)'", colorShortfalls(reference.value), at: reference.location,
                instead: "use a colour that exists on every target")
        }
        // Fields read in place: copying a preset, a block or a setting retained every string
        // and array in it, for every setting of the file.
        let presets = context.program.documents[0].presets
        for p in presets.indices {
            // A glass style with a `fallback` runs that style below iOS 26 (and on visionOS).
            if let base = presets[p].base, !(base.value.isGlass && presets[p].fallback != nil) {
                let listEnvironment = presets[p].listEnvironment
                report(
                    "'\(base.value.rawValue)'", styleShortfalls(base.value), at: base.location,
                    instead: base.value.isGeneric
                        ? "use '\(base.value.specific(in: listEnvironment?.value ?? .plain).rawValue)' below iOS 18"
                        : base.value.defaultFallback.map {
                            "add 'fallback: \($0.rawValue)' (the iOS 15 style generated code uses where glass is missing)"
                        }
                            ?? "use a base that exists on every target")
                // Below iOS 18 generated code falls back to the environment's own style.
                if base.value.isGeneric, let environment = listEnvironment {
                    let specific = base.value.specific(in: environment.value)
                    report(
                        "the list environment '\(environment.value.rawValue)' ('\(specific.rawValue)')", styleShortfalls(specific),
                        at: environment.location, instead: "use another list environment")
                }
            }
            for b in presets[p].blocks.indices {
                if presets[p].blocks[b].selector.atoms.contains(.pinned) {
                    report(
                        "the 'pinned' state", pinnedShortfalls, at: presets[p].blocks[b].selector.location,
                        instead: "remove the override")
                }
                for s in presets[p].blocks[b].settings.indices where presets[p].blocks[b].settings[s].value != nil {
                    let property = presets[p].blocks[b].settings[s].property
                    if !propertyShortfalls[property.index].isEmpty {
                        report(
                            "'\(property.rawValue)'", propertyShortfalls[property.index], at: presets[p].blocks[b].settings[s].keyLocation,
                            instead: "remove it")
                    }
                    if case .visualEffect(let style?)? = presets[p].blocks[b].settings[s].value {
                        report(
                            "the blur style '\(style)'", blurShortfalls(style),
                            at: presets[p].blocks[b].settings[s].valueLocation, instead: "use a style that exists on every target")
                    }
                }
            }
        }
    }
}

/// The platforms where what `key` names is missing on `targets` (`Availability.shortfalls`),
/// found once per key; nothing is missing where `availability` knows no key.
private struct ShortfallMemo<Key: Hashable> {
    let targets: [Platform: OSVersion]
    let availability: (Key) -> Availability?
    private var known: [Key: [(Platform, OSVersion?)]] = [:]

    init(targets: [Platform: OSVersion], availability: @escaping (Key) -> Availability?) {
        self.targets = targets
        self.availability = availability
    }

    mutating func callAsFunction(_ key: Key) -> [(Platform, OSVersion?)] {
        if let missing = known[key] { return missing }
        let missing = availability(key)?.shortfalls(for: targets) ?? []
        known[key] = missing
        return missing
    }
}

fileprivate func message(_ what: String, _ missing: [(Platform, OSVersion?)], _ targets: [Platform: OSVersion], _ instead: String) -> String {
    let parts = missing.map { platform, needed in
        needed.map { "needs \(platform.rawValue) \($0) but the deployment target is \(platform.rawValue) \(targets[platform]!)" }
            ?? "does not exist on \(platform.rawValue)"
    }
    return "\(what) \(parts.joined(separator: ", and ")) — raise 'deploymentTarget', or \(instead)"
}
