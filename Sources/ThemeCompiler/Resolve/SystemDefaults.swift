import ThemeSyntax

/// What a system style shows in a state when the theme customises nothing.
///
/// themec's model of the system styles' defaults for the `classic` design, with the `glass`
/// differences (every per-state value is UNCERTAIN (impl):
/// read from decompiled UIKit): a normal background colour, state rules where the first
/// match wins, a corner radius. Every other property has UIKit's documented default.
package enum SystemDefaults {
    /// Where default values "come from" in expressions (never shown to users as a file).
    static let origin = SourceLocation(file: "<uikit>", line: 0, column: 0)

    /// UIKit's `backgroundInsets` in every style and state: none.
    static let backgroundInsets = EdgeInsets.zero

    private static func named(_ name: String) -> PropertyValue {
        .color(ColorExpression(.named(name), at: origin))
    }

    /// The part of a style's defaults that changes with the state: the background colour's
    /// name (nil: the tint), the corner radius and the visual effect. Every other default is
    /// the same in every state (`value(of:style:in:design:)`), so two states whose stateful
    /// defaults are equal look the same in the style; compared without building values.
    package struct StatefulDefaults: Equatable, Sendable {
        package var backgroundColor: String?
        package var cornerRadius: Double
        package var visualEffect: String?
        /// A button style's look in the state (`buttonPhase`), nil for list styles.
        package var buttonPhase: String?
    }

    /// `style`'s stateful defaults in `state`.
    package static func statefulDefaults(style: SystemStyle, in state: StateSet, design: DesignGeneration) -> StatefulDefaults {
        StatefulDefaults(
            backgroundColor: backgroundColorName(style: style, in: state, design: design),
            cornerRadius: cornerRadius(style: style, in: state, design: design),
            visualEffect: visualEffect(style: style, in: state),
            buttonPhase: buttonPhase(style: style, in: state))
    }

    /// How a button style draws in `state`: its treatment (after the selected switch) and
    /// whether it shows its disabled or pressed look; plain draws no fill in any state.
    private static func buttonPhase(style: SystemStyle, in state: StateSet) -> String? {
        guard var treatment = style.buttonTreatment else { return nil }
        if state.contains(.selected) { treatment = treatment.selected }
        if treatment == .plain { return "plain" }
        if state.contains(.disabled) { return treatment.rawValue + "+disabled" }
        return treatment.rawValue + (state.contains(.highlighted) ? "+highlighted" : "")
    }

    /// The default of `property` for `style` (a specific style, not a generic one) in `state`.
    /// nil is UIKit's nil (for colours: the tint colour; for the others: none).
    package static func value(
        of property: Property, style: SystemStyle, in state: StateSet,
        design: DesignGeneration
    ) -> PropertyValue? {
        switch property {
        case .backgroundColor: return backgroundColorName(style: style, in: state, design: design).map(named)
        case .cornerRadius: return .number(cornerRadius(style: style, in: state, design: design))
        case .backgroundInsets: return .insets(backgroundInsets)
        case .edgesAddingLayoutMarginsToBackgroundInsets: return .edges([])
        // A button's factory background starts as `clear()` with a clear 1-point stroke, which
        // shows once a stroke colour is set (uibutton.md §4).
        case .strokeColor: return style == .clear || style.isButton ? named("clear") : nil
        case .strokeWidth: return .number(style.isButton ? 1 : 0)
        case .strokeOutset: return .number(0)
        case .cornerStyle: return .name("dynamic")
        case .buttonSize: return .name("medium")
        case .baseBackgroundColor, .baseForegroundColor: return nil
        case .visualEffect: return .visualEffect(visualEffect(style: style, in: state))
        case .shadowProperties:
            return .shadow(
                ShadowSpec(
                    color: ColorExpression(.named("black"), at: origin),
                    opacity: 0, radius: 0, offset: (0, 0)))
        case .imageContentMode: return .name("scaleToFill")
        case .backgroundColorTransformer, .strokeColorTransformer, .image, .customView: return nil
        }
    }

    /// Why the default of `property` for `style` is not confirmed by Apple, or nil when it is
    /// a documented property default. The list factories'
    /// colours, radii and effects come from decompiled UIKit (§2.2–§2.3); so do `clear()`'s
    /// colours.
    package static func uncertainty(of property: Property, style: SystemStyle) -> String? {
        switch property {
        case .backgroundColor, .cornerRadius, .visualEffect:
            return style == .clear && property != .backgroundColor ? nil : styleDefault(style)
        case .strokeColor: return style == .clear || style.isButton ? styleDefault(style) : nil
        case .strokeWidth: return style.isButton ? styleDefault(style) : nil
        default: return nil
        }
    }

    private static func styleDefault(_ style: SystemStyle) -> String {
        "'\(style.rawValue)' sets this from decompiled UIKit code, not documentation"
    }

    /// Sidebar cells and non-plain headers/footers are rounded: 10 in the classic design, 26 in
    /// the glass one, which also rounds a swiped plain or grouped cell (§2.3).
    private static func cornerRadius(style: SystemStyle, in s: StateSet, design: DesignGeneration) -> Double {
        switch style {
        case .listSidebarCell, .listAccompaniedSidebarCell, .listGroupedHeaderFooter, .listSidebarHeader:
            return design == .glass ? 26 : 10
        case .listPlainCell, .listGroupedCell:
            return design == .glass && s.contains(.swiped) ? 26 : 0
        // A medium button's default radius (uibutton.md §4); other sizes differ, and the
        // default corner style scales it with Dynamic Type.
        case _ where style.isButton: return design == .glass ? 17 : 5.95
        default: return 0
        }
    }

    /// A pinned plain header floats over the content in the chrome material.
    private static func visualEffect(style: SystemStyle, in state: StateSet) -> String? {
        style == .listPlainHeaderFooter && state.contains(.pinned) ? "systemChromeMaterial" : nil
    }

    /// The name of the default background colour; nil: the tint colour.
    private static func backgroundColorName(style: SystemStyle, in s: StateSet, design: DesignGeneration) -> String? {
        switch style {
        case .listPlainCell, .listGroupedCell:
            if s.contains(.dropTargeted) && s.contains(.highlighted) { return "systemGray2" }
            if s.contains(.focused) { return nil }
            if s.contains(.highlighted) || s.contains(.selected) || s.contains(.dropTargeted) {
                return "systemGray4"
            }
            // Glass: a swiped cell that is not highlighted or selected turns systemGray5 (§2.3).
            if design == .glass, s.contains(.swiped) { return "systemGray5" }
            return style == .listPlainCell ? "systemBackground" : "secondarySystemGroupedBackground"
        case .listSidebarCell, .listAccompaniedSidebarCell:
            if s.contains(.disabled) && s.contains(.selected) { return "quaternarySystemFill" }
            if s.contains(.focused) && !s.contains(.selected) { return nil }
            if s.contains(.selected) || s.contains(.dropTargeted) {
                return style == .listSidebarCell ? nil : "secondarySystemFill"
            }
            return "clear"
        case .listGroupedHeaderFooter, .listSidebarHeader:
            return s.contains(.focused) ? nil : "clear"
        case .listPlainHeaderFooter, .clear, .listCell, .listHeader, .listFooter:
            return "clear"
        // A button's fill is not a colour the style names but one it derives from
        // `baseBackgroundColor` per state (`ButtonTreatment`); the property stays unset.
        case _ where style.isButton: return nil
        default: return "clear"
        }
    }
}
