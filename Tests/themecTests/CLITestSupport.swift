import Foundation
import TestSupport

/// What a run of the built `themec` printed, and its exit status.
typealias CLIRun = ThemecBinary.Output

/// Runs `themec ARGS` in `directory` (the package root by default).
func themec(_ arguments: [String], in directory: String = packageRoot, environment: [String: String] = [:]) throws -> CLIRun {
    try ThemecBinary.run(arguments, in: directory, environment: environment)
}
