/// `apply(_:to:tintColor:)`: assigns a row's customised properties to a configuration — and
/// no others, because UIKit pins every assigned property in every state. One function reads
/// the row from the table, so the UIKit part does not grow with the rows (a `switch` over
/// every state once made the type checker's cost explode); it has a case for each property
/// some row customises.
extension SwiftEmitter {
    func writeApply(_ c: Context, to out: inout SwiftSource) {
        let used = Set(c.table.presets.flatMap { $0.rows.flatMap(\.appearance.customized) })
        let properties = Property.background.filter(used.contains)
        out.line("/// Assigns the customised properties of `appearance` to `background`, and no others: UIKit")
        out.line("/// pins every assigned property in every state. A `tint` colour is nil (UIKit uses the view's")
        out.line("/// tint), except in a shadow, whose colour cannot be nil: there it is `tintColor`.")
        out.line("@MainActor")
        out.open("fileprivate static func apply(_ appearance: Appearance, to background: inout UIBackgroundConfiguration, tintColor: UIColor?)")
        guard !properties.isEmpty else {
            out.line("_ = (appearance, tintColor)")
            out.close()
            return
        }
        out.open("for property in appearance.customized")
        let live = !tintDerived(c).isEmpty
        var cases = properties.map { ("case .\($0.rawValue):", live ? liveTintAssignment($0, c) ?? assignment($0, c) : assignment($0, c)) }
        if properties.count < (c.hasButtons ? Property.count : Property.background.count) { cases.append(("default:", ["break"])) }
        out.switchBlock("property", cases: cases)
        out.close()
        out.close()
    }

    /// The statements that assign `property` from `appearance`.
    private func assignment(_ property: Property, _ c: Context) -> [String] {
        let image = imageCall(c)
        switch property {
        case .backgroundColor:
            return ["background.backgroundColor = appearance.backgroundColor.flatMap { uiColor($0) }"]
        case .backgroundColorTransformer:
            return ["background.backgroundColorTransformer = appearance.backgroundColorTransformer.map { uiTransformer($0) }"]
        case .cornerRadius:
            return ["background.cornerRadius = CGFloat(appearance.cornerRadius)"]
        case .backgroundInsets:
            return [
                "let i = appearance.backgroundInsets",
                "background.backgroundInsets = NSDirectionalEdgeInsets(top: CGFloat(i.top), leading: CGFloat(i.leading), bottom: CGFloat(i.bottom), trailing: CGFloat(i.trailing))",
            ]
        case .edgesAddingLayoutMarginsToBackgroundInsets:
            return [
                "var edges: NSDirectionalRectEdge = []",
                "for edge in appearance.edgesAddingLayoutMarginsToBackgroundInsets {",
                "    switch edge {",
                "    case \"top\": edges.insert(.top)",
                "    case \"leading\": edges.insert(.leading)",
                "    case \"bottom\": edges.insert(.bottom)",
                "    case \"trailing\": edges.insert(.trailing)",
                "    default: break",
                "    }",
                "}",
                "background.edgesAddingLayoutMarginsToBackgroundInsets = edges",
            ]
        case .strokeColor:
            return ["background.strokeColor = appearance.strokeColor.flatMap { uiColor($0) }"]
        case .strokeColorTransformer:
            return ["background.strokeColorTransformer = appearance.strokeColorTransformer.map { uiTransformer($0) }"]
        case .strokeWidth:
            return ["background.strokeWidth = CGFloat(appearance.strokeWidth)"]
        case .strokeOutset:
            return ["background.strokeOutset = CGFloat(appearance.strokeOutset)"]
        case .visualEffect:
            return ["background.visualEffect = appearance.visualEffect.flatMap { blurStyle($0) }.map { UIBlurEffect(style: $0) }"]
        case .shadowProperties:
            return guarded(
                .iOS18Generation, c,
                [
                    "let shadow = appearance.shadowProperties",
                    "background.shadowProperties.color = uiColor(shadow.color) ?? tintColor ?? tintUIColor",
                    "background.shadowProperties.opacity = CGFloat(shadow.opacity)",
                    "background.shadowProperties.radius = CGFloat(shadow.radius)",
                    "background.shadowProperties.offset = CGSize(width: CGFloat(shadow.offsetWidth), height: CGFloat(shadow.offsetHeight))",
                ])
        case .image:
            return guarded(.iOS15Generation, c, ["background.image = appearance.image.flatMap { \(image("$0")) }"])
        case .imageContentMode:
            return guarded(.iOS15Generation, c, ["background.imageContentMode = contentMode(appearance.imageContentMode)"])
        case .cornerStyle, .buttonSize, .baseBackgroundColor, .baseForegroundColor:
            return []  // button fields: `SwiftEmitter+Buttons.swift` assigns them to the configuration
        case .customView:
            return [
                "if let view = appearance.customView {",
                "    // A fresh image view keeps `translatesAutoresizingMaskIntoConstraints == true`, as UIKit requires.",
                "    let imageView = UIImageView(image: \(image("view.image")))",
                "    imageView.contentMode = contentMode(view.contentMode)",
                "    background.customView = imageView",
                "} else {",
                "    background.customView = nil",
                "}",
            ]
        }
    }

    /// The statements that assign a colour property when some palette colour derives from `tint`:
    /// such a colour is nil with a transformer that derives it from the tint UIKit passes in
    /// (composed with the style's own transformer, which UIKit would have applied); a shadow,
    /// which has no transformer, derives it from the view's `tintColor`. Nil for other properties.
    private func liveTintAssignment(_ property: Property, _ c: Context) -> [String]? {
        func colorAndTransformer(_ color: String, _ transformer: String) -> [String] {
            [
                "if let derive = tintTransformer(appearance.\(color)) {",
                "    background.\(color) = nil",
                "    if let style = background.\(transformer) {",
                "        background.\(transformer) = UIConfigurationColorTransformer { style.transform(derive.transform($0)) }",
                "    } else {",
                "        background.\(transformer) = derive",
                "    }",
                "} else {",
                "    background.\(color) = appearance.\(color).flatMap { uiColor($0) }",
                "}",
            ]
        }
        switch property {
        case .backgroundColor: return colorAndTransformer("backgroundColor", "backgroundColorTransformer")
        case .strokeColor: return colorAndTransformer("strokeColor", "strokeColorTransformer")
        case .shadowProperties:
            return guarded(
                .iOS18Generation, c,
                [
                    "let shadow = appearance.shadowProperties",
                    "let viewTint = tintColor ?? tintUIColor",
                    "background.shadowProperties.color = tintTransformer(shadow.color)?.transform(viewTint) ?? uiColor(shadow.color) ?? viewTint",
                    "background.shadowProperties.opacity = CGFloat(shadow.opacity)",
                    "background.shadowProperties.radius = CGFloat(shadow.radius)",
                    "background.shadowProperties.offset = CGSize(width: CGFloat(shadow.offsetWidth), height: CGFloat(shadow.offsetHeight))",
                ])
        default: return nil
        }
    }

    /// The call that loads the image named by the Swift expression `name` from the bundle the
    /// generator was told to use.
    private func imageCall(_ c: Context) -> (String) -> String {
        switch c.imageBundle {
        case .main: return { "UIImage(named: \($0))" }
        case .module: return { "UIImage(named: \($0), in: Bundle.module, compatibleWith: nil)" }
        }
    }

    /// The lookups `apply` calls for names the table holds as text: transformers, blur styles
    /// and content modes — each a `switch` over the names the table uses.
    func writeNameLookups(_ c: Context, to out: inout SwiftSource) {
        let rows = c.table.presets.flatMap { $0.rows.map(\.appearance) }
        let customized = Set(rows.flatMap(\.customized))
        if customized.contains(.backgroundColorTransformer) || customized.contains(.strokeColorTransformer) {
            out.line()
            out.line("/// UIKit's colour transformer for a transformer of the table.")
            out.open("fileprivate static func uiTransformer(_ transformer: ColorTransformer) -> UIConfigurationColorTransformer")
            out.switchBlock(
                "transformer",
                cases: [ColorTransformer.grayscale, .preferredTint, .monochromeTint].map { ("case .\($0.rawValue):", ["return .\($0.rawValue)"]) })
            out.close()
        }
        if customized.contains(.visualEffect) {
            let styles = Set(rows.compactMap(\.visualEffect)).sorted()
            out.line()
            out.line("/// The blur style a row names.")
            out.open("fileprivate static func blurStyle(_ name: String) -> UIBlurEffect.Style?")
            out.switchBlock(
                "name",
                cases: styles.map { ("case \(SwiftEmitter.stringLiteral($0)):", ["return \(SwiftEmitter.enumCase($0))"]) } + [
                    ("default:", ["return nil"])
                ])
            out.close()
        }
        if customized.contains(.imageContentMode) || customized.contains(.customView) {
            let modes = Set(rows.map(\.imageContentMode) + rows.compactMap(\.customView?.contentMode)).sorted()
            out.line()
            out.line("/// The content mode a row names.")
            out.open("fileprivate static func contentMode(_ name: String) -> UIView.ContentMode")
            out.switchBlock(
                "name",
                cases: modes.map { ("case \(SwiftEmitter.stringLiteral($0)):", ["return \(SwiftEmitter.enumCase($0))"]) } + [
                    ("default:", ["return .scaleToFill"])
                ])
            out.close()
        }
    }
}
