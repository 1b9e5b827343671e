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

    /// What a setting function returns: 1 where glibc's `mallopt` takes it (glibc, no
    /// sanitizer allocator, `variable` unset), else 0.
    static func glibcTakes(unlessSet variable: String) -> Int32 {
        #if canImport(Glibc)
            getenv(variable) == nil && !sanitizerAllocator ? 1 : 0
        #else
            0
        #endif
    }

    @Test func glibcTakesTheThresholdUnlessTheUserSetOne() {
        #expect(themec_fix_mmap_threshold(128 << 10) == Self.glibcTakes(unlessSet: "MALLOC_MMAP_THRESHOLD_"))
    }

    /// The arena cap is glibc's to take (one per CPU, what the command line sets), unless
    /// `MALLOC_ARENA_MAX` sets one or a sanitizer's allocator stands in for glibc's.
    @Test func glibcTakesTheArenaCapUnlessTheUserSetOne() {
        #expect(themec_limit_arenas(Int32(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) == Self.glibcTakes(unlessSet: "MALLOC_ARENA_MAX"))
        #expect(themec_limit_arenas(0) == 0)
    }
}
