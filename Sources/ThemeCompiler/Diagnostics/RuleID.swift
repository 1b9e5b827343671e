/// The id of a rule (kebab-case, part of the contract in DESIGN.md §4).
public struct RuleID: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The severity a finding of this rule has unless configured otherwise.
    public var defaultSeverity: Severity {
        RuleRegistry.description(of: self)?.defaultSeverity ?? .error
    }
}

extension RuleID {
    public static let syntax = RuleID("syntax")
    public static let duplicateKey = RuleID("duplicate-key")
    public static let resourceLimit = RuleID("resource-limit")
    public static let unknownKey = RuleID("unknown-key")
    public static let missingKey = RuleID("missing-key")
    public static let legacyBackgroundProperty = RuleID("legacy-background-property")
    public static let typeMismatch = RuleID("type-mismatch")
    public static let invalidColor = RuleID("invalid-color")
    public static let invalidName = RuleID("invalid-name")
    public static let undefinedColor = RuleID("undefined-color")
    public static let undefinedPreset = RuleID("undefined-preset")
    public static let colorCycle = RuleID("color-cycle")
    public static let inheritanceCycle = RuleID("inheritance-cycle")
    public static let importCycle = RuleID("import-cycle")
    public static let importFailed = RuleID("import-failed")
    public static let baseAndExtends = RuleID("base-and-extends")
    public static let unknownState = RuleID("unknown-state")
    public static let contradictorySelector = RuleID("contradictory-selector")
    public static let duplicateSelector = RuleID("duplicate-selector")
    public static let colorTransformerConflict = RuleID("color-transformer-conflict")
    public static let ambiguousOverride = RuleID("ambiguous-override")
    public static let unreachableState = RuleID("unreachable-state")
    public static let selectionInvisible = RuleID("selection-invisible")
    public static let tintFallback = RuleID("tint-fallback")
    public static let strokeInvisible = RuleID("stroke-invisible")
    public static let strokeTintFallback = RuleID("stroke-tint-fallback")
    public static let unavailableAPI = RuleID("unavailable-api")
    public static let deprecatedAPI = RuleID("deprecated-api")
    public static let unquotedHexColor = RuleID("unquoted-hex-color")
    public static let unusedColor = RuleID("unused-color")
    public static let redundantOverride = RuleID("redundant-override")
    public static let unquotedVersion = RuleID("unquoted-version")
    public static let tooManyStates = RuleID("too-many-states")
    public static let generatedNameCollision = RuleID("generated-name-collision")
    public static let shadowedOverride = RuleID("shadowed-override")
    public static let missingDarkVariant = RuleID("missing-dark-variant")
    public static let invalidConfig = RuleID("invalid-config")
    public static let unusedSuppression = RuleID("unused-suppression")
    public static let themeTypeCollision = RuleID("theme-type-collision")
}
