import CMalloc
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `themec` fixes glibc's mmap threshold at start (`POSIX.returnLargeBuffersToTheSystem`), so
/// that a large theme's freed piece trees go back to the system instead of staying in
/// malloc's arenas, and caps the arenas at one per CPU (`POSIX.shareMallocArenas`); it leaves
/// a setting the user made alone, and does nothing elsewhere.
@Suite struct MallocSettingsTests {
    /// True when a sanitizer's allocator stands in for glibc's: its `mallopt` takes nothing.
    static var sanitizerAllocator: Bool {
        #if canImport(Glibc)
            guard let this = dlopen(nil, RTLD_NOW) else { return false }
            defer { dlclose(this) }
            let names = ["__asan_init", "__tsan_init", "__msan_init"]
            return names.contains { name in name.withCString { dlsym(this, $0) != nil } }
        #else
            return false
        #endif
    }

    @Test func glibcTakesTheThresholdUnlessTheUserSetOne() {
        #if canImport(Glibc)
            let expected: Int32 = getenv("MALLOC_MMAP_THRESHOLD_") == nil && !Self.sanitizerAllocator ? 1 : 0
        #else
            let expected: Int32 = 0
        #endif
        #expect(themec_fix_mmap_threshold(128 << 10) == expected)
    }

    /// The arena cap is glibc's to take (one per CPU, what the command line sets), unless
    /// `MALLOC_ARENA_MAX` sets one or a sanitizer's allocator stands in for glibc's.
    @Test func glibcTakesTheArenaCapUnlessTheUserSetOne() {
        #if canImport(Glibc)
            let expected: Int32 = getenv("MALLOC_ARENA_MAX") == nil && !Self.sanitizerAllocator ? 1 : 0
        #else
            let expected: Int32 = 0
        #endif
        #expect(themec_limit_arenas(Int32(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) == expected)
        #expect(themec_limit_arenas(0) == 0)
    }
}
