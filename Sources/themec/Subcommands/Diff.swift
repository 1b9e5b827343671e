import ArgumentParser
import ThemeCompiler

/// `themec diff OLD NEW` / `themec diff --git REF THEME...`: the semantic difference of the
/// compiled tables.
struct Diff: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable { case text, markdown, json }

    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare the compiled tables of two versions of a theme.",
        discussion: """
            It compares the tables, not the text: reordered keys or presets, comments, anchors or \
            the same theme written in JSON make no difference. With --git REF, each THEME is compared \
            with its version at git revision REF (read with `git show`, imports included); a theme \
            that does not exist at REF counts as new. Exit codes: 0 no difference, 1 differences, \
            2 a theme does not compile (its findings are printed), 64 usage error, 66 an input that \
            cannot be read, 73 an output that cannot be written. See docs/diff.md.
            """)

    @Argument(help: ArgumentHelp("OLD NEW, or with --git the themes to compare.", valueName: "theme"))
    var themes: [String] = []

    @Option(help: ArgumentHelp("Compare each theme with its version at this git revision (e.g. origin/main).", valueName: "ref"))
    var git: String?

    @Option(help: "Output format: text (coloured on a terminal unless NO_COLOR), markdown (a pull-request comment) or json.")
    var format: Format = .text

    @Flag(
        help: "Also list changes nobody can see (a stroke colour where no stroke is drawn, a fully transparent shadow, the content mode of no image)."
    )
    var all = false

    @Option(name: .shortAndLong, help: "Write the report here (atomically) instead of standard output.")
    var output: String?

    @OptionGroup var design: DesignOptions
    @OptionGroup var limits: LimitOptions
    @OptionGroup var config: ConfigOptions

    func validate() throws {
        if git == nil, themes.count != 2 {
            throw ValidationError(
                "expected two themes, OLD and NEW, found \(themes.count) — or compare with a git revision: 'themec diff --git REF THEME...'")
        }
        if git != nil, themes.isEmpty { throw ValidationError("expected at least one theme after '--git REF'") }
    }

    func run() throws {
        var pairs: [(title: String, old: ResolvedTable?, new: ResolvedTable)] = []
        var failed = false
        if let git {
            let source = GitRevisionSource(revision: git, root: config.projectRoot)
            for theme in themes {
                let new = try compile(theme, source: FileSystemSource(root: config.projectRoot(for: theme)), label: theme)
                try check(source, for: theme)
                var old: ResolvedTable?
                if source.exists(theme) {
                    old = try compile(theme, source: source, label: "\(git):\(theme)")
                    if let sources = old?.sources {
                        old?.sources = sources.map { "\(git):\($0)" }  // where the old version came from
                    } else {
                        failed = true
                    }
                }
                guard let new else { failed = true; continue }
                pairs.append((theme, old, new))
            }
        } else {
            let old = try compile(themes[0], source: FileSystemSource(root: config.projectRoot(for: themes[0])), label: themes[0])
            let new = try compile(themes[1], source: FileSystemSource(root: config.projectRoot(for: themes[1])), label: themes[1])
            if let old, let new { pairs.append(("\(themes[0]) → \(themes[1])", old, new)) } else { failed = true }
        }
        if failed { throw CommandFailure(.doesNotCompile) }
        let diffs = pairs.map { (title: $0.title, diff: TableDiff(old: $0.old, new: $0.new, keepInvisible: all)) }
        let bytes: [UInt8]
        switch format {
        case .json:
            bytes = diffs.count == 1 && git == nil ? TableDiffJSON().render(diffs[0].diff) : TableDiffJSON().render(diffs.map(\.diff))
        case .markdown: bytes = TableDiffMarkdown().render(diffs)
        case .text:
            let colour = output == nil && POSIX.usesColour(POSIX.standardOutput)
            bytes = TableDiffText(color: colour).render(diffs)
        }
        try OutputWriter.emit(bytes, to: output)
        if diffs.contains(where: { !$0.diff.isEmpty }) { throw CommandFailure(.findings) }
    }

    /// Fails (no input) unless `theme` lies in a git work tree where the revision names a commit.
    private func check(_ source: GitRevisionSource, for theme: String) throws {
        if let problem = source.gitProblem() {
            throw CommandFailure(
                .noInput, "cannot run git to read '\(theme)' at '\(source.revision)': \(problem) — install git or put it on PATH")
        }
        guard source.isInRepository(theme) else {
            throw CommandFailure(
                .noInput,
                "cannot read '\(theme)' at '\(source.revision)': it is not in a git work tree — compare two files instead: 'themec diff OLD NEW'")
        }
        guard source.isCommit(near: theme) else {
            throw CommandFailure(
                .noInput,
                "cannot read revision '\(source.revision)': it is not a commit of the git repository holding '\(theme)' — check the name, or fetch it ('git fetch origin')"
            )
        }
    }

    /// The table of `path` read from `source`; nil (after printing the findings) when it does
    /// not compile. An unreadable file fails the command (no input).
    private func compile(_ path: String, source: any ThemeSource, label: String) throws -> ResolvedTable? {
        let (configuration, _) = try config.configuration(for: path)
        let result: ThemePipeline.Result
        do {
            result = try design.applied(to: ThemePipeline(limits: limits.limits, configuration: configuration, source: source))
                .compile(.file(path))
        } catch {
            throw CommandFailure(.noInput, "\(error)")
        }
        if let table = result.table { return table }
        let colour = POSIX.usesColour(POSIX.standardError)
        OutputWriter.writeStandardError(
            "themec: '\(label)' does not compile:\n"
                + HumanReporter(color: colour).render(
                    LintReport(diagnostics: result.diagnostics, fileCount: result.sources.count, sources: result.sourceFiles)))
        return nil
    }
}
