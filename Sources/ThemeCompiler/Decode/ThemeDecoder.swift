import ThemeSyntax

/// Decodes a located node tree into a `ThemeDocument`, collecting every finding instead of
/// stopping at the first: unknown keys (with did-you-mean), wrong types, bad colours,
/// legacy background properties, bad selectors, unquoted versions.
package struct ThemeDecoder {
    let path: String
    var diagnostics = DiagnosticCollector()
    /// The settings of the state block being decoded, and of the preset level of the preset
    /// being decoded (a `states: { normal: … }` block adds to those); reused from block to block.
    var pendingSettings: [PropertySetting] = []
    var pendingNormal: [PropertySetting] = []
    /// Every block's settings read so far, a block's together (`PropertySettings`): one buffer
    /// for the document instead of an array per block.
    var documentSettings: [PropertySetting] = []
    /// The blocks of the preset being decoded (reused from preset to preset), then of every
    /// preset read so far, a preset's together (`StateBlocks`).
    var pendingBlocks: [StateBlock] = []
    var documentBlocks: [StateBlock] = []
    /// The selectors of the `states` being decoded (reused from preset to preset).
    var seenSelectors = SelectorLog()
    /// The `presets` entries, already decoded piece by piece as the file was read
    /// (`PresetPiece`): `decode(_:)` takes them instead of decoding the root's `presets`, which
    /// then holds only the first piece's entries.
    package var presetPieces: [PresetPiece]?
    /// The colours settings name, one expression per name (shared with the decoders of the
    /// file's other batches and pieces).
    var colorNames: ColorNames

    /// A decoder of the file at `path`; `colorNames`: the table of the decoders of its other
    /// pieces (`presetPiece(_:path:colorNames:)`), if any.
    package init(path: String, colorNames: ColorNames = ColorNames()) {
        self.path = path
        self.colorNames = colorNames
    }

    /// The top-level keys of docs/language.md.
    static let topLevelKeys = [
        "theme", "version", "description", "deploymentTarget", "tintColor",
        "imports", "assetCatalogs", "colors", "precedence", "presets",
    ]

    /// Decodes `root` (nil for an empty file).
    package mutating func decode(_ root: SyntaxNode?) -> (ThemeDocument, [Diagnostic]) {
        let start = root?.location ?? SourceLocation(file: path, line: 1, column: 1)
        var document = ThemeDocument(path: path, location: start)
        guard let root else {
            diagnostics.report(.missingKey, MissingKeyRule.emptyFile(), at: start)
            return (document, diagnostics.diagnostics)
        }
        guard let pairs = root.pairs else {
            diagnostics.report(.typeMismatch, TypeMismatchRule.notATheme(found: root), at: root.location)
            return (document, diagnostics.diagnostics)
        }
        var seen = Set<String>()
        for pair in pairs {
            guard let key = keyText(pair.key) else { continue }
            seen.insert(key)
            let value = pair.value
            switch key {
            case "theme": document.name = identifier(value, what: "the theme's name")
            case "version": decodeVersion(value)
            case "description": document.description = string(value, what: "'description'")?.value
            case "deploymentTarget": decodeDeploymentTarget(value, into: &document)
            case "tintColor": document.tintColor = color(value, what: "'tintColor'")
            case "imports": document.imports = decodeImports(value)
            case "assetCatalogs": document.assetCatalogs = decodePaths(value, key: "'assetCatalogs'", what: "an asset catalog path")
            case "colors": (document.colors, document.malformedColorNames) = decodePalette(value)
            case "precedence": document.precedence = decodePrecedence(value)
            case "presets": document.presets = presetPieces == nil ? decodePresets(value) : joinPresetPieces()
            default:
                unknownKey(
                    pair.key, key, known: Self.topLevelKeys, context: "at the top level of a theme",
                    extra: UnknownKeyRule.topLevelPropertyHint(key))
            }
        }
        // `presets` is optional: a palette-only file holds colours that other themes import.
        for required in ["theme", "version"] where !seen.contains(required) {
            diagnostics.report(.missingKey, MissingKeyRule.topLevel(required), at: start)
        }
        return (document, diagnostics.diagnostics)
    }

    /// Hands the settings read into one store and gives it to every block read, then hands
    /// those blocks into one store and gives it to `presets`, the presets they were read for
    /// (a batch decoded apart has its own decoder, and stores).
    private mutating func placeBlocks<Presets: MutableCollection<PresetDeclaration>>(in presets: inout Presets) {
        // Copied to exactly their size: grown by doubling, the buffers may be half empty, and
        // the stores live as long as the document.
        let settings = PropertySettings.Store(documentSettings.withUnsafeBufferPointer(Array.init))
        documentSettings = []
        for b in documentBlocks.indices { documentBlocks[b].settings.place(in: settings) }
        let blocks = StateBlocks.Store(documentBlocks.withUnsafeBufferPointer(Array.init))
        documentBlocks = []
        for p in presets.indices { presets[p].blocks.place(in: blocks) }
    }

    private mutating func decodeVersion(_ node: SyntaxNode) {
        guard let s = node.scalar, !s.isNull else {
            diagnostics.report(.typeMismatch, TypeMismatchRule.expected("the language version 1", found: node.kindDescription), at: node.location)
            return
        }
        if s.style != .plain {
            diagnostics.report(.typeMismatch, TypeMismatchRule.quotedLanguageVersion(s.text), at: node.location)
        } else if s.text != "1" {
            diagnostics.report(.typeMismatch, TypeMismatchRule.unsupportedLanguageVersion(s.text), at: node.location)
        }
    }

    private mutating func decodeDeploymentTarget(_ node: SyntaxNode, into document: inout ThemeDocument) {
        document.deploymentTargetLocation = node.location
        guard let pairs = mapping(node, "'deploymentTarget'") else { return }
        for pair in pairs {
            guard let key = keyText(pair.key) else { continue }
            guard let platform = Platform(rawValue: key) else {
                unknownKey(pair.key, key, known: Platform.allCases.map(\.rawValue), context: "in 'deploymentTarget' (platforms)")
                continue
            }
            guard let s = pair.value.scalar, !s.isNull else {
                diagnostics.report(
                    .typeMismatch, TypeMismatchRule.expected("a version such as \"15.0\" for '\(key)'", found: pair.value.kindDescription),
                    at: pair.value.location)
                continue
            }
            guard let version = OSVersion(parsing: s.text) else {
                diagnostics.report(
                    .typeMismatch, TypeMismatchRule.expected("a version 'major.minor' such as \"15.0\" for '\(key)'", found: "'\(s.text)'"),
                    at: pair.value.location)
                continue
            }
            if s.style == .plain, path.lowercased().hasSuffix(".json") == false {
                diagnostics.report(.unquotedVersion, UnquotedVersionRule.yamlNumber(s.text), at: pair.value.location)
            } else if s.style == .plain {
                diagnostics.report(.unquotedVersion, UnquotedVersionRule.jsonNumber(s.text), at: pair.value.location)
            }
            document.deploymentTarget[platform] = Located(version, at: pair.value.location)
        }
    }

    private mutating func decodeImports(_ node: SyntaxNode) -> [Located<String>] {
        decodePaths(node, key: "'imports'", what: "an import path")
    }

    private mutating func decodePaths(_ node: SyntaxNode, key: String, what: String) -> [Located<String>] {
        guard let items = sequence(node, key) else { return [] }
        return items.compactMap { string($0, what: what) }
    }

    private mutating func decodePalette(_ node: SyntaxNode) -> ([ColorDefinition], malformed: [String]) {
        guard let pairs = mapping(node, "'colors'") else { return ([], []) }
        var result: [ColorDefinition] = []
        result.reserveCapacity(pairs.count)
        var malformed: [String] = []
        for i in 0..<pairs.count {
            let pair = pairs[i]
            guard let name = identifier(pair.key, what: "a colour's name") else { continue }
            if SystemColor.isReserved(name.value) {
                diagnostics.report(.invalidName, InvalidNameRule.reservedPaletteName(name.value), at: name.location)
                continue
            }
            if let value = color(pair.value, what: "the colour '\(name.value)'") {
                result.append(ColorDefinition(name: name, value: value))
            } else {
                malformed.append(name.value)
            }
        }
        return (result, malformed)
    }

    private mutating func decodePrecedence(_ node: SyntaxNode) -> [Located<StateAtom>]? {
        guard let items = sequence(node, "'precedence'") else { return nil }
        var atoms: [Located<StateAtom>] = []
        var seen: [StateAtom: SourceLocation] = [:]
        for item in items {
            guard let name = string(item, what: "a state atom") else { continue }
            guard let atom = StateAtom(name: name.value) else {
                let guess = Suggestion.nearest(to: name.value, in: StateAtom.allCases.map(\.rawValue))
                diagnostics.report(
                    .unknownState, UnknownStateRule.unknownInPrecedence(name.value, suggestion: guess), at: name.location, suggestion: guess)
                continue
            }
            if let first = seen[atom] {
                diagnostics.report(
                    .duplicateSelector, DuplicateSelectorRule.repeatedInPrecedence(atom), at: name.location,
                    related: [RelatedLocation(first, "first listed here")])
                continue
            }
            seen[atom] = name.location
            atoms.append(Located(atom, at: name.location))
        }
        return atoms
    }

    /// Presets decoded per batch when a file has `parallelPresets` or more: the batches are
    /// decoded on every core, each by its own decoder, and joined in file order, so the
    /// declarations and findings are those one decoder gives.
    static let presetBatch = 256
    /// Files with fewer presets decode them on the calling thread (tests raise it to compare
    /// the two ways). From two batches on, both cores decode: a 1 000-preset theme's decoding
    /// (21 M instructions) was a fifth of its lint's calling thread.
    var parallelPresets = 2 * presetBatch

    private mutating func decodePresets(_ node: SyntaxNode) -> [PresetDeclaration] {
        guard let pairs = mapping(node, "'presets'") else { return [] }
        guard pairs.count >= parallelPresets else { return decodePresetsInOrder(pairs) }
        let batch = Self.presetBatch
        let (path, colorNames) = (self.path, self.colorNames)
        let batches = (pairs.count + batch - 1) / batch
        let capacities = (0..<batches).map { b in min(batch, pairs.count - b * batch) }
        let (presets, findings) = parallelGather(capacities: capacities) { (b, region: inout GatherRegion<PresetDeclaration>) in
            var decoder = ThemeDecoder(path: path, colorNames: colorNames)
            decoder.decodePresets(pairs, (b * batch)..<min((b + 1) * batch, pairs.count)) { region.append($0) }
            // The batch's settings are its blocks' store: nothing is copied to join them.
            var decoded = region.elements
            decoder.placeBlocks(in: &decoded)
            return decoder.diagnostics
        }
        for batchFindings in findings { diagnostics.append(batchFindings) }
        return presets
    }

    /// A piece's `presets` entries, decoded apart from the rest of the file
    /// (`SourceParser.parse(_:path:format:limits:cores:decodingPresets:)`).
    package struct PresetPiece: Sendable {
        var presets: [PresetDeclaration]
        var findings: [Diagnostic]
    }

    /// Decodes `node`, a piece's `presets` mapping, as `decode(_:)` decodes the entries of
    /// `presets`: the same declarations and findings, in the same order. `colorNames`: the
    /// table of the file's decoders.
    package static func presetPiece(_ node: SyntaxNode, path: String, colorNames: ColorNames) -> PresetPiece {
        var decoder = ThemeDecoder(path: path, colorNames: colorNames)
        let presets = decoder.mapping(node, "'presets'").map { decoder.decodePresetsInOrder($0) } ?? []
        return PresetPiece(presets: presets, findings: decoder.diagnostics.diagnostics)
    }

    /// Decodes every preset of `pairs` on this thread, in order, their settings in one store.
    private mutating func decodePresetsInOrder(_ pairs: SyntaxNode.Pairs) -> [PresetDeclaration] {
        // One preset a pair: reserved, the array is not regrown (and left half empty) as it fills.
        var presets: [PresetDeclaration] = []
        presets.reserveCapacity(pairs.count)
        decodePresets(pairs, 0..<pairs.count) { presets.append($0) }
        placeBlocks(in: &presets)
        return presets
    }

    /// The presets of `presetPieces` in one array, their findings after those found so far.
    /// Each declaration is moved out of its piece, not copied: a copy retained every string
    /// and array of it, and letting the piece go released them all again, on one core
    /// between the parallel read and the checks.
    private mutating func joinPresetPieces() -> [PresetDeclaration] {
        guard var pieces = presetPieces.take() else { return [] }
        for i in pieces.indices {
            diagnostics.append(contentsOf: pieces[i].findings)
            pieces[i].findings = []
        }
        let total = pieces.reduce(0) { $0 + $1.presets.count }
        // No array made of no room: it would write its count into the one empty array that
        // every thread shares (a data race for the thread sanitizer).
        guard total > 0 else { return [] }
        return [PresetDeclaration](unsafeUninitializedCapacity: total) { joined, initialized in
            for i in pieces.indices {
                var presets = pieces[i].presets
                pieces[i].presets = []
                // The array is now held here only, so each `popLast` moves a declaration
                // out; they come last first, so each goes to its place from the end.
                let start = initialized
                let count = presets.count
                while let last = presets.popLast() {
                    (joined.baseAddress! + start + presets.count).initialize(to: last)
                }
                initialized = start + count
            }
        }
    }

    /// Decodes the presets of `pairs[range]`, handing each that decodes to `add` in order.
    private mutating func decodePresets(_ pairs: SyntaxNode.Pairs, _ range: Range<Int>, _ add: (PresetDeclaration) -> Void) {
        for i in range {
            let pair = pairs[i]
            guard let name = identifier(pair.key, what: "a preset's name"), let preset = decodePreset(named: name, pair.value) else { continue }
            add(preset)
        }
    }
}
