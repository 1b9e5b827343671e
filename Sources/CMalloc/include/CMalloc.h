#ifndef THEMEC_CMALLOC_H
#define THEMEC_CMALLOC_H

/// Fixes glibc's mmap threshold at `bytes`, so that every buffer above it is mapped on its
/// own and goes back to the system when freed (glibc otherwise raises the threshold to the
/// size of each mapped buffer freed, and later buffers of that size stay in its arenas once
/// freed). Leaves it alone when `MALLOC_MMAP_THRESHOLD_` is set. Returns 1 when set, 0
/// otherwise (another C library, the variable set, or glibc refused).
int themec_fix_mmap_threshold(int bytes);

/// Caps glibc's malloc arenas at `count` (unless `MALLOC_ARENA_MAX` sets a cap): threads
/// beyond it share arenas instead of each taking one of its own. Returns 1 when set, 0
/// otherwise (another C library, the variable set, or glibc refused).
int themec_limit_arenas(int count);

#endif
