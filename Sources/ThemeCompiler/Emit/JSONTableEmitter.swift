/// Writes the compiled table (docs/table-format.md) as deterministic JSON. Its walk of the
/// table is the only one: `TableValue` follows it too (`TableSink`).
public struct JSONTableEmitter: Sendable {
    /// Adds, per appearance, where each property came from.
    public var provenance: Bool

    /// A writer of docs/table-format.md; `provenance`: say where each value comes from.
    public init(provenance: Bool = false) { self.provenance = provenance }

    /// The whole table's bytes, ending with a newline (the same bytes `JSONTableStream` streams).
    public func emit(_ table: ResolvedTable) -> [UInt8] {
        var out = JSONWriter(reservingCapacity: 4096)
        walk(table, into: &out)
        out.finish()
        return out.bytes.array
    }

    /// The whole table, into `out`.
    func walk<Sink: TableSink>(_ table: ResolvedTable, into out: inout Sink) {
        writeHeader(table.header, to: &out)
        let context = presetContext(for: table.header)
        for preset in table.presets { write(preset, in: context, to: &out) }
        writeFooter(to: &out)
    }

    /// Opens the table and writes everything before the first preset, leaving `presets` open
    /// two levels deep (where `fragment(_:header:)` writes a preset apart).
    func writeHeader<Sink: TableSink>(_ table: TableHeader, to out: inout Sink) {
        out.beginObject()
        out.key("format"); out.string("themec-table")
        out.key("formatVersion"); out.number(1)
        out.key("theme"); out.string(table.theme)
        out.key("sources"); out.beginArray()
        for source in table.sources { out.element(); out.string(source) }
        out.endArray()
        out.key("deploymentTarget"); out.beginObject()
        for platform in table.deploymentTarget.keys.sorted() {
            out.key(platform.rawValue); out.string(table.deploymentTarget[platform]!.description)
        }
        out.endObject()
        out.key("resolvedFor"); out.beginObject()
        out.key("design"); out.string(table.design.rawValue)
        out.endObject()
        out.key("tintColor"); out.beginObject()
        out.key("name"); out.optionalString(table.tintName)
        out.key("light"); out.string(table.tint.light.hexString)
        out.key("dark"); out.string(table.tint.dark.hexString)
        out.key("lightHighContrast"); out.string(table.tint.lightHighContrast.hexString)
        out.key("darkHighContrast"); out.string(table.tint.darkHighContrast.hexString)
        out.endObject()
        out.key("presets"); out.beginObject()
    }

    /// Closes `presets` and the table.
    func writeFooter<Sink: TableSink>(to out: inout Sink) {
        out.endObject()
        out.endObject()
    }

    /// What writing a preset reads of the table's header: the design and the tint that
    /// `--provenance`'s uncertainty notes depend on, and the UIKit colours each palette name is
    /// made from (only with `provenance`; found once a table, not once a preset).
    struct PresetContext: Sendable {
        let design: DesignGeneration
        let tintName: String?
        let paletteSources: [String: [String]]
    }

    /// The context the presets of the table `header` starts are written in.
    func presetContext(for header: TableHeader) -> PresetContext {
        PresetContext(design: header.design, tintName: header.tintName, paletteSources: provenance ? Self.paletteSources(header) : [:])
    }

    /// One preset: a member of `presets`.
    func write<Sink: TableSink>(_ preset: PresetTable, in context: PresetContext, to out: inout Sink) {
        out.key(preset.name); out.beginObject()
        out.presetKey(.base); out.string(preset.base.rawValue)
        out.presetKey(.listEnvironment); out.optionalString(preset.listEnvironment?.rawValue)
        out.presetKey(.kind); out.string(preset.base.kind.rawValue)
        if preset.base.isButton { out.presetKey(.fallback); out.optionalString(preset.fallback?.rawValue) }
        out.presetKey(.extends); out.optionalString(preset.extends)
        out.presetKey(.description); out.optionalString(preset.description)
        out.presetKey(.axes); out.beginArray()
        for atom in preset.axes { out.element(); out.string(atom.rawValue) }
        out.endArray()
        out.presetKey(.states); out.beginObject()
        let earlierEqual = preset.rows.source.earlierEqualRows()
        for (row, state) in preset.rows.states.enumerated() {
            let earlier = Int(earlierEqual[row])
            if earlier >= 0 {
                out.repeatRow(state, of: earlier)
                continue
            }
            let appearance = preset.rows.appearance(at: row, provenance: provenance)
            let uncertain =
                provenance
                ? ValueUncertainty.entries(
                    for: appearance, design: context.design, tintName: context.tintName,
                    palette: context.paletteSources) : []
            out.row(state, appearance, provenance: provenance, uncertain: uncertain)
        }
        out.endObject()
        out.endObject()
    }

    /// Appends one preset to `bytes`, written apart as a member of the `presets` object that
    /// `writeHeader` leaves open (two levels deep) that follows another: the bytes `write`
    /// appends there after a first preset, comma included (`JSONWriter.appendFollowingMember`).
    func appendFollowingMember(_ preset: PresetTable, in context: PresetContext, to bytes: inout ByteArray) {
        JSONWriter.appendFollowingMember(depth: 2, to: &bytes) { write(preset, in: context, to: &$0) }
    }

    /// Palette name → the UIKit colours it is made from.
    private static func paletteSources(_ header: TableHeader) -> [String: [String]] {
        Dictionary(header.palette.map { ($0.name, $0.uikitColors) }, uniquingKeysWith: { first, _ in first })
    }
}
