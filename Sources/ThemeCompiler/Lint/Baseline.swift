import ThemeSyntax

/// Findings accepted today (`--write-baseline`), so that a later run (`--baseline`)
/// reports only new ones. A finding matches an entry by rule, file and the YAML path of
/// its node — not by line, so edits above it do not break the match. Each entry absorbs
/// one finding: a second finding at the same path is new.
package struct Baseline: Sendable, Equatable {
    /// One accepted finding.
    package struct Entry: Sendable, Hashable, Comparable {
        package var rule: String
        /// Relative to the baseline file's directory.
        package var file: String
        package var path: String
        /// For people reading the file; not used to match.
        package var message: String

        package static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.path, a.rule, a.message) < (b.file, b.path, b.rule, b.message)
        }
    }

    package var entries: [Entry]

    package init(entries: [Entry]) { self.entries = entries.sorted() }

    /// A baseline error: the file is not a themec baseline.
    package struct FormatError: Error, Sendable, CustomStringConvertible {
        package var path: String
        package var reason: String
        package var description: String { "'\(path)' is not a themec baseline: \(reason) — write one with --write-baseline" }
    }

    /// Records `diagnostics` for a baseline stored at `baselinePath`.
    package init(recording diagnostics: [Diagnostic], baselinePath: String, paths: NodePathIndex) {
        let directory = FilePaths.directory(of: FilePaths.absolute(baselinePath))
        self.init(
            entries: diagnostics.map { d in
                Entry(
                    rule: d.rule.rawValue, file: FilePaths.relative(FilePaths.absolute(d.location.file), to: directory),
                    path: paths.path(of: d.location), message: d.message)
            })
    }

    /// The findings not in the baseline stored at `baselinePath`.
    package func newFindings(in diagnostics: [Diagnostic], baselinePath: String, paths: NodePathIndex) -> [Diagnostic] {
        let directory = FilePaths.directory(of: FilePaths.absolute(baselinePath))
        var remaining: [Key: Int] = [:]
        for e in entries { remaining[Key(rule: e.rule, file: e.file, path: e.path), default: 0] += 1 }
        return diagnostics.filter { d in
            let key = Key(
                rule: d.rule.rawValue, file: FilePaths.relative(FilePaths.absolute(d.location.file), to: directory),
                path: paths.path(of: d.location))
            guard let n = remaining[key], n > 0 else { return true }
            remaining[key] = n - 1
            return false
        }
    }

    private struct Key: Hashable {
        var rule: String, file: String, path: String
    }

    // MARK: - File format

    /// `{"format": "themec-baseline", "version": 1, "findings": [{rule, file, path, message}]}`.
    package func encoded() -> [UInt8] {
        var out = JSONWriter()
        out.beginObject()
        out.key("format"); out.string("themec-baseline")
        out.key("version"); out.number(1)
        out.key("findings"); out.beginArray()
        for e in entries {
            out.element(); out.beginObject()
            out.key("rule"); out.string(e.rule)
            out.key("file"); out.string(e.file)
            out.key("path"); out.string(e.path)
            out.key("message"); out.string(e.message)
            out.endObject()
        }
        out.endArray()
        out.endObject()
        out.finish()
        return out.bytes.array
    }

    /// Reads a baseline written by `encoded()`.
    package static func decode(_ bytes: [UInt8], path: String) throws(FormatError) -> Baseline {
        let parsed = SourceParser.parse(bytes, path: path, format: .json)
        if let issue = parsed.issues.first { throw FormatError(path: path, reason: "\(issue.location): \(issue.message)") }
        guard let pairs = parsed.root?.pairs,
            pairs.contains(where: { $0.key.scalar?.text == "format" && $0.value.scalar?.text == "themec-baseline" })
        else {
            throw FormatError(path: path, reason: "expected an object with \"format\": \"themec-baseline\"")
        }
        guard let version = pairs.first(where: { $0.key.scalar?.text == "version" })?.value.scalar?.text, version == "1" else {
            throw FormatError(path: path, reason: "only version 1 is known")
        }
        guard let items = pairs.first(where: { $0.key.scalar?.text == "findings" })?.value.items else {
            throw FormatError(path: path, reason: "expected a \"findings\" list")
        }
        var entries: [Entry] = []
        for item in items {
            func field(_ name: String) -> String? {
                item.pairs?.first(where: { $0.key.scalar?.text == name })?.value.scalar?.text
            }
            guard let rule = field("rule"), let file = field("file"), let nodePath = field("path") else {
                throw FormatError(path: path, reason: "\(item.location): a finding needs \"rule\", \"file\" and \"path\"")
            }
            entries.append(Entry(rule: rule, file: file, path: nodePath, message: field("message") ?? ""))
        }
        return Baseline(entries: entries)
    }
}
