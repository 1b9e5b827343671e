#ifndef THEMEC_CTHREADS_H
#define THEMEC_CTHREADS_H

/// The CPUs a thread could run on before `themec_pin_thread` held it to one.
typedef struct {
    /// glibc's and musl's `cpu_set_t` (1 024 bits), copied as bytes.
    unsigned char bits[128];
    /// 1 when `themec_pin_thread` pinned the thread and `bits` holds its former CPUs.
    int pinned;
} themec_cpu_mask;

/// How many CPUs the calling thread may run on (1 where the system cannot tell, and on
/// systems without CPU affinity, such as macOS).
int themec_allowed_cpus(void);

/// Holds the calling thread to the `index`-th (modulo their count) of the CPUs it may run
/// on, keeping the CPUs it had in `previous`, and returns 1. Returns 0 and changes nothing
/// when it may run on fewer than two CPUs, when `index` is negative, where the system has
/// no CPU affinity (macOS) or when it refuses.
int themec_pin_thread(int index, themec_cpu_mask *previous);

/// Gives the calling thread back the CPUs `themec_pin_thread` kept in `previous` (nothing
/// when it did not pin it).
void themec_unpin_thread(const themec_cpu_mask *previous);

/// The CPU the calling thread is running on (-1 where the system cannot tell).
int themec_current_cpu(void);

/// Lowers the calling thread's priority by `steps` nice levels (Linux, where a thread has a
/// nice value of its own; 1 to 19) and returns 1; returns 0 and changes nothing elsewhere or
/// when the system refuses. A thread cannot raise it back without privileges: lower only
/// threads that end with their job.
int themec_lower_thread_priority(int steps);

/// The calling thread's nice value (Linux; 0 elsewhere).
int themec_thread_nice(void);

#endif
