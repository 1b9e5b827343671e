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

    /// Parses `bytes`: the first document becomes the root; every problem becomes an issue.
    func read(_ bytes: [UInt8]) -> ParsedSource {
        // An empty file is no document; the compiler reports the missing theme.
        guard !bytes.isEmpty else { return ParsedSource(root: nil, issues: []) }
        guard initialized else {
            let issue = SyntaxIssue(.syntax(.libyamlUnavailable), at: location(line: 0, column: 0))
            return ParsedSource(root: nil, issues: [issue])
        }
        return bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
            var builder = YAMLTreeBuilder(path: path, fileID: fileID, limits: limits, source: bytes)
            // Line starts, found once for the comments, the hex check, libyaml's errors and
            // the loader's `SourceFile`.
            let lines = LineIndex(buffer)
            let comments = YAMLComments.scan(buffer, lines: lines)
            var hexCheck = UnquotedHexColorCheck(bytes: buffer, path: path, comments: comments, lines: lines)
            readEvents(into: &builder, hexCheck: &hexCheck, bytes: buffer, lines: lines)
            let (tree, root) = builder.finish()
            var parsed = ParsedSource(root: root.map(tree.node), issues: builder.issues, comments: comments)
            parsed.lines = lines
            return parsed
        }
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
                let failedLine = Int(parser.pointee.problem_mark.line) + 1
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
                    : lines.offset(line: Int(event.start_mark.line), column: Int(event.start_mark.column), in: bytes)
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
    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        location(line: Int(mark.line), column: Int(mark.column))
    }

    /// See `location(_:)`: 0-based line and column in, 1-based location out.
    private func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(fileID: fileID, line: line + 1, column: column + 1)
    }

    /// libyaml's error as an issue at libyaml's position. Reader errors (bad encoding,
    /// control characters) come with a byte offset instead of a mark.
    private func libyamlError(bytes: UnsafeBufferPointer<UInt8>, lines: LineIndex) -> SyntaxIssue {
        let error = parser.pointee
        let problem = error.problem.map { String(cString: $0) }
        if error.error == YAML_READER_ERROR {
            let (line, column) = lines.position(ofByte: Int(error.problem_offset), in: bytes)
            let value = error.problem_value >= 0 ? Int(error.problem_value) : nil
            return SyntaxIssue(
                .syntax(.notUTF8(problem: problem, value: value)),
                at: SourceLocation(file: path, line: line, column: column))
        }
        let mark = error.problem_mark
        if let offset = lines.offset(line: Int(mark.line), column: Int(mark.column), in: bytes),
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
