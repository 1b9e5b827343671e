/// The list factories UIKit deprecated in iOS 18 (`listPlainCell()` …), called without a
/// deprecation warning in an app whose deployment target is iOS 18 or later.
///
/// Generated code calls them where the theme names such a base (`deprecated-api` tells the
/// author) and as the fallback of `listCell()`/`listHeader()`/`listFooter()` below iOS 18.
/// Swift warns about a deprecated call unless the calling declaration is deprecated itself,
/// and does not warn about a call through a protocol requirement that is not: so each
/// factory is wrapped in a deprecated witness of a file-private protocol.
extension SwiftEmitter {
    /// The deprecated styles whose factories the file calls, in declaration order.
    func legacyStyles(_ c: Context) -> [SystemStyle] {
        // A generic base falls back to its specific style only below iOS 18.
        let fallsBack = c.floors.needsCheck(.iOS18Generation)
        let used = Set(
            c.table.presets.compactMap { preset -> SystemStyle? in
                guard preset.base.isGeneric else { return preset.base }
                return fallsBack ? preset.base.specific(in: preset.listEnvironment ?? .plain) : nil
            })
        return SystemStyle.allCases.filter { used.contains($0) && $0.deprecation != nil }
    }

    /// The protocol and its witnesses, at file scope (protocols cannot nest in extensions
    /// before Swift 5.10); nothing when no deprecated factory is called.
    func writeLegacyFactories(_ c: Context, to out: inout SwiftSource) {
        let styles = legacyStyles(c)
        guard !styles.isEmpty else { return }
        let proto = "\(c.namespace)LegacyFactories"
        out.line("/// The list factories deprecated in iOS 18 that this file calls, reached through a protocol")
        out.line("/// so an app targeting iOS 18 or later gets no deprecation warning from generated code.")
        out.line("@MainActor")
        out.open("private protocol \(proto)")
        for style in styles { out.line("static func \(style.rawValue)() -> UIBackgroundConfiguration") }
        out.close()
        out.line()
        out.open("private enum \(c.namespace)Legacy: \(proto)")
        out.line("/// The factories, as the protocol's type.")
        out.line("static var factories: any \(proto).Type { \(c.namespace)Legacy.self }")
        for style in styles {
            out.line("@available(*, deprecated, message: \"the pre-iOS 18 factory\")")
            out.line("static func \(style.rawValue)() -> UIBackgroundConfiguration { .\(style.rawValue)() }")
        }
        out.close()
        out.line()
    }

    /// The expression that creates `style`'s configuration.
    func factoryCall(_ style: SystemStyle, _ c: Context) -> String {
        style.deprecation == nil
            ? "UIBackgroundConfiguration.\(style.rawValue)()"
            : "\(c.namespace)Legacy.factories.\(style.rawValue)()"
    }
}
