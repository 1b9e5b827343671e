import Testing
@testable import ThemeCompiler

/// `TableValue` (what `diff` compares and `explain` shows) and the table's bytes (what
/// `compile` writes) come from one walk but two sinks: the bytes from prebuilt fragments
/// (`AppearanceJSON`), the value member by member. Written back as JSON, the value must be
/// those bytes exactly.
@Suite struct TableValueTests {
    /// Every set of edges (`all`, `none` and the fourteen lists in between, in scrambled
    /// order) and `customized` lists of one to many properties in declaration order.
    static let theme: String = {
        let edges = ["top", "leading", "bottom", "trailing"]
        var text = "version: 1\ntheme: Values\ndeploymentTarget: { iOS: \"15.0\" }\ncolors:\n  accent: '#3366CC'\n  ink: '#202020'\npresets:\n"
        for mask in 0..<16 {
            let set = edges.indices.filter { mask & (1 << $0) != 0 }.map { edges[$0] }
            let value = mask == 0 ? "none" : mask == 15 ? "all" : "[\(set.reversed().joined(separator: ", "))]"
            text += "  p\(mask):\n    base: listPlainCell\n"
            text += "    edgesAddingLayoutMarginsToBackgroundInsets: \(value)\n"
            if mask % 2 == 1 { text += "    strokeWidth: 1\n    cornerRadius: \(mask)\n" }
            if mask % 3 == 0 { text += "    backgroundColor: accent\n    strokeColor: ink\n" }
            text += "    states:\n      selected: { cornerRadius: 0.5, backgroundInsets: { top: \(mask), leading: 1 } }\n"
        }
        text += "  button:\n    base: filledButton\n    baseForegroundColor: ink\n    cornerStyle: capsule\n"
        return text
    }()

    @Test(arguments: [false, true])
    func theValueWrittenBackIsTheTablesBytes(provenance: Bool) throws {
        let (result, _) = try compileTheme(Self.theme)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(describe(result.diagnostics))")
        let table = try #require(result.table)
        let (text, value) = Self.bytesAndValue(of: table, provenance: provenance)
        #expect(value == text)
        // Every edge list is in the table, each in table order.
        #expect(text.contains("\"edgesAddingLayoutMarginsToBackgroundInsets\": []"))
        #expect(text.contains("\"leading\",\n            \"trailing\"\n          ]"))
    }

    /// `table`'s bytes as `compile` writes them, and its value (`TableValue`) written back as
    /// JSON member by member.
    static func bytesAndValue(of table: ResolvedTable, provenance: Bool) -> (bytes: String, value: String) {
        let emitter = JSONTableEmitter(provenance: provenance)
        var builder = TableValue.Builder()
        emitter.walk(table, into: &builder)
        var out = JSONWriter()
        builder.value.write(to: &out)
        out.finish()
        return (String(decoding: emitter.emit(table), as: UTF8.self), String(decoding: out.bytes.array, as: UTF8.self))
    }
}
