import ThemeSyntax

/// SARIF 2.1.0, as GitHub code scanning accepts it: one run whose tool driver lists every
/// rule of the registry (id, name, short and full description, default level, help text
/// and Markdown), and one result per finding with its physical location, region columns
/// (Unicode code points, as themec counts them), related locations and the suggestion.
public struct SARIFReporter: DiagnosticReporter {
    /// What the driver says of one rule (the catalogue renders these from the registry).
    public struct Rule: Sendable {
        package var id: RuleID
        package var name: String
        package var summary: String
        package var rationale: String
        /// The long explanation (`themec rules ID`) and the same as Markdown.
        package var helpText: String
        package var helpMarkdown: String
        /// Where in the pipeline it is checked (a tag).
        package var stage: String

        package init(
            id: RuleID, name: String, summary: String, rationale: String, helpText: String,
            helpMarkdown: String, stage: String
        ) {
            self.id = id
            self.name = name
            self.summary = summary
            self.rationale = rationale
            self.helpText = helpText
            self.helpMarkdown = helpMarkdown
            self.stage = stage
        }
    }

    /// The rules the driver lists, in catalogue order.
    public var rules: [Rule]

    /// A SARIF reporter listing `rules` (`RuleCatalog.sarifRules()`).
    public init(rules: [Rule]) { self.rules = rules }

    /// Appends `report` as a SARIF 2.1.0 log.
    public func write(_ report: LintReport, into output: inout ReportOutput) {
        let descriptions = rules
        var ruleIndex: [RuleID: Int] = [:]
        for (i, d) in descriptions.enumerated() { ruleIndex[d.id] = i }
        var out = JSONWriter()
        out.beginObject()
        out.key("$schema"); out.string("https://json.schemastore.org/sarif-2.1.0.json")
        out.key("version"); out.string("2.1.0")
        out.key("runs"); out.beginArray(); out.element(); out.beginObject()
        out.key("tool"); out.beginObject(); out.key("driver"); out.beginObject()
        out.key("name"); out.string("themec")
        out.key("version"); out.string(ThemecVersion.current)
        out.key("semanticVersion"); out.string(ThemecVersion.current)
        out.key("rules"); out.beginArray()
        for d in descriptions { writeRule(d, into: &out) }
        out.endArray()
        out.endObject(); out.endObject()
        out.key("columnKind"); out.string("unicodeCodePoints")
        out.key("results"); out.beginArray()
        for d in report.diagnostics {
            writeResult(d, ruleIndex: ruleIndex[d.rule], into: &out)
            output.append(draining: &out)
            output.flushIfFull()
        }
        out.endArray()
        out.endObject(); out.endArray()
        out.endObject()
        out.finish()
        output.append(draining: &out)
    }

    private func writeRule(_ d: Rule, into out: inout JSONWriter) {
        out.element(); out.beginObject()
        out.key("id"); out.string(d.id.rawValue)
        out.key("name"); out.string(Self.pascalCase(d.id.rawValue))
        out.key("shortDescription"); text(d.name + ": " + d.summary, into: &out)
        out.key("fullDescription"); text(d.rationale, into: &out)
        out.key("defaultConfiguration"); out.beginObject()
        out.key("level"); out.string(Self.level(d.id.defaultSeverity))
        out.endObject()
        out.key("help"); out.beginObject()
        out.key("text"); out.string(d.helpText)
        out.key("markdown"); out.string(d.helpMarkdown)
        out.endObject()
        out.key("properties"); out.beginObject()
        out.key("tags"); out.beginArray(); out.element(); out.string("themec"); out.element(); out.string(d.stage); out.endArray()
        out.endObject()
        out.endObject()
    }

    private func writeResult(_ d: Diagnostic, ruleIndex: Int?, into out: inout JSONWriter) {
        out.element(); out.beginObject()
        out.key("ruleId"); out.string(d.rule.rawValue)
        if let ruleIndex { out.key("ruleIndex"); out.number(ruleIndex) }
        out.key("level"); out.string(Self.level(d.severity))
        out.key("message"); text(d.message, into: &out)
        out.key("locations"); out.beginArray(); out.element(); out.beginObject()
        out.key("physicalLocation"); physicalLocation(d.location, into: &out)
        out.endObject(); out.endArray()
        if !d.related.isEmpty {
            out.key("relatedLocations"); out.beginArray()
            for (i, r) in d.related.enumerated() {
                out.element(); out.beginObject()
                out.key("id"); out.number(i)
                out.key("physicalLocation"); physicalLocation(r.location, into: &out)
                out.key("message"); text(r.message, into: &out)
                out.endObject()
            }
            out.endArray()
        }
        if let suggestion = d.suggestion {
            out.key("properties"); out.beginObject()
            out.key("suggestion"); out.string(suggestion)
            out.endObject()
        }
        out.endObject()
    }

    private func physicalLocation(_ location: SourceLocation, into out: inout JSONWriter) {
        out.beginObject()
        out.key("artifactLocation"); out.beginObject()
        out.key("uri"); out.string(Self.uri(location.file))
        if !location.file.hasPrefix("/") { out.key("uriBaseId"); out.string("%SRCROOT%") }
        out.endObject()
        out.key("region"); out.beginObject()
        out.key("startLine"); out.number(max(1, location.line))
        out.key("startColumn"); out.number(max(1, location.column))
        out.endObject()
        out.endObject()
    }

    private func text(_ value: String, into out: inout JSONWriter) {
        out.beginObject(); out.key("text"); out.string(value); out.endObject()
    }

    /// SARIF levels: `error`, `warning`, `note`.
    static func level(_ s: Severity) -> String { s.rawValue }

    /// `color-cycle` → `ColorCycle` (GitHub shows the rule name).
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A path as a URI reference: relative paths stay relative (to `%SRCROOT%`), absolute
    /// ones become `file://` URIs; characters outside RFC 3986's path set are percent-encoded.
    static func uri(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if byte < 0x80, c.isLetter || c.isNumber || "-._~/!$&'()*+,;=:@".contains(c) {
                encoded.append(c)
            } else {
                let hex = Array("0123456789ABCDEF")
                encoded += "%\(hex[Int(byte >> 4)])\(hex[Int(byte & 15)])"
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
