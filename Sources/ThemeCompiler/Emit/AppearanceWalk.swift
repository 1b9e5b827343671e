/// The objects of an appearance's JSON value (docs/table-format.md), each with keys fixed in
/// advance: an `AppearanceSink` is told which member starts, never a key's text.
enum AppearanceObject: Int, CaseIterable {
    case appearance, insets, shadow, offset, customView, provenance, color, shadowColor

    /// The keys of the object, in output order.
    var keys: [String] {
        switch self {
        case .appearance:
            Property.all.map(\.rawValue)
                + ["resolvedBackgroundColor", "resolvedStrokeColor", "resolvedForegroundColor", "customized", "provenance", "uncertain"]
        case .insets: ["top", "leading", "bottom", "trailing"]
        case .shadow: ["color", "opacity", "radius", "offset"]
        case .offset: ["width", "height"]
        case .customView: ["image", "contentMode"]
        case .provenance: Property.all.map(\.rawValue)
        case .color, .shadowColor: ["rgba", "name", "asset"]
        }
    }

    /// `keys` of every object, indexed by `rawValue` (built once).
    static let allKeys = allCases.map(\.keys)

    /// How far below the appearance's own level its members sit, less one (the appearance's
    /// members: 0; a shadow's offset or colour: 2).
    var level: Int {
        switch self {
        case .appearance: 0
        case .offset, .shadowColor: 2
        default: 1
        }
    }
}

/// Receives an appearance, member by member, from `AppearanceWalk`: `AppearanceJSON.Row`
/// writes the table's bytes, `TableValue.Builder` keeps the value.
protocol AppearanceSink {
    /// Starts member `index` of `object`; member 0 opens the object.
    mutating func member(_ index: Int, of object: AppearanceObject)
    /// Closes `object`.
    mutating func close(_ object: AppearanceObject)
    mutating func string(_ value: String)
    mutating func optionalString(_ value: String?)
    mutating func number(_ value: Double)
    /// A colour as a `#RRGGBBAA` string.
    mutating func hex(_ rgba: RGBA)
    mutating func null()
    /// `edgesAddingLayoutMarginsToBackgroundInsets`: an array of edge names in table order
    /// (top, leading, bottom, trailing).
    mutating func edges(_ edges: Set<Edge>)
    /// `customized`: an array of property names, in declaration order.
    mutating func properties(_ properties: PropertySet)
    /// `uncertain`: an object of strings whose keys are not known in advance (`{}` when empty).
    mutating func uncertain(_ entries: [ValueUncertainty.Entry])
    /// `backgroundInsets`' object: by default its members one by one (`AppearanceWalk.insets`).
    mutating func insets(_ insets: EdgeInsets)
    /// `shadowProperties`' object: by default its members one by one (`AppearanceWalk.shadow`).
    mutating func shadow(_ shadow: ResolvedShadow)
}

extension AppearanceSink {
    mutating func insets(_ insets: EdgeInsets) { AppearanceWalk.insets(insets, into: &self) }
    mutating func shadow(_ shadow: ResolvedShadow) { AppearanceWalk.shadow(shadow, into: &self) }
}

/// The one walk of an appearance's value: its members, in table order. The table's bytes and
/// `TableValue` both come from it, so what `diff` and `explain` compare and show is what
/// `compile` writes. (The bytes sink copies the insets and the shadow most rows have as
/// fragments this walk wrote once.)
enum AppearanceWalk {
    /// Walks `a` into `sink`, with `provenance` and the `uncertain` values when asked.
    static func walk<Sink: AppearanceSink>(
        _ a: Appearance, provenance: Bool, uncertain: [ValueUncertainty.Entry] = [], into sink: inout Sink
    ) {
        @inline(__always) func key(_ m: AppearanceMember) { sink.member(m.rawValue, of: .appearance) }
        key(.backgroundColor); color(a.backgroundColor, .color, into: &sink)
        key(.backgroundColorTransformer); sink.optionalString(a.backgroundColorTransformer?.rawValue)
        key(.cornerRadius); sink.number(a.cornerRadius)
        key(.backgroundInsets); sink.insets(a.backgroundInsets)
        key(.edgesAddingLayoutMarginsToBackgroundInsets); sink.edges(a.edgesAddingLayoutMarginsToBackgroundInsets)
        key(.strokeColor); color(a.strokeColor, .color, into: &sink)
        key(.strokeColorTransformer); sink.optionalString(a.strokeColorTransformer?.rawValue)
        key(.strokeWidth); sink.number(a.strokeWidth)
        key(.strokeOutset); sink.number(a.strokeOutset)
        key(.visualEffect); sink.optionalString(a.visualEffect)
        key(.shadowProperties); sink.shadow(a.shadowProperties)
        key(.image); sink.optionalString(a.image)
        key(.imageContentMode); sink.string(a.imageContentMode)
        key(.customView)
        if let view = a.customView {
            sink.member(0, of: .customView); sink.string(view.image)
            sink.member(1, of: .customView); sink.string(view.contentMode)
            sink.close(.customView)
        } else {
            sink.null()
        }
        if let button = a.button {
            key(.cornerStyle); sink.string(button.cornerStyle)
            key(.buttonSize); sink.string(button.buttonSize)
            key(.baseBackgroundColor); color(button.baseBackgroundColor, .color, into: &sink)
            key(.baseForegroundColor); color(button.baseForegroundColor, .color, into: &sink)
        }
        key(.resolvedBackgroundColor); sink.hex(a.resolvedBackgroundColor)
        key(.resolvedStrokeColor); sink.hex(a.resolvedStrokeColor)
        if let button = a.button { key(.resolvedForegroundColor); sink.hex(button.resolvedForegroundColor) }
        key(.customized); sink.properties(a.customizedSet)
        if provenance {
            key(.provenance)
            for property in a.properties {  // a list row's stop before the button's
                sink.member(property.index, of: .provenance)
                switch a.provenance[property.index] {
                case .theme(let location): sink.string(location.description)
                case .systemDefault(let style): sink.string("default:\(style.rawValue)")
                }
            }
            sink.close(.provenance)
            key(.uncertain); sink.uncertain(uncertain)
        }
        sink.close(.appearance)
    }

    /// `backgroundInsets`' object, member by member.
    static func insets<Sink: AppearanceSink>(_ i: EdgeInsets, into sink: inout Sink) {
        sink.member(0, of: .insets); sink.number(i.top)
        sink.member(1, of: .insets); sink.number(i.leading)
        sink.member(2, of: .insets); sink.number(i.bottom)
        sink.member(3, of: .insets); sink.number(i.trailing)
        sink.close(.insets)
    }

    /// `shadowProperties`' object, member by member.
    static func shadow<Sink: AppearanceSink>(_ s: ResolvedShadow, into sink: inout Sink) {
        sink.member(0, of: .shadow); color(s.color, .shadowColor, into: &sink)
        sink.member(1, of: .shadow); sink.number(s.opacity)
        sink.member(2, of: .shadow); sink.number(s.radius)
        sink.member(3, of: .shadow)
        sink.member(0, of: .offset); sink.number(s.offsetWidth)
        sink.member(1, of: .offset); sink.number(s.offsetHeight)
        sink.close(.offset)
        sink.close(.shadow)
    }

    /// A colour object (`object` says at which level), or null.
    private static func color<Sink: AppearanceSink>(_ c: ResolvedColor?, _ object: AppearanceObject, into sink: inout Sink) {
        guard let c else { sink.null(); return }
        sink.member(0, of: object); sink.hex(c.rgba)
        sink.member(1, of: object); sink.optionalString(c.name)
        if let asset = c.asset {
            sink.member(2, of: object); sink.string(asset)
        }
        sink.close(object)
    }
}

/// The members of an appearance, indexing `AppearanceObject.appearance.keys`.
private enum AppearanceMember: Int {
    case backgroundColor, backgroundColorTransformer, cornerRadius, backgroundInsets,
        edgesAddingLayoutMarginsToBackgroundInsets, strokeColor, strokeColorTransformer, strokeWidth,
        strokeOutset, visualEffect, shadowProperties, image, imageContentMode, customView,
        cornerStyle, buttonSize, baseBackgroundColor, baseForegroundColor,
        resolvedBackgroundColor, resolvedStrokeColor, resolvedForegroundColor, customized, provenance, uncertain
}
