import Foundation
import Testing
import TestSupport

/// Issue 12 B.9: the UIKit stub offers no more than the iOS 18 SDK, so code that the SDK
/// rejects is rejected here too, and what the SDK has is there.
@Suite(.enabled(if: SwiftToolchain.swiftc != nil)) struct UIKitStubTests {
    static func typecheck(_ code: String) throws -> SwiftToolchain.Outcome {
        let directory = URL(fileURLWithPath: Scratch.directory("stub-snippet"))
        let file = directory.appendingPathComponent("Snippet.swift")
        try ("import UIKit\n" + code).write(to: file, atomically: true, encoding: .utf8)
        return try SwiftToolchain.run(
            SwiftToolchain.swiftc!,
            [
                "-typecheck", "-I", try SwiftToolchain.stubModule.get().path,
                "-swift-version", "6", file.path,
            ])
    }

    @Test(arguments: [
        "let insets: Set<NSDirectionalEdgeInsets> = []",  // Equatable only
        "func plain() -> UIBackgroundConfiguration { .clear() }",  // main-actor isolated
        "let drag = UICellConfigurationState.DragState(rawValue: 1)",  // no raw values
        "let drop = UICellConfigurationState.DropState.targeted.rawValue",
        """
        final class Cell: UITableViewCell {
            override var backgroundConfiguration: UIBackgroundConfiguration? { get { nil } set {} }
        }
        """,  // not open
        """
        final class Cell: UICollectionViewCell {
            override var configurationUpdateHandler: UICollectionViewCell.ConfigurationUpdateHandler? { get { nil } set {} }
        }
        """,
    ])
    func whatTheSDKRejectsFails(_ code: String) throws {
        #expect(try Self.typecheck(code).status != 0, "\(code)")
    }

    @Test func whatTheSDKHasIsThere() throws {
        let outcome = try Self.typecheck(
            """
            func custom(_ state: UICellConfigurationState) -> AnyHashable? { state[UIConfigurationStateCustomKey("k")] }
            func view(_ state: UIViewConfigurationState) -> AnyHashable? { state[UIConfigurationStateCustomKey("k")] }
            @MainActor func colours() -> [UIColor] {
                [.systemPink, .systemPurple, .systemTeal, .systemYellow, .systemBrown, .systemMint, .systemCyan,
                 .tertiaryLabel, .quaternaryLabel, .link, .placeholderText, .darkGray, .lightGray, .gray, .red, .green,
                 .blue, .cyan, .yellow, .magenta, .orange, .purple, .brown]
            }
            let same = NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
            """)
        #expect(outcome.status == 0, "\(outcome.output)")
    }
}
