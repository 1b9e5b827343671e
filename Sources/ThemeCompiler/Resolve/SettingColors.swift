import ThemeSyntax

/// The colours settings write, each distinct colour expression (by expression and document,
/// `ThemeResolver.RuleColorKey`) resolved once into a slot that also keeps whether it has a
/// high-contrast variant. A chain's settings are looked up once per preset and answer both
/// questions; each was a hash of the expression of its own (its colour, and through
/// references and palette keys its high-contrast variants), for every preset a setting's
/// preset was part of. Slots by expression, not a table per setting: a slot kept for every
/// setting of the file (tried) spared half the lookups but raised a 10k-preset lint's peak
/// memory by 0.4 MB.
struct SettingColors {
    /// No slot: the setting writes no colour.
    static let none: Int32 = -1

    /// The slot of each distinct colour expression.
    private var slotByKey: [ThemeResolver.RuleColorKey: Int32] = [:]
    /// `colors[slot]`: the expression's colour for every trait.
    private(set) var colors: [RuleColor] = []
    /// `highContrast[slot]`: whether the expression names a colour with a high-contrast
    /// variant, once asked (`usesHighContrast(slot:of:in:colors:)`).
    private var highContrast: [Bool?] = []

    /// The slot of each setting of `chain`, in `chain.rules` order (`none` for a setting
    /// without a colour); `color` makes an expression's colour the first time it is met.
    mutating func slots(of chain: PresetChain, color: (ColorExpression, Int) -> RuleColor) -> [Int32] {
        // Settings read in place: copying one retains its strings and its value.
        var slots = [Int32](repeating: Self.none, count: chain.rules.count)
        for i in chain.rules.indices {
            guard let expression = chain.rules[i].value?.color else { continue }
            let document = chain.rules[i].document
            let key = ThemeResolver.RuleColorKey(expression: expression, document: document)
            if let known = slotByKey[key] {
                slots[i] = known
                continue
            }
            slots[i] = Int32(colors.count)
            slotByKey[key] = slots[i]
            colors.append(color(expression, document))
            highContrast.append(nil)
        }
        return slots
    }

    /// True when the expression of `slot` (`expression`, written in `document`) names a colour
    /// with a high-contrast variant (`ColorResolver.usesHighContrastVariant`), asked once per
    /// slot: asking again answers the same and changes nothing.
    mutating func usesHighContrast(slot: Int32, of expression: ColorExpression, in document: Int, colors: ColorResolver) -> Bool {
        if let known = highContrast[Int(slot)] { return known }
        let uses = colors.usesHighContrastVariant(expression, from: document)
        highContrast[Int(slot)] = uses
        return uses
    }
}

/// One `SettingColors` for the resolvers of one compile's workers
/// (`ThemeResolver.init(sharingPaletteOf:)`), behind a lock. Each worker kept its own, and
/// both filled the same slots with the same colours: 0.4–0.8 MB each at 10k presets, held all
/// through resolving. A worker takes the lock once per preset for its chain's colours and once
/// per high-contrast question (a handful per preset); it makes a colour it is the first to meet
/// with its own resolver, inside the lock.
final class SharedSettingColors: @unchecked Sendable {
    private let lock = Lock()
    private var memo = SettingColors()

    /// `body`'s result, with the memo to itself.
    func withMemo<R>(_ body: (inout SettingColors) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&memo)
    }
}
