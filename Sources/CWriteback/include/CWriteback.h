#ifndef THEMEC_CWRITEBACK_H
#define THEMEC_CWRITEBACK_H

/// Asks the kernel to start writing the dirty pages of `length` bytes of `fd` from `offset`
/// to disk, without waiting for them (Linux's `sync_file_range` with
/// `SYNC_FILE_RANGE_WRITE`, which Swift's Glibc module does not declare). A later `fsync`
/// then has only what is left to wait for. Returns 1 when the kernel took the request, 0
/// otherwise (another system, or the call failed: the `fsync` still does all the work).
int themec_start_writeback(int fd, long long offset, long long length);

#endif
