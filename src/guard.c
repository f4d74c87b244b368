/* guard: a worker thread where untrusted work may overflow its stack, run
 * out of memory, panic or run too long without taking herald with it
 * (see guard.h).  What runs in signal handlers here is async-signal-safe:
 * atomics, futex, tgkill, sigsuspend; no locks, no allocation. */
#include "guard.h"

#include <errno.h>
#include <limits.h>
#include <linux/futex.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <tcl.h>
#include <time.h>
#include <unistd.h>

#include "guard-int.h"
#include "render.h"
#include "util.h"

#define GUARD_GUARD_SIZE	(1u << 20)	/* below the stack */
#define GUARD_ALT_SIZE		(256u << 10)	/* room for ASan's report too */
#define GUARD_PAUSE_NS		5000		/* spin, then yield */
#define GUARD_SPIN_NS		50000		/* before sleeping */
#define GUARD_STOP_NS		(5ull * 1000000000)	/* to leave a zone */
#define GUARD_ALL_PARKED	32		/* workers lost by the process */
#define GUARD_MAX_LOST		((size_t)1 << 30)	/* their heap */

enum {
	W_INIT,		/* starting */
	W_DONE,		/* idle: the last job is done */
	W_RUN,		/* running a job */
	W_HOST,		/* waiting for a host call on the main thread */
	W_STOP,		/* being stopped */
	W_PARKED,	/* stopped for good */
	W_EXIT		/* asked to end */
};

struct guard {
	struct worker	*w;
	int		 ms;
	int		 grace;
	size_t		 budget;
	unsigned	 gen;
	int		 busy;
	int		 inline_ran;	/* has run on the calling thread */
	unsigned	 epoch;		/* guard_inline_epoch() then */
	struct guard_stats st;
};

TLS struct worker *guard_tl;
static int guard_sig;
static struct sigaction old_segv, old_bus;
static pthread_once_t guard_once = PTHREAD_ONCE_INIT;
static atomic_uint all_parked;
/* Why no worker may run any more: a lost one may hold a lock. */
static const char *_Atomic broken;
static _Atomic size_t all_lost;
static void *abandoned[64];
static atomic_int nabandoned;

/* --- clocks, futexes ------------------------------------------------ */

uint64_t
guard_now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000 + (uint64_t)ts.tv_nsec;
}

void
guard_wake(_Atomic uint32_t *p)
{
	syscall(SYS_futex, p, FUTEX_WAKE_PRIVATE, INT_MAX, NULL, NULL, 0);
}

static void
cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
	__builtin_ia32_pause();
#else
	atomic_signal_fence(memory_order_seq_cst);
#endif
}

/* Waits while *p == v: spins up to spin ns, then sleeps (telling the
 * other side through *sleeps that a wake is needed).  Returns -1 past
 * deadline (CLOCK_MONOTONIC ns, 0: none). */
static int
await(_Atomic uint32_t *p, uint32_t v, atomic_int *sleeps, uint64_t spin,
    uint64_t deadline)
{
	struct timespec ts, *tp = NULL;
	uint64_t t0 = guard_now_ns(), t;
	long r;
	int i;

	/* Spin a little, then yield (on a busy machine the other side may
	 * be waiting for this very core), then sleep. */
	for (i = 1; spin > 0; i++) {
		if (atomic_load_explicit(p, memory_order_acquire) != v)
			return 0;
		if ((i & 15) == 0) {
			t = guard_now_ns() - t0;
			if (t > spin)
				break;
			if (t > GUARD_PAUSE_NS)
				sched_yield();
		}
		cpu_relax();
	}
	if (deadline != 0) {
		ts.tv_sec = (time_t)(deadline / 1000000000);
		ts.tv_nsec = (long)(deadline % 1000000000);
		tp = &ts;
	}
	for (;;) {
		atomic_store(sleeps, 1);
		if (atomic_load(p) != v) {
			atomic_store(sleeps, 0);
			return 0;
		}
		r = syscall(SYS_futex, p, FUTEX_WAIT_BITSET_PRIVATE, v, tp, NULL,
		    FUTEX_BITSET_MATCH_ANY);
		atomic_store(sleeps, 0);
		if (atomic_load(p) != v)
			return 0;
		if (r == -1 && errno == ETIMEDOUT)
			return -1;
	}
}

static void
post(struct worker *w, uint32_t s, atomic_int *sleeps)
{
	atomic_store(&w->state, s);
	if (atomic_load(sleeps))
		guard_wake(&w->state);
}

/* --- parking (signal context) -------------------------------------- */

/* The worker stops for good, on its alternate stack.  (Not declared
 * noreturn, nor is stop_self: ASan would unpoison the stack before the
 * call, through pthread_getattr_np, which locks and allocates.) */
static void
park(struct worker *w, int f)
{
	sigset_t all;
	int none = GUARD_NONE;

	if (w->is_inline)
		guard_inline_unwind(w, f);	/* herald's own thread */
	atomic_compare_exchange_strong(&w->fault, &none, f);
	if (w->zone > 0)
		w->unsafe = 1;
	atomic_store(&w->state, W_PARKED);
	guard_wake(&w->state);
	sigfillset(&all);
	for (;;)
		sigsuspend(&all);
}

/* A fault the worker finds itself: parks through its signal handler, so
 * that it parks on the alternate stack and its own may be given back. */
void
guard_stop_self(struct worker *w, int f)
{
	w->stopping = 1;
	w->park_now = f;
	syscall(SYS_tgkill, getpid(), w->tid, guard_sig);
	for (;;)
		pause();
}

static void
on_guard(int sig, siginfo_t *si, void *uc)
{
	struct worker *w = guard_tl;

	if (w == NULL)
		return;
	if (w->park_now)
		park(w, w->park_now);
	if (w->zone > 0) {
		if (!w->pending)
			w->pending = GUARD_TIME;
		return;
	}
	park(w, GUARD_TIME);
}

static void
on_segv(int sig, siginfo_t *si, void *uc)
{
	struct worker *w = guard_tl;
	struct sigaction *was = sig == SIGSEGV ? &old_segv : &old_bus;
	struct sigaction dfl;
	char *a = si->si_addr;

	if (w != NULL && a >= w->glo && a < w->lo)
		park(w, GUARD_STACK);
	/* Not ours: what was there before sees it. */
	/* (sa_handler and sa_sigaction share their storage) */
	if (was->sa_handler != SIG_DFL && was->sa_handler != SIG_IGN) {
		if (was->sa_flags & SA_SIGINFO)
			was->sa_sigaction(sig, si, uc);
		else
			was->sa_handler(sig);
		return;
	}
	memset(&dfl, 0, sizeof dfl);
	dfl.sa_handler = SIG_DFL;
	sigaction(sig, &dfl, NULL);
	if (si->si_code <= 0)
		raise(sig);		/* sent, not a fault: send it again */
}

/* --- panics -------------------------------------------------------- */

static int
memory_message(const char *m)
{
	return strstr(m, "unable to alloc") != NULL ||
	    strstr(m, "unable to realloc") != NULL ||
	    strstr(m, "max size for a Tcl value") != NULL ||
	    strstr(m, "out of memory") != NULL;
}

static void
fatal(const char *fmt, va_list ap)
{
	struct worker *w = guard_tl;
	char line[512];
	int f;

	if (w == NULL) {
		/* As Tcl's own: the message, then abort (through render:
		 * it allocates nothing and shows control bytes escaped). */
		vsnprintf(line, sizeof line, fmt, ap);
		render_puts(stderr, line);
		render_puts(stderr, "\n");
		fflush(stderr);
		abort();
	}
	vsnprintf(w->msg, sizeof w->msg, fmt, ap);
	if (w->refused == GUARD_STACK)
		f = GUARD_STACK;
	else if (w->refused == GUARD_MEMORY || memory_message(w->msg))
		f = GUARD_MEMORY;
	else
		f = GUARD_PANIC;
	guard_stop_self(w, f);
	for (;;)
		pause();
}

void
guard_panic(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	fatal(fmt, ap);
	for (;;)
		pause();
}

static void
tcl_panic(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	fatal(fmt, ap);
}

/* --- the worker ---------------------------------------------------- */

static void *
worker_main(void *p)
{
	struct worker *w = p;
	pthread_attr_t a;
	stack_t ss;
	sigset_t set;
	void *addr;
	size_t size, gsize;
	uint32_t run;

	w->top = __builtin_frame_address(0);
	w->tid = (pid_t)syscall(SYS_gettid);
	ss.ss_sp = w->alt;
	ss.ss_size = GUARD_ALT_SIZE;
	ss.ss_flags = 0;
	sigaltstack(&ss, &w->oldalt);
	/* (Without its bounds no fault is taken for a stack overflow.) */
	if (pthread_getattr_np(pthread_self(), &a) == 0) {
		if (pthread_attr_getstack(&a, &addr, &size) == 0 &&
		    pthread_attr_getguardsize(&a, &gsize) == 0) {
			w->lo = addr;
			w->glo = w->lo - gsize;
		}
		pthread_attr_destroy(&a);
	}
	/* Asynchronous signals are the main thread's (readline's). */
	sigfillset(&set);
	sigdelset(&set, guard_sig);
	sigdelset(&set, SIGSEGV);
	sigdelset(&set, SIGBUS);
	sigdelset(&set, SIGFPE);
	sigdelset(&set, SIGILL);
	sigdelset(&set, SIGTRAP);
	sigdelset(&set, SIGSYS);
	pthread_sigmask(SIG_SETMASK, &set, NULL);
	guard_tl = w;
	post(w, W_DONE, &w->main_sleeps);
	for (;;) {
		await(&w->state, W_DONE, &w->worker_sleeps, GUARD_SPIN_NS, 0);
		if (atomic_load(&w->state) == W_EXIT)
			break;
		w->used = 0;
		w->refused = 0;
		w->fn(w->arg);
		run = W_RUN;
		if (!atomic_compare_exchange_strong(&w->state, &run, W_DONE))
			for (;;)
				pause();	/* being stopped: the signal comes */
		if (atomic_load(&w->main_sleeps))
			guard_wake(&w->state);
	}
	guard_tl = NULL;
	sigaltstack(&w->oldalt, NULL);
	return NULL;
}

static void
install(void)
{
	guard_sig = SIGRTMIN + 5;
	Tcl_SetPanicProc(tcl_panic);
	/* herald's own allocations that fail are panics too (util.c) */
	util_on_oom(guard_panic);
	guard_install_hooks();
}

/* Our handlers, unless they are there already: a handler installed after
 * them (a test harness's) is put in the chain behind them again. */
static void
install_handlers(void)
{
	struct sigaction sa, cur;

	pthread_once(&guard_once, install);
	memset(&sa, 0, sizeof sa);
	sigfillset(&sa.sa_mask);
	sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESTART;
	sa.sa_sigaction = on_guard;
	sigaction(guard_sig, &sa, NULL);
	sa.sa_sigaction = on_segv;
	if (sigaction(SIGSEGV, NULL, &cur) == 0 && cur.sa_sigaction != on_segv)
		sigaction(SIGSEGV, &sa, &old_segv);
	if (sigaction(SIGBUS, NULL, &cur) == 0 && cur.sa_sigaction != on_segv)
		sigaction(SIGBUS, &sa, &old_bus);
}

static int
start_worker(struct guard *g, char **why)
{
	struct worker *w = xcalloc(1, sizeof *w);
	pthread_attr_t a;
	sigset_t all, old;
	int rc;

	install_handlers();
	w->alt = mmap(NULL, GUARD_ALT_SIZE, PROT_READ | PROT_WRITE,
	    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (w->alt == MAP_FAILED) {
		*why = xprintf("cannot map a signal stack: %s",
		    strerror(errno));
		free(w);
		return -1;
	}
	atomic_init(&w->state, W_INIT);
	pthread_attr_init(&a);
	pthread_attr_setstacksize(&a, GUARD_STACK_SIZE);
	pthread_attr_setguardsize(&a, GUARD_GUARD_SIZE);
	/* Born with every signal blocked: it unblocks its own. */
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	rc = pthread_create(&w->thread, &a, worker_main, w);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	pthread_attr_destroy(&a);
	if (rc != 0) {
		*why = xprintf("cannot start the hook thread: %s",
		    strerror(rc));
		munmap(w->alt, GUARD_ALT_SIZE);
		free(w);
		return -1;
	}
	await(&w->state, W_INIT, &w->main_sleeps, GUARD_SPIN_NS, 0);
	g->w = w;
	return 0;
}

/* What a lost run leaves: its bytes, a parked count, and a new
 * generation for the guard (its interpreters are made again). */
static void
count_lost(struct guard *g, struct worker *w)
{
	if (w->used > 0) {
		g->st.lost += (size_t)w->used;
		atomic_fetch_add(&all_lost, (size_t)w->used);
	}
	atomic_fetch_add(&all_parked, 1);
	if (w->unsafe)
		broken = "a hook failed while holding a lock";
	g->st.parked++;
	g->gen++;
}

/* The worker is parked (or beyond reach): forget it, give its stack
 * back, and count what was lost with it. */
static void
lose_worker(struct guard *g, struct worker *w)
{
#ifdef GUARD_PREEMPT
	uintptr_t pg = (uintptr_t)sysconf(_SC_PAGESIZE);
	uintptr_t lo = ((uintptr_t)w->lo + pg - 1) & ~(pg - 1);
	uintptr_t hi = ((uintptr_t)w->top - 65536) & ~(pg - 1);
	unsigned char *vec;
	size_t i, n;

	/* Below its first frame the parked worker's stack is dead (it
	 * sleeps on its alternate stack).  Under ASan it is kept: LSan
	 * scans it for what the lost worker still points to. */
	if (atomic_load(&w->state) == W_PARKED && hi > lo) {
		n = (hi - lo) / pg;
		vec = xmalloc(n);
		if (mincore((void *)lo, hi - lo, vec) == 0)
			for (i = 0; i < n; i++)
				if (vec[i] & 1)
					g->st.returned += pg;
		free(vec);
		madvise((void *)lo, hi - lo, MADV_DONTNEED);
	}
#endif
	count_lost(g, w);
	g->w = NULL;
	guard_abandon(w);
}

int
guard_signal(void)
{
	return guard_sig;
}

void
guard_set_broken(const char *why)
{
	broken = why;
}

/* A run lost on the calling thread: counted as a parked worker. */
static void
lose_inline(struct guard *g, struct worker *w)
{
	count_lost(g, w);
	g->st.returned += GUARD_STACK_SIZE;
	g->inline_ran = 0;
}

/* --- the main thread's side ---------------------------------------- */

struct guard *
guard_new(void)
{
	struct guard *g = xcalloc(1, sizeof *g);

	install_handlers();
	g->grace = GUARD_GRACE_MS;
	g->budget = GUARD_BUDGET;
	return g;
}

void
guard_free(struct guard *g)
{
	struct worker *w;

	if (g == NULL)
		return;
	if ((w = g->w) != NULL) {
		post(w, W_EXIT, &w->worker_sleeps);
		pthread_join(w->thread, NULL);
		munmap(w->alt, GUARD_ALT_SIZE);
		free(w);
	}
	free(g);
}

void
guard_set_limits(struct guard *g, int ms, int grace_ms, size_t bytes)
{
	g->ms = ms > 0 ? ms : 0;
	g->grace = grace_ms > 0 ? grace_ms : 0;
	g->budget = bytes;
}

/* Waits for the worker: runs its host calls, stops it past the deadline.
 * *ran is the run's own time in ns. */
static enum guard_fault
supervise(struct guard *g, struct worker *w, uint64_t *ran)
{
	uint64_t t0 = guard_now_ns(), host = 0, h0, limit = 0, deadline = 0;
	uint32_t s, run;
	int r;

	if (g->ms > 0)
		limit = (uint64_t)(g->ms + g->grace) * 1000000;
#ifdef GUARD_PREEMPT
	if (limit > 0)
		deadline = t0 + limit;
#endif
	for (;;) {
		r = await(&w->state, W_RUN, &w->main_sleeps, GUARD_SPIN_NS,
		    deadline);
		s = atomic_load(&w->state);
		*ran = guard_now_ns() - t0 - host;
		if (s == W_HOST) {
			h0 = guard_now_ns();
			w->hfn(w->harg);
			h0 = guard_now_ns() - h0;
			host += h0;
			if (deadline != 0)
				deadline += h0;
			post(w, W_RUN, &w->worker_sleeps);
			continue;
		}
		if (s == W_DONE)
			return limit > 0 && *ran > limit ? GUARD_TIME :
			    GUARD_NONE;
		if (s == W_PARKED) {
			lose_worker(g, w);
			return atomic_load(&w->fault);
		}
		if (r == 0)
			continue;
		run = W_RUN;
		if (!atomic_compare_exchange_strong(&w->state, &run, W_STOP))
			continue;
		r = GUARD_NONE;
		atomic_compare_exchange_strong(&w->fault, &r, GUARD_TIME);
		syscall(SYS_tgkill, getpid(), w->tid, guard_sig);
		/* Inside a zone it parks as it leaves it. */
		await(&w->state, W_STOP, &w->main_sleeps, 0,
		    guard_now_ns() + GUARD_STOP_NS);
		*ran = guard_now_ns() - t0 - host;
		if (atomic_load(&w->state) != W_PARKED)
			broken = "a hook could not be stopped";
		lose_worker(g, w);
		return atomic_load(&w->fault);
	}
}

static char *
describe(struct guard *g, enum guard_fault f, const char *msg, uint64_t ran)
{
	unsigned long ms = (unsigned long)(ran / 1000000);

	switch (f) {
	case GUARD_STACK:
		return xprintf("it ran out of C stack (%u MB)",
		    GUARD_STACK_SIZE >> 20);
	case GUARD_MEMORY:
		return xprintf("it ran out of memory (its budget is %zu MB)%s%s",
		    g->budget >> 20, *msg != '\0' ? ": " : "", msg);
	case GUARD_TIME:
#ifndef GUARD_PREEMPT
		return xprintf("it ran past its time limit of %d ms (it took "
		    "%lu ms; sanitizer builds cannot stop it sooner)", g->ms,
		    ms);
#else
		return xprintf("it ran past its time limit of %d ms (stopped "
		    "after %lu ms)", g->ms, ms);
#endif
	case GUARD_PANIC:
		return xprintf("it made Tcl panic: %s", msg);
	default:
		return xprintf("%s", guard_fault_name(f));
	}
}

enum guard_fault
guard_run(struct guard *g, guard_fn *fn, void *arg, char **detail)
{
	enum guard_fault f;
	struct worker *w;
	uint64_t ran = 0;
	char *why = NULL;

	if (detail != NULL)
		*detail = NULL;
	if (guard_tl != NULL && !guard_tl->in_host) {
		fn(arg);
		return GUARD_NONE;
	}
	if (g->st.parked >= GUARD_MAX_PARKED ||
	    atomic_load(&all_parked) >= GUARD_ALL_PARKED)
		why = xprintf("hooks have failed %u times: restart herald",
		    g->st.parked >= GUARD_MAX_PARKED ? g->st.parked :
		    atomic_load(&all_parked));
	else if (atomic_load(&all_lost) >= GUARD_MAX_LOST)
		why = xprintf("failed hooks have lost %zu MB of memory: "
		    "restart herald", atomic_load(&all_lost) >> 20);
	else if (atomic_load(&broken) != NULL)
		why = xprintf("%s: restart herald", atomic_load(&broken));
	else if (g->busy || guard_tl != NULL)
		why = xprintf("a hook was called from a host call");
	else if (g->w == NULL && guard_inline_ok()) {
		struct sigaction cur;

		/* here: no hand-off (guard-inline.c).  A SIGSEGV handler
		 * installed since the guard was made (a test harness's)
		 * goes behind ours, as when a worker starts: looked at on
		 * a guard's first run here (a syscall a run would cost
		 * more than the run). */
		guard_generation(g);
		if (!g->inline_ran) {
			if (sigaction(SIGSEGV, NULL, &cur) != 0 ||
			    cur.sa_sigaction != on_segv)
				install_handlers();
			g->inline_ran = 1;
			g->epoch = guard_inline_epoch();
		}
		g->st.runs++;
		f = guard_inline_run(fn, arg, g->ms, g->grace, g->budget, &ran);
		if (f != GUARD_NONE) {
			w = guard_inline_worker();
			lose_inline(g, w);
			if (detail != NULL)
				*detail = describe(g, f, w->msg, ran);
		}
		return f;
	} else if (g->w == NULL)
		start_worker(g, &why);
	if (why != NULL) {
		if (detail != NULL)
			*detail = why;
		else
			free(why);
		return GUARD_REFUSED;
	}
	w = g->w;
	w->fn = fn;
	w->arg = arg;
	w->budget = g->budget;
	atomic_store(&w->fault, GUARD_NONE);
	g->st.runs++;
	g->busy = 1;
	post(w, W_RUN, &w->worker_sleeps);
	f = supervise(g, w, &ran);
	g->busy = 0;
	if (f != GUARD_NONE && detail != NULL)
		*detail = describe(g, f, w->msg, ran);
	return f;
}

int
guard_refuses(struct guard *g)
{
	return g->st.parked >= GUARD_MAX_PARKED ||
	    atomic_load(&all_parked) >= GUARD_ALL_PARKED ||
	    atomic_load(&all_lost) >= GUARD_MAX_LOST ||
	    atomic_load(&broken) != NULL;
}

unsigned
guard_generation(struct guard *g)
{
	/* a run lost on the calling thread took with it what any guard
	 * made there */
	if (g->inline_ran && g->epoch != guard_inline_epoch()) {
		g->gen++;
		g->inline_ran = 0;
	}
	return g->gen;
}

void
guard_abandon(void *p)
{
	int i = atomic_fetch_add(&nabandoned, 1);

	if (i < (int)nitems(abandoned))
		abandoned[i] = p;
}

void
guard_stats(struct guard *g, struct guard_stats *st)
{
	*st = g->st;
}

const char *
guard_fault_name(enum guard_fault f)
{
	static const char *names[] = { "none", "stack", "memory", "time",
	    "panic", "refused" };

	return (unsigned)f < nitems(names) ? names[f] : "unknown";
}

/* --- on the worker ------------------------------------------------- */

int
guard_on_worker(void)
{
	return guard_tl != NULL;
}

int
guard_own_thread(void)
{
	return guard_tl != NULL && !guard_tl->is_inline;
}

int
guard_host(guard_fn *fn, void *arg)
{
	struct worker *w = guard_tl;
	uint32_t run = W_RUN;

	if (w == NULL) {
		fn(arg);
		return 0;
	}
	if (w->is_inline)
		return guard_inline_host(fn, arg);
	w->hfn = fn;
	w->harg = arg;
	if (!atomic_compare_exchange_strong(&w->state, &run, W_HOST))
		return -1;		/* being stopped */
	if (atomic_load(&w->main_sleeps))
		guard_wake(&w->state);
	await(&w->state, W_HOST, &w->worker_sleeps, GUARD_SPIN_NS, 0);
	return 0;
}

void
guard_enter(void)
{
	struct worker *w = guard_tl;

	if (w == NULL)
		return;
	if (w->zone == 0 && short_of_stack(w))
		guard_stop_self(w, GUARD_STACK);
	zone_in(w);
	w->enter++;
}

void
guard_leave(void)
{
	struct worker *w = guard_tl;

	if (w == NULL || w->enter == 0)
		return;
	w->enter--;
	zone_out(w);
}
