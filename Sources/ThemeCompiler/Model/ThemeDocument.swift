import ThemeSyntax

/// One theme file, decoded: the typed model of docs/language.md with every value located.
/// Decoding keeps whatever was valid, so later stages can report more than the first problem.
package struct ThemeDocument: Sendable {
    /// The path the file was read from (as given, relative paths stay relative).
    package var path: String
    /// Where the top-level mapping starts (1:1 for an empty file).
    package var location: SourceLocation
    package var name: Located<String>?
    package var description: String?
    /// Platform → minimum version; empty when the theme does not say (then iOS 14.0 applies).
    package var deploymentTarget: [Platform: Located<OSVersion>]
    package var deploymentTargetLocation: SourceLocation?
    package var tintColor: ColorExpression?
    package var imports: [Located<String>]
    /// `assetCatalogs`: asset catalog paths, relative to this file.
    package var assetCatalogs: [Located<String>] = []
    package var colors: [ColorDefinition]
    /// Palette names whose value did not decode (already reported): a reference to one is
    /// no second mistake, and a misspelt reference is suggested from them too.
    package var malformedColorNames: [String] = []
    package var precedence: [Located<StateAtom>]?
    package var presets: [PresetDeclaration]

    package init(path: String, location: SourceLocation) {
        self.path = path
        self.location = location
        deploymentTarget = [:]
        imports = []
        colors = []
        presets = []
    }

    /// The targets that apply: the theme's own, else `fallback` (a configuration's
    /// `deploymentTarget`), else `iOS 14.0`.
    package func effectiveDeploymentTarget(default fallback: [Platform: OSVersion]?) -> [Platform: OSVersion] {
        if !deploymentTarget.isEmpty { return deploymentTarget.mapValues(\.value) }
        if let fallback, !fallback.isEmpty { return fallback }
        return [.iOS: OSVersion(14, 0)]
    }
}

/// A palette entry: `name: colour`.
package struct ColorDefinition: Sendable {
    package var name: Located<String>
    package var value: ColorExpression

    package init(name: Located<String>, value: ColorExpression) {
        self.name = name
        self.value = value
    }
}

/// One property written in a block: `cornerRadius: 12`. A nil `value` is `null`
/// ("not customised here": the system default applies).
///
/// The value is stored first so the one-byte property fills its padding (48 bytes a setting,
/// not 56: a theme holds a setting per property it writes).
package struct PropertySetting: Sendable {
    package var value: PropertyValue?
    package var property: Property
    /// Where the key is written (findings about the setting point here).
    package var keyLocation: SourceLocation
    /// Where the value is written.
    package var valueLocation: SourceLocation

    package init(property: Property, value: PropertyValue?, keyLocation: SourceLocation, valueLocation: SourceLocation) {
        self.property = property
        self.value = value
        self.keyLocation = keyLocation
        self.valueLocation = valueLocation
    }
}

/// A selector: the set of state atoms a block applies to (`selected+highlighted`), and
/// where it is written. A message that names the block as written reads its text back from
/// the source there (`SourceFile.keyText(at:)`).
///
/// No copy of the text as written is kept: a `StateBlock` is 32 bytes, not 48 (a 10k-preset
/// theme has about 22 000 blocks, decoded once and held as long as the program).
package struct StateSelector: Sendable, Hashable {
    package var location: SourceLocation
    package var atoms: StateSet

    package init(atoms: StateSet, location: SourceLocation) {
        self.atoms = atoms
        self.location = location
    }
}

/// A block of properties under one selector (the preset level is the empty selector).
package struct StateBlock: Sendable {
    package var selector: StateSelector
    package var settings: PropertySettings

    package init(selector: StateSelector, settings: PropertySettings) {
        self.selector = selector
        self.settings = settings
    }
}

/// A run of a document's elements, in the order written: a range of one buffer that holds them
/// for every block or preset of a document, or of a batch of its presets decoded apart
/// (`Store`). A large theme has tens of thousands of blocks, and an array apiece cost each its
/// own allocation — a header and malloc's rounding, about as much again as a block's one or
/// two settings, or half again a preset's one or two blocks (issue 23, memory).
package struct StoredRun<Element: Sendable>: RandomAccessCollection, Sendable {
    /// The elements of a document (or a batch), each run's contiguous.
    package final class Store: Sendable {
        let elements: [Element]

        package init(_ elements: [Element]) { self.elements = elements }
    }

    private var store: Store
    private var start: UInt32
    private var length: UInt32

    /// `elements[range]` of `store`.
    package init(_ store: Store, range: Range<Int>) {
        self.store = store
        self.start = UInt32(range.lowerBound)
        self.length = UInt32(range.count)
    }

    /// Where the run is in its store.
    package var range: Range<Int> { Int(start)..<Int(start + length) }

    /// The same range of `store`: the decoder gives a run its range while the document's
    /// elements are still being gathered, and the finished store when they are.
    package mutating func place(in store: Store) { self.store = store }

    package var startIndex: Int { 0 }
    package var endIndex: Int { Int(length) }
    package subscript(position: Int) -> Element { store.elements[Int(start) + position] }
}

/// The settings of one block, in the order written.
package typealias PropertySettings = StoredRun<PropertySetting>

/// A preset's blocks: the preset level first, then its `states`.
package typealias StateBlocks = StoredRun<StateBlock>

/// The store of a preset made without blocks (generic types hold no static stored values).
private let noBlocks = StateBlocks.Store([])

/// A background preset (docs/language.md).
package struct PresetDeclaration: Sendable {
    package var name: Located<String>
    package var base: Located<SystemStyle>?
    package var extends: Located<String>?
    package var description: String?
    package var listEnvironment: Located<ListEnvironment>?
    /// The preset-level block first (selector `normal`), then `states` in source order.
    package var blocks: StateBlocks
    /// What few presets have, kept apart (nil when none is written): 8 bytes a preset instead
    /// of 32 (10 000 presets: 0.24 MB for as long as the program lives).
    private var rare: Rare?

    package init(name: Located<String>) {
        self.name = name
        blocks = StateBlocks(noBlocks, range: 0..<0)
    }

    /// The iOS 15 button style a glass button falls back to below iOS 26 (`fallback`).
    package var fallback: Located<SystemStyle>? {
        get { rare?.fields.fallback }
        set { updateRare { $0.fallback = newValue } }
    }

    /// The settings of state blocks whose selector could not be read (a misspelt state):
    /// checked like any other (their names are looked up), but in no state.
    package var unplacedSettings: [PropertySetting] {
        get { rare?.fields.unplacedSettings ?? [] }
        set { updateRare { $0.unplacedSettings = newValue } }
    }

    /// Properties written in some block with a value that could not be read (reported while
    /// decoding): the cascade lacks a value the author meant.
    package var invalidProperties: Set<Property> {
        get { rare?.fields.invalidProperties ?? [] }
        set { updateRare { $0.invalidProperties = newValue } }
    }

    /// The fields few presets have.
    private struct RareFields: Sendable {
        var fallback: Located<SystemStyle>?
        var unplacedSettings: [PropertySetting] = []
        var invalidProperties: Set<Property> = []

        var isEmpty: Bool { fallback == nil && unplacedSettings.isEmpty && invalidProperties.isEmpty }
    }

    /// `RareFields` boxed, never changed: a change makes a new box.
    private final class Rare: Sendable {
        let fields: RareFields
        init(_ fields: RareFields) { self.fields = fields }
    }

    private mutating func updateRare(_ change: (inout RareFields) -> Void) {
        var fields = rare?.fields ?? RareFields()
        change(&fields)
        rare = fields.isEmpty ? nil : Rare(fields)
    }
}
