import Testing

@testable import ThemeCompiler

/// Styles and platforms key dictionaries the resolver and the rules read for every preset;
/// they hash their case, not their name, and each case is still a key of its own.
@Suite struct CaseHashingTests {
    @Test func everyStyleAndPlatformIsAKeyOfItsOwn() {
        var styles: [SystemStyle: String] = [:]
        for style in SystemStyle.allCases { styles[style] = style.rawValue }
        #expect(styles.count == SystemStyle.allCases.count)
        #expect(SystemStyle.allCases.allSatisfy { styles[$0] == $0.rawValue })
        #expect(Set(SystemStyle.allCases.map(\.hashValue)).count == SystemStyle.allCases.count)

        let platforms = Dictionary(uniqueKeysWithValues: Platform.allCases.map { ($0, $0.rawValue) })
        #expect(Platform.allCases.allSatisfy { platforms[$0] == $0.rawValue })
        #expect(Set(Platform.allCases.map(\.hashValue)).count == Platform.allCases.count)
    }
}
