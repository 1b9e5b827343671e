/// The Swift statements that give a configuration a row's customised properties — and no
/// others, because UIKit pins every assigned property in every state.
extension SwiftEmitter {
    func assignments(_ row: ResolvedRow, _ c: Context) -> [String] {
        let a = row.appearance
        let traits = ColorTraits(row.state)
        let n = SwiftEmitter.numberLiteral
        func color(_ color: ResolvedColor?) -> String {
            guard let color else { return "nil" }
            return uiColor(name: color.name, rgba: color.rgba, traits: traits, c) ?? "nil"
        }
        func transformer(_ t: ColorTransformer?) -> String { t.map { "UIConfigurationColorTransformer.\($0.rawValue)" } ?? "nil" }
        func guarded(_ availability: Availability, _ body: [String]) -> [String] {
            ["if #available(\(availabilityCondition(availability))) {"] + body.map { "    " + $0 } + ["}"]
        }
        var lines: [String] = []
        for property in a.customized {
            switch property {
            case .backgroundColor:
                lines.append("background.backgroundColor = \(color(a.backgroundColor))")
            case .backgroundColorTransformer:
                lines.append("background.backgroundColorTransformer = \(transformer(a.backgroundColorTransformer))")
            case .cornerRadius:
                lines.append("background.cornerRadius = \(n(a.cornerRadius))")
            case .backgroundInsets:
                let i = a.backgroundInsets
                lines.append(
                    "background.backgroundInsets = NSDirectionalEdgeInsets(top: \(n(i.top)), leading: \(n(i.leading)), bottom: \(n(i.bottom)), trailing: \(n(i.trailing)))"
                )
            case .edgesAddingLayoutMarginsToBackgroundInsets:
                let edges = a.edgesAddingLayoutMarginsToBackgroundInsets
                let value = edges.count == Edge.allCases.count ? ".all" : "[" + edges.sorted().map { "." + $0.rawValue }.joined(separator: ", ") + "]"
                lines.append("background.edgesAddingLayoutMarginsToBackgroundInsets = \(value)")
            case .strokeColor:
                lines.append("background.strokeColor = \(color(a.strokeColor))")
            case .strokeColorTransformer:
                lines.append("background.strokeColorTransformer = \(transformer(a.strokeColorTransformer))")
            case .strokeWidth:
                lines.append("background.strokeWidth = \(n(a.strokeWidth))")
            case .strokeOutset:
                lines.append("background.strokeOutset = \(n(a.strokeOutset))")
            case .visualEffect:
                let effect = a.visualEffect.map { "UIBlurEffect(style: \(SwiftEmitter.enumCase($0)))" } ?? "nil"
                lines.append("background.visualEffect = \(effect)")
            case .shadowProperties:
                let s = a.shadowProperties
                // A shadow colour cannot be nil: `tint` means the theme's tint colour here.
                let shadowColor = uiColor(name: s.color.name, rgba: s.color.rgba, traits: traits, c) ?? "\(c.namespace).tintUIColor"
                lines += guarded(
                    .iOS18Generation,
                    [
                        "background.shadowProperties.color = \(shadowColor)",
                        "background.shadowProperties.opacity = \(n(s.opacity))",
                        "background.shadowProperties.radius = \(n(s.radius))",
                        "background.shadowProperties.offset = CGSize(width: \(n(s.offsetWidth)), height: \(n(s.offsetHeight)))",
                    ])
            case .image:
                let image = a.image.map { imageExpression($0, c) } ?? "nil"
                lines += guarded(.iOS15Generation, ["background.image = \(image)"])
            case .imageContentMode:
                lines += guarded(.iOS15Generation, ["background.imageContentMode = \(SwiftEmitter.enumCase(a.imageContentMode))"])
            case .customView:
                guard let view = a.customView else {
                    lines.append("background.customView = nil")
                    continue
                }
                // A fresh image view keeps `translatesAutoresizingMaskIntoConstraints == true`, as UIKit requires.
                lines.append("let imageView = UIImageView(image: \(imageExpression(view.image, c)))")
                lines.append("imageView.contentMode = \(SwiftEmitter.enumCase(view.contentMode))")
                lines.append("background.customView = imageView")
            }
        }
        return lines
    }

    /// The image asset `name` from the bundle the generator was told to use.
    func imageExpression(_ name: String, _ c: Context) -> String {
        switch c.imageBundle {
        case .main: return "UIImage(named: \(SwiftEmitter.stringLiteral(name)))"
        case .module: return "UIImage(named: \(SwiftEmitter.stringLiteral(name)), in: Bundle.module, compatibleWith: nil)"
        }
    }
}
