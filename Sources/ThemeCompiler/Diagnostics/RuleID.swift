/// The id of a rule (kebab-case) and the severity its findings have unless a configuration
/// says otherwise. The ids and default severities are the public contract, so they are
/// declared together here, in the diagnostics layer that every stage reports through; the
/// rules' own files (in Validate) describe and check them.
public struct RuleID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The id as written in findings and `.themec.yml` (`unused-color`).
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

    /// The id as written.
    public var description: String { rawValue }
    /// Orders by id.
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
    /// Ids are equal when their text is.
    public static func == (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue == rhs.rawValue }
    /// Hashes the id's text.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The rule nearest to `text` by spelling, for did-you-mean.
    package static func nearest(to text: String) -> RuleID? {
        Suggestion.nearest(to: text, in: all.map(\.rawValue)).flatMap(RuleID.init(rawValue:))
    }

    private static let byName: [String: RuleID] = Dictionary(uniqueKeysWithValues: all.map { ($0.rawValue, $0) })
}

extension RuleID {
    package static let syntax = RuleID("syntax", .error)
    package static let multipleDocuments = RuleID("multiple-documents", .error)
    package static let coveredBackground = RuleID("covered-background", .warning)
    package static let duplicateKey = RuleID("duplicate-key", .error)
    package static let resourceLimit = RuleID("resource-limit", .error)
    package static let unknownKey = RuleID("unknown-key", .error)
    package static let missingKey = RuleID("missing-key", .error)
    package static let legacyBackgroundProperty = RuleID("legacy-background-property", .error)
    package static let typeMismatch = RuleID("type-mismatch", .error)
    package static let invalidColor = RuleID("invalid-color", .error)
    package static let invalidName = RuleID("invalid-name", .error)
    package static let undefinedColor = RuleID("undefined-color", .error)
    package static let undefinedPreset = RuleID("undefined-preset", .error)
    package static let colorCycle = RuleID("color-cycle", .error)
    package static let inheritanceCycle = RuleID("inheritance-cycle", .error)
    package static let importCycle = RuleID("import-cycle", .error)
    package static let importFailed = RuleID("import-failed", .error)
    package static let pathOutsideRoot = RuleID("path-outside-root", .error)
    package static let unmodelledPlatform = RuleID("unmodelled-platform", .warning)
    package static let baseAndExtends = RuleID("base-and-extends", .error)
    package static let unknownState = RuleID("unknown-state", .error)
    package static let contradictorySelector = RuleID("contradictory-selector", .error)
    package static let duplicateSelector = RuleID("duplicate-selector", .error)
    package static let colorTransformerConflict = RuleID("color-transformer-conflict", .error)
    package static let ambiguousOverride = RuleID("ambiguous-override", .warning)
    package static let unreachableState = RuleID("unreachable-state", .warning)
    package static let selectionInvisible = RuleID("selection-invisible", .warning)
    package static let tintFallback = RuleID("tint-fallback", .warning)
    package static let strokeInvisible = RuleID("stroke-invisible", .warning)
    package static let strokeTintFallback = RuleID("stroke-tint-fallback", .warning)
    package static let unavailableAPI = RuleID("unavailable-api", .error)
    package static let deprecatedAPI = RuleID("deprecated-api", .warning)
    package static let unquotedHexColor = RuleID("unquoted-hex-color", .error)
    package static let unusedColor = RuleID("unused-color", .note)
    package static let redundantOverride = RuleID("redundant-override", .warning)
    package static let unquotedVersion = RuleID("unquoted-version", .warning)
    package static let tooManyStates = RuleID("too-many-states", .error)
    package static let generatedNameCollision = RuleID("generated-name-collision", .error)
    package static let shadowedOverride = RuleID("shadowed-override", .warning)
    package static let missingDarkVariant = RuleID("missing-dark-variant", .warning)
    package static let invalidConfig = RuleID("invalid-config", .error)
    package static let unusedSuppression = RuleID("unused-suppression", .warning)
    package static let themeTypeCollision = RuleID("theme-type-collision", .error)
    package static let implausibleNumber = RuleID("implausible-number", .warning)
    package static let invalidAssetCatalog = RuleID("invalid-asset-catalog", .error)
    package static let assetFallback = RuleID("asset-fallback", .note)
    package static let assetDrift = RuleID("asset-drift", .warning)
    package static let legacyButtonProperty = RuleID("legacy-button-property", .error)
    package static let cornerStyleOverridesRadius = RuleID("corner-style-overrides-radius", .warning)
    package static let lowContrast = RuleID("low-contrast", .warning)
    package static let stateLookAlike = RuleID("state-look-alike", .warning)

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
