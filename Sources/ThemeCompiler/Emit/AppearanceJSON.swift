/// Writes an appearance — the bulk of a table: every property, in every row — from
/// fragments rendered once. An appearance always sits at the same depth of the table, so
/// each key with its separator and indentation is a constant run of bytes; only values are
/// formatted per row. The bytes are exactly those `JSONWriter` would write member by member.
struct AppearanceJSON: Sendable {
    /// The nesting level of the line holding the appearance's key.
    let depth: Int
    /// `{` + newline + indentation + `"backgroundColor": `, then `,` + newline + indentation +
    /// `"key": ` for every later key of the appearance, indexed by `Member`.
    private let members: [[UInt8]]
    /// The members of a colour object, a level deeper than the key holding it (two levels of
    /// keys use colours: the appearance's and the shadow's).
    private let colorMembers: [ColorObject]
    private let insets: [[UInt8]]
    private let shadow: [[UInt8]]
    private let offset: [[UInt8]]
    private let customView: [[UInt8]]
    /// The members of `provenance`: one per property (a list row's stop before the button's).
    private let provenanceMembers: [[UInt8]]
    /// Newline and indentation closing a container at depth + 1 … depth + 3 (`close[0]`
    /// closes the appearance itself).
    private let close: [[UInt8]]
    /// An array element at depth + 2: the first one and the later ones.
    private let firstElement: [UInt8], nextElement: [UInt8]

    /// The keys of an appearance, in output order (docs/table-format.md): the properties, then the rest.
    private enum Member: Int {
        case backgroundColor, backgroundColorTransformer, cornerRadius, backgroundInsets,
            edgesAddingLayoutMarginsToBackgroundInsets, strokeColor, strokeColorTransformer, strokeWidth,
            strokeOutset, visualEffect, shadowProperties, image, imageContentMode, customView,
            cornerStyle, buttonSize, baseBackgroundColor, baseForegroundColor,
            resolvedBackgroundColor, resolvedStrokeColor, resolvedForegroundColor, customized, provenance, uncertain

        static let keys =
            Property.all.map(\.rawValue)
            + ["resolvedBackgroundColor", "resolvedStrokeColor", "resolvedForegroundColor", "customized", "provenance", "uncertain"]
    }

    private struct ColorObject: Sendable {
        /// `{` … `"rgba": "`, then `",` … `"name": `, then `,` … `"asset": ` (written for asset
        /// colours only), then the closing newline and `}`.
        var rgba: [UInt8], name: [UInt8], asset: [UInt8], end: [UInt8]
    }

    init(depth: Int) {
        self.depth = depth
        func member(_ key: String, level: Int, first: Bool) -> [UInt8] {
            var bytes: [UInt8] = first ? [UInt8(ascii: "{")] : [UInt8(ascii: ",")]
            bytes.append(0x0A)
            JSONWriter.appendIndent(level, to: &bytes)
            JSONWriter.appendString(key, to: &bytes)
            bytes.append(contentsOf: ": ".utf8)
            return bytes
        }
        func object(_ keys: [String], level: Int) -> [[UInt8]] {
            keys.enumerated().map { member($1, level: level, first: $0 == 0) }
        }
        func closing(_ level: Int) -> [UInt8] {
            var bytes: [UInt8] = [0x0A]
            JSONWriter.appendIndent(level, to: &bytes)
            return bytes
        }
        members = object(Member.keys, level: depth + 1)
        colorMembers = [depth + 2, depth + 3].map { level in
            var rgba = member("rgba", level: level, first: true)
            rgba.append(UInt8(ascii: "\""))
            var name: [UInt8] = [UInt8(ascii: "\"")]
            name += member("name", level: level, first: false)
            return ColorObject(
                rgba: rgba, name: name, asset: member("asset", level: level, first: false), end: closing(level - 1) + [UInt8(ascii: "}")])
        }
        insets = object(["top", "leading", "bottom", "trailing"], level: depth + 2)
        shadow = object(["color", "opacity", "radius", "offset"], level: depth + 2)
        offset = object(["width", "height"], level: depth + 3)
        customView = object(["image", "contentMode"], level: depth + 2)
        provenanceMembers = object(Property.all.map(\.rawValue), level: depth + 2)
        close = [depth, depth + 1, depth + 2].map(closing)
        firstElement = [UInt8(ascii: "[")] + closing(depth + 2)
        nextElement = [UInt8(ascii: ",")] + closing(depth + 2)
    }

    /// Appends `a` as a JSON object, with `provenance` and the `uncertain` values when asked.
    func write(_ a: Appearance, provenance: Bool, uncertain: [ValueUncertainty.Entry] = [], to out: inout [UInt8]) {
        func key(_ m: Member) { out.append(contentsOf: members[m.rawValue]) }
        key(.backgroundColor); color(a.backgroundColor, level: 0, to: &out)
        key(.backgroundColorTransformer); optionalString(a.backgroundColorTransformer?.rawValue, to: &out)
        key(.cornerRadius); JSONWriter.appendNumber(a.cornerRadius, to: &out)
        key(.backgroundInsets)
        let i = a.backgroundInsets
        for (n, value) in [i.top, i.leading, i.bottom, i.trailing].enumerated() {
            out.append(contentsOf: insets[n]); JSONWriter.appendNumber(value, to: &out)
        }
        closeObject(level: 1, to: &out)
        key(.edgesAddingLayoutMarginsToBackgroundInsets)
        array(Edge.allCases.lazy.filter(a.edgesAddingLayoutMarginsToBackgroundInsets.contains).map(\.rawValue), to: &out)
        key(.strokeColor); color(a.strokeColor, level: 0, to: &out)
        key(.strokeColorTransformer); optionalString(a.strokeColorTransformer?.rawValue, to: &out)
        key(.strokeWidth); JSONWriter.appendNumber(a.strokeWidth, to: &out)
        key(.strokeOutset); JSONWriter.appendNumber(a.strokeOutset, to: &out)
        key(.visualEffect); optionalString(a.visualEffect, to: &out)
        key(.shadowProperties)
        let s = a.shadowProperties
        out.append(contentsOf: shadow[0]); color(s.color, level: 1, to: &out)
        out.append(contentsOf: shadow[1]); JSONWriter.appendNumber(s.opacity, to: &out)
        out.append(contentsOf: shadow[2]); JSONWriter.appendNumber(s.radius, to: &out)
        out.append(contentsOf: shadow[3])
        out.append(contentsOf: offset[0]); JSONWriter.appendNumber(s.offsetWidth, to: &out)
        out.append(contentsOf: offset[1]); JSONWriter.appendNumber(s.offsetHeight, to: &out)
        closeObject(level: 2, to: &out)
        closeObject(level: 1, to: &out)
        key(.image); optionalString(a.image, to: &out)
        key(.imageContentMode); JSONWriter.appendString(a.imageContentMode, to: &out)
        key(.customView)
        if let view = a.customView {
            out.append(contentsOf: customView[0]); JSONWriter.appendString(view.image, to: &out)
            out.append(contentsOf: customView[1]); JSONWriter.appendString(view.contentMode, to: &out)
            closeObject(level: 1, to: &out)
        } else {
            out.append(contentsOf: "null".utf8)
        }
        if let button = a.button {
            key(.cornerStyle); JSONWriter.appendString(button.cornerStyle, to: &out)
            key(.buttonSize); JSONWriter.appendString(button.buttonSize, to: &out)
            key(.baseBackgroundColor); color(button.baseBackgroundColor, level: 0, to: &out)
            key(.baseForegroundColor); color(button.baseForegroundColor, level: 0, to: &out)
        }
        key(.resolvedBackgroundColor); hex(a.resolvedBackgroundColor, to: &out)
        key(.resolvedStrokeColor); hex(a.resolvedStrokeColor, to: &out)
        if let button = a.button { key(.resolvedForegroundColor); hex(button.resolvedForegroundColor, to: &out) }
        key(.customized); array(a.customized.lazy.map(\.rawValue), to: &out)
        if provenance {
            key(.provenance)
            for property in a.properties {
                out.append(contentsOf: provenanceMembers[property.index])
                switch a.provenance[property.index] {
                case .theme(let location): JSONWriter.appendString(location.description, to: &out)
                case .systemDefault(let style): JSONWriter.appendString("default:\(style.rawValue)", to: &out)
                }
            }
            closeObject(level: 1, to: &out)
            key(.uncertain)
            writeUncertain(uncertain, to: &out)
        }
        closeObject(level: 0, to: &out)
    }

    /// `{"key": "reason", …}` at depth + 2, or `{}`: written with `--provenance` only, so it
    /// is built member by member.
    private func writeUncertain(_ entries: [ValueUncertainty.Entry], to out: inout [UInt8]) {
        guard !entries.isEmpty else { out.append(contentsOf: "{}".utf8); return }
        for (n, entry) in entries.enumerated() {
            out.append(UInt8(ascii: n == 0 ? "{" : ","))
            out.append(contentsOf: close[2])
            JSONWriter.appendString(entry.key, to: &out)
            out.append(contentsOf: ": ".utf8)
            JSONWriter.appendString(entry.reason, to: &out)
        }
        closeObject(level: 1, to: &out)
    }

    /// Closes an object whose members sit at depth + 1 + `level`.
    private func closeObject(level: Int, to out: inout [UInt8]) {
        out.append(contentsOf: close[level])
        out.append(UInt8(ascii: "}"))
    }

    /// A colour object whose key sits at depth + 1 + `level`, or null.
    private func color(_ c: ResolvedColor?, level: Int, to out: inout [UInt8]) {
        guard let c else { out.append(contentsOf: "null".utf8); return }
        let parts = colorMembers[level]
        out.append(contentsOf: parts.rgba)
        c.rgba.appendHex(to: &out)
        out.append(contentsOf: parts.name)
        optionalString(c.name, to: &out)
        if let asset = c.asset {
            out.append(contentsOf: parts.asset)
            JSONWriter.appendString(asset, to: &out)
        }
        out.append(contentsOf: parts.end)
    }

    private func hex(_ rgba: RGBA, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        rgba.appendHex(to: &out)
        out.append(UInt8(ascii: "\""))
    }

    private func optionalString(_ value: String?, to out: inout [UInt8]) {
        if let value { JSONWriter.appendString(value, to: &out) } else { out.append(contentsOf: "null".utf8) }
    }

    /// An array of strings whose key sits at depth + 1: `[]` when empty.
    private func array<Items: Sequence<String>>(_ items: Items, to out: inout [UInt8]) {
        var isEmpty = true
        for item in items {
            out.append(contentsOf: isEmpty ? firstElement : nextElement)
            JSONWriter.appendString(item, to: &out)
            isEmpty = false
        }
        guard !isEmpty else { out.append(contentsOf: "[]".utf8); return }
        out.append(contentsOf: close[1])
        out.append(UInt8(ascii: "]"))
    }
}
