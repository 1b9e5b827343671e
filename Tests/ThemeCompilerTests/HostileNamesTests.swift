import Foundation
import Testing
@testable import ThemeCompiler
import TestSupport

/// Names and text that try to break out of identifiers, literals and comments: the
/// generated file must still type-check, and every string must read back unchanged.
@Suite(.serialized) struct HostileNamesTests {
    static let description = "Ends \"\"\" a literal, \\(exit(1)), */ closes /* a comment,\nnext line\r\n#\"raw\"# \u{202E}RTL\u{200F} NUL\u{0} é 😀 \\"
    static let presetDescription = "*/ \"\"\" \\(fatalError()) \u{2028}separator"
    static let image = "a\"b\\(c)*/"

    /// The hostile theme as JSON (JSON can carry a NUL: `\u0000`).
    static var theme: String {
        func json(_ s: String) -> String {
            String(decoding: try! JSONSerialization.data(withJSONObject: [s], options: [.fragmentsAllowed]), as: UTF8.self).dropFirst().dropLast()
                .description
        }
        return """
            {
              "theme": "class",
              "version": 1,
              "description": \(json(description)),
              "deploymentTarget": { "iOS": "15.0" },
              "colors": { "self": "#112233", "protocol": { "light": "#FFFFFF", "dark": "#000000" }, "Type": "#445566" },
              "presets": {
                "self": {
                  "base": "listGroupedCell", "description": \(json(presetDescription)),
                  "backgroundColor": "self",
                  "states": {
                    "selected": { "backgroundColor": "protocol" },
                    "highlighted": { "backgroundColor": "Type" },
                    "highlighted+selected": { "backgroundColor": "protocol" }
                  }
                },
                "Type": { "base": "clear", "description": "Type", "strokeColor": "protocol", "strokeWidth": 1, "image": \(json(image)) },
                "init": { "base": "clear", "cornerRadius": 3, "customView": { "image": \(json(image)), "contentMode": "center" } },
                "default": { "extends": "init", "cornerRadius": 4 },
                "rawValue": { "base": "clear" },
                "allCases": { "base": "clear" },
                "_": { "base": "clear" }
              }
            }
            """
    }

    static func generate() throws -> (table: ResolvedTable, file: URL, directory: URL) {
        let directory = URL(fileURLWithPath: Scratch.directory("hostile"))
        let path = directory.appendingPathComponent("hostile.theme.json").path
        try theme.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try ThemePipeline().compile(.file(path))
        let errors = result.diagnostics.filter { $0.severity == .error }.map { "\($0.location): \($0.message)" }
        let table = try #require(result.table, "\(errors)")
        let file = directory.appendingPathComponent("ClassTheme.swift")
        try SwiftEmitter().emit(table).write(to: file, atomically: true, encoding: .utf8)
        return (table, file, directory)
    }

    @Test func noRawControlOrBidiCharactersReachTheCode() throws {
        let code = try String(contentsOf: try Self.generate().file, encoding: .utf8)
        #expect(!code.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0 == "\u{202E}" || $0 == "\u{200F}" || $0 == "\u{2028}" })
        #expect(code.contains("enum ClassTheme {"))
        #expect(code.contains("case self_ = \"self\""))
        #expect(code.contains("case `default` = \"default\""))
    }

    @Test(arguments: ["5", "6"]) func hostileThemeTypechecksAgainstUIKitStub(swiftVersion: String) throws {
        try GeneratedCodeCompilesTests.typecheckAgainstStub([try Self.generate().file], swiftVersion: swiftVersion)
    }

    @Test(.enabled(if: SwiftToolchain.swiftc != nil, "needs swiftc (set SWIFTC to the toolchain's swiftc)"))
    func hostileStringsReadBackUnchanged() throws {
        let swiftc = try #require(SwiftToolchain.swiftc)
        let (table, file, directory) = try Self.generate()
        let main = directory.appendingPathComponent("main.swift")
        try """
        func scalars(_ s: String?) -> String { (s ?? "nil").unicodeScalars.map { String($0.value) }.joined(separator: ",") }
        print(scalars(ClassTheme.Tables.self_.description))
        print(scalars(ClassTheme.table(for: .type).rows[0].appearance.image))
        print(scalars(ClassTheme.table(for: .init_).rows[0].appearance.customView?.image))
        print(ClassTheme.Preset.allCases.map(\\.rawValue).joined(separator: ","))
        print(ClassTheme.Palette.self_.light.hex, ClassTheme.Palette.`protocol`.dark.hex, ClassTheme.Palette.type.light.hex)
        """.write(to: main, atomically: true, encoding: .utf8)
        let executable = directory.appendingPathComponent("hostile").path
        let build = try SwiftToolchain.run(swiftc, ["-swift-version", "6", "-o", executable, main.path, file.path])
        try #require(build.status == 0, "\(build.output)")
        let run = try SwiftToolchain.run(executable, [])
        func scalars(_ s: String) -> String { s.unicodeScalars.map { String($0.value) }.joined(separator: ",") }
        #expect(
            run.output.split(separator: "\n").map(String.init) == [
                scalars(Self.presetDescription), scalars(Self.image), scalars(Self.image),
                table.presets.map(\.name).joined(separator: ","), "#112233FF #000000FF #445566FF",
            ])
        #expect(table.description == Self.description)
    }
}
