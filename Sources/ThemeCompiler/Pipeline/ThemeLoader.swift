import ThemeSyntax

/// Reads a theme file and, transitively, the files it imports (docs/language.md): parse,
/// decode, follow `imports` relative to the importing file, report cycles with every step
/// and unreadable imports at their `imports` entry.
package struct ThemeLoader: Sendable {
    package var limits: CompilerLimits
    /// Where files are read from (the file system unless told otherwise).
    package var source: any ThemeSource
    /// Asset catalogs named outside the themes (`.themec.yml`, `--asset-catalog`), read after
    /// the catalogs the themes name (`assetCatalogs:`). Catalogs are always read from the file
    /// system, whatever `source` is.
    package var assetCatalogs: [AssetCatalogPath]

    package init(limits: CompilerLimits = CompilerLimits(), source: any ThemeSource = FileSystemSource(), assetCatalogs: [AssetCatalogPath] = []) {
        self.limits = limits
        self.source = source
        self.assetCatalogs = assetCatalogs
    }

    /// What loading produced: the program (nil when the root gave nothing to work with)
    /// and every finding on the way.
    package struct Result: Sendable {
        package var program: ThemeProgram
        package var diagnostics: [Diagnostic]
    }

    /// Loads `input`. Throws only when the root file itself cannot be read (exit 66).
    package func load(_ input: ThemeInput) throws(ThemeInputError) -> Result {
        var timings = StageTimings()
        return try load(input, timings: &timings)
    }

    /// Loads `input`, adding the time spent reading, parsing and decoding to `timings`.
    package func load(_ input: ThemeInput, timings: inout StageTimings) throws(ThemeInputError) -> Result {
        let path = SourceFiles.displayPath(input.path)
        var state = LoadState()
        let root: (bytes: [UInt8]?, size: Int)
        switch input {
        case .file:
            root = try StageTimings.measure(&state.timings.read) { () throws(ThemeInputError) in
                try source.read(path, maxBytes: limits.parse.maxInputBytes)
            }
        case .bytes(let bytes, _):
            root = (bytes.count > limits.parse.maxInputBytes ? nil : bytes, bytes.count)
        }
        return load(read: root, path: path, state: &state, timings: &timings)
    }

    private func load(
        read root: (bytes: [UInt8]?, size: Int), path: String, state: inout LoadState,
        timings: inout StageTimings
    ) -> Result {
        defer { timings.add(state.timings) }
        let document = parseAndDecode(path: path, read: root, into: &state)
        state.documents.append(document)
        state.paths[path] = 0
        state.scopes.append([])
        state.stack = [(0, nil)]
        loadImports(of: 0, depth: 1, into: &state)
        for d in state.documents.indices { state.scopes[d] = scope(of: d, in: state) }
        var program = ThemeProgram(documents: state.documents, sources: state.sources, scopes: state.scopes)
        let catalogs = AssetCatalogLoader(limits: limits, source: source).load(documents: state.documents, extra: assetCatalogs)
        program.assets = catalogs.catalogs
        program.assetSources = catalogs.sources
        state.diagnostics.append(contentsOf: catalogs.diagnostics.diagnostics)
        return Result(program: program, diagnostics: state.diagnostics.diagnostics)
    }

    /// Mutable bookkeeping of one load.
    private struct LoadState {
        var documents: [ThemeDocument] = []
        var sources: [SourceFile] = []
        var paths: [String: Int] = [:]
        var imports: [[Int]] = []
        var scopes: [[Int]] = []
        /// The import path being followed: document and the import entry that led to it.
        var stack: [(document: Int, via: Located<String>?)] = []
        var diagnostics = DiagnosticCollector()
        var timings = StageTimings()
    }

    /// Parses and decodes one file, keeping its text in `state.sources` (in step with the
    /// document the caller appends).
    private func parseAndDecode(path: String, read: (bytes: [UInt8]?, size: Int), into state: inout LoadState) -> ThemeDocument {
        let start = SourceLocation(file: path, line: 1, column: 1)
        guard let bytes = read.bytes else {
            state.sources.append(SourceFile(path: path, bytes: []))
            state.diagnostics.report(
                .resourceLimit, ResourceLimitRule.inputTooLarge(byteCount: read.size, limit: limits.parse.maxInputBytes), at: start)
            return ThemeDocument(path: path, location: start)
        }
        let format = SourceFormat(path: path) ?? .yaml
        // A large theme's presets are decoded piece by piece as the file is read, and each
        // piece's nodes let go (`PresetPieces`).
        var phase = Duration.zero
        let colorNames = ColorNames()
        var (parsed, pieces) = StageTimings.measure(&phase) {
            SourceParser.parse(
                bytes, path: path, format: format, limits: limits.parse, cores: Cores.available,
                decodingPresets: { ThemeDecoder.presetPiece($0, path: path, colorNames: colorNames) })
        }
        state.timings.addReading(phase, of: pieces)
        // A file that parsed but is not a mapping is not a theme: keep none of its text, so no
        // reporter shows an excerpt of it (it may be any file a path reached).
        let isTheme = parsed.root.map { $0.pairs != nil || $0.isNull } ?? true
        state.sources.append(isTheme ? SourceFile(path: path, bytes: bytes, parsed: parsed) : SourceFile(path: path, bytes: []))
        for issue in parsed.issues {
            state.diagnostics.report(issue.rule, issue.message, at: issue.location, related: issue.related)
        }
        if parsed.root == nil, !parsed.issues.isEmpty {
            // The syntax finding (or the unquoted colour that broke a flow mapping) says it all.
            return ThemeDocument(path: path, location: start)
        }
        var decoder = ThemeDecoder(path: path, colorNames: colorNames)
        decoder.presetPieces = pieces.take()?.decoded
        let (document, findings) = StageTimings.measure(&state.timings.decode) { decoder.decode(parsed.root) }
        state.diagnostics.append(contentsOf: findings)
        return document
    }

    private func loadImports(of index: Int, depth: Int, into state: inout LoadState) {
        while state.imports.count <= index { state.imports.append([]) }
        for entry in state.documents[index].imports {
            let target = SourceFiles.resolve(entry.value, from: state.documents[index].path)
            if let onStack = state.stack.firstIndex(where: { state.documents[$0.document].path == target }) {
                reportCycle(at: entry, from: onStack, in: state.stack, into: &state.diagnostics, documents: state.documents)
                continue
            }
            if let known = state.paths[target] {
                state.imports[index].append(known)
                continue
            }
            guard depth <= limits.maxImportDepth, state.documents.count < limits.maxImports else {
                state.diagnostics.report(
                    .resourceLimit,
                    "imports nest deeper than \(limits.maxImportDepth) files or exceed \(limits.maxImports) files — flatten the imports or raise --max-imports",
                    at: entry.location)
                continue
            }
            // A path the theme names is checked before it is opened (SECURITY.md): inside the
            // project root, and a regular file (a named pipe would hang, a device never ends).
            switch source.refusal(toRead: target) {
            case .outsideRoot(let root)?:
                state.diagnostics.report(.pathOutsideRoot, PathOutsideRootRule.importOutside(entry.value, root: root), at: entry.location)
                continue
            case .notRegularFile(let what)?:
                state.diagnostics.report(
                    .importFailed, ImportFailedRule.unreadable(entry.value, reason: "it is \(what), not a regular file", lookedFor: target),
                    at: entry.location)
                continue
            case nil: break
            }
            let read: (bytes: [UInt8]?, size: Int)
            do {
                read = try StageTimings.measure(&state.timings.read) { () throws(ThemeInputError) in
                    try source.read(target, maxBytes: limits.parse.maxInputBytes)
                }
            } catch {
                let suggestion = nearestImport(to: entry.value, target: target)
                state.diagnostics.report(
                    .importFailed,
                    ImportFailedRule.unreadable(entry.value, reason: error.reason, lookedFor: target) + Suggestion.phrase(suggestion),
                    at: entry.location, suggestion: suggestion)
                continue
            }
            let document = parseAndDecode(path: target, read: read, into: &state)
            let newIndex = state.documents.count
            state.documents.append(document)
            state.scopes.append([])
            state.paths[target] = newIndex
            state.imports[index].append(newIndex)
            state.stack.append((newIndex, entry))
            loadImports(of: newIndex, depth: depth + 1, into: &state)
            state.stack.removeLast()
        }
    }

    /// The import `entry` most likely meant: the theme file beside where it pointed whose name
    /// is nearest by spelling (`Palete.theme.yaml` → `Palette.theme.yaml`), written as the
    /// entry was; nil when none is close.
    private func nearestImport(to entry: String, target: String) -> String? {
        let name = String(entry.split(separator: "/").last ?? "")
        guard let found = Suggestion.nearest(to: name, in: source.themeFileNames(besides: target)), found != name else { return nil }
        return String(entry.dropLast(name.count)) + found
    }

    private func reportCycle(
        at entry: Located<String>, from start: Int, in stack: [(document: Int, via: Located<String>?)],
        into diagnostics: inout DiagnosticCollector, documents: [ThemeDocument]
    ) {
        let cycle = stack[start...].map { documents[$0.document].path } + [documents[stack[start].document].path]
        let steps: [RelatedLocation] = stack[(start + 1)...].compactMap { step in
            step.via.map { RelatedLocation($0.location, "imports '\(documents[step.document].path)'") }
        }
        diagnostics.report(
            .importCycle, ImportCycleRule.cycle(cycle),
            at: entry.location, related: steps)
    }

    /// The documents visible from `document`: itself, then its imports depth-first.
    private func scope(of document: Int, in state: LoadState) -> [Int] {
        var order: [Int] = []
        var seen = Set<Int>()
        var pending = [document]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            order.append(next)
            let children = next < state.imports.count ? state.imports[next] : []
            pending.append(contentsOf: children.reversed())
        }
        return order
    }
}
