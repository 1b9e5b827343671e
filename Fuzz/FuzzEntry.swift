import ThemeCompiler
import ThemeSyntax

/// libFuzzer entry: the bytes are a whole theme file, run through every stage — parse,
/// decode, validate, resolve, emit. Built three times by `Scripts/fuzz.sh`: reading the
/// bytes as YAML, as JSON (`-D FUZZ_JSON`), and as an asset catalog's colour set
/// (`-D FUZZ_COLORSET`: a `Contents.json` a stranger's pull request may hold, through the
/// decoder of every form Xcode writes). A crash, an ASan report, a hang (libFuzzer's
/// -timeout) or a leak is a finding.
#if FUZZ_COLORSET
    private let path = "/nonexistent/Fuzz.colorset/Contents.json"
#elseif FUZZ_JSON
    private let path = "/nonexistent/fuzz.theme.json"
#else
    private let path = "/nonexistent/fuzz.theme.yaml"
#endif

/// Small limits keep each run fast, so the fuzzer explores instead of expanding aliases.
private let limits = CompilerLimits(
    parse: ParseLimits(maxInputBytes: 1 << 20, maxDepth: 64, maxNodes: 100_000),
    maxImportDepth: 4, maxImports: 8, maxRowsPerPreset: 256)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    #if FUZZ_COLORSET
        let parsed = SourceParser.parse(bytes, path: path, format: .json, limits: limits.parse)
        var diagnostics = DiagnosticCollector()
        if let root = parsed.root {
            _ = AssetColorSetDecoder.decode(root, name: "Fuzz", at: SourceLocation(file: path, line: 1, column: 1), into: &diagnostics)
        }
        _ = XcodeReporter().render(LintReport(diagnostics: diagnostics.diagnostics, fileCount: 1))
        return 0
    #endif
    // Bytes are never read from disk, so compiling them does not throw.
    guard let result = try? ThemePipeline(limits: limits).compile(.bytes(bytes, path: path)) else { return 0 }
    // The reporters see whatever the stages found (messages quote user text).
    let report = LintReport(diagnostics: result.diagnostics, fileCount: 1)
    _ = JSONReporter().render(report)
    _ = XcodeReporter().render(report)
    if let table = result.table { _ = JSONTableEmitter(provenance: true).emit(table) }
    return 0
}
