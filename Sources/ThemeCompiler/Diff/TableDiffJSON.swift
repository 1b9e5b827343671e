/// `themec diff --format json` (docs/diff.md): the contract of issue 11, with `"header"`
/// added at the end only when the table's own fields (theme name, deployment target, tint)
/// changed, and `"invisibleChangesFolded"` only when changes nobody can see were left out. Several diffs (`--git REF A B`) are written as an array of such objects.
public struct TableDiffJSON: Sendable {
    /// A JSON renderer.
    public init() {}

    /// One diff as a JSON document.
    public func render(_ diff: TableDiff) -> [UInt8] {
        var out = JSONWriter()
        write(diff, to: &out)
        out.finish()
        return out.bytes.array
    }

    /// Several diffs as a JSON array.
    public func render(_ diffs: [TableDiff]) -> [UInt8] {
        var out = JSONWriter()
        out.beginArray()
        for diff in diffs { out.element(); write(diff, to: &out) }
        out.endArray()
        out.finish()
        return out.bytes.array
    }

    private func write(_ diff: TableDiff, to out: inout JSONWriter) {
        out.beginObject()
        out.key("format"); out.string("themec-diff")
        out.key("formatVersion"); out.number(1)
        for (key, sources) in [("old", diff.oldSources), ("new", diff.newSources)] {
            out.key(key); out.beginObject()
            out.key("sources"); strings(sources, to: &out)
            out.endObject()
        }
        out.key("presets"); out.beginObject()
        out.key("added"); strings(diff.addedPresets, to: &out)
        out.key("removed"); strings(diff.removedPresets, to: &out)
        out.key("changed"); out.beginObject()
        for preset in diff.changedPresets {
            out.key(preset.name); out.beginObject()
            out.key("fields"); changes(preset.fields, to: &out)
            out.key("rows"); out.beginObject()
            out.key("added"); strings(preset.addedRows, to: &out)
            out.key("removed"); strings(preset.removedRows, to: &out)
            out.key("changed"); out.beginObject()
            for row in preset.changedRows { out.key(row.state); changes(row.properties, to: &out) }
            out.endObject()
            out.endObject()
            out.endObject()
        }
        out.endObject()
        out.endObject()
        out.key("palette"); out.beginObject()
        out.key("added"); strings(diff.addedColors, to: &out)
        out.key("removed"); strings(diff.removedColors, to: &out)
        out.key("changed"); changes(diff.changedColors, to: &out)
        out.endObject()
        out.key("breaking"); out.beginArray()
        for item in diff.breaking {
            out.element(); out.beginObject()
            out.key("kind"); out.string(item.kind)
            out.key("name"); out.string(item.name)
            out.key("message"); out.string(item.message)
            out.endObject()
        }
        out.endArray()
        if !diff.header.isEmpty { out.key("header"); changes(diff.header, to: &out) }
        // Only when something was folded, so diffs without invisible changes keep their bytes.
        if diff.foldedCount > 0 { out.key("invisibleChangesFolded"); out.number(diff.foldedCount) }
        out.endObject()
    }

    private func strings(_ items: [String], to out: inout JSONWriter) {
        out.beginArray()
        for item in items { out.element(); out.string(item) }
        out.endArray()
    }

    /// `{NAME: {"old": V, "new": V}, ...}`.
    private func changes(_ items: [TableDiff.NamedChange], to out: inout JSONWriter) {
        out.beginObject()
        for item in items {
            out.key(item.name); out.beginObject()
            out.key("old"); item.change.old.write(to: &out)
            out.key("new"); item.change.new.write(to: &out)
            out.endObject()
        }
        out.endObject()
    }
}
