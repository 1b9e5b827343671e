/// The properties of a background configuration, in docs/language.md order (UIKit's own names),
/// then the four `UIButton.Configuration` fields only button presets take (`isButtonOnly`).
public enum Property: String, CaseIterable, Sendable, Hashable, Comparable {
    case backgroundColor
    case backgroundColorTransformer
    case cornerRadius
    case backgroundInsets
    case edgesAddingLayoutMarginsToBackgroundInsets
    case strokeColor
    case strokeColorTransformer
    case strokeWidth
    case strokeOutset
    case visualEffect
    case shadowProperties
    case image
    case imageContentMode
    case customView
    case cornerStyle
    case buttonSize
    case baseBackgroundColor
    case baseForegroundColor

    /// Position in declaration order. A switch, not `allCases.firstIndex`: the cascade asks for it
    /// for every property of every row.
    package var index: Int {
        switch self {
        case .backgroundColor: 0
        case .backgroundColorTransformer: 1
        case .cornerRadius: 2
        case .backgroundInsets: 3
        case .edgesAddingLayoutMarginsToBackgroundInsets: 4
        case .strokeColor: 5
        case .strokeColorTransformer: 6
        case .strokeWidth: 7
        case .strokeOutset: 8
        case .visualEffect: 9
        case .shadowProperties: 10
        case .image: 11
        case .imageContentMode: 12
        case .customView: 13
        case .cornerStyle: 14
        case .buttonSize: 15
        case .baseBackgroundColor: 16
        case .baseForegroundColor: 17
        }
    }

    /// Every property in declaration order, built once (`allCases` builds a new array per call).
    package static let all: [Property] = allCases

    /// How many properties there are.
    package static let count = 18

    /// The properties of `UIBackgroundConfiguration`: what every preset's rows list.
    package static let background: [Property] = all.filter { !$0.isButtonOnly }

    /// True for the `UIButton.Configuration` fields (`cornerStyle`, `buttonSize`,
    /// `baseBackgroundColor`, `baseForegroundColor`) that only button presets take.
    public var isButtonOnly: Bool { index >= Property.cornerStyle.index }

    /// The properties the rows of a preset of `kind` list: the background's, and for a button
    /// the button's own fields after them.
    package static func of(_ kind: SystemStyle.Kind) -> [Property] { kind == .button ? all : background }

    /// Orders properties as tables list them.
    public static func < (lhs: Property, rhs: Property) -> Bool { lhs.index < rhs.index }

    /// The property spelled `name`, if any. A scan, not a dictionary: comparing a short
    /// name with 14 others costs less than hashing it once.
    public init?(name: String) {
        guard let i = Self.names.firstIndex(of: name) else { return nil }
        self = Self.all[i]
    }

    /// `all`'s names, built once (`rawValue` builds its `String` on every call).
    private static let names = all.map(\.rawValue)

    /// The transformer that applies to this colour property, if it is one.
    package var matchingTransformer: Property? {
        switch self {
        case .backgroundColor: return .backgroundColorTransformer
        case .strokeColor: return .strokeColorTransformer
        default: return nil
        }
    }
}

/// `UIConfigurationColorTransformer`s a theme can name (Apple's `UIConfigurationColorTransformer` documentation).
public enum ColorTransformer: String, CaseIterable, Sendable, Hashable {
    case grayscale, preferredTint, monochromeTint

    /// The resolver's model of the transformer.
    package func apply(_ c: RGBA) -> RGBA {
        switch self {
        case .preferredTint:
            return c  // identity on iPhone and iPad: no user accent colour there
        case .grayscale, .monochromeTint:
            // Apple does not document the formula: Rec. 709 luma on the encoded components.
            let gray = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
            return RGBA(red: gray, green: gray, blue: gray, alpha: c.alpha)
        }
    }
}
