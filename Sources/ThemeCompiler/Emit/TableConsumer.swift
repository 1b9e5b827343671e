/// Receives a compiled table as the pipeline produces it: the header once, then each preset
/// right after it was resolved and validated, then `end`. The pipeline starts a table only
/// when loading and the program-level rules found no error, and stops feeding it at the
/// first error a preset brings: a consumer that got no `end` holds a partial table and must
/// discard it (`ThemePipeline.Result.isTableComplete` says which).
///
/// A consumer that fails (a full disk) remembers the failure and ignores what follows; the
/// caller asks it afterwards. Thrown errors would make every stage care about output.
package protocol TableConsumer {
    mutating func begin(_ header: TableHeader)
    mutating func consume(_ preset: PresetTable)
    mutating func end()
    /// False for a consumer that drops what it is given: the pipeline then hands it no preset,
    /// and a header without its palette.
    var keepsTable: Bool { get }
    /// Writes a preset's part of the output apart from the others, once `begin` was called:
    /// the pipeline runs it on the worker thread that resolved the preset and hands the bytes
    /// to `consume(rendered:)` instead of the table, so writing the table takes every core.
    /// nil (the default): presets are handed over as tables.
    var presetRenderer: (@Sendable (PresetTable) -> [UInt8])? { get }
    /// Receives a preset's bytes from `presetRenderer`, in preset order.
    mutating func consume(rendered: [UInt8])
}

extension TableConsumer {
    package var keepsTable: Bool { true }
    package var presetRenderer: (@Sendable (PresetTable) -> [UInt8])? { nil }
    package mutating func consume(rendered: [UInt8]) {}
}

/// Keeps the whole table in memory (`ThemePipeline.compile(.file(_:))`, tests, code generators).
package struct TableCollector: TableConsumer {
    package private(set) var header: TableHeader?
    package private(set) var presets: [PresetTable] = []

    package init() {}

    package mutating func begin(_ header: TableHeader) { self.header = header }
    package mutating func consume(_ preset: PresetTable) { presets.append(preset) }
    package mutating func end() {}

    /// The table, once a header was given.
    package var table: ResolvedTable? { header.map { ResolvedTable(header: $0, presets: presets) } }
}

/// Drops the table (`themec lint`: the presets are resolved for the rules, then forgotten).
/// The pipeline hands it no preset (workers drop each table where it was built), only the
/// header and the end, which it counts. (A stored count also gives each discarder its own
/// address: every instance of a type without stored properties shares one, which
/// ThreadSanitizer reports as a race between the threads of a parallel lint.)
package struct TableDiscarder: TableConsumer {
    /// How many tables were begun: one per file whose loading and program-level rules found
    /// no error.
    package private(set) var begun = 0

    package init() {}
    package mutating func begin(_ header: TableHeader) { begun += 1 }
    package mutating func consume(_ preset: PresetTable) {}
    package mutating func end() {}
    package var keepsTable: Bool { false }
}

/// Where streamed bytes go (a file, standard output, an array).
package protocol ByteSink {
    mutating func write(_ bytes: UnsafeRawBufferPointer)
}

/// Streams the table as JSON (docs/table-format.md) into a byte sink, preset by preset, in chunks
/// of about `chunkSize` bytes: memory holds one preset's rows and one chunk, whatever the
/// size of the table.
package struct JSONTableStream<Sink: ByteSink>: TableConsumer {
    package private(set) var sink: Sink
    private let emitter: JSONTableEmitter
    private var writer = JSONWriter(reservingCapacity: 1 << 16)
    private var header: TableHeader?
    private let chunkSize: Int

    package init(sink: Sink, emitter: JSONTableEmitter = JSONTableEmitter(), chunkSize: Int = 1 << 16) {
        self.sink = sink
        self.emitter = emitter
        self.chunkSize = chunkSize
    }

    package mutating func begin(_ header: TableHeader) {
        self.header = header
        emitter.writeHeader(header, to: &writer)
    }

    package mutating func consume(_ preset: PresetTable) {
        guard let header else { return }
        emitter.write(preset, header: header, to: &writer)
        if writer.bytes.count >= chunkSize { flush() }
    }

    /// Renders a preset apart, as `consume(_:)` would write it (`JSONTableEmitter.fragment`).
    package var presetRenderer: (@Sendable (PresetTable) -> [UInt8])? {
        guard let header else { return nil }
        return { [emitter] preset in emitter.fragment(preset, header: header) }
    }

    package mutating func consume(rendered: [UInt8]) {
        writer.member(rendered: rendered)
        if writer.bytes.count >= chunkSize { flush() }
    }

    package mutating func end() {
        emitter.writeFooter(to: &writer)
        writer.finish()
        flush()
    }

    private mutating func flush() {
        writer.drain { sink.write($0) }
    }
}
