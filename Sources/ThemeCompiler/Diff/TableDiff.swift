/// The semantic difference between two compiled tables of a theme (issue 11, docs/diff.md):
/// what `themec diff` reports. It compares the tables' JSON values, so reordered keys or
/// presets, comments, anchors or the same theme written in JSON make no difference, and
/// every property of a row counts (resolved colours and `customized` too, `provenance` not).
public struct TableDiff: Sendable {
    /// A value that changed: exactly the table's JSON before and after.
    public struct Change: Sendable, Hashable {
        /// The value before.
        public var old: TableValue
        /// The value after.
        public var new: TableValue
    }

    /// A named change (a field, a property, a palette colour).
    public struct NamedChange: Sendable, Hashable {
        /// What changed (a field, a property, a colour's name).
        public var name: String
        /// The values before and after.
        public var change: Change
    }

    /// The changed properties of one row.
    public struct RowChange: Sendable, Hashable {
        /// The row's state key (`normal`, `highlighted+selected`).
        public var state: String
        /// Its changed properties.
        public var properties: [NamedChange]
    }

    /// A preset present in both tables with something changed.
    public struct PresetChange: Sendable, Hashable {
        /// The preset's name.
        public var name: String
        /// `base`, `listEnvironment`, `kind`, `fallback` (glass buttons), `extends`, `description`, `axes`.
        public var fields: [NamedChange]
        /// Rows only the new table has, by state key.
        public var addedRows: [String]
        /// Rows only the old table has, by state key.
        public var removedRows: [String]
        /// Rows in both with changed properties.
        public var changedRows: [RowChange]
    }

    /// Something that breaks code generated from the old theme.
    public struct Breaking: Sendable, Hashable {
        /// `preset-removed`, `preset-renamed`, `preset-kind-changed`, `color-removed`,
        /// `color-renamed`, `theme-renamed`.
        public var kind: String
        /// The preset, colour or theme it concerns.
        public var name: String
        /// What breaks, for people.
        public var message: String
    }

    /// The files each table was compiled from (the compiled file first).
    public var oldSources: [String]
    /// The files the new table was compiled from.
    public var newSources: [String]
    /// Presets only in the new table, in its order.
    public var addedPresets: [String]
    /// Presets only in the old table, in its order.
    public var removedPresets: [String]
    /// Presets in both with something changed, in the new table's order.
    public var changedPresets: [PresetChange]
    /// Palette colours only in the new table, only in the old one, and in both with other variants.
    public var addedColors: [String]
    /// Palette colours only the old table has.
    public var removedColors: [String]
    /// Palette colours in both whose values changed.
    public var changedColors: [NamedChange]
    /// The table's own fields before its presets: `theme`, `deploymentTarget`, `resolvedFor`
    /// (the design generation), `tintColor`.
    public var header: [NamedChange]
    /// What breaks code generated from the old theme.
    public var breaking: [Breaking]
    /// Property changes left out because nobody can see them (`isInvisible`); 0 when every
    /// change is kept.
    public var foldedCount = 0

    /// True when the tables are the same.
    public var isEmpty: Bool {
        addedPresets.isEmpty && removedPresets.isEmpty && changedPresets.isEmpty && addedColors.isEmpty
            && removedColors.isEmpty && changedColors.isEmpty && header.isEmpty
    }

    /// Compares `old` (nil: the theme is new, everything in it is added) with `new`. Changes
    /// that cannot be seen (a stroke colour where no stroke is drawn, …) are folded into
    /// `foldedCount` unless `keepInvisible`.
    public init(old: ResolvedTable?, new: ResolvedTable, keepInvisible: Bool = false) {
        let newValue = TableValue(new)
        let oldValue = old.map(TableValue.init) ?? .object([])
        oldSources = old?.sources ?? []
        newSources = new.sources
        header = old == nil ? [] : Self.changes(["theme", "deploymentTarget", "resolvedFor", "tintColor"], oldValue, newValue)
        let oldPresets = oldValue["presets"]?.members ?? [], newPresets = newValue["presets"]?.members ?? []
        let oldNames = Set(oldPresets.map(\.key)), newNames = Set(newPresets.map(\.key))
        addedPresets = newPresets.map(\.key).filter { !oldNames.contains($0) }
        removedPresets = oldPresets.map(\.key).filter { !newNames.contains($0) }
        let oldByName = Dictionary(oldPresets.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        var folded = 0
        changedPresets = newPresets.compactMap { member in
            oldByName[member.key].flatMap { Self.presetChange(member.key, $0, member.value, keepInvisible: keepInvisible, folded: &folded) }
        }
        foldedCount = folded
        let oldPalette = Self.palette(old), newPalette = Self.palette(new)
        addedColors = newPalette.map(\.key).filter { name in !oldPalette.contains { $0.key == name } }
        removedColors = oldPalette.map(\.key).filter { name in !newPalette.contains { $0.key == name } }
        changedColors = newPalette.compactMap { member in
            guard let before = oldPalette.first(where: { $0.key == member.key }), before.value != member.value else { return nil }
            return NamedChange(name: member.key, change: Change(old: before.value, new: member.value))
        }
        breaking = []
        breaking = Self.breakingChanges(
            of: self, oldPresets: oldPresets, newPresets: newPresets,
            oldPalette: oldPalette, newPalette: newPalette)
    }

    /// Members `keys` of two objects that differ.
    static func changes(_ keys: [String], _ old: TableValue, _ new: TableValue) -> [NamedChange] {
        keys.compactMap { key in
            let before = old[key] ?? .null, after = new[key] ?? .null
            return before == after ? nil : NamedChange(name: key, change: Change(old: before, new: after))
        }
    }

    private static func presetChange(
        _ name: String, _ old: TableValue, _ new: TableValue, keepInvisible: Bool, folded: inout Int
    ) -> PresetChange? {
        let fields = changes(["base", "listEnvironment", "kind", "fallback", "extends", "description", "axes"], old, new)
        let oldRows = old["states"]?.members ?? [], newRows = new["states"]?.members ?? []
        let oldKeys = Set(oldRows.map(\.key)), newKeys = Set(newRows.map(\.key))
        let oldByKey = Dictionary(oldRows.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let changed: [RowChange] = newRows.compactMap { row in
            guard let before = oldByKey[row.key], before != row.value else { return nil }
            let keys = row.value.members.map(\.key).filter { $0 != "provenance" }
            var properties = changes(keys, before, row.value)
            if !keepInvisible {
                let visible = properties.filter { !isInvisible($0.name, old: before, new: row.value) }
                folded += properties.count - visible.count
                properties = visible
            }
            return properties.isEmpty ? nil : RowChange(state: row.key, properties: properties)
        }
        let change = PresetChange(
            name: name, fields: fields, addedRows: newRows.map(\.key).filter { !oldKeys.contains($0) },
            removedRows: oldRows.map(\.key).filter { !newKeys.contains($0) }, changedRows: changed)
        let same = fields.isEmpty && change.addedRows.isEmpty && change.removedRows.isEmpty && changed.isEmpty
        return same ? nil : change
    }

    /// The palette as `name → {light, dark, lightHighContrast, darkHighContrast}`.
    static func palette(_ table: ResolvedTable?) -> [TableValue.Member] {
        (table?.palette ?? []).map { color in
            let v = color.variants
            let variants: [(String, RGBA)] = [
                ("light", v.light), ("dark", v.dark), ("lightHighContrast", v.lightHighContrast),
                ("darkHighContrast", v.darkHighContrast),
            ]
            return TableValue.Member(key: color.name, value: .object(variants.map { .init(key: $0.0, value: .string($0.1.hexString)) }))
        }
    }
}
