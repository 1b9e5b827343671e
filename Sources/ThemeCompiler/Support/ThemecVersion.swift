/// The version of themec, printed by `themec --version` and written into generated files.
public enum ThemecVersion {
    /// `MAJOR.MINOR.PATCH` (semantic versioning of the declared API; Scripts/themec-version.sh
    /// reads it from this line for the release scripts).
    public static let current = "0.1.0"
}
