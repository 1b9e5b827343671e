import Testing
@testable import ThemeCompiler
import TestSupport

@Suite struct VersionTests {
    @Test func versionIsSemantic() {
        #expect(ThemecVersion.current.split(separator: ".").count == 3)
    }
}
