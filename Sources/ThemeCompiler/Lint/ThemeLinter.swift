import ThemeSyntax

/// `themec lint`: compiles every theme file under the given paths and gathers the findings
/// in one deterministic order. Files are loaded in parallel; `unused-color` is decided once
/// from all of them (a palette colour that a linted importer uses is used); then each file
/// is validated and resolved in parallel. The order does not depend on which finishes
/// first. Each file is compiled with its configuration (the nearest `.themec.yml`, or
/// `--config`); files found in directories are filtered by its `include` / `exclude` globs,
/// files named on the command line are always linted.
public struct ThemeLinter: Sendable {
    /// The resource limits of each compilation.
    public var limits: CompilerLimits
    /// Finds each file's configuration (`--config`, or the nearest `.themec.yml`).
    public var configurations: ConfigurationResolver
    /// The project root that imports and directory walks stay in (SECURITY.md); nil: none.
    public var root: ProjectRoot?
    /// Asset catalogs from the command line (`--asset-catalog`), read for every file.
    public var assetCatalogs: [String] = []
    /// False: each file's presets are not timed stage by stage (`ThemePipeline.timesPresets`).
    package var timesPresets = true

    /// A linter.
    /// - Parameters:
    ///   - limits: The resource limits of each compilation.
    ///   - configurations: Each file's configuration (default: the nearest `.themec.yml`).
    ///   - root: The project root imports and directory walks stay in; nil: none.
    public init(
        limits: CompilerLimits = CompilerLimits(), configurations: ConfigurationResolver = ConfigurationResolver(),
        root: ProjectRoot? = nil
    ) {
        self.limits = limits
        self.configurations = configurations
        self.root = root
    }

    /// What a lint run found.
    public struct Result: Sendable {
        /// The findings (configuration findings included) and the files linted.
        public var report: LintReport
        /// Inputs that could not be read (exit 66 when nothing else failed harder).
        public var unreadable: [ThemeInputError]
        /// Time per stage, summed over the files (worker time, not wall time).
        package var timings: StageTimings
        /// The programs linted, which nothing reads again: held here so that the caller
        /// chooses when they are freed. The command line keeps the result until the process
        /// exits (freed object by object, a 10k-preset theme's program took 7.5 M instructions
        /// on one core at the end of the lint, while the other had nothing to do).
        package var programs: [ThemeProgram] = []
    }

    /// Lints files and directories.
    public func lint(_ paths: [String]) -> Result {
        let found = ThemeFileFinder.files(in: paths, root: root)
        let explicit = Set(paths.map(SourceFiles.normalize))
        let kept = found.files.indices.filter {
            explicit.contains(SourceFiles.normalize(found.files[$0])) || configurations.configuration(for: found.files[$0]).includes(found.files[$0])
        }
        let files = kept.map { found.files[$0] }
        let readers = kept.map { FileSystemSource(root: found.roots[$0]) }
        var findings = RunFindings()
        for link in found.outside {
            let finding = Diagnostic(
                rule: .pathOutsideRoot, severity: RuleID.pathOutsideRoot.defaultSeverity,
                message: PathOutsideRootRule.linkOutside(root: link.confinement, isFolder: FileSystem.kind(of: link.path) == .directory),
                location: SourceLocation(file: SourceFiles.displayPath(link.path), line: 1, column: 1))
            findings.add([finding], under: configurations.configuration(for: link.path))
        }
        var unreadable = found.missing
        var timings = StageTimings()
        var sources: [SourceFile] = []
        var themePaths: [String] = []
        var themes: [ThemeTypeCollisionRule.Theme] = []
        var programs: [ThemeProgram] = []
        for result in compileAll(files, readers: readers) {
            switch result {
            case .success(let r):
                programs.append(r.program)
                findings.add(r)
                sources += r.sourceFiles
                themePaths += r.sources
                if let theme = r.theme { themes.append(theme) }
                timings.add(r.timings)
            case .failure(let e): unreadable.append(e)
            }
        }
        // Files linted together end up in one target: their theme types must differ.
        findings.add(ThemeTypeCollisionRule.check(themes), under: configurations)
        var result = finish(findings, files: files, themePaths: themePaths, sources: sources, unreadable: unreadable, timings: timings)
        result.programs = programs
        return result
    }

    /// Lints a theme read from standard input, named `path` in findings.
    public func lint(bytes: [UInt8], path: String) -> Result {
        let compiler = pipeline(for: path, source: FileSystemSource(root: root))
        var discard = TableDiscarder()
        do {
            let result = try compiler.compile(.bytes(bytes, path: path), into: &discard)
            var findings = RunFindings()
            findings.add(result)
            var linted = finish(
                findings, files: [SourceFiles.displayPath(path)], themePaths: result.sources, sources: result.sourceFiles,
                unreadable: [], timings: result.timings)
            linted.programs = [result.program]
            return linted
        } catch {
            // Bytes are never read again, so this is unreachable; reported all the same.
            return finish(
                RunFindings(), files: [SourceFiles.displayPath(path)], themePaths: [], sources: [], unreadable: [error], timings: StageTimings())
        }
    }

    /// The report: `themePaths` are the theme files read (linted and imported), `sources` every
    /// file read, asset catalogs' included, for excerpts.
    private func finish(
        _ findings: consuming RunFindings, files: [String], themePaths: [String], sources: [SourceFile],
        unreadable: [ThemeInputError], timings: StageTimings
    ) -> Result {
        findings.add(configurationFindings: configurations.diagnostics)
        let all = findings.takeSorted()
        let linted = files.map(SourceFiles.displayPath)
        var report = LintReport(diagnostics: all, files: linted, sources: sources + configurations.sources)
        report.importedCount = Set(themePaths).subtracting(linted).count
        return Result(report: report, unreadable: unreadable + configurations.unreadable, timings: timings)
    }

    /// The pipeline a file is compiled with: its configuration and the command line's catalogs.
    private func pipeline(for path: String, source: FileSystemSource) -> ThemePipeline {
        var pipeline = ThemePipeline(limits: limits, configuration: configurations.configuration(for: path), source: source)
        pipeline.assetCatalogs = assetCatalogs
        pipeline.timesPresets = timesPresets
        return pipeline
    }

    /// A file read, parsed, decoded with its imports, and the time that took.
    private struct Loaded: Sendable {
        var result: ThemeLoader.Result
        var timings: StageTimings
    }

    /// Loads every file, decides `unused-color` across them, then validates and resolves
    /// each (in `files` order).
    private func compileAll(_ files: [String], readers: [FileSystemSource]) -> [Swift.Result<ThemePipeline.Result, ThemeInputError>] {
        let loaded = parallelMap(files.count) { i -> Swift.Result<Loaded, ThemeInputError> in
            var timings = StageTimings()
            do throws(ThemeInputError) {
                let catalogs = pipeline(for: files[i], source: readers[i]).catalogPaths
                let result = try ThemeLoader(limits: limits, source: readers[i], assetCatalogs: catalogs).load(.file(files[i]), timings: &timings)
                return .success(Loaded(result: result, timings: timings))
            } catch {
                return .failure(error)
            }
        }
        let unusedColors = UnusedColorsAcrossFiles.decide(loaded.map { try? $0.get().result.program })
        return parallelMap(files.count) { i in
            loaded[i].map { file in
                let compiler = pipeline(for: files[i], source: readers[i])
                // Presets are resolved for the rules and dropped: lint keeps no table.
                var discard = TableDiscarder()
                return compiler.compile(loaded: file.result, timings: file.timings, unusedColors: unusedColors[i], into: &discard)
            }
        }
    }
}
