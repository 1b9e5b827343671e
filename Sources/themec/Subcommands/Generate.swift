import ArgumentParser
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import ThemeCompiler

extension SwiftEmitter.AccessLevel: ExpressibleByArgument {}
extension SwiftEmitter.ImageBundle: ExpressibleByArgument {}

/// `themec generate THEME -o FILE.swift [--access public|internal] [--check]`: lint, then
/// write the theme as Swift (a platform-neutral table plus UIKit code).
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate Swift code for a theme. Nothing is written when an error is found.",
        discussion: """
            The file holds a platform-neutral part (the theme's namespace, a Preset enum and the \
            resolved table) and a UIKit part under `#if canImport(UIKit)` that builds \
            UIBackgroundConfigurations assigning only what each state customises. With --check \
            nothing is written: exit 1 when FILE differs from what would be generated.
            """)

    @OptionGroup var input: ThemeInputOptions

    @Option(name: .shortAndLong, help: "The Swift file to write (atomically; left untouched when unchanged).")
    var output: String

    @Option(help: "Access level of the generated declarations: public or internal (default: the configuration's 'generate.access', else public).")
    var access: SwiftEmitter.AccessLevel?

    @Option(
        help:
            "Where images the theme names are loaded from: main (the app's bundle) or module (Bundle.module: the package target that holds the theme, as the build-tool plugin generates) (default: main)."
    )
    var imageBundle: SwiftEmitter.ImageBundle = .main

    @Option(
        name: .customLong("built-with"),
        help:
            "Another theme file of the same target (repeatable): an error when its 'theme' name generates the same Swift type (theme-type-collision)."
    )
    var builtWith: [String] = []

    @Flag(help: "Write nothing; exit 1 when the file on disk differs from what would be generated.")
    var check = false

    @OptionGroup var report: ReportOptions
    @OptionGroup var limits: LimitOptions
    @OptionGroup var config: ConfigOptions
    @OptionGroup var design: DesignOptions

    func run() throws {
        var collector = TableCollector()
        let configuration = try CompileStep.run(
            input.theme, stdinPath: input.stdinPath, report: report, limits: limits, config: config, design: design,
            into: &collector,
            moreFindings: { result, configuration in
                guard let own = result.theme, !builtWith.isEmpty else { return [] }
                return ThemeTypeCollisionRule.check(
                    own, builtWith: Self.themeNames(builtWith, configuration: configuration, root: config.projectRoot))
            }
        ).configuration
        guard let table = collector.table else { throw ExitCode(1) }
        let access = access ?? configuration.generate.access ?? .public
        let bytes = Array(SwiftEmitter(access: access, imageBundle: imageBundle).emit(table).utf8)
        if check {
            let existing = FileManager.default.contents(atPath: output).map { [UInt8]($0) }
            if let difference = GeneratedDifference(expected: bytes, actual: existing) {
                OutputWriter.writeStandardError("themec: '\(output)' is not up to date: \(difference); run '\(Self.regenerateCommand)'\n")
                throw ExitCode(1)
            }
            return
        }
        try OutputWriter.writeOrExit(bytes, to: output)
    }

    /// This run's command line without `--check`: every option it was given (`--access`,
    /// `--config`, ...) is repeated, so the command writes exactly what was checked.
    static var regenerateCommand: String {
        let arguments = CommandLine.arguments.dropFirst().filter { $0 != "--check" }
        return (["themec"] + arguments.map(shellQuoted)).joined(separator: " ")
    }

    /// `text`, quoted for a POSIX shell when it needs to be.
    static func shellQuoted(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || $0.properties.numericType != nil || "-_./:=+@,".unicodeScalars.contains($0)
            }
        return plain ? text : "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}

extension Generate {
    /// The `theme:` names of the other themes of a target (files that cannot be read or have
    /// no name are skipped: their own build command reports them).
    static func themeNames(_ paths: [String], configuration: Configuration, root: ProjectRoot) -> [ThemeTypeCollisionRule.Theme] {
        paths.compactMap { path in
            var discard = TableDiscarder()
            let compiler = ThemePipeline(configuration: configuration, source: FileSystemSource(root: root.confining(commandLinePath: path)))
            return (try? compiler.compile(.file(path), into: &discard))?.theme
        }
    }
}

/// A short description of how a file on disk differs from the generated text.
struct GeneratedDifference: CustomStringConvertible {
    var description: String

    /// nil when `actual` equals `expected`.
    init?(expected: [UInt8], actual: [UInt8]?) {
        guard let actual else {
            description = "the file does not exist"
            return
        }
        guard actual != expected else { return nil }
        let want = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let have = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(want, have).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(want.count, have.count)
        let differing = zip(want, have).filter { $0 != $1 }.count + abs(want.count - have.count)
        description =
            "\(differing) line\(differing == 1 ? "" : "s") differ, the first at line \(line + 1) "
            + "(\(want.count) lines generated, \(have.count) on disk)"
    }
}
