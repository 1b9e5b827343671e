/// How a button style turns its base colours into what it draws in a state: themec's model
/// of `UIButton.Configuration`'s styles. Apple documents only each style's one-liner
/// ("a transparent background", "a gray background", "a tinted background color", "filled
/// with the button's tint color"); the per-state factors below are read from decompiled
/// UIKit (uibutton.md §3, the background and foreground tables: UNCERTAIN (impl)), except the tinted style's resting
/// alpha, which no public source gives (`tintedAlpha`: themec's estimate).
package enum ButtonTreatment: String, Sendable, Hashable {
    case plain, gray, tinted, filled

    /// The alpha the tinted style gives its base colour at rest. The decompiled code calls
    /// a private function whose value is not visible (uibutton.md §3, background table): 0.15 is themec's
    /// estimate of how translucent the tinted fill looks, not a UIKit value.
    package static let tintedAlpha = 0.15

    /// The look a selected button switches to while `automaticallyUpdateForSelection` is on
    /// (its default for plain, gray and tinted: plain and gray turn tinted, tinted turns
    /// filled; uibutton.md §2).
    package var selected: ButtonTreatment {
        switch self {
        case .plain, .gray: return .tinted
        case .tinted, .filled: return .filled
        }
    }

    /// The fill in `state` from `base` (`baseBackgroundColor`, else the style's own: gray's
    /// `secondarySystemFill`, the tint for tinted and filled). `gray` is `secondarySystemFill`
    /// for the disabled looks of tinted and filled. Disabled beats highlighted (uibutton.md §3).
    package func fill(base: RGBA, in state: StateSet, gray: RGBA) -> RGBA {
        let dark = state.contains(.dark)
        switch self {
        case .plain: return .clear
        case .gray:
            if state.contains(.disabled) { return base.multiplyingAlpha(0.75) }
            return state.contains(.highlighted) ? base.pressed(dark: dark, lightAlpha: 0.75, darkWhite: 0.05) : base
        case .tinted:
            if state.contains(.disabled) { return gray.multiplyingAlpha(0.75) }
            let pressed = state.contains(.highlighted) ? (dark ? 0.7 : 0.65) : 1
            return base.multiplyingAlpha(Self.tintedAlpha * pressed)
        case .filled:
            if state.contains(.disabled) { return gray.multiplyingAlpha(0.75) }
            return state.contains(.highlighted) ? base.pressed(dark: dark, lightAlpha: 0.75, darkWhite: 0.2) : base
        }
    }

    /// The title and image colour in `state` from `base` (`baseForegroundColor`, else the
    /// style's: white for filled, the tint — `label` for gray in the glass design — for the
    /// others). `disabledColor` is `tertiaryLabel`, every style's disabled foreground.
    package func foreground(base: RGBA, in state: StateSet, disabledColor: RGBA) -> RGBA {
        if state.contains(.disabled) { return disabledColor }
        guard state.contains(.highlighted) else { return base }
        let dark = state.contains(.dark)
        switch self {
        case .plain: return base.pressed(dark: dark, lightAlpha: 0.75, darkWhite: 0.2)
        case .gray, .tinted: return base.pressed(dark: dark, lightAlpha: 0.75, darkWhite: 0.1)
        case .filled: return base.multiplyingAlpha(0.75)
        }
    }
}

extension SystemStyle {
    /// How the button style draws, nil for list styles. The bordered names are aliases
    /// (uibutton.md §1.2); a glass style is modelled by the classic style it falls back to by
    /// default, as Apple's SwiftUI documentation calls glass "similar to the bordered style"
    /// and prominent glass "similar to the borderedProminent style" (uibutton.md §3, notes to the background table):
    /// the Liquid Glass material itself is not modelled.
    package var buttonTreatment: ButtonTreatment? {
        switch self {
        case .plainButton, .borderlessButton: return .plain
        case .grayButton, .borderedButton: return .gray
        case .tintedButton, .borderedTintedButton: return .tinted
        case .filledButton, .borderedProminentButton: return .filled
        case .glassButton, .clearGlassButton, .prominentGlassButton, .prominentClearGlassButton:
            return defaultFallback?.buttonTreatment
        default: return nil
        }
    }

    /// The iOS 15 style a glass style falls back to below iOS 26 when the theme names none:
    /// `grayButton` for glass and clear glass, `filledButton` for the prominent ones
    /// (uibutton.md §8).
    package var defaultFallback: SystemStyle? {
        switch self {
        case .glassButton, .clearGlassButton: return .grayButton
        case .prominentGlassButton, .prominentClearGlassButton: return .filledButton
        default: return nil
        }
    }
}

extension RGBA {
    /// The "pressed" change of the button styles: alpha scaled by `lightAlpha` in light mode,
    /// white at alpha `darkWhite` drawn over the colour in dark mode (the private
    /// `_colorByReducingAlphaInLightAddingWhiteWithAlphaInDark`, by its name: uibutton.md §3).
    func pressed(dark: Bool, lightAlpha: Double, darkWhite w: Double) -> RGBA {
        guard dark else { return multiplyingAlpha(lightAlpha) }
        return RGBA(red: red * (1 - w) + w, green: green * (1 - w) + w, blue: blue * (1 - w) + w, alpha: alpha + w * (1 - alpha))
    }
}

/// The names `UIButton.Configuration`'s enums take in a theme (`UIButtonConfiguration.h`:
/// uibutton.md §1.3).
package enum ButtonEnums {
    /// `UIButton.Configuration.CornerStyle` cases; UIKit's default is `dynamic`.
    package static let cornerStyles = ["fixed", "dynamic", "small", "medium", "large", "capsule"]
    /// `UIButton.Configuration.Size` cases.
    package static let sizes = ["mini", "small", "medium", "large"]
}
