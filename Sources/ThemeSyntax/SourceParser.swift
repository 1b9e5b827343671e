/// The two input formats of a theme file.
package enum SourceFormat: String, Sendable, Hashable {
    case yaml
    case json

    /// The format of a theme path by its extension (`.theme.yaml`, `.theme.yml`, `.theme.json`,
    /// or plain `.yaml`/`.yml`/`.json`), or nil when it is not a theme file name.
    package init?(path: String) {
        let lower = path.lowercased()
        if lower.hasSuffix(".json") { self = .json } else if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") { self = .yaml } else { return nil }
    }
}

/// The result of reading one file: the root node (nil when nothing usable was read) and
/// every issue found on the way.
package struct ParsedSource: Sendable {
    package var root: SyntaxNode?
    package var issues: [SyntaxIssue]
    /// The comments, in source order (YAML; JSON has none).
    package var comments: [SourceComment]
    /// The line starts, when the reader found them (YAML), for the `SourceFile`.
    var lines: LineIndex?
    /// How many pieces a YAML file was read in at once (1 when it was read whole).
    var pieces = 1

    package init(root: SyntaxNode?, issues: [SyntaxIssue], comments: [SourceComment] = []) {
        self.root = root
        self.issues = issues
        self.comments = comments
    }
}

/// Entry point of the syntax stage: bytes → located node tree.
package enum SourceParser {
    /// Parses `bytes` read from `path` (used only for locations) in the given format.
    /// Never traps and never recurses deeper than `limits.maxDepth`. A large YAML theme is
    /// read on up to `cores` threads (`YAMLSplitPlan`); the result does not depend on it.
    package static func parse(
        _ bytes: [UInt8], path: String, format: SourceFormat,
        limits: ParseLimits = .default, cores: Int = 1
    ) -> ParsedSource {
        switch format {
        case .yaml:
            let pieces = min(cores, bytes.count / YAMLReader.minimumPieceBytes)
            return YAMLReader(path: path, limits: limits).read(bytes, pieces: pieces)
        case .json: return JSONReader(path: path, limits: limits).read(bytes)
        }
    }

    /// Parses `bytes` as `parse(_:path:format:limits:cores:)` does. A large YAML theme is then
    /// read in more pieces than cores, and the `presets` entries of each piece are decoded by
    /// `decode` on the thread that read it as soon as it is read (`PresetPieces`); the root's
    /// `presets` mapping holds only the first piece's entries. Nil pieces: the file was read
    /// whole (one core, a small file, JSON, a layout the split plan refuses, an issue), and
    /// the root holds everything.
    package static func parse<Decoded: Sendable>(
        _ bytes: [UInt8], path: String, format: SourceFormat, limits: ParseLimits = .default, cores: Int,
        decodingPresets decode: @Sendable (SyntaxNode) -> Decoded
    ) -> (ParsedSource, PresetPieces<Decoded>?) {
        guard format == .yaml, cores > 1 else { return (parse(bytes, path: path, format: format, limits: limits), nil) }
        let pieces = YAMLReader.decodedPieceCount(bytes.count, cores: cores)
        return YAMLReader(path: path, limits: limits).read(bytes, pieces: pieces, decodingPresets: decode)
    }
}
