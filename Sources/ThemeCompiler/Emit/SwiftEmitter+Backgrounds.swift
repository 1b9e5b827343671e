/// Per-preset background functions, the state → row mapping and the installers.
extension SwiftEmitter {
    /// `State(_:)` from a UIKit configuration state, reading only the atoms some preset
    /// varies over (so no API the theme does not need is touched).
    func writeStateMapping(_ c: Context, to out: inout SwiftSource) {
        var used = StateSet()
        for i in c.listIndices { used = used.union(StateSet(c.table.presets[i].axes)) }
        let pinned15 = c.floors.needsCheck(.iOS15Generation) ? "if #available(\(availabilityCondition(.iOS15Generation))), " : "if "
        if let floor = floorAttribute(c) { out.line(floor) }
        out.open("extension \(c.namespace).State")
        out.line("/// The atoms `state` is in, from `UICellConfigurationState` or `UIViewConfigurationState`")
        out.line("/// and the trait collection. Only atoms the theme's presets vary over are read.")
        out.open("\(c.pub)init(_ state: any UIConfigurationState)")
        out.line("self = []")
        let shared: [(StateAtom, String)] = [
            (.highlighted, "isHighlighted"), (.selected, "isSelected"),
            (.disabled, "isDisabled"), (.focused, "isFocused"),
        ]
        let cellOnly: [(StateAtom, String)] = [
            (.editing, "isEditing"), (.expanded, "isExpanded"),
            (.swiped, "isSwiped"), (.reordering, "isReordering"),
        ]
        let viewAtoms = shared.filter { used.contains($0.0) }
        let cellAtoms = (shared + cellOnly).filter { used.contains($0.0) }
        let dragDrop: [(StateAtom, String)] = [
            (.lifting, "cellDragState == .lifting"), (.dragging, "cellDragState == .dragging"),
            (.dropTargeted, "cellDropState == .targeted"),
            (.dropNotTargeted, "cellDropState == .notTargeted"),
        ].filter { used.contains($0.0) }
        let readsCell = !cellAtoms.isEmpty || !dragDrop.isEmpty || used.contains(.pinned)
        if readsCell {
            out.open("if let cell = state as? UICellConfigurationState")
            for (atom, property) in cellAtoms { out.line("if cell.\(property) { insert(.\(atom.rawValue)) }") }
            if !dragDrop.isEmpty {
                out.line("#if !os(tvOS)")  // drag and drop states do not exist on tvOS
                for (atom, test) in dragDrop { out.line("if cell.\(test) { insert(.\(atom.rawValue)) }") }
                out.line("#endif")
            }
            if used.contains(.pinned) { out.line("\(pinned15)cell.isPinned { insert(.pinned) }") }
        }
        let readsView = !viewAtoms.isEmpty || used.contains(.pinned)
        if readsView {
            let test = "if let view = state as? UIViewConfigurationState"
            if readsCell { out.reopen("else " + test) } else { out.open(test) }
            for (atom, property) in viewAtoms { out.line("if view.\(property) { insert(.\(atom.rawValue)) }") }
            if used.contains(.pinned) { out.line("\(pinned15)view.isPinned { insert(.pinned) }") }
        }
        if readsCell || readsView { out.close() }
        if used.contains(.dark) { out.line("if state.traitCollection.userInterfaceStyle == .dark { insert(.dark) }") }
        if used.contains(.highContrast) {
            out.line("if state.traitCollection.accessibilityContrast == .high { insert(.highContrast) }")
        }
        out.close()
        out.close()
    }

    func writeInstallers(_ c: Context, to out: inout SwiftSource) {
        let hosts: [(type: String, state: String, what: String)] = [
            ("UICollectionViewCell", "UICellConfigurationState", "cell"),
            ("UITableViewCell", "UICellConfigurationState", "cell"),
            ("UITableViewHeaderFooterView", "UIViewConfigurationState", "view"),
        ]
        for host in hosts {
            out.line()
            out.line("/// Installs `preset` on `\(host.what)` through its `configurationUpdateHandler`, so every state")
            out.line("/// change re-applies the preset's row, and turns off `automaticallyUpdatesBackgroundConfiguration`:")
            out.line("/// the handler builds the whole background, as Apple advises for that case.")
            out.line("///")
            out.line("/// A handler the \(host.what) already has is kept: it runs first, then the preset sets")
            out.line("/// `backgroundConfiguration`. So the handler's other work (content, accessories) stays, and the")
            out.line("/// background is the theme's — a handler that sets a background itself is overridden.")
            out.line("/// Installing twice chains both; the last preset installed wins.")
            out.line("///")
            out.line("/// On iOS 14, where `configurationUpdateHandler` does not exist, override")
            out.line("/// `updateConfiguration(using:)` in a subclass instead:")
            out.line("///")
            out.line("///     override func updateConfiguration(using state: \(host.state)) {")
            out.line("///         super.updateConfiguration(using: state)")
            out.line("///         backgroundConfiguration = \(c.namespace).configuration(for: .somePreset, state: state, tintColor: tintColor)")
            out.line("///     }")
            if let attribute = memberAttribute(.iOS15Generation, c) { out.line(attribute) }
            out.line("@MainActor")
            out.open("\(c.pub)static func install(_ preset: \(c.listPresetType), on \(host.what): \(host.type))")
            out.line("\(host.what).automaticallyUpdatesBackgroundConfiguration = false")
            out.line("let existing = \(host.what).configurationUpdateHandler")
            out.openRaw("\(host.what).configurationUpdateHandler = { \(host.what), state in")
            out.line("existing?(\(host.what), state)")
            out.line("\(host.what).backgroundConfiguration = configuration(for: preset, state: state, tintColor: \(host.what).tintColor)")
            out.close()
            out.close()
        }
    }

    func writeBackground(_ preset: PresetTable, member: String, _ c: Context, to out: inout SwiftSource) {
        out.doc(preset.description)
        if preset.description != nil { out.line("///") }
        out.line(
            "/// Preset '\(SwiftEmitter.commentText(preset.name))' on `\(preset.base.rawValue)`\(preset.listEnvironment.map { " in a \($0.rawValue) list" } ?? ""); rows vary over: \(preset.axes.isEmpty ? "nothing" : preset.axes.map(\.rawValue).joined(separator: ", "))."
        )
        out.line("@MainActor")
        out.open("\(c.pub)static func \(member)(for state: any UIConfigurationState, tintColor: UIColor? = nil) -> UIBackgroundConfiguration")
        writeFactory(preset, c, to: &out)
        out.line("background = background.updated(for: state)")
        out.line("apply(Tables.\(member).appearance(for: State(state)), to: &background, tintColor: tintColor)")
        out.line("return background")
        out.close()
    }

    /// The factory of the base style the theme names — never a swap (`deprecated-api` tells the
    /// author when to move to `listCell`/`listHeader`/`listFooter`). A generic base (iOS 18)
    /// falls back below iOS 18 to the specific style of its list environment, whose defaults
    /// the table models.
    private func writeFactory(_ preset: PresetTable, _ c: Context, to out: inout SwiftSource) {
        guard preset.base.isGeneric else {
            out.line("var background = \(factoryCall(preset.base, c))")
            return
        }
        let legacy = preset.base.specific(in: preset.listEnvironment ?? .plain)
        guard c.floors.needsCheck(.iOS18Generation) else {
            // The list environment comes from the list the view is in.
            out.line("var background = UIBackgroundConfiguration.\(preset.base.rawValue)()")
            return
        }
        out.line("var background: UIBackgroundConfiguration")
        out.open("if #available(\(availabilityCondition(.iOS18Generation)))")
        out.line("// The list environment comes from the list the view is in.")
        out.line("background = UIBackgroundConfiguration.\(preset.base.rawValue)()")
        out.reopen("else")
        out.line("background = \(factoryCall(legacy, c))")
        out.close()
    }
}
