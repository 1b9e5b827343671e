/// What a row draws, layer by layer in UIKit's order (`UIBackgroundConfiguration` draws its
/// colour, then the image and the custom view in front of it, the visual effect, the stroke
/// and the shadow; corner radius and insets shape them): what two rows are compared by when
/// asking whether they look alike (`LookAlikes`). Colours are as seen, composited over the
/// list's background for the row's appearance.
struct RowLook {
    /// `transformer(backgroundColor ?? tint)` (a button's unset colour: its style's fill)
    /// drawn over the list's background.
    var background: RGBA
    /// The custom view in front of the colour, if any.
    var customView: CustomViewSpec?
    /// The image in front of the colour and its content mode, if any.
    var image: String?
    var imageContentMode: String?
    var visualEffect: String?
    var cornerRadius: Double
    var insets: EdgeInsets
    var edges: Set<Edge>
    /// The stroke, nil where it is not drawn (width 0 or a transparent colour).
    var stroke: Stroke?
    /// The shadow, nil where it is not visible (opacity 0 or a transparent colour).
    var shadow: Shadow?

    struct Stroke: Equatable {
        var color: RGBA
        var width: Double
        var outset: Double
    }

    struct Shadow: Equatable {
        var color: RGBA
        var opacity: Double
        var radius: Double
        var offsetWidth: Double
        var offsetHeight: Double
    }

    /// True when a texture (custom view or image) hides the colour under it.
    var isCovered: Bool { customView != nil || image != nil }

    /// True when the two rows draw the same: every layer equal, colours closer than
    /// `threshold` (CIEDE2000 ΔE), the background colour not compared under a texture
    /// both keep.
    func looksAlike(_ other: RowLook, threshold: Double) -> Bool {
        guard customView == other.customView, image == other.image, imageContentMode == other.imageContentMode,
            visualEffect == other.visualEffect, cornerRadius == other.cornerRadius, insets == other.insets,
            edges == other.edges
        else { return false }
        if !isCovered, !ColorDifference.areClose(background, other.background, threshold: threshold) { return false }
        switch (stroke, other.stroke) {
        case (nil, nil): break
        case (let a?, let b?):
            guard a.width == b.width, a.outset == b.outset, ColorDifference.areClose(a.color, b.color, threshold: threshold) else { return false }
        default: return false
        }
        switch (shadow, other.shadow) {
        case (nil, nil): return true
        case (let a?, let b?):
            return a.opacity == b.opacity && a.radius == b.radius && a.offsetWidth == b.offsetWidth
                && a.offsetHeight == b.offsetHeight && ColorDifference.areClose(a.color, b.color, threshold: threshold)
        default: return false
        }
    }
}

extension WinnerRows {
    /// What `row` draws, over `list` (the list background's colour for the row's traits).
    func look(row: Int, over list: RGBA) -> RowLook {
        let offset = row * Property.count
        return look(state: states[row], over: list) { setting($0, winners: winners, at: offset) }
    }

    /// What a row draws when `setting` gives the winning setting of each property (nil: the
    /// style's default).
    private func look(state: StateSet, over list: RGBA, setting: (Property) -> Int?) -> RowLook {
        func value(_ p: Property) -> PropertyValue? { self.value(p, state: state, setting: setting(p)) }
        func number(_ p: Property) -> Double {
            if case .number(let n)? = value(p) { return n }
            return 0
        }
        /// `transformer(colour ?? tint)` of a colour property.
        func drawnColor(_ p: Property) -> RGBA {
            var transformer: ColorTransformer?
            if case .transformer(let t)? = value(p.matchingTransformer!) { transformer = t }
            let unset = p == .backgroundColor && style.isButton ? buttonFill(state: state, base: setting(.baseBackgroundColor)) : nil
            return drawn(rgba(p, state: state, setting: setting(p)), transformer, state: state, unset: unset)
        }
        var look = RowLook(
            background: drawnColor(.backgroundColor).composited(over: list), cornerRadius: number(.cornerRadius),
            insets: insets(setting: setting(.backgroundInsets)), edges: [])
        if case .customView(let v)? = value(.customView) { look.customView = v }
        if case .name(let image)? = value(.image) {
            look.image = image
            if case .name(let mode)? = value(.imageContentMode) { look.imageContentMode = mode }
        }
        if case .visualEffect(let v)? = value(.visualEffect) { look.visualEffect = v }
        if case .edges(let e)? = value(.edgesAddingLayoutMarginsToBackgroundInsets) { look.edges = e }
        let strokeWidth = number(.strokeWidth)
        if strokeWidth > 0 {
            let color = drawnColor(.strokeColor)
            if color.alpha > 0 {
                look.stroke = .init(color: color.composited(over: list), width: strokeWidth, outset: number(.strokeOutset))
            }
        }
        let s = shadow(state: state, setting: setting(.shadowProperties))
        if s.opacity > 0, s.color.rgba.alpha > 0 {
            look.shadow = .init(
                color: s.color.rgba.composited(over: list), opacity: s.opacity, radius: s.radius,
                offsetWidth: s.offsetWidth, offsetHeight: s.offsetHeight)
        }
        return look
    }
}
