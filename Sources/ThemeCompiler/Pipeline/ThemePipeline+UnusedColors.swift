extension ThemePipeline {
    /// `unused-color` for one file, decided by the caller from more files than the file's own
    /// program (a lint run: `UnusedColorsAcrossFiles`). A compile given one does not run the
    /// rule; the findings go through the file's suppressions and configuration like any other.
    struct UnusedColors: Sendable {
        /// The findings to report: the file's palette colours that nothing uses.
        var findings: [Diagnostic]
        /// The file's palette colours that only other files use: not reported, but a comment
        /// silencing one is no unused suppression (the file compiled alone reports them).
        var usedElsewhere: [Diagnostic]
    }
}
