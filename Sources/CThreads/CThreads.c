// sched_getaffinity, sched_setaffinity and the CPU_* macros are GNU extensions.
#define _GNU_SOURCE
#include "CThreads.h"

#if defined(__linux__)
#include <errno.h>
#include <sched.h>
#include <string.h>
#include <sys/resource.h>

_Static_assert(sizeof(cpu_set_t) <= sizeof(((themec_cpu_mask *)0)->bits), "cpu_set_t fits the saved mask");

int themec_allowed_cpus(void) {
    cpu_set_t allowed;
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) return 1;
    int count = CPU_COUNT(&allowed);
    return count > 0 ? count : 1;
}

int themec_pin_thread(int index, themec_cpu_mask *previous) {
    previous->pinned = 0;
    cpu_set_t allowed;
    if (index < 0 || sched_getaffinity(0, sizeof allowed, &allowed) != 0) return 0;
    int count = CPU_COUNT(&allowed);
    if (count < 2) return 0;
    int skip = index % count;
    for (int cpu = 0; cpu < CPU_SETSIZE; cpu++) {
        if (!CPU_ISSET(cpu, &allowed) || skip-- > 0) continue;
        cpu_set_t one;
        CPU_ZERO(&one);
        CPU_SET(cpu, &one);
        if (sched_setaffinity(0, sizeof one, &one) != 0) return 0;
        memcpy(previous->bits, &allowed, sizeof allowed);
        previous->pinned = 1;
        return 1;
    }
    return 0;
}

void themec_unpin_thread(const themec_cpu_mask *previous) {
    if (!previous->pinned) return;
    cpu_set_t allowed;
    memcpy(&allowed, previous->bits, sizeof allowed);
    sched_setaffinity(0, sizeof allowed, &allowed);
}

int themec_current_cpu(void) { return sched_getcpu(); }

// On Linux the nice value belongs to the thread: PRIO_PROCESS with 0 names the calling one.
int themec_lower_thread_priority(int steps) {
    if (steps < 1 || steps > 19) return 0;
    errno = 0;
    int nice = getpriority(PRIO_PROCESS, 0);
    if (nice == -1 && errno != 0) return 0;
    int lowered = nice + steps > 19 ? 19 : nice + steps;
    return setpriority(PRIO_PROCESS, 0, lowered) == 0;
}

int themec_thread_nice(void) { return getpriority(PRIO_PROCESS, 0); }

#else

int themec_allowed_cpus(void) { return 1; }

int themec_pin_thread(int index, themec_cpu_mask *previous) {
    (void)index;
    previous->pinned = 0;
    return 0;
}

void themec_unpin_thread(const themec_cpu_mask *previous) { (void)previous; }

int themec_current_cpu(void) { return -1; }

int themec_lower_thread_priority(int steps) {
    (void)steps;
    return 0;
}

int themec_thread_nice(void) { return 0; }

#endif
