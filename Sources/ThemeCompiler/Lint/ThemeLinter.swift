import Foundation

/// `themec lint`: compiles every theme file under the given paths and gathers the findings
/// in one deterministic order. Files are linted in parallel; the order does not depend on
/// which finishes first.
public struct ThemeLinter: Sendable {
    public var limits: CompilerLimits

    public init(limits: CompilerLimits = CompilerLimits()) { self.limits = limits }

    /// What a lint run found.
    public struct Result: Sendable {
        public var report: LintReport
        /// Inputs that could not be read (exit 66 when nothing else failed harder).
        public var unreadable: [ThemeInputError]
        /// Time per stage, summed over the files (worker time, not wall time).
        public var timings: StageTimings
    }

    public func lint(_ paths: [String]) -> Result {
        let (files, missing) = ThemeFileFinder.files(in: paths)
        let results = compileAll(files)
        var diagnostics: [Diagnostic] = []
        var unreadable = missing
        var timings = StageTimings()
        for result in results {
            switch result {
            case .success(let r):
                diagnostics += r.diagnostics
                timings.add(r.timings)
            case .failure(let e): unreadable.append(e)
            }
        }
        return Result(report: LintReport(diagnostics: diagnostics.sortedForReport(), fileCount: files.count),
                      unreadable: unreadable, timings: timings)
    }

    private func compileAll(_ files: [String]) -> [Swift.Result<ThemeCompiler.Result, ThemeInputError>] {
        let compiler = ThemeCompiler(limits: limits)
        let slots = ResultSlots(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            let result: Swift.Result<ThemeCompiler.Result, ThemeInputError>
            do throws(ThemeInputError) {
                // Presets are resolved for the rules and dropped: lint keeps no table.
                var discard = TableDiscarder()
                result = .success(try compiler.compile(files[i], into: &discard))
            } catch {
                result = .failure(error)
            }
            slots.set(i, result)
        }
        return slots.values
    }
}

/// One slot per file, filled from worker threads.
private final class ResultSlots: @unchecked Sendable {
    private var storage: [Swift.Result<ThemeCompiler.Result, ThemeInputError>?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ i: Int, _ value: Swift.Result<ThemeCompiler.Result, ThemeInputError>) {
        lock.lock()
        storage[i] = value
        lock.unlock()
    }

    var values: [Swift.Result<ThemeCompiler.Result, ThemeInputError>] { storage.map { $0! } }
}
