import Foundation
import TestSupport
@testable import ThemeCompiler

/// The shipped themes (Themes/), compiled once per use, for the review tools' tests.
enum ShippedThemes {
    /// `Themes/*.theme.{yaml,yml,json}`, relative to the package root, sorted.
    static let paths: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/Themes")) ?? []
        return names.filter { $0.hasSuffix(".theme.yaml") || $0.hasSuffix(".theme.yml") || $0.hasSuffix(".theme.json") }
            .sorted().map { packageRoot + "/Themes/" + $0 }
    }()

    /// The table of the shipped theme at `path`, for `design` (nil: the theme's default).
    static func table(_ path: String, design: DesignGeneration? = nil) throws -> ResolvedTable {
        let result = try ThemePipeline(design: design).compile(.file(path))
        guard let table = result.table else { throw Failure(message: "\(path) does not compile:\n\(describe(result.diagnostics))") }
        return table
    }

    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
