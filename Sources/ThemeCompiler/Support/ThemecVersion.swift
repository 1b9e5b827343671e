/// The version of themec, printed by `themec --version` and written into generated files.
public enum ThemecVersion {
    public static let current = "0.1.0"
}
