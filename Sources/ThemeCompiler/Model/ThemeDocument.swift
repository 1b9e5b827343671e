import ThemeSyntax

/// One theme file, decoded: the typed model of docs/language.md with every value located.
/// Decoding keeps whatever was valid, so later stages can report more than the first problem.
public struct ThemeDocument: Sendable {
    /// The path the file was read from (as given, relative paths stay relative).
    public var path: String
    /// Where the top-level mapping starts (1:1 for an empty file).
    public var location: SourceLocation
    public var name: Located<String>?
    public var description: String?
    /// Platform → minimum version; empty when the theme does not say (then iOS 14.0 applies).
    public var deploymentTarget: [Platform: Located<OSVersion>]
    public var deploymentTargetLocation: SourceLocation?
    public var tintColor: ColorExpression?
    public var imports: [Located<String>]
    /// `assetCatalogs`: asset catalog paths, relative to this file.
    public var assetCatalogs: [Located<String>] = []
    public var colors: [ColorDefinition]
    /// Palette names whose value did not decode (already reported): a reference to one is
    /// no second mistake, and a misspelt reference is suggested from them too.
    public var malformedColorNames: [String] = []
    public var precedence: [Located<StateAtom>]?
    public var presets: [PresetDeclaration]

    public init(path: String, location: SourceLocation) {
        self.path = path
        self.location = location
        deploymentTarget = [:]
        imports = []
        colors = []
        presets = []
    }

    /// The targets that apply: the theme's own, else `fallback` (a configuration's
    /// `deploymentTarget`), else `iOS 14.0`.
    public func effectiveDeploymentTarget(default fallback: [Platform: OSVersion]?) -> [Platform: OSVersion] {
        if !deploymentTarget.isEmpty { return deploymentTarget.mapValues(\.value) }
        if let fallback, !fallback.isEmpty { return fallback }
        return [.iOS: OSVersion(14, 0)]
    }
}

/// A palette entry: `name: colour`.
public struct ColorDefinition: Sendable {
    public var name: Located<String>
    public var value: ColorExpression

    public init(name: Located<String>, value: ColorExpression) {
        self.name = name
        self.value = value
    }
}

/// One property written in a block: `cornerRadius: 12`. A nil `value` is `null`
/// ("not customised here": the system default applies).
public struct PropertySetting: Sendable {
    public var property: Property
    public var value: PropertyValue?
    /// Where the key is written (findings about the setting point here).
    public var keyLocation: SourceLocation
    /// Where the value is written.
    public var valueLocation: SourceLocation

    public init(property: Property, value: PropertyValue?, keyLocation: SourceLocation, valueLocation: SourceLocation) {
        self.property = property
        self.value = value
        self.keyLocation = keyLocation
        self.valueLocation = valueLocation
    }
}

/// A selector: the set of state atoms a block applies to (`selected+highlighted`).
public struct StateSelector: Sendable, Hashable {
    public var atoms: StateSet
    /// The selector as written.
    public var text: String
    public var location: SourceLocation

    public init(atoms: StateSet, text: String, location: SourceLocation) {
        self.atoms = atoms
        self.text = text
        self.location = location
    }
}

/// A block of properties under one selector (the preset level is the empty selector).
public struct StateBlock: Sendable {
    public var selector: StateSelector
    public var settings: [PropertySetting]

    public init(selector: StateSelector, settings: [PropertySetting]) {
        self.selector = selector
        self.settings = settings
    }
}

/// A background preset (docs/language.md).
public struct PresetDeclaration: Sendable {
    public var name: Located<String>
    public var base: Located<SystemStyle>?
    public var extends: Located<String>?
    public var description: String?
    public var listEnvironment: Located<ListEnvironment>?
    /// The iOS 15 button style a glass button falls back to below iOS 26 (`fallback`).
    public var fallback: Located<SystemStyle>?
    /// The preset-level block first (selector `normal`), then `states` in source order.
    public var blocks: [StateBlock]
    /// The settings of state blocks whose selector could not be read (a misspelt state):
    /// checked like any other (their names are looked up), but in no state.
    public var unplacedSettings: [PropertySetting] = []
    /// Properties written in some block with a value that could not be read (reported while
    /// decoding): the cascade lacks a value the author meant.
    public var invalidProperties: Set<Property> = []

    public init(name: Located<String>) {
        self.name = name
        blocks = []
    }
}
