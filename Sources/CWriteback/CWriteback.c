#if defined(__linux__)
#define _GNU_SOURCE
#include <fcntl.h>
#endif
#include "CWriteback.h"

#if defined(__linux__)

int themec_start_writeback(int fd, long long offset, long long length) {
    return sync_file_range(fd, (off_t)offset, (off_t)length, SYNC_FILE_RANGE_WRITE) == 0;
}

int themec_reserve_blocks(int fd, long long offset, long long length) {
    // The system call itself, not glibc's posix_fallocate, which writes zeros through the
    // whole range where the file system cannot reserve blocks.
    return fallocate(fd, 0, (off_t)offset, (off_t)length) == 0;
}

#else

// Nothing to ask on other systems: a later fsync does all the work, and blocks are found as
// the bytes are written.
int themec_start_writeback(int fd, long long offset, long long length) {
    (void)fd;
    (void)offset;
    (void)length;
    return 0;
}

int themec_reserve_blocks(int fd, long long offset, long long length) {
    (void)fd;
    (void)offset;
    (void)length;
    return 0;
}

#endif
