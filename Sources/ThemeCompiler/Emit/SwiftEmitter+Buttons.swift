/// The UIKit part for button presets: per preset a function from a button to its
/// `UIButton.Configuration`, built from the style's factory with only the row's customised
/// values assigned (UIKit pins every assigned value in every state: uibutton.md §3, "does a custom background colour disable the automatic state look"), the
/// button's content kept; `install(_:on:)` through `configurationUpdateHandler`, keeping a
/// handler the button has; and the state of a button as a row key.
extension SwiftEmitter {
    /// `State(button:)`: the atoms a button is in, from `UIControl.State` and its traits.
    func writeButtonStateMapping(_ c: Context, to out: inout SwiftSource) {
        var used = StateSet()
        for i in c.buttonIndices { used = used.union(StateSet(c.table.presets[i].axes)) }
        if let floor = floorAttribute(c) { out.line(floor) }
        out.open("extension \(c.namespace).State")
        out.line("/// The atoms `button` is in: `isHighlighted`, `isSelected`, not `isEnabled`, `isFocused`")
        out.line("/// and its trait collection (a button has no `UIConfigurationState`). Only atoms the")
        out.line("/// theme's button presets vary over are read.")
        out.line("@MainActor")
        out.open("\(c.pub)init(button: UIButton)")
        out.line("self = []")
        let tests: [(StateAtom, String)] = [
            (.highlighted, "button.isHighlighted"), (.selected, "button.isSelected"), (.disabled, "!button.isEnabled"),
            (.focused, "button.isFocused"), (.dark, "button.traitCollection.userInterfaceStyle == .dark"),
            (.highContrast, "button.traitCollection.accessibilityContrast == .high"),
        ]
        for (atom, test) in tests where used.contains(atom) { out.line("if \(test) { insert(.\(atom.rawValue)) }") }
        out.close()
        out.close()
    }

    /// `configuration(for:button:)`, `install(_:on:)`, `Buttons` and `styledButton`.
    func writeButtons(_ c: Context, to out: inout SwiftSource) {
        let buttons = c.buttonIndices
        let attribute = memberAttribute(.iOS15Generation, c)
        out.line()
        out.line("/// The configuration of `preset` for `button`'s current state (see `Buttons`).")
        if let attribute { out.line(attribute) }
        out.line("@MainActor")
        out.open("\(c.pub)static func configuration(for preset: ButtonPreset, button: UIButton) -> UIButton.Configuration")
        out.switchBlock("preset", cases: buttons.map { ("case .\(c.presetNames[$0]):", ["return Buttons.\(c.presetNames[$0])(for: button)"]) })
        out.close()
        out.line()
        out.line("/// Installs `preset` on `button` through its `configurationUpdateHandler`, so every state or")
        out.line("/// trait change re-applies the preset's row. A handler the button already has is kept: it")
        out.line("/// runs first, then the preset builds the configuration, keeping the title, image and")
        out.line("/// other content the handler (or earlier code) gave it. Installing twice chains both; the")
        out.line("/// last preset installed wins.")
        if let attribute { out.line(attribute) }
        out.line("@MainActor")
        out.open("\(c.pub)static func install(_ preset: ButtonPreset, on button: UIButton)")
        out.line("let existing = button.configurationUpdateHandler")
        out.openRaw("button.configurationUpdateHandler = { button in")
        out.line("existing?(button)")
        out.line("button.configuration = configuration(for: preset, button: button)")
        out.close()
        out.line("button.setNeedsUpdateConfiguration()")
        out.close()
        out.line()
        out.line("/// One function per button preset: the style's factory, the button's content, the row's")
        out.line("/// customised values, updated for the button's state.")
        if let attribute { out.line(attribute) }
        out.open("\(c.pub)enum Buttons")
        for (n, index) in buttons.enumerated() {
            if n > 0 { out.line() }
            writeButton(c.table.presets[index], member: c.presetNames[index], c, to: &out)
        }
        out.close()
        writeStyledButton(c, to: &out)
    }

    private func writeButton(_ preset: PresetTable, member: String, _ c: Context, to out: inout SwiftSource) {
        out.doc(preset.description)
        if preset.description != nil { out.line("///") }
        let axes = preset.axes.isEmpty ? "nothing" : preset.axes.map(\.rawValue).joined(separator: ", ")
        out.line("/// Preset '\(SwiftEmitter.commentText(preset.name))' on `\(preset.base.rawValue)`; rows vary over: \(axes).")
        out.line("@MainActor")
        out.open("\(c.pub)static func \(member)(for button: UIButton) -> UIButton.Configuration")
        let factory = "UIButton.Configuration.\(preset.base.buttonFactory!)()"
        if preset.base.isGlass, let fallback = preset.fallback ?? preset.base.defaultFallback {
            // Glass is never on visionOS; elsewhere it needs iOS 26 / tvOS 26 (uibutton.md §1.2).
            let classic = "UIButton.Configuration.\(fallback.buttonFactory!)()"
            out.line("#if os(visionOS)")
            out.line("return styledButton(\(classic), Tables.\(member), button)")
            out.line("#else")
            if c.floors.needsCheck(.glassButtons) {
                out.open("if #available(iOS 26.0, tvOS 26.0, *)")
                out.line("return styledButton(\(factory), Tables.\(member), button)")
                out.close()
                out.line("return styledButton(\(classic), Tables.\(member), button)")
            } else {
                out.line("return styledButton(\(factory), Tables.\(member), button)")
            }
            out.line("#endif")
        } else {
            out.line("styledButton(\(factory), Tables.\(member), button)")
        }
        out.close()
    }

    /// `styledButton` and `applyButton`, shared by every button preset.
    private func writeStyledButton(_ c: Context, to out: inout SwiftSource) {
        out.line()
        out.line("/// `style` with `button`'s content, the row of `table` for the button's state assigned (only")
        out.line("/// its customised values), then updated for the state: UIKit restyles what is not customised.")
        if let attribute = memberAttribute(.iOS15Generation, c) { out.line(attribute) }
        out.line("@MainActor")
        out.open(
            "fileprivate static func styledButton(_ style: UIButton.Configuration, _ table: PresetTable, _ button: UIButton) -> UIButton.Configuration"
        )
        out.line("var configuration = style")
        out.open("if let content = button.configuration")
        out.line("if let title = content.attributedTitle { configuration.attributedTitle = title } else { configuration.title = content.title }")
        out.line(
            "if let subtitle = content.attributedSubtitle { configuration.attributedSubtitle = subtitle } else { configuration.subtitle = content.subtitle }"
        )
        for field in ["image", "imagePlacement", "imagePadding", "titlePadding", "titleAlignment", "contentInsets", "showsActivityIndicator"] {
            out.line("configuration.\(field) = content.\(field)")
        }
        out.close()
        out.line("let appearance = table.appearance(for: State(button: button))")
        out.line("apply(appearance, to: &configuration.background, tintColor: button.tintColor)")
        out.line("applyButton(appearance, to: &configuration, tintColor: button.tintColor)")
        out.line("return configuration.updated(for: button)")
        out.close()
        writeApplyButton(c, to: &out)
    }

    /// `applyButton`: the button fields a row customises, and no others.
    private func writeApplyButton(_ c: Context, to out: inout SwiftSource) {
        let rows = c.buttonIndices.flatMap { c.table.presets[$0].rows.map(\.appearance) }
        let used = Set(rows.flatMap(\.customized))
        let properties = Property.all.filter { $0.isButtonOnly && used.contains($0) }
        out.line()
        out.line("/// Assigns the customised button fields of `appearance` to `configuration`. A `tint` base")
        out.line("/// colour is the button's tint (a nil base colour would be the style's own colour).")
        if let attribute = memberAttribute(.iOS15Generation, c) { out.line(attribute) }
        out.line("@MainActor")
        out.open(
            "fileprivate static func applyButton(_ appearance: Appearance, to configuration: inout UIButton.Configuration, tintColor: UIColor?)")
        guard !properties.isEmpty else {
            out.line("_ = (appearance, configuration, tintColor)")
            out.close()
            return
        }
        out.line("guard let fields = appearance.button else { return }")
        out.open("for property in appearance.customized")
        var cases: [(String, [String])] = properties.map { property in
            switch property {
            case .cornerStyle: return ("case .cornerStyle:", ["configuration.cornerStyle = cornerStyle(fields.cornerStyle)"])
            case .buttonSize: return ("case .buttonSize:", ["configuration.buttonSize = buttonSize(fields.buttonSize)"])
            default:
                let name = property.rawValue
                return ("case .\(name):", ["configuration.\(name) = fields.\(name).flatMap { uiColor($0) } ?? tintColor"])
            }
        }
        cases.append(("default:", ["break"]))
        out.switchBlock("property", cases: cases)
        out.close()
        out.close()
        writeButtonEnums(c, cornerStyles: used.contains(.cornerStyle), sizes: used.contains(.buttonSize), rows: rows, to: &out)
    }

    /// The lookups of the corner style and size names the rows use.
    private func writeButtonEnums(_ c: Context, cornerStyles: Bool, sizes: Bool, rows: [Appearance], to out: inout SwiftSource) {
        let lookups: [(used: Bool, function: String, type: String, names: [String], fallback: String)] = [
            (cornerStyles, "cornerStyle", "UIButton.Configuration.CornerStyle", rows.compactMap { $0.button?.cornerStyle }, ".dynamic"),
            (sizes, "buttonSize", "UIButton.Configuration.Size", rows.compactMap { $0.button?.buttonSize }, ".medium"),
        ]
        for lookup in lookups where lookup.used {
            out.line()
            out.line("/// The `\(lookup.type)` a row names.")
            if let attribute = memberAttribute(.iOS15Generation, c) { out.line(attribute) }
            out.open("fileprivate static func \(lookup.function)(_ name: String) -> \(lookup.type)")
            out.switchBlock(
                "name",
                cases: Set(lookup.names).sorted().map { ("case \(SwiftEmitter.stringLiteral($0)):", ["return .\($0)"]) } + [
                    ("default:", ["return \(lookup.fallback)"])
                ])
            out.close()
        }
    }
}
