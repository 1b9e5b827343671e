import Foundation
import Testing
@testable import ThemeCompiler
import TestSupport

/// Generated code calls the list factories UIKit deprecated in iOS 18 (where the theme names
/// them, and as the fallback of `listCell()` below iOS 18) without a deprecation warning in
/// an app whose deployment target is iOS 18 or later.
///
/// Swift ignores iOS deprecations when it compiles for Linux, so the test builds a variant of
/// the UIKit stub whose iOS 18 deprecations apply on every platform — what an iOS 18 target
/// sees — and type-checks with warnings as errors.
@Suite(.enabled(if: SwiftToolchain.swiftc != nil)) struct GeneratedCodeDeprecationTests {
    /// The stub with `@available(iOS, introduced: 14.0, deprecated: 18.0, …)` made
    /// `@available(*, deprecated, …)`.
    static func deprecatedEverywhereStub() throws -> URL {
        let directory = URL(fileURLWithPath: Scratch.directory("uikit-stub-ios18"))
        var stub = try String(contentsOf: SwiftToolchain.root.appendingPathComponent("Tests/Fixtures/UIKitStub/UIKit.swift"), encoding: .utf8)
        stub = stub.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("@available(tvOS, introduced: 14.0, deprecated: 18.0") }.joined(separator: "\n")
        stub = stub.replacingOccurrences(of: "@available(iOS, introduced: 14.0, deprecated: 18.0,", with: "@available(*, deprecated,")
        let source = directory.appendingPathComponent("UIKit.swift")
        try stub.write(to: source, atomically: true, encoding: .utf8)
        let build = try SwiftToolchain.run(
            SwiftToolchain.swiftc!,
            [
                "-emit-module", "-module-name", "UIKit", "-parse-as-library",
                "-swift-version", "5", source.path, "-emit-module-path",
                directory.appendingPathComponent("UIKit.swiftmodule").path,
            ])
        try #require(build.status == 0, "\(build.output)")
        return directory
    }

    @Test func noDeprecationWarningInAnIOS18App() throws {
        let stub = try Self.deprecatedEverywhereStub()
        let directory = URL(fileURLWithPath: Scratch.directory("deprecation"))
        let files = try GeneratedCodeCompilesTests.generate(GeneratedCodeCompilesTests.referenceThemes, in: directory)
        let outcome = try SwiftToolchain.run(
            SwiftToolchain.swiftc!,
            [
                "-typecheck", "-I", stub.path, "-swift-version", "6",
                "-warnings-as-errors",
            ] + files.map(\.path))
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    /// The variant stub does warn: a direct call fails with warnings as errors.
    @Test func theVariantStubWarnsAboutADirectCall() throws {
        let stub = try Self.deprecatedEverywhereStub()
        let file = URL(fileURLWithPath: Scratch.directory("deprecation-direct")).appendingPathComponent("Direct.swift")
        try "import UIKit\nlet plain = UIBackgroundConfiguration.listPlainCell()\n".write(to: file, atomically: true, encoding: .utf8)
        let outcome = try SwiftToolchain.run(SwiftToolchain.swiftc!, ["-typecheck", "-I", stub.path, "-warnings-as-errors", file.path])
        #expect(outcome.status != 0 && outcome.output.contains("deprecated"))
    }
}
