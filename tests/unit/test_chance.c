/* test_chance: a chance against a number read on percentile dice
 * (spi-agincourt §3.8: the event happens on a roll at or below the
 * table's number), the tens die read first and the ones die only when
 * it can still change the outcome (the book's 47%: a 3 decides; a 4
 * needs it for 48 and 49; a 0 needs it for 00, which is 100), no dice
 * at 0% and 100% (as §9.23 has it for a 0 on a table), its record and
 * its journal form (src/percentile.c pct_chance_*, src/narrate-dice.c);
 * and a d10 typed in by hand, whose 0 is a 10 (§8.34, 14.12, 14.22: 1-5
 * left, 6-10 right; src/dicetyped.c). */
#include "testutil.h"

#include <string.h>

#include "dice.h"
#include "narrate.h"
#include "percentile.h"
#include "ruling.h"
#include "util.h"

struct asker {
	const char	*answers[4];
	int		 nanswers;
	int		 calls;
	char		*prompt[4];
	char		*complaint[4];
};

static int
ask(void *ctx, const char *prompt, const char *complaint,
    const char *const *offers, int noffers, char **line)
{
	struct asker *a = ctx;
	int i = a->calls++;

	(void)offers;
	(void)noffers;
	assert_true(i < 4);
	a->prompt[i] = xstrdup(prompt);
	a->complaint[i] = complaint ? xstrdup(complaint) : NULL;
	if (i >= a->nanswers)
		return -1;
	*line = xstrdup(a->answers[i]);
	return 0;
}

static void
asker_free(struct asker *a)
{
	int i;

	for (i = 0; i < a->calls && i < 4; i++) {
		free(a->prompt[i]);
		free(a->complaint[i]);
	}
	memset(a, 0, sizeof *a);
}

/* pct read with the players' answers (NULL: the engine's dice, seed
 * 5); *kept the journal form of the roll kept ("" when none), *said the
 * record rendered (cited as §3.8). */
static int
read_chance(int pct, const char *const *answers, int batch, struct asker *a,
    struct pct_chance *c, char **kept, char **said, char **cause)
{
	struct rng rng;
	struct roller ro;
	struct ruling r;
	struct buf b;
	int rc, i;

	memset(a, 0, sizeof *a);
	for (i = 0; answers != NULL && answers[i] != NULL; i++)
		a->answers[a->nanswers++] = answers[i];
	rng_seed(&rng, 5);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	ro.manual = answers != NULL;
	ro.batch = batch;
	ro.ask = answers != NULL ? ask : NULL;
	ro.ask_ctx = a;
	rc = pct_chance_read(&ro, pct, "the charge of b2", c, cause);
	*kept = *said = NULL;
	if (rc == 0) {
		assert_true(ro.nmade <= 1);
		buf_init(&b);
		buf_puts(&b, "");
		if (ro.nmade == 1)
			roll_serialise(&ro.made[0], &b);
		*kept = buf_steal(&b);
		ruling_init(&r);
		pct_chance_rec(c, NULL, "spi-agincourt", "3.8", &r);
		assert_int_equal(ruling_steps(&r, RS_CHANCE), 1);
		buf_init(&b);
		narrate_told(NULL, &r, &b);
		*said = buf_steal(&b);
	}
	roller_reset_made(&ro);
	return rc;
}

static void
test_spi_3_8_47_needs_the_ones_die_after_4_and_0(void **state)
{
	int need[10], i;

	(void)state;
	/* §3.8: at 47% only two tens dice call for the ones die: a four
	 * (48 or 49) and a zero (00, 100) */
	assert_int_equal(pct_chance_need(47, need), 2);
	for (i = 0; i < 10; i++)
		assert_int_equal(need[i], i == 4 || i == 0);
	/* 40: 40 happens, 41-49 do not */
	assert_int_equal(pct_chance_need(40, need), 2);
	assert_true(need[4] && need[0]);
	/* 9: 01-09 happen, 00 does not; every other tens die is over */
	assert_int_equal(pct_chance_need(9, need), 1);
	assert_true(need[0]);
	/* 99: tens 9 is 90-99, all at or under; only 00 is over */
	assert_int_equal(pct_chance_need(99, need), 1);
	assert_true(need[0] && !need[9]);
	/* nothing to read at 0% and 100% */
	assert_int_equal(pct_chance_need(0, need), 0);
	assert_int_equal(pct_chance_need(100, need), 0);
}

static void
test_spi_3_8_47_tens_3_decides(void **state)
{
	static const char *const three[] = { "3", NULL };
	struct asker a;
	struct pct_chance c;
	char *kept, *said, *cause = NULL;

	(void)state;
	assert_int_equal(read_chance(47, three, 0, &a, &c, &kept, &said,
	    &cause), 0);
	/* asked once: a tens die of 3 gives at most 39, under 47 whatever
	 * the ones die would show (§3.8) */
	assert_int_equal(a.calls, 1);
	assert_non_null(strstr(a.prompt[0], "tens die first"));
	assert_non_null(strstr(a.prompt[0], "the charge of b2"));
	assert_int_equal(c.happens, 1);
	assert_int_equal(c.rolled, 1);
	assert_int_equal(c.tens, 3);
	assert_int_equal(c.ones, -1);
	assert_int_equal(c.value, -1);
	assert_int_equal(c.lo, 30);
	assert_int_equal(c.hi, 39);
	assert_int_equal(c.src, ROLL_PHYSICAL);
	assert_string_equal(kept, "p1d10z:3=3");
	assert_string_equal(said, "47%: tens 3 (30-39, all at or under 47) "
	    "-> happens (physical, §3.8)\n");
	free(kept);
	free(said);
	asker_free(&a);
}

static void
test_spi_3_8_47_tens_4_needs_ones(void **state)
{
	static const char *const f8[] = { "4", "8", NULL };
	static const char *const f7[] = { "4", "7", NULL };
	static const char *const both[] = { "4 9", NULL };
	struct asker a;
	struct pct_chance c;
	char *kept, *said, *cause = NULL;

	(void)state;
	assert_int_equal(read_chance(47, f8, 0, &a, &c, &kept, &said,
	    &cause), 0);
	assert_int_equal(a.calls, 2);
	assert_non_null(strstr(a.prompt[1], "ones die"));
	assert_non_null(strstr(a.prompt[1], "40 to 49"));
	assert_int_equal(c.happens, 0);
	assert_int_equal(c.value, 48);
	assert_string_equal(kept, "pd100:4,8=48");
	assert_string_equal(said, "47%: tens 4, ones 8: 48, over 47 -> does "
	    "not happen (physical, §3.8)\n");
	free(kept);
	free(said);
	asker_free(&a);
	/* 47 itself: "less than or equal to the number" */
	assert_int_equal(read_chance(47, f7, 0, &a, &c, &kept, &said,
	    &cause), 0);
	assert_int_equal(c.happens, 1);
	assert_int_equal(c.value, 47);
	assert_string_equal(said, "47%: tens 4, ones 7: 47, at or under 47 "
	    "-> happens (physical, §3.8)\n");
	free(kept);
	free(said);
	asker_free(&a);
	/* both dice at once: asked once */
	assert_int_equal(read_chance(47, both, 0, &a, &c, &kept, &said,
	    &cause), 0);
	assert_int_equal(a.calls, 1);
	assert_int_equal(c.happens, 0);
	assert_int_equal(c.value, 49);
	free(kept);
	free(said);
	asker_free(&a);
}

static void
test_spi_3_8_47_tens_0_needs_ones(void **state)
{
	static const char *const zz[] = { "0", "0", NULL };
	static const char *const z7[] = { "0", "7", NULL };
	struct asker a;
	struct pct_chance c;
	char *kept, *said, *cause = NULL;

	(void)state;
	/* "a double zero result signifies the number 100" */
	assert_int_equal(read_chance(47, zz, 0, &a, &c, &kept, &said,
	    &cause), 0);
	assert_int_equal(a.calls, 2);
	assert_non_null(strstr(a.prompt[1], "00 for 100"));
	assert_int_equal(c.happens, 0);
	assert_int_equal(c.value, 100);
	assert_string_equal(kept, "pd100:0,0=100");
	assert_string_equal(said, "47%: tens 0, ones 0: 00 = 100, over 47 "
	    "-> does not happen (physical, §3.8)\n");
	free(kept);
	free(said);
	asker_free(&a);
	assert_int_equal(read_chance(47, z7, 0, &a, &c, &kept, &said,
	    &cause), 0);
	assert_int_equal(c.happens, 1);
	assert_int_equal(c.value, 7);
	assert_string_equal(said, "47%: tens 0, ones 7: 07, at or under 47 "
	    "-> happens (physical, §3.8)\n");
	free(kept);
	free(said);
	asker_free(&a);
}

static void
test_spi_3_8_47_tens_5_to_9_decide_no(void **state)
{
	static const char *const answers[][2] = {
		{ "5", NULL }, { "6", NULL }, { "7", NULL }, { "8", NULL },
		{ "9", NULL }
	};
	struct asker a;
	struct pct_chance c;
	char *kept, *said, *cause = NULL;
	int i;

	(void)state;
	for (i = 0; i < 5; i++) {
		assert_int_equal(read_chance(47, answers[i], 0, &a, &c, &kept,
		    &said, &cause), 0);
		assert_int_equal(a.calls, 1);
		assert_int_equal(c.happens, 0);
		assert_int_equal(c.lo, (i + 5) * 10);
		assert_non_null(strstr(said, ", all over 47) -> does not "
		    "happen"));
		free(kept);
		free(said);
		asker_free(&a);
	}
}

static void
test_spi_3_8_no_roll_at_0_and_100(void **state)
{
	static const char *const none[] = { NULL };
	struct asker a;
	struct pct_chance c;
	char *kept, *said, *cause = NULL;

	(void)state;
	/* §9.23: "a zero ... then the die is not rolled" */
	assert_int_equal(read_chance(0, none, 0, &a, &c, &kept, &said,
	    &cause), 0);
	assert_int_equal(a.calls, 0);
	assert_int_equal(c.rolled, 0);
	assert_int_equal(c.happens, 0);
	assert_string_equal(kept, "");
	assert_string_equal(said, "0%: no dice (no roll is at or under 0) -> "
	    "does not happen (§3.8)\n");
	free(kept);
	free(said);
	assert_int_equal(read_chance(100, NULL, 0, &a, &c, &kept, &said,
	    &cause), 0);
	assert_int_equal(c.rolled, 0);
	assert_int_equal(c.happens, 1);
	assert_string_equal(kept, "");
	assert_string_equal(said, "100%: no dice (every roll is at or under "
	    "100) -> happens (§3.8)\n");
	free(kept);
	free(said);
}

static void
test_spi_3_8_chance_out_of_range_refused(void **state)
{
	static const char *const bad[] = {
		"101", "101%", "-1", "x", "47%%", "%", "", "4 7", "1000%",
		"47.5%"
	};
	struct asker a;
	struct pct_chance c;
	char *kept, *said, *cause = NULL;
	int pct, i;

	(void)state;
	assert_int_equal(pct_chance_parse("47", &pct, &cause), 0);
	assert_int_equal(pct, 47);
	assert_int_equal(pct_chance_parse("47%", &pct, &cause), 0);
	assert_int_equal(pct, 47);
	assert_int_equal(pct_chance_parse("0%", &pct, &cause), 0);
	assert_int_equal(pct, 0);
	assert_int_equal(pct_chance_parse("100%", &pct, &cause), 0);
	assert_int_equal(pct, 100);
	for (i = 0; i < (int)nitems(bad); i++) {
		if (pct_chance_parse(bad[i], &pct, &cause) == 0)
			fail_msg("\"%s\" read as %d%%", bad[i], pct);
		assert_non_null(strstr(cause, PCT_CHANCE_FORM));
		free(cause);
	}
	assert_int_not_equal(read_chance(101, NULL, 0, &a, &c, &kept, &said,
	    &cause), 0);
	assert_non_null(strstr(cause, "not 101%"));
	free(cause);
	assert_int_not_equal(read_chance(-3, NULL, 0, &a, &c, &kept, &said,
	    &cause), 0);
	free(cause);
}

/* The engine's dice: the ones die only where need be, kept, and read
 * back from the journal without the generator's being asked for more. */
static void
test_spi_3_8_chance_engine_and_replay(void **state)
{
	struct rng rng, again;
	struct roller ro, rep;
	struct pct_chance c[40], back;
	int i, ones = 0, pcts[40];
	char *cause = NULL;

	(void)state;
	rng_seed(&rng, 9);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	for (i = 0; i < 40; i++) {
		pcts[i] = (i * 37) % 99 + 1;
		assert_int_equal(pct_chance_read(&ro, pcts[i], NULL, &c[i],
		    &cause), 0);
		ones += c[i].ones >= 0;
		/* the ones die exactly when the tens die needs it */
		{
			int need[10];

			pct_chance_need(pcts[i], need);
			assert_int_equal(c[i].ones >= 0, need[c[i].tens]);
		}
		assert_int_equal(c[i].happens, (c[i].value > 0 ? c[i].value :
		    c[i].lo) <= pcts[i]);
	}
	assert_true(ones > 0 && ones < 40);
	assert_int_equal(ro.nmade, 40);
	/* replay: the same outcomes from the journal's rolls */
	rng_seed(&again, 9);
	memset(&rep, 0, sizeof rep);
	rep.rng = &again;
	rep.script = ro.made;
	rep.nscript = ro.nmade;
	rep.replaying = 1;
	for (i = 0; i < 40; i++) {
		assert_int_equal(pct_chance_read(&rep, pcts[i], NULL, &back,
		    &cause), 0);
		assert_int_equal(back.happens, c[i].happens);
		assert_int_equal(back.tens, c[i].tens);
		assert_int_equal(back.ones, c[i].ones);
	}
	/* at 0% and 100% the replay takes no roll either */
	assert_int_equal(pct_chance_read(&rep, 100, NULL, &back, &cause), 0);
	assert_int_equal(back.happens, 1);
	roller_reset_made(&rep);
	roller_reset_made(&ro);
}

/* A d10 typed in by hand (herald::roll 1d10, `roll d10` with `dice
 * manual`): the die shows 0 to 9, and its 0 is a 10 (spi 14.22: 1-5
 * north-east, 6-10 north-west); 11 is refused naming the form. */
static void
test_spi_3_8_zero_is_ten_on_d10(void **state)
{
	struct dice_expr e;
	struct rng rng;
	struct roller ro;
	struct roll r;
	struct asker a;
	char *cause = NULL;

	(void)state;
	assert_int_equal(dice_parse("1d10", &e, &cause), 0);
	rng_seed(&rng, 1);
	memset(&ro, 0, sizeof ro);
	memset(&a, 0, sizeof a);
	ro.rng = &rng;
	ro.manual = 1;
	ro.ask = ask;
	ro.ask_ctx = &a;
	/* at the table: 11 refused, asked again, 0 is 10 */
	a.answers[0] = "11";
	a.answers[1] = "0";
	a.nanswers = 2;
	assert_int_equal(roller_roll(&ro, &e, "14.22 direction", &r, &cause),
	    0);
	assert_int_equal(a.calls, 2);
	assert_non_null(a.complaint[1]);
	assert_non_null(strstr(a.complaint[1], "shows 1 to 10 (a 0 on the "
	    "die is 10), not \"11\""));
	assert_int_equal(r.total, 10);
	assert_int_equal(r.face[0], 10);
	asker_free(&a);
	roller_reset_made(&ro);
	/* a script cannot hear the complaint: the order fails */
	ro.batch = 1;
	ro.ask_ctx = &a;
	a.answers[0] = "12";
	a.nanswers = 1;
	assert_int_not_equal(roller_roll(&ro, &e, NULL, &r, &cause), 0);
	assert_non_null(strstr(cause, "(a 0 on the die is 10)"));
	free(cause);
	asker_free(&a);
	roller_reset_made(&ro);
	/* two of them: 0 0 is 20; one die where two are wanted names both */
	assert_int_equal(dice_parse("2d10", &e, &cause), 0);
	assert_int_equal(roll_physical(&e, "0 0", &r, &cause), 0);
	assert_int_equal(r.total, 20);
	assert_int_not_equal(roll_physical(&e, "3 0 1", &r, &cause), 0);
	assert_non_null(strstr(cause, "each from 1 to 10 (a 0 on the die is "
	    "10)"));
	free(cause);
	/* not on other dice: a d6 has no 0, a d10z reads its 0 as 0 */
	assert_int_equal(dice_parse("1d6", &e, &cause), 0);
	assert_int_not_equal(roll_physical(&e, "0", &r, &cause), 0);
	assert_null(strstr(cause, "a 0 on the die"));
	free(cause);
	assert_int_equal(dice_parse("1d10z", &e, &cause), 0);
	assert_int_equal(roll_physical(&e, "0", &r, &cause), 0);
	assert_int_equal(r.total, 0);
	assert_int_not_equal(roll_physical(&e, "10", &r, &cause), 0);
	assert_null(strstr(cause, "a 0 on the die"));
	free(cause);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
		    test_spi_3_8_47_needs_the_ones_die_after_4_and_0),
		cmocka_unit_test(test_spi_3_8_47_tens_3_decides),
		cmocka_unit_test(test_spi_3_8_47_tens_4_needs_ones),
		cmocka_unit_test(test_spi_3_8_47_tens_0_needs_ones),
		cmocka_unit_test(test_spi_3_8_47_tens_5_to_9_decide_no),
		cmocka_unit_test(test_spi_3_8_no_roll_at_0_and_100),
		cmocka_unit_test(test_spi_3_8_chance_out_of_range_refused),
		cmocka_unit_test(test_spi_3_8_chance_engine_and_replay),
		cmocka_unit_test(test_spi_3_8_zero_is_ten_on_d10),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
