import ThemeSyntax

/// A colour set of an asset catalog (`Name.colorset`), read for iOS: its name as
/// `UIColor(named:)` takes it and its values in sRGB, or the system colour it refers to.
package struct AssetColor: Sendable, Hashable {
    /// What the colour set holds.
    package enum Value: Sendable, Hashable {
        /// Components, converted to sRGB, per appearance (missing appearances filled in as
        /// docs/language.md says: dark falls back to light, each high-contrast one to its own).
        case components(ColorVariants)
        /// A reference to a UIKit colour (`"reference": "systemBlueColor"` → `systemBlue`).
        case system(String)
    }

    /// `Folder/Name` inside folders that provide a namespace, else the set's own name.
    package var name: String
    package var value: Value
    /// The colour space the set is written in (`display-p3` …); nil for a system reference.
    package var colorSpace: CatalogColorSpace?
    /// The appearances whose values were clipped into sRGB (`light`, `dark` …), in that order.
    package var clippedAppearances: [String]
    /// True when the set has a high-contrast appearance (`contrast: high`): a preset using it
    /// varies over `highContrast`, as with a variant map that writes one.
    package var hasHighContrastAppearance = false
    /// The set's `Contents.json`, at its first line.
    package var location: SourceLocation

    package init(name: String, value: Value, colorSpace: CatalogColorSpace?, clippedAppearances: [String] = [], location: SourceLocation) {
        self.name = name
        self.value = value
        self.colorSpace = colorSpace
        self.clippedAppearances = clippedAppearances
        self.location = location
    }

    /// How the set's values were read, for messages: "display-p3, converted to sRGB (clipped
    /// in dark)", "sRGB", "UIColor.systemBlue".
    package var origin: String {
        switch value {
        case .system(let name): return "a reference to UIColor.\(name)"
        case .components:
            guard let space = colorSpace else { return "sRGB" }
            let converted = space == .srgb ? "sRGB" : "\(space.rawValue), converted to sRGB"
            return clippedAppearances.isEmpty ? converted : "\(converted) (clipped in \(clippedAppearances.joined(separator: ", ")))"
        }
    }
}

/// The colour sets of every asset catalog a compilation reads, by name. The first catalog
/// that holds a name wins, as the app's bundle would hold only one set by that name.
package struct AssetCatalogs: Sendable {
    /// The catalogs read (paths as shown in findings), in the order they were given.
    package var paths: [String] = []
    package private(set) var colors: [String: AssetColor] = [:]

    package init() {}

    /// True when no catalog was read: fallback values then serve.
    package var isEmpty: Bool { paths.isEmpty }

    /// Adds a colour set unless an earlier catalog holds its name.
    package mutating func add(_ color: AssetColor) {
        if colors[color.name] == nil { colors[color.name] = color }
    }

    /// Every colour set's name, sorted (for did-you-mean).
    package var names: [String] { colors.keys.sorted() }
}
