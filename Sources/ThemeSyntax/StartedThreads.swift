#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import CThreads
import Dispatch

/// Threads started for one job, each running `body(i)`, and joined when the job ends.
///
/// A job whose caller has work of its own while they run (code generation's caller generates
/// Swift from the tables its workers resolve) starts them `yieldingToCaller`: on Linux they
/// run a few nice levels below the caller, so the caller, when it has work, takes a CPU from
/// them at once instead of waiting out their time slice while they fill the few batches they
/// may run ahead and then wait for it (docs/performance.md, eleventh round). A thread cannot take its
/// priority back, which is why these threads are the job's own and not the dispatch queue's,
/// which the rest of the process (or an embedder) goes on using.
package struct StartedThreads: ~Copyable {
    #if canImport(Darwin)
        private typealias Handle = pthread_t?
    #else
        private typealias Handle = pthread_t
    #endif
    private var handles: [Handle] = []
    /// The jobs no thread could be started for, run by the dispatch queue instead.
    private let fallback = DispatchGroup()

    /// How many nice levels below the caller a thread that yields to it runs.
    package static let yieldingNiceSteps: Int32 = 5

    /// The calling thread's nice value (Linux; 0 elsewhere).
    package static func niceValue() -> Int { Int(themec_thread_nice()) }

    /// Starts `count` threads running `body(0)` … `body(count - 1)`.
    package init(_ count: Int, yieldingToCaller: Bool, _ body: @escaping @Sendable (Int) -> Void) {
        for i in 0..<count {
            let job = Job {
                if yieldingToCaller { themec_lower_thread_priority(Self.yieldingNiceSteps) }
                body(i)
            }
            #if canImport(Darwin)
                var handle: pthread_t?
            #else
                var handle = pthread_t()
            #endif
            let context = Unmanaged.passRetained(job).toOpaque()
            guard pthread_create(&handle, nil, Job.start, context) == 0 else {
                // No thread (the system is out of them): the dispatch queue runs the job, at
                // the caller's priority. Not the caller: a job may wait for it.
                Unmanaged<Job>.fromOpaque(context).release()
                DispatchQueue.global().async(group: fallback) { body(i) }
                continue
            }
            handles.append(handle)
        }
    }

    /// Waits for every thread to end.
    package consuming func join() {
        fallback.wait()
        for handle in handles {
            #if canImport(Darwin)
                if let handle { pthread_join(handle, nil) }
            #else
                pthread_join(handle, nil)
            #endif
        }
    }

    /// What a thread runs, handed to it through `pthread_create`'s context pointer.
    private final class Job {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }

        /// A thread's start routine: runs the job its context holds, and lets it go.
        #if canImport(Darwin)
            static let start: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { context in
                Unmanaged<Job>.fromOpaque(context).takeRetainedValue().body()
                return nil
            }
        #else
            static let start: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
                Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().body()
                return nil
            }
        #endif
    }
}
