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

    /// A setting's colour expression with its hash, made before the memo is asked
    /// (`keys(of:)`): the workers of a compile share the memo behind a lock, and hashing an
    /// expression (a colour's name, through SipHash) inside it was most of the time it was
    /// held, and one of the two workers slept on it 61–177 times a 10k-preset compile (seven
    /// recordings, median 73; 46–92 with the keys made outside, docs/performance.md).
    struct Key {
        /// The setting's index in its chain's `rules`.
        let rule: Int
        let key: ThemeResolver.RuleColorKey
        let hash: Int
    }

    /// The keys of the settings of `chain` that write a colour, in `chain.rules` order.
    static func keys(of chain: PresetChain) -> [Key] {
        var keys: [Key] = []
        keys.reserveCapacity(chain.rules.count)
        // Settings read in place: copying one retains its strings and its value.
        for i in chain.rules.indices {
            guard let expression = chain.rules.value(at: i)?.color else { continue }
            let key = ThemeResolver.RuleColorKey(expression: expression, document: chain.rules[i].document)
            keys.append(Key(rule: i, key: key, hash: key.hashValue))
        }
        return keys
    }

    /// Each slot's key, by slot.
    private var slotKeys: [ThemeResolver.RuleColorKey] = []
    /// Each slot's key's hash, by slot (kept so the table grows without hashing again).
    private var slotHashes: [Int] = []
    /// An open-addressing table of slots by hash (linear probing; `none`: empty), its size a
    /// power of two at least twice the slots.
    private var table: [Int32] = []
    /// `colors[slot]`: the expression's colour for every trait.
    private(set) var colors: [RuleColor] = []
    /// `highContrast[slot]`: whether the expression names a colour with a high-contrast
    /// variant, once asked (`usesHighContrast(slot:of:in:colors:)`).
    private var highContrast: [Bool?] = []

    /// The slot of each setting of a chain of `count` settings whose colours are `keys`
    /// (`keys(of:)`), in `chain.rules` order (`none` for a setting without a colour); `color`
    /// makes an expression's colour the first time it is met.
    mutating func slots(of keys: [Key], count: Int, color: (ColorExpression, Int) -> RuleColor) -> [Int32] {
        var slots = [Int32](repeating: Self.none, count: count)
        keys.withUnsafeBufferPointer { keys in
            for j in keys.indices { slots[keys[j].rule] = slot(of: keys, j, color: color) }
        }
        return slots
    }

    /// The slot of `keys[j]`, made when it is met first (the key read in place: a copy
    /// retains its expression).
    private mutating func slot(
        of keys: UnsafeBufferPointer<Key>, _ j: Int, color: (ColorExpression, Int) -> RuleColor
    ) -> Int32 {
        if table.isEmpty { table = [Int32](repeating: Self.none, count: 64) }
        let mask = table.count - 1
        let hash = keys[j].hash
        var i = hash & mask
        while table[i] != Self.none {
            let known = Int(table[i])
            if slotHashes[known] == hash && slotKeys[known] == keys[j].key { return Int32(known) }
            i = (i + 1) & mask
        }
        let slot = Int32(colors.count)
        table[i] = slot
        slotKeys.append(keys[j].key)
        slotHashes.append(hash)
        colors.append(color(keys[j].key.expression, keys[j].key.document))
        highContrast.append(nil)
        if colors.count * 2 > table.count { grow() }
        return slot
    }

    /// Doubles the table, every slot placed again by its kept hash.
    private mutating func grow() {
        table = [Int32](repeating: Self.none, count: table.count * 2)
        let mask = table.count - 1
        for slot in slotHashes.indices {
            var i = slotHashes[slot] & mask
            while table[i] != Self.none { i = (i + 1) & mask }
            table[i] = Int32(slot)
        }
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
