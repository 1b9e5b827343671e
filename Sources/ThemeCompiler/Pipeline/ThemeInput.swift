/// What to compile: a file, read through the pipeline's `ThemeSource` (the file system unless
/// told otherwise), or bytes already in memory under a name (standard input, editors, tests,
/// fuzzing). The name shows in findings, picks the format by its extension and anchors
/// relative imports.
public enum ThemeInput: Sendable {
    case file(String)
    case bytes([UInt8], path: String)

    /// The path as given.
    public var path: String {
        switch self {
        case .file(let path), .bytes(_, let path): path
        }
    }
}
