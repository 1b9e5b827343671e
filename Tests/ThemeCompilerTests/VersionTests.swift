import Testing
@testable import ThemeCompiler

@Suite struct VersionTests {
    @Test func versionIsSemantic() {
        #expect(ThemecVersion.current.split(separator: ".").count == 3)
    }
}
