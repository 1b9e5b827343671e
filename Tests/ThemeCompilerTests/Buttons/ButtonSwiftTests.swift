import Foundation
import Testing
@testable import ThemeCompiler
import TestSupport

/// Generated Swift for button presets: a configuration per preset from the style's factory,
/// only customised values assigned, the button's content kept, installed through
/// `configurationUpdateHandler`; glass behind `#available` with a fallback; type-checked
/// against the UIKit stub in Swift 5 and 6 modes, also at 64+ rows.
@Suite(.serialized) struct ButtonSwiftTests {
    static let mixedTheme = """
        theme: Mixed
        version: 1
        deploymentTarget: { iOS: "15.0" }
        colors:
          brand: { light: "#1F3FBF", dark: "#1A36A6" }
        presets:
          row:
            base: listGroupedCell
          primary:
            base: filledButton
            cornerStyle: capsule
            baseBackgroundColor: brand
            states:
              selected: { baseForegroundColor: tint, buttonSize: large }
          glassy:
            base: prominentGlassButton
            fallback: tintedButton
            baseBackgroundColor: brand
        """

    /// A button preset whose six button axes and trait atoms give 64 rows.
    static let wideTheme = """
        theme: Wide
        version: 1
        deploymentTarget: { iOS: "15.0" }
        presets:
          wide:
            base: grayButton
            baseForegroundColor: label
            states:
              highlighted: { baseBackgroundColor: systemGray3 }
              selected: { cornerStyle: capsule }
              disabled: { baseForegroundColor: secondaryLabel }
              focused: { strokeColor: separator }
              highContrast: { buttonSize: large }
              dark: { cornerRadius: 14, cornerStyle: fixed }
        """

    @Test func eachButtonPresetStartsFromItsFactoryAndInstallsThroughTheHandler() throws {
        let code = SwiftEmitter().emit(try GeneratedCodeAvailabilityTests.table(Self.mixedTheme))
        #expect(
            code.contains(
                "public static func primary(for button: UIButton) -> UIButton.Configuration {\n            styledButton(UIButton.Configuration.filled(), Tables.primary, button)"
            ))
        #expect(code.contains("public static func install(_ preset: ButtonPreset, on button: UIButton)"))
        #expect(code.contains("let existing = button.configurationUpdateHandler"))
        #expect(code.contains("existing?(button)"))
        // The content of the button is kept.
        #expect(code.contains("configuration.image = content.image"))
        // List functions take the list presets only.
        #expect(code.contains("public static func install(_ preset: ListPreset, on cell: UITableViewCell)"))
        #expect(!code.contains("UIBackgroundConfiguration.filledButton"))
    }

    @Test func glassIsBehindAvailabilityWithTheNamedFallback() throws {
        let code = SwiftEmitter().emit(try GeneratedCodeAvailabilityTests.table(Self.mixedTheme))
        #expect(code.contains("#if os(visionOS)\n            return styledButton(UIButton.Configuration.tinted(), Tables.glassy, button)"))
        #expect(
            code.contains(
                "if #available(iOS 26.0, tvOS 26.0, *) {\n                return styledButton(UIButton.Configuration.prominentGlass(), Tables.glassy, button)"
            ))
    }

    @Test func onlyCustomisedButtonFieldsAreAssigned() throws {
        let code = SwiftEmitter().emit(try GeneratedCodeAvailabilityTests.table(Self.mixedTheme))
        #expect(code.contains("case .cornerStyle:\n                configuration.cornerStyle = cornerStyle(fields.cornerStyle)"))
        #expect(code.contains("configuration.baseForegroundColor = fields.baseForegroundColor.flatMap { uiColor($0) } ?? tintColor"))
        // The rows say which fields they customise: the normal row of `primary` not the size.
        let table = try GeneratedCodeAvailabilityTests.table(Self.mixedTheme)
        let primary = try #require(table.presets.first { $0.name == "primary" })
        #expect(primary.rows[0].appearance.customized == [.cornerStyle, .baseBackgroundColor])
    }

    @Test func aListOnlyThemeGetsNoButtonTypes() throws {
        let code = SwiftEmitter().emit(try GeneratedCodeAvailabilityTests.table("theme: L\nversion: 1\npresets:\n  row:\n    base: listPlainCell\n"))
        #expect(!code.contains("ButtonFields"))
        #expect(!code.contains("ListPreset"))
        #expect(code.contains("guard fields.count == 18 else { fail() }"))
    }

    @Test(.enabled(if: SwiftToolchain.swiftc != nil, "needs swiftc (set SWIFTC to the toolchain's swiftc)"), arguments: ["5", "6"])
    func buttonThemesTypecheckAgainstTheStub(swiftVersion: String) throws {
        let wide = try GeneratedCodeAvailabilityTests.table(Self.wideTheme)
        #expect(wide.presets[0].rows.count >= 64)
        let directory = URL(fileURLWithPath: Scratch.directory("buttons-\(swiftVersion)"))
        var files: [URL] = []
        for (name, text) in [("MixedTheme", Self.mixedTheme), ("WideTheme", Self.wideTheme)] {
            let file = directory.appendingPathComponent("\(name).swift")
            try SwiftEmitter().emit(try GeneratedCodeAvailabilityTests.table(text)).write(to: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        try GeneratedCodeCompilesTests.typecheckAgainstStub(files, swiftVersion: swiftVersion)
    }
}
