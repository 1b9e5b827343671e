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
    /// False for a consumer that never reads the header's palette (`TableHeader.palette`): the
    /// pipeline then leaves it empty (making it is a recipe per palette colour, and it is held
    /// while the presets are written). Defaults to `keepsTable`.
    var needsPalette: Bool { get }
    /// Appends a preset's part of the output to a buffer, apart from the others, once `begin`
    /// was called: the pipeline runs it on the worker thread that resolved the preset, the
    /// presets of a batch one after another into one buffer, and hands each preset's bytes to
    /// `consume(rendered:)` instead of its table, so writing the table takes every core.
    /// nil (the default): presets are handed over as tables.
    var presetRenderer: (@Sendable (PresetTable, inout ByteArray) -> Void)? { get }
    /// Receives a preset's bytes from `presetRenderer`, in preset order.
    mutating func consume(rendered: RenderedPreset)
}

extension TableConsumer {
    package var keepsTable: Bool { true }
    package var needsPalette: Bool { keepsTable }
    package var presetRenderer: (@Sendable (PresetTable, inout ByteArray) -> Void)? { nil }
    package mutating func consume(rendered: RenderedPreset) {}
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
    /// Writes `parts` one after another, as one write where the sink can (`writev`).
    mutating func write(gathering parts: [UnsafeRawBufferPointer])
    /// The last bytes were written: the table is complete.
    mutating func end()
}

extension ByteSink {
    package mutating func end() {}
    package mutating func write(gathering parts: [UnsafeRawBufferPointer]) {
        for part in parts { write(part) }
    }
}

/// Streams the table as JSON (docs/table-format.md) into a byte sink, preset by preset, in chunks
/// of about `chunkSize` bytes: memory holds one preset's rows and one chunk, whatever the
/// size of the table. Presets rendered on the workers go to the sink straight from their
/// batches' buffers, gathered into whole blocks of `blockSize` bytes (one `writev` each).
package struct JSONTableStream<Sink: ByteSink>: TableConsumer {
    package private(set) var sink: Sink
    private let emitter: JSONTableEmitter
    private var writer = JSONWriter(reservingCapacity: 1 << 16)
    /// What the presets are written with, once `begin` was called.
    private var presetContext: JSONTableEmitter.PresetContext?
    private let chunkSize: Int
    /// Rendered presets not yet written, in order; consecutive presets of one batch are one.
    private var pending: [RenderedPreset] = []
    /// How many bytes `pending` holds.
    private var pendingBytes = 0
    /// How many bytes the sink was given.
    private var offset = 0
    /// Rendered presets go to the sink in whole blocks of this many bytes, each at a multiple
    /// of it in the file (the rest is kept for the next write). A batch's buffer (about 36 KB)
    /// written as it came straddled the page cache's blocks: writing a 168 MB table that way
    /// cost the kernel 0.16 s of CPU, in 64 KB blocks 0.13 s (docs/performance.md, issue 23,
    /// fourteenth round).
    static var blockSize: Int { 64 << 10 }

    package init(sink: Sink, emitter: JSONTableEmitter = JSONTableEmitter(), chunkSize: Int = 1 << 16) {
        self.sink = sink
        self.emitter = emitter
        self.chunkSize = chunkSize
    }

    package mutating func begin(_ header: TableHeader) {
        presetContext = emitter.presetContext(for: header)
        emitter.writeHeader(header, to: &writer)
    }

    /// The table's JSON holds no palette; only `--provenance`'s notes read it.
    package var needsPalette: Bool { emitter.provenance }

    package mutating func consume(_ preset: PresetTable) {
        guard let presetContext else { return }
        writePending()
        emitter.write(preset, in: presetContext, to: &writer)
        if writer.bytes.count >= chunkSize { flush() }
    }

    /// Appends a preset as `consume(_:)` would write it after another
    /// (`JSONTableEmitter.appendFollowingMember`).
    package var presetRenderer: (@Sendable (PresetTable, inout ByteArray) -> Void)? {
        guard let presetContext else { return nil }
        return { [emitter] preset, bytes in emitter.appendFollowingMember(preset, in: presetContext, to: &bytes) }
    }

    package mutating func consume(rendered: RenderedPreset) {
        // The first preset of the table has no comma before it.
        let preset = writer.countRenderedMember() ? rendered.dropping(first: 1) : rendered
        if let last = pending.last, let joined = last.joined(with: preset) {
            pending[pending.count - 1] = joined
        } else {
            pending.append(preset)
        }
        pendingBytes += preset.range.count
        if pendingBytes >= Self.blockSize { writePending(wholeBlocks: true) }
    }

    package mutating func end() {
        writePending()
        emitter.writeFooter(to: &writer)
        writer.finish()
        flush()
        sink.end()
    }

    /// Writes the rendered presets held back, after what the writer holds, in one gathering
    /// write: all of them, or (`wholeBlocks`) as many bytes as end the file at a multiple of
    /// `blockSize`, keeping the rest.
    private mutating func writePending(wholeBlocks: Bool = false) {
        guard !pending.isEmpty else { return }
        flush()
        let end = offset + pendingBytes
        let count = (wholeBlocks ? end / Self.blockSize * Self.blockSize : end) - offset
        guard count > 0 else { return }
        // The presets written whole, then the first bytes of the next, whose rest is kept.
        var parts: [RenderedPreset] = []
        var taken = 0
        var whole = 0
        while taken < count {
            let next = pending[whole]
            let room = count - taken
            if next.range.count <= room {
                parts.append(next)
                taken += next.range.count
                whole += 1
            } else {
                parts.append(next.prefix(room))
                pending[whole] = next.dropping(first: room)
                taken = count
            }
        }
        var buffers: [UnsafeRawBufferPointer] = []
        buffers.reserveCapacity(parts.count)
        RenderedPreset.withUnsafeBytes(of: parts[...], into: &buffers) { sink.write(gathering: $0) }
        pending.removeFirst(whole)
        pendingBytes -= count
        offset += count
    }

    private mutating func flush() {
        writer.drain {
            offset += $0.count
            sink.write($0)
        }
    }
}
