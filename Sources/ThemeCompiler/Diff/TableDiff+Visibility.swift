/// Which property changes of a row nobody can see (docs/diff.md): `themec diff` folds them
/// away unless asked for everything (`--all`), so a new tint does not list the stroke colour
/// of every row that draws no stroke.
extension TableDiff {
    /// The properties that draw nothing while the row's stroke width is 0.
    static let strokeProperties: Set<String> = ["strokeColor", "strokeColorTransformer", "strokeOutset", "resolvedStrokeColor"]

    /// True when the change of `property` between the rows `old` and `new` cannot be seen:
    /// a stroke property where neither row draws a stroke (a width of 0, or a fully
    /// transparent stroke: a button style's own 1-point clear stroke), a shadow where both are fully
    /// transparent, an image content mode where neither row has an image, and a `customized`
    /// list that differs only in such properties.
    static func isInvisible(_ property: String, old: TableValue, new: TableValue) -> Bool {
        if strokeProperties.contains(property) {
            func drawsNoStroke(_ row: TableValue) -> Bool { isZero(row["strokeWidth"]) || isTransparent(row["resolvedStrokeColor"]) }
            return drawsNoStroke(old) && drawsNoStroke(new)
        }
        switch property {
        case "shadowProperties":
            return isZero(old["shadowProperties"]?["opacity"]) && isZero(new["shadowProperties"]?["opacity"])
        case "imageContentMode":
            return old["image"] == .null && new["image"] == .null
        case "customized":
            let before = Set(names(old["customized"])), after = Set(names(new["customized"]))
            let differing = before.symmetricDifference(after)
            return !differing.isEmpty && differing.allSatisfy { $0 != "customized" && isInvisible($0, old: old, new: new) }
        default:
            return false
        }
    }

    private static func isZero(_ value: TableValue?) -> Bool {
        switch value {
        case .number(let text)?: return Double(text) == 0
        case .null?, nil: return true
        default: return false
        }
    }

    /// True for a `#RRGGBBAA` string whose alpha is 0.
    private static func isTransparent(_ value: TableValue?) -> Bool {
        guard case .string(let hex)? = value, hex.count == 9 else { return false }
        return hex.hasSuffix("00")
    }

    private static func names(_ value: TableValue?) -> [String] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap { if case .string(let s) = $0 { s } else { nil } }
    }
}
