/* guard-int: what the guard's two files share: the worker as its
 * signal handlers and herald's malloc and mutex wrappers see it. */
#ifndef HERALD_GUARD_INT_H
#define HERALD_GUARD_INT_H

#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <sys/types.h>

#include "guard.h"

/* Sanitizers bring their own allocator, whose locks we cannot see: under
 * ASan herald counts the worker's bytes through ASan's allocation hooks
 * and never interrupts the worker; under the other sanitizers it
 * interposes nothing at all. */
#if defined(__SANITIZE_ADDRESS__)
#define GUARD_ASAN 1
#elif defined(__SANITIZE_THREAD__)
#define GUARD_OTHER_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GUARD_ASAN 1
#elif __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define GUARD_OTHER_SANITIZER 1
#endif
#endif
#if !defined(GUARD_ASAN) && !defined(GUARD_OTHER_SANITIZER)
#define GUARD_PREEMPT 1		/* herald's own malloc; stops on time */
#endif
#if !defined(GUARD_OTHER_SANITIZER)
#define GUARD_MUTEXES 1		/* herald's own pthread_mutex_lock */
#endif

#define GUARD_MARGIN	(256u << 10)	/* stack kept for unwinding */
#define TLS __thread __attribute__((tls_model("initial-exec")))

struct worker {
	pthread_t	 thread;
	pid_t		 tid;
	_Atomic uint32_t state;
	atomic_int	 main_sleeps;
	atomic_int	 worker_sleeps;
	atomic_int	 fault;
	guard_fn	*fn;
	void		*arg;
	guard_fn	*hfn;
	void		*harg;
	char		*glo;		/* the guard region, below lo */
	char		*lo;		/* the lowest usable stack byte */
	char		*top;		/* the worker's first frame */
	void		*alt;
	stack_t		 oldalt;
	size_t		 budget;

	/* The worker's own, read by its signal handlers. */
	volatile int	 zone;		/* in malloc, a mutex or a bracket */
	volatile int	 enter;		/* in guard_enter brackets */
	volatile int	 pending;	/* the fault to stop with on leaving */
	volatile int	 park_now;	/* a fault of its own */
	volatile int	 unsafe;	/* faulted inside a zone */
	volatile int	 refused;	/* an allocation refused: why */
	volatile int	 stopping;	/* stop_self was called */
	long long	 used;		/* net bytes of this run */
	char		 msg[256];	/* the panic's */

	/* A run on the calling thread (guard-inline.c): a fault jumps
	 * back to jb instead of parking. */
	int		 is_inline;
	volatile int	 in_host;	/* in guard_host */
	sigjmp_buf	 jb;
};

/* The worker running on this thread, or NULL. */
extern TLS struct worker *guard_tl;

/* Stops the worker with a fault of its own (never returns). */
void	guard_stop_self(struct worker *, int);
/* ASan's allocation hooks, under ASan. */
void	guard_install_hooks(void);
/* guard.c: the guard's signal; no run may start any more, and why. */
int	guard_signal(void);
/* CLOCK_MONOTONIC in ns, and a futex wake of every waiter on p. */
uint64_t guard_now_ns(void);
void	guard_wake(_Atomic uint32_t *);
void	guard_set_broken(const char *);

/* guard-inline.c: runs on the calling thread.  guard_inline_ok: may this
 * thread run inline (it sets up on first use)?  The epoch moves on when
 * a run is lost there (and inline runs end for good). */
int	guard_inline_ok(void);
unsigned guard_inline_epoch(void);
struct worker *guard_inline_worker(void);
enum guard_fault guard_inline_run(guard_fn *, void *, int ms, int grace,
	    size_t budget, uint64_t *ran);
int	guard_inline_host(guard_fn *, void *);
void	guard_inline_unwind(struct worker *, int);

/* A zone: inside malloc, holding a mutex, or between guard_enter and
 * guard_leave.  The worker is stopped only outside of them. */
static inline void
zone_in(struct worker *w)
{
	w->zone++;
	atomic_signal_fence(memory_order_seq_cst);
}

static inline void
zone_out(struct worker *w)
{
	atomic_signal_fence(memory_order_seq_cst);
	if (w->zone > 0 && --w->zone == 0 && w->pending)
		guard_stop_self(w, w->pending);
}

static inline int
short_of_stack(struct worker *w)
{
	uintptr_t sp = (uintptr_t)__builtin_frame_address(0);

	return sp < (uintptr_t)w->lo + GUARD_MARGIN;
}

#endif
