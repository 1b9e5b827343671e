/// The design generation whose system values a table is resolved for
///.
///
/// The key is the design, not the OS version alone: an app on iOS 26 keeps the classic
/// design when it links an older SDK or sets `UIDesignRequiresCompatibility`
/// ([AF-832710], [AF-820612] in the reference).
public enum DesignGeneration: String, CaseIterable, Sendable, Hashable {
    /// iOS/iPadOS 13–18, and iOS 26+ apps that keep the old design.
    case classic
    /// The iOS 26 "Liquid Glass" design.
    case glass

    /// The first OS version whose devices can show the glass design.
    package static let glassVersion = OSVersion(26)

    /// The generation a theme with `targets` must look right on: `classic` while any
    /// declared platform's deployment target is below 26 (the oldest device the theme
    /// supports shows the classic design), `glass` once every one is 26 or later.
    package static func `default`(for targets: [Platform: OSVersion]) -> DesignGeneration {
        guard !targets.isEmpty, targets.values.allSatisfy({ $0 >= glassVersion }) else { return .classic }
        return .glass
    }
}
