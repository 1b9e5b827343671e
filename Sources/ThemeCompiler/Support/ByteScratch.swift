import ThemeSyntax

/// What a table's writer keeps from one preset to the next, so a preset allocates nothing for
/// it: the text of the last numbers formatted (`text(of:)`, for `AppearanceJSON`'s rows) and
/// the storage of its row positions (`rowValues`). Used by one thread at a time: a writer's,
/// or kept in `spares` between writers.
final class ByteScratch: @unchecked Sendable {
    /// Scratches that writers of presets written apart (`JSONWriter.appendFollowingMember`)
    /// are done with, for the next: a compile writes each preset with a writer of its own,
    /// and a scratch made for each, with its buffers, cost about 1 800 instructions a preset.
    static let spares = Spares()

    /// Scratches kept for later writers, at most one per writer at work at once.
    final class Spares: @unchecked Sendable {
        private let lock = Lock()
        /// Guarded by `lock`.
        private var kept: [ByteScratch] = []
        /// At most this many are kept (far more than writers ever work at once); one given back
        /// beyond them is freed.
        private let limit = 64

        /// A kept scratch, or nil when none is.
        func take() -> ByteScratch? {
            lock.lock()
            defer { lock.unlock() }
            return kept.popLast()
        }

        /// Keeps `scratch` for a later writer, unless `limit` are kept already.
        func giveBack(_ scratch: ByteScratch) {
            lock.lock()
            defer { lock.unlock() }
            if kept.count < limit { kept.append(scratch) }
        }
    }

    /// The storage of a writer's `JSONWriter.rowValues` between presets (emptied by its first
    /// row), so it is allocated once per scratch, not once per preset.
    var rowValues: [Range<Int>] = []

    /// The text of numbers that are not small integers (a shadow's opacity, a fraction of a
    /// point), by their bits in `numberSlots` slots: formatting one takes a String, and a
    /// preset's rows repeat the same few.
    private let numberBits: UnsafeMutablePointer<UInt64>
    /// Per slot, the text's length (0: empty) then up to `numberSlotSize` - 1 bytes.
    private let numberText: UnsafeMutablePointer<UInt8>
    private static let numberSlots = 16
    private static let numberSlotSize = 32

    init() {
        numberBits = .allocate(capacity: Self.numberSlots)
        numberBits.initialize(repeating: 0, count: Self.numberSlots)
        numberText = .allocate(capacity: Self.numberSlots * Self.numberSlotSize)
        numberText.initialize(repeating: 0, count: Self.numberSlots * Self.numberSlotSize)
    }

    deinit {
        numberBits.deallocate()
        numberText.deallocate()
    }

    /// The slot `value`'s text is kept in.
    private static func slot(of value: Double) -> Int {
        Int(truncatingIfNeeded: (value.bitPattern &* 0x9E37_79B9_7F4A_7C15) >> 60)
    }

    /// The text `keep` kept for `value`, if it is still there.
    func text(of value: Double) -> UnsafeBufferPointer<UInt8>? {
        let slot = Self.slot(of: value)
        let length = Int(numberText[slot * Self.numberSlotSize])
        guard length > 0, numberBits[slot] == value.bitPattern else { return nil }
        return UnsafeBufferPointer(start: numberText + slot * Self.numberSlotSize + 1, count: length)
    }

    /// Keeps `text` as `value`'s, in place of the slot's last (unless it is too long).
    func keep(_ text: [UInt8], of value: Double) {
        guard !text.isEmpty, text.count < Self.numberSlotSize else { return }
        let slot = Self.slot(of: value)
        numberBits[slot] = value.bitPattern
        numberText[slot * Self.numberSlotSize] = UInt8(text.count)
        text.withUnsafeBufferPointer { (numberText + slot * Self.numberSlotSize + 1).update(from: $0.baseAddress!, count: text.count) }
    }
}
