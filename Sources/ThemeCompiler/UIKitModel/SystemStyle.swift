/// The system background styles a preset can start from (`base`, docs/language.md).
/// Kinds, availability and deprecations: the UIKit SDK headers (`UIBackgroundConfiguration.h`,
/// `UIButtonConfiguration.h`; the button styles: uibutton.md §1.2).
public enum SystemStyle: String, CaseIterable, Sendable, Hashable {
    case listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell
    case listPlainHeaderFooter, listGroupedHeaderFooter, listSidebarHeader
    case listCell, listHeader, listFooter
    case clear
    // `UIButton.Configuration` factories (iOS 15): the bordered names are UIKit's documented
    // aliases of plain, gray, tinted and filled (uibutton.md §1.2).
    case plainButton, grayButton, tintedButton, filledButton
    case borderlessButton, borderedButton, borderedTintedButton, borderedProminentButton
    // The Liquid Glass factories (iOS 26, tvOS 26; never visionOS: uibutton.md §1.2).
    case glassButton, prominentGlassButton, clearGlassButton, prominentClearGlassButton

    /// Hashes the case, not its name: `RawRepresentable`'s default hashes the raw `String`
    /// (SipHash over it), and the resolver finds each preset's style defaults by its style.
    /// A case-only enum is its one-byte case number.
    public func hash(into hasher: inout Hasher) { hasher.combine(unsafeBitCast(self, to: UInt8.self)) }

    /// What the style is for.
    public enum Kind: String, Sendable {
        case cell, headerFooter, any, button
    }

    /// What the style configures: a list cell, a header or footer, a button …
    public var kind: Kind {
        switch self {
        case .listPlainCell, .listGroupedCell, .listSidebarCell, .listAccompaniedSidebarCell, .listCell: return .cell
        case .listPlainHeaderFooter, .listGroupedHeaderFooter, .listSidebarHeader, .listHeader, .listFooter:
            return .headerFooter
        case .clear: return .any
        case .plainButton, .grayButton, .tintedButton, .filledButton, .borderlessButton, .borderedButton,
            .borderedTintedButton, .borderedProminentButton, .glassButton, .prominentGlassButton, .clearGlassButton,
            .prominentClearGlassButton:
            return .button
        }
    }

    /// True for the `UIButton.Configuration` styles.
    public var isButton: Bool { kind == .button }

    /// True for the iOS 26 Liquid Glass button styles.
    public var isGlass: Bool {
        self == .glassButton || self == .prominentGlassButton || self == .clearGlassButton || self == .prominentClearGlassButton
    }

    /// The Swift factory of a button style (`filled` for `filledButton`), nil for list styles.
    package var buttonFactory: String? { isButton ? String(rawValue.dropLast("Button".count)) : nil }

    /// True for `listCell`, `listHeader` and `listFooter`, which adapt to a list environment.
    package var isGeneric: Bool { self == .listCell || self == .listHeader || self == .listFooter }

    /// The specific style whose defaults apply in `environment`.
    package func specific(in environment: ListEnvironment) -> SystemStyle {
        switch (self, environment) {
        case (.listCell, .plain): return .listPlainCell
        case (.listCell, .grouped), (.listCell, .insetGrouped): return .listGroupedCell
        case (.listCell, .sidebar): return .listSidebarCell
        case (.listCell, .accompaniedSidebar): return .listAccompaniedSidebarCell
        case (.listHeader, .plain), (.listFooter, .plain): return .listPlainHeaderFooter
        case (.listHeader, .sidebar), (.listHeader, .accompaniedSidebar): return .listSidebarHeader
        case (.listHeader, _), (.listFooter, _): return .listGroupedHeaderFooter
        default: return self
        }
    }

    /// The atoms rows of this style always vary over.
    package var defaultAxes: StateSet {
        switch self {
        case .listPlainCell, .listGroupedCell: return StateSet([.highlighted, .selected])
        case .listSidebarCell, .listAccompaniedSidebarCell: return StateSet([.selected])
        // Every button style changes its look when pressed and when disabled (uibutton.md §3).
        case _ where isButton: return StateSet([.highlighted, .disabled])
        default: return StateSet()
        }
    }

    /// The availability of the factory method.
    package var availability: Availability {
        switch self {
        case .listCell, .listHeader, .listFooter: return .iOS18Generation
        case .listSidebarCell, .listAccompaniedSidebarCell, .listSidebarHeader:
            return Availability(introduced: [.iOS: OSVersion(14), .visionOS: OSVersion(1), .macCatalyst: OSVersion(14)])
        case _ where isGlass: return .glassButtons
        case _ where isButton: return .iOS15Generation
        default: return .iOS14Generation
        }
    }

    /// Where the factory is deprecated, and what replaces it.
    package var deprecation: (platforms: [Platform: OSVersion], replacement: String)? {
        switch self {
        case .listPlainCell, .listGroupedCell:
            return ([.iOS: OSVersion(18), .tvOS: OSVersion(18)], "listCell")
        case .listSidebarCell: return ([.iOS: OSVersion(18)], "listCell")
        case .listPlainHeaderFooter, .listGroupedHeaderFooter:
            return ([.iOS: OSVersion(18), .tvOS: OSVersion(18)], "listHeader' or 'listFooter")
        case .listSidebarHeader: return ([.iOS: OSVersion(18)], "listHeader")
        default: return nil
        }
    }

    /// The states a view of this kind can be in: headers and footers are never
    /// highlighted, selected, editing, swiped, expanded, reordering, dragged or dropped on;
    /// cells are never pinned; a button is only in `UIControl.State`'s states and the two
    /// trait atoms (uibutton.md §2).
    package func canBeIn(_ atom: StateAtom) -> Bool {
        switch kind {
        case .any: return true
        case .cell: return atom != .pinned
        case .headerFooter: return [.disabled, .focused, .pinned, .dark, .highContrast].contains(atom)
        case .button: return [.highlighted, .selected, .disabled, .focused, .dark, .highContrast].contains(atom)
        }
    }

    /// `canBeIn` as a mask over `StateSet.bits` (one per kind, built once: the resolver
    /// asks for every preset).
    package var reachableMask: UInt16 {
        switch kind {
        case .any: return Self.masks.any
        case .cell: return Self.masks.cell
        case .headerFooter: return Self.masks.headerFooter
        case .button: return Self.masks.button
        }
    }

    private static let masks = (
        any: StateSet(StateAtom.all.filter(SystemStyle.clear.canBeIn)).bits,
        cell: StateSet(StateAtom.all.filter(SystemStyle.listPlainCell.canBeIn)).bits,
        headerFooter: StateSet(StateAtom.all.filter(SystemStyle.listPlainHeaderFooter.canBeIn)).bits,
        button: StateSet(StateAtom.all.filter(SystemStyle.plainButton.canBeIn)).bits
    )
}

/// The list a generic base (`listCell`, `listHeader`, `listFooter`) is shown in.
public enum ListEnvironment: String, CaseIterable, Sendable, Hashable {
    case plain, grouped, insetGrouped, sidebar, accompaniedSidebar
}
