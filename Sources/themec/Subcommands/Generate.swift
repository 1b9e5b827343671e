import ArgumentParser
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import ThemeCompiler

extension SwiftEmitter.AccessLevel: ExpressibleByArgument {}
extension SwiftEmitter.ImageBundle: ExpressibleByArgument {}

/// `themec generate THEME [-o FILE.swift] [--access public|internal] [--check]`: lint, then
/// write the theme as Swift (a platform-neutral table plus UIKit code), to standard output
/// without `-o`.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift code for a theme. Nothing is written when an error is found.",
        discussion: """
            The file holds a platform-neutral part (the theme's namespace, a Preset enum and the \
            resolved table) and a UIKit part under `#if canImport(UIKit)` that builds \
            UIBackgroundConfigurations assigning only what each state customises. Without -o the \
            code goes to standard output. With --check (which needs -o) nothing is written: exit 1 \
            when FILE differs from what would be generated.
            """)

    @OptionGroup var input: ThemeInputOptions

    @Option(
        name: .shortAndLong,
        help: "The Swift file to write (atomically; left untouched when unchanged) instead of standard output.")
    var output: String?

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
            "Another theme file of the same target (repeatable), read but not compiled: an error when its 'theme' name generates the same Swift type (theme-type-collision); its uses of this theme's colours count for unused-color."
    )
    var builtWith: [String] = []

    @Flag(help: "Write nothing; exit 1 when the file on disk (-o) differs from what would be generated.")
    var check = false

    @OptionGroup var report: ReportOptions
    @OptionGroup var limits: LimitOptions
    @OptionGroup var config: ConfigOptions
    @OptionGroup var design: DesignOptions

    func validate() throws {
        if check && output == nil {
            throw ValidationError("--check compares with a file: give it as -o FILE")
        }
    }

    func run() throws {
        var collector = TableCollector()
        let others = Self.load(builtWith, limits: limits.limits, root: config.projectRoot)
        let configuration = try CompileStep.run(
            input.theme, stdinPath: input.stdinPath, report: report, limits: limits, config: config, design: design,
            builtWith: others, into: &collector,
            moreFindings: { result, configuration, findings in
                guard let own = result.theme else { return }
                findings.add(ThemeTypeCollisionRule.check(own, builtWith: others.compactMap(\.root.name)), under: configuration)
            }
        ).configuration
        guard let table = collector.table else { throw CommandFailure(.findings) }
        let access = access ?? configuration.generate.access ?? .public
        let bytes = Array(SwiftEmitter(access: access, imageBundle: imageBundle).emit(table).utf8)
        guard let output else {
            try OutputWriter.emit(bytes, to: nil)
            return
        }
        if check {
            let existing = FileManager.default.contents(atPath: output).map { [UInt8]($0) }
            if let difference = GeneratedDifference(expected: bytes, actual: existing) {
                throw CommandFailure(.findings, "'\(output)' is not up to date: \(difference); run '\(Self.regenerateCommand)'")
            }
            return
        }
        try OutputWriter.writeOrFail(bytes, to: output)
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
    /// The other themes of a target, read only as far as the checks across them need (their
    /// `theme:` name and the colours they use): parsed and decoded with their imports, never
    /// validated or resolved, so a target of N themes costs N compiles, not N². No
    /// configuration applies to that reading; each file's own `.themec.yml` is read by its
    /// own build command. A file that cannot be read is skipped: its own command reports it.
    static func load(_ paths: [String], limits: CompilerLimits, root: ProjectRoot) -> [ThemeProgram] {
        paths.compactMap { path in
            let loader = ThemeLoader(limits: limits, source: FileSystemSource(root: root.confining(commandLinePath: path)))
            return try? loader.load(.file(path)).program
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
