/// The background of the list a preset's views sit in, which a translucent background is
/// drawn over (the preview paints it; the look-alike analysis composites over it): the one
/// its style's list environment uses (plain lists: `systemBackground`; grouped and inset-grouped lists and their headers:
/// `systemGroupedBackground`; sidebars: `secondarySystemBackground`, an approximation of
/// UIKit's private sidebar colour), in every appearance, with
/// the values of the table's design generation.
package struct ListBackground: Sendable {
    package var name: String
    package var variants: ColorVariants
    /// The kind of list the style belongs in (`plain`, `grouped`, `sidebar`; none for `clear`).
    package var environment: String?

    package init(_ style: SystemStyle, design: DesignGeneration) {
        switch style {
        case .listGroupedCell, .listGroupedHeaderFooter:
            (name, environment) = ("systemGroupedBackground", "grouped")
        case .listSidebarCell, .listSidebarHeader: (name, environment) = ("secondarySystemBackground", "sidebar")
        case .listAccompaniedSidebarCell: (name, environment) = ("secondarySystemBackground", "accompaniedSidebar")
        case .listPlainCell, .listPlainHeaderFooter: (name, environment) = ("systemBackground", "plain")
        default: (name, environment) = ("systemBackground", nil)
        }
        variants = SystemColor.named(name)?.variants(in: design) ?? ColorVariants(light: .white, dark: .black)
    }

    /// The list's colour for a column's traits.
    package func color(for traits: ColorTraits) -> RGBA { variants[traits] }
}
