import Foundation
import Testing
import TestSupport

/// Issue 19: the examples of docs/usage.md compile against the code themec generates (the
/// goldens `Linen.swift` and, for the button example, `Buttons.swift`) and the UIKit stub, in Swift 5 and 6 modes, and the order the guide
/// gives for `install(_:on:)` is the generated code's.
@Suite(.serialized) struct UsageGuideTests {
    static let guide = SwiftToolchain.root.appendingPathComponent("docs/usage.md")
    static let golden = SwiftToolchain.root.appendingPathComponent("Tests/ThemeCompilerTests/Fixtures/Generated/Linen.swift")
    /// The button theme's generated code, which the guide's button example uses.
    static let buttonsGolden = SwiftToolchain.root.appendingPathComponent("Tests/ThemeCompilerTests/Fixtures/Generated/Buttons.swift")

    /// The ```swift blocks of the guide, in order.
    static func examples() throws -> [String] {
        let text = try String(contentsOf: guide, encoding: .utf8)
        let block = try NSRegularExpression(pattern: "```swift\\n(.*?)```", options: [.dotMatchesLineSeparators])
        return block.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range(at: 1), in: text)!]) }
    }

    @Test func theGuideShowsEveryKindOfView() throws {
        let code = try Self.examples().joined()
        for use in [
            "UICollectionView.CellRegistration", "UICollectionView.SupplementaryRegistration", "LinenTheme.install(.row, on: self)",
            ": UITableViewCell", ": UITableViewHeaderFooterView", "override func updateConfiguration(using state: UICellConfigurationState)",
            "ButtonsTheme.install(.primary, on: button)",
        ] {
            #expect(code.contains(use), "docs/usage.md shows no '\(use)'")
        }
    }

    @Test(.enabled(if: SwiftToolchain.swiftc != nil, "needs swiftc (set SWIFTC to the toolchain's swiftc)"), arguments: ["5", "6"])
    func theExamplesCompileWithTheGeneratedCode(swiftVersion: String) throws {
        let directory = URL(fileURLWithPath: Scratch.directory("usage-\(swiftVersion)"))
        var files = [Self.golden, Self.buttonsGolden]
        for (index, example) in try Self.examples().enumerated() {
            let file = directory.appendingPathComponent("Example\(index + 1).swift")
            try example.write(to: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        try GeneratedCodeCompilesTests.typecheckAgainstStub(files, swiftVersion: swiftVersion)
    }

    /// The guide says the handler a view already has runs first, then the theme's background
    /// is set; so does every installer of the generated code.
    @Test func theGuideGivesTheInstallersOrder() throws {
        let guide = try String(contentsOf: Self.guide, encoding: .utf8)
        #expect(guide.contains("runs the existing handler first, then sets the theme's\nbackground"))
        let code = try String(contentsOf: Self.golden, encoding: .utf8)
        let installers = code.components(separatedBy: "Handler = { ").dropFirst()
        #expect(installers.count == 3)
        for installer in installers {
            let existing = try #require(installer.range(of: "existing?("))
            let background = try #require(installer.range(of: ".backgroundConfiguration = configuration(for: preset"))
            #expect(existing.lowerBound < background.lowerBound)
        }
    }
}
