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

#if canImport(UIKit)
import UIKit

extension CardStyle {
    /// Themes a collection view cell as a card (iOS 15+: `configurationUpdateHandler`).
    @MainActor public static func apply(to cell: UICollectionViewCell) {
        CardsTheme.install(.card, on: cell)
    }
}
#endif
