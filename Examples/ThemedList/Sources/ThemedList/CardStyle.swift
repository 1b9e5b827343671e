/// What the example app reads from the generated `CardsTheme` (written at build time by
/// the themec plugin from `Cards.theme.yaml`).
public enum CardStyle {
    /// The corner radius of a card in its normal state.
    public static var cornerRadius: Double {
        CardsTheme.table(for: .card).appearance(for: []).cornerRadius
    }

    /// The background colour (`#RRGGBBAA`) of a card in `state`, e.g. `[.selected, .dark]`.
    public static func backgroundHex(_ state: CardsTheme.State) -> String? {
        CardsTheme.table(for: .card).appearance(for: state).backgroundColor?.hex
    }
}

// The generated UIKit part exists where the theme's platforms are (iOS here), never on watchOS.
#if canImport(UIKit) && !os(watchOS) && !os(tvOS) && !os(visionOS)
    import UIKit

    extension CardStyle {
        /// Themes a collection view cell as a card (iOS 15+: `configurationUpdateHandler`).
        @MainActor public static func apply(to cell: UICollectionViewCell) {
            CardsTheme.install(.card, on: cell)
        }
    }
#endif
