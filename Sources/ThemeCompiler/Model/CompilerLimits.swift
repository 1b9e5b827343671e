import ThemeSyntax

/// Every resource limit of a compilation (README.md documents the defaults; the CLI
/// has a flag for each).
public struct CompilerLimits: Sendable, Hashable {
    /// Input size, nesting depth and alias expansion.
    public var parse: ParseLimits
    /// Longest chain of imports.
    public var maxImportDepth: Int
    /// Most files one compilation may load.
    public var maxImports: Int
    /// Most rows one preset's table may have (docs/language.md: 4096).
    public var maxRowsPerPreset: Int

    /// Limits with the given values (each defaults to README.md's).
    /// - Parameters:
    ///   - parse: Input size, nesting depth and alias expansion.
    ///   - maxImportDepth: The longest chain of imports.
    ///   - maxImports: The most files one compilation loads.
    ///   - maxRowsPerPreset: The most rows one preset's table may have.
    public init(
        parse: ParseLimits = .default, maxImportDepth: Int = 32, maxImports: Int = 256,
        maxRowsPerPreset: Int = 4096
    ) {
        self.parse = parse
        self.maxImportDepth = maxImportDepth
        self.maxImports = maxImports
        self.maxRowsPerPreset = maxRowsPerPreset
    }
}
