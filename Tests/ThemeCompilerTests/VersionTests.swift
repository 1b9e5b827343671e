import Foundation
import Testing
@testable import ThemeCompiler
import TestSupport

@Suite struct VersionTests {
    @Test func versionIsSemantic() {
        #expect(ThemecVersion.current.split(separator: ".").count == 3)
    }

    /// The artifact bundle, its variant directories and the release workflow's tag check read
    /// the version through `Scripts/themec-version.sh`: it must find this very value.
    @Test func theReleaseScriptsReadThisVersion() throws {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [packageRoot + "/Scripts/themec-version.sh"]
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: printed, as: UTF8.self) == ThemecVersion.current + "\n")
    }
}
