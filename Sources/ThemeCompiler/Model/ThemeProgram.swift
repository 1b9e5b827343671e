import ThemeSyntax

/// A theme file with everything it imports, decoded and ready to link: the unit a
/// compilation works on. Document 0 is the compiled file.
public struct ThemeProgram: Sendable {
    /// The compiled file first, then its imports in first-visit order.
    package var documents: [ThemeDocument]
    /// The text of each document, read once (`sources[i]` is `documents[i]`'s file).
    package var sources: [SourceFile]
    /// For each document, the documents whose names it sees: itself first, then its
    /// imports depth-first (a nearer definition shadows a farther one).
    package var scopes: [[Int]]
    /// The colour sets of the asset catalogs the compilation reads (the documents'
    /// `assetCatalogs`, `.themec.yml`'s and `--asset-catalog`'s), by name.
    package var assets = AssetCatalogs()
    /// The catalogs' `Contents.json` files as read (for reporters' excerpts of their findings).
    package var assetSources: [SourceFile] = []

    package init(documents: [ThemeDocument], sources: [SourceFile], scopes: [[Int]]) {
        self.documents = documents
        self.sources = sources
        self.scopes = scopes
        index()
        // Each name is looked up once here, for every rule that asks (undefined, unused and
        // unavailable colours); only what they ask is kept, not a record per name written
        // (18 000 names at 10k presets: 575 KB of records, for as long as the program lives).
        // The same walk gathers the asset colours three rules read. Names are looked up in a
        // copy of the indexed program (a closure calling a method of the `self` being
        // initialised copied the whole program per name), and a palette colour is marked by
        // position (hashing all 18 000 names cost more; so did a set of the colours named,
        // built from the marks: 3.6 M instructions at 10k presets, on one core).
        // A large file's presets are looked up on every core, in parts whose findings join in
        // order (31 000 names at 10k presets, 36 M instructions, ran on one core while the other
        // had nothing to do).
        let indexed = self
        var marked = documents.map { [Bool](repeating: false, count: $0.colors.count) }
        var outsidePalettes: [[Located<String>]] = []
        var assets: [[ColorExpression]] = []
        for d in documents.indices {
            let presets = documents[d].presets.count
            let parts = presets >= Self.parallelLookupThreshold ? Cores.available : 1
            var found: ColorReferences
            if parts == 1 {
                found = indexed.colorReferences(in: d, presets: 0..<presets, inPalette: true)
            } else {
                let pieces = parallelMap(parts) { part in
                    indexed.colorReferences(in: d, presets: (presets * part / parts)..<(presets * (part + 1) / parts), inPalette: part == 0)
                }
                found = pieces[0]
                for piece in pieces.dropFirst() { found.append(piece) }
            }
            ColorReferences.mark(found.marked, in: &marked)
            outsidePalettes.append(found.outside)
            assets.append(found.assets)
        }
        namedPaletteColors = marked
        namesOutsidePalettes = outsidePalettes
        assetColors = assets
    }

    /// Files with fewer presets have their colour names looked up on one core: the size from
    /// which the presets themselves are resolved on every core (`PresetStage.parallelThreshold`,
    /// a later layer). A 1k-preset file's 2.2 M instructions of look-ups ran on one core while
    /// the other waited.
    static let parallelLookupThreshold = 256

    /// What the colour names of part of a document name (`colorReferences(in:presets:inPalette:)`).
    /// A struct, not a tuple: a list of tuples, made even for one part, cost a 1-preset lint
    /// about 35 000 instructions (the tuple type's metadata, made at its first use).
    private struct ColorReferences: Sendable {
        /// `marked[document][index]`: the palette colours named (an empty list for a document
        /// none is named in).
        var marked: [[Bool]]
        /// The names no palette in scope defines, in source order.
        var outside: [Located<String>] = []
        /// The asset colours, in source order.
        var assets: [ColorExpression] = []

        /// Adds what the next part of the same document found.
        mutating func append(_ next: ColorReferences) {
            Self.mark(next.marked, in: &marked)
            outside += next.outside
            assets += next.assets
        }

        /// Marks in `marked` (by document, then position; an empty list for a document none is
        /// marked in) every palette colour `marks` marks.
        static func mark(_ marks: [[Bool]], in marked: inout [[Bool]]) {
            for (palette, named) in marks.enumerated() where !named.isEmpty {
                if marked[palette].isEmpty {
                    marked[palette] = named
                } else {
                    for i in named.indices where named[i] { marked[palette][i] = true }
                }
            }
        }
    }

    /// The colour names of document `d`'s presets `range` (and its palette and tint when
    /// `inPalette`), looked up.
    private func colorReferences(in d: Int, presets range: Range<Int>, inPalette: Bool) -> ColorReferences {
        var found = ColorReferences(marked: [[Bool]](repeating: [], count: documents.count))
        documents[d].forEachColorReference(
            inPalette: inPalette, presets: range,
            { reference in
                if let (palette, i) = colorPosition(named: reference.value, from: d) {
                    if found.marked[palette].isEmpty { found.marked[palette] = [Bool](repeating: false, count: documents[palette].colors.count) }
                    found.marked[palette][i] = true
                } else {
                    found.outside.append(reference)
                }
            }, asset: { found.assets.append($0) })
        return found
    }

    /// `namedPaletteColors[d][i]`: some document names the palette colour at position `i` of
    /// document `d`'s `colors` (found through the naming document's scope).
    package private(set) var namedPaletteColors: [[Bool]] = []

    /// `namesOutsidePalettes[d]`: each colour name document `d` writes that no palette in its
    /// scope defines (a system colour, or nothing), where it is written, in source order of
    /// the document's colours.
    package private(set) var namesOutsidePalettes: [[Located<String>]] = []

    /// `assetColors[d]`: every asset colour (`{ asset: NAME }`) document `d` writes, nested
    /// ones included, in source order of its colours (most themes write none).
    package private(set) var assetColors: [[ColorExpression]] = []

    /// The compiled file.
    package var root: ThemeDocument { documents[0] }

    /// A preset found by name from a document's scope.
    package struct PresetReference: Hashable, Sendable {
        package var document: Int
        package var index: Int
    }

    /// The preset `name` as seen from `document`.
    package func preset(named name: String, from document: Int) -> PresetReference? {
        for d in scopes[document] {
            if let i = presetIndex[d].position(of: name, name: { documents[d].presets[$0].name.value }) {
                return PresetReference(document: d, index: i)
            }
        }
        return nil
    }

    /// The declaration behind a reference.
    package func declaration(_ ref: PresetReference) -> PresetDeclaration {
        documents[ref.document].presets[ref.index]
    }

    /// The palette colour `name` as seen from `document`: its document and definition.
    package func color(named name: String, from document: Int) -> (document: Int, definition: ColorDefinition)? {
        colorPosition(named: name, from: document).map { ($0.document, documents[$0.document].colors[$0.index]) }
    }

    /// Where the palette colour `name` as seen from `document` is defined: the document, and
    /// its position in that document's `colors`.
    package func colorPosition(named name: String, from document: Int) -> (document: Int, index: Int)? {
        for d in scopes[document] {
            if let i = colorIndex[d].position(of: name, name: { documents[d].colors[$0].name.value }) { return (d, i) }
        }
        return nil
    }

    /// Every preset name visible from `document` (for did-you-mean).
    package func visiblePresetNames(from document: Int) -> [String] {
        scopes[document].flatMap { documents[$0].presets.map(\.name.value) }
    }

    /// Every palette name visible from `document` (for did-you-mean).
    package func visibleColorNames(from document: Int) -> [String] {
        scopes[document].flatMap { documents[$0].colors.map(\.name.value) }
    }

    /// name → index of the first definition, per document (a later duplicate is reported
    /// by the parser as a duplicate key).
    private var presetIndex: [NameIndex] = []
    private var colorIndex: [NameIndex] = []

    /// Builds the name indexes once (names read in place: copying a declaration to read its
    /// name retains everything in it).
    private mutating func index() {
        presetIndex = documents.indices.map { d in
            NameIndex(count: documents[d].presets.count) { documents[d].presets[$0].name.value }
        }
        colorIndex = documents.indices.map { d in
            NameIndex(count: documents[d].colors.count) { documents[d].colors[$0].name.value }
        }
    }
}
