import Dispatch
import Testing

@testable import ThemeSyntax

/// `StartedThreads` runs each job on a thread of its own and joins them; threads that yield
/// to the caller run below its priority (Linux), and the caller's priority does not change.
@Suite struct StartedThreadsTests {
    /// Every index runs once, on a thread other than the caller's, and `join` returns after
    /// the last has ended.
    @Test func everyJobRunsOnceAndJoinWaitsForAll() {
        let slots = Slots<Int>(count: 6)
        let threads = StartedThreads(6, yieldingToCaller: false) { i in slots.set(i, i * i) }
        threads.join()
        #expect(slots.values == [0, 1, 4, 9, 16, 25])
    }

    /// Threads that yield to the caller run `yieldingNiceSteps` nice levels below it (up to
    /// 19, the lowest); the others at its level. The caller keeps its own.
    @Test(arguments: [false, true])
    func threadsThatYieldRunBelowTheCaller(yielding: Bool) {
        let caller = StartedThreads.niceValue()
        let slots = Slots<Int>(count: 2)
        let threads = StartedThreads(2, yieldingToCaller: yielding) { i in slots.set(i, StartedThreads.niceValue()) }
        threads.join()
        #if os(Linux)
            let expected = yielding ? min(caller + Int(StartedThreads.yieldingNiceSteps), 19) : caller
        #else
            let expected = caller
        #endif
        #expect(slots.values == [expected, expected])
        #expect(StartedThreads.niceValue() == caller)
    }

    /// A job may wait for the caller, which goes on after starting the threads: the caller
    /// is never the one that runs it.
    @Test func aJobMayWaitForTheCaller() {
        let released = Slots<Bool>(count: 1)
        let gate = DispatchSemaphore(value: 0)
        let threads = StartedThreads(1, yieldingToCaller: true) { _ in
            gate.wait()
            released.set(0, true)
        }
        gate.signal()
        threads.join()
        #expect(released.values == [true])
    }
}
