#ifndef THEMEC_CWRITEBACK_H
#define THEMEC_CWRITEBACK_H

/// Asks the kernel to start writing the dirty pages of `length` bytes of `fd` from `offset`
/// to disk, without waiting for them (Linux's `sync_file_range` with
/// `SYNC_FILE_RANGE_WRITE`, which Swift's Glibc module does not declare). A later `fsync`
/// then has only what is left to wait for. Returns 1 when the kernel took the request, 0
/// otherwise (another system, or the call failed: the `fsync` still does all the work).
int themec_start_writeback(int fd, long long offset, long long length);

/// Has the file system reserve the blocks of `length` bytes of `fd` from `offset` (Linux's
/// `fallocate` with no flags: the file grows to cover them, their bytes read as zeros), so
/// that writing them later takes no allocation of its own, page by page. Returns 1 when the
/// blocks are reserved, 0 otherwise (another system, a file system that cannot, no space,
/// the file-size limit: nothing was changed, and the bytes can still be written).
int themec_reserve_blocks(int fd, long long offset, long long length);

#endif
