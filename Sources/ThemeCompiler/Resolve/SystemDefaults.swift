import ThemeSyntax

/// What a system style shows in a state when the theme customises nothing.
///
/// The model of `reference/system-defaults.md` §4 (UNCERTAIN values, modelled exactly):
/// a normal background colour, state rules where the first match wins, a corner radius.
/// Every other property has UIKit's documented default.
public enum SystemDefaults {
    /// Where default values "come from" in expressions (never shown to users as a file).
    static let origin = SourceLocation(file: "<uikit>", line: 0, column: 0)

    private static func named(_ name: String) -> PropertyValue {
        .color(ColorExpression(.named(name), at: origin))
    }

    /// The default of `property` for `style` (a specific style, not a generic one) in `state`.
    /// nil is UIKit's nil (for colours: the tint colour; for the others: none).
    public static func value(of property: Property, style: SystemStyle, in state: StateSet) -> PropertyValue? {
        switch property {
        case .backgroundColor: return backgroundColor(style: style, in: state)
        case .cornerRadius:
            switch style {
            case .listSidebarCell, .listAccompaniedSidebarCell, .listGroupedHeaderFooter, .listSidebarHeader:
                return .number(10)
            default: return .number(0)
            }
        case .backgroundInsets: return .insets(.zero)
        case .edgesAddingLayoutMarginsToBackgroundInsets: return .edges([])
        case .strokeColor: return style == .clear ? named("clear") : nil
        case .strokeWidth, .strokeOutset: return .number(0)
        case .visualEffect:
            if style == .listPlainHeaderFooter, state.contains(.pinned) { return .visualEffect("systemChromeMaterial") }
            return .visualEffect(nil)
        case .shadowProperties:
            return .shadow(ShadowSpec(color: ColorExpression(.named("black"), at: origin),
                                      opacity: 0, radius: 0, offset: (0, 0)))
        case .imageContentMode: return .name("scaleToFill")
        case .backgroundColorTransformer, .strokeColorTransformer, .image, .customView: return nil
        }
    }

    private static func backgroundColor(style: SystemStyle, in s: StateSet) -> PropertyValue? {
        switch style {
        case .listPlainCell, .listGroupedCell:
            if s.contains(.dropTargeted) && s.contains(.highlighted) { return named("systemGray2") }
            if s.contains(.focused) { return nil }
            if s.contains(.highlighted) || s.contains(.selected) || s.contains(.dropTargeted) {
                return named("systemGray4")
            }
            return named(style == .listPlainCell ? "systemBackground" : "secondarySystemGroupedBackground")
        case .listSidebarCell, .listAccompaniedSidebarCell:
            if s.contains(.disabled) && s.contains(.selected) { return named("quaternarySystemFill") }
            if s.contains(.focused) && !s.contains(.selected) { return nil }
            if s.contains(.selected) || s.contains(.dropTargeted) {
                return style == .listSidebarCell ? nil : named("secondarySystemFill")
            }
            return named("clear")
        case .listGroupedHeaderFooter, .listSidebarHeader:
            return s.contains(.focused) ? nil : named("clear")
        case .listPlainHeaderFooter, .clear, .listCell, .listHeader, .listFooter:
            return named("clear")
        }
    }
}
