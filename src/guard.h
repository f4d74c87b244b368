/* guard: runs untrusted work (scenario hooks, Tcl) on a worker thread of
 * its own, where a C stack overflow, an exhausted memory budget, a Tcl
 * panic or a single command that runs too long stops that worker and is
 * reported as a value, instead of killing herald.  The guard never prints.
 *
 * The worker has a 16 MB stack with a 1 MB guard below it and blocks every
 * asynchronous signal but the guard's own (SIGRTMIN+5): SIGINT, SIGWINCH
 * and SIGTSTP stay with the main thread and readline.  A faulted worker is
 * parked: it sleeps for good on its alternate stack, is never joined, and
 * its heap and Tcl state are never touched again; the pages of its stack
 * are given back (madvise; not under ASan, whose leak checker scans
 * them).  The next guard_run starts a fresh worker (fresh Tcl thread
 * data).  A hand-off costs well under a microsecond when a core is free;
 * both sides spin for 50 us (yielding after 5 us), then sleep on a futex.
 *
 * Where it can (x86-64, no sanitizer, no valgrind, one thread: the first
 * that asks), a run does not go to a worker at all but runs on the
 * calling thread, on a 16 MB stack of its own with the same guard
 * region, memory budget and time limit (a watchdog thread sends the
 * guard's signal at the deadline): see guard-inline.c.  A hand-off
 * costs microseconds, and on a busy machine far more; a hook call costs
 * a few.  A fault there jumps back to guard_run instead of parking, and
 * ends inline runs for the process (that thread's Tcl data may be
 * half-changed): every guard that ran there moves to a new generation,
 * and the runs after it go to workers as described here.  Its
 * asynchronous signals are the calling thread's own, as for any of
 * herald's code.  HERALD_GUARD_THREADS in the environment turns inline
 * runs off.
 *
 * Faults:
 *  - stack: a SIGSEGV/SIGBUS in the worker's guard region (handled on its
 *    alternate stack), or an allocation, a mutex lock or a guard_enter
 *    with less than 256 KB of stack left.  Any other SIGSEGV goes to the
 *    handler that was there before (real bugs still crash, ASan reports;
 *    a handler installed after the guard's is put behind it again when a
 *    worker starts).
 *  - memory: the worker's allocations in one guard_run, net of its frees
 *    (whichever thread made what it frees), may not pass the budget:
 *    herald's own malloc family (src/guard-wrap.c) returns NULL, Tcl
 *    panics, and the panic is reported as a memory fault.  Under ASan the
 *    bytes are counted through ASan's allocation hooks, which stop the
 *    worker at the allocation that passes the budget (ASan's
 *    allocator_may_return_null=1 and max_allocation_size_mb=4096 turn a
 *    hopeless allocation into Tcl's panic).  The memory of a worker lost
 *    this way stays allocated: see the caps below.
 *  - time: past the limit plus the grace the main thread sends the worker
 *    the guard's signal; it parks at once, or, when it is inside malloc,
 *    holds a pthread mutex (Tcl's locks are pthread mutexes; herald's
 *    pthread_mutex_lock/trylock/unlock count them) or is between
 *    guard_enter and guard_leave, as it leaves (the main thread waits up
 *    to 5 s for that).  ASan's allocator takes locks we cannot see: under
 *    sanitizers the worker is never interrupted, and a run that returns
 *    late is reported as a time fault when it returns (a C loop that never
 *    returns hangs there; Tcl's own limits still apply).  glibc's internal
 *    locks (stdio, dlopen, locale) are not seen either: host code that
 *    uses them on the worker brackets them with guard_enter/guard_leave.
 *  - panic: Tcl_Panic or guard_panic on the worker.
 * guard_run refuses (GUARD_REFUSED, "restart herald") after 8 workers lost
 * by one guard, 32 by the process or 1 GB of heap lost with them, or once
 * a worker was lost inside a zone (it may hold a lock) or could not be
 * stopped.
 *
 * Integration recipe for hook.c (the coordinator's):
 *  1. struct hooks gains `struct guard *guard;` and `unsigned gen;`.
 *     hooks_new: h->guard = guard_new(); guard_set_limits(h->guard,
 *     h->max_ms, GUARD_GRACE_MS, GUARD_BUDGET); hooks_set_limits does the
 *     same with the new ms.
 *  2. Every Tcl_* call of the hook module runs on the worker, Tcl_Find-
 *     Executable included: each public entry point (hooks_new's
 *     setup_interp, hooks_reset, hooks_call and the hooks_event/hooks_ask
 *     loop, hooks_free) packs its arguments and results in a struct and
 *     calls guard_run(h->guard, fn, &args, &detail), fn being a static
 *     `void fn(void *)` that does today's work.  One guard_run per
 *     hooks_call (or per each_hook loop) keeps the hand-off off the
 *     replay's path.  Results may be xstrdup'd on the worker and freed by
 *     the caller.
 *  3. A fault: *cause = xprintf("%s: hook %s was stopped: %s; the game is
 *     unchanged", script, proc, detail) (detail reads "it ran out of C
 *     stack (16 MB)", "it ran past its time limit of 2000 ms (...)", ...),
 *     free(detail), and the order is refused as for any hook error.  If
 *     guard_generation(h->guard) != h->gen the worker is gone and with it
 *     the interpreters: guard_abandon(h->master), h->master = h->child =
 *     NULL; the next call (on the new worker) runs setup_interp first and
 *     sets h->gen = guard_generation(h->guard).  (Under sanitizers a late
 *     run keeps its worker: same generation, interpreters still good.)
 *  4. hookcmd.c: cmd_roll runs roller_roll through guard_host(fn, &args):
 *     it and its readline prompt run on the main thread, and the wait is
 *     not counted (hook_limit_extend still moves Tcl's own limit on).  If
 *     guard_host returns -1 the run is being stopped: return TCL_ERROR.
 *     Every herald:: command that writes what the main thread owns (the
 *     narration buffer, the state, the roller) does so between
 *     guard_enter() and guard_leave(): never stopped half-way, and its
 *     allocations are not refused.
 *  5. util.c's oom() calls guard_panic("herald: out of memory") (on the
 *     worker a memory fault, elsewhere printed and aborted as before): the
 *     guard hands it to util_on_oom when it first installs its handlers,
 *     so that util calls into no module of its own.
 *  6. hooks_free: one guard_run that deletes the interpreter and calls
 *     Tcl_FinalizeThread(), then guard_free() (joins the worker).
 */
#ifndef HERALD_GUARD_H
#define HERALD_GUARD_H

#include <stddef.h>

#define GUARD_STACK_SIZE	(16u << 20)	/* twice a main thread's */
#define GUARD_GRACE_MS		250
#define GUARD_BUDGET		((size_t)256 << 20)
#define GUARD_MAX_PARKED	8

enum guard_fault {
	GUARD_NONE = 0,
	GUARD_STACK,		/* ran out of C stack */
	GUARD_MEMORY,		/* past the memory budget */
	GUARD_TIME,		/* past the time limit and grace */
	GUARD_PANIC,		/* Tcl_Panic or guard_panic */
	GUARD_REFUSED		/* not run: too many failures before */
};

struct guard;
typedef void guard_fn(void *);

struct guard	*guard_new(void);
/* Ends the worker (after its last job) and frees the guard. */
void		 guard_free(struct guard *);
/* Limit of one run in ms (0: none), its grace, and the memory budget of
 * one run in bytes (0: none).  Defaults: none, GUARD_GRACE_MS,
 * GUARD_BUDGET. */
void		 guard_set_limits(struct guard *, int ms, int grace_ms,
		    size_t bytes);

/* Runs fn(arg) on the worker and waits.  GUARD_NONE: fn returned;
 * otherwise *detail (xprintf-allocated, may be NULL if detail is) says
 * what happened, and fn did not return.  On the worker itself, fn is
 * simply called. */
enum guard_fault guard_run(struct guard *, guard_fn *, void *,
		    char **detail);
/* Changes whenever a worker is lost: state made on an older generation
 * (Tcl interpreters) is gone and must not be touched. */
unsigned	 guard_generation(struct guard *);
/* guard_run would refuse now (GUARD_REFUSED: too many failures, or a
 * lost worker left a lock): what remembers a run's outcome must not
 * give it instead. */
int		 guard_refuses(struct guard *);
/* Keeps a pointer to what a lost worker owned reachable (LeakSanitizer
 * would call it a leak); never freed. */
void		 guard_abandon(void *);

/* On the worker: runs fn(arg) on the thread that called guard_run while
 * the worker waits; that time is not counted.  Returns 0, or -1 (fn not
 * run) when the run is being stopped.  Elsewhere fn is simply called. */
int		 guard_host(guard_fn *, void *);
/* Brackets host code on the worker that must not be stopped half-way.
 * No-ops elsewhere. */
void		 guard_enter(void);
void		 guard_leave(void);
int		 guard_on_worker(void);
/* On a worker thread of its own (not a run on the calling thread, see
 * guard-inline.c): its Tcl thread data is its own to finalise. */
int		 guard_own_thread(void);

/* A fatal error: on the worker, a fault for guard_run (memory if the
 * message says memory); elsewhere the message on stderr and abort(). */
void		 guard_panic(const char *, ...)
		    __attribute__((format(printf, 1, 2), noreturn));
const char	*guard_fault_name(enum guard_fault);

struct guard_stats {
	unsigned	runs;
	unsigned	parked;		/* workers lost */
	size_t		returned;	/* stack bytes given back */
	size_t		lost;		/* heap bytes lost with them */
};
void		 guard_stats(struct guard *, struct guard_stats *);

#endif
