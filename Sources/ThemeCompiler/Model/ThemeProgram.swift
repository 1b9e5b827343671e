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
        colorUses = documents.indices.map { d in
            documents[d].colorReferences.map { ColorUse(reference: $0, definedIn: color(named: $0.value, from: d)?.document) }
        }
    }

    /// A colour name written in a document, and the document whose palette defines it as
    /// seen from there (nil: not a palette colour — a system colour, or nothing).
    package struct ColorUse: Sendable {
        package var reference: Located<String>
        /// `definedIn`, -1 for nil: 32 bytes a use instead of an `Int?`'s 48 (a program keeps
        /// one for every colour name its settings write).
        private var definingDocument: Int32

        package init(reference: Located<String>, definedIn: Int?) {
            self.reference = reference
            self.definingDocument = definedIn.map { Int32($0) } ?? -1
        }

        /// The document whose palette defines the name, as seen from the use's document.
        package var definedIn: Int? { definingDocument < 0 ? nil : Int(definingDocument) }
    }

    /// `colorUses[d]`: every colour name document `d` refers to, looked up once for every
    /// rule that asks (undefined, unused and unavailable colours).
    package private(set) var colorUses: [[ColorUse]] = []

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
            if let i = presetIndex[d][name] { return PresetReference(document: d, index: i) }
        }
        return nil
    }

    /// The declaration behind a reference.
    package func declaration(_ ref: PresetReference) -> PresetDeclaration {
        documents[ref.document].presets[ref.index]
    }

    /// The palette colour `name` as seen from `document`: its document and definition.
    package func color(named name: String, from document: Int) -> (document: Int, definition: ColorDefinition)? {
        for d in scopes[document] {
            if let i = colorIndex[d][name] { return (d, documents[d].colors[i]) }
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
    private var presetIndex: [[String: Int]] = []
    private var colorIndex: [[String: Int]] = []

    /// Builds the name indexes once (names read in place: copying a declaration to read its
    /// name retains everything in it).
    private mutating func index() {
        presetIndex = documents.indices.map { d in
            var map: [String: Int] = [:]
            map.reserveCapacity(documents[d].presets.count)
            for i in documents[d].presets.indices where map[documents[d].presets[i].name.value] == nil {
                map[documents[d].presets[i].name.value] = i
            }
            return map
        }
        colorIndex = documents.indices.map { d in
            var map: [String: Int] = [:]
            for i in documents[d].colors.indices where map[documents[d].colors[i].name.value] == nil {
                map[documents[d].colors[i].name.value] = i
            }
            return map
        }
    }
}
