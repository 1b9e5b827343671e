/// Insets in points, in layout direction (`NSDirectionalEdgeInsets`).
public struct EdgeInsets: Sendable, Hashable {
    /// The insets from the top, leading, bottom and trailing edges.
    public var top: Double, leading: Double, bottom: Double, trailing: Double

    /// Insets from each edge, in points.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    package init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }

    package static let zero = EdgeInsets(all: 0)
}

/// An edge of `NSDirectionalRectEdge`, in output order.
public enum Edge: String, CaseIterable, Sendable, Hashable, Comparable {
    case top, leading, bottom, trailing

    /// Orders edges as the table lists them: top, leading, bottom, trailing.
    public static func < (lhs: Edge, rhs: Edge) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A shadow (`UIShadowProperties`, iOS 18). A field the theme omits keeps UIKit's default.
package struct ShadowSpec: Sendable, Hashable {
    package var color: ColorExpression?
    package var opacity: Double?
    package var radius: Double?
    package var offset: (width: Double, height: Double)?

    package init(
        color: ColorExpression? = nil, opacity: Double? = nil, radius: Double? = nil,
        offset: (width: Double, height: Double)? = nil
    ) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
    }

    package static func == (a: ShadowSpec, b: ShadowSpec) -> Bool {
        a.color == b.color && a.opacity == b.opacity && a.radius == b.radius
            && a.offset?.width == b.offset?.width && a.offset?.height == b.offset?.height
    }

    package func hash(into h: inout Hasher) {
        h.combine(color); h.combine(opacity); h.combine(radius)
        h.combine(offset?.width); h.combine(offset?.height)
    }
}

/// A `customView`: an image view showing an asset.
public struct CustomViewSpec: Sendable, Hashable {
    /// The image's name.
    public var image: String
    /// The image view's content mode (`scaleAspectFill` …).
    public var contentMode: String

    /// A custom view showing `image` with `contentMode`.
    public init(image: String, contentMode: String) {
        self.image = image
        self.contentMode = contentMode
    }
}

/// The value a theme gives a property.
///
/// The three rare values larger than a colour expression (insets, a shadow, a custom view) are
/// boxed (`indirect`), so a value is 21 bytes instead of 73: every `PropertySetting` of a
/// theme holds one, and an inline shadow made each setting 112 bytes (issue 23, memory).
package enum PropertyValue: Sendable, Hashable {
    case color(ColorExpression)
    case transformer(ColorTransformer)
    case number(Double)
    indirect case insets(EdgeInsets)
    case edges(Set<Edge>)
    /// A `UIBlurEffect.Style` name, or nil for `none`.
    case visualEffect(String?)
    indirect case shadow(ShadowSpec)
    /// An asset name (`image`) or a `UIView.ContentMode` name (`imageContentMode`).
    case name(String)
    indirect case customView(CustomViewSpec)

    /// Colour expressions inside the value.
    package var colors: [ColorExpression] { color.map { [$0] } ?? [] }

    /// The colour inside the value (a colour, or a shadow's colour), without building an array.
    package var color: ColorExpression? {
        switch self {
        case .color(let c): return c
        case .shadow(let s): return s.color
        default: return nil
        }
    }
}
