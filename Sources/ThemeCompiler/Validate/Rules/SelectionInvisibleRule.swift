import ThemeSyntax

/// `selection-invisible`: rows in a state the style draws with a look of its own (selected,
/// highlighted, focused, a drop target) that look like the same rows without it, reported
/// once per cause, with the rows and the cause's own fix.
package struct SelectionInvisibleRule: PresetValidationRule {
    package static let description = RuleDescription(
        id: .selectionInvisible,
        name: "Selection invisible",
        summary:
            "rows in a state the style gives a look (selected, highlighted, focused, drop target) look like the same rows without it; the message names the rows and the cause",
        rationale: """
            Two rows look alike when they draw the same layers and their colours, composited over \
            the list's background, are closer than a just-noticeable difference (CIEDE2000 ΔE \
            below 2; `lookAlikeThreshold` in .themec.yml); a texture kept in both rows covers the \
            colour under it. The preview marks the same rows ("looks like …"). Causes, each with \
            its fix: the colour is set for every state (assigning 'backgroundColor' pins it: \
            'updated(for:)' only refreshes properties never assigned, so the system's selection \
            colour never shows) and no override names the state; the override loses in those rows \
            to a more specific one, or to a child's; the override's colour is indistinguishable in \
            some appearance ("in dark mode systemGray5 is #2C2C2E, the same as 'card'"); a custom \
            view or image covers the system's own colour. A tie that the default precedence \
            decides is `ambiguous-override`'s and an override hidden under a texture is \
            `covered-background`'s, so they are not reported twice; a state that loses to one the \
            theme's own 'precedence' list ranks higher is a note.
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listPlainCell
                1️⃣backgroundColor: systemBlue
            """,
            """
            theme: Demo
            version: 1
            colors:
              card: { light: "#FFFFFF", dark: "#2C2C2E" }
            presets:
              card:
                base: listGroupedCell
                backgroundColor: card
                states:
                  highlighted: { backgroundColor: systemGray4 }
                  selected: { 1️⃣backgroundColor: systemGray5 }
                  highlighted+selected: { backgroundColor: systemGray4 }
            """,
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listPlainCell
                1️⃣customView: { image: linen }
            """,
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listPlainCell
                backgroundColor: systemBlue
                states:
                  highlighted: { backgroundColor: systemGray4 }
                  selected: { backgroundColor: systemGray4 }
            """,
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listPlainCell
                customView: { image: linen }
                states:
                  highlighted: { customView: null }
                  selected: { customView: null }
            """,
        ])

    package init() {}

    package func check(_ preset: PresetValidationContext, into diagnostics: inout DiagnosticCollector) {
        // Buttons: `state-look-alike`, which asks about the states a button shows.
        guard let rows = preset.resolution.rows, !rows.style.isButton else { return }
        let twins = LookAlikes(rows, threshold: preset.context.lookAlikeThreshold).twins
        guard !twins.isEmpty else { return }
        var causes: [Cause] = []
        var twinsByCause: [[LookAlikes.Twin]] = []
        for twin in twins {
            let cause = Cause(of: twin, in: preset, threshold: preset.context.lookAlikeThreshold)
            if let known = causes.firstIndex(of: cause) {
                twinsByCause[known].append(twin)
            } else {
                causes.append(cause)
                twinsByCause.append([twin])
            }
        }
        for (cause, twins) in zip(causes, twinsByCause) {
            cause.report(twins, in: preset, into: &diagnostics)
        }
    }
}

/// Why rows look like their twins: one finding per cause.
private enum Cause: Equatable {
    /// A setting whose selector lacks the atom decides the colour in both rows, and no
    /// override names the atom there.
    case pinned(setting: Int)
    /// An override naming the atom applies but loses to `winner`, decided by `decision`.
    case loses(override: Int, winner: Int, decision: CascadeDecision)
    /// The row's colour (from `setting`, or the style's default when nil) looks like its twin's.
    case indistinguishable(setting: Int?)
    /// A texture (custom view or image) covers the style's own colour for the state.
    case covered(cover: Int, property: Property)
    /// Reported by another rule: a tie of the default precedence (`ambiguous-override`),
    /// an override hidden under a texture (`covered-background`).
    case reportedElsewhere

    init(of twin: LookAlikes.Twin, in preset: PresetValidationContext, threshold: Double) {
        let rows = preset.resolution.rows!
        let rules = rows.rules
        let r = twin.row, atom = twin.atom
        let state = rows.states[r]
        let colour = Int(rows.winners[r * Property.count + Property.backgroundColor.index])
        let twinColour = Int(rows.winners[twin.twin * Property.count + Property.backgroundColor.index])
        // A colour that resolves to nothing, or one that could not be read, is its own error.
        if [colour, twinColour].contains(where: { $0 >= 0 && rows.hasUnresolvedColor(setting: $0) })
            || preset.hasInvalidSetting(of: .backgroundColor)
        {
            self = .reportedElsewhere
            return
        }
        // Under a texture the colours are not compared: is the texture the cause, or would the
        // colours look alike without it too?
        let cover: Property? = rows.setting(.customView, row: r) != nil ? .customView : rows.setting(.image, row: r) != nil ? .image : nil
        if let cover, let c = rows.setting(cover, row: r) {
            let list = rows.styleDefaults.list.color(for: ColorTraits(state))
            let seen = rows.resolvedBackgroundColor(row: r).composited(over: list)
            let twinSeen = rows.resolvedBackgroundColor(row: twin.twin).composited(over: list)
            if ColorDifference.deltaE(seen, twinSeen) >= threshold {
                self = colour >= 0 && rules[colour].selector.atoms.contains(atom) ? .reportedElsewhere : .covered(cover: c, property: cover)
                return
            }
        }
        guard colour >= 0, colour == twinColour else {
            self = .indistinguishable(setting: colour >= 0 && rows.hasValue(colour) ? colour : nil)
            return
        }
        // The same setting decides both rows: does an override for the atom lose to it? The
        // strongest such override, the first in cascade order (the rows' settings are the
        // chain's).
        let order = preset.context.resolver.order
        let override = preset.resolution.chain.withRankedRules(for: .backgroundColor) { ranked in
            ranked.first { rules[$0].selector.atoms.contains(atom) && rules[$0].selector.atoms.isSubset(of: state) }
        }
        guard let loser = override else {
            self = .pinned(setting: colour)
            return
        }
        let decision = rules[colour].compare(rules[loser], order: order).decision
        self = decision == .precedence && order.isDefault ? .reportedElsewhere : .loses(override: loser, winner: colour, decision: decision)
    }

    func report(_ twins: [LookAlikes.Twin], in preset: PresetValidationContext, into diagnostics: inout DiagnosticCollector) {
        let rows = preset.resolution.rows!
        let rules = rows.rules
        let name = preset.declaration.name.value
        let atoms = StateSet(twins.map(\.atom))
        let states = twins.map { rows.states[$0.row] }
        var listed: String { RowText.rowList(states) }
        switch self {
        case .reportedElsewhere: return
        case .pinned(let w):
            let setting = rules[w]
            let blocks = atoms.map { setting.selector.atoms.adding($0).key }
            let fix = blocks.map { "'\($0): { backgroundColor: … }'" }.joined(separator: " and ")
            let chain = preset.resolution.chain
            let owner = preset.context.program.declaration(chain.members[setting.depth]).name.value
            let who = owner == name ? "'\(name)' sets" : "'\(name)' inherits from '\(owner)'"
            // An override may name the atom in other rows only (`highlighted+focused` beside
            // the `focused` rows): the message then says none applies to these.
            let namedElsewhere = chain.rules(for: .backgroundColor).contains { rules[$0].selector.atoms.bits & atoms.bits != 0 }
            var rowsLookAlike = listed
            let why: String
            if !setting.selector.atoms.isEmpty {
                why =
                    "the '\(setting.selector.atoms.key)' override of 'backgroundColor' in '\(name)' also decides the rows with \(RowText.names(atoms)) and no override names \(RowText.names(atoms)) there"
            } else if namedElsewhere {
                why = "\(who) 'backgroundColor' for every state and no override naming \(RowText.names(atoms)) applies to \(listed)"
                rowsLookAlike = twins.count == 1 ? "it" : "they"
            } else {
                why = "\(who) 'backgroundColor' for every state and no override names \(RowText.names(atoms))"
            }
            diagnostics.report(
                .selectionInvisible,
                "\(why), so \(rowsLookAlike) \(Self.lookLike(twins)) without \(RowText.names(atoms)): UIKit pins an assigned colour in every state, and the system's colour (\(Self.systemColors(atoms, rows))) never shows — add \(fix), or leave the colour to the style",
                at: setting.keyLocation)
        case .loses(let o, let w, let decision):
            let override = rules[o], winner = rules[w]
            // The message is made when the report is written, from these parts.
            let (overridden, winning) = (override.selector.atoms, winner.selector.atoms)
            diagnostics.report(
                Diagnostic(
                    rule: .selectionInvisible, severity: decision == .precedence ? .note : RuleID.selectionInvisible.defaultSeverity,
                    location: override.keyLocation,
                    related: [RelatedLocation(winner.keyLocation, "the '\(winning.key)' override that wins")],
                    utf8Message: { Self.loses(overridden, in: name, rows: states, to: winning, decision: decision, without: atoms).utf8 }))
        case .indistinguishable(let w):
            let twin = twins[0]
            let state = rows.states[twin.row]
            let location = w.map { rules[$0].keyLocation } ?? preset.declaration.name.location
            let whose = w.map { "the '\(rules[$0].selector.atoms.key)' colour" } ?? "the style's colour"
            // Where the fix is needed: the one appearance the rows are in ("too": it stands out
            // in the others), or each of theirs.
            var appearances: [String] = []
            for appearance in states.map(RowText.appearance) where !appearances.contains(appearance) { appearances.append(appearance) }
            let needed =
                appearances.count == 1
                ? "\(appearances[0]) too" : appearances.dropLast().joined(separator: ", ") + " and " + appearances.last!
            diagnostics.report(
                .selectionInvisible,
                "in \(RowText.appearance(state)) \(whose) \(RowText.background(rows, row: twin.row)) \(RowText.sameness(rows, twin.row, twin.twin)) the '\(rows.states[twin.twin].key)' row's \(RowText.background(rows, row: twin.twin)), so \(listed) \(Self.lookLike(twins)) without \(RowText.names(atoms)) — pick a colour that stands out from it in \(needed) (a variant map gives each appearance its own value)",
                at: location)
        case .covered(let c, let property):
            diagnostics.report(
                .selectionInvisible,
                "the '\(property.rawValue)' of '\(name)' covers the background in \(listed), so the system's colour for \(RowText.names(atoms)) (\(Self.systemColors(atoms, rows))) never shows and \(twins.count == 1 ? "it looks like the same row" : "they look like the same rows") without it — add \(atoms.map { "'\($0.rawValue): { \(property.rawValue): null }'" }.joined(separator: " and ")) so the colour shows, or set a texture of their own there",
                at: rules[c].keyLocation)
        }
    }

    /// The override of `overridden` in `preset` loses in `rows` to the one of `winning`, by
    /// `decision`, so the rows look like the ones without `atoms`.
    static func loses(
        _ overridden: StateSet, in preset: String, rows: [StateSet], to winning: StateSet, decision: CascadeDecision,
        without atoms: StateSet
    ) -> MessageText {
        let combined = overridden.union(winning)
        let because: String
        switch decision {
        case .specificity: because = "which is more specific"
        case .depth: because = "set by a preset further down the 'extends' chain, which beats its parent's"
        default: because = "which your 'precedence' list ranks higher"
        }
        let (beforeBlock, afterBlock) =
            decision == .precedence
            ? (" — if that is meant, nothing to do; otherwise add a '", "' block")
            : (" — add a '", "' block with the colour those rows should have")
        let sameRows = rows.count == 1 ? "it looks like the same row" : "they look like the same rows"
        return
            "the '\(key: overridden)' override of 'backgroundColor' in '\(preset)' loses in \(rows: rows) to the '\(key: winning)' one, \(because), so \(sameRows) without \(names: atoms)\(beforeBlock)\(key: combined)\(afterBlock)"
    }

    /// "looks like the same row" after one row, "look like the same rows" after several.
    static func lookLike(_ twins: [LookAlikes.Twin]) -> String {
        twins.count == 1 ? "looks like the same row" : "look like the same rows"
    }

    /// The style's own colours for `atoms`, by name ("systemGray4", "the tint colour").
    static func systemColors(_ atoms: StateSet, _ rows: WinnerRows) -> String {
        var names: [String] = []
        for atom in atoms {
            var name = "the tint colour"
            if case .color(let c)? = SystemDefaults.value(of: .backgroundColor, style: rows.style, in: StateSet([atom]), design: rows.defaults.design),
                case .named(let n) = c.kind
            {
                name = n
            }
            if !names.contains(name) { names.append(name) }
        }
        return names.joined(separator: " and ")
    }
}
