/* guard-wrap: herald's own malloc and pthread_mutex_* (the executable's
 * definitions win over libc's for every library) count the bytes of the
 * guard's worker, refuse them past its budget and mark where it may not
 * be stopped; on every other thread they only forward.  Under ASan,
 * ASan's allocation hooks count instead (see guard-int.h). */
#include <dlfcn.h>
#include <errno.h>
#include <malloc.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>

#include "guard-int.h"

#ifdef GUARD_ASAN
/* ASan's allocator is ASan's: the worker's bytes are counted through its
 * hooks, which run when no allocator lock is held, and a run past its
 * budget (or short of stack) stops there, or on leaving its zone. */
extern int __sanitizer_install_malloc_and_free_hooks(
    void (*)(const volatile void *, size_t), void (*)(const volatile void *));
extern size_t __sanitizer_get_allocated_size(const volatile void *);
const char *__asan_default_options(void);

static void
on_malloc(const volatile void *p, size_t n)
{
	struct worker *w = guard_tl;
	int f;

	if (w == NULL || w->stopping)
		return;
	w->used += (long long)n;
	if (w->enter > 0)
		return;
	if (short_of_stack(w))
		f = GUARD_STACK;
	else if (w->budget > 0 && w->used > (long long)w->budget)
		f = GUARD_MEMORY;
	else
		return;
	if (w->zone > 0) {
		if (!w->pending)
			w->pending = f;
		return;
	}
	guard_stop_self(w, f);
}

static void
on_free(const volatile void *p)
{
	struct worker *w = guard_tl;

	if (w != NULL && p != NULL)
		w->used -= (long long)__sanitizer_get_allocated_size(p);
}

void
guard_install_hooks(void)
{
	__sanitizer_install_malloc_and_free_hooks(on_malloc, on_free);
}

/* An allocation that cannot be made fails (Tcl then panics) instead of
 * killing herald. */
__attribute__((weak, used)) const char *
__asan_default_options(void)
{
	return "allocator_may_return_null=1:max_allocation_size_mb=4096";
}
#else
void
guard_install_hooks(void)
{
}
#endif

#ifdef GUARD_PREEMPT
/* --- malloc --------------------------------------------------------- */

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void __libc_free(void *);
extern void *__libc_memalign(size_t, size_t);
extern void *__libc_valloc(size_t);
extern void *__libc_pvalloc(size_t);

/* May the worker's run have n bytes more?  Host code between
 * guard_enter and guard_leave always may. */
static int
admit(struct worker *w, size_t n)
{
	if (w->enter > 0)
		return 1;
	if (short_of_stack(w)) {
		w->refused = GUARD_STACK;
		return 0;
	}
	if (w->budget > 0 && (n > w->budget ||
	    w->used + (long long)n > (long long)w->budget)) {
		w->refused = GUARD_MEMORY;
		return 0;
	}
	return 1;
}

void *
malloc(size_t n)
{
	struct worker *w = guard_tl;
	void *p = NULL;

	if (w == NULL)
		return __libc_malloc(n);
	zone_in(w);
	if (admit(w, n) && (p = __libc_malloc(n)) != NULL)
		w->used += (long long)malloc_usable_size(p);
	zone_out(w);
	if (p == NULL)
		errno = ENOMEM;
	return p;
}

void *
calloc(size_t n, size_t size)
{
	struct worker *w = guard_tl;
	void *p = NULL;

	if (w == NULL)
		return __libc_calloc(n, size);
	if (size != 0 && n > SIZE_MAX / size) {
		errno = ENOMEM;
		return NULL;
	}
	zone_in(w);
	if (admit(w, n * size) && (p = __libc_calloc(n, size)) != NULL)
		w->used += (long long)malloc_usable_size(p);
	zone_out(w);
	if (p == NULL)
		errno = ENOMEM;
	return p;
}

void
free(void *p)
{
	struct worker *w = guard_tl;

	if (w == NULL || p == NULL) {
		__libc_free(p);
		return;
	}
	zone_in(w);
	w->used -= (long long)malloc_usable_size(p);
	__libc_free(p);
	zone_out(w);
}

void *
realloc(void *p, size_t n)
{
	struct worker *w = guard_tl;
	size_t old;
	void *q = NULL;

	if (w == NULL)
		return __libc_realloc(p, n);
	if (p == NULL)
		return malloc(n);
	if (n == 0) {
		free(p);
		return NULL;
	}
	zone_in(w);
	old = malloc_usable_size(p);
	if ((n <= old || admit(w, n - old)) &&
	    (q = __libc_realloc(p, n)) != NULL)
		w->used += (long long)malloc_usable_size(q) - (long long)old;
	zone_out(w);
	if (q == NULL)
		errno = ENOMEM;
	return q;
}

void *
reallocarray(void *p, size_t n, size_t size)
{
	if (size != 0 && n > SIZE_MAX / size) {
		errno = ENOMEM;
		return NULL;
	}
	return realloc(p, n * size);
}

void *
memalign(size_t align, size_t n)
{
	struct worker *w = guard_tl;
	void *p = NULL;

	if (w == NULL)
		return __libc_memalign(align, n);
	zone_in(w);
	if (admit(w, n + align) && (p = __libc_memalign(align, n)) != NULL)
		w->used += (long long)malloc_usable_size(p);
	zone_out(w);
	if (p == NULL)
		errno = ENOMEM;
	return p;
}

void *
aligned_alloc(size_t align, size_t n)
{
	return memalign(align, n);
}

int
posix_memalign(void **out, size_t align, size_t n)
{
	void *p;

	if (align < sizeof(void *) || (align & (align - 1)) != 0)
		return EINVAL;
	if ((p = memalign(align, n)) == NULL)
		return ENOMEM;
	*out = p;
	return 0;
}

void *
valloc(size_t n)
{
	return memalign((size_t)sysconf(_SC_PAGESIZE), n);
}

void *
pvalloc(size_t n)
{
	size_t pg = (size_t)sysconf(_SC_PAGESIZE);

	if (n > SIZE_MAX - pg) {
		errno = ENOMEM;
		return NULL;
	}
	return memalign(pg, n == 0 ? pg : (n + pg - 1) & ~(pg - 1));
}
#endif

#ifdef GUARD_MUTEXES
/* A worker holding a mutex (Tcl's are pthread mutexes) is not stopped
 * until it lets go. */
#ifdef GUARD_PREEMPT
/* libc's own, under the names libc keeps for compatibility. */
extern int real_mutex_lock(pthread_mutex_t *);
extern int real_mutex_trylock(pthread_mutex_t *);
extern int real_mutex_unlock(pthread_mutex_t *);
__asm__(".symver real_mutex_lock,__pthread_mutex_lock@GLIBC_2.2.5");
__asm__(".symver real_mutex_trylock,__pthread_mutex_trylock@GLIBC_2.2.5");
__asm__(".symver real_mutex_unlock,__pthread_mutex_unlock@GLIBC_2.2.5");
#else
/* ASan intercepts those names too: the next definition, looked up on
 * first use (dlsym takes no pthread mutex). */
typedef int mutex_fn(pthread_mutex_t *);

static mutex_fn *
next_mutex_fn(_Atomic(mutex_fn *) *fp, const char *name)
{
	mutex_fn *f = atomic_load_explicit(fp, memory_order_relaxed);

	if (f == NULL) {
		f = (mutex_fn *)dlsym(RTLD_NEXT, name);
		if (f == NULL)
			abort();
		atomic_store_explicit(fp, f, memory_order_relaxed);
	}
	return f;
}

static _Atomic(mutex_fn *) next_lock, next_trylock, next_unlock;
#define real_mutex_lock(m) \
	next_mutex_fn(&next_lock, "pthread_mutex_lock")(m)
#define real_mutex_trylock(m) \
	next_mutex_fn(&next_trylock, "pthread_mutex_trylock")(m)
#define real_mutex_unlock(m) \
	next_mutex_fn(&next_unlock, "pthread_mutex_unlock")(m)
#endif

int
pthread_mutex_lock(pthread_mutex_t *m)
{
	struct worker *w = guard_tl;
	int rc;

	if (w == NULL)
		return real_mutex_lock(m);
	if (w->zone == 0 && short_of_stack(w))
		guard_stop_self(w, GUARD_STACK);
	zone_in(w);
	if ((rc = real_mutex_lock(m)) != 0)
		zone_out(w);
	return rc;
}

int
pthread_mutex_trylock(pthread_mutex_t *m)
{
	struct worker *w = guard_tl;
	int rc;

	if (w == NULL)
		return real_mutex_trylock(m);
	if (w->zone == 0 && short_of_stack(w))
		guard_stop_self(w, GUARD_STACK);
	zone_in(w);
	if ((rc = real_mutex_trylock(m)) != 0)
		zone_out(w);
	return rc;
}

int
pthread_mutex_unlock(pthread_mutex_t *m)
{
	struct worker *w = guard_tl;
	int rc;

	if (w == NULL)
		return real_mutex_unlock(m);
	if ((rc = real_mutex_unlock(m)) == 0)
		zone_out(w);
	return rc;
}
#endif
