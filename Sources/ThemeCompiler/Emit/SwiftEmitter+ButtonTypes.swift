/// The parts of the generated table types that only a theme with button presets gets: the
/// button fields of `Property`, `Appearance.button` and its type, and the five fields a
/// button row adds to its line. A theme without buttons gets none of them, so its generated
/// file is what it was before buttons existed.
struct ButtonTypeSnippets {
    let propertyCases: String
    let appearanceField: String
    let fieldsType: String
    let rowDoc: String
    let fieldCountTest: String
    let appearanceBinding: String
    let decodeFields: String

    init(_ p: String, buttons: Bool) {
        guard buttons else {
            (propertyCases, appearanceField, fieldsType, rowDoc) = ("", "", "", "")
            (fieldCountTest, appearanceBinding, decodeFields) = ("fields.count == 18", "let", "")
            return
        }
        propertyCases = "\n    case cornerStyle, buttonSize, baseBackgroundColor, baseForegroundColor"
        appearanceField = """

                /// A button row's `UIButton.Configuration` fields; nil for list rows.
                \(p)var button: ButtonFields? = nil
            """
        fieldsType = """


            /// The `UIButton.Configuration` fields of a button row.
            \(p)struct ButtonFields: Sendable, Hashable {
                /// A `UIButton.Configuration.CornerStyle` case name.
                \(p)var cornerStyle: String
                /// A `UIButton.Configuration.Size` case name.
                \(p)var buttonSize: String
                \(p)var baseBackgroundColor: Color?
                \(p)var baseForegroundColor: Color?
                /// The title colour the style draws in the row's state and traits.
                \(p)var resolvedForegroundColor: Color
            }
            """
        rowDoc = ",\n/// then, for a button row, cornerStyle, buttonSize, baseBackgroundColor, baseForegroundColor\n/// and resolvedForegroundColor"
        fieldCountTest = "fields.count == 18 || fields.count == 23"
        appearanceBinding = "var"
        decodeFields = """

                if fields.count == 23 {
                    let foreground: Color = must(color(fields[22]))
                    appearance.button = ButtonFields(
                        cornerStyle: String(fields[18]), buttonSize: String(fields[19]), baseBackgroundColor: color(fields[20]),
                        baseForegroundColor: color(fields[21]), resolvedForegroundColor: foreground)
                }
            """
    }
}
