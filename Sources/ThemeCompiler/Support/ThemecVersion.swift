/// The version of themec, printed by `themec --version` and written into generated files.
package enum ThemecVersion {
    package static let current = "0.1.0"
}
