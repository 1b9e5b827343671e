import Foundation
import Testing
@testable import ThemeCompiler
import TestSupport

/// Issue 12 B.4–B.8: generated Swift compiles in an app whose deployment target is iOS 14 /
/// tvOS 14, whatever the theme's own, never on watchOS, and on tvOS only when the theme
/// declares it.
@Suite struct GeneratedCodeAvailabilityTests {
    /// A theme that uses every API newer than iOS 14 that generated code can call.
    static let everything = """
        theme: Everything
        version: 1
        deploymentTarget: { iOS: "18.0" }
        colors:
          brand: { light: "#1F5FBF", dark: "#4A8FE7" }
        presets:
          row:
            base: listCell
            listEnvironment: grouped
            backgroundColor: systemMint
            image: linen
            imageContentMode: scaleAspectFill
            shadowProperties: { color: black, opacity: 0.2, radius: 4, offset: { width: 0, height: 2 } }
            states:
              highlighted: { backgroundColor: brand }
              selected: { backgroundColor: systemCyan }
              highlighted+selected: { backgroundColor: systemRed }
              lifting: { cornerRadius: 12 }
              dragging: { cornerRadius: 14 }
          header:
            base: listHeader
            states:
              pinned: { backgroundColor: brand }
          footer:
            base: listFooter
            customView: { image: paper, contentMode: scaleAspectFill }
        """

    static func table(_ text: String) throws -> ResolvedTable {
        let result = try ThemePipeline().compile(.bytes(Array(text.utf8), path: "Theme.theme.yaml"))
        return try #require(result.table, "\(describe(result.diagnostics))")
    }

    static var goldens: [String] {
        let directory = packageRoot + "/Tests/ThemeCompilerTests/Fixtures/Generated"
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted().map { directory + "/" + $0 }
    }

    @Test func everyNewerAPIIsGuardedForAnIOS14App() throws {
        let code = SwiftEmitter(imageBundle: .module).emit(try Self.table(Self.everything))
        for api in [
            "configurationUpdateHandler", "isPinned", "background.image =", "shadowProperties", ".listCell()",
            ".listHeader()", ".listFooter()", "UIColor.systemMint", "UIColor.systemCyan",
        ] {
            #expect(code.contains(api), "the probe no longer uses \(api)")
        }
        #expect(AvailabilityScopes.violations(in: code).map(\.description) == [])
        for golden in Self.goldens {
            let text = try String(contentsOfFile: golden, encoding: .utf8)
            #expect(AvailabilityScopes.violations(in: text).map(\.description) == [], "\(golden)")
        }
    }

    /// The checker can fail: the unguarded code generated before issue 12 is caught.
    @Test func theCheckerCatchesUnguardedUses() {
        let code = """
            #if canImport(UIKit)
            extension T {
                @available(iOS 15.0, tvOS 15.0, *)
                static func install(on cell: UITableViewCell) {
                    cell.configurationUpdateHandler = { cell, state in }
                }
                static func f(_ cell: UICellConfigurationState) {
                    if cell.isPinned { insert(.pinned) }
                    var background = UIBackgroundConfiguration.listCell()
                    if #available(iOS 18.0, *) { background.shadowProperties.radius = 1 } else { background.shadowProperties.radius = 2 }
                }
            }
            #endif
            """
        #expect(AvailabilityScopes.violations(in: code).map(\.line) == [8, 9, 10])
    }

    @Test func theUIKitPartNeverCompilesOnWatchOSNorOnUndeclaredPlatforms() throws {
        let iOSOnly = SwiftEmitter().emit(try Self.table(Self.everything))
        #expect(iOSOnly.contains("\n#if canImport(UIKit) && !os(watchOS) && !os(tvOS) && !os(visionOS)\nimport UIKit\n"))
        let tv = Self.everything.replacingOccurrences(of: "{ iOS: \"18.0\" }", with: "{ iOS: \"18.0\", tvOS: \"18.0\", visionOS: \"2.0\" }")
        #expect(SwiftEmitter().emit(try Self.table(tv)).contains("\n#if canImport(UIKit) && !os(watchOS)\nimport UIKit\n"))
        let tvOnly = Self.everything.replacingOccurrences(of: "{ iOS: \"18.0\" }", with: "{ tvOS: \"18.0\" }")
        #expect(SwiftEmitter().emit(try Self.table(tvOnly)).contains("#if canImport(UIKit) && !os(watchOS) && !os(visionOS) && !os(iOS)\n"))
        for golden in Self.goldens {
            #expect(try String(contentsOfFile: golden, encoding: .utf8).contains("#if canImport(UIKit) && !os(watchOS)"))
        }
    }

    @Test func theBaseStyleTheThemeNamesIsTheOneCreated() throws {
        let code = SwiftEmitter().emit(
            try Self.table(
                """
                theme: Named
                version: 1
                presets:
                  row: { base: listGroupedCell }
                  side: { base: listSidebarCell }
                  footer: { base: listGroupedHeaderFooter }
                """))
        #expect(code.contains("var background = NamedThemeLegacy.factories.listGroupedCell()"))
        #expect(code.contains("var background = NamedThemeLegacy.factories.listSidebarCell()"))
        #expect(code.contains("var background = NamedThemeLegacy.factories.listGroupedHeaderFooter()"))
        #expect(!code.contains("listCell()") && !code.contains("listHeader()"))
    }

    @Test func paletteColoursAreCreatedOnceAndInstallersOwnTheConfiguration() throws {
        let code = SwiftEmitter().emit(try Self.table(Self.everything))
        #expect(code.contains("    @MainActor\n    public enum UIPalette {\n        public static let brand = Palette.brand.uiColor\n    }"))
        // Rows naming the palette colour get the one created in `UIPalette`.
        #expect(code.contains("        case \"brand\":\n            return UIPalette.brand\n"))
        for host in ["cell", "view"] {
            #expect(
                code.contains(
                    "        \(host).automaticallyUpdatesBackgroundConfiguration = false\n        let existing = \(host).configurationUpdateHandler\n"
                        + "        \(host).configurationUpdateHandler = { \(host), state in\n            existing?(\(host), state)\n"))
        }
    }

    @Test func imagesComeFromTheBundleTheGeneratorIsTold() throws {
        let table = try Self.table(Self.everything)
        let module = SwiftEmitter(imageBundle: .module).emit(table)
        #expect(module.contains("appearance.image.flatMap { UIImage(named: $0, in: Bundle.module, compatibleWith: nil) }"))
        #expect(module.contains("UIImageView(image: UIImage(named: view.image, in: Bundle.module, compatibleWith: nil))"))
        let main = SwiftEmitter().emit(table)
        #expect(main.contains("appearance.image.flatMap { UIImage(named: $0) }") && !main.contains("Bundle.module"))
    }

    /// The probe's code, with `Bundle.module` as a package target would have it, type-checks
    /// against the stub in both language modes.
    @Test(.enabled(if: SwiftToolchain.swiftc != nil), arguments: ["5", "6"])
    func theProbeTypechecksAgainstTheStub(swiftVersion: String) throws {
        let directory = URL(fileURLWithPath: Scratch.directory("probe"))
        let file = directory.appendingPathComponent("Everything.swift")
        try SwiftEmitter(imageBundle: .module).emit(try Self.table(Self.everything)).write(to: file, atomically: true, encoding: .utf8)
        let shim = directory.appendingPathComponent("BundleModule.swift")
        try "import Foundation\nextension Bundle { static var module: Bundle { .main } }\n".write(to: shim, atomically: true, encoding: .utf8)
        let outcome = try SwiftToolchain.run(
            SwiftToolchain.swiftc!,
            [
                "-typecheck", "-I", try SwiftToolchain.stubModule.get().path,
                "-swift-version", swiftVersion, "-warnings-as-errors", file.path, shim.path,
            ])
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    /// The probe the SDK workflow type-checks for tvOS (`Tests/Fixtures/Probes`) lints clean,
    /// keeps its UIKit part on tvOS, guards every newer API and type-checks against the stub.
    @Test func thePlatformProbeIsCleanAndGuarded() throws {
        let path = packageRoot + "/Tests/Fixtures/Probes/Platforms.theme.yaml"
        let result = try ThemePipeline().compile(.file(path))
        #expect(result.diagnostics.isEmpty, "\(describe(result.diagnostics))")
        let code = SwiftEmitter().emit(try #require(result.table))
        #expect(code.contains("\n#if canImport(UIKit) && !os(watchOS)\n"))
        #expect(AvailabilityScopes.violations(in: code).map(\.description) == [])
    }

    /// `appearance(for:)` of the neutral API maps a state no row holds instead of trapping.
    @Test(.enabled(if: SwiftToolchain.swiftc != nil)) func theNeutralAPINeverTraps() throws {
        let directory = URL(fileURLWithPath: Scratch.directory("neutral-trap"))
        let file = directory.appendingPathComponent("Everything.swift")
        try SwiftEmitter().emit(try Self.table(Self.everything)).write(to: file, atomically: true, encoding: .utf8)
        let main = directory.appendingPathComponent("main.swift")
        try """
        let row = EverythingTheme.table(for: .row)
        print(row.appearance(for: [.lifting, .dragging]).cornerRadius)
        print(row.appearance(for: [.dropTargeted, .dropNotTargeted, .selected]).backgroundColor?.name ?? "nil")
        print(row.appearance(for: [.pinned, .editing]).cornerRadius)
        """.write(to: main, atomically: true, encoding: .utf8)
        let executable = directory.appendingPathComponent("neutral").path
        let build = try SwiftToolchain.run(SwiftToolchain.swiftc!, ["-swift-version", "6", "-o", executable, main.path, file.path])
        try #require(build.status == 0, "\(build.output)")
        let run = try SwiftToolchain.run(executable, [])
        #expect(run.status == 0)
        #expect(run.output == "12.0\nsystemCyan\n0.0\n")
    }
}
