import ThemeSyntax

/// A colour set of an asset catalog (`Name.colorset`), read for iOS: its name as
/// `UIColor(named:)` takes it and its values in sRGB, or the system colour it refers to.
public struct AssetColor: Sendable, Hashable {
    /// What the colour set holds.
    public enum Value: Sendable, Hashable {
        /// Components, converted to sRGB, per appearance (missing appearances filled in as
        /// docs/language.md says: dark falls back to light, each high-contrast one to its own).
        case components(ColorVariants)
        /// A reference to a UIKit colour (`"reference": "systemBlueColor"` → `systemBlue`).
        case system(String)
    }

    /// `Folder/Name` inside folders that provide a namespace, else the set's own name.
    public var name: String
    public var value: Value
    /// The colour space the set is written in (`display-p3` …); nil for a system reference.
    public var colorSpace: CatalogColorSpace?
    /// The appearances whose values were clipped into sRGB (`light`, `dark` …), in that order.
    public var clippedAppearances: [String]
    /// True when the set has a high-contrast appearance (`contrast: high`): a preset using it
    /// varies over `highContrast`, as with a variant map that writes one.
    public var hasHighContrastAppearance = false
    /// The set's `Contents.json`, at its first line.
    public var location: SourceLocation

    public init(name: String, value: Value, colorSpace: CatalogColorSpace?, clippedAppearances: [String] = [], location: SourceLocation) {
        self.name = name
        self.value = value
        self.colorSpace = colorSpace
        self.clippedAppearances = clippedAppearances
        self.location = location
    }

    /// How the set's values were read, for messages: "display-p3, converted to sRGB (clipped
    /// in dark)", "sRGB", "UIColor.systemBlue".
    public var origin: String {
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
public struct AssetCatalogs: Sendable {
    /// The catalogs read (paths as shown in findings), in the order they were given.
    public var paths: [String] = []
    public private(set) var colors: [String: AssetColor] = [:]

    public init() {}

    /// True when no catalog was read: fallback values then serve.
    public var isEmpty: Bool { paths.isEmpty }

    /// Adds a colour set unless an earlier catalog holds its name.
    public mutating func add(_ color: AssetColor) {
        if colors[color.name] == nil { colors[color.name] = color }
    }

    /// Every colour set's name, sorted (for did-you-mean).
    public var names: [String] { colors.keys.sorted() }
}
