/// A state atom of a selector, in canonical order (docs/language.md, with `pinned` placed
/// after `dropNotTargeted` as `UICellConfigurationState` declares it).
public enum StateAtom: String, CaseIterable, Sendable, Hashable, Comparable {
    case highlighted, selected, disabled, focused, editing, expanded, swiped, reordering
    case lifting, dragging, dropTargeted, dropNotTargeted, pinned, dark, highContrast

    /// Position in canonical order. A switch, not `allCases.firstIndex`: set operations on
    /// every row of every preset ask for it (the search allocated and scanned each time).
    package var index: Int {
        switch self {
        case .highlighted: 0
        case .selected: 1
        case .disabled: 2
        case .focused: 3
        case .editing: 4
        case .expanded: 5
        case .swiped: 6
        case .reordering: 7
        case .lifting: 8
        case .dragging: 9
        case .dropTargeted: 10
        case .dropNotTargeted: 11
        case .pinned: 12
        case .dark: 13
        case .highContrast: 14
        }
    }

    /// Every atom in canonical order, built once (`allCases` builds a new array per call).
    package static let all: [StateAtom] = allCases

    /// Orders atoms canonically (as row keys list them).
    public static func < (lhs: StateAtom, rhs: StateAtom) -> Bool { lhs.index < rhs.index }

    /// The atom spelled `name`, if any. A scan, not a dictionary: comparing a short name
    /// with 15 others costs less than hashing it once.
    public init?(name: String) {
        guard let i = Self.names.firstIndex(of: name) else { return nil }
        self = Self.all[i]
    }

    /// `all`'s names, built once (`rawValue` builds its `String` on every call).
    static let names = all.map(\.rawValue)
    /// `all`'s names as bytes, for reading selectors without making strings.
    static let utf8Names = all.map { Array($0.rawValue.utf8) }

    /// The default tie-break order of docs/language.md (first = strongest).
    package static let defaultPrecedence: [StateAtom] = [
        .disabled, .highlighted, .selected, .focused, .editing, .swiped, .expanded, .reordering,
        .lifting, .dragging, .dropTargeted, .dropNotTargeted, .pinned, .highContrast, .dark,
    ]

    /// Pairs that can never hold together (`lifting`/`dragging`, `dropTargeted`/`dropNotTargeted`).
    package static let exclusivePairs: [(StateAtom, StateAtom)] = [
        (.lifting, .dragging), (.dropTargeted, .dropNotTargeted),
    ]
}
