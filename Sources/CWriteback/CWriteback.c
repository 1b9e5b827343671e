#if defined(__linux__)
#define _GNU_SOURCE
#include <fcntl.h>
#endif
#include "CWriteback.h"

int themec_start_writeback(int fd, long long offset, long long length) {
#if defined(__linux__)
    return sync_file_range(fd, (off_t)offset, (off_t)length, SYNC_FILE_RANGE_WRITE) == 0;
#else
    (void)fd;
    (void)offset;
    (void)length;
    return 0;
#endif
}

int themec_reserve_blocks(int fd, long long offset, long long length) {
#if defined(__linux__)
    // The system call itself, not glibc's posix_fallocate, which writes zeros through the
    // whole range where the file system cannot reserve blocks.
    return fallocate(fd, 0, (off_t)offset, (off_t)length) == 0;
#else
    (void)fd;
    (void)offset;
    (void)length;
    return 0;
#endif
}
