import Testing
import ThemeSyntax

@testable import ThemeCompiler

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file with many presets is resolved and checked on background threads (`PresetStage`).
/// Whatever the number of workers, the findings and the table are the same, in the same order.
///
/// The themes have about a hundred presets, handed over in batches of `batchSize`: 15 batches
/// or more, more than 3 workers keep ahead (`PresetStage.batchesAheadPerWorker`), so every
/// worker takes several batches and the ring of batches wraps, as in a theme of thousands of
/// presets in batches of 64, in a fraction of the time (the suite also runs under
/// ThreadSanitizer in CI).
@Suite struct ParallelPresetTests {
    /// Presets per batch in these tests (`ThemePipeline.presetBatchSize`).
    static let batchSize = 8

    /// `count` presets extending `parent`, placed first or last. With `conflict`, the parent
    /// has a colour-transformer conflict (an error every child inherits); `broken` presets
    /// extend an undefined preset (an error).
    static func theme(count: Int, parentFirst: Bool, conflict: Bool = false, broken: Set<Int> = []) -> String {
        var presets: [String] = []
        let transformer = conflict ? ", backgroundColorTransformer: grayscale" : ""
        let parent = """
              parent:
                base: listPlainCell
                states:
                  selected: { backgroundColor: systemBlue\(transformer) }
                  highlighted: { cornerRadius: 4 }
            """
        for i in 0..<count {
            let extends = broken.contains(i) ? "missing\(i)" : "parent"
            presets.append(
                """
                  row\(i):
                    extends: \(extends)
                    cornerRadius: \(i % 7)
                    states:
                      dark: { strokeColor: systemRed, strokeWidth: 1 }
                """)
        }
        if parentFirst { presets.insert(parent, at: 0) } else { presets.append(parent) }
        return "theme: Many\nversion: 1\npresets:\n" + presets.joined(separator: "\n") + "\n"
    }

    private func compile(_ text: String, workers: Int) throws -> (diagnostics: [Diagnostic], table: [UInt8]?) {
        var pipeline = ThemePipeline()
        pipeline.presetWorkers = workers
        pipeline.presetBatchSize = Self.batchSize
        let result = try pipeline.compile(.bytes(Array(text.utf8), path: "many.theme.yaml"))
        return (result.diagnostics, result.table.map { JSONTableEmitter(provenance: true).emit($0) })
    }

    @Test(arguments: [true, false])
    func workersChangeNeitherTheTableNorTheFindings(parentFirst: Bool) throws {
        let text = Self.theme(count: 130, parentFirst: parentFirst)
        let one = try compile(text, workers: 0)
        let table = try #require(one.table)
        #expect(!one.diagnostics.isEmpty)
        for workers in [1, 2, 3, 7] {
            let many = try compile(text, workers: workers)
            #expect(many.diagnostics == one.diagnostics, "\(workers) workers")
            #expect(many.table == table, "\(workers) workers")
        }
    }

    /// The workers read one resolved palette (`ColorResolver.init(sharingPaletteOf:)`) and
    /// share one store of their settings' colours (`SharedSettingColors`): colours written as references, variants, derivations and mixes of each other resolve
    /// as on one thread, and a colour on a cycle is reported the same way.
    @Test(arguments: [false, true])
    func theWorkersShareOnePalette(cycle: Bool) throws {
        var colors = [
            "  base0: { light: \"#102030\", dark: \"#405060\", lightHighContrast: \"#0A0A0A\" }",
            "  base1: { from: base0, alpha: 0.5 }",
            "  base2: { from: base1, mix: systemBlue, amount: 0.3 }",
            "  base3: { light: base2, dark: base0 }",
        ]
        if cycle { colors += ["  loop0: { from: loop1, alpha: 0.5 }", "  loop1: { light: loop0, dark: base0 }"] }
        var presets: [String] = []
        for i in 0..<130 {
            let colour = cycle && i % 97 == 0 ? "loop\(i % 2)" : "base\(i % 4)"
            presets.append(
                """
                  row\(i):
                    base: listPlainCell
                    backgroundColor: \(colour)
                    states:
                      selected: { backgroundColor: base\((i + 1) % 4) }
                      dark: { strokeColor: base\((i + 2) % 4), strokeWidth: 1 }
                """)
        }
        let text =
            "theme: Palette\nversion: 1\ncolors:\n" + colors.joined(separator: "\n") + "\npresets:\n"
            + presets.joined(separator: "\n") + "\n"
        let one = try compile(text, workers: 0)
        #expect((one.table == nil) == cycle)
        #expect(one.diagnostics.contains { $0.rule == .colorCycle } == cycle)
        for workers in [1, 2, 3] {
            let many = try compile(text, workers: workers)
            #expect(many.diagnostics == one.diagnostics, "\(workers) workers")
            #expect(many.table == one.table, "\(workers) workers")
        }
    }

    @Test(arguments: [true, false])
    func aFindingEveryChildInheritsIsReportedOnceWhateverTheWorkers(parentFirst: Bool) throws {
        let text = Self.theme(count: 130, parentFirst: parentFirst, conflict: true)
        let one = try compile(text, workers: 0)
        // Reported once, through the first preset in file order that has it.
        let conflicts = one.diagnostics.filter { $0.rule == .colorTransformerConflict }
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.message.hasPrefix(parentFirst ? "'parent'" : "'row0'") == true)
        for workers in [1, 2, 3] {
            #expect(try compile(text, workers: workers).diagnostics == one.diagnostics, "\(workers) workers")
        }
    }

    @Test func anErrorInTheMiddleStopsTheTableWhateverTheWorkers() throws {
        let text = Self.theme(count: 130, parentFirst: true, broken: [7, 66, 128])
        let one = try compile(text, workers: 0)
        #expect(one.table == nil)
        #expect(one.diagnostics.filter { $0.severity == .error }.count == 3)
        let many = try compile(text, workers: 2)
        #expect(many.table == nil)
        #expect(many.diagnostics == one.diagnostics)
    }

    /// A compile runs the file-level rules before any preset, on as many threads as it has
    /// workers (`RuleRegistry.validate(_:skipping:threads:makeContext:into:)`): each rule's
    /// findings, every one of them, as on one thread. Eight of the rules fire here.
    @Test func theFileLevelRulesOnEveryThreadFindWhatOneThreadFinds() throws {
        let text = """
            theme: Many
            version: 1
            colors:
              brand: { from: accent, alpha: 0.5 }
              accent: brand
              spare: "#112233"
            presets:
              first:
                extends: second
              second:
                extends: first
              orphan:
                extends: missing
              row:
                base: clear
                strokeColor: brand
                strokeWidth: 1
                shadowProperties: { opacity: 0.5 }
              Row:
                base: clear
                backgroundColor: nowhere
                colour: red

            """
        let one = try compile(text, workers: 0)
        let rules: Set<RuleID> = [
            .colorCycle, .unusedColor, .inheritanceCycle, .undefinedPreset, .unavailableAPI, .generatedNameCollision,
            .undefinedColor, .unknownKey,
        ]
        #expect(Set(one.diagnostics.map(\.rule)) == rules)
        #expect(one.diagnostics.count == 9)
        for workers in [1, 2, 3, 7, 16] {
            #expect(try compile(text, workers: workers).diagnostics == one.diagnostics, "\(workers) workers")
        }
    }

    /// A streamed table (`themec compile -o`) is rendered preset by preset on the workers
    /// and joined by the caller: the same bytes as the whole table written at once. The
    /// presets paint with a palette colour made from a UIKit colour, which `--provenance`
    /// notes as uncertain: the stream asks for the header's palette only then.
    @Test(arguments: [false, true])
    func aStreamedTableRenderedOnTheWorkersIsTheWholeTablesBytes(provenance: Bool) throws {
        struct Bytes: ByteSink {
            var bytes: [UInt8] = []
            mutating func write(_ chunk: UnsafeRawBufferPointer) { bytes.append(contentsOf: chunk) }
        }
        let text = Self.theme(count: 130, parentFirst: false)
            .replacingOccurrences(of: "presets:\n", with: "colors:\n  accent: { from: systemTeal, alpha: 0.5 }\npresets:\n")
            .replacingOccurrences(of: "strokeColor: systemRed", with: "strokeColor: accent")
        let emitter = JSONTableEmitter(provenance: provenance)
        #expect(JSONTableStream(sink: Bytes(), emitter: emitter).needsPalette == provenance)
        let whole = try #require(try ThemePipeline().compile(.bytes(Array(text.utf8), path: "many.theme.yaml")).table)
        let expected = emitter.emit(whole)
        #expect(String(decoding: expected, as: UTF8.self).contains("systemTeal") == provenance)
        for workers in [0, 1, 2, 3] {
            var pipeline = ThemePipeline()
            pipeline.presetWorkers = workers
            var stream = JSONTableStream(sink: Bytes(), emitter: emitter, chunkSize: 1000)
            let result = try pipeline.compile(.bytes(Array(text.utf8), path: "many.theme.yaml"), into: &stream)
            #expect(result.isTableComplete)
            #expect(stream.sink.bytes == expected, "\(workers) workers")
        }
    }

    /// A lint's workers start on the presets while the caller runs the file-level rules
    /// (`PresetStage.run(first:consume:)`) with a context of its own: the findings are a run on one
    /// thread's, and the table is begun only when those rules find no error (a colour cycle in
    /// the palette is one). A streamed table gets its header first, and the same findings.
    @Test(arguments: [false, true])
    func theFileLevelRulesRunBesideALintsWorkers(cycle: Bool) throws {
        struct Bytes: ByteSink {
            var bytes: [UInt8] = []
            mutating func write(_ chunk: UnsafeRawBufferPointer) { bytes.append(contentsOf: chunk) }
        }
        let palette = cycle ? "colors:\n  loop0: { from: loop1, alpha: 0.5 }\n  loop1: { light: loop0, dark: \"#102030\" }\n" : ""
        let text = Self.theme(count: 130, parentFirst: true).replacingOccurrences(of: "presets:\n", with: palette + "presets:\n")
        let input = ThemeInput.bytes(Array(text.utf8), path: "many.theme.yaml")
        let one = try ThemePipeline().compile(input)
        #expect(one.diagnostics.contains { $0.rule == .colorCycle } == cycle)
        #expect(one.diagnostics.contains { $0.rule == .redundantOverride })
        for workers in [1, 2, 3] {
            var pipeline = ThemePipeline()
            pipeline.presetWorkers = workers
            pipeline.presetBatchSize = Self.batchSize
            var discard = TableDiscarder()
            let linted = try pipeline.compile(input, into: &discard)
            #expect(linted.diagnostics == one.diagnostics, "\(workers) workers")
            #expect(discard.begun == (cycle ? 0 : 1), "\(workers) workers")
            var stream = JSONTableStream(sink: Bytes(), emitter: JSONTableEmitter(), chunkSize: 1000)
            let streamed = try pipeline.compile(input, into: &stream)
            #expect(streamed.diagnostics == one.diagnostics, "\(workers) workers")
            #expect(streamed.isTableComplete == !cycle, "\(workers) workers")
            #expect(stream.sink.bytes.isEmpty == cycle, "\(workers) workers")
        }
    }

    /// Presets of very different sizes (a batch's buffer is reserved from the last batch's
    /// size per preset, so it is often too small or too large) and a first preset that is not
    /// rendered by the worker that renders the second: still the whole table's bytes, with
    /// workers or without. Rendered presets reach the sink gathered into whole blocks (`JSONTableStream.blockSize`), each
    /// write ending at a multiple of the block size in the file, but the last.
    @Test func renderedPresetsOfEverySizeJoinIntoTheWholeTablesBytes() throws {
        final class Writes: @unchecked Sendable { var ends: [Int] = [], gathered: [Bool] = [] }
        struct Bytes: ByteSink {
            var bytes: [UInt8] = []
            let writes = Writes()
            mutating func write(_ chunk: UnsafeRawBufferPointer) {
                bytes.append(contentsOf: chunk)
                writes.ends.append(bytes.count)
                writes.gathered.append(false)
            }
            mutating func write(gathering parts: [UnsafeRawBufferPointer]) {
                for part in parts { bytes.append(contentsOf: part) }
                writes.ends.append(bytes.count)
                writes.gathered.append(true)
            }
        }
        var presets: [String] = []
        for i in 0..<300 {
            // 0 to 5 000 characters of description, and 60 000 every 37th preset.
            let description = String(repeating: "d", count: i % 37 == 0 ? 60_000 : i * 97 % 5_000)
            presets.append(
                "  row\(i):\n    base: listPlainCell\n    description: \"\(description)\"\n    cornerRadius: \(i % 5)\n"
                    + "    states:\n      selected: { backgroundColor: systemBlue }\n")
        }
        let text = "theme: Sizes\nversion: 1\npresets:\n" + presets.joined()
        let input = ThemeInput.bytes(Array(text.utf8), path: "sizes.theme.yaml")
        let whole = try #require(try ThemePipeline().compile(input).table)
        let expected = JSONTableEmitter().emit(whole)
        let block = JSONTableStream<Bytes>.blockSize
        #expect(expected.count > 20 * block)
        for workers in [0, 1, 2, 3] {
            var pipeline = ThemePipeline()
            pipeline.presetWorkers = workers
            var stream = JSONTableStream(sink: Bytes(), emitter: JSONTableEmitter())
            #expect(try pipeline.compile(input, into: &stream).isTableComplete)
            #expect(stream.sink.bytes == expected, "\(workers) workers")
            let writes = stream.sink.writes
            // The header, whole blocks, then what is left with the footer.
            let blocks = zip(writes.ends, writes.gathered).filter(\.1).map(\.0)
            #expect(blocks.count > 10, "\(workers) workers")
            #expect(blocks.dropLast().allSatisfy { $0 % block == 0 }, "\(workers) workers")
            #expect(writes.ends.count <= blocks.count + 3, "\(workers) workers")
        }
    }

    /// A compile's workers write the presets they render themselves, one thread at a time and
    /// in order (`OrderedBatches`' consuming turn): the sink sees no two writes at once though
    /// each write lingers, and an error in the middle still stops the table with a one-thread
    /// run's findings. When writes do not linger, presets come from threads other than the
    /// caller's. (A thread keeps the turn while the next batch is stored: with lingering writes
    /// the workers keep ahead of it, and the caller, which has it first, may keep it.)
    @Test func aCompilesWorkersWriteItsPresetsOneAtATimeInOrder() throws {
        final class Probe: @unchecked Sendable {
            let lock = Lock()
            var inFlight = 0, overlaps = 0, writesOffTheCaller = 0
            let caller = pthread_self()
            let lingers: Bool
            init(lingers: Bool) { self.lingers = lingers }
        }
        struct Bytes: ByteSink {
            var bytes: [UInt8] = []
            let probe: Probe
            mutating func write(_ chunk: UnsafeRawBufferPointer) {
                probe.lock.lock()
                probe.inFlight += 1
                if probe.inFlight > 1 { probe.overlaps += 1 }
                if pthread_equal(pthread_self(), probe.caller) == 0 { probe.writesOffTheCaller += 1 }
                probe.lock.unlock()
                if probe.lingers { usleep(200) }  // long enough for a second writer, if any, to come in
                bytes.append(contentsOf: chunk)
                probe.lock.lock()
                probe.inFlight -= 1
                probe.lock.unlock()
            }
        }
        for broken in [[], [77]] as [Set<Int>] {
            let text = Self.theme(count: 130, parentFirst: true, broken: broken)
            let input = ThemeInput.bytes(Array(text.utf8), path: "many.theme.yaml")
            let one = try ThemePipeline().compile(input)
            let expected = one.table.map { JSONTableEmitter().emit($0) }
            #expect((expected == nil) == !broken.isEmpty)
            for workers in [1, 2, 3] {
                for lingers in [true, false] {
                    var pipeline = ThemePipeline()
                    pipeline.presetWorkers = workers
                    let probe = Probe(lingers: lingers)
                    var stream = JSONTableStream(sink: Bytes(probe: probe), emitter: JSONTableEmitter(), chunkSize: 1000)
                    let result = try pipeline.compile(input, into: &stream)
                    #expect(result.diagnostics == one.diagnostics, "\(workers) workers")
                    #expect(result.isTableComplete == broken.isEmpty, "\(workers) workers")
                    if let expected { #expect(stream.sink.bytes == expected, "\(workers) workers") }
                    #expect(probe.overlaps == 0, "\(workers) workers")
                    if !lingers && broken.isEmpty { #expect(probe.writesOffTheCaller > 0, "\(workers) workers") }
                }
            }
        }
    }

    @Test func aLintAndACompileGetEveryCoreCodeGenerationLeavesOneToItsCallerASmallFileNone() {
        let many = 10_000
        #expect(PresetStage.backgroundWorkers(presets: many, overlapping: false, cores: 2) == 2)
        #expect(PresetStage.backgroundWorkers(presets: many, overlapping: true, cores: 2) == 1)
        #expect(PresetStage.backgroundWorkers(presets: many, overlapping: false, cores: 8) == 8)
        #expect(PresetStage.backgroundWorkers(presets: many, overlapping: false, cores: 1) == 0)
        #expect(PresetStage.backgroundWorkers(presets: PresetStage.parallelThreshold - 1, overlapping: false, cores: 8) == 0)
    }

    /// Every reporter writes the same bytes for a run on background workers as for one on
    /// the calling thread.
    @Test func everyReportIsTheSameBytesWhateverTheWorkers() throws {
        let text = Self.theme(count: 150, parentFirst: false, conflict: true, broken: [5, 104])
        func reports(workers: Int) throws -> [[UInt8]] {
            var pipeline = ThemePipeline()
            pipeline.presetWorkers = workers
            pipeline.presetBatchSize = Self.batchSize
            let result = try pipeline.compile(.bytes(Array(text.utf8), path: "many.theme.yaml"))
            let report = LintReport(diagnostics: result.diagnostics, files: ["many.theme.yaml"], sources: result.sourceFiles)
            return ReportOutputTests.reporters.map { $0.bytes(report) }
        }
        let one = try reports(workers: 0)
        // Every reporter has the findings of the last batches (the second broken preset).
        #expect(one.allSatisfy { String(decoding: $0, as: UTF8.self).contains("missing104") })
        #expect(one[0].count > 5_000)
        for workers in [1, 2, 3] { #expect(try reports(workers: workers) == one, "\(workers) workers") }
    }

    /// Each preset's stages are timed only when the times are asked for: untimed, resolve (a
    /// stage of presets alone) adds nothing, the file's own stages are still timed, and the
    /// findings and the table are the same bytes.
    @Test(arguments: [0, 2])
    func presetsAreTimedOnlyWhenAsked(workers: Int) throws {
        let text = Array(Self.theme(count: 100, parentFirst: true, broken: [7]).utf8)
        func run(timed: Bool) throws -> ThemePipeline.Result {
            var pipeline = ThemePipeline()
            pipeline.presetWorkers = workers
            pipeline.presetBatchSize = Self.batchSize
            pipeline.timesPresets = timed
            return try pipeline.compile(.bytes(text, path: "many.theme.yaml"))
        }
        let timed = try run(timed: true), untimed = try run(timed: false)
        #expect(timed.timings.resolve > .zero && timed.timings.validate > .zero)
        #expect(untimed.timings.resolve == .zero)
        #expect(untimed.timings.parse > .zero && untimed.timings.decode > .zero && untimed.timings.validate > .zero)
        #expect(untimed.diagnostics == timed.diagnostics && !timed.diagnostics.isEmpty)
        let table = { (result: ThemePipeline.Result) in result.table.map { JSONTableEmitter(provenance: true).emit($0) } }
        #expect(table(untimed) == table(timed))
    }
}
