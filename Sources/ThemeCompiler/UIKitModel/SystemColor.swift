/// A colour UIKit names (`UIColor.systemBlue`, `.label`, `.blue` …): its four appearances in
/// each design generation, how sure the reference is of them, and where it exists.
///
/// Values: Apple's Human Interface Guidelines colour tables and the UIKit SDK (the catalogue is in `SystemColor+Catalog.swift`).
/// Generated code uses UIKit's own colour (`UIColor.systemGray4`); these values only feed
/// the table, the previews and the rules.
package struct SystemColor: Sendable {
    package let name: String
    /// Light, dark and high-contrast values per design generation.
    package let classic: ColorVariants
    package let glass: ColorVariants
    /// Why a design's values are not confirmed by a primary source (nil: CONFIRMED).
    package let classicUncertainty: String?
    package let glassUncertainty: String?
    /// Where `UIColor.<name>` exists.
    package let availability: Availability

    /// The values in `design`.
    package func variants(in design: DesignGeneration) -> ColorVariants {
        design == .classic ? classic : glass
    }

    /// Why the values in `design` are uncertain, or nil when a primary source confirms them.
    package func uncertainty(in design: DesignGeneration) -> String? {
        design == .classic ? classicUncertainty : glassUncertainty
    }

    /// Every colour by name: the system colours and UIColor's fixed colours (which include
    /// the keywords `clear`, `black` and `white` of docs/language.md).
    package static let all: [String: SystemColor] = Dictionary(uniqueKeysWithValues: catalog.map { ($0.name, $0) })

    /// The colour UIKit calls `name`, if any.
    package static func named(_ name: String) -> SystemColor? { all[name] }

    /// Every name, sorted (for did-you-mean and documentation).
    package static let names: [String] = all.keys.sorted()

    /// Names a palette colour may not take: UIKit's colours and `tint`.
    package static func isReserved(_ name: String) -> Bool {
        name == "tint" || all[name] != nil
    }

    /// UIKit's default tint colour.
    package static let defaultTintName = "systemBlue"
}
