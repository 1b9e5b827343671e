/// Writes a compiled theme as one self-contained Swift file (docs/generate.md):
///
/// - a platform-neutral part that compiles everywhere: a namespace named after the theme,
///   a `Preset` enum, the palette and the resolved table as Swift values;
/// - a UIKit part under `#if canImport(UIKit)`: per preset a function from the
///   configuration state to a `UIBackgroundConfiguration` that assigns only what the row
///   customises, plus helpers that install a preset on cells and header/footer views.
///
/// Output is deterministic (no timestamps, no absolute paths). Library code: it never
/// prints and never exits.
public struct SwiftEmitter: Sendable {
    /// The access level of every generated declaration.
    public enum AccessLevel: String, CaseIterable, Sendable {
        case `public`, `internal`
    }

    /// Where the images a theme names are loaded from.
    public enum ImageBundle: String, CaseIterable, Sendable {
        /// `UIImage(named:)`: the app's main bundle.
        case main
        /// `Bundle.module`: the resources of the Swift package target that holds the theme
        /// (what the build-tool plugin generates).
        case module
    }

    /// The access level of the generated declarations.
    public var access: AccessLevel
    /// The bundle generated code loads images from.
    public var imageBundle: ImageBundle

    /// A Swift writer.
    /// - Parameters:
    ///   - access: The access level of the generated declarations.
    ///   - imageBundle: The bundle images are loaded from.
    public init(access: AccessLevel = .public, imageBundle: ImageBundle = .main) {
        self.access = access
        self.imageBundle = imageBundle
    }

    /// The generated file, ending with a newline.
    public func emit(_ table: ResolvedTable) -> String {
        let context = Context(table: table, access: access, imageBundle: imageBundle)
        var out = SwiftSource()
        writeHeader(context, to: &out)
        writeNamespace(context, to: &out)
        writeNeutralTypes(context, to: &out)
        writeUIKit(context, to: &out)
        return out.text
    }

    /// Everything the parts share: the table, names, access prefix, availability needs.
    struct Context {
        let table: ResolvedTable
        /// `"public "` or `""`.
        let pub: String
        let namespace: String
        /// Member names, indexed like `table.presets`.
        let presetNames: [String]
        /// Palette name → member name.
        let paletteNames: [String: String]
        /// The palette by name.
        let palette: [String: ColorVariants]
        let imageBundle: ImageBundle
        /// The oldest versions the UIKit part runs on.
        let floors: Floors
        /// True when some preset is a button: the table types carry the button fields, and
        /// list and button presets get enums of their own (`ListPreset`, `ButtonPreset`).
        let hasButtons: Bool
        /// The enum the list functions take: `Preset`, or `ListPreset` beside button presets.
        let listPresetType: String

        init(table: ResolvedTable, access: AccessLevel, imageBundle: ImageBundle) {
            self.table = table
            pub = access == .public ? "public " : ""
            namespace = SwiftIdentifier.namespaceName(forTheme: table.theme)
            presetNames = Self.unique(table.presets.map { SwiftIdentifier.memberName($0.name) })
            let paletteMembers = Self.unique(table.palette.map { SwiftIdentifier.memberName($0.name) })
            paletteNames = Dictionary(uniqueKeysWithValues: zip(table.palette.map(\.name), paletteMembers))
            palette = Dictionary(uniqueKeysWithValues: table.palette.map { ($0.name, $0.variants) })
            self.imageBundle = imageBundle
            floors = Floors(table.deploymentTarget)
            hasButtons = table.presets.contains { $0.base.isButton }
            listPresetType = hasButtons ? "ListPreset" : "Preset"
        }

        /// The indices of the list presets and of the button presets, in theme order.
        var listIndices: [Int] { table.presets.indices.filter { !table.presets[$0].base.isButton } }
        var buttonIndices: [Int] { table.presets.indices.filter { table.presets[$0].base.isButton } }

        /// Makes names unique by numbering repeats (`card`, `card_2`). Collisions in the
        /// compiled file are `generated-name-collision` errors, so this only keeps the
        /// output compiling for names that meet through imports.
        static func unique(_ names: [String]) -> [String] {
            var seen = Set<String>()
            return names.map { name in
                var candidate = name
                var n = 2
                while !seen.insert(candidate.replacingBackticks).inserted {
                    candidate = name.replacingBackticks + "_\(n)"
                    n += 1
                }
                return candidate
            }
        }
    }

    private func writeHeader(_ c: Context, to out: inout SwiftSource) {
        let source = c.table.sources.first.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "?"
        let from = SwiftEmitter.commentText(source)
        out.line("// Generated by themec \(ThemecVersion.current) from \(from) (theme '\(SwiftEmitter.commentText(c.table.theme))').")
        out.line("// Do not edit: change the theme and run `themec generate` again (or build with the")
        out.line("// themec plugin). The same input always produces the same file.")
        out.line("// swift-format-ignore-file")
        out.line("// swiftlint:disable all")
        out.line()
    }

    private func writeNamespace(_ c: Context, to out: inout SwiftSource) {
        out.doc(c.table.description)
        if c.table.description != nil { out.line("///") }
        if c.table.presets.isEmpty {
            out.line("/// The palette of the theme '\(SwiftEmitter.commentText(c.table.theme))' (it has no presets: other themes import")
            out.line("/// its colours). Everything outside the `#if canImport(UIKit)` part compiles on every platform.")
        } else {
            out.line("/// The background presets of the theme '\(SwiftEmitter.commentText(c.table.theme))', resolved for every state they vary")
            out.line("/// over. Everything outside the `#if canImport(UIKit)` part compiles on every platform.")
        }
        out.open("\(c.pub)enum \(c.namespace)")
        out.line("/// The theme's name.")
        out.line("\(c.pub)static let name = \(SwiftEmitter.stringLiteral(c.table.theme))")
        out.line("/// The themec version that generated this file.")
        out.line("\(c.pub)static let generatorVersion = \(SwiftEmitter.stringLiteral(ThemecVersion.current))")
        out.line("/// The deployment targets the theme was checked against (platform → version).")
        let targets = c.table.deploymentTarget.keys.sorted()
            .map { "\(SwiftEmitter.stringLiteral($0.rawValue)): \(SwiftEmitter.stringLiteral(c.table.deploymentTarget[$0]!.description))" }
        out.line("\(c.pub)static let deploymentTarget: [String: String] = [\(targets.isEmpty ? ":" : targets.joined(separator: ", "))]")
        out.line("/// The design generation (`classic` or `glass`) whose system colours and style defaults the")
        out.line("/// table holds (`resolvedFor` in the JSON table).")
        out.line("\(c.pub)static let design = \(SwiftEmitter.stringLiteral(c.table.design.rawValue))")
        out.line("/// The theme's tint colour: what a `nil` (tint) colour resolves to in the table. Give")
        out.line("/// your views this tint so the app shows what the table describes.")
        out.line("\(c.pub)static let tintColor = \(variantsLiteral(c.table.tint, name: c.table.tintName))")
        out.line()
        if !c.table.presets.isEmpty {
            writePresetEnum(c, to: &out)
            out.line()
        }
        writePalette(c, to: &out)
        writeTables(c, to: &out)
        out.close()
    }

    private func writePresetEnum(_ c: Context, to out: inout SwiftSource) {
        out.line("/// The presets of the theme.")
        out.open("\(c.pub)enum Preset: String, CaseIterable, Sendable")
        for (preset, name) in zip(c.table.presets, c.presetNames) {
            out.doc(preset.description)
            out.line("case \(name) = \(SwiftEmitter.stringLiteral(preset.name))")
        }
        out.close()
        guard c.hasButtons else { return }
        for (type, what, indices) in [("ListPreset", "list", c.listIndices), ("ButtonPreset", "button", c.buttonIndices)] where !indices.isEmpty {
            out.line()
            out.line("/// The \(what) presets of the theme.")
            out.open("\(c.pub)enum \(type): String, CaseIterable, Sendable")
            for i in indices { out.line("case \(c.presetNames[i]) = \(SwiftEmitter.stringLiteral(c.table.presets[i].name))") }
            out.close()
        }
    }

    private func writePalette(_ c: Context, to out: inout SwiftSource) {
        out.line("/// The palette colours the presets use, with their light, dark and high-contrast variants.")
        out.open("\(c.pub)enum Palette")
        for entry in c.table.palette {
            out.line("/// `\(SwiftEmitter.commentText(entry.name))`.")
            out.line("\(c.pub)static let \(c.paletteNames[entry.name]!) = \(variantsLiteral(entry.variants, name: entry.name))")
        }
        out.close()
    }

    /// `Variants(name: "brand", light: 0x…, dark: 0x…, lightHighContrast: 0x…, darkHighContrast: 0x…)`.
    func variantsLiteral(_ v: ColorVariants, name: String?) -> String {
        let n = name.map(SwiftEmitter.stringLiteral) ?? "nil"
        return "Variants(name: \(n), light: \(SwiftEmitter.hexLiteral(v.light)), dark: \(SwiftEmitter.hexLiteral(v.dark)), "
            + "lightHighContrast: \(SwiftEmitter.hexLiteral(v.lightHighContrast)), darkHighContrast: \(SwiftEmitter.hexLiteral(v.darkHighContrast)))"
    }
}
