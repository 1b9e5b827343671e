import Foundation
import Testing
import TestSupport

/// The package pins what CI tested: `Package.resolved` is committed and pins every
/// dependency that `Package.swift` names.
@Suite struct PackageHygieneTests {
    @Test func everyDependencyIsPinned() throws {
        let manifest = try String(contentsOfFile: packageRoot + "/Package.swift", encoding: .utf8)
        let resolved = try String(contentsOfFile: packageRoot + "/Package.resolved", encoding: .utf8)
        let urls = manifest.split(separator: "\"").filter { $0.hasPrefix("https://") }
        #expect(!urls.isEmpty)
        for url in urls { #expect(resolved.contains("\"location\" : \"\(url)\""), "\(url) is not pinned") }
        let ignore = try String(contentsOfFile: packageRoot + "/.gitignore", encoding: .utf8)
        #expect(!ignore.split(separator: "\n").contains("Package.resolved"))
        #expect(ignore.split(separator: "\n").contains(".build/"))
    }
}
