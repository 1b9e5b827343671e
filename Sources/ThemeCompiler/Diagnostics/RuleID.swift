/// The id of a rule (kebab-case) and the severity its findings have unless a configuration
/// says otherwise. The ids and default severities are the public contract, so they are
/// declared together here, in the diagnostics layer that every stage reports through; the
/// rules' own files (in Validate) describe and check them.
public struct RuleID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String
    /// The severity a finding of this rule has unless configured otherwise.
    public let defaultSeverity: Severity

    private init(_ rawValue: String, _ defaultSeverity: Severity) {
        self.rawValue = rawValue
        self.defaultSeverity = defaultSeverity
    }

    /// The rule whose id is `rawValue`, nil when no rule has it (a configuration's or a
    /// suppression comment's text).
    public init?(rawValue: String) {
        guard let known = Self.byName[rawValue] else { return nil }
        self = known
    }

    public var description: String { rawValue }
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func == (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The rule nearest to `text` by spelling, for did-you-mean.
    public static func nearest(to text: String) -> RuleID? {
        Suggestion.nearest(to: text, in: all.map(\.rawValue)).flatMap(RuleID.init(rawValue:))
    }

    private static let byName: [String: RuleID] = Dictionary(uniqueKeysWithValues: all.map { ($0.rawValue, $0) })
}

extension RuleID {
    public static let syntax = RuleID("syntax", .error)
    public static let multipleDocuments = RuleID("multiple-documents", .error)
    public static let coveredBackground = RuleID("covered-background", .warning)
    public static let duplicateKey = RuleID("duplicate-key", .error)
    public static let resourceLimit = RuleID("resource-limit", .error)
    public static let unknownKey = RuleID("unknown-key", .error)
    public static let missingKey = RuleID("missing-key", .error)
    public static let legacyBackgroundProperty = RuleID("legacy-background-property", .error)
    public static let typeMismatch = RuleID("type-mismatch", .error)
    public static let invalidColor = RuleID("invalid-color", .error)
    public static let invalidName = RuleID("invalid-name", .error)
    public static let undefinedColor = RuleID("undefined-color", .error)
    public static let undefinedPreset = RuleID("undefined-preset", .error)
    public static let colorCycle = RuleID("color-cycle", .error)
    public static let inheritanceCycle = RuleID("inheritance-cycle", .error)
    public static let importCycle = RuleID("import-cycle", .error)
    public static let importFailed = RuleID("import-failed", .error)
    public static let pathOutsideRoot = RuleID("path-outside-root", .error)
    public static let unmodelledPlatform = RuleID("unmodelled-platform", .warning)
    public static let baseAndExtends = RuleID("base-and-extends", .error)
    public static let unknownState = RuleID("unknown-state", .error)
    public static let contradictorySelector = RuleID("contradictory-selector", .error)
    public static let duplicateSelector = RuleID("duplicate-selector", .error)
    public static let colorTransformerConflict = RuleID("color-transformer-conflict", .error)
    public static let ambiguousOverride = RuleID("ambiguous-override", .warning)
    public static let unreachableState = RuleID("unreachable-state", .warning)
    public static let selectionInvisible = RuleID("selection-invisible", .warning)
    public static let tintFallback = RuleID("tint-fallback", .warning)
    public static let strokeInvisible = RuleID("stroke-invisible", .warning)
    public static let strokeTintFallback = RuleID("stroke-tint-fallback", .warning)
    public static let unavailableAPI = RuleID("unavailable-api", .error)
    public static let deprecatedAPI = RuleID("deprecated-api", .warning)
    public static let unquotedHexColor = RuleID("unquoted-hex-color", .error)
    public static let unusedColor = RuleID("unused-color", .note)
    public static let redundantOverride = RuleID("redundant-override", .warning)
    public static let unquotedVersion = RuleID("unquoted-version", .warning)
    public static let tooManyStates = RuleID("too-many-states", .error)
    public static let generatedNameCollision = RuleID("generated-name-collision", .error)
    public static let shadowedOverride = RuleID("shadowed-override", .warning)
    public static let missingDarkVariant = RuleID("missing-dark-variant", .warning)
    public static let invalidConfig = RuleID("invalid-config", .error)
    public static let unusedSuppression = RuleID("unused-suppression", .warning)
    public static let themeTypeCollision = RuleID("theme-type-collision", .error)
    public static let implausibleNumber = RuleID("implausible-number", .warning)
    public static let invalidAssetCatalog = RuleID("invalid-asset-catalog", .error)
    public static let assetFallback = RuleID("asset-fallback", .note)
    public static let assetDrift = RuleID("asset-drift", .warning)
    public static let legacyButtonProperty = RuleID("legacy-button-property", .error)
    public static let cornerStyleOverridesRadius = RuleID("corner-style-overrides-radius", .warning)
    public static let lowContrast = RuleID("low-contrast", .warning)
    public static let stateLookAlike = RuleID("state-look-alike", .warning)

    /// Every rule id, in declaration order (a test checks the registry has a rule for each).
    public static let all: [RuleID] = [
        .syntax, .duplicateKey, .resourceLimit, .unknownKey,
        .missingKey, .legacyBackgroundProperty, .typeMismatch, .invalidColor,
        .invalidName, .undefinedColor, .undefinedPreset, .colorCycle,
        .inheritanceCycle, .importCycle, .importFailed, .baseAndExtends,
        .unknownState, .contradictorySelector, .duplicateSelector, .colorTransformerConflict,
        .ambiguousOverride, .unreachableState, .selectionInvisible, .tintFallback,
        .strokeInvisible, .strokeTintFallback, .unavailableAPI, .deprecatedAPI,
        .unquotedHexColor, .unusedColor, .redundantOverride, .unquotedVersion,
        .tooManyStates, .generatedNameCollision, .shadowedOverride, .missingDarkVariant,
        .invalidConfig, .unusedSuppression, .themeTypeCollision, .multipleDocuments, .coveredBackground,
        .pathOutsideRoot, .unmodelledPlatform, .implausibleNumber, .invalidAssetCatalog, .assetFallback, .assetDrift,
        .legacyButtonProperty, .cornerStyleOverridesRadius, .lowContrast, .stateLookAlike,
    ]
}
