import Dispatch

/// Runs `body(0)` … `body(count - 1)` on every core; the results in index order, whichever
/// finishes first. With no more tasks than CPUs, task `i` is held to CPU `i` (`CPUSpread`).
package func parallelMap<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
    let slots = Slots<T>(count: count)
    let spread = CPUSpread.spreads(count)
    DispatchQueue.concurrentPerform(iterations: count) { i in slots.set(i, CPUSpread.run(onCPU: i, if: spread) { body(i) }) }
    return slots.values
}

/// One slot per index, filled from worker threads.
package final class Slots<T: Sendable>: @unchecked Sendable {
    private var storage: [T?]
    private let lock = Lock()

    package init(count: Int) { storage = Array(repeating: nil, count: count) }

    /// Slots that all hold `value`.
    package init(repeating value: T, count: Int) { storage = Array(repeating: value, count: count) }

    /// Slot `i`'s value, leaving the slot empty (so the value is not shared: an array taken is
    /// changed in place).
    package func take(_ i: Int) -> T {
        lock.lock()
        defer { lock.unlock() }
        let value = storage[i]!
        storage[i] = nil
        return value
    }

    /// Calls `body` with slot `i`'s value, which must be set.
    package func read<R>(_ i: Int, _ body: (T) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(storage[i]!)
    }

    package func set(_ i: Int, _ value: T) {
        lock.lock()
        storage[i] = value
        lock.unlock()
    }

    /// Every slot's value; each must have been set.
    package var values: [T] {
        lock.lock()
        defer { lock.unlock() }
        return storage.map { $0! }
    }
}

/// Fills one array on every core without a second copy of it: part `i` appends at most
/// `capacities[i]` elements to its own region of the array (`body(i, &region)`), and the
/// regions are then closed up in part order. The elements are in part order, then in the
/// order each part appended them, whichever part finished first; the parts' results are in
/// part order.
///
/// Gathering the parts' own arrays into one would hold every element twice at its peak (a
/// 10 000-preset theme's declarations are 1.5 MB).
package func parallelGather<T: Sendable, R: Sendable>(
    capacities: [Int], _ body: @Sendable (Int, inout GatherRegion<T>) -> R
) -> (elements: [T], results: [R]) {
    var total = 0
    let starts = capacities.map { c in
        defer { total += c }
        return total
    }
    var results: [R] = []
    let elements = [T](unsafeUninitializedCapacity: total) { buffer, initialized in
        let base = SendablePointer(buffer.baseAddress)
        let filled = parallelMap(capacities.count) { i in
            var region = GatherRegion<T>(base.pointer.map { $0 + starts[i] }, capacity: capacities[i])
            let result = body(i, &region)
            return (count: region.count, result: result)
        }
        var end = 0
        for (i, part) in filled.enumerated() {
            if let pointer = base.pointer, starts[i] != end {
                (pointer + end).moveInitialize(from: pointer + starts[i], count: part.count)
            }
            end += part.count
        }
        initialized = end
        results = filled.map(\.result)
    }
    return (elements, results)
}

/// The region of `parallelGather`'s array one part appends to.
package struct GatherRegion<T> {
    private let base: UnsafeMutablePointer<T>?
    private let capacity: Int
    /// The elements appended so far.
    package private(set) var count = 0

    fileprivate init(_ base: UnsafeMutablePointer<T>?, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    /// Adds `element` after those appended before; at most the part's capacity.
    package mutating func append(_ element: T) {
        precondition(count < capacity, "a part appended more than its capacity")
        (base! + count).initialize(to: element)
        count += 1
    }

    /// The elements appended so far, to change in place.
    package var elements: UnsafeMutableBufferPointer<T> { UnsafeMutableBufferPointer(start: base, count: count) }
}

/// A pointer handed to the workers of `parallelGather`, which write disjoint ranges of it.
private struct SendablePointer<T>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<T>?
    init(_ pointer: UnsafeMutablePointer<T>?) { self.pointer = pointer }
}
