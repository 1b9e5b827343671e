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
