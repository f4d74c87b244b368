/* Unit tests of hookrecall.c (issue 10): a hook call that read the game
 * through herald::eliminated and herald::lost and nothing else, said
 * nothing and changed nothing is not run again with the same words on a
 * game whose units are eliminated as before; every other call runs each
 * time.  Each recalled answer is compared with a run of the same call
 * in hooks that have never seen it.  And the scripts' text, which hook.c
 * loads as it is when the utf-8 encoding would give it back unchanged. */
#include "testutil.h"

#include <stdio.h>
#include <string.h>

#include <tcl.h>

#include "guard.h"
#include "hook.h"
#include "hook-int.h"

static char dir[64];
static struct gamedata *gd;
static struct scenario *sc;
static struct state *st;

static const char text[] =
    "proc count {turn side} {\n"
    "  set r [herald::eliminated red]\n"
    "  set all [herald::eliminated]\n"
    "  return \"$turn $side: $r of $all [herald::lost blue]\"\n"
    "}\n"
    "proc quiet {turn} { herald::eliminated }\n"
    "proc wins {} {\n"
    "  if {[herald::eliminated blue] > 0} { herald::declare red won }\n"
    "}\n"
    "proc looks {} { dict get [herald::unit r1] hex }\n"
    "proc says {} { herald::narrate \"[herald::eliminated] lost\" }\n"
    "proc fails {} { herald::eliminated nobody }\n"
    "proc loops {} { while 1 { herald::eliminated } }\n"
    "proc nothing {} { expr {6 * 7} }\n";

static int
setup(void **state)
{
	char *why = NULL;

	test_mkdtemp(dir, sizeof dir, "recall");
	assert_int_equal(gamedata_load(test_tinydir(), "tiny", &gd, &why), 0);
	assert_int_equal(scenario_load(gd, "basic", &sc, &why), 0);
	st = state_new(gd, 7);
	assert_int_equal(board_setup(st, sc, &why), 0);
	return 0;
}

static int
teardown(void **state)
{
	test_rmtree(dir);
	state_free(st);
	scenario_free(sc);
	gamedata_free(gd);
	return 0;
}

static struct hooks *
load(void)
{
	struct hooks *h = NULL;
	char *p = xprintf("%s/recall.tcl", dir), *why = NULL;
	FILE *f = fopen(p, "w");

	assert_non_null(f);
	fputs(text, f);
	fclose(f);
	if (hooks_new(NULL, p, &h, &why) != 0)
		fail_msg("hooks_new: %s", why);
	free(p);
	return h;
}

static int
unit(const char *id)
{
	char *why = NULL;
	int u = gd_unit_find(gd, id, &why);

	assert_true(u >= 0);
	return u;
}

static int
runs(struct hooks *h)
{
	struct guard_stats gs;

	guard_stats(h->guard, &gs);
	return (int)gs.runs;
}

/* One call: its return, its answer (or "-") and its narration. */
static char *
call(struct hooks *h, struct state *on, const char *proc, int argc,
    const char **argv, int ask)
{
	struct buf narr;
	struct hook_env env = { gd, sc, on, &narr, NULL };
	char *result = NULL, *why = NULL, *out;
	int rc;

	buf_init(&narr);
	rc = hooks_call(h, &env, proc, argc, argv, ask ? &result : NULL,
	    &why);
	out = xprintf("%d %s [%s]", rc, result != NULL ? result : "-",
	    narr.s != NULL ? narr.s : "");
	free(result);
	free(why);
	buf_free(&narr);
	return out;
}

/* The call again in H, and whether it ran; the same as in fresh hooks. */
static int
again(struct hooks *h, struct state *on, const char *proc, int argc,
    const char **argv, int ask)
{
	struct hooks *fresh = load();
	struct state *copy = state_copy(on);
	char *a, *b, *what = NULL;
	int n = runs(h), ran;

	a = call(h, on, proc, argc, argv, ask);
	ran = runs(h) > n;
	b = call(fresh, copy, proc, argc, argv, ask);
	assert_string_equal(a, b);
	if (!state_equal(on, copy, &what))
		fail_msg("%s: not the game a fresh call gives: %s", proc, what);
	free(a);
	free(b);
	state_free(copy);
	hooks_free(fresh);
	return ran;
}

static void
test_a_pure_call_is_recalled(void **state)
{
	struct hooks *h = load();
	const char *w[] = { "1", "red" }, *w2[] = { "1", "blue" };

	assert_true(again(h, st, "count", 2, w, 1));	/* the first runs */
	assert_false(again(h, st, "count", 2, w, 1));
	assert_false(again(h, st, "count", 2, w, 1));
	/* other words run, and are recalled in their turn */
	assert_true(again(h, st, "count", 2, w2, 1));
	assert_false(again(h, st, "count", 2, w2, 1));
	assert_false(again(h, st, "count", 2, w, 1));
	/* asked without an answer wanted (an event) is another call */
	assert_true(again(h, st, "count", 2, w, 0));
	assert_false(again(h, st, "count", 2, w, 0));
	hooks_free(h);
}

static void
test_an_elimination_is_seen(void **state)
{
	struct hooks *h = load();
	struct state *s = state_copy(st);
	const char *w[] = { "1", "red" };
	char *a;

	assert_true(again(h, s, "count", 2, w, 1));
	s->u[unit("b1")].eliminated = 1;
	assert_true(again(h, s, "count", 2, w, 1));
	a = call(h, s, "count", 2, w, 1);
	assert_string_equal(a, "0 1 red: 0 of 1 b1 []");
	free(a);
	assert_false(again(h, s, "count", 2, w, 1));
	s->u[unit("r1")].eliminated = 1;
	assert_true(again(h, s, "count", 2, w, 1));
	s->u[unit("r1")].eliminated = 0;
	s->u[unit("b1")].eliminated = 0;
	/* back to the game first seen: recalled from then */
	assert_false(again(h, s, "count", 2, w, 1));
	/* anything else about the game does not matter to this call */
	s->turn++;
	s->u[unit("r2")].routed = 1;
	assert_false(again(h, s, "count", 2, w, 1));
	state_free(s);
	hooks_free(h);
}

static void
test_other_calls_run_each_time(void **state)
{
	struct hooks *h = load();
	struct state *s = state_copy(st);

	/* no read of the game at all, a read not recorded here,
	 * narration, a failure, a limit */
	assert_true(again(h, s, "nothing", 0, NULL, 1));
	assert_true(again(h, s, "nothing", 0, NULL, 1));
	assert_true(again(h, s, "looks", 0, NULL, 1));
	assert_true(again(h, s, "looks", 0, NULL, 1));
	assert_true(again(h, s, "says", 0, NULL, 0));
	assert_true(again(h, s, "says", 0, NULL, 0));
	assert_true(again(h, s, "fails", 0, NULL, 0));
	assert_true(again(h, s, "fails", 0, NULL, 0));
	hooks_set_limits(h, 1000, 2000);
	assert_true(again(h, s, "loops", 0, NULL, 0));
	assert_true(again(h, s, "loops", 0, NULL, 0));
	/* one that changes the game (it declares a winner) */
	assert_true(again(h, s, "wins", 0, NULL, 0));
	assert_false(again(h, s, "wins", 0, NULL, 0));	/* it did not */
	s->u[unit("b1")].eliminated = 1;
	assert_true(again(h, s, "wins", 0, NULL, 0));
	assert_int_equal(s->over, 1);
	assert_true(again(h, s, "wins", 0, NULL, 0));
	state_free(s);
	hooks_free(h);
}

static void
test_new_limits_forget(void **state)
{
	struct hooks *h = load();
	const char *w[] = { "3" };

	assert_true(again(h, st, "quiet", 1, w, 0));
	assert_false(again(h, st, "quiet", 1, w, 0));
	hooks_set_limits(h, HOOK_MAX_COMMANDS, HOOK_MAX_MS);
	assert_true(again(h, st, "quiet", 1, w, 0));
	assert_false(again(h, st, "quiet", 1, w, 0));
	/* questions have their own memory (hookmemo.c): not this one */
	hooks_questioning(h, 1);
	assert_true(again(h, st, "quiet", 1, w, 0));
	hooks_questioning(h, 0);
	hooks_free(h);
}

/* A script loads as [source -encoding utf-8] would, whether its text
 * is plain UTF-8 (loaded as it is) or not (through the encoding). */
static void
test_script_text_as_utf8_source(void **state)
{
	static const char *const bodies[] = {
		"plain ascii",
		"caf\xc3\xa9 \xe2\x82\xac \xe0\xa4\x85 \xef\xbf\xbd",
		"stray \xe9 byte",
		"cut \xe2\x82",
		"wide \xf0\x9f\x98\x80",
		"long \xc0\x80 \xe0\x80\xaf",
		"surrogate \xed\xa0\x80",
	};
	Tcl_Encoding utf8;
	Tcl_DString ds;
	struct hooks *h;
	char *p, *text, *result, *why = NULL;
	size_t i;
	FILE *f;

	for (i = 0; i < nitems(bodies); i++) {
		p = xprintf("%s/text.tcl", dir);
		text = xprintf("proc t {} { return \"%s\" }\n", bodies[i]);
		assert_non_null(f = fopen(p, "w"));
		fputs(text, f);
		fclose(f);
		h = NULL;
		if (hooks_new(NULL, p, &h, &why) != 0)
			fail_msg("hooks_new: %s", why);
		result = call(h, st, "t", 0, NULL, 1);
		utf8 = Tcl_GetEncoding(NULL, "utf-8");
		Tcl_ExternalToUtfDString(utf8, bodies[i], -1, &ds);
		Tcl_FreeEncoding(utf8);
		free(text);
		text = xprintf("0 %s []", Tcl_DStringValue(&ds));
		assert_string_equal(result, text);
		Tcl_DStringFree(&ds);
		free(text);
		free(result);
		free(p);
		hooks_free(h);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_a_pure_call_is_recalled),
		cmocka_unit_test(test_an_elimination_is_seen),
		cmocka_unit_test(test_other_calls_run_each_time),
		cmocka_unit_test(test_new_limits_forget),
		cmocka_unit_test(test_script_text_as_utf8_source),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
