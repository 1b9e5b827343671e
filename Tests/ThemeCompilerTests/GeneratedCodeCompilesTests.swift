import Foundation
import Testing
@testable import ThemeCompiler
import TestSupport

/// Generated code must compile: the UIKit part against a UIKit stub on Linux (and the real
/// SDK where `xcrun --sdk iphonesimulator` exists), the platform-neutral part compiled and
/// run everywhere, its data compared with the JSON table.
@Suite(.serialized) struct GeneratedCodeCompilesTests {
    /// Writes each theme's generated code into a fresh directory; returns the files.
    static func generate(_ themePaths: [String], in directory: URL) throws -> [URL] {
        try themePaths.map { path in
            let table = try SwiftEmitterTests.compile(path)
            let file = directory.appendingPathComponent("\(table.theme)Theme.swift")
            try SwiftEmitter().emit(table).write(to: file, atomically: true, encoding: .utf8)
            return file
        }
    }

    static var referenceThemes: [String] {
        SwiftEmitterTests.themes.map { SwiftToolchain.root.appendingPathComponent("Themes/\($0)").path }
    }

    /// The reference themes and the theme whose colours come from an asset catalog.
    static var checkedThemes: [String] { referenceThemes + [SwiftEmitterTests.assetTheme] }

    /// Type-checks `files` with `import UIKit` resolving to the stub (`canImport(UIKit)` is true).
    static func typecheckAgainstStub(_ files: [URL], swiftVersion: String) throws {
        let swiftc = try #require(SwiftToolchain.swiftc)
        let stub = try SwiftToolchain.stubModule.get()
        let outcome = try SwiftToolchain.run(
            swiftc,
            [
                "-typecheck", "-I", stub.path, "-swift-version", swiftVersion,
                "-warnings-as-errors",
            ] + files.map(\.path))
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    @Test(.enabled(if: SwiftToolchain.swiftc != nil, "needs swiftc (set SWIFTC to the toolchain's swiftc)"), arguments: ["5", "6"])
    func referenceThemesTypecheckAgainstUIKitStub(swiftVersion: String) throws {
        let directory = URL(fileURLWithPath: Scratch.directory("typecheck"))
        try Self.typecheckAgainstStub(try Self.generate(Self.checkedThemes, in: directory), swiftVersion: swiftVersion)
    }

    /// The stub really is seen: a file whose UIKit part is broken must fail to type-check.
    @Test(.enabled(if: SwiftToolchain.swiftc != nil, "needs swiftc"))
    func brokenUIKitPartFailsAgainstStub() throws {
        let swiftc = try #require(SwiftToolchain.swiftc)
        let directory = URL(fileURLWithPath: Scratch.directory("broken"))
        let file = try Self.generate([Self.referenceThemes[0]], in: directory)[0]
        // A list preset's and a button preset's update call, whichever the theme has.
        let code = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "updated(for: state)", with: "updated(for: 42)")
            .replacingOccurrences(of: "updated(for: button)", with: "updated(for: 42)")
        try code.write(to: file, atomically: true, encoding: .utf8)
        let outcome = try SwiftToolchain.run(swiftc, ["-typecheck", "-I", try SwiftToolchain.stubModule.get().path, file.path])
        #expect(outcome.status != 0)
    }

    #if os(macOS)
        /// The iOS simulator SDK's path, where Xcode is installed.
        static let simulatorSDK: String? = {
            guard let sdk = try? SwiftToolchain.run("/usr/bin/xcrun", ["--sdk", "iphonesimulator", "--show-sdk-path"]), sdk.status == 0
            else { return nil }
            return sdk.output.trimmingCharacters(in: .whitespacesAndNewlines)
        }()

        /// Against the real iOS SDK, where Xcode is installed.
        @Test(.enabled(if: GeneratedCodeCompilesTests.simulatorSDK != nil && SwiftToolchain.swiftc != nil, "needs Xcode's iOS simulator SDK"))
        func referenceThemesTypecheckAgainstIOSSimulatorSDK() throws {
            let sdk = try #require(Self.simulatorSDK), swiftc = try #require(SwiftToolchain.swiftc)
            let directory = URL(fileURLWithPath: Scratch.directory("sdk"))
            for path in Self.referenceThemes {
                let table = try SwiftEmitterTests.compile(path)
                let file = try Self.generate([path], in: directory)[0]
                let target = table.deploymentTarget[.iOS] ?? OSVersion(14)
                let outcome = try SwiftToolchain.run(
                    swiftc,
                    [
                        "-typecheck", "-sdk", sdk,
                        "-target", "arm64-apple-ios\(target)-simulator", "-swift-version", "6", file.path,
                    ])
                #expect(outcome.status == 0, "\(table.theme): \(outcome.output)")
            }
        }
    #endif

    /// The platform-neutral part compiles without UIKit, and a program reading it prints
    /// exactly what the JSON table says.
    @Test(.enabled(if: SwiftToolchain.swiftc != nil, "needs swiftc"))
    func neutralPartRunsAndMatchesTheJSONTable() throws {
        let swiftc = try #require(SwiftToolchain.swiftc)
        let directory = URL(fileURLWithPath: Scratch.directory("run"))
        let files = try Self.generate(Self.checkedThemes, in: directory)
        var main = "var lines: [String] = []\n"
        var expected: [String] = []
        for path in Self.checkedThemes {
            let table = try SwiftEmitterTests.compile(path)
            let namespace = SwiftIdentifier.namespaceName(forTheme: table.theme)
            main += """
                for table in \(namespace).tables {
                    for row in table.rows {
                        let a = row.appearance
                        lines.append([\(namespace).name, table.name, row.state.key, a.backgroundColor?.hex ?? "nil",
                                      a.backgroundColor?.name ?? "nil", a.backgroundColor?.asset ?? "nil", a.resolvedBackgroundColor.hex,
                                      a.resolvedStrokeColor.hex, a.customized.map(\\.rawValue).joined(separator: ",")].joined(separator: " "))
                    }
                }

                """
            let json = try JSONSerialization.jsonObject(with: Data(JSONTableEmitter().emit(table))) as! [String: Any]
            let presets = json["presets"] as! [String: Any]
            for preset in table.presets {
                let states = (presets[preset.name] as! [String: Any])["states"] as! [String: Any]
                for row in preset.rows {
                    let a = states[row.state.key] as! [String: Any]
                    let background = a["backgroundColor"] as? [String: Any]
                    expected.append(
                        [
                            table.theme, preset.name, row.state.key, background?["rgba"] as? String ?? "nil",
                            background?["name"] as? String ?? "nil", background?["asset"] as? String ?? "nil",
                            a["resolvedBackgroundColor"] as! String,
                            a["resolvedStrokeColor"] as! String, (a["customized"] as! [String]).joined(separator: ","),
                        ]
                        .joined(separator: " "))
                }
            }
        }
        main += "print(lines.joined(separator: \"\\n\"))\n"
        let mainFile = directory.appendingPathComponent("main.swift")
        try main.write(to: mainFile, atomically: true, encoding: .utf8)
        let executable = directory.appendingPathComponent("neutral").path
        let build = try SwiftToolchain.run(swiftc, ["-swift-version", "6", "-o", executable, mainFile.path] + files.map(\.path))
        try #require(build.status == 0, "\(build.output)")
        let run = try SwiftToolchain.run(executable, [])
        #expect(run.status == 0)
        #expect(run.output.split(separator: "\n").map(String.init) == expected)
    }
}
