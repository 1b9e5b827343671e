/// Writes the compiled table (DESIGN.md §3.8, docs/table-format.md) as deterministic JSON.
public struct JSONTableEmitter: Sendable {
    /// Adds, per appearance, where each property came from.
    public var provenance: Bool

    public init(provenance: Bool = false) { self.provenance = provenance }

    /// The whole table's bytes, ending with a newline (the same bytes `JSONTableStream` streams).
    public func emit(_ table: ResolvedTable) -> [UInt8] {
        var out = JSONWriter(reservingCapacity: 4096)
        writeHeader(table.header, to: &out)
        for preset in table.presets { write(preset, to: &out) }
        writeFooter(to: &out)
        return out.bytes
    }

    /// Opens the table and writes everything before the first preset, leaving `presets` open.
    func writeHeader(_ table: TableHeader, to out: inout JSONWriter) {
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
    func writeFooter(to out: inout JSONWriter) {
        out.endObject()
        out.endObject()
        out.finish()
    }

    /// One preset: a member of `presets`.
    func write(_ preset: ResolvedPreset, to out: inout JSONWriter) {
        out.key(preset.name); out.beginObject()
        out.key("base"); out.string(preset.base.rawValue)
        out.key("listEnvironment"); out.optionalString(preset.listEnvironment?.rawValue)
        out.key("kind"); out.string(preset.base.kind.rawValue)
        out.key("extends"); out.optionalString(preset.extends)
        out.key("description"); out.optionalString(preset.description)
        out.key("axes"); out.beginArray()
        for atom in preset.axes { out.element(); out.string(atom.rawValue) }
        out.endArray()
        out.key("states"); out.beginObject()
        for row in preset.rows {
            out.key(row.state)
            write(row.appearance, to: &out)
        }
        out.endObject()
        out.endObject()
    }

    private func write(_ a: Appearance, to out: inout JSONWriter) {
        out.beginObject()
        out.key("backgroundColor"); color(a.backgroundColor, to: &out)
        out.key("backgroundColorTransformer"); out.optionalString(a.backgroundColorTransformer?.rawValue)
        out.key("cornerRadius"); out.number(a.cornerRadius)
        out.key("backgroundInsets"); out.beginObject()
        out.key("top"); out.number(a.backgroundInsets.top)
        out.key("leading"); out.number(a.backgroundInsets.leading)
        out.key("bottom"); out.number(a.backgroundInsets.bottom)
        out.key("trailing"); out.number(a.backgroundInsets.trailing)
        out.endObject()
        out.key("edgesAddingLayoutMarginsToBackgroundInsets"); out.beginArray()
        for edge in Edge.allCases where a.edgesAddingLayoutMarginsToBackgroundInsets.contains(edge) {
            out.element(); out.string(edge.rawValue)
        }
        out.endArray()
        out.key("strokeColor"); color(a.strokeColor, to: &out)
        out.key("strokeColorTransformer"); out.optionalString(a.strokeColorTransformer?.rawValue)
        out.key("strokeWidth"); out.number(a.strokeWidth)
        out.key("strokeOutset"); out.number(a.strokeOutset)
        out.key("visualEffect"); out.optionalString(a.visualEffect)
        out.key("shadowProperties"); out.beginObject()
        out.key("color"); color(a.shadowProperties.color, to: &out)
        out.key("opacity"); out.number(a.shadowProperties.opacity)
        out.key("radius"); out.number(a.shadowProperties.radius)
        out.key("offset"); out.beginObject()
        out.key("width"); out.number(a.shadowProperties.offsetWidth)
        out.key("height"); out.number(a.shadowProperties.offsetHeight)
        out.endObject()
        out.endObject()
        out.key("image"); out.optionalString(a.image)
        out.key("imageContentMode"); out.string(a.imageContentMode)
        out.key("customView")
        if let view = a.customView {
            out.beginObject()
            out.key("image"); out.string(view.image)
            out.key("contentMode"); out.string(view.contentMode)
            out.endObject()
        } else {
            out.null()
        }
        out.key("resolvedBackgroundColor"); out.color(a.resolvedBackgroundColor)
        out.key("resolvedStrokeColor"); out.color(a.resolvedStrokeColor)
        out.key("customized"); out.beginArray()
        for property in a.customized { out.element(); out.string(property.rawValue) }
        out.endArray()
        if provenance {
            out.key("provenance"); out.beginObject()
            for property in Property.all {
                out.key(property.rawValue)
                switch a.provenance[property.index] {
                case .theme(let location): out.string(location.description)
                case .systemDefault(let style): out.string("default:\(style.rawValue)")
                }
            }
            out.endObject()
        }
        out.endObject()
    }

    private func color(_ c: ResolvedColor?, to out: inout JSONWriter) {
        guard let c else { out.null(); return }
        out.beginObject()
        out.key("rgba"); out.color(c.rgba)
        out.key("name"); out.optionalString(c.name)
        out.endObject()
    }
}
