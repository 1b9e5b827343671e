#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import ThemeSyntax

/// An asset catalog named outside a theme: by `.themec.yml` (`assetCatalogs:`, confined to
/// the project root like every path the project names) or by `--asset-catalog` (the user's
/// own choice, read wherever it is).
package struct AssetCatalogPath: Sendable, Hashable {
    /// The catalog's path (relative to the working directory, or absolute).
    package var path: String
    /// Where it is written (a `.themec.yml` entry); nil for the command line.
    package var entry: Located<String>?

    package init(path: String, entry: Located<String>? = nil) {
        self.path = path
        self.entry = entry
    }

    /// True when it comes from the command line, which the user typed.
    var isTrusted: Bool { entry == nil }
}

/// Reads asset catalogs (`*.xcassets`) for their colour sets: walks each catalog's folders
/// (a folder whose `Contents.json` says `"provides-namespace": true` prefixes its children's
/// names with its own, `Folder/Name`), reads each `Name.colorset/Contents.json` with the
/// project's JSON reader and decodes it (`AssetColorSetDecoder`). Every file a theme or a
/// `.themec.yml` leads to is checked by the source's `refusal(toRead:)` before it is opened,
/// so a catalog cannot reach outside the project root through a symbolic link (SECURITY.md).
struct AssetCatalogLoader {
    let limits: CompilerLimits
    let source: any ThemeSource

    /// Folder extensions of an asset catalog that hold no colour set (images, data, icons …).
    static let nonColorFolders: Set<String> = [
        "imageset", "appiconset", "dataset", "symbolset", "iconset", "launchimage", "brandassets",
        "imagestack", "imagestacklayer", "textureset", "cubetextureset", "mipmapset", "stickerpack",
        "sticker", "stickersequence", "arresourcegroup", "arreferenceimage", "arobject", "complicationset",
        "gcdashboardimage", "gcleaderboard", "gcleaderboardset", "solidimagestack",
    ]

    /// What reading gave: the colour sets, the catalogs' `Contents.json` texts (for reporters'
    /// excerpts) and the findings.
    struct Loaded {
        var catalogs = AssetCatalogs()
        var sources: [SourceFile] = []
        var diagnostics = DiagnosticCollector()
    }

    /// Reads the catalogs every document names (relative to it), then `extra` ones.
    func load(documents: [ThemeDocument], extra: [AssetCatalogPath]) -> Loaded {
        var loaded = Loaded()
        var seen = Set<String>()
        var named: [(path: String, entry: Located<String>?, trusted: Bool)] = []
        for document in documents {
            for entry in document.assetCatalogs {
                named.append((SourceFiles.resolve(entry.value, from: document.path), entry, false))
            }
        }
        named += extra.map { (SourceFiles.normalize($0.path), $0.entry, $0.isTrusted) }
        for catalog in named where seen.insert(catalog.path).inserted {
            read(catalog: catalog.path, entry: catalog.entry, trusted: catalog.trusted, into: &loaded)
        }
        return loaded
    }

    private func read(catalog path: String, entry: Located<String>?, trusted: Bool, into loaded: inout Loaded) {
        let shown = entry?.value ?? path
        func refuse(_ reason: String) {
            let at = entry?.location ?? SourceLocation(file: path, line: 1, column: 1)
            loaded.diagnostics.report(.invalidAssetCatalog, InvalidAssetCatalogRule.unreadable(shown, reason: reason, lookedFor: path), at: at)
        }
        if !trusted, let entry, case .outsideRoot(let root)? = source.refusal(toRead: path) {
            loaded.diagnostics.report(.pathOutsideRoot, PathOutsideRootRule.catalogOutside(entry.value, root: root), at: entry.location)
            return
        }
        guard FileSystem.kind(of: path) == .directory else {
            refuse(FileSystem.exists(path) ? "it is not a directory (an .xcassets folder)" : "no such directory")
            return
        }
        loaded.catalogs.paths.append(path)
        var visited = Set<String>()
        walk(path, prefix: "", trusted: trusted, visited: &visited, into: &loaded)
    }

    private func walk(_ directory: String, prefix: String, trusted: Bool, visited: inout Set<String>, into loaded: inout Loaded) {
        guard visited.insert(FileSystem.realPath(directory)).inserted,
            let entries = try? FileManager.default.contentsOfDirectory(atPath: directory)
        else { return }
        for name in entries.sorted() where !name.hasPrefix(".") {
            let path = directory + "/" + name
            guard FileSystem.kind(of: path) == .directory else { continue }
            // A folder linked out of the root is reported, never listed (SECURITY.md).
            if !trusted, case .outsideRoot(let root)? = source.refusal(toRead: path) {
                let at = SourceLocation(file: SourceFiles.displayPath(path), line: 1, column: 1)
                loaded.diagnostics.report(.pathOutsideRoot, PathOutsideRootRule.catalogLinkOutside(SourceFiles.displayPath(path), root: root), at: at)
                continue
            }
            let ext = name.split(separator: ".").count > 1 ? String(name.split(separator: ".").last!) : ""
            if ext == "colorset" {
                let setName = prefix + String(name.dropLast(".colorset".count))
                if let color = colorSet(setName, at: path + "/Contents.json", trusted: trusted, into: &loaded) {
                    loaded.catalogs.add(color)
                }
            } else if !Self.nonColorFolders.contains(ext) {
                let namespace = providesNamespace(path + "/Contents.json", trusted: trusted)
                walk(path, prefix: namespace ? prefix + name + "/" : prefix, trusted: trusted, visited: &visited, into: &loaded)
            }
        }
    }

    /// Reads and parses a catalog's `Contents.json`; nil (with findings) when it cannot.
    private func parse(_ file: String, trusted: Bool, into loaded: inout Loaded) -> SyntaxNode? {
        let start = SourceLocation(file: file, line: 1, column: 1)
        if !trusted, let refusal = source.refusal(toRead: file) {
            switch refusal {
            case .outsideRoot(let root):
                loaded.diagnostics.report(
                    .pathOutsideRoot, PathOutsideRootRule.catalogLinkOutside(SourceFiles.displayPath(file), root: root), at: start)
            case .notRegularFile(let what):
                loaded.diagnostics.report(
                    .invalidAssetCatalog, InvalidAssetCatalogRule.unreadable(file, reason: "it is \(what), not a regular file", lookedFor: file),
                    at: start)
            }
            return nil
        }
        let read: (bytes: [UInt8]?, size: Int)
        do {
            read = try SourceFiles.read(file, maxBytes: limits.parse.maxInputBytes)
        } catch {
            loaded.diagnostics.report(
                .invalidAssetCatalog, InvalidAssetCatalogRule.unreadable(file, reason: error.reason, lookedFor: file), at: start)
            return nil
        }
        guard let bytes = read.bytes else {
            loaded.diagnostics.report(
                .resourceLimit, ResourceLimitRule.inputTooLarge(byteCount: read.size, limit: limits.parse.maxInputBytes), at: start)
            return nil
        }
        let parsed = SourceParser.parse(bytes, path: file, format: .json, limits: limits.parse)
        loaded.sources.append(SourceFile(path: file, bytes: bytes, parsed: parsed))
        for issue in parsed.issues {
            loaded.diagnostics.report(issue.rule, issue.message, at: issue.location, related: issue.related)
        }
        return parsed.root
    }

    private func colorSet(_ name: String, at file: String, trusted: Bool, into loaded: inout Loaded) -> AssetColor? {
        guard let root = parse(file, trusted: trusted, into: &loaded) else { return nil }
        return AssetColorSetDecoder.decode(root, name: name, at: SourceLocation(file: file, line: 1, column: 1), into: &loaded.diagnostics)
    }

    /// True when a folder's `Contents.json` says `"properties": { "provides-namespace": true }`.
    /// A folder without one is a plain group.
    private func providesNamespace(_ file: String, trusted: Bool) -> Bool {
        guard FileSystem.exists(file), trusted || source.refusal(toRead: file) == nil,
            let read = try? SourceFiles.read(file, maxBytes: limits.parse.maxInputBytes), let bytes = read.bytes
        else { return false }
        let root = SourceParser.parse(bytes, path: file, format: .json, limits: limits.parse).root
        let properties = root?.pairs?.first { $0.key.scalar?.text == "properties" }?.value
        let flag = properties?.pairs?.first { $0.key.scalar?.text == "provides-namespace" }?.value.scalar
        return flag?.text == "true"
    }
}
