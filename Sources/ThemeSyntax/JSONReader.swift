/// A located RFC 8259 JSON parser for `*.theme.json`, writing a `SyntaxTree`.
///
/// Iterative: open objects and arrays live on an explicit stack, so nesting costs heap,
/// never call stack. It stops at the first syntax error (after one, positions of later
/// problems would be guesses) and reports it with its line and column. Objects become
/// `.mapping` (duplicate keys reported, the first pair kept), arrays `.sequence`, strings
/// `.doubleQuoted` scalars, numbers and `true`/`false`/`null` `.plain` scalars of their text.
struct JSONReader {
    let path: String
    let limits: ParseLimits

    /// An object or array whose closing bracket has not been read yet.
    private struct OpenContainer {
        let isObject: Bool
        let line: Int
        let column: Int
        /// Where its children start in the writer's pending stack.
        let pendingFrom: Int
        var keys = KeyIndex()
        var pendingKey: UInt32?
        var pendingKeyIsDuplicate = false
    }

    /// Parses `bytes` into a tree, or reports why not.
    func read(_ bytes: [UInt8]) -> ParsedSource {
        return bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(bytes: buffer, path: path)
            var writer = SyntaxTreeWriter(fileID: SourceLocation.fileID(of: path), expectedBytes: buffer.count)
            var issues: [SyntaxIssue] = []
            do throws(JSONStop) {
                let root = try parse(&scanner, into: &writer, issues: &issues)
                return ParsedSource(root: writer.finish().node(root), issues: issues)
            } catch {
                switch error {
                case .syntax(let error, let offset):
                    issues.append(SyntaxIssue(.syntax(error), at: scanner.location(at: offset)))
                case .limit(let issue):
                    issues.append(issue)
                }
                return ParsedSource(root: nil, issues: issues)
            }
        }
    }

    /// The parse loop: read a value; then, while it completes a container, attach it and
    /// read the separator that follows, until the top-level value is complete.
    private func parse(
        _ scanner: inout JSONScanner, into writer: inout SyntaxTreeWriter, issues: inout [SyntaxIssue]
    ) throws(JSONStop) -> UInt32 {
        scanner.skipByteOrderMark()
        scanner.skipWhitespace()
        if scanner.isAtEnd {
            throw .syntax(.emptyJSON, offset: scanner.index)
        }
        var stack: [OpenContainer] = []
        readValue: while true {
            scanner.skipWhitespace()
            let start = scanner.index
            var node: UInt32
            // 0 stands for the end of input: it matches no case and reads as "expected a value".
            switch scanner.peek ?? 0 {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = scanner.peek == UInt8(ascii: "{")
                let location = scanner.location(at: start)
                guard stack.count < limits.maxDepth else { throw .limit(.tooDeep(limits: limits, at: location)) }
                scanner.index += 1
                stack.append(
                    OpenContainer(isObject: isObject, line: location.line, column: location.column, pendingFrom: writer.pendingCount))
                scanner.skipWhitespace()
                guard scanner.peek == UInt8(ascii: isObject ? "}" : "]") else {
                    if isObject { try readKey(&scanner, into: &stack, writer: &writer, issues: &issues) }
                    continue readValue
                }
                scanner.index += 1
                node = close(stack.removeLast(), into: &writer)
            case UInt8(ascii: "\""):
                let location = scanner.location(at: start)
                node = Self.scalar(try scanner.readString(), style: .doubleQuoted, at: location, scanner, into: &writer)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let location = scanner.location(at: start)
                node = Self.scalar(.source(try scanner.readNumber()), style: .plain, at: location, scanner, into: &writer)
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                let location = scanner.location(at: start)
                node = Self.scalar(.source(try scanner.readLiteral()), style: .plain, at: location, scanner, into: &writer)
            default:
                throw .syntax(.expected(.value, found: scanner.found(at: start)), offset: start)
            }
            // Attach the finished node; a closing bracket finishes its container in turn.
            while let top = stack.indices.last {
                if stack[top].isObject {
                    if !stack[top].pendingKeyIsDuplicate, let key = stack[top].pendingKey {
                        writer.addPending(key)
                        writer.addPending(node)
                    }
                    stack[top].pendingKey = nil
                } else {
                    writer.addPending(node)
                }
                let isObject = stack[top].isObject
                let closer = UInt8(ascii: isObject ? "}" : "]")
                scanner.skipWhitespace()
                if scanner.peek == UInt8(ascii: ",") {
                    let comma = scanner.index
                    scanner.index += 1
                    scanner.skipWhitespace()
                    if scanner.peek == closer {
                        throw .syntax(.trailingComma(inObject: isObject), offset: comma)
                    }
                    if isObject { try readKey(&scanner, into: &stack, writer: &writer, issues: &issues) }
                    continue readValue
                }
                guard scanner.peek == closer else {
                    let expectation: SyntaxIssue.JSONExpectation = isObject ? .memberSeparator : .elementSeparator
                    throw .syntax(.expected(expectation, found: scanner.found(at: scanner.index)), offset: scanner.index)
                }
                scanner.index += 1
                node = close(stack.removeLast(), into: &writer)
            }
            scanner.skipWhitespace()
            guard scanner.isAtEnd else {
                throw .syntax(.trailingContent(found: scanner.found(at: scanner.index)), offset: scanner.index)
            }
            return node
        }
    }

    /// Reads `"name" :` into the top object's pending key, reporting a repeated name.
    private func readKey(
        _ scanner: inout JSONScanner, into stack: inout [OpenContainer], writer: inout SyntaxTreeWriter,
        issues: inout [SyntaxIssue]
    ) throws(JSONStop) {
        let start = scanner.index
        guard scanner.peek == UInt8(ascii: "\"") else {
            throw .syntax(.expected(.memberName, found: scanner.found(at: start)), offset: start)
        }
        let location = scanner.location(at: start)
        let key = try scanner.readString()
        let top = stack.count - 1
        let node = Self.scalar(key, style: .doubleQuoted, at: location, scanner, into: &writer)
        stack[top].pendingKey = node
        if let first = writer.insertKey(node, into: &stack[top].keys) {
            issues.append(.duplicateKey(writer.text(of: node), at: location, first: first))
            stack[top].pendingKeyIsDuplicate = true
        } else {
            stack[top].pendingKeyIsDuplicate = false
        }
        scanner.skipWhitespace()
        try scanner.expect(UInt8(ascii: ":"), .nameSeparator)
    }

    /// Appends a scalar of `text` at `location`; returns its index.
    private static func scalar(
        _ text: JSONText, style: ScalarStyle, at location: SourceLocation, _ scanner: JSONScanner,
        into writer: inout SyntaxTreeWriter
    ) -> UInt32 {
        scanner.withBytes(of: text) { writer.scalar($0, style: style, tag: nil, line: location.line, column: location.column) }
    }

    /// Moves a finished container's children into the tree; returns its index.
    private func close(_ container: OpenContainer, into writer: inout SyntaxTreeWriter) -> UInt32 {
        writer.collection(mapping: container.isObject, from: container.pendingFrom, line: container.line, column: container.column)
    }
}
