#include "CMalloc.h"

#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

int themec_fix_mmap_threshold(int bytes) {
#if defined(__GLIBC__)
    if (getenv("MALLOC_MMAP_THRESHOLD_") != NULL) return 0;
    return mallopt(M_MMAP_THRESHOLD, bytes) == 1;
#else
    (void)bytes;
    return 0;
#endif
}

int themec_limit_arenas(int count) {
#if defined(__GLIBC__)
    if (getenv("MALLOC_ARENA_MAX") != NULL || count < 1) return 0;
    return mallopt(M_ARENA_MAX, count) == 1;
#else
    (void)count;
    return 0;
#endif
}
