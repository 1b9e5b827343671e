import Foundation
import Testing
import TestSupport

/// What users read cites only what they can look up: no design notes, section numbers or
/// files outside the repository, in the docs, the schemas, the messages or the sources.
@Suite struct UserDocsTests {
    static let forbidden = ["seed 000", "DESIGN.md", "§3.", "reference/system-defaults", "reference/uikit-", "uikit-eras.md"]

    static func files(under directory: String) -> [String] {
        let root = packageRoot + "/" + directory
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [root] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") || $0.hasSuffix(".swift") || $0.hasSuffix(".json") }
            .map { root + "/" + $0 }
    }

    @Test func nothingCitesWhatAUserCannotSee() throws {
        for file in ["Sources", "docs", "Schemas"].flatMap(Self.files(under:)) + [packageRoot + "/README.md"] {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            for phrase in Self.forbidden {
                #expect(!text.contains(phrase), "\(file) mentions '\(phrase)'")
            }
        }
    }

    @Test func noRuleExplanationMentionsTheSeed() throws {
        let run = try themec(["rules", "color-transformer-conflict"])
        #expect(run.status == 0 && !run.stdout.contains("seed"))
    }

    @Test func theLanguageReferenceCoversEveryKeyAndAtom() throws {
        let language = try String(contentsOfFile: packageRoot + "/docs/language.md", encoding: .utf8)
        let keys = [
            "theme", "version", "description", "deploymentTarget", "tintColor", "imports", "colors", "precedence",
            "presets", "base", "extends", "listEnvironment", "states", "backgroundColor", "backgroundColorTransformer",
            "cornerRadius", "backgroundInsets", "edgesAddingLayoutMarginsToBackgroundInsets", "strokeColor",
            "strokeColorTransformer", "strokeWidth", "strokeOutset", "visualEffect", "shadowProperties", "image",
            "imageContentMode", "customView", "highlighted", "selected", "disabled", "focused", "editing", "expanded",
            "swiped", "reordering", "lifting", "dragging", "dropTargeted", "dropNotTargeted", "pinned", "dark",
            "highContrast", "scaleAspectFill", "systemChromeMaterial", "insetGrouped", "monochromeTint",
        ]
        for key in keys { #expect(language.contains("`\(key)`"), "docs/language.md does not mention `\(key)`") }
        for section in ["## Colours", "## Imports", "## Limits", "## Resolution — the cascade"] { #expect(language.contains(section)) }
    }

    @Test func theReadmeLinksThePerformanceDetail() throws {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains("[docs/performance.md](docs/performance.md)"))
        #expect(!readme.contains("callgrind") && !readme.contains("executions in 30 min"))
        #expect(readme.contains("## Install") && readme.contains("swift build -c release"))
        #expect(FileManager.default.fileExists(atPath: packageRoot + "/docs/performance.md"))
    }

    /// The install page is linked, and every repository address on it is a marked placeholder
    /// for the reader's own fork or release: themec publishes no ThemecPlugins of its own.
    @Test func theInstallPageNamesOnlyPlaceholderRepositories() throws {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains("[docs/install.md](docs/install.md)"))
        let install = try String(contentsOfFile: packageRoot + "/docs/install.md", encoding: .utf8)
        let addresses = install.split(whereSeparator: { $0.isWhitespace || "\"()".contains($0) })
            .filter { $0.hasPrefix("https://github.com/") }
        #expect(!addresses.isEmpty)
        for address in addresses { #expect(address.hasPrefix("https://github.com/<your-org>/"), "\(address)") }
        #expect(install.contains("placeholder"))
    }
}

/// The theme schema agrees with the compiler where JSON Schema can: exactly one of 'base'
/// and 'extends', finite numbers.
@Suite struct ThemeSchemaTests {
    static let checker: String? = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
        .map { $0 + "/check-jsonschema" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: ThemeSchemaTests.checker != nil, "check-jsonschema is not installed"))
    func theSchemaRejectsWhatTheCompilerRejects() throws {
        let directory = packageRoot + "/Tests/Fixtures/SchemaRejects"
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".theme.yaml") }
        #expect(files.count >= 3)
        for file in files {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.checker!)
            process.arguments = ["--schemafile", packageRoot + "/Schemas/theme.schema.json", directory + "/" + file]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus != 0, "the schema accepts \(file)")
            #expect(try themec(["lint", directory + "/" + file]).status == 1, "themec accepts \(file)")
        }
    }
}
