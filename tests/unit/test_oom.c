/* test_oom: what herald's own allocations do when they fail (util.c).
 * util, which every module builds on, calls into none of them
 * (tests/imports.test): the guard hands it its panic (util_on_oom), so
 * that on the guard's worker an xmalloc past the memory budget is a
 * memory fault of the hook (guard.h, "Faults"), and herald goes on;
 * before any guard, and off the worker, it is the message and abort(). */
#include "testutil.h"

#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "guard.h"
#include "util.h"

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define SANITIZED 1
#endif
#endif

#define BUDGET	((size_t)8 << 20)

static void
allocate_past_the_budget(void *arg)
{
	char **p = arg;

	*p = xmalloc(BUDGET * 8);
	memset(*p, 1, BUDGET * 8);
}

/* Before any guard: the message, then abort() (in a child). */
static void
test_oom_without_a_guard(void **state)
{
	volatile size_t hopeless = SIZE_MAX / 2;
	int status;
	pid_t pid;

	(void)state;
#ifdef SANITIZED
	/* the sanitizer's allocator reports a hopeless size itself */
	skip();
#endif
	pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		close(2);	/* the message is not this test's output */
		(void)xmalloc(hopeless);
		_exit(0);
	}
	assert_int_equal(waitpid(pid, &status, 0), pid);
	assert_true(WIFSIGNALED(status));
	assert_int_equal(WTERMSIG(status), SIGABRT);
}

/* On the worker: a memory fault, reported, and herald goes on. */
static void
test_oom_on_the_worker_is_a_memory_fault(void **state)
{
	struct guard *g = guard_new();
	char *p = NULL, *detail = NULL;
	enum guard_fault f;

	(void)state;
#if defined(__SANITIZE_THREAD__)
	skip();		/* no budget is kept under TSan (guard-int.h) */
#endif
	guard_set_limits(g, 0, GUARD_GRACE_MS, BUDGET);
	f = guard_run(g, allocate_past_the_budget, &p, &detail);
	if (f != GUARD_MEMORY)
		fail_msg("expected a memory fault, got %s (%s)",
		    guard_fault_name(f), detail ? detail : "no detail");
	assert_null(p);
	assert_non_null(detail);
	assert_non_null(strstr(detail, "memory"));
	free(detail);
	/* and the next run is fine */
	p = NULL;
	guard_set_limits(g, 0, GUARD_GRACE_MS, GUARD_BUDGET);
	assert_int_equal(guard_run(g, allocate_past_the_budget, &p, NULL),
	    GUARD_NONE);
	assert_non_null(p);
	free(p);
	guard_free(g);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_oom_without_a_guard),
		cmocka_unit_test(test_oom_on_the_worker_is_a_memory_fault),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
