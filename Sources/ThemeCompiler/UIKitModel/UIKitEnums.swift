/// Names of UIKit enums a theme may use (`UIBlurEffect.Style` and `UIView.ContentMode` in the UIKit SDK).
package enum UIKitEnums {
    /// `UIBlurEffect.Style` cases. `extraDark` is tvOS-only.
    package static let blurStyles: [String] = [
        "extraLight", "light", "dark", "extraDark", "regular", "prominent",
        "systemUltraThinMaterial", "systemThinMaterial", "systemMaterial", "systemThickMaterial", "systemChromeMaterial",
        "systemUltraThinMaterialLight", "systemThinMaterialLight", "systemMaterialLight",
        "systemThickMaterialLight", "systemChromeMaterialLight",
        "systemUltraThinMaterialDark", "systemThinMaterialDark", "systemMaterialDark",
        "systemThickMaterialDark", "systemChromeMaterialDark",
    ]

    /// `UIView.ContentMode` cases.
    package static let contentModes: [String] = [
        "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom",
        "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
    ]

    /// Availability of a blur style: the `system…` materials are iOS 13+ and not on tvOS;
    /// `extraDark` exists on tvOS only.
    package static func availability(ofBlurStyle name: String) -> Availability {
        if name.hasPrefix("system") { return .systemMaterials }
        if name == "extraDark" { return Availability(introduced: [.tvOS: OSVersion(10)]) }
        return .iOS14Generation
    }
}
