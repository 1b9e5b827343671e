/// One specific style's system defaults as the rows read them, tabulated once per resolver
/// and style: the default background colour and the look (`SystemDefaults.StatefulDefaults`)
/// of every state, the style's stroke colour and shadow, and the list it sits on. Asking
/// `SystemDefaults` per row built strings, allocated a colour expression and hashed a colour
/// name for every row the rules and the look-alike analysis read (issue 18).
///
/// The stateful defaults read only the atoms of `atoms`, so a state's entry is found by its
/// bits of those (`key(_:)`); `StyleDefaultsTests` checks the table against `SystemDefaults`
/// for every style, design and state.
final class StyleDefaults: Sendable {
    /// The atoms `SystemDefaults.statefulDefaults` reads; the key of a state is its bits of these.
    static let atoms: [StateAtom] = [.highlighted, .selected, .disabled, .focused, .swiped, .dropTargeted, .pinned]

    /// A state's entry in the tables: its bits of `atoms`, packed (`highlighted`, `selected`,
    /// `disabled` and `focused` are bits 0–3 of a `StateSet` already).
    static func key(_ state: StateSet) -> Int {
        let bits = Int(state.bits)
        return bits & 0xF | (bits >> 2) & 0x10 | (bits >> 5) & 0x20 | (bits >> 6) & 0x40
    }

    /// The specific style.
    let style: SystemStyle
    /// The list the style's views sit on (what the look-alike analysis composites over).
    let list: ListBackground
    /// `backgrounds[backgroundIndex[key]]`: the default `backgroundColor` in a state (nil: the tint).
    private let backgrounds: [RuleColor?]
    private let backgroundIndex: [UInt8]
    /// `backgrounds`' `ColorVariants.traitsRead`.
    private let backgroundTraits: [UInt8?]
    /// `looks[key]`: equal for two states exactly when their stateful defaults are equal.
    private let looks: [UInt8]
    /// `lookDefaults[looks[key]]`: the stateful defaults of each look.
    private let lookDefaults: [SystemDefaults.StatefulDefaults]
    /// The default `strokeColor` (the same in every state; nil: the tint).
    let strokeColor: RuleColor?
    /// The default `shadowProperties` (the same in every state), resolved for each traits
    /// (`shadow(for:)`): a row reads it whole, where resolving it copied its colour twice.
    private let shadows: [ResolvedShadow]
    /// The system colours a button style derives its fill and title from (`WinnerRows.buttonFill`,
    /// `buttonForeground`): `secondarySystemFill`, `label`, `tertiaryLabel`.
    let secondarySystemFill: ColorVariants, label: ColorVariants, tertiaryLabel: ColorVariants

    /// Tabulates `style`'s defaults, their colours resolved through `colors`.
    init(_ style: SystemStyle, colors: DefaultColors) {
        let design = colors.design
        self.style = style
        list = ListBackground(style, design: design)
        var backgrounds: [RuleColor?] = [], names: [String?] = []
        var backgroundIndex: [UInt8] = [], looks: [UInt8] = [], distinct: [SystemDefaults.StatefulDefaults] = []
        let count = 1 << Self.atoms.count
        backgroundIndex.reserveCapacity(count)
        looks.reserveCapacity(count)
        for key in 0..<count {
            var state = StateSet()
            for (i, atom) in Self.atoms.enumerated() where key & (1 << i) != 0 { state.insert(atom) }
            let stateful = SystemDefaults.statefulDefaults(style: style, in: state, design: design)
            if let known = distinct.firstIndex(of: stateful) {
                looks.append(UInt8(known))
            } else {
                looks.append(UInt8(distinct.count))
                distinct.append(stateful)
            }
            if let known = names.firstIndex(of: stateful.backgroundColor) {
                backgroundIndex.append(UInt8(known))
            } else {
                backgroundIndex.append(UInt8(names.count))
                names.append(stateful.backgroundColor)
                backgrounds.append(Self.color(of: .backgroundColor, style, state, colors))
            }
        }
        self.backgrounds = backgrounds
        backgroundTraits = backgrounds.map { $0?.variants.traitsRead }
        self.backgroundIndex = backgroundIndex
        self.looks = looks
        lookDefaults = distinct
        strokeColor = Self.color(of: .strokeColor, style, .normal, colors)
        if case .shadow(let spec)? = SystemDefaults.value(of: .shadowProperties, style: style, in: .normal, design: design) {
            let color = spec.color.map(colors.color)
            shadows = Self.allTraits.map { ResolvedShadow(spec, color: color?.resolved(for: $0)) }
        } else {
            shadows = Self.allTraits.map { _ in WinnerRows.noShadow }
        }
        func system(_ name: String) -> ColorVariants { colors.color(ColorExpression(.named(name), at: SystemDefaults.origin)).variants }
        secondarySystemFill = system("secondarySystemFill")
        label = system("label")
        tertiaryLabel = system("tertiaryLabel")
    }

    /// The colour `SystemDefaults` gives `property` in `state`, nil for none (the tint).
    private static func color(of property: Property, _ style: SystemStyle, _ state: StateSet, _ colors: DefaultColors) -> RuleColor? {
        guard case .color(let expression)? = SystemDefaults.value(of: property, style: style, in: state, design: colors.design) else { return nil }
        return colors.color(expression)
    }

    /// The default shadow for `traits`.
    func shadow(for traits: ColorTraits) -> ResolvedShadow { shadows[(traits.dark ? 1 : 0) + (traits.highContrast ? 2 : 0)] }

    /// Which traits the default shadow changes with (`ColorVariants.traitsRead`).
    var shadowTraitsRead: UInt8 {
        (shadows[0] != shadows[1] || shadows[2] != shadows[3] ? 1 : 0) | (shadows[0] != shadows[2] || shadows[1] != shadows[3] ? 2 : 0)
    }

    /// Every traits, in the order `shadows` keeps them.
    private static let allTraits = [
        ColorTraits(), ColorTraits(dark: true), ColorTraits(highContrast: true), ColorTraits(dark: true, highContrast: true),
    ]

    /// The default `backgroundColor` in `state`; nil: the tint.
    func background(in state: StateSet) -> RuleColor? { backgrounds[background(of: state)] }

    /// Which traits the default `backgroundColor` in `state` changes with
    /// (`ColorVariants.traitsRead`); nil: it is the tint.
    func backgroundTraitsRead(in state: StateSet) -> UInt8? { backgroundTraits[background(of: state)] }

    /// The index in `backgrounds` of the default `backgroundColor` in `state`.
    private func background(of state: StateSet) -> Int { Int(backgroundIndex[Self.key(state)]) }

    /// Which look the style gives `state`: two states with the same number have equal
    /// `SystemDefaults.statefulDefaults`, and look the same in the style.
    func look(in state: StateSet) -> UInt8 { looks[Self.key(state)] }

    /// Which of the stateful defaults differ between states `a` and `b` (`DefaultsDiffer`).
    func defaultsDiffer(_ a: StateSet, _ b: StateSet) -> DefaultsDiffer {
        let x = looks[Self.key(a)], y = looks[Self.key(b)]
        guard x != y else { return [] }
        let first = lookDefaults[Int(x)], second = lookDefaults[Int(y)]
        var differ: DefaultsDiffer = []
        if first.backgroundColor != second.backgroundColor { differ.insert(.backgroundColor) }
        if first.cornerRadius != second.cornerRadius { differ.insert(.cornerRadius) }
        if first.visualEffect != second.visualEffect { differ.insert(.visualEffect) }
        if first.buttonPhase != second.buttonPhase { differ.insert(.buttonPhase) }
        return differ
    }

    /// Fields of `SystemDefaults.StatefulDefaults`.
    struct DefaultsDiffer: OptionSet {
        let rawValue: UInt8
        static let backgroundColor = DefaultsDiffer(rawValue: 1)
        static let cornerRadius = DefaultsDiffer(rawValue: 2)
        static let visualEffect = DefaultsDiffer(rawValue: 4)
        static let buttonPhase = DefaultsDiffer(rawValue: 8)
    }

    /// The default colour of a colour property in `state` (`backgroundColor`, `strokeColor`;
    /// nil for the others, whose default is the tint or none), for the state's traits. Read in
    /// place: returning the `RuleColor` first copied its names and variants, for every row.
    func resolvedColor(_ property: Property, in state: StateSet) -> ResolvedColor? {
        switch property {
        case .backgroundColor: backgrounds[background(of: state)]?.resolved(for: ColorTraits(state))
        case .strokeColor: strokeColor?.resolved(for: ColorTraits(state))
        default: nil
        }
    }
}
