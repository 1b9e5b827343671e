import Foundation
import Testing
@testable import ThemeCompiler
import TestSupport

/// The Swift emitter: golden files for every reference theme, names and literals.
@Suite struct SwiftEmitterTests {
    /// Every theme in `Themes/`.
    static let themes: [String] = {
        let directory = SwiftToolchain.root.appendingPathComponent("Themes")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.contains(".theme.") }.sorted()
    }()

    /// A theme whose colours come from an asset catalog (`Tests/Fixtures/AssetCatalogs`).
    static let assetTheme = SwiftToolchain.root.appendingPathComponent("Tests/Fixtures/AssetCatalogs/Assets.theme.yaml").path

    static func compile(_ path: String) throws -> ResolvedTable {
        let result = try ThemePipeline().compile(.file(path))
        guard let table = result.table else {
            throw CompileFailure(diagnostics: result.diagnostics.map { "\($0.location): \($0.message) [\($0.rule)]" })
        }
        return table
    }

    struct CompileFailure: Error { var diagnostics: [String] }

    @Test func everyReferenceThemeIsCovered() {
        #expect(Self.themes.count >= 4)
    }

    /// `Fixtures/Generated/<Theme>.swift` holds the expected output. `RECORD_GOLDENS=1`
    /// rewrites it and fails, so a new baseline is never accepted silently.
    @Test(arguments: themes) func generatedCodeMatchesGolden(theme: String) throws {
        let table = try Self.compile(SwiftToolchain.root.appendingPathComponent("Themes/\(theme)").path)
        let generated = SwiftEmitter().emit(table)
        try Golden.check(generated, against: "Tests/ThemeCompilerTests/Fixtures/Generated/\(table.theme).swift")
    }

    @Test(arguments: themes) func outputIsDeterministic(theme: String) throws {
        let path = SwiftToolchain.root.appendingPathComponent("Themes/\(theme)").path
        let first = SwiftEmitter().emit(try Self.compile(path))
        let second = SwiftEmitter().emit(try Self.compile(path))
        #expect(first == second)
        #expect(!first.contains(SwiftToolchain.root.path), "no absolute paths in generated code")
    }

    @Test func internalAccessWritesNoPublicDeclarations() throws {
        let table = try Self.compile(SwiftToolchain.root.appendingPathComponent("Themes/Linen.theme.yaml").path)
        let code = SwiftEmitter(access: .internal).emit(table)
        #expect(!code.contains("public "))
        #expect(code.contains("enum LinenTheme {"))
    }

    @Test func assignsOnlyCustomisedProperties() throws {
        let table = try Self.compile(SwiftToolchain.root.appendingPathComponent("Themes/Sidebar.theme.yaml").path)
        let code = SwiftEmitter().emit(table)
        // Every assignment sits in the loop over the row's customised properties.
        let apply = code.components(separatedBy: "static func apply(")[1].components(separatedBy: "\n    }\n")[0]
        let parts = apply.components(separatedBy: "for property in appearance.customized {")
        try #require(parts.count == 2)
        #expect(!parts[0].contains("background."))
        #expect(parts[1].contains("case .cornerRadius:\n                background.cornerRadius = CGFloat(appearance.cornerRadius)"))
        // `inspectorItem` keeps the system selection colours: none of its rows customises a colour.
        let inspector = try #require(table.presets.first { $0.name == "inspectorItem" })
        #expect(inspector.rows.allSatisfy { !$0.appearance.customized.contains(.backgroundColor) })
        #expect(inspector.rows.contains { $0.appearance.customized.contains(.cornerRadius) })
    }

    // MARK: - Names

    @Test(arguments: [
        ("row", "row"), ("Card", "card"), ("URLRow", "urlRow"), ("URL", "url"), ("_private", "_private"),
        ("default", "`default`"), ("class", "`class`"), ("self", "self_"), ("Type", "type"), ("Self", "self_"),
        ("init", "init_"), ("rawValue", "rawValue_"), ("allCases", "allCases_"), ("_", "__"), ("2x", "_2x"),
        ("a-b", "a_b"),
    ])
    func memberNames(name: String, expected: String) {
        #expect(SwiftIdentifier.memberName(name) == expected)
    }

    /// `isOwnMemberName` (what lets `generated-name-collision` skip its table) says what
    /// comparing the member name with the name says: for every keyword and reserved member
    /// name, near misses of them, and random names from letters, digits and other characters.
    @Test func aNameIsItsOwnMemberNameExactlyWhenItsMemberNameSaysSo() {
        var names = Array(SwiftIdentifier.keywords) + Array(SwiftIdentifier.reservedMembers)
        names += names.flatMap { [$0 + "s", "_" + $0, String($0.dropLast()), $0.uppercased(), $0.lowercased()] }
        names += ["", "a", "p1", "p1234", "URLRow", "card", "1abc", "a-b", "é", "caf\u{E9}", "_", "__", "a b", "x\u{0}"]
        var random = SplitMix(seed: 0x5EED)
        let alphabet = Array("aAsSiIdDhHrRtTpP_09-é `")
        for _ in 0..<5_000 {
            names.append(String((0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! }))
        }
        let wrong = names.filter { SwiftIdentifier.isOwnMemberName($0) != (SwiftIdentifier.memberName($0).replacingBackticks == $0) }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
        #expect(names.contains { SwiftIdentifier.isOwnMemberName($0) } && names.contains { !SwiftIdentifier.isOwnMemberName($0) })
    }

    @Test(arguments: [("Linen", "LinenTheme"), ("class", "ClassTheme"), ("SettingsTheme", "SettingsTheme"), ("_x", "_xTheme")])
    func namespaceNames(theme: String, expected: String) {
        #expect(SwiftIdentifier.namespaceName(forTheme: theme) == expected)
    }

    @Test func stringLiteralsEscapeEverythingThatCouldEscape() {
        #expect(SwiftEmitter.stringLiteral(#"a "quoted" \(exit(1)) \ back"#) == #""a \"quoted\" \\(exit(1)) \\ back""#)
        #expect(SwiftEmitter.stringLiteral("line\nnext\0\u{202E}é") == #""line\nnext\0\u{202E}\u{E9}""#)
        #expect(SwiftEmitter.stringLiteral("\"\"\"#") == ##""\"\"\"#""##)
    }

    @Test func commentLinesSplitAndShowInvisibleCharacters() {
        #expect(SwiftEmitter.commentLines("one\r\ntwo\rthree\u{2028}four") == ["one", "two", "three", "four"])
        #expect(SwiftEmitter.commentLines("rtl \u{202E}mark\0 */ end  ") == ["rtl \\u{202E}mark\\u{0} */ end"])
    }

    @Test func nameCollisionsAreReportedWithBothLocations() throws {
        let directory = URL(fileURLWithPath: Scratch.directory("collision"))
        let path = directory.appendingPathComponent("c.theme.yaml").path
        try """
        theme: Demo
        version: 1
        presets:
          card:
            base: listGroupedCell
          Card:
            base: listGroupedCell
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try ThemePipeline().compile(.file(path))
        let findings = result.diagnostics.filter { $0.rule == .generatedNameCollision }
        #expect(result.table == nil)
        #expect(findings.count == 1)
        #expect(findings.first?.location.line == 6)
        #expect(findings.first?.related.first?.location.line == 4)
    }
}

/// Generated code for asset-catalog colours: loaded from the app's catalog with the table's
/// values as the fallback, derivations computed from the loaded colour.
@Suite struct AssetColorEmitterTests {
    @Test func assetThemeMatchesGolden() throws {
        let table = try SwiftEmitterTests.compile(SwiftEmitterTests.assetTheme)
        try Golden.check(SwiftEmitter().emit(table), against: "Tests/ThemeCompilerTests/Fixtures/Generated/Assets.swift")
    }

    @Test func assetColoursLoadFromTheImageBundleWithTheTableAsFallback() throws {
        let table = try SwiftEmitterTests.compile(SwiftEmitterTests.assetTheme)
        let main = SwiftEmitter().emit(table)
        #expect(main.contains("UIColor(named: name, in: Bundle.main, compatibleWith: nil)"))
        #expect(main.contains("static let surface = AssetsTheme.assetColor(\"Float\") ?? Palette.surface.uiColor"))
        // The derivation reads the live asset, falling back to the catalog's values.
        #expect(main.contains("AssetsTheme.Components(AssetsTheme.assetColor(\"Float\") ?? AssetsTheme.Variants(name: nil, light: 0xF2F2F7FF"))
        #expect(main.contains("if color.name == nil, let asset = color.asset { return assetColor(asset) ?? color.uiColor }"))
        let module = SwiftEmitter(imageBundle: .module).emit(table)
        #expect(module.contains("UIColor(named: name, in: Bundle.module, compatibleWith: nil)"))
    }

    @Test func themesWithoutAssetsLoadNone() throws {
        let table = try SwiftEmitterTests.compile(SwiftToolchain.root.appendingPathComponent("Themes/Linen.theme.yaml").path)
        let code = SwiftEmitter().emit(table)
        #expect(!code.contains("assetColor"))
        #expect(!code.contains("assets: [\""))
    }
}

/// Palette colours derived from `tint` follow the view's run-time tint in generated code,
/// while the table resolves them with the theme's `tintColor`.
@Suite struct LiveTintEmitterTests {
    @Test func tintDerivationsAreTransformersOfTheTintUIKitPassesIn() throws {
        let table = try SwiftEmitterTests.compile(SwiftEmitterTests.assetTheme)
        let code = SwiftEmitter().emit(table)
        #expect(
            code.contains(
                "static let tintWash = UIConfigurationColorTransformer { tint in UIColor { traits in AssetsTheme.Components(tint, traits).multiplyingAlpha(0.15).uiColor } }"
            ))
        #expect(code.contains("if let derive = tintTransformer(appearance.backgroundColor) {"))
        // A shadow has no transformer: it derives from the view's tint.
        #expect(
            code.contains(
                "background.shadowProperties.color = tintTransformer(shadow.color)?.transform(viewTint) ?? uiColor(shadow.color) ?? viewTint"))
        // The static palette and the table keep the theme's tint (systemBlue at 15 %).
        let selected = try #require(table.presets.first { $0.name == "tinted" }?.rows.first { $0.state == StateSet([.selected]) })
        #expect(selected.appearance.backgroundColor?.rgba.hexString == "#007AFF26")
    }

    @Test func themesWithoutTintDerivationsAssignColoursDirectly() throws {
        let table = try SwiftEmitterTests.compile(SwiftToolchain.root.appendingPathComponent("Themes/Linen.theme.yaml").path)
        let code = SwiftEmitter().emit(table)
        #expect(!code.contains("tintTransformer"))
        #expect(code.contains("background.backgroundColor = appearance.backgroundColor.flatMap { uiColor($0) }"))
    }
}
