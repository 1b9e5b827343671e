import ThemeSyntax

/// A colour in a row of the table: its value for the row's traits and its semantic name
/// (palette or system name, a keyword, `tint`, or nil for a literal).
public struct ResolvedColor: Sendable, Hashable {
    /// Its value for the row's traits.
    public var rgba: RGBA
    /// Its semantic name: a palette or system name, a keyword, `tint`; nil for a literal.
    public var name: String?
    /// The asset-catalog colour set it is (`{ asset: NAME }`, directly or through the palette).
    public var asset: String?

    package init(rgba: RGBA, name: String?, asset: String? = nil) {
        self.rgba = rgba
        self.name = name
        self.asset = asset
    }

    /// How people see where the colour comes from: its name, the asset it is, or both
    /// (`brand, asset 'Brand'`); nil for a literal.
    public var label: String? {
        let asset = self.asset.map { "asset '\($0)'" }
        guard let name else { return asset }
        return asset.map { "\(name), \($0)" } ?? name
    }
}

/// A shadow with every field resolved.
public struct ResolvedShadow: Sendable, Hashable {
    /// The shadow's colour.
    public var color: ResolvedColor
    /// The shadow's opacity, 0 to 1.
    public var opacity: Double
    /// The blur radius, in points.
    public var radius: Double
    /// The horizontal offset, in points.
    public var offsetWidth: Double
    /// The vertical offset, in points.
    public var offsetHeight: Double
}

/// Where a row's property value comes from.
public enum Provenance: Sendable, Hashable {
    /// A theme rule (the key's location).
    case theme(SourceLocation)
    /// The system default of this specific style.
    case systemDefault(SystemStyle)
}

/// One row of a preset's table: every property of docs/language.md for one state.
public struct Appearance: Sendable, Hashable {
    /// `backgroundColor`; nil: the tint.
    public var backgroundColor: ResolvedColor?
    /// `backgroundColorTransformer`.
    public var backgroundColorTransformer: ColorTransformer?
    /// `cornerRadius`, in points.
    public var cornerRadius: Double
    /// `backgroundInsets`.
    public var backgroundInsets: EdgeInsets
    /// `edgesAddingLayoutMarginsToBackgroundInsets`.
    public var edgesAddingLayoutMarginsToBackgroundInsets: Set<Edge>
    /// `strokeColor`; nil: the tint.
    public var strokeColor: ResolvedColor?
    /// `strokeColorTransformer`.
    public var strokeColorTransformer: ColorTransformer?
    /// `strokeWidth`, in points.
    public var strokeWidth: Double
    /// `strokeOutset`, in points.
    public var strokeOutset: Double
    /// `visualEffect` (a `UIBlurEffect.Style` name); nil: none.
    public var visualEffect: String?
    /// `shadowProperties` (iOS 18).
    public var shadowProperties: ResolvedShadow
    /// `image` (an image name); nil: none.
    public var image: String?
    /// `imageContentMode`.
    public var imageContentMode: String
    /// `customView`; nil: none.
    public var customView: CustomViewSpec?
    /// `transformer(backgroundColor ?? tint)` for the row's traits.
    public var resolvedBackgroundColor: RGBA
    /// `transformer(strokeColor ?? tint)` for the row's traits.
    public var resolvedStrokeColor: RGBA
    /// Properties the theme customised in this row, in declaration order.
    public var customized: [Property] {
        get { Array(customizedSet) }
        set { customizedSet = PropertySet(newValue) }
    }

    /// `customized`, as the row keeps it.
    package var customizedSet: PropertySet
    /// Where each property's value comes from, indexed like `Property.allCases`.
    public var provenance: [Provenance]
    /// A button row's own fields, nil for list rows.
    public var button: ButtonAppearance? = nil

    /// The properties the row lists: the background's, and a button's own after them.
    public var properties: [Property] { button == nil ? Property.background : Property.all }
}

/// The `UIButton.Configuration` fields of a button row (docs/table-format.md).
public struct ButtonAppearance: Sendable, Hashable {
    /// A `UIButton.Configuration.CornerStyle` case name.
    public var cornerStyle: String
    /// A `UIButton.Configuration.Size` case name.
    public var buttonSize: String
    /// The colour the style derives its fill from; nil: the style's own.
    public var baseBackgroundColor: ResolvedColor?
    /// The title and image colour the style starts from; nil: the style's own.
    public var baseForegroundColor: ResolvedColor?
    /// The title colour the style draws in the row's state and traits (`ButtonTreatment`).
    public var resolvedForegroundColor: RGBA

    package init(
        cornerStyle: String, buttonSize: String, baseBackgroundColor: ResolvedColor?, baseForegroundColor: ResolvedColor?,
        resolvedForegroundColor: RGBA
    ) {
        self.cornerStyle = cornerStyle
        self.buttonSize = buttonSize
        self.baseBackgroundColor = baseBackgroundColor
        self.baseForegroundColor = baseForegroundColor
        self.resolvedForegroundColor = resolvedForegroundColor
    }
}

/// A row: a state and its appearance.
public struct ResolvedRow: Sendable {
    /// The row's state.
    public var state: StateSet
    /// Every property's value in that state.
    public var appearance: Appearance

    package init(state: StateSet, appearance: Appearance) {
        self.state = state
        self.appearance = appearance
    }
}

/// Where a preset's rows come from. The resolver keeps a row as the index of the winning
/// setting of each property and builds the `Appearance` only when something reads it, so
/// a lint that never looks at most properties never pays for them.
package protocol PresetRowSource: Sendable {
    /// The rows' states, in table order.
    var states: [StateSet] { get }
    /// Row `row`'s appearance, built on each call; without `provenance`, its `provenance` may
    /// be left empty (for a reader that never looks at it).
    func appearance(at row: Int, provenance: Bool) -> Appearance
    /// For each row, the first earlier row whose appearance is the same value, or -1 (a
    /// source that cannot tell cheaply answers -1 for every row).
    func earlierEqualRows() -> [Int32]
}

/// A preset's rows in table order. Reading an element builds that row's appearance; read
/// `states` where the state is all you need.
public struct PresetRows: RandomAccessCollection, Sendable {
    package let source: any PresetRowSource

    package init(_ source: any PresetRowSource) { self.source = source }

    /// Rows already built (tables made by hand in tests and tools).
    package init(_ rows: [ResolvedRow]) { self.source = BuiltRows(rows: rows) }

    /// The rows' states, in table order (no appearance is built).
    public var states: [StateSet] { source.states }
    /// The first row's index, 0.
    public var startIndex: Int { 0 }
    /// One past the last row's index.
    public var endIndex: Int { source.states.count }
    /// Row `row`, its appearance built on each read.
    public subscript(row: Int) -> ResolvedRow {
        ResolvedRow(state: source.states[row], appearance: source.appearance(at: row, provenance: true))
    }

    /// Row `row`'s appearance; without `provenance`, its `provenance` may be empty (the table's
    /// JSON reads it only when asked to write it, and filling its 18 entries was a fifth of
    /// building a row).
    package func appearance(at row: Int, provenance: Bool) -> Appearance {
        source.appearance(at: row, provenance: provenance)
    }

    /// Rows kept as built.
    private struct BuiltRows: PresetRowSource {
        let states: [StateSet]
        let appearances: [Appearance]

        init(rows: [ResolvedRow]) {
            states = rows.map(\.state)
            appearances = rows.map(\.appearance)
        }

        func appearance(at row: Int, provenance: Bool) -> Appearance { appearances[row] }

        func earlierEqualRows() -> [Int32] { Array(repeating: -1, count: states.count) }
    }
}

/// A preset compiled to its table (docs/table-format.md).
public struct PresetTable: Sendable {
    /// The preset's name.
    public var name: String
    /// The style at the root of the `extends` chain.
    public var base: SystemStyle
    /// The effective list environment of a generic base, nil otherwise.
    public var listEnvironment: ListEnvironment?
    /// The specific style whose defaults apply.
    public var defaultsStyle: SystemStyle
    /// The preset it extends; nil at the root of a chain.
    public var extends: String?
    /// The preset's `description`.
    public var description: String?
    /// The state atoms its rows vary over, in canonical order.
    public var axes: [StateAtom]
    /// Its rows, in table order.
    public var rows: PresetRows
    /// A glass button's `fallback` (the nearest in its chain), nil when it names none.
    public var fallback: SystemStyle? = nil

    package init(
        name: String, base: SystemStyle, listEnvironment: ListEnvironment?, defaultsStyle: SystemStyle,
        extends: String?, description: String?, axes: [StateAtom], rows: PresetRows
    ) {
        self.name = name
        self.base = base
        self.listEnvironment = listEnvironment
        self.defaultsStyle = defaultsStyle
        self.extends = extends
        self.description = description
        self.axes = axes
        self.rows = rows
    }
}

/// What a table says before its presets: known once the program is loaded, so a table can
/// be streamed preset by preset after it.
public struct TableHeader: Sendable {
    /// The theme's name (`theme:`).
    public var theme: String
    /// The compiled file, then its imports.
    public var sources: [String]
    /// The deployment target per platform.
    public var deploymentTarget: [Platform: OSVersion]
    /// The design generation whose system values the table holds (`resolvedFor`).
    public var design: DesignGeneration
    /// The palette name of the tint; nil for a literal or the system tint.
    public var tintName: String?
    /// The tint's four variants.
    public var tint: ColorVariants
    /// The theme's `description` (a doc comment in generated code).
    public var description: String?
    /// Every palette colour the compiled file sees, with all four variants, sorted by name,
    /// so generated code can build dynamic colours.
    public var palette: [PaletteColor]

    package init(
        theme: String, sources: [String], deploymentTarget: [Platform: OSVersion], design: DesignGeneration = .classic,
        tintName: String?, tint: ColorVariants, description: String? = nil, palette: [PaletteColor] = []
    ) {
        self.theme = theme
        self.sources = sources
        self.deploymentTarget = deploymentTarget
        self.design = design
        self.tintName = tintName
        self.tint = tint
        self.description = description
        self.palette = palette
    }
}

/// The compiled table of one theme file, whole in memory (tests, code generators, `diff`):
/// the header a streamed table starts with, and its presets. `themec compile` streams
/// instead: see `TableConsumer`. The header's fields read as the table's own
/// (`table.theme` is `table.header.theme`).
@dynamicMemberLookup
public struct ResolvedTable: Sendable {
    /// Everything but the presets.
    public var header: TableHeader
    /// The compiled file's presets, in file order.
    public var presets: [PresetTable]

    package init(header: TableHeader, presets: [PresetTable]) {
        self.header = header
        self.presets = presets
    }

    /// A field of the header.
    public subscript<Value>(dynamicMember field: WritableKeyPath<TableHeader, Value>) -> Value {
        get { header[keyPath: field] }
        set { header[keyPath: field] = newValue }
    }
}

/// A palette colour with every variant, as the compiled file sees it.
public struct PaletteColor: Sendable, Hashable {
    /// The colour's name in the palette.
    public var name: String
    /// Its light, dark and high-contrast values.
    public var variants: ColorVariants
    /// The UIKit colours it is made from (through references and derivations), sorted: their
    /// doubts are its doubts (`ValueUncertainty`).
    public var uikitColors: [String]
    /// How it is made, for generated code that follows UIKit's colours at run time.
    package var recipe: ColorRecipe
    /// How it is made from the view's run-time tint, when it derives from `tint`: generated
    /// code derives it from the tint UIKit passes in (a nil colour and a colour transformer),
    /// while the table and `recipe` use the theme's `tintColor`.
    package var tintRecipe: ColorRecipe?

    package init(name: String, variants: ColorVariants, uikitColors: [String] = [], recipe: ColorRecipe? = nil, tintRecipe: ColorRecipe? = nil) {
        self.name = name
        self.variants = variants
        self.uikitColors = uikitColors
        self.recipe = recipe ?? .constant(variants)
        self.tintRecipe = tintRecipe
    }
}
