import ThemeSyntax

/// Presets (docs/language.md) and their `states` .
extension ThemeDecoder {
    static let presetKeys = ["base", "extends", "description", "listEnvironment", "fallback", "states"]
    /// UIKit's legacy cell background properties, cancelled by a background configuration.
    static let legacyKeys = [
        "backgroundView", "selectedBackgroundView", "multipleSelectionBackgroundView",
        "selectionStyle", "cellBackgroundColor",
    ]

    /// What a key at a preset's level is: one of `presetKeys`, or a property.
    enum PresetKey {
        case base, extends, description, listEnvironment, fallback, states
        case property(Property)
    }

    /// The keys a preset's level takes, each looked up once.
    static let presetLevelKeys = NameTable<PresetKey>(
        [
            ("base", .base), ("extends", .extends), ("description", .description), ("listEnvironment", .listEnvironment),
            ("fallback", .fallback), ("states", .states),
        ] + Property.all.map { ($0.rawValue, .property($0)) })
    /// The properties a state block takes.
    static let propertyNames = NameTable(Property.all)
    static let systemStyles = NameTable(SystemStyle.allCases)
    static let listEnvironments = NameTable(ListEnvironment.allCases)
    /// The iOS 15 button styles a glass button may fall back to.
    static let classicButtonStyles = NameTable(SystemStyle.allCases.filter { $0.isButton && !$0.isGlass })

    mutating func decodePreset(named name: Located<String>, _ node: SyntaxNode) -> PresetDeclaration? {
        guard let pairs = mapping(node, "the preset '\(name.value)'") else { return nil }
        var preset = PresetDeclaration(name: name)
        var statesNode: SyntaxNode?
        var environmentKey: SyntaxNode?
        // Gathered here and stored once: the preset keeps them in a box of their own, made
        // only when one is written (`PresetDeclaration`), so each setting does not rewrite it.
        var invalid: Set<Property> = []
        var unplaced: [PropertySetting] = []
        // By index: `pairs[i]` calls the subscript itself, where a `for … in` reads each pair
        // through the `Collection` conformance (a coroutine per pair).
        for i in 0..<pairs.count {
            let pair = pairs[i]
            guard let key = keyText(pair.key) else { continue }
            switch Self.presetLevelKeys[key] {
            case .base:
                if let style = choice(pair.value, of: Self.systemStyles, what: "system style for 'base'") { preset.base = style }
            case .extends: preset.extends = identifier(pair.value, what: "the preset 'extends' names")
            case .description: preset.description = string(pair.value, what: "'description'")?.value
            case .listEnvironment:
                environmentKey = pair.key
                if let environment = choice(pair.value, of: Self.listEnvironments, what: "list environment") {
                    preset.listEnvironment = environment
                }
            case .fallback:
                if let style = choice(pair.value, of: Self.classicButtonStyles, what: "iOS 15 button style for 'fallback'") {
                    preset.fallback = style
                }
            case .states: statesNode = pair.value
            case .property(let property):
                if let setting = setting(of: property, pair, invalid: &invalid) { pendingNormal.append(setting) }
            case nil:
                unknownProperty(pair.key, key, in: "the preset '\(name.value)'", extraKeys: Self.presetKeys)
            }
        }
        if let environmentKey, let base = preset.base?.value, !base.isGeneric {
            diagnostics.report(.unknownKey, UnknownKeyRule.listEnvironmentWithoutEffect(base), at: environmentKey.location)
        }
        if preset.base != nil && preset.extends != nil {
            diagnostics.report(.baseAndExtends, BaseAndExtendsRule.both(name.value), at: name.location)
        } else if preset.base == nil && preset.extends == nil && !pairs.contains(where: { ["base", "extends"].contains($0.key.scalar?.text) }) {
            diagnostics.report(.baseAndExtends, BaseAndExtendsRule.neither(name.value), at: name.location)
        }
        // The preset level is the first block; its settings are placed last, as a
        // `states: { normal: … }` block may add to them.
        let normal = StateSelector(atoms: .normal, location: name.location)
        pendingBlocks.removeAll(keepingCapacity: true)
        pendingBlocks.append(StateBlock(selector: normal, settings: PropertySettings(Self.unplaced, range: 0..<0)))
        if let statesNode { decodeStates(statesNode, invalid: &invalid, unplaced: &unplaced) }
        if !invalid.isEmpty { preset.invalidProperties = invalid }
        if !unplaced.isEmpty { preset.unplacedSettings = unplaced }
        pendingBlocks[0].settings = Self.place(&pendingNormal, into: &documentSettings)
        let start = documentBlocks.count
        documentBlocks.append(contentsOf: pendingBlocks)
        preset.blocks = StateBlocks(Self.unplacedBlocks, range: start..<documentBlocks.count)
        return preset
    }

    /// Decodes `states` into the preset's blocks (`pendingBlocks`), gathering the properties
    /// whose value could not be read into `invalid` and the settings of misspelt states into
    /// `unplaced`.
    private mutating func decodeStates(_ node: SyntaxNode, invalid: inout Set<Property>, unplaced: inout [PropertySetting]) {
        guard let pairs = mapping(node, "'states'") else { return }
        seenSelectors.removeAll()
        for i in 0..<pairs.count {
            let pair = pairs[i]
            guard let key = keyScalar(pair.key) else { continue }
            let text = key.text
            guard let selector = selector(text, at: pair.key.location, quoted: key.style != .plain) else {
                // A misspelt state is its own mistake: the block's values are still checked.
                for property in pair.value.pairs.map(Array.init) ?? [] {
                    guard let key = keyText(property.key),
                        let setting = propertySetting(
                            property, key: key, in: "the '\(Self.excerpt(text))' state block", extraKeys: [], invalid: &invalid)
                    else { continue }
                    unplaced.append(setting)
                }
                continue
            }
            if let first = seenSelectors.insert(selector.atoms, at: pair.key.location) {
                diagnostics.report(
                    .duplicateSelector, DuplicateSelectorRule.sameStates(Self.excerpt(text), as: first),
                    at: pair.key.location, related: [RelatedLocation(first, "same states selected here")])
                continue
            }
            guard let pairs = mapping(pair.value, "the '\(Self.excerpt(text))' state block") else { continue }
            // A state's settings go straight to the document's; `normal`'s join the preset level's.
            let start = documentSettings.count
            for j in 0..<pairs.count {
                let property = pairs[j]
                guard let key = keyText(property.key),
                    let setting = propertySetting(
                        property, key: key, in: "the '\(Self.excerpt(text))' state block", extraKeys: [], invalid: &invalid)
                else { continue }
                if selector.atoms.isEmpty {
                    pendingSettings.append(setting)
                } else {
                    documentSettings.append(setting)
                }
            }
            if selector.atoms.isEmpty {
                mergeNormal()
            } else {
                pendingBlocks.append(StateBlock(selector: selector, settings: PropertySettings(Self.unplaced, range: start..<documentSettings.count)))
            }
        }
    }

    /// Moves a block's gathered settings (`pending`, left empty for the next block) to the end
    /// of the document's settings; returns their range there. The decoder gives every block
    /// the finished store once the document is read (`placeBlocks(in:)`).
    private static func place(_ pending: inout [PropertySetting], into settings: inout [PropertySetting]) -> PropertySettings {
        let start = settings.count
        settings.append(contentsOf: pending)
        pending.removeAll(keepingCapacity: true)
        return PropertySettings(unplaced, range: start..<settings.count)
    }

    /// The stores blocks and presets refer to until the document's settings and blocks are
    /// all read.
    private static let unplaced = PropertySettings.Store([])
    private static let unplacedBlocks = StateBlocks.Store([])

    /// `states: { normal: … }` is the preset level: a property set in both is a duplicate.
    private mutating func mergeNormal() {
        for setting in pendingSettings {
            if let earlier = pendingNormal.first(where: { $0.property == setting.property }) {
                diagnostics.report(
                    .duplicateSelector, DuplicateSelectorRule.setTwiceInNormal(setting.property),
                    at: setting.keyLocation, related: [RelatedLocation(earlier.keyLocation, "also set here")])
            } else {
                pendingNormal.append(setting)
            }
        }
        pendingSettings.removeAll(keepingCapacity: true)
    }

    /// Parses `selected + highlighted` into a canonical set, reporting bad atoms. A misspelt
    /// atom is located on the atom itself (one line keys: `quoted` skips the opening quote),
    /// and the suggestion is the whole corrected selector.
    mutating func selector(_ text: String, at location: SourceLocation, quoted: Bool = false) -> StateSelector? {
        guard let atoms = StateSet(spelled: text) ?? atoms(reportingMistakesIn: text, at: location, quoted: quoted) else { return nil }
        var valid = true
        for (a, b) in StateAtom.exclusivePairs where atoms.contains(a) && atoms.contains(b) {
            diagnostics.report(.contradictorySelector, ContradictorySelectorRule.exclusive(a, b, in: Self.excerpt(text)), at: location)
            valid = false
        }
        return valid ? StateSelector(atoms: atoms, location: location) : nil
    }

    /// The atoms of a selector that `StateSet(spelled:)` did not read: `normal`, or one with
    /// a mistake, which is reported (nil then).
    private mutating func atoms(reportingMistakesIn text: String, at location: SourceLocation, quoted: Bool) -> StateSet? {
        let raw = text.split(separator: "+", omittingEmptySubsequences: false)
        let parts = raw.map { $0.trimmingSpaces() }
        if parts == ["normal"] { return .normal }
        var atoms = StateSet()
        var valid = true
        var offset = quoted ? 1 : 0
        for (index, part) in parts.enumerated() {
            let atomStart = offset
            offset += raw[index].unicodeScalars.count + 1
            if let atom = StateAtom(name: part) {
                atoms.insert(atom)
                continue
            }
            // Where the misspelt atom starts (the key's location when the key spans lines).
            var atomLocation = location
            if !text.contains("\n") { atomLocation.column += atomStart + raw[index].unicodeScalars.prefix { $0 == " " }.count }
            valid = false
            if part == "light" {
                diagnostics.report(.unknownState, UnknownStateRule.light(), at: location)
            } else if part == "normal" {
                diagnostics.report(.unknownState, UnknownStateRule.normalCombined(Self.excerpt(text)), at: location)
            } else if part.isEmpty {
                diagnostics.report(.unknownState, UnknownStateRule.emptyAtom(Self.excerpt(text)), at: location)
            } else {
                let guess = Suggestion.nearest(to: part, in: StateAtom.allCases.map(\.rawValue) + ["normal"])
                var corrected = parts
                if let guess { corrected[index] = guess }
                let whole = guess.map { _ in corrected.joined(separator: "+") }
                diagnostics.report(
                    .unknownState, UnknownStateRule.unknown(Self.excerpt(part), in: parts.count > 1 ? Self.excerpt(text) : nil, suggestion: whole),
                    at: parts.count > 1 ? atomLocation : location, suggestion: whole)
            }
        }
        return valid ? atoms : nil
    }

    /// One `property: value` of a block; unknown and legacy keys are reported, and a property
    /// whose value cannot be read is added to `invalid`.
    mutating func propertySetting(
        _ pair: SyntaxPair, key: String, in context: @autoclosure () -> String,
        extraKeys: [String], invalid: inout Set<Property>
    ) -> PropertySetting? {
        guard let property = Self.propertyNames[key] else {
            unknownProperty(pair.key, key, in: context(), extraKeys: extraKeys)
            return nil
        }
        return setting(of: property, pair, invalid: &invalid)
    }

    /// Reports `key`, which names no property: a legacy property, or an unknown key.
    private mutating func unknownProperty(_ keyNode: SyntaxNode, _ key: String, in context: @autoclosure () -> String, extraKeys: [String]) {
        if Self.legacyKeys.contains(key) {
            diagnostics.report(.legacyBackgroundProperty, LegacyBackgroundPropertyRule.legacy(key), at: keyNode.location)
        } else if let replacement = LegacyButtonPropertyRule.replacement(of: key) {
            diagnostics.report(.legacyButtonProperty, LegacyButtonPropertyRule.legacy(key, replacement: replacement), at: keyNode.location)
        } else {
            unknownKey(
                keyNode, key, known: Property.all.map(\.rawValue) + extraKeys, context: "in \(context())",
                extra: UnknownKeyRule.perStateHint(key))
        }
    }

    /// The setting `pair` writes for `property` (its key); a value that cannot be read is
    /// reported, and `property` is added to `invalid`. The value's scalar is read once.
    private mutating func setting(of property: Property, _ pair: SyntaxPair, invalid: inout Set<Property>) -> PropertySetting? {
        let node = pair.value
        let scalar = node.scalar
        if let scalar, Self.isNull(scalar) {
            return PropertySetting(property: property, value: nil, keyLocation: pair.key.location, valueLocation: node.location)
        }
        let value = if let scalar { propertyValue(property, node, scalar: scalar) } else { propertyValue(property, node) }
        guard let value else {
            invalid.insert(property)
            return nil
        }
        return PropertySetting(property: property, value: value, keyLocation: pair.key.location, valueLocation: node.location)
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        var s = self[...]
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return String(s)
    }
}
