/// Colours in the UIKit part: UIKit's colours stay UIKit's (`UIColor.systemBlue`), so the app
/// follows what the device resolves — its design generation, Increase Contrast, a later OS
/// retuning the colour; a palette colour derived from one is computed from it at run time
/// (`UIColor { traits in … }`); an asset-catalog colour is loaded from the app's catalog
/// (`UIColor(named:in:compatibleWith:)`, the table's values when the asset is missing at run
/// time), and a colour derived from one is computed from it; literals stay literals; `tint`
/// is UIKit's nil tint.
extension SwiftEmitter {
    /// `UIPalette`: every palette colour as a `UIColor`, created once.
    func writeUIPalette(_ c: Context, to out: inout SwiftSource) {
        out.line("/// The palette as `UIColor`s, each created once: a UIKit colour stays UIKit's, and a colour")
        out.line("/// derived from one is computed from what UIKit resolves, for the traits it is drawn with.")
        out.line("@MainActor")
        out.open("\(c.pub)enum UIPalette")
        for entry in c.table.palette {
            let member = c.paletteNames[entry.name]!
            let value: String
            switch entry.recipe {
            case .constant: value = "Palette.\(member).uiColor"
            case .system(let name): value = systemColor(name, c)
            case .asset(let name, _): value = "\(c.namespace).assetColor(\(SwiftEmitter.stringLiteral(name))) ?? Palette.\(member).uiColor"
            default: value = "UIColor { traits in \(componentsExpression(entry.recipe, c)).uiColor }"
            }
            out.line("\(c.pub)static let \(member) = \(value)")
        }
        out.close()
    }

    /// `UIColor.name`; a colour newer than the floor (`systemMint`, `systemCyan`: iOS 15) falls
    /// back to the table's values where it does not exist.
    func systemColor(_ name: String, _ c: Context) -> String {
        guard let system = SystemColor.named(name), c.floors.needsCheck(system.availability) else { return "UIColor.\(name)" }
        let fallback = "\(c.namespace).\(variantsLiteral(system.variants(in: c.table.design), name: name)).uiColor"
        return "{ if #available(\(availabilityCondition(system.availability))) { return UIColor.\(name) } else { return \(fallback) } }()"
    }

    /// True when some palette colour is computed at run time (the file then needs `Components`).
    func computesColors(_ c: Context) -> Bool {
        !tintDerived(c).isEmpty
            || c.table.palette.contains {
                switch $0.recipe {
                case .constant, .system, .asset: return false
                default: return true
                }
            }
    }

    /// The Swift expression of a recipe's components for `traits`.
    private func componentsExpression(_ recipe: ColorRecipe, _ c: Context) -> String {
        let type = "\(c.namespace).Components"
        switch recipe {
        case .constant(let variants): return "\(type)(\(c.namespace).\(variantsLiteral(variants, name: nil)), traits)"
        case .system(let name): return "\(type)(\(systemColor(name, c)), traits)"
        case .viewTint: return "\(type)(tint, traits)"
        case .asset(let name, let fallback):
            let loaded = "\(c.namespace).assetColor(\(SwiftEmitter.stringLiteral(name)))"
            return "\(type)(\(loaded) ?? \(c.namespace).\(variantsLiteral(fallback, name: nil)).uiColor, traits)"
        case .variants(let l, let d, let lh, let dh):
            let e = { self.componentsExpression($0, c) }
            return
                "(traits.userInterfaceStyle == .dark ? (traits.accessibilityContrast == .high ? \(e(dh)) : \(e(d))) : (traits.accessibilityContrast == .high ? \(e(lh)) : \(e(l))))"
        case .alpha(let from, let factor):
            return "\(componentsExpression(from, c)).multiplyingAlpha(\(SwiftEmitter.numberLiteral(factor)))"
        case .mix(let from, let with, let amount):
            return "\(componentsExpression(from, c)).mixed(with: \(componentsExpression(with, c)), amount: \(SwiftEmitter.numberLiteral(amount)))"
        }
    }

    /// `Components`: sRGB components at run time, with the derivations of docs/language.md.
    func writeComponents(_ c: Context, to out: inout SwiftSource) {
        guard computesColors(c) else { return }
        out.lines(
            """
            extension \(c.namespace) {
                /// A colour's sRGB components for the traits it is drawn with: how a palette colour
                /// derived from a UIKit colour follows what UIKit resolves on the device.
                fileprivate struct Components {
                    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0

                    init(_ color: UIColor, _ traits: UITraitCollection) {
                        _ = color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
                    }

                    init(_ variants: Variants, _ traits: UITraitCollection) {
                        let color = variants.resolved(dark: traits.userInterfaceStyle == .dark, highContrast: traits.accessibilityContrast == .high)
                        (red, green, blue, alpha) = (CGFloat(color.red), CGFloat(color.green), CGFloat(color.blue), CGFloat(color.alpha))
                    }

                    /// `{from, alpha}`.
                    func multiplyingAlpha(_ factor: CGFloat) -> Components {
                        var result = self
                        result.alpha *= factor
                        return result
                    }

                    /// `{from, mix, amount}`: `self·(1−t) + other·t`, channel by channel.
                    func mixed(with other: Components, amount t: CGFloat) -> Components {
                        var result = self
                        result.red = red * (1 - t) + other.red * t
                        result.green = green * (1 - t) + other.green * t
                        result.blue = blue * (1 - t) + other.blue * t
                        result.alpha = alpha * (1 - t) + other.alpha * t
                        return result
                    }

                    var uiColor: UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }
                }
            }

            """)
    }

    /// `uiColor(_:)`: the `UIColor` of a colour of the table — UIKit's own for a UIKit colour,
    /// the palette's for a palette colour, nil for `tint`, the literal otherwise. Only names
    /// the rows use get a case. A palette name whose rows hold other values than the palette
    /// (an import defines it differently) keeps the rows' literal values.
    func writeColorLookup(_ c: Context, to out: inout SwiftSource) {
        var names: [String: Bool] = [:]
        for preset in c.table.presets {
            for row in preset.rows {
                let a = row.appearance
                let traits = ColorTraits(row.state)
                let applied: [(Property, ResolvedColor?)] = [
                    (.backgroundColor, a.backgroundColor), (.strokeColor, a.strokeColor), (.shadowProperties, a.shadowProperties.color),
                    (.baseBackgroundColor, a.button?.baseBackgroundColor), (.baseForegroundColor, a.button?.baseForegroundColor),
                ]
                for case let (property, color?) in applied where a.customizedSet.contains(property) {
                    guard let name = color.name else { continue }
                    let matches = c.palette[name].map { $0[traits] == color.rgba } ?? true
                    names[name] = (names[name] ?? true) && matches
                }
            }
        }
        var cases: [(String, [String])] = []
        for (name, consistent) in names.sorted(by: { $0.key < $1.key }) where consistent {
            let label = "case \(SwiftEmitter.stringLiteral(name)):"
            if name == "tint" {
                cases.append((label, ["return nil"]))
            } else if SystemColor.named(name) != nil {
                cases.append((label, ["return \(systemColor(name, c))"]))
            } else if let member = c.paletteNames[name] {
                cases.append((label, ["return UIPalette.\(member)"]))
            }
        }
        out.line()
        out.line("/// The `UIColor` of a colour of the table: UIKit's own for a UIKit colour, the palette's for")
        out.line("/// a palette colour, the app's for an asset colour, nil for `tint` (UIKit then uses the")
        out.line("/// view's tint), else the literal.")
        out.line("@MainActor")
        out.open("fileprivate static func uiColor(_ color: Color) -> UIColor?")
        if rowsUseAssets(c) {
            out.line("if color.name == nil, let asset = color.asset { return assetColor(asset) ?? color.uiColor }")
        }
        if cases.isEmpty {
            out.line("color.uiColor")
        } else {
            out.switchBlock("color.name ?? \"\"", cases: cases + [("default:", ["return color.uiColor"])])
        }
        out.close()
    }

    /// The palette colours derived from `tint` that rows use, by name, with their member names.
    func tintDerived(_ c: Context) -> [(name: String, member: String, recipe: ColorRecipe)] {
        var used = Set<String>()
        for preset in c.table.presets {
            for row in preset.rows {
                let a = row.appearance
                for color in [a.backgroundColor, a.strokeColor, a.shadowProperties.color] { if let name = color?.name { used.insert(name) } }
            }
        }
        return c.table.palette.compactMap { entry in
            guard let recipe = entry.tintRecipe, used.contains(entry.name), let member = c.paletteNames[entry.name] else { return nil }
            return (entry.name, member, recipe)
        }
    }

    /// `TintTransformers` and `tintTransformer(_:)`: a palette colour derived from `tint` follows
    /// the view's run-time tint through UIKit's own mechanism — the configuration's colour is
    /// nil, so UIKit passes the view's tint to the colour transformer, which derives the colour
    /// from it (the project's UIKit fact sheet, §1.3 and §9). Each transformer is created once:
    /// UIKit compares transformers by identity.
    func writeTintTransformers(_ c: Context, to out: inout SwiftSource) {
        let derived = tintDerived(c)
        guard !derived.isEmpty else { return }
        out.line()
        out.line("/// Colour transformers that derive palette colours from the tint UIKit passes in, created once.")
        out.line("@MainActor")
        out.open("fileprivate enum TintTransformers")
        for entry in derived {
            out.line(
                "static let \(entry.member) = UIConfigurationColorTransformer { tint in UIColor { traits in \(componentsExpression(entry.recipe, c)).uiColor } }"
            )
        }
        out.close()
        out.line()
        out.line("/// The transformer of a colour derived from `tint`; nil for any other colour.")
        out.line("@MainActor")
        out.open("fileprivate static func tintTransformer(_ color: Color?) -> UIConfigurationColorTransformer?")
        out.switchBlock(
            "color?.name ?? \"\"",
            cases: derived.map { ("case \(SwiftEmitter.stringLiteral($0.name)):", ["return TintTransformers.\($0.member)"]) } + [
                ("default:", ["return nil"])
            ])
        out.close()
    }

    /// True when a row colour is an asset colour written in place (not through the palette).
    private func rowsUseAssets(_ c: Context) -> Bool {
        c.table.presets.contains { preset in
            preset.rows.contains { row in
                let a = row.appearance
                return [a.backgroundColor, a.strokeColor, a.shadowProperties.color].contains { $0?.asset != nil && $0?.name == nil }
            }
        }
    }

    /// True when the file loads some colour from the app's asset catalog.
    func usesAssets(_ c: Context) -> Bool {
        rowsUseAssets(c) || c.table.palette.contains { $0.recipe.assets.isEmpty == false }
    }

    /// `assetColor(_:)`: a colour set of the app's asset catalog, from the bundle images come
    /// from (`--image-bundle`); nil when the app has no such colour set, and the caller then
    /// uses the table's values.
    func writeAssetLookup(_ c: Context, to out: inout SwiftSource) {
        guard usesAssets(c) else { return }
        let bundle = c.imageBundle == .module ? "Bundle.module" : "Bundle.main"
        out.line()
        out.line("/// A colour set of the app's asset catalog; nil when the bundle has none by that name.")
        out.line("fileprivate static func assetColor(_ name: String) -> UIColor? {")
        out.line("    UIColor(named: name, in: \(bundle), compatibleWith: nil)")
        out.line("}")
    }
}

extension ColorRecipe {
    /// The asset names the recipe loads.
    var assets: [String] {
        switch self {
        case .constant, .system, .viewTint: return []
        case .asset(let name, _): return [name]
        case .variants(let l, let d, let lh, let dh): return [l, d, lh, dh].flatMap(\.assets)
        case .alpha(let r, _): return r.assets
        case .mix(let a, let b, _): return a.assets + b.assets
        }
    }
}
