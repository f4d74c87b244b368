/* test_percentile: single-die reads (a d10 read 1 to 10 or 0 to 9) and
 * percentile tables read with the tens die first, the ones die asked
 * for only when it can still change the result (spi-agincourt §3.8:
 * its example of a 47% chance, where only a tens die of 4 or 0 needs
 * the ones die), their journal form, replay, chances and YAML form
 * (src/percentile.c, src/dice.c). */
#include "testutil.h"

#include <string.h>

#include "dice.h"
#include "percentile.h"
#include "util.h"
#include "yread.h"

static void
parse_ok(const char *s, struct dice_expr *e)
{
	char *cause = NULL;

	if (dice_parse(s, e, &cause) != 0)
		fail_msg("dice_parse(\"%s\") failed: %s", s, cause);
}

/* --- single-die reads ------------------------------------------------ */

static void
test_spi_3_8_d10_and_d10z(void **state)
{
	struct dice_expr e;
	struct rng rng;
	struct roll r;
	long ways[32];
	static const char *bad[] = { "d66z", "d100z", "dFz", "d1z", "2d0z" };
	int lo, n, i, seen[11] = { 0 };
	char *cause = NULL;

	(void)state;
	parse_ok("d10", &e);
	assert_string_equal(e.text, "1d10");
	assert_int_equal(dice_min(&e), 1);
	assert_int_equal(dice_max(&e), 10);
	parse_ok("d10z", &e);
	assert_string_equal(e.text, "1d10z");
	assert_int_equal(e.group[0].kind, DICE_ZERO);
	assert_int_equal(dice_min(&e), 0);
	assert_int_equal(dice_max(&e), 9);
	assert_int_equal(dice_count(&e), 1);
	n = dice_ways(&e, ways, (int)nitems(ways), &lo);
	assert_int_equal(n, 10);
	assert_int_equal(lo, 0);
	for (i = 0; i < n; i++)
		assert_int_equal(ways[i], 1);
	/* 8.52's 15 + a die read 0 to 9: 15 to 24 */
	parse_ok("1D10Z+15", &e);
	assert_string_equal(e.text, "1d10z+15");
	assert_int_equal(dice_min(&e), 15);
	assert_int_equal(dice_max(&e), 24);
	/* two of them add: 0 to 18, 10 ways at 9 */
	parse_ok("2d10z", &e);
	n = dice_ways(&e, ways, (int)nitems(ways), &lo);
	assert_int_equal(n, 19);
	assert_int_equal(lo, 0);
	assert_int_equal(ways[9], 10);
	assert_int_equal(ways[0], 1);
	/* the engine's faces stay within 0 to 9, and all come up */
	parse_ok("d10z", &e);
	rng_seed(&rng, 3);
	for (i = 0; i < 500; i++) {
		dice_engine(&rng, &e, &r);
		assert_in_range(r.total, 0, 9);
		assert_int_equal(r.face[0], r.total);
		seen[r.total]++;
	}
	for (i = 0; i < 10; i++)
		assert_true(seen[i] > 0);
	/* only a plain die is read from zero, and it has 2 sides or more */
	for (i = 0; i < (int)nitems(bad); i++) {
		assert_int_not_equal(dice_parse(bad[i], &e, &cause), 0);
		assert_non_null(strstr(cause, i < 3 ? "only a plain die" :
		    "2 to 100 sides"));
		free(cause);
	}
}

static void
typed(const char *expr, const char *answer, int total)
{
	struct dice_expr e;
	struct roll r, back;
	struct buf b;
	char *cause = NULL;

	parse_ok(expr, &e);
	if (roll_physical(&e, answer, &r, &cause) != 0)
		fail_msg("%s \"%s\": %s", expr, answer, cause);
	assert_int_equal(r.total, total);
	/* what is kept reads back the same */
	buf_init(&b);
	roll_serialise(&r, &b);
	assert_int_equal(roll_deserialise(b.s, &back, &cause), 0);
	assert_int_equal(back.total, total);
	buf_free(&b);
}

static void
refused(const char *expr, const char *answer, const char *why)
{
	struct dice_expr e;
	struct roll r;
	char *cause = NULL;

	parse_ok(expr, &e);
	if (roll_physical(&e, answer, &r, &cause) == 0)
		fail_msg("%s accepted \"%s\"", expr, answer);
	if (strstr(cause, why) == NULL)
		fail_msg("%s \"%s\": \"%s\" lacks \"%s\"", expr, answer, cause,
		    why);
	free(cause);
}

static void
test_spi_3_8_typed_single_dice(void **state)
{
	(void)state;
	/* a physical d10 shows 0 to 9: its 0 is a 10 when read 1 to 10 */
	typed("d10", "0", 10);
	typed("d10", "10", 10);
	typed("d10", "7", 7);
	typed("2d10", "0 3", 13);
	typed("1d10+1d6", "0 2", 12);
	/* and a 0 when read 0 to 9 */
	typed("d10z", "0", 0);
	typed("d10z", "9", 9);
	typed("d10z+15", "9", 24);
	typed("2d10z", "0 9", 9);
	typed("2d10z", "18", 18);
	refused("d10z", "10", "shows 0 to 9");
	refused("d10z", "-1", "shows 0 to 9");
	refused("d10", "11", "1 to 10");
	/* a 0 is 10 only on a ten-sided die */
	refused("d6", "0", "1 to 6");
}

/* --- a table of the §3.8 example -------------------------------------- */

/* 47%: 01-47 gives the result, 48-00 does not. */
static struct pct_table *
table_47(void)
{
	static const int lo[] = { 1, 48 }, hi[] = { 47, 100 };
	static const char *const code[] = { "hit", "-" };
	struct pct_table *t = pct_new("the 3.8 example");
	char *cause = NULL;

	if (pct_add_column(t, "47%", 2, lo, hi, code, &cause) != 0)
		fail_msg("%s", cause);
	return t;
}

static void
test_spi_3_8_ones_die_only_after_4_and_0(void **state)
{
	struct pct_table *t = table_47();
	int need[10], i, v;

	(void)state;
	assert_int_equal(pct_need_ones(t, 0, need), 2);
	for (i = 0; i < 10; i++)
		assert_int_equal(need[i], i == 4 || i == 0);
	/* a tens die of 3: no roll above 39, a hit */
	assert_int_equal(pct_lookup(t, 0, 3, -1, &v), 0);
	assert_int_equal(v, -1);
	assert_int_equal(pct_lookup(t, 0, 5, -1, &v), 1);
	/* 4 and 0 cannot be read alone */
	assert_int_equal(pct_lookup(t, 0, 4, -1, &v), -1);
	assert_int_equal(pct_lookup(t, 0, 0, -1, &v), -1);
	assert_int_equal(pct_lookup(t, 0, 4, 7, &v), 0);
	assert_int_equal(v, 47);
	assert_int_equal(pct_lookup(t, 0, 4, 8, &v), 1);
	assert_int_equal(pct_lookup(t, 0, 0, 7, &v), 0);
	assert_int_equal(v, 7);
	/* 00 is 100 */
	assert_int_equal(pct_lookup(t, 0, 0, 0, &v), 1);
	assert_int_equal(v, 100);
	pct_free(t);
}

static void
test_percentile_chances_before_the_dice(void **state)
{
	struct pct_table *t = table_47();
	long ways[2];
	struct buf b;

	(void)state;
	assert_int_equal(pct_chances(t, 0, ways), 100);
	assert_int_equal(ways[0], 47);
	assert_int_equal(ways[1], 53);
	buf_init(&b);
	pct_chances_format(t, 0, &b);
	assert_string_equal(b.s, "hit 47/100 = 47.0%, - 53/100 = 53.0%; "
	    "the ones die is rolled after 2 tens of 10");
	buf_free(&b);
	pct_free(t);
}

/* --- physical dice ---------------------------------------------------- */

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
}

/* The table read with a player's answers; the journal form of the
 * roll kept is *kept. */
static int
read_typed(struct asker *a, int batch, struct pct_roll *pr, char **kept,
    char **cause)
{
	struct pct_table *t = table_47();
	struct rng rng, untouched;
	struct roller ro;
	struct buf b;
	int rc;

	rng_seed(&rng, 11);
	untouched = rng;
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	ro.manual = 1;
	ro.batch = batch;
	ro.ask = ask;
	ro.ask_ctx = a;
	rc = pct_read(&ro, t, 0, "the volley at 1214", pr, cause);
	*kept = NULL;
	if (rc == 0) {
		assert_int_equal(ro.nmade, 1);
		buf_init(&b);
		roll_serialise(&ro.made[0], &b);
		*kept = buf_steal(&b);
	}
	/* physical dice leave the generator alone */
	assert_true(memcmp(&rng, &untouched, sizeof rng) == 0);
	roller_reset_made(&ro);
	pct_free(t);
	return rc;
}

static void
test_spi_3_8_tens_die_alone_asked_once(void **state)
{
	struct asker a;
	struct pct_roll pr;
	char *kept, *cause = NULL;

	(void)state;
	memset(&a, 0, sizeof a);
	a.answers[0] = "3";
	a.nanswers = 1;
	assert_int_equal(read_typed(&a, 0, &pr, &kept, &cause), 0);
	/* the ask callback was called once: no ones die for a 3 */
	assert_int_equal(a.calls, 1);
	assert_non_null(strstr(a.prompt[0], "d100"));
	assert_non_null(strstr(a.prompt[0], "tens die first"));
	assert_non_null(strstr(a.prompt[0], "the volley at 1214"));
	assert_int_equal(pr.result, 0);
	assert_int_equal(pr.tens, 3);
	assert_int_equal(pr.ones, -1);
	assert_int_equal(pr.value, -1);
	assert_int_equal(pr.lo, 30);
	assert_int_equal(pr.hi, 39);
	assert_int_equal(pr.src, ROLL_PHYSICAL);
	assert_string_equal(kept, "p1d10z:3=3");
	free(kept);
	asker_free(&a);
}

static void
test_spi_3_8_physical_ones_die_asked_after_4(void **state)
{
	struct asker a;
	struct pct_roll pr;
	char *kept, *cause = NULL;

	(void)state;
	memset(&a, 0, sizeof a);
	a.answers[0] = "4";
	a.answers[1] = "8";
	a.nanswers = 2;
	assert_int_equal(read_typed(&a, 0, &pr, &kept, &cause), 0);
	assert_int_equal(a.calls, 2);
	assert_non_null(strstr(a.prompt[1], "ones die"));
	assert_non_null(strstr(a.prompt[1], "40 to 49"));
	assert_null(a.complaint[1]);
	/* 48: above 47, no hit */
	assert_int_equal(pr.result, 1);
	assert_int_equal(pr.value, 48);
	assert_int_equal(pr.lo, 48);
	assert_int_equal(pr.hi, 48);
	/* both dice kept, as d100 always has been */
	assert_string_equal(kept, "pd100:4,8=48");
	free(kept);
	asker_free(&a);
}

static void
test_spi_3_8_physical_tens_0_then_0_is_100(void **state)
{
	struct asker a;
	struct pct_roll pr;
	char *kept, *cause = NULL;

	(void)state;
	memset(&a, 0, sizeof a);
	a.answers[0] = "0";
	a.answers[1] = "0";
	a.nanswers = 2;
	assert_int_equal(read_typed(&a, 0, &pr, &kept, &cause), 0);
	assert_int_equal(a.calls, 2);
	assert_non_null(strstr(a.prompt[1], "00 for 100"));
	assert_int_equal(pr.value, 100);
	assert_int_equal(pr.result, 1);
	assert_string_equal(kept, "pd100:0,0=100");
	free(kept);
	asker_free(&a);
}

static void
test_spi_3_8_physical_both_dice_at_once(void **state)
{
	static const struct {
		const char *answer;
		int value, result;
		const char *kept;
	} ok[] = {
		{ "07", 7, 0, "pd100:0,7=7" },
		{ "0 7", 7, 0, "pd100:0,7=7" },
		{ "00", 100, 1, "pd100:0,0=100" },
		{ "100", 100, 1, "pd100:0,0=100" },
		{ "47", 47, 0, "pd100:4,7=47" },
		/* not needed, but what the player gave is kept */
		{ "35", 35, 0, "pd100:3,5=35" },
	};
	struct asker a;
	struct pct_roll pr;
	char *kept, *cause = NULL;
	size_t i;

	(void)state;
	for (i = 0; i < nitems(ok); i++) {
		memset(&a, 0, sizeof a);
		a.answers[0] = ok[i].answer;
		a.nanswers = 1;
		assert_int_equal(read_typed(&a, 0, &pr, &kept, &cause), 0);
		assert_int_equal(a.calls, 1);
		assert_int_equal(pr.value, ok[i].value);
		assert_int_equal(pr.result, ok[i].result);
		assert_string_equal(kept, ok[i].kept);
		free(kept);
		asker_free(&a);
	}
}

static void
test_percentile_physical_impossible_answers(void **state)
{
	struct asker a;
	struct pct_roll pr;
	char *kept, *cause = NULL;

	(void)state;
	/* at the table: asked again, with the complaint */
	memset(&a, 0, sizeof a);
	a.answers[0] = "47 1";
	a.answers[1] = "4";
	a.answers[2] = "x";
	a.answers[3] = "2";
	a.nanswers = 4;
	assert_int_equal(read_typed(&a, 0, &pr, &kept, &cause), 0);
	assert_int_equal(a.calls, 4);
	assert_non_null(strstr(a.complaint[1], "\"47 1\""));
	assert_non_null(strstr(a.complaint[1], "tens die"));
	assert_non_null(strstr(a.complaint[3], "ones die, from 0 to 9"));
	assert_int_equal(pr.value, 42);
	free(kept);
	asker_free(&a);
	/* a script: the order fails */
	memset(&a, 0, sizeof a);
	a.answers[0] = "123";
	a.nanswers = 1;
	assert_int_not_equal(read_typed(&a, 1, &pr, &kept, &cause), 0);
	assert_non_null(strstr(cause, "\"123\""));
	free(cause);
	cause = NULL;
	asker_free(&a);
	/* the end of the input before the ones die */
	memset(&a, 0, sizeof a);
	a.answers[0] = "4";
	a.nanswers = 1;
	assert_int_not_equal(read_typed(&a, 0, &pr, &kept, &cause), 0);
	assert_non_null(strstr(cause, "no ones die"));
	free(cause);
	asker_free(&a);
}

/* --- herald's dice and replay ----------------------------------------- */

static void
test_percentile_engine_and_replay(void **state)
{
	struct pct_table *t = table_47();
	struct rng rng, again, as_d100;
	struct roller ro, rep;
	struct pct_roll pr[200], back;
	struct dice_expr d100, tens;
	struct roll r;
	char *cause = NULL;
	int i, ones = 0, alone = 0;

	(void)state;
	rng_seed(&rng, 5);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	for (i = 0; i < 200; i++) {
		assert_int_equal(pct_read(&ro, t, 0, NULL, &pr[i], &cause),
		    0);
		assert_int_equal(pr[i].src, ROLL_ENGINE);
		if (pr[i].ones >= 0) {
			/* only after a 4 or a 0, and kept as d100 */
			assert_true(pr[i].tens == 4 || pr[i].tens == 0);
			assert_string_equal(ro.made[i].e.text, "d100");
			ones++;
		} else {
			assert_true(pr[i].tens != 4 && pr[i].tens != 0);
			assert_string_equal(ro.made[i].e.text, "1d10z");
			alone++;
		}
	}
	assert_true(ones > 0 && alone > 0);
	/* replay: the same results, the generator in step */
	rng_seed(&again, 5);
	memset(&rep, 0, sizeof rep);
	rep.rng = &again;
	rep.script = ro.made;
	rep.nscript = ro.nmade;
	rep.replaying = 1;
	for (i = 0; i < 200; i++) {
		assert_int_equal(pct_read(&rep, t, 0, NULL, &back, &cause), 0);
		assert_int_equal(back.result, pr[i].result);
		assert_int_equal(back.tens, pr[i].tens);
		assert_int_equal(back.ones, pr[i].ones);
	}
	assert_true(memcmp(&rng, &again, sizeof rng) == 0);
	/* nothing more in the journal */
	assert_int_not_equal(pct_read(&rep, t, 0, NULL, &back, &cause), 0);
	assert_non_null(strstr(cause, "no d100 roll"));
	free(cause);
	roller_reset_made(&rep);
	roller_reset_made(&ro);
	parse_ok("d100", &d100);
	/* a column that always needs the ones die is a d100 roll */
	{
		static const int lo[] = { 1, 2 }, hi[] = { 1, 100 };
		static const char *const code[] = { "a", "b" };
		int need[10];

		assert_int_equal(pct_add_column(t, "01", 2, lo, hi, code,
		    &cause), 0);
		assert_int_equal(pct_need_ones(t, 1, need), 1);
	}
	rng_seed(&rng, 8);
	rng_seed(&as_d100, 8);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	parse_ok("d10z", &tens);
	for (i = 0, ones = 0; i < 100; i++) {
		assert_int_equal(pct_read(&ro, t, 1, NULL, &back, &cause), 0);
		/* the tens die alone is a d10z roll, both dice a d100 roll */
		if (back.tens != 0)
			dice_engine(&as_d100, &tens, &r);
		else {
			dice_engine(&as_d100, &d100, &r);
			assert_int_equal(r.total, back.value);
			ones++;
		}
		assert_true(memcmp(&rng, &as_d100, sizeof rng) == 0);
	}
	assert_true(ones > 0);
	roller_reset_made(&ro);
	pct_free(t);
}

/* The journal's record must fit the table. */
static void
replay_refused(const char *record, int manual, const char *why)
{
	struct pct_table *t = table_47();
	struct rng rng;
	struct roller ro;
	struct roll script;
	struct pct_roll pr;
	char *cause = NULL;

	assert_int_equal(roll_deserialise(record, &script, &cause), 0);
	rng_seed(&rng, 5);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	ro.manual = manual;
	ro.script = &script;
	ro.nscript = 1;
	ro.replaying = 1;
	if (pct_read(&ro, t, 0, NULL, &pr, &cause) == 0)
		fail_msg("\"%s\" was read back", record);
	if (strstr(cause, why) == NULL)
		fail_msg("\"%s\": \"%s\" lacks \"%s\"", record, cause, why);
	free(cause);
	roller_reset_made(&ro);
	pct_free(t);
}

static void
test_percentile_replay_refuses_misfits(void **state)
{
	(void)state;
	/* the tens die alone where the ones die decides */
	replay_refused("p1d10z:4=4", 1, "only the tens die (4)");
	replay_refused("p1d10z:0=0", 1, "only the tens die (0)");
	/* herald never rolls a ones die it does not need */
	replay_refused("ed100:3,5=35", 0, "tens die (3) alone decides");
	/* other dice */
	replay_refused("e2d6:3,4=7", 0, "where percentile dice");
	/* a player's dice where herald rolls */
	replay_refused("p1d10z:3=3", 0, "where herald rolls the dice");
}

static void
test_percentile_replay_of_physical_dice(void **state)
{
	static const struct {
		const char *record;
		int tens, ones, result;
	} ok[] = {
		{ "p1d10z:3=3", 3, -1, 0 },
		{ "pd100:4,8=48", 4, 8, 1 },
		{ "pd100:=48", 4, 8, 1 },	/* a total only */
		{ "pd100:3,5=35", 3, 5, 0 },	/* more than needed */
		{ "pd100:0,0=100", 0, 0, 1 },
	};
	struct pct_table *t = table_47();
	struct rng rng;
	struct roller ro;
	struct roll script;
	struct pct_roll pr;
	struct buf b;
	char *cause = NULL;
	size_t i;

	(void)state;
	for (i = 0; i < nitems(ok); i++) {
		assert_int_equal(roll_deserialise(ok[i].record, &script,
		    &cause), 0);
		rng_seed(&rng, 5);
		memset(&ro, 0, sizeof ro);
		ro.rng = &rng;
		ro.manual = 1;
		ro.script = &script;
		ro.nscript = 1;
		ro.replaying = 1;
		if (pct_read(&ro, t, 0, NULL, &pr, &cause) != 0)
			fail_msg("%s: %s", ok[i].record, cause);
		assert_int_equal(pr.tens, ok[i].tens);
		assert_int_equal(pr.ones, ok[i].ones);
		assert_int_equal(pr.result, ok[i].result);
		roller_reset_made(&ro);
	}
	buf_init(&b);
	pct_roll_format(t, &pr, &b);
	assert_string_equal(b.s, "d100: 00 = - (physical)");
	buf_reset(&b);
	pr.tens = 3;
	pr.ones = -1;
	pr.value = -1;
	pr.result = 0;
	pr.src = ROLL_ENGINE;
	pct_roll_format(t, &pr, &b);
	assert_string_equal(b.s, "d100: tens 3 (30-39) = hit");
	buf_free(&b);
	pct_free(t);
}

/* --- bands and the YAML form ------------------------------------------ */

static void
test_percentile_bands(void **state)
{
	static const struct {
		const char *in;
		int lo, hi;
	} ok[] = {
		{ "01-23", 1, 23 }, { "24-00", 24, 100 }, { "07", 7, 7 },
		{ "00", 100, 100 }, { "100", 100, 100 }, { "1-5", 1, 5 },
		{ "01-00", 1, 100 }, { "91-100", 91, 100 },
	};
	static const char *bad[] = {
		"0", "x", "01-", "-05", "101", "001", "1-2-3", "", "05 - 10",
	};
	char *cause = NULL;
	size_t i;
	int lo, hi;

	(void)state;
	for (i = 0; i < nitems(ok); i++) {
		if (pct_band_parse(ok[i].in, &lo, &hi, &cause) != 0)
			fail_msg("\"%s\": %s", ok[i].in, cause);
		assert_int_equal(lo, ok[i].lo);
		assert_int_equal(hi, ok[i].hi);
	}
	for (i = 0; i < nitems(bad); i++) {
		if (pct_band_parse(bad[i], &lo, &hi, &cause) == 0)
			fail_msg("\"%s\" accepted", bad[i]);
		assert_non_null(strstr(cause, "expected a band"));
		free(cause);
		cause = NULL;
	}
	assert_int_not_equal(pct_band_parse("23-01", &lo, &hi, &cause), 0);
	assert_non_null(strstr(cause, "runs backwards"));
	free(cause);
}

static int
load(const char *text, struct pct_table **t, char **cause)
{
	struct ydoc d;
	int rc;

	if (ydoc_parse(&d, text, strlen(text), "t.yaml", cause) != 0) {
		ydoc_free(&d);
		return -1;
	}
	rc = pct_load_node(&d, d.root, t, cause);
	ydoc_free(&d);
	return rc;
}

/* spi-agincourt 8.7's reading of a crossbow's 2 volleys at archers at 3
 * hexes: 01-23 one strike, 24-25 two, anything else none. */
static void
test_percentile_yaml_table(void **state)
{
	static const char text[] =
	    "name: crossbow-vs-archers\n"
	    "section: \"8.7\"\n"
	    "results: [none, 1 strike, 2 strikes]\n"
	    "columns:\n"
	    "  - label: 3 hexes, 2 volleys\n"
	    "    bands: {\"01-23\": 1 strike, \"24-25\": 2 strikes, "
	    "\"26-00\": none}\n"
	    "  - label: 6 hexes, 1 volley\n"
	    "    bands:\n"
	    "      01-06: 1 strike\n"
	    "      07-00: none\n";
	struct pct_table *t;
	struct buf b;
	long ways[3];
	int need[10];
	char *cause = NULL;

	(void)state;
	if (load(text, &t, &cause) != 0)
		fail_msg("%s", cause);
	assert_string_equal(t->name, "crossbow-vs-archers");
	assert_string_equal(t->section, "8.7");
	assert_int_equal(t->nresult, 3);
	assert_string_equal(t->result[0], "none");
	assert_int_equal(t->ncol, 2);
	assert_int_equal(pct_column(t, "6 hexes, 1 volley"), 1);
	assert_int_equal(pct_column(t, "7 hexes"), -1);
	/* the ones die matters after a 2 (23 | 24-25 | 26) and a 0 */
	assert_int_equal(pct_need_ones(t, 0, need), 2);
	assert_true(need[2] && need[0] && !need[1] && !need[3]);
	assert_int_equal(pct_chances(t, 0, ways), 100);
	assert_int_equal(ways[0], 75);
	assert_int_equal(ways[1], 23);
	assert_int_equal(ways[2], 2);
	buf_init(&b);
	pct_chances_format(t, 0, &b);
	assert_string_equal(b.s, "none 3/4 = 75.0%, 1 strike 23/100 = 23.0%, "
	    "2 strikes 1/50 = 2.0%; the ones die is rolled after 2 tens of "
	    "10");
	buf_reset(&b);
	pct_chances_format(t, 1, &b);
	assert_non_null(strstr(b.s, "1 strike 3/50 = 6.0%"));
	buf_free(&b);
	pct_free(t);
}

static void
yaml_refused(const char *text, const char *where, const char *why)
{
	struct pct_table *t = NULL;
	char *cause = NULL;

	if (load(text, &t, &cause) == 0)
		fail_msg("accepted:\n%s", text);
	assert_null(t);
	if (strncmp(cause, where, strlen(where)) != 0 ||
	    strstr(cause, why) == NULL)
		fail_msg("\"%s\" is not at %s with \"%s\"", cause, where, why);
	free(cause);
}

static void
test_percentile_yaml_overlaps_and_gaps(void **state)
{
	(void)state;
	yaml_refused("name: t\ncolumns:\n  - label: a\n"
	    "    bands: {01-23: x, 20-00: y}\n", "t.yaml:4:23:",
	    "band 20-00 overlaps 01-23 (both have 20)");
	yaml_refused("name: t\ncolumns:\n  - label: a\n"
	    "    bands: {01-23: x, 30-00: y}\n", "t.yaml:4:12:",
	    "column \"a\": no band has 24-29");
	yaml_refused("name: t\ncolumns:\n  - label: a\n"
	    "    bands: {01-23: x, 24-99: y}\n", "t.yaml:4:12:",
	    "no band has 00");
	yaml_refused("name: t\ncolumns:\n  - label: a\n"
	    "    bands: {23-01: x, 24-00: y}\n", "t.yaml:4:13:",
	    "runs backwards");
	yaml_refused("name: t\ncolumns:\n  - label: a\n"
	    "    bands: {01-2x: x, 24-00: y}\n", "t.yaml:4:13:",
	    "expected a band");
	yaml_refused("name: t\nresults: [x, y]\ncolumns:\n  - label: a\n"
	    "    bands: {01-23: x, 24-00: z}\n", "t.yaml:5:30:",
	    "\"z\" is not one of the results of t");
	yaml_refused("name: t\ncolumns:\n  - label: a\n"
	    "    bands: {01-00: x}\n  - label: a\n    bands: {01-00: x}\n",
	    "t.yaml:5:12:", "a second column \"a\"");
	yaml_refused("name: t\ncolumns: []\n", "t.yaml:2:10:",
	    "needs a column");
	yaml_refused("name: t\ncolumns:\n  - label: a\n    bands: {01-00: x}\n"
	    "    band: {01-00: x}\n", "t.yaml:5:5:", "unknown key \"band\"");
	yaml_refused("columns: []\n", "t.yaml:1:1:", "missing the key \"name\"");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_spi_3_8_d10_and_d10z),
		cmocka_unit_test(test_spi_3_8_typed_single_dice),
		cmocka_unit_test(test_spi_3_8_ones_die_only_after_4_and_0),
		cmocka_unit_test(test_percentile_chances_before_the_dice),
		cmocka_unit_test(test_spi_3_8_tens_die_alone_asked_once),
		cmocka_unit_test(test_spi_3_8_physical_ones_die_asked_after_4),
		cmocka_unit_test(test_spi_3_8_physical_tens_0_then_0_is_100),
		cmocka_unit_test(test_spi_3_8_physical_both_dice_at_once),
		cmocka_unit_test(test_percentile_physical_impossible_answers),
		cmocka_unit_test(test_percentile_engine_and_replay),
		cmocka_unit_test(test_percentile_replay_refuses_misfits),
		cmocka_unit_test(test_percentile_replay_of_physical_dice),
		cmocka_unit_test(test_percentile_bands),
		cmocka_unit_test(test_percentile_yaml_table),
		cmocka_unit_test(test_percentile_yaml_overlaps_and_gaps),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
