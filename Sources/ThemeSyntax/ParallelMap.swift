import Dispatch

/// Runs `body(0)` … `body(count - 1)` on every core; the results in index order, whichever
/// finishes first.
package func parallelMap<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
    let slots = Slots<T>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { i in slots.set(i, body(i)) }
    return slots.values
}

/// One slot per index, filled from worker threads.
package final class Slots<T: Sendable>: @unchecked Sendable {
    private var storage: [T?]
    private let lock = Lock()

    package init(count: Int) { storage = Array(repeating: nil, count: count) }

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
