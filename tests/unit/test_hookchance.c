/* test_hookchance: herald::chance (src/hookchance.c), a chance against a
 * number read by a hook with the order's dice (spi-agincourt §3.8): the
 * outcome as 1 or 0, the -dict form, the record it narrates with the
 * section -section gives, no dice at 0 and 100 (so even where no dice
 * may be rolled), and a chance outside 0 to 100, a word that is no
 * chance or a read where no dice may be rolled refused. */
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
	test_mkdtemp(dir, sizeof dir, "hookchance");
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
	return test_hooks_load(dir, "chance.tcl", text);
}

static const char procs[] =
    "proc plain {pct} { herald::chance $pct \"the charge\" }\n"
    "proc sect {pct} { herald::chance -section 3.8 $pct \"the charge\" }\n"
    "proc full {pct} {\n"
    "  set d [herald::chance -dict -section 3.8 $pct \"the charge\"]\n"
    "  return [list [dict get $d happens] [dict get $d tens] "
    "[dict get $d ones] [dict get $d roll] [dict get $d source]]\n"
    "}\n"
    "proc none {} { herald::chance 47 }\n";

/* proc pct with the journal's roll (NULL: no dice may be rolled), the
 * result in *result, the narration in narr. */
static int
run(struct hooks *h, const char *proc, const char *pct, const char *kept,
    struct buf *narr, char **result, char **why)
{
	struct hook_env env = { gd, sc, st, narr, NULL };
	struct rng rng;
	struct roller ro;
	struct roll script;
	const char *argv[] = { pct };
	char *cause = NULL;
	int rc;

	buf_reset(narr);
	*result = *why = NULL;
	rng_seed(&rng, 1);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	if (kept != NULL) {
		if (roll_deserialise(kept, &script, &cause) != 0)
			fail_msg("%s: %s", kept, cause);
		ro.script = &script;
		ro.nscript = 1;
		ro.replaying = 1;
		ro.manual = 1;
		env.ro = &ro;
	}
	rc = hooks_call(h, &env, proc, pct != NULL, argv, result, why);
	if (rc == 0 && kept != NULL)
		assert_int_equal(ro.iscript, 1);	/* the roll was read */
	roller_reset_made(&ro);
	return rc;
}

static void
test_spi_3_8_herald_chance_reads_the_orders_dice(void **state)
{
	struct hooks *h = load(procs);
	struct buf narr;
	char *result, *why;

	(void)state;
	buf_init(&narr);
	/* the tens die alone: 3 decides at 47 */
	assert_int_equal(run(h, "sect", "47", "p1d10z:3=3", &narr, &result,
	    &why), 0);
	assert_string_equal(result, "1");
	assert_string_equal(narr.s, "the charge: 47%: tens 3 (30-39, all at "
	    "or under 47) -> happens (physical, §3.8)\n");
	free(result);
	/* both dice, 48: over; "47%" reads as 47 */
	assert_int_equal(run(h, "sect", "47%", "pd100:4,8=48", &narr,
	    &result, &why), 0);
	assert_string_equal(result, "0");
	assert_string_equal(narr.s, "the charge: 47%: tens 4, ones 8: 48, "
	    "over 47 -> does not happen (physical, §3.8)\n");
	free(result);
	/* the dict */
	assert_int_equal(run(h, "full", "47", "pd100:0,0=100", &narr, &result,
	    &why), 0);
	assert_string_equal(result, "0 0 0 100 physical");
	free(result);
	assert_int_equal(run(h, "full", "47", "p1d10z:6=6", &narr, &result,
	    &why), 0);
	assert_string_equal(result, "0 6 {} {} physical");
	free(result);
	buf_free(&narr);
	hooks_free(h);
}

static void
test_spi_3_8_herald_chance_at_0_and_100_rolls_nothing(void **state)
{
	struct hooks *h = load(procs);
	struct buf narr;
	char *result, *why;

	(void)state;
	buf_init(&narr);
	/* no dice, so even where none may be rolled (a question) */
	assert_int_equal(run(h, "full", "100", NULL, &narr, &result, &why), 0);
	assert_string_equal(result, "1 {} {} {} none");
	free(result);
	assert_int_equal(run(h, "sect", "0", NULL, &narr, &result, &why), 0);
	assert_string_equal(result, "0");
	assert_string_equal(narr.s, "the charge: 0%: no dice (no roll is at "
	    "or under 0) -> does not happen (§3.8)\n");
	free(result);
	buf_free(&narr);
	hooks_free(h);
}

static void
test_spi_3_8_herald_chance_refusals(void **state)
{
	struct hooks *h = load(procs);
	struct buf narr;
	char *result, *why;

	(void)state;
	buf_init(&narr);
	assert_int_equal(run(h, "plain", "101", "p1d10z:3=3", &narr, &result,
	    &why), -1);
	assert_non_null(strstr(why, "herald::chance: expected a chance from "
	    "0% to 100%, such as 47%"));
	assert_non_null(strstr(why, "not \"101\""));
	free(why);
	free(result);
	assert_int_equal(run(h, "plain", "-5", "p1d10z:3=3", &narr, &result,
	    &why), -1);
	assert_non_null(strstr(why, "not \"-5\""));
	free(why);
	free(result);
	assert_int_equal(run(h, "plain", "half", "p1d10z:3=3", &narr, &result,
	    &why), -1);
	free(why);
	free(result);
	/* dice where none may be rolled */
	assert_int_equal(run(h, "sect", "47", NULL, &narr, &result, &why),
	    -1);
	assert_non_null(strstr(why, "no dice may be rolled here"));
	free(why);
	free(result);
	/* the journal's roll must fit: a tens die of 4 alone cannot decide */
	assert_int_equal(run(h, "sect", "47", "p1d10z:4=4", &narr, &result,
	    &why), -1);
	assert_non_null(strstr(why, "ones die decides"));
	free(why);
	free(result);
	/* spi §3.8: a ruling cites its section: without -section the call
	 * is refused, naming the form */
	assert_int_equal(run(h, "plain", "47", "p1d10z:3=3", &narr, &result,
	    &why), -1);
	assert_non_null(strstr(why, "herald::chance: a ruling cites its "
	    "section: expected herald::chance ?-dict? -section SECTION PCT "
	    "WHY"));
	free(why);
	free(result);
	/* a why is required */
	assert_int_equal(run(h, "none", NULL, NULL, &narr, &result, &why), -1);
	assert_non_null(strstr(why, "wrong # args"));
	free(why);
	free(result);
	assert_int_equal(narr.len, 0);
	buf_free(&narr);
	hooks_free(h);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
		    test_spi_3_8_herald_chance_reads_the_orders_dice),
		cmocka_unit_test(
		    test_spi_3_8_herald_chance_at_0_and_100_rolls_nothing),
		cmocka_unit_test(test_spi_3_8_herald_chance_refusals),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
