/* guard-inline: a guarded run on the calling thread, on a stack of its
 * own, where the hand-off to a worker thread would cost more than the
 * run (a hook call is microseconds; waking another thread is as much
 * again, and far more on a busy machine, where it waits for a core).
 *
 * The run gets the worker's protections (see guard.h): a 16 MB stack
 * with a 1 MB guard region below it, the memory budget (herald's malloc
 * counts the thread's bytes while guard_tl is set), and time: a
 * watchdog thread sends the guard's signal when a run passes its
 * deadline.  A fault does not park the thread (it is herald's own): the
 * signal handler, on the thread's alternate stack, jumps back to where
 * the run began, and the run is lost as a parked worker is.  What the
 * run left in this thread's Tcl data is then never touched again: from
 * then on every run of every guard goes to worker threads (with fresh
 * Tcl thread data), and the generation of each guard that ran here
 * moves on, so that its interpreters are made again there.
 *
 * Only one thread (the first to ask) runs inline, only on x86-64, and
 * never under the sanitizers or valgrind (which follow stacks
 * themselves); there the worker threads do it all. */
#include "config.h"

#include <errno.h>
#include <limits.h>
#include <linux/futex.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#ifdef HAVE_VALGRIND_VALGRIND_H
#include <valgrind/valgrind.h>
#endif

#include "guard-int.h"
#include "util.h"

#if defined(GUARD_PREEMPT) && defined(__x86_64__)
#define GUARD_INLINE 1
#endif

#define INLINE_GUARD_SIZE	(1u << 20)
#define INLINE_ALT_SIZE		(256u << 10)
#define INLINE_STOP_NS		(5ull * 1000000000)
#define INLINE_IDLE_NS		(1ull * 1000000000)

#ifdef GUARD_INLINE
/* The run in progress, for the watchdog: RUN set while it runs, STOP
 * once the watchdog has decided to stop it; the rest counts the runs,
 * so that a run is never mistaken for the one before. */
#define CALL_RUN	1u
#define CALL_STOP	2u
#define CALL_SEQ	4u

static struct worker	*inl;		/* this thread's, as a worker */
static pthread_t	 inl_thread;
static sigset_t		 inl_mask;
static int		 inl_state;	/* 0 not yet, 1 usable, -1 never */
static atomic_uint	 inl_epoch;	/* runs lost here */
static _Atomic uint32_t	 call;
static _Atomic uint64_t	 deadline;	/* CLOCK_MONOTONIC ns; 0: none */
static _Atomic uint64_t	 wd_wake;	/* when the watchdog wakes next */
static uint32_t		 seq;

/* The watchdog sleeps while the run is v, for ns (0: until woken),
 * saying until when: a run that starts with an earlier deadline wakes
 * it (guard_inline_run), any other does not. */
static void
sleep_on(_Atomic uint32_t *p, uint32_t v, uint64_t ns)
{
	struct timespec ts, *tp = NULL;

	atomic_store(&wd_wake, ns > 0 ? guard_now_ns() + ns : UINT64_MAX);
	if (atomic_load(p) == v) {
		if (ns > 0) {
			ts.tv_sec = (time_t)(ns / 1000000000);
			ts.tv_nsec = (long)(ns % 1000000000);
			tp = &ts;
		}
		syscall(SYS_futex, p, FUTEX_WAIT_PRIVATE, v, tp, NULL, 0);
	}
	atomic_store(&wd_wake, 0);
}

/* Sleeps until the run in progress passes its deadline, and stops it. */
static void *
watchdog(void *unused)
{
	uint64_t d, t, idle = 0;
	uint32_t c;

	for (;;) {
		c = atomic_load(&call);
		t = guard_now_ns();
		if (!(c & CALL_RUN) || (c & CALL_STOP)) {
			/* nothing to watch: a while awake, then for good
			 * (the next run wakes it) */
			if (idle == 0)
				idle = t;
			if (t - idle < INLINE_IDLE_NS) {
				sleep_on(&call, c, INLINE_IDLE_NS);
				continue;
			}
			sleep_on(&call, c, 0);
			continue;
		}
		idle = 0;
		d = atomic_load(&deadline);
		if (atomic_load(&call) != c)
			continue;
		if (d == 0 || t < d) {
			sleep_on(&call, c, d == 0 ? INLINE_IDLE_NS : d - t);
			continue;
		}
		if (!atomic_compare_exchange_strong(&call, &c, c | CALL_STOP))
			continue;
		{
			int none = GUARD_NONE;

			atomic_compare_exchange_strong(&inl->fault, &none,
			    GUARD_TIME);
		}
		syscall(SYS_tgkill, getpid(), inl->tid, guard_signal());
		/* inside a zone it stops as it leaves it */
		t = guard_now_ns();
		while (atomic_load(&call) == (c | CALL_STOP)) {
			if (guard_now_ns() - t > INLINE_STOP_NS) {
				guard_set_broken("a hook could not be stopped");
				break;
			}
			sleep_on(&call, c | CALL_STOP, 10000000);
		}
	}
	return NULL;
}

static int
inline_init(void)
{
	pthread_t wd;
	pthread_attr_t a;
	sigset_t all, old;
	stack_t cur, ss;
	char *base;

	inl_state = -1;
#ifdef HAVE_VALGRIND_VALGRIND_H
	if (RUNNING_ON_VALGRIND)
		return -1;
#endif
	if (getenv("HERALD_GUARD_THREADS") != NULL)
		return -1;
	base = mmap(NULL, INLINE_GUARD_SIZE + GUARD_STACK_SIZE,
	    PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
	    -1, 0);
	if (base == MAP_FAILED)
		return -1;
	mprotect(base, INLINE_GUARD_SIZE, PROT_NONE);
	/* the faults' handlers run on an alternate stack */
	if (sigaltstack(NULL, &cur) != 0 || (cur.ss_flags & SS_DISABLE)) {
		ss.ss_sp = mmap(NULL, INLINE_ALT_SIZE, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		ss.ss_size = INLINE_ALT_SIZE;
		ss.ss_flags = 0;
		if (ss.ss_sp == MAP_FAILED || sigaltstack(&ss, NULL) != 0) {
			munmap(base, INLINE_GUARD_SIZE + GUARD_STACK_SIZE);
			return -1;
		}
	}
	pthread_attr_init(&a);
	pthread_attr_setstacksize(&a, 256u << 10);
	pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	if (pthread_create(&wd, &a, watchdog, NULL) != 0) {
		pthread_sigmask(SIG_SETMASK, &old, NULL);
		pthread_attr_destroy(&a);
		munmap(base, INLINE_GUARD_SIZE + GUARD_STACK_SIZE);
		return -1;
	}
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	pthread_attr_destroy(&a);
	inl_mask = old;
	inl = xcalloc(1, sizeof *inl);
	inl->is_inline = 1;
	inl->tid = (pid_t)syscall(SYS_gettid);
	inl->glo = base;
	inl->lo = base + INLINE_GUARD_SIZE;
	inl->top = base + INLINE_GUARD_SIZE + GUARD_STACK_SIZE;
	inl_thread = pthread_self();
	inl_state = 1;
	return 0;
}

/* fn(arg) on the stack from top down (16-byte aligned).  Every register
 * the ABI lets fn change is given as clobbered. */
static void __attribute__((noinline))
call_on_stack(char *top, guard_fn *fn, void *arg)
{
	__asm__ volatile(
	    "movq %%rsp, %%r12\n\t"
	    "movq %0, %%rsp\n\t"
	    "andq $-16, %%rsp\n\t"
	    "movq %2, %%rdi\n\t"
	    "callq *%1\n\t"
	    "movq %%r12, %%rsp\n\t"
	    :
	    : "r"(top), "r"(fn), "r"(arg)
	    : "r12", "rax", "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10",
	      "r11", "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6",
	      "xmm7", "xmm8", "xmm9", "xmm10", "xmm11", "xmm12", "xmm13",
	      "xmm14", "xmm15", "memory", "cc");
}
#endif

int
guard_inline_ok(void)
{
#ifdef GUARD_INLINE
	if (inl_state == 0)
		inline_init();
	return inl_state == 1 && pthread_equal(pthread_self(), inl_thread);
#else
	return 0;
#endif
}

unsigned
guard_inline_epoch(void)
{
#ifdef GUARD_INLINE
	return atomic_load(&inl_epoch);
#else
	return 0;
#endif
}

#ifdef GUARD_INLINE
/* From the fault's signal handler, on the alternate stack: back to
 * where the run began. */
void
guard_inline_unwind(struct worker *w, int f)
{
	int none = GUARD_NONE;

	atomic_compare_exchange_strong(&w->fault, &none, f);
	if (w->zone > 0)
		w->unsafe = 1;
	siglongjmp(w->jb, 1);
}

/* The time a host call waits is not the run's: no deadline meanwhile,
 * and the deadline moves on by as much. */
int
guard_inline_host(guard_fn *fn, void *arg)
{
	struct worker *w = inl;
	uint64_t d, t0;

	if (atomic_load(&call) & CALL_STOP)
		return -1;		/* being stopped */
	d = atomic_exchange(&deadline, 0);
	t0 = guard_now_ns();
	/* as on the main thread: not stopped half-way, nor counted */
	w->in_host = 1;
	guard_enter();
	fn(arg);
	guard_leave();
	w->in_host = 0;
	if (d != 0)
		atomic_store(&deadline, d + (guard_now_ns() - t0));
	return 0;
}

enum guard_fault
guard_inline_run(guard_fn *fn, void *arg, int ms, int grace, size_t budget,
    uint64_t *ran)
{
	struct worker *w = inl;
	volatile uint64_t t0;
	volatile uint64_t limit = 0;
	uint32_t c;

	w->fn = fn;
	w->arg = arg;
	w->budget = budget;
	w->used = 0;
	w->refused = 0;
	w->zone = 0;
	w->enter = 0;
	w->pending = 0;
	w->park_now = 0;
	w->unsafe = 0;
	w->stopping = 0;
	w->msg[0] = '\0';
	atomic_store(&w->fault, GUARD_NONE);
	if (ms > 0)
		limit = (uint64_t)(ms + grace) * 1000000;
	t0 = guard_now_ns();
	atomic_store(&deadline, limit > 0 ? t0 + limit : 0);
	seq += CALL_SEQ;
	if (sigsetjmp(w->jb, 0) == 0) {
		/* (guard_tl is set whenever the watchdog may stop the
		 * run: its signal is never lost) */
		guard_tl = w;
		atomic_store(&call, seq | CALL_RUN);
		if (limit > 0 && atomic_load(&wd_wake) > t0 + limit)
			guard_wake(&call);
		call_on_stack(w->top, fn, arg);
		c = seq | CALL_RUN;
		if (atomic_compare_exchange_strong(&call, &c, seq)) {
			guard_tl = NULL;
			*ran = guard_now_ns() - t0;
			return GUARD_NONE;
		}
		/* the watchdog is stopping it: the signal comes */
		for (;;)
			pause();
	}
	/* A fault, back from its handler (which blocked every signal). */
	guard_tl = NULL;
	pthread_sigmask(SIG_SETMASK, &inl_mask, NULL);
	atomic_store(&call, seq);
	guard_wake(&call);
	*ran = guard_now_ns() - t0;
	/* This thread's Tcl data may be half-changed: never again here.
	 * The stack is dead below its top. */
	inl_state = -1;
	atomic_fetch_add(&inl_epoch, 1);
	madvise(w->lo, GUARD_STACK_SIZE, MADV_DONTNEED);
	return atomic_load(&w->fault);
}
#else
void
guard_inline_unwind(struct worker *w, int f)
{
	abort();
}

int
guard_inline_host(guard_fn *fn, void *arg)
{
	fn(arg);
	return 0;
}

enum guard_fault
guard_inline_run(guard_fn *fn, void *arg, int ms, int grace, size_t budget,
    uint64_t *ran)
{
	abort();
}
#endif

struct worker *
guard_inline_worker(void)
{
#ifdef GUARD_INLINE
	return inl;
#else
	return NULL;
#endif
}
