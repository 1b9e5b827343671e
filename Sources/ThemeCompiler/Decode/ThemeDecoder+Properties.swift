import ThemeSyntax

/// Property values of docs/language.md (null is handled by the caller).
extension ThemeDecoder {
    /// The names of the choices a value takes, each looked up once.
    static let transformers = NameTable(ColorTransformer.allCases)
    static let visualEffects = NameTable(["none"] + UIKitEnums.blurStyles)
    static let contentModes = NameTable(UIKitEnums.contentModes)
    static let cornerStyles = NameTable(ButtonEnums.cornerStyles)
    static let buttonSizes = NameTable(ButtonEnums.sizes)
    static let edgeNames = NameTable(Edge.allCases)
    /// Each property's name in quotes, as messages name it (`'cornerRadius'`), by `Property.index`.
    static let quotedPropertyNames = Property.all.map { "'\($0.rawValue)'" }

    /// The value of a non-null scalar `scalar` (read from `node`) for `property`: the common
    /// values read from the scalar without reading the node again.
    mutating func propertyValue(_ property: Property, _ node: SyntaxNode, scalar: Scalar) -> PropertyValue? {
        let location = node.location
        switch property {
        case .backgroundColor, .strokeColor, .baseBackgroundColor, .baseForegroundColor:
            return scalarColor(scalar.text, at: location).map(PropertyValue.color)
        case .backgroundColorTransformer, .strokeColorTransformer:
            return choice(scalar.text, at: location, of: Self.transformers, what: "colour transformer").map { .transformer($0.value) }
        case .cornerRadius, .strokeWidth:
            return length(scalar, at: location, what: Self.quotedPropertyNames[property.index], nonNegative: true).map(PropertyValue.number)
        case .strokeOutset:
            return length(scalar, at: location, what: Self.quotedPropertyNames[property.index]).map(PropertyValue.number)
        case .visualEffect:
            return visualEffect(name(scalar.text, at: location, in: Self.visualEffects, what: Self.visualEffectWhat))
        case .image:
            return .name(scalar.text)
        case .imageContentMode:
            return name(scalar.text, at: location, in: Self.contentModes, what: "content mode").map { .name($0.value) }
        case .cornerStyle:
            return name(scalar.text, at: location, in: Self.cornerStyles, what: "corner style").map { .name($0.value) }
        case .buttonSize:
            return name(scalar.text, at: location, in: Self.buttonSizes, what: "button size").map { .name($0.value) }
        case .backgroundInsets, .edgesAddingLayoutMarginsToBackgroundInsets, .shadowProperties, .customView:
            return propertyValue(property, node)
        }
    }

    private static let visualEffectWhat = "visual effect (a UIBlurEffect.Style or 'none')"

    private func visualEffect(_ name: Located<String>?) -> PropertyValue? {
        name.map { .visualEffect($0.value == "none" ? nil : $0.value) }
    }

    /// The value of `node` (not null) for `property`.
    mutating func propertyValue(_ property: Property, _ node: SyntaxNode) -> PropertyValue? {
        let what = Self.quotedPropertyNames[property.index]
        switch property {
        case .backgroundColor, .strokeColor:
            return color(node, what: what).map(PropertyValue.color)
        case .backgroundColorTransformer, .strokeColorTransformer:
            return choice(node, of: Self.transformers, what: "colour transformer").map { .transformer($0.value) }
        case .cornerRadius, .strokeWidth:
            return length(node, what: what, nonNegative: true).map(PropertyValue.number)
        case .strokeOutset:
            return length(node, what: what).map(PropertyValue.number)
        case .backgroundInsets:
            return insets(node).map(PropertyValue.insets)
        case .edgesAddingLayoutMarginsToBackgroundInsets:
            return edges(node).map(PropertyValue.edges)
        case .visualEffect:
            return visualEffect(name(node, in: Self.visualEffects, what: Self.visualEffectWhat))
        case .shadowProperties:
            return shadow(node).map(PropertyValue.shadow)
        case .image:
            return string(node, what: "'image' (an asset name)").map { .name($0.value) }
        case .imageContentMode:
            return name(node, in: Self.contentModes, what: "content mode").map { .name($0.value) }
        case .customView:
            return customView(node).map(PropertyValue.customView)
        case .baseBackgroundColor, .baseForegroundColor:
            return color(node, what: what).map(PropertyValue.color)
        case .cornerStyle:
            return name(node, in: Self.cornerStyles, what: "corner style").map { .name($0.value) }
        case .buttonSize:
            return name(node, in: Self.buttonSizes, what: "button size").map { .name($0.value) }
        }
    }

    private mutating func insets(_ node: SyntaxNode) -> EdgeInsets? {
        if node.scalar != nil {
            return length(node, what: "'backgroundInsets'").map(EdgeInsets.init(all:))
        }
        guard let pairs = mapping(node, "'backgroundInsets' (a number or {top, leading, bottom, trailing})") else { return nil }
        var insets = EdgeInsets.zero
        for i in 0..<pairs.count {
            let pair = pairs[i]
            guard let key = keyText(pair.key) else { continue }
            guard let edge = Edge(rawValue: key) else {
                let extra = key == "left" || key == "right" ? " (insets follow the layout direction: use 'leading' and 'trailing')" : ""
                unknownKey(pair.key, key, known: Edge.allCases.map(\.rawValue), context: "in 'backgroundInsets'", extra: extra)
                continue
            }
            guard let v = length(pair.value, what: "the '\(key)' inset") else { continue }
            switch edge {
            case .top: insets.top = v
            case .leading: insets.leading = v
            case .bottom: insets.bottom = v
            case .trailing: insets.trailing = v
            }
        }
        return insets
    }

    private mutating func edges(_ node: SyntaxNode) -> Set<Edge>? {
        let what = "'edgesAddingLayoutMarginsToBackgroundInsets'"
        if let s = node.scalar {
            switch s.text {
            case "all": return Set(Edge.allCases)
            case "none": return []
            default:
                diagnostics.report(
                    .typeMismatch,
                    TypeMismatchRule.expected(
                        "'all', 'none' or a list of top, leading, bottom, trailing for \(what)", found: "'\(Self.excerpt(s.text))'"),
                    at: node.location)
                return nil
            }
        }
        guard let items = sequence(node, what) else { return nil }
        var result = Set<Edge>()
        for item in items {
            if let edge = choice(item, of: Self.edgeNames, what: "edge") {
                result.insert(edge.value)
            }
        }
        return result
    }

    private mutating func shadow(_ node: SyntaxNode) -> ShadowSpec? {
        guard let pairs = mapping(node, "'shadowProperties' ({color, opacity, radius, offset})") else { return nil }
        var spec = ShadowSpec()
        for i in 0..<pairs.count {
            let pair = pairs[i]
            guard let key = keyText(pair.key) else { continue }
            switch key {
            case "color": spec.color = color(pair.value, what: "the shadow's 'color'")
            case "opacity": spec.opacity = number(pair.value, what: "the shadow's 'opacity'", range: 0...1, rangeText: "between 0 and 1")
            case "radius":
                spec.radius = length(pair.value, what: "the shadow's 'radius'", nonNegative: true)
            case "offset": spec.offset = size(pair.value)
            default: unknownKey(pair.key, key, known: ["color", "opacity", "radius", "offset"], context: "in 'shadowProperties'")
            }
        }
        return spec
    }

    private mutating func size(_ node: SyntaxNode) -> (width: Double, height: Double)? {
        guard let pairs = mapping(node, "the shadow's 'offset' ({width, height})") else { return nil }
        var width = 0.0, height = 0.0
        for i in 0..<pairs.count {
            let pair = pairs[i]
            guard let key = keyText(pair.key) else { continue }
            switch key {
            case "width": width = length(pair.value, what: "the shadow's 'offset' width") ?? width
            case "height": height = length(pair.value, what: "the shadow's 'offset' height") ?? height
            default: unknownKey(pair.key, key, known: ["width", "height"], context: "in the shadow's 'offset'")
            }
        }
        return (width, height)
    }

    private mutating func customView(_ node: SyntaxNode) -> CustomViewSpec? {
        guard let pairs = mapping(node, "'customView' ({image, contentMode})") else { return nil }
        var image: String?
        var mode = "scaleToFill"
        for i in 0..<pairs.count {
            let pair = pairs[i]
            guard let key = keyText(pair.key) else { continue }
            switch key {
            case "image": image = string(pair.value, what: "the custom view's 'image'")?.value
            case "contentMode": mode = name(pair.value, in: Self.contentModes, what: "content mode")?.value ?? mode
            default: unknownKey(pair.key, key, known: ["image", "contentMode"], context: "in 'customView'")
            }
        }
        guard let image else {
            diagnostics.report(.missingKey, MissingKeyRule.customViewImage(), at: node.location)
            return nil
        }
        return CustomViewSpec(image: image, contentMode: mode)
    }
}
