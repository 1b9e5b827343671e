/// Where an API exists: the first version per platform; a platform not listed is unavailable.
/// Values: the availability annotations of the UIKit SDK headers (`UIBackgroundConfiguration.h`).
package struct Availability: Sendable, Hashable {
    package var introduced: [Platform: OSVersion]

    package init(introduced: [Platform: OSVersion]) { self.introduced = introduced }

    /// UIBackgroundConfiguration itself and its iOS 14 members.
    package static let iOS14Generation = Availability(introduced: [
        .iOS: OSVersion(14), .tvOS: OSVersion(14), .visionOS: OSVersion(1), .macCatalyst: OSVersion(14),
    ])
    /// `image`, `imageContentMode`, `isPinned`, `configurationUpdateHandler`.
    package static let iOS15Generation = Availability(introduced: [
        .iOS: OSVersion(15), .tvOS: OSVersion(15), .visionOS: OSVersion(1), .macCatalyst: OSVersion(15),
    ])
    /// `listCell`/`listHeader`/`listFooter`, `shadowProperties`.
    package static let iOS18Generation = Availability(introduced: [
        .iOS: OSVersion(18), .tvOS: OSVersion(18), .visionOS: OSVersion(2), .macCatalyst: OSVersion(18),
    ])
    /// The Liquid Glass button styles: iOS, tvOS and Mac Catalyst 26, never visionOS (uibutton.md §1.2).
    package static let glassButtons = Availability(introduced: [
        .iOS: OSVersion(26), .tvOS: OSVersion(26), .macCatalyst: OSVersion(26),
    ])
    /// The `system…Material` blur styles: not on tvOS.
    package static let systemMaterials = Availability(introduced: [
        .iOS: OSVersion(13), .visionOS: OSVersion(1), .macCatalyst: OSVersion(13),
    ])

    /// A `UIColor` class property: iOS and tvOS versions
    /// (nil: unavailable on tvOS); visionOS and Mac Catalyst follow iOS, as Apple's headers
    /// do for lines that do not name them.
    package static func uiColor(iOS: Int, tvOS: Int?) -> Availability {
        var introduced: [Platform: OSVersion] = [.iOS: OSVersion(iOS), .visionOS: OSVersion(1), .macCatalyst: OSVersion(max(iOS, 13))]
        if let tvOS { introduced[.tvOS] = OSVersion(tvOS) }
        return Availability(introduced: introduced)
    }

    /// The platforms of `targets` where this API is missing or newer than the target,
    /// with what the API needs there (nil = unavailable on that platform).
    package func shortfalls(for targets: [Platform: OSVersion]) -> [(Platform, OSVersion?)] {
        targets.keys.sorted().compactMap { platform in
            guard let needed = introduced[platform] else { return (platform, nil) }
            return needed > targets[platform]! ? (platform, needed) : nil
        }
    }
}

extension Property {
    /// When UIKit added the property (the SDK's availability annotations).
    package var availability: Availability {
        switch self {
        case .image, .imageContentMode: return .iOS15Generation
        // `UIButton.Configuration`'s fields are as old as the type (uibutton.md §1.3).
        case .cornerStyle, .buttonSize, .baseBackgroundColor, .baseForegroundColor: return .iOS15Generation
        case .shadowProperties: return .iOS18Generation
        default: return .iOS14Generation
        }
    }
}

extension StateAtom {
    /// When UIKit added the state (`isPinned` is iOS 15).
    package var availability: Availability { self == .pinned ? .iOS15Generation : .iOS14Generation }
}
