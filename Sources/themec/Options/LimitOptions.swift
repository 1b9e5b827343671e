import ArgumentParser
import ThemeCompiler
import ThemeSyntax

/// Resource limits, shared by every command that reads themes.
struct LimitOptions: ParsableArguments {
    @Option(help: "Largest theme file accepted, in bytes.")
    var maxInputSize: Int = ParseLimits.default.maxInputBytes

    @Option(help: "Deepest nesting of mappings and lists.")
    var maxDepth: Int = ParseLimits.default.maxDepth

    @Option(help: "Most nodes a document may expand to through aliases.")
    var maxNodes: Int = ParseLimits.default.maxNodes

    @Option(help: "Most files one theme may import, directly or not.")
    var maxImports: Int = CompilerLimits().maxImports

    @Option(help: "Longest chain of imports.")
    var maxImportDepth: Int = CompilerLimits().maxImportDepth

    @Option(help: "Most rows one preset's table may have.")
    var maxRows: Int = CompilerLimits().maxRowsPerPreset

    func validate() throws {
        for (name, value) in [
            ("--max-input-size", maxInputSize), ("--max-depth", maxDepth), ("--max-nodes", maxNodes),
            ("--max-imports", maxImports), ("--max-import-depth", maxImportDepth), ("--max-rows", maxRows),
        ]
        where value < 1 {
            throw ValidationError("\(name) must be at least 1")
        }
    }

    var limits: CompilerLimits {
        CompilerLimits(
            parse: ParseLimits(maxInputBytes: maxInputSize, maxDepth: maxDepth, maxNodes: maxNodes),
            maxImportDepth: maxImportDepth, maxImports: maxImports, maxRowsPerPreset: maxRows)
    }
}
