// A stand-in for UIKit on platforms without it (Linux CI), used only by the tests that
// type-check generated code: `swiftc -emit-module -module-name UIKit -parse-as-library`.
//
// It declares the types and members generated code uses, and those the examples of
// docs/usage.md use (collection and table views, registrations, content configurations), with the signatures of
// the iOS 18 SDK (reference/uikit-facts.md, reference/uikit-eras.md §1.5–§1.6; availability
// and deprecation attributes included), and no more than the SDK offers: a conformance or
// member the SDK lacks would let generated code pass here and fail in Xcode. Swift ignores
// iOS/tvOS availability when it compiles for Linux, so the availability of generated code
// is checked as text (GeneratedAvailabilityTests) and against the real SDKs on GitHub
// (.github/workflows/sdk-typecheck.yml). Bodies are placeholders: nothing here runs.

@_exported import Foundation

// MARK: - Traits and configuration states

@available(iOS 12.0, tvOS 10.0, *)
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    case unspecified = 0, light = 1, dark = 2
}

@available(iOS 13.0, tvOS 13.0, *)
public enum UIAccessibilityContrast: Int, @unchecked Sendable {
    case unspecified = -1, normal = 0, high = 1
}

@available(iOS 8.0, tvOS 9.0, *)
open class UITraitCollection: NSObject {
    @available(iOS 12.0, tvOS 10.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
    @available(iOS 13.0, tvOS 13.0, *)
    open var accessibilityContrast: UIAccessibilityContrast { .unspecified }
}

@available(iOS 14.0, tvOS 14.0, *)
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

@available(iOS 14.0, tvOS 14.0, *)
public protocol UIConfigurationState {
    init(traitCollection: UITraitCollection)
    var traitCollection: UITraitCollection { get set }
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

@available(iOS 14.0, tvOS 14.0, *)
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
    public var traitCollection: UITraitCollection
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { nil }
        set {}
    }
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    @available(iOS 15.0, tvOS 15.0, *)
    public var isPinned: Bool {
        get { pinned }
        set { pinned = newValue }
    }
    private var pinned = false
}

@available(iOS 14.0, tvOS 14.0, *)
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    // Plain Swift enums in the SDK's interface: no raw values.
    @available(tvOS, unavailable)
    public enum DragState: Hashable, Sendable {
        case none, lifting, dragging
    }

    @available(tvOS, unavailable)
    public enum DropState: Hashable, Sendable {
        case none, notTargeted, targeted
    }

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
    public var traitCollection: UITraitCollection
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { nil }
        set {}
    }
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    @available(iOS 15.0, tvOS 15.0, *)
    public var isPinned: Bool {
        get { pinned }
        set { pinned = newValue }
    }
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    @available(tvOS, unavailable)
    public var cellDragState: UICellConfigurationState.DragState {
        get { drag }
        set { drag = newValue }
    }
    @available(tvOS, unavailable)
    public var cellDropState: UICellConfigurationState.DropState {
        get { drop }
        set { drop = newValue }
    }
    private var pinned = false
    private var drag = DragState.none
    private var drop = DropState.none
}

// MARK: - Colours, images, effects

@available(iOS 2.0, *)
open class UIColor: NSObject {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    @available(iOS 13.0, tvOS 13.0, *)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
    @available(iOS 13.0, tvOS 13.0, *)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
    /// A colour set of an asset catalog; nil when the bundle has none by that name.
    @available(iOS 11.0, tvOS 11.0, *)
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {}
    @available(iOS 5.0, *)
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool { false }

    // Fixed colours (UIColor.h, iOS 2, tvOS 9; also watchOS).
    open class var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    open class var darkGray: UIColor { .black }
    open class var lightGray: UIColor { .black }
    open class var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
    open class var gray: UIColor { .black }
    open class var red: UIColor { .black }
    open class var green: UIColor { .black }
    open class var blue: UIColor { .black }
    open class var cyan: UIColor { .black }
    open class var yellow: UIColor { .black }
    open class var magenta: UIColor { .black }
    open class var orange: UIColor { .black }
    open class var purple: UIColor { .black }
    open class var brown: UIColor { .black }
    open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }

    // System colours (UIInterface.h, uikit-eras.md §1.5).
    @available(iOS 7.0, tvOS 9.0, *) @available(watchOS, unavailable)
    open class var systemRed: UIColor { .black }
    @available(iOS 7.0, tvOS 9.0, *) @available(watchOS, unavailable)
    open class var systemGreen: UIColor { .black }
    @available(iOS 7.0, tvOS 9.0, *) @available(watchOS, unavailable)
    open class var systemBlue: UIColor { .black }
    @available(iOS 7.0, tvOS 9.0, *) @available(watchOS, unavailable)
    open class var systemOrange: UIColor { .black }
    @available(iOS 7.0, tvOS 9.0, *) @available(watchOS, unavailable)
    open class var systemYellow: UIColor { .black }
    @available(iOS 7.0, tvOS 9.0, *) @available(watchOS, unavailable)
    open class var systemPink: UIColor { .black }
    @available(iOS 7.0, tvOS 9.0, *) @available(watchOS, unavailable)
    open class var systemTeal: UIColor { .black }
    @available(iOS 7.0, tvOS 9.0, *) @available(watchOS, unavailable)
    open class var systemGray: UIColor { .black }
    @available(iOS 9.0, tvOS 9.0, *) @available(watchOS, unavailable)
    open class var systemPurple: UIColor { .black }
    @available(iOS 13.0, tvOS 13.0, *) @available(watchOS, unavailable)
    open class var systemIndigo: UIColor { .black }
    @available(iOS 13.0, tvOS 13.0, *) @available(watchOS, unavailable)
    open class var systemBrown: UIColor { .black }
    @available(iOS 15.0, tvOS 15.0, *) @available(watchOS, unavailable)
    open class var systemMint: UIColor { .black }
    @available(iOS 15.0, tvOS 15.0, *) @available(watchOS, unavailable)
    open class var systemCyan: UIColor { .black }
    @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
    open class var systemGray2: UIColor { .black }
    @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
    open class var systemGray3: UIColor { .black }
    @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
    open class var systemGray4: UIColor { .black }
    @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
    open class var systemGray5: UIColor { .black }
    @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
    open class var systemGray6: UIColor { .black }
    @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
    open class var systemBackground: UIColor { .black }
    @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
    open class var secondarySystemBackground: UIColor { .black }
    @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
    open class var tertiarySystemBackground: UIColor { .black }
    @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
    open class var systemGroupedBackground: UIColor { .black }
    @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
    open class var secondarySystemGroupedBackground: UIColor { .black }
    @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
    open class var tertiarySystemGroupedBackground: UIColor { .black }
    @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
    open class var systemFill: UIColor { .black }
    @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
    open class var secondarySystemFill: UIColor { .black }
    @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
    open class var tertiarySystemFill: UIColor { .black }
    @available(iOS 13.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
    open class var quaternarySystemFill: UIColor { .black }
    @available(iOS 13.0, tvOS 13.0, *) @available(watchOS, unavailable)
    open class var label: UIColor { .black }
    @available(iOS 13.0, tvOS 13.0, *) @available(watchOS, unavailable)
    open class var secondaryLabel: UIColor { .black }
    @available(iOS 13.0, tvOS 13.0, *) @available(watchOS, unavailable)
    open class var tertiaryLabel: UIColor { .black }
    @available(iOS 13.0, tvOS 13.0, *) @available(watchOS, unavailable)
    open class var quaternaryLabel: UIColor { .black }
    @available(iOS 13.0, tvOS 13.0, *) @available(watchOS, unavailable)
    open class var link: UIColor { .black }
    @available(iOS 13.0, tvOS 13.0, *) @available(watchOS, unavailable)
    open class var placeholderText: UIColor { .black }
    @available(iOS 13.0, tvOS 13.0, *) @available(watchOS, unavailable)
    open class var separator: UIColor { .black }
    @available(iOS 13.0, tvOS 13.0, *) @available(watchOS, unavailable)
    open class var opaqueSeparator: UIColor { .black }
}

@available(iOS 2.0, *)
open class UIImage: NSObject {
    public init?(named name: String) {}
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {}
}

@available(iOS 14.0, tvOS 14.0, *)
public struct UIConfigurationColorTransformer {
    public let transform: (UIColor) -> UIColor
    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }
    public static var grayscale: UIConfigurationColorTransformer { UIConfigurationColorTransformer { $0 } }
    public static var preferredTint: UIConfigurationColorTransformer { UIConfigurationColorTransformer { $0 } }
    public static var monochromeTint: UIConfigurationColorTransformer { UIConfigurationColorTransformer { $0 } }
}

@available(iOS 8.0, *)
@MainActor open class UIVisualEffect: NSObject {}

@available(iOS 8.0, *)
@MainActor open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, @unchecked Sendable {
        case extraLight = 0, light, dark
        @available(iOS, unavailable) @available(tvOS 10.0, *)
        case extraDark
        case regular, prominent
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemUltraThinMaterial
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemThinMaterial
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemMaterial
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemThickMaterial
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemChromeMaterial
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemUltraThinMaterialLight
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemThinMaterialLight
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemMaterialLight
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemThickMaterialLight
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemChromeMaterialLight
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemUltraThinMaterialDark
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemThinMaterialDark
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemMaterialDark
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemThickMaterialDark
        @available(iOS 13.0, *) @available(tvOS, unavailable) case systemChromeMaterialDark
    }

    public init(style: UIBlurEffect.Style) {}
}

// MARK: - Geometry

@available(iOS 11.0, tvOS 11.0, *)
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

@available(iOS 13.0, tvOS 13.0, *)
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

// MARK: - Views

@available(iOS 2.0, *)
@MainActor open class UIView: NSObject {
    public enum ContentMode: Int, @unchecked Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}

    open var contentMode: UIView.ContentMode = .scaleToFill
    /// Inherited through the view hierarchy; never nil when read (UIView.h: `null_resettable`).
    @available(iOS 7.0, *)
    open var tintColor: UIColor! = nil
    /// `UITraitEnvironment`'s trait collection.
    @available(iOS 8.0, *)
    open var traitCollection: UITraitCollection { UITraitCollection() }
    @available(iOS 9.0, *)
    open var isFocused: Bool { false }
}

@available(iOS 2.0, *)
@MainActor open class UIImageView: UIView {
    public init(image: UIImage?) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

// MARK: - Content configurations (what the examples of docs/usage.md use)

@available(iOS 14.0, tvOS 14.0, *)
@MainActor public protocol UIContentConfiguration {}

@available(iOS 14.0, tvOS 14.0, *)
@MainActor public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public var text: String?
    public var secondaryText: String?
    private init() {}
    nonisolated public static func == (a: UIListContentConfiguration, b: UIListContentConfiguration) -> Bool { true }
    nonisolated public func hash(into hasher: inout Hasher) {}
}

// MARK: - Collection and table views (what the examples of docs/usage.md use)

@available(iOS 2.0, *)
@MainActor open class UIScrollView: UIView {}

@available(iOS 6.0, *)
@MainActor open class UICollectionView: UIScrollView {
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    @available(iOS 14.0, tvOS 14.0, *)
    @MainActor public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {}
    }

    @available(iOS 14.0, tvOS 14.0, *)
    @MainActor public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        public init(elementKind: String, handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler) {}
    }

    @available(iOS 14.0, tvOS 14.0, *)
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell { fatalError() }

    @available(iOS 14.0, tvOS 14.0, *)
    public func dequeueConfiguredReusableSupplementary<T: UICollectionReusableView>(
        using registration: UICollectionView.SupplementaryRegistration<T>, for indexPath: IndexPath
    ) -> T { fatalError() }
}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject
{
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) ->
        UICollectionViewCell?
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) ->
        UICollectionReusableView?

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {}
    public var supplementaryViewProvider: SupplementaryViewProvider?
}

@available(iOS 2.0, *)
@MainActor open class UITableView: UIScrollView {
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    @available(iOS 6.0, *)
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {}
    @available(iOS 6.0, *)
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { fatalError() }
    @available(iOS 6.0, *)
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? { nil }
}

@available(iOS 6.0, *)
@MainActor open class UICollectionReusableView: UIView {}

@available(iOS 6.0, *)
@MainActor open class UICollectionViewCell: UICollectionReusableView {
    @available(iOS 14.0, tvOS 14.0, *)
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { nil }
        set {}
    }
    @available(iOS 14.0, tvOS 14.0, *)
    open func updateConfiguration(using state: UICellConfigurationState) {}
    @available(iOS 14.0, tvOS 14.0, *)
    open func setNeedsUpdateConfiguration() {}

    @available(iOS 15.0, tvOS 15.0, *)
    public typealias ConfigurationUpdateHandler = (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void

    @available(iOS 14.0, tvOS 14.0, *)
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { nil }
        set {}
    }
    @available(iOS 14.0, tvOS 14.0, *)
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { true }
        set {}
    }
    @available(iOS 15.0, tvOS 15.0, *)
    public var configurationUpdateHandler: UICollectionViewCell.ConfigurationUpdateHandler? {
        get { nil }
        set {}
    }
}

@available(iOS 14.0, tvOS 14.0, *)
@MainActor open class UICollectionViewListCell: UICollectionViewCell {
    open func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
}

@available(iOS 2.0, *)
@MainActor open class UITableViewCell: UIView {
    public enum CellStyle: Int, @unchecked Sendable {
        case `default` = 0, value1, value2, subtitle
    }

    @available(iOS 3.0, *)
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    @available(iOS 14.0, tvOS 14.0, *)
    open func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
    @available(iOS 14.0, tvOS 14.0, *)
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { nil }
        set {}
    }

    @available(iOS 15.0, tvOS 15.0, *)
    public typealias ConfigurationUpdateHandler = (_ cell: UITableViewCell, _ state: UICellConfigurationState) -> Void

    @available(iOS 14.0, tvOS 14.0, *)
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { nil }
        set {}
    }
    @available(iOS 14.0, tvOS 14.0, *)
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { true }
        set {}
    }
    @available(iOS 15.0, tvOS 15.0, *)
    public var configurationUpdateHandler: UITableViewCell.ConfigurationUpdateHandler? {
        get { nil }
        set {}
    }
}

@available(iOS 6.0, *)
@MainActor open class UITableViewHeaderFooterView: UIView {
    public init(reuseIdentifier: String?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    @available(iOS 14.0, tvOS 14.0, *)
    open func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
    @available(iOS 14.0, tvOS 14.0, *)
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { nil }
        set {}
    }

    @available(iOS 15.0, tvOS 15.0, *)
    public typealias ConfigurationUpdateHandler = (_ view: UITableViewHeaderFooterView, _ state: UIViewConfigurationState) -> Void

    @available(iOS 14.0, tvOS 14.0, *)
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { nil }
        set {}
    }
    @available(iOS 14.0, tvOS 14.0, *)
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { true }
        set {}
    }
    @available(iOS 15.0, tvOS 15.0, *)
    public var configurationUpdateHandler: UITableViewHeaderFooterView.ConfigurationUpdateHandler? {
        get { nil }
        set {}
    }
}

// MARK: - Background configuration

@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
public struct UIShadowProperties: Hashable {
    public var color: UIColor = .black
    public var opacity: CGFloat = 0
    public var radius: CGFloat = 0
    public var offset: CGSize = .zero
}

// Main-actor isolated, as UIKit's configurations are in recent SDKs: generated code must
// build them on the main actor.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor public struct UIBackgroundConfiguration: Hashable {
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public static func listHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public static func listFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "listCell")
    @available(tvOS, introduced: 14.0, deprecated: 18.0, renamed: "listCell")
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "listCell")
    @available(tvOS, introduced: 14.0, deprecated: 18.0, renamed: "listCell")
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "listCell")
    @available(tvOS, unavailable)
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    @available(tvOS, unavailable)
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    @available(iOS, introduced: 14.0, deprecated: 18.0, message: "Use listHeader() or listFooter()")
    @available(tvOS, introduced: 14.0, deprecated: 18.0, message: "Use listHeader() or listFooter()")
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    @available(iOS, introduced: 14.0, deprecated: 18.0, message: "Use listHeader() or listFooter()")
    @available(tvOS, introduced: 14.0, deprecated: 18.0, message: "Use listHeader() or listFooter()")
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    @available(iOS, introduced: 14.0, deprecated: 18.0, message: "Use listHeader() or listFooter()")
    @available(tvOS, unavailable)
    public static func listSidebarHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }

    public var customView: UIView?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var visualEffect: UIVisualEffect?
    @available(iOS 15.0, tvOS 15.0, *)
    public var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }
    @available(iOS 15.0, tvOS 15.0, *)
    public var imageContentMode: UIView.ContentMode {
        get { storedContentMode }
        set { storedContentMode = newValue }
    }
    public var strokeColor: UIColor?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public var shadowProperties: UIShadowProperties {
        get { UIShadowProperties() }
        set {}
    }

    private var storedImage: UIImage?
    private var storedContentMode = UIView.ContentMode.scaleToFill

    private init() {}

    nonisolated public static func == (a: UIBackgroundConfiguration, b: UIBackgroundConfiguration) -> Bool { true }
    nonisolated public func hash(into hasher: inout Hasher) {}
}

// MARK: - Buttons (UIButton.h, UIButtonConfiguration.h, UIControl.h: the project's uibutton.md §1)

@available(iOS 2.0, *)
@MainActor open class UIControl: UIView {
    open var isEnabled: Bool = true
    open var isSelected: Bool = false
    open var isHighlighted: Bool = false
}

@available(iOS 2.0, *)
@MainActor open class UIButton: UIControl {
    @available(iOS 15.0, tvOS 15.0, *)
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    @available(iOS 15.0, tvOS 15.0, *)
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) { self.init(frame: .zero) }

    @available(iOS 15.0, tvOS 15.0, *)
    open var configuration: UIButton.Configuration? {
        get { nil }
        set {}
    }
    @available(iOS 15.0, tvOS 15.0, *)
    open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? {
        get { nil }
        set {}
    }
    @available(iOS 15.0, tvOS 15.0, *)
    open var automaticallyUpdatesConfiguration: Bool = true
    @available(iOS 15.0, tvOS 15.0, *)
    open func setNeedsUpdateConfiguration() {}
}

@available(iOS 14.0, tvOS 14.0, *)
@MainActor open class UIAction: NSObject {}

@available(iOS 15.0, tvOS 15.0, *)
@available(watchOS, unavailable)
extension UIButton {
    @MainActor public struct Configuration: Hashable {
        public enum CornerStyle: Hashable, Sendable {
            case fixed, dynamic, small, medium, large, capsule
        }
        public enum Size: Hashable, Sendable {
            case mini, small, medium, large
        }
        public enum TitleAlignment: Hashable, Sendable {
            case automatic, leading, center, trailing
        }

        public static func plain() -> UIButton.Configuration { Configuration() }
        public static func tinted() -> UIButton.Configuration { Configuration() }
        public static func gray() -> UIButton.Configuration { Configuration() }
        public static func filled() -> UIButton.Configuration { Configuration() }
        public static func borderless() -> UIButton.Configuration { Configuration() }
        public static func bordered() -> UIButton.Configuration { Configuration() }
        public static func borderedTinted() -> UIButton.Configuration { Configuration() }
        public static func borderedProminent() -> UIButton.Configuration { Configuration() }

        public func updated(for button: UIButton) -> UIButton.Configuration { self }

        public var background: UIBackgroundConfiguration = .clear()
        public var cornerStyle: UIButton.Configuration.CornerStyle = .dynamic
        public var buttonSize: UIButton.Configuration.Size = .medium
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var image: UIImage?
        public var title: String?
        public var attributedTitle: AttributedString?
        public var subtitle: String?
        public var attributedSubtitle: AttributedString?
        public var contentInsets: NSDirectionalEdgeInsets = .zero
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var titleAlignment: UIButton.Configuration.TitleAlignment = .automatic
        public var showsActivityIndicator: Bool = false
        public var automaticallyUpdateForSelection: Bool = true

        private init() {}

        nonisolated public static func == (a: UIButton.Configuration, b: UIButton.Configuration) -> Bool { true }
        nonisolated public func hash(into hasher: inout Hasher) {}
    }
}

@available(iOS 26.0, tvOS 26.0, *)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension UIButton.Configuration {
    public static func glass() -> UIButton.Configuration { .gray() }
    public static func prominentGlass() -> UIButton.Configuration { .filled() }
    public static func clearGlass() -> UIButton.Configuration { .gray() }
    public static func prominentClearGlass() -> UIButton.Configuration { .filled() }
}
