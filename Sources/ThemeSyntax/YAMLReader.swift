import CYAML

/// Reads YAML through libyaml's event API into a `SyntaxTree`.
///
/// The reader owns one `yaml_parser_t` for its lifetime and reads one input. It turns
/// events into nodes through `YAMLTreeBuilder`; it never applies YAML 1.1's implicit
/// typing: every scalar is text with its style, and the theme language decides its type.
final class YAMLReader {
    let path: String
    /// `path` as locations keep it.
    private let fileID: UInt32
    let limits: ParseLimits
    /// Heap-allocated so its address is stable while libyaml holds pointers into it.
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let initialized: Bool

    init(path: String, limits: ParseLimits) {
        self.path = path
        self.fileID = SourceLocation.fileID(of: path)
        self.limits = limits
        parser = .allocate(capacity: 1)
        initialized = yaml_parser_initialize(parser) == 1
    }

    deinit {
        if initialized { yaml_parser_delete(parser) }
        parser.deallocate()
    }

    /// Files smaller than this are read whole: a piece must be worth a thread.
    static let minimumPieceBytes = 64 << 10

    /// The 0-based line and the byte where the text libyaml reads starts: 0 for a whole file,
    /// a piece's start for a piece (libyaml's marks count from where its input starts).
    private var firstLine = 0
    private var firstByte = 0
    /// A piece's length as libyaml's marks count it, and the 0-based line and column of the
    /// first entry of the piece after it: libyaml places an empty value at its input's end,
    /// where a whole read places it at the next token, that entry's key (nil for a whole file
    /// or the last piece).
    private var pieceEnd: (length: Int, line: Int, column: Int)?

    /// Parses `bytes`: the first document becomes the root; every problem becomes an issue.
    /// With `pieces` above 1 a large theme is read in up to that many pieces at once
    /// (`YAMLSplitPlan`); the result is the same tree, issues and comments either way.
    func read(_ bytes: [UInt8], pieces: Int = 1) -> ParsedSource {
        read(bytes, pieces: pieces) { plan, lines, comments in readPieces(plan, of: bytes, lines: lines, comments: comments) }
    }

    /// Parses `bytes` as `read(_:pieces:)` does, and when the file is read in pieces, decodes
    /// the `presets` entries of each piece with `decode` as soon as the piece is read, on the
    /// thread that read it, and lets the piece's nodes go (`PresetPieces`). The root's
    /// `presets` mapping then holds only the first piece's entries: the caller takes every
    /// entry from the pieces. Nil pieces: the file was read whole, and the root holds it all.
    func read<Decoded: Sendable>(
        _ bytes: [UInt8], pieces: Int, decodingPresets decode: @Sendable (SyntaxNode) -> Decoded
    ) -> (ParsedSource, PresetPieces<Decoded>?) {
        var decoded: PresetPieces<Decoded>?
        let parsed = read(bytes, pieces: pieces) { plan, lines, comments in
            guard let (tree, root, presets) = readPieces(plan, of: bytes, lines: lines, comments: comments, decoding: decode)
            else { return nil }
            decoded = presets
            return (tree, root, [])
        }
        return (parsed, decoded)
    }

    /// The body of both reads: `split` reads the pieces of a plan (nil: read the file whole).
    private func read(
        _ bytes: [UInt8], pieces: Int,
        split: (YAMLSplitPlan, LineIndex, [SourceComment]) -> (SyntaxTree, UInt32?, [SyntaxIssue])?
    ) -> ParsedSource {
        // An empty file is no document; the compiler reports the missing theme.
        guard !bytes.isEmpty else { return ParsedSource(root: nil, issues: []) }
        guard initialized else {
            let issue = SyntaxIssue(.syntax(.libyamlUnavailable), at: location(line: 0, column: 0))
            return ParsedSource(root: nil, issues: [issue])
        }
        return bytes.withUnsafeBufferPointer { buffer in
            // Line starts, found once for the comments, the hex check, libyaml's errors and
            // the loader's `SourceFile`.
            let lines = LineIndex(buffer)
            let comments = YAMLComments.scan(buffer, lines: lines)
            let plan = YAMLSplitPlan(buffer, lines: lines, count: pieces)
            let pieces = plan.flatMap { split($0, lines, comments) }
            let (tree, root, issues) = pieces ?? readWhole(buffer, source: bytes, lines: lines, comments: comments)
            var parsed = ParsedSource(root: root.map(tree.node), issues: issues, comments: comments)
            parsed.lines = lines
            parsed.pieces = pieces == nil ? 1 : plan?.pieces.count ?? 1
            return parsed
        }
    }

    /// Reads the whole file in one pass.
    private func readWhole(
        _ buffer: UnsafeBufferPointer<UInt8>, source: [UInt8], lines: LineIndex, comments: [SourceComment]
    ) -> (SyntaxTree, UInt32?, [SyntaxIssue]) {
        yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
        var builder = YAMLTreeBuilder(path: path, fileID: fileID, limits: limits, source: source)
        var hexCheck = UnquotedHexColorCheck(bytes: buffer, path: path, comments: comments, lines: lines)
        readEvents(into: &builder, hexCheck: &hexCheck, bytes: buffer, lines: lines)
        let (tree, root) = builder.finish()
        return (tree, root, builder.issues)
    }

    /// Reads the pieces of `plan` on as many threads and joins them; nil when a piece has an
    /// issue or the pieces do not join into the tree a whole read builds (the caller then
    /// reads the file whole, so every message is the whole read's).
    private func readPieces(
        _ plan: YAMLSplitPlan, of source: [UInt8], lines: LineIndex, comments: [SourceComment]
    ) -> (SyntaxTree, UInt32?, [SyntaxIssue])? {
        let (path, limits) = (self.path, self.limits)
        // The array of results is a temporary, gone after this statement: the join then holds
        // the only reference to each piece's arrays.
        var pieces = parallelMap(plan.pieces.count) { i in
            let next = i + 1 < plan.pieces.count ? (plan.pieces[i + 1].firstLine, plan.indent) : nil
            return YAMLReader(path: path, limits: limits).readPiece(
                plan.pieces[i], first: i == 0, nextEntry: next, of: source, lines: lines, comments: comments)
        }.compactMap { $0 }
        guard pieces.count == plan.pieces.count else { return nil }
        guard let (tree, root) = SyntaxTreeWriter.joining(&pieces, plan: plan, limits: limits) else { return nil }
        return (tree, root, [])
    }

    /// Reads one piece; nil when it has an issue (a syntax error, a limit, a duplicate key …).
    /// A piece after the first is one level shallower than where its entries sit in the
    /// file (its mapping stands for `presets`' own), so its depth limit is one lower.
    func readPiece(
        _ piece: YAMLSplitPlan.Piece, first: Bool, nextEntry: (line: Int, column: Int)?, of source: [UInt8], lines: LineIndex,
        comments: [SourceComment], joining: Bool = true
    ) -> YAMLPiece? {
        guard initialized else { return nil }
        var pieceLimits = limits
        if !first { pieceLimits.maxDepth -= 1 }
        (firstLine, firstByte) = (piece.firstLine, piece.bytes.lowerBound)
        return source.withUnsafeBufferPointer { buffer in
            let text = UnsafeBufferPointer(rebasing: buffer[piece.bytes])
            pieceEnd = nextEntry.map { (Self.markIndex(atEndOf: text), $0.line, $0.column) }
            yaml_parser_set_input_string(parser, text.baseAddress, text.count)
            // The first piece's arrays become the joined tree's: sized for the whole file, they
            // take the later pieces without being copied to grow (untouched, the room costs
            // no memory). Pieces decoded as they are read are never joined.
            let expected = first && joining ? source.count : text.count
            var builder = YAMLTreeBuilder(path: path, fileID: fileID, limits: pieceLimits, source: source, expectedBytes: expected)
            var hexCheck = UnquotedHexColorCheck(bytes: buffer, path: path, comments: comments, lines: lines)
            readEvents(into: &builder, hexCheck: &hexCheck, bytes: buffer, lines: lines)
            guard builder.issues.isEmpty, !builder.stopped, let root = builder.root else { return nil }
            return YAMLPiece(writer: builder.writer, root: root, expandedNodes: builder.expandedNodes, firstLine: piece.firstLine)
        }
    }

    /// libyaml's `mark.index` at the end of `text`: it counts characters (Unicode scalars),
    /// not bytes, and a byte order mark not at all.
    private static func markIndex(atEndOf text: UnsafeBufferPointer<UInt8>) -> Int {
        var characters = 0
        for byte in text where byte & 0xC0 != 0x80 { characters += 1 }
        return UTF8Validation.hasByteOrderMark(text) ? characters - 1 : characters
    }

    /// The event loop: one event at a time until the stream ends, an error, a limit, or a
    /// second document.
    private func readEvents(
        into builder: inout YAMLTreeBuilder, hexCheck: inout UnquotedHexColorCheck,
        bytes: UnsafeBufferPointer<UInt8>, lines: LineIndex
    ) {
        var documents = 0
        while !builder.stopped {
            var event = yaml_event_t()
            guard yaml_parser_parse(parser, &event) == 1 else {
                // An unquoted colour in a flow mapping hides the rest of its line in a comment,
                // and libyaml fails further on: the '#' is the mistake to report.
                let failedLine = firstLine + Int(parser.pointee.problem_mark.line) + 1
                builder.report(hexCheck.flowIssue(throughLine: failedLine) ?? libyamlError(bytes: bytes, lines: lines))
                return
            }
            defer { yaml_event_delete(&event) }
            let start = location(event.start_mark)
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    builder.report(
                        SyntaxIssue(.multipleDocuments, at: start))
                    drainEvents(into: &builder, bytes: bytes, lines: lines)
                    return
                }
            case YAML_SCALAR_EVENT:
                let data = event.data.scalar
                let style = Self.style(data.style)
                let tag = Self.string(data.tag)
                if data.length == 0, style == .plain, tag == nil,
                    let (key, keyEnd) = builder.awaitingValue, let keyEnd,
                    let issue = hexCheck.issue(key: key, keyEnd: keyEnd)
                {
                    builder.report(issue)
                }
                // Scalars may hold NUL (from `\0`), so the length counts, not a terminator.
                let text = UnsafeBufferPointer(start: data.value, count: data.value == nil ? 0 : data.length)
                // Where the text starts if written as it is: at the node, or after its quote.
                // (A block scalar's text never is; the writer checks the bytes either way.)
                let offset =
                    style == .block
                    ? nil
                    : lines.offset(line: start.line - 1, column: start.column - 1, in: bytes)
                        .map { style == .plain ? $0 : $0 + 1 }
                builder.scalar(
                    text, style: style, tag: tag, at: start, end: location(event.end_mark), anchor: Self.string(data.anchor),
                    sourceOffset: offset)
            case YAML_SEQUENCE_START_EVENT:
                builder.open(mapping: false, at: start, anchor: Self.string(event.data.sequence_start.anchor))
            case YAML_MAPPING_START_EVENT:
                builder.open(mapping: true, at: start, anchor: Self.string(event.data.mapping_start.anchor))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                builder.close()
            case YAML_ALIAS_EVENT:
                builder.alias(Self.string(event.data.alias.anchor) ?? "", at: start)
            default:
                break  // stream start, document end
            }
        }
    }

    /// Reads the rest of the stream without building anything, so that a libyaml error
    /// in a later document is still reported where libyaml finds it.
    private func drainEvents(into builder: inout YAMLTreeBuilder, bytes: UnsafeBufferPointer<UInt8>, lines: LineIndex) {
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(parser, &event) == 1 else {
                builder.report(libyamlError(bytes: bytes, lines: lines))
                return
            }
            let done = event.type == YAML_STREAM_END_EVENT
            yaml_event_delete(&event)
            if done { return }
        }
    }

    // MARK: - Conversions

    /// The one place where libyaml's 0-based marks become 1-based locations. libyaml counts
    /// columns in characters (Unicode scalars), which is what `SourceLocation` wants.
    /// In a piece, lines count from the piece's first line, and the piece's end stands for the
    /// next piece's first entry (`pieceEnd`).
    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        if let end = pieceEnd, mark.index == end.length { return location(line: end.line, column: end.column) }
        return location(line: firstLine + Int(mark.line), column: Int(mark.column))
    }

    /// See `location(_:)`: 0-based line and column of the file in, 1-based location out.
    private func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(fileID: fileID, line: line + 1, column: column + 1)
    }

    /// libyaml's error as an issue at libyaml's position. Reader errors (bad encoding,
    /// control characters) come with a byte offset instead of a mark.
    private func libyamlError(bytes: UnsafeBufferPointer<UInt8>, lines: LineIndex) -> SyntaxIssue {
        let error = parser.pointee
        let problem = error.problem.map { String(cString: $0) }
        if error.error == YAML_READER_ERROR {
            let (line, column) = lines.position(ofByte: firstByte + Int(error.problem_offset), in: bytes)
            let value = error.problem_value >= 0 ? Int(error.problem_value) : nil
            return SyntaxIssue(
                .syntax(.notUTF8(problem: problem, value: value)),
                at: SourceLocation(file: path, line: line, column: column))
        }
        let mark = error.problem_mark
        if let offset = lines.offset(line: firstLine + Int(mark.line), column: Int(mark.column), in: bytes),
            offset < bytes.count, bytes[offset] == 0x09
        {
            return SyntaxIssue(.syntax(.tab), at: location(mark))
        }
        let context = error.context.map { SyntaxIssue.ParserContext(String(cString: $0), start: location(error.context_mark)) }
        return SyntaxIssue(.syntax(.libyaml(problem: problem, context: context)), at: location(error.problem_mark))
    }

    /// A NUL-terminated libyaml string (anchor, tag), nil when absent.
    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func style(_ style: yaml_scalar_style_t) -> ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE, YAML_FOLDED_SCALAR_STYLE: return .block
        default: return .plain
        }
    }
}
