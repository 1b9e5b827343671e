/// A growable run of bytes with the value semantics of `[UInt8]` (its storage is copied
/// before it is changed while shared), appended to by pointer and count: what JSON is
/// written into (`JSONWriter`).
///
/// `[UInt8].append(contentsOf:)` takes the generic `Sequence` path, and copies through a loop
/// of its own: about 100 instructions for each of the few hundred thousand small appends of a
/// large table's JSON (its keys, line starts and fragments), and more for a row's kilobyte.
/// Here an append checks its room and calls `memcpy` (docs/performance.md, issue 23,
/// twentieth round).
///
/// Sendable as `[UInt8]` is: a storage is changed only through a value that holds the only
/// reference to it (`isKnownUniquelyReferenced`), so threads never change what another reads.
package struct ByteArray: ByteAppending, @unchecked Sendable {
    /// How many bytes are written, and how many fit in the storage.
    private struct Header {
        var count: Int
        var capacity: Int
    }

    private var storage: ManagedBuffer<Header, UInt8>

    /// An empty run with room for `capacity` bytes.
    init(reservingCapacity capacity: Int = 0) { storage = Self.allocate(max(capacity, 16)) }

    private static func allocate(_ capacity: Int) -> ManagedBuffer<Header, UInt8> {
        ManagedBuffer<Header, UInt8>.create(minimumCapacity: capacity) { _ in Header(count: 0, capacity: capacity) }
    }

    /// How many bytes there are.
    var count: Int { storage.withUnsafeMutablePointerToHeader { $0.pointee.count } }

    var isEmpty: Bool { count == 0 }

    /// How many bytes fit before the storage grows.
    var capacity: Int { storage.withUnsafeMutablePointerToHeader { $0.pointee.capacity } }

    /// The bytes as an array (a copy).
    var array: [UInt8] { withUnsafeBufferPointer { Array($0) } }

    /// Makes room for `minimumCapacity` bytes in all.
    mutating func reserveCapacity(_ minimumCapacity: Int) { makeRoom(max(0, minimumCapacity - count)) }

    /// Makes room for `extra` more bytes, in storage of this run's own; `pending` bytes
    /// written in place after the last (`spareRoom`) are kept if it grows.
    @inline(__always)
    private mutating func makeRoom(_ extra: Int, pending: Int = 0) {
        let room = storage.withUnsafeMutablePointerToHeader { $0.pointee.capacity - $0.pointee.count }
        if _slowPath(room < extra || !isKnownUniquelyReferenced(&storage)) { grow(by: extra, pending: pending) }
    }

    /// New storage with room for `extra` more bytes (at least twice the room, so that a run
    /// grown by appends is copied a logarithmic number of times), holding these bytes and the
    /// `pending` after them.
    @inline(never)
    private mutating func grow(by extra: Int, pending: Int) {
        let (count, capacity) = storage.withUnsafeMutablePointerToHeader { ($0.pointee.count, $0.pointee.capacity) }
        let newCapacity = count + extra > capacity ? max(count + extra, capacity * 2) : capacity
        let grown = Self.allocate(newCapacity)
        grown.withUnsafeMutablePointers { header, bytes in
            storage.withUnsafeMutablePointerToElements { bytes.initialize(from: $0, count: count + pending) }
            header.pointee.count = count
        }
        storage = grown
    }

    /// The storage after the last byte, for bytes written in place and then counted in with
    /// `commit`: at least `minimum` bytes of it after the `pending` ones written there since
    /// the last `commit` (kept if the storage grows). Valid until this run is next changed.
    mutating func spareRoom(atLeast minimum: Int, pending: Int = 0) -> UnsafeMutableBufferPointer<UInt8> {
        makeRoom(pending + minimum, pending: pending)
        return storage.withUnsafeMutablePointers { header, bytes in
            UnsafeMutableBufferPointer(start: bytes + header.pointee.count, count: header.pointee.capacity - header.pointee.count)
        }
    }

    /// Counts in the first `written` bytes of `spareRoom`.
    mutating func commit(_ written: Int) {
        storage.withUnsafeMutablePointerToHeader { header in
            precondition(written >= 0 && written <= header.pointee.capacity - header.pointee.count, "more bytes than the room")
            header.pointee.count += written
        }
    }

    package mutating func append(_ byte: UInt8) {
        makeRoom(1)
        storage.withUnsafeMutablePointers { header, bytes in
            bytes[header.pointee.count] = byte
            header.pointee.count += 1
        }
    }

    /// Appends the `count` bytes at `start`.
    @inline(__always)
    package mutating func append(_ start: UnsafePointer<UInt8>, count: Int) {
        makeRoom(count)
        storage.withUnsafeMutablePointers { header, bytes in
            (bytes + header.pointee.count).initialize(from: start, count: count)
            header.pointee.count += count
        }
    }

    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return }
        append(start, count: bytes.count)
    }

    mutating func append(contentsOf bytes: [UInt8]) { bytes.withUnsafeBufferPointer { append(contentsOf: $0) } }

    mutating func append(contentsOf bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress else { return }
        makeRoom(bytes.count)
        storage.withUnsafeMutablePointers { header, storage in
            UnsafeMutableRawPointer(storage + header.pointee.count).copyMemory(from: source, byteCount: bytes.count)
            header.pointee.count += bytes.count
        }
    }

    /// Appends bytes `range` of this run (a row's value written earlier).
    mutating func append(copyOf range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
        makeRoom(range.count)
        storage.withUnsafeMutablePointers { header, bytes in
            (bytes + header.pointee.count).initialize(from: bytes + range.lowerBound, count: range.count)
            header.pointee.count += range.count
        }
    }

    /// Forgets the bytes; the storage is kept when asked (and this run's own).
    mutating func removeAll(keepingCapacity: Bool = false) {
        if keepingCapacity && isKnownUniquelyReferenced(&storage) {
            storage.withUnsafeMutablePointerToHeader { $0.pointee.count = 0 }
        } else {
            self = ByteArray(reservingCapacity: keepingCapacity ? capacity : 0)
        }
    }

    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try storage.withUnsafeMutablePointers { header, bytes in
            try body(UnsafeBufferPointer(start: bytes, count: header.pointee.count))
        }
    }

    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try withUnsafeBufferPointer { try body(UnsafeRawBufferPointer($0)) }
    }
}

/// What text is written into as UTF-8 by the helpers that take any (`JSONWriter.appendString`,
/// `StateSet.appendKey`, `RowText`): a `ByteArray`, or a `[UInt8]`.
package protocol ByteAppending {
    mutating func append(_ byte: UInt8)
    /// Appends the `count` bytes at `start`.
    mutating func append(_ start: UnsafePointer<UInt8>, count: Int)
}

/// No `append(contentsOf:)` here: on a `[UInt8]` it would outrank the array's own generic
/// method, which the array's `append(_:count:)` calls, and recurse.
extension ByteAppending {
    /// Appends text written in the program.
    mutating func append(_ text: StaticString) { append(text.utf8Start, count: text.utf8CodeUnitCount) }

    /// Appends the UTF-8 of `text`.
    mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(buffer: $0) }
    }

    /// Appends the bytes of `other` (text written apart: a message, a part of a report).
    mutating func append(_ other: ByteArray) { other.withUnsafeBufferPointer { append(buffer: $0) } }

    private mutating func append(buffer: UnsafeBufferPointer<UInt8>) {
        if let start = buffer.baseAddress { append(start, count: buffer.count) }
    }
}

extension Array: ByteAppending where Element == UInt8 {
    package mutating func append(_ start: UnsafePointer<UInt8>, count: Int) {
        append(contentsOf: UnsafeBufferPointer(start: start, count: count))
    }
}
