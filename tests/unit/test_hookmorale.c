/* test_hookmorale: herald::morale (src/hookmorale.c), a morale check by
 * points made from a hook (spi-agincourt §10.0): its words checked and a
 * game whose morale is not by points refused, naming the form expected.
 * The checks themselves are the transcripts' (tests/transcripts/spi-10-*
 * on the real game). */
#include "testutil.h"
#include "testhook.h"

#include <stdio.h>
#include <string.h>

#include "guard.h"
#include "hook.h"
#include "hook-int.h"

static char dir[64];
static struct gamedata *gd;
static struct scenario *sc;
static struct state *st;

static int
setup(void **state)
{
	char *why = NULL;

	(void)state;
	test_mkdtemp(dir, sizeof dir, "hookmorale");
	assert_int_equal(gamedata_load(test_tinydir(), "tiny", &gd, &why), 0);
	assert_int_equal(scenario_load(gd, "basic", &sc, &why), 0);
	st = state_new(gd, 7);
	assert_int_equal(board_setup(st, sc, &why), 0);
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	test_rmtree(dir);
	state_free(st);
	scenario_free(sc);
	gamedata_free(gd);
	return 0;
}

static struct hooks *
load(const char *text)
{
	return test_hooks_load(dir, "morale.tcl", text);
}

static const char procs[] =
    "proc words {} { herald::morale check }\n"
    "proc other {} { herald::morale roll x y }\n"
    "proc notpoints {} { herald::morale points [lindex [herald::units] 0] }\n";

static void
refused(struct hooks *h, const char *proc, const char *want)
{
	struct hook_env env = { gd, sc, st, NULL, NULL };
	char *result = NULL, *why = NULL;

	assert_int_equal(hooks_call(h, &env, proc, 0, NULL, &result, &why),
	    -1);
	assert_non_null(why);
	if (strstr(why, want) == NULL)
		fail_msg("%s: \"%s\" does not say \"%s\"", proc, why, want);
	free(why);
	free(result);
}

static void
test_spi_10_0_herald_morale_refusals(void **state)
{
	struct hooks *h = load(procs);

	(void)state;
	/* the words: check|points unit ?why? */
	refused(h, "words", "check|points unit ?why?");
	/* tiny's morale is no morale by points: named, and the key that
	 * chooses it */
	refused(h, "notpoints", "has no morale by points (rules: morale: "
	    "kind: points)");
	refused(h, "other", "has no morale by points");
	hooks_free(h);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_spi_10_0_herald_morale_refusals),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
