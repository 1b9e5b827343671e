import CMalloc
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `themec` fixes glibc's mmap threshold at start (`POSIX.returnLargeBuffersToTheSystem`), so
/// that a large theme's freed piece trees go back to the system instead of staying in
/// malloc's arenas; it leaves a threshold the user set alone, and does nothing elsewhere.
@Suite struct MallocSettingsTests {
    @Test func glibcTakesTheThresholdUnlessTheUserSetOne() {
        #if canImport(Glibc)
            let expected: Int32 = getenv("MALLOC_MMAP_THRESHOLD_") == nil ? 1 : 0
        #else
            let expected: Int32 = 0
        #endif
        #expect(themec_fix_mmap_threshold(128 << 10) == expected)
    }
}
