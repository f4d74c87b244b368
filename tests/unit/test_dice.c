/* test_dice: dice expressions, the seeded generator and rolls with
 * provenance (src/dice.c).  The game rolls 2d6 (battle-of-agincourt §1,
 * §11.2, §13); percentile dice follow spi 3.8 (tens die, ones die, 00 is
 * 100). */
#include "testutil.h"

#include <stdio.h>
#include <string.h>

#include "dice.h"
#include "util.h"

static void
parse_ok(const char *s, struct dice_expr *e)
{
	char *cause = NULL;

	if (dice_parse(s, e, &cause) != 0)
		fail_msg("dice_parse(\"%s\") failed: %s", s,
		    cause ? cause : "?");
	assert_null(cause);
}

/* --- expressions ---------------------------------------------------- */

static void
test_s1_dice_parse_accepts_the_usual_forms(void **state)
{
	static const struct {
		const char *in;
		int count, sides, mod, pct, min, max;
		const char *text;
	} ok[] = {
		{ "1d6", 1, 6, 0, 0, 1, 6, "1d6" },
		{ "2d6", 2, 6, 0, 0, 2, 12, "2d6" },	/* §1: 2d6 */
		{ "2d6+1", 2, 6, 1, 0, 3, 13, "2d6+1" },
		{ "3d6-2", 3, 6, -2, 0, 1, 16, "3d6-2" },
		{ "d10", 1, 10, 0, 0, 1, 10, "1d10" },
		{ "D6", 1, 6, 0, 0, 1, 6, "1d6" },
		{ "12d6", 12, 6, 0, 0, 12, 72, "12d6" },
		{ "d100", 1, 100, 0, 1, 1, 100, "d100" },
		{ "d%", 1, 100, 0, 1, 1, 100, "d100" },
		{ "1d100", 1, 100, 0, 1, 1, 100, "d100" },
		{ "d%+5", 1, 100, 5, 1, 6, 105, "d100+5" },
	};
	struct dice_expr e;
	size_t i;

	(void)state;
	for (i = 0; i < nitems(ok); i++) {
		parse_ok(ok[i].in, &e);
		assert_int_equal(e.count, ok[i].count);
		assert_int_equal(e.sides, ok[i].sides);
		assert_int_equal(e.mod, ok[i].mod);
		assert_int_equal(e.percentile, ok[i].pct);
		assert_string_equal(e.text, ok[i].text);
		assert_int_equal(dice_min(&e), ok[i].min);
		assert_int_equal(dice_max(&e), ok[i].max);
	}
}

static void
test_dice_parse_rejects_garbage_with_expected_form(void **state)
{
	static const char *garbage[] = {
		"", "garbage", "2d", "d", "2x6", "2d6+", "2d6+1x", "+2d6",
		"2 d6", "2d6 ", "dd6", "2d-6", "2d6++1", "2d6-x"
	};
	struct dice_expr e;
	char *cause;
	size_t i;

	(void)state;
	for (i = 0; i < nitems(garbage); i++) {
		cause = NULL;
		if (dice_parse(garbage[i], &e, &cause) == 0)
			fail_msg("\"%s\" was accepted", garbage[i]);
		assert_non_null(cause);
		assert_non_null(strstr(cause, "expected a dice expression"));
		assert_non_null(strstr(cause, "2d6"));
		assert_non_null(strstr(cause, "d100"));
		free(cause);
	}
}

static void
test_dice_parse_rejects_impossible_dice(void **state)
{
	static const struct {
		const char *in, *why;
	} bad[] = {
		{ "0d6", "1 to 12 dice in all" },
		{ "13d6", "1 to 12 dice in all" },
		{ "2d1", "2 to 100 sides" },
		{ "2d0", "2 to 100 sides" },
		{ "1d101", "2 to 100 sides" },
		{ "2d100", "one at a time" },
		{ "2d%", "one at a time" },
		{ "2d6+5000", "modifier from -1000 to +1000" },
		{ "2d6-1001", "modifier from -1000 to +1000" },
	};
	struct dice_expr e;
	char *cause;
	size_t i;

	(void)state;
	for (i = 0; i < nitems(bad); i++) {
		cause = NULL;
		if (dice_parse(bad[i].in, &e, &cause) == 0)
			fail_msg("\"%s\" was accepted", bad[i].in);
		assert_non_null(cause);
		/* names the input and what would be allowed */
		assert_non_null(strstr(cause, bad[i].in));
		if (strstr(cause, bad[i].why) == NULL)
			fail_msg("\"%s\": cause \"%s\" lacks \"%s\"", bad[i].in,
			    cause, bad[i].why);
		free(cause);
	}
}

/* --- the generator -------------------------------------------------- */

static void
test_rng_same_seed_same_sequence(void **state)
{
	struct rng a, b;
	int i;

	(void)state;
	rng_seed(&a, 20251025);
	rng_seed(&b, 20251025);
	for (i = 0; i < 1000; i++)
		assert_true(rng_next(&a) == rng_next(&b));
	rng_seed(&a, 7);
	rng_seed(&b, 7);
	for (i = 0; i < 1000; i++)
		assert_int_equal(rng_below(&a, 6), rng_below(&b, 6));
}

static void
test_rng_different_seeds_differ(void **state)
{
	struct rng a, b;
	int i, same = 0;

	(void)state;
	rng_seed(&a, 1);
	rng_seed(&b, 2);
	for (i = 0; i < 100; i++)
		same += rng_next(&a) == rng_next(&b);
	assert_int_equal(same, 0);
	/* nor is seed 0 degenerate (xoshiro must never be all zero) */
	rng_seed(&a, 0);
	assert_false(a.s[0] == 0 && a.s[1] == 0 && a.s[2] == 0 &&
	    a.s[3] == 0);
	assert_true(rng_next(&a) != rng_next(&a));
}

static void
test_rng_below_is_uniform_chi_square(void **state)
{
	struct rng r;
	long count[6] = { 0 };
	double chi2 = 0, expect = 60000.0 / 6, d;
	uint32_t v;
	int i;

	(void)state;
	rng_seed(&r, 1415);
	for (i = 0; i < 60000; i++) {
		v = rng_below(&r, 6);
		assert_true(v < 6);
		count[v]++;
	}
	for (i = 0; i < 6; i++) {
		d = count[i] - expect;
		chi2 += d * d / expect;
	}
	/* 5 degrees of freedom: P(chi2 > 20.5) = 0.001; 30 is generous. */
	if (chi2 >= 30)
		fail_msg("chi-square %.2f for counts %ld %ld %ld %ld %ld %ld",
		    chi2, count[0], count[1], count[2], count[3], count[4],
		    count[5]);
}

static void
test_rng_below_stays_below_n(void **state)
{
	static const uint32_t ns[] = {
		1, 2, 3, 6, 10, 100, 1000000007u, 0x80000001u, 0xfffffffeu,
		0xffffffffu
	};
	struct rng r;
	uint32_t v, max;
	size_t i;
	int k, seen[10] = { 0 };

	(void)state;
	rng_seed(&r, 99);
	for (i = 0; i < nitems(ns); i++) {
		max = 0;
		for (k = 0; k < 20000; k++) {
			v = rng_below(&r, ns[i]);
			if (v >= ns[i])
				fail_msg("rng_below(%u) gave %u", ns[i], v);
			if (v > max)
				max = v;
			if (ns[i] == 10)
				seen[v]++;
		}
		/* for large n the upper half turns up too */
		if (ns[i] > 1000)
			assert_true(max > ns[i] / 2);
	}
	for (k = 0; k < 10; k++)
		assert_true(seen[k] > 0);
}

/* 2d6: totals 2..12 with probabilities 1/36 .. 6/36 .. 1/36. */
static void
test_s11_2d6_totals_are_triangular(void **state)
{
	struct rng rng;
	struct roller ro;
	struct dice_expr e;
	struct roll r;
	long count[13] = { 0 };
	double chi2 = 0, expect, d;
	char *cause = NULL;
	const int n = 72000;
	int i, t;

	(void)state;
	parse_ok("2d6", &e);
	rng_seed(&rng, 25);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	for (i = 0; i < n; i++) {
		assert_int_equal(roller_roll(&ro, &e, NULL, &r, &cause), 0);
		/* the journal's copy is not needed here */
		roller_reset_made(&ro);
		assert_int_equal(r.nface, 2);
		assert_true(r.face[0] >= 1 && r.face[0] <= 6);
		assert_true(r.face[1] >= 1 && r.face[1] <= 6);
		assert_int_equal(r.total, r.face[0] + r.face[1]);
		count[r.total]++;
	}
	roller_reset_made(&ro);
	for (t = 2; t <= 12; t++) {
		expect = n * (6.0 - (t < 7 ? 7 - t : t - 7)) / 36.0;
		/* each total within 10% of its share */
		assert_true(count[t] > expect * 0.9 && count[t] < expect * 1.1);
		d = count[t] - expect;
		chi2 += d * d / expect;
	}
	/* 10 degrees of freedom: P(chi2 > 29.6) = 0.001 */
	assert_true(chi2 < 40);
}

static void
test_spi_3_8_d100_reads_1_to_100(void **state)
{
	struct rng rng;
	struct roller ro;
	struct dice_expr e;
	struct roll r;
	char *cause = NULL;
	int i, seen[101] = { 0 };

	(void)state;
	parse_ok("d100", &e);
	rng_seed(&rng, 3);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	for (i = 0; i < 20000; i++) {
		assert_int_equal(roller_roll(&ro, &e, NULL, &r, &cause), 0);
		/* the journal's copy is not needed here */
		roller_reset_made(&ro);
		assert_int_equal(r.nface, 2);
		assert_true(r.face[0] >= 0 && r.face[0] <= 9);
		assert_true(r.face[1] >= 0 && r.face[1] <= 9);
		assert_true(r.total >= 1 && r.total <= 100);
		if (r.face[0] == 0 && r.face[1] == 0)
			assert_int_equal(r.total, 100);
		else
			assert_int_equal(r.total, r.face[0] * 10 + r.face[1]);
		seen[r.total]++;
	}
	roller_reset_made(&ro);
	for (i = 1; i <= 100; i++)
		assert_true(seen[i] > 0);
}

static void
test_spi_3_8_physical_percentiles(void **state)
{
	static const struct {
		const char *answer;
		int nface, tens, ones, total;
	} ok[] = {
		{ "00", 2, 0, 0, 100 },
		{ "0 0", 2, 0, 0, 100 },
		{ "4 7", 2, 4, 7, 47 },	/* tens first */
		{ "47", 2, 4, 7, 47 },
		{ "7 4", 2, 7, 4, 74 },
		{ "0 5", 2, 0, 5, 5 },
		{ "05", 2, 0, 5, 5 },
		{ "100", 0, 0, 0, 100 },
		{ "5", 0, 0, 0, 5 },
	};
	static const char *bad[] = { "10 0", "4 7 1", "4x", "0", "101", "" };
	struct dice_expr e;
	struct roll r;
	char *cause = NULL;
	size_t i;

	(void)state;
	parse_ok("d%", &e);
	for (i = 0; i < nitems(ok); i++) {
		if (roll_physical(&e, ok[i].answer, &r, &cause) != 0)
			fail_msg("\"%s\" refused: %s", ok[i].answer, cause);
		assert_int_equal(r.src, ROLL_PHYSICAL);
		assert_int_equal(r.nface, ok[i].nface);
		if (r.nface == 2) {
			assert_int_equal(r.face[0], ok[i].tens);
			assert_int_equal(r.face[1], ok[i].ones);
		}
		assert_int_equal(r.total, ok[i].total);
	}
	for (i = 0; i < nitems(bad); i++) {
		cause = NULL;
		if (roll_physical(&e, bad[i], &r, &cause) == 0)
			fail_msg("\"%s\" accepted for d100", bad[i]);
		assert_non_null(cause);
		free(cause);
	}
}

/* --- physical dice -------------------------------------------------- */

static void
test_roll_physical_accepts_total_or_faces(void **state)
{
	struct dice_expr e;
	struct roll r;
	char *cause = NULL;

	(void)state;
	parse_ok("2d6", &e);
	assert_int_equal(roll_physical(&e, "8", &r, &cause), 0);
	assert_int_equal(r.src, ROLL_PHYSICAL);
	assert_int_equal(r.nface, 0);
	assert_int_equal(r.total, 8);
	assert_int_equal(roll_physical(&e, "5 3", &r, &cause), 0);
	assert_int_equal(r.nface, 2);
	assert_int_equal(r.face[0], 5);
	assert_int_equal(r.face[1], 3);
	assert_int_equal(r.total, 8);
	assert_int_equal(roll_physical(&e, "  6\t6 ", &r, &cause), 0);
	assert_int_equal(r.total, 12);
	assert_int_equal(roll_physical(&e, "2", &r, &cause), 0);
	assert_int_equal(r.total, 2);
	/* a single die: one number is its face */
	parse_ok("1d6", &e);
	assert_int_equal(roll_physical(&e, "5", &r, &cause), 0);
	assert_int_equal(r.nface, 1);
	assert_int_equal(r.face[0], 5);
	assert_int_equal(r.total, 5);
	assert_null(cause);
}

static void
test_roll_physical_refuses_the_impossible(void **state)
{
	static const struct {
		const char *expr, *answer, *why;
	} bad[] = {
		{ "2d6", "13", "from 2 to 12" },
		{ "2d6", "1", "from 2 to 12" },
		{ "2d6", "0", "from 2 to 12" },
		{ "2d6", "7 1", "1 to 6, not \"7\"" },
		{ "2d6", "5 0", "1 to 6, not \"0\"" },
		{ "2d6", "5 3 2", "needs 2 dice" },
		{ "2d6", "", "needs 2 dice" },
		{ "2d6", "eight", "2d6 cannot roll \"eight\"" },
		{ "2d6", "5 x", "not \"x\"" },
		{ "2d6", "\"5", "unterminated" },
		{ "1d6", "7", "1 to 6" },
		{ "1d6", "0", "1 to 6" },
		{ "1d6", "3 4", "needs one die" },
		{ "2d6+1", "13", "from 2 to 12" },
		{ "3d6-2", "19", "from 3 to 18" },
	};
	struct dice_expr e;
	struct roll r;
	char *cause;
	size_t i;

	(void)state;
	for (i = 0; i < nitems(bad); i++) {
		parse_ok(bad[i].expr, &e);
		cause = NULL;
		if (roll_physical(&e, bad[i].answer, &r, &cause) == 0)
			fail_msg("%s: \"%s\" accepted", bad[i].expr,
			    bad[i].answer);
		assert_non_null(cause);
		if (strstr(cause, bad[i].why) == NULL)
			fail_msg("%s \"%s\": cause \"%s\" lacks \"%s\"",
			    bad[i].expr, bad[i].answer, cause, bad[i].why);
		free(cause);
	}
}

static void
test_roll_physical_applies_modifier(void **state)
{
	struct dice_expr e;
	struct roll r;
	char *cause = NULL;

	(void)state;
	parse_ok("2d6+1", &e);
	assert_int_equal(roll_physical(&e, "8", &r, &cause), 0);
	assert_int_equal(r.total, 9);
	assert_int_equal(roll_physical(&e, "5 3", &r, &cause), 0);
	assert_int_equal(r.total, 9);
	assert_int_equal(roll_physical(&e, "12", &r, &cause), 0);
	assert_int_equal(r.total, 13);
	parse_ok("3d6-2", &e);
	assert_int_equal(roll_physical(&e, "1 1 1", &r, &cause), 0);
	assert_int_equal(r.total, 1);
	assert_int_equal(roll_physical(&e, "18", &r, &cause), 0);
	assert_int_equal(r.total, 16);
	assert_null(cause);
}

/* --- narration and the journal -------------------------------------- */

static char *
formatted(const struct roll *r)
{
	struct buf b;

	buf_init(&b);
	roll_format(r, &b);
	return buf_steal(&b);
}

static void
check_format(const char *expr, const char *answer, int engine,
    const char *want)
{
	struct dice_expr e;
	struct roll r;
	char *cause = NULL, *s;

	parse_ok(expr, &e);
	assert_int_equal(roll_physical(&e, answer, &r, &cause), 0);
	if (engine)
		r.src = ROLL_ENGINE;
	s = formatted(&r);
	assert_string_equal(s, want);
	free(s);
}

static void
test_roll_format_exact_text(void **state)
{
	(void)state;
	check_format("2d6", "5 3", 1, "2d6: 5+3 = 8");
	check_format("2d6+1", "5 3", 1, "2d6+1: 5+3 + 1 = 9");
	check_format("3d6-2", "1 2 3", 1, "3d6-2: 1+2+3 - 2 = 4");
	check_format("1d6", "4", 1, "1d6: 4 = 4");
	check_format("d100", "4 7", 1, "d100: 47 = 47");
	check_format("d100", "0 0", 1, "d100: 00 = 100");
	check_format("2d6", "5 3", 0, "2d6: 5+3 = 8 (physical)");
	check_format("2d6", "8", 0, "2d6: 8 = 8 (physical)");
	check_format("2d6+1", "8", 0, "2d6+1: 8 + 1 = 9 (physical)");
}

static void
check_round_trip(const struct roll *r, const char *want)
{
	struct buf b;
	struct roll back;
	char *cause = NULL, *again;
	int i;

	buf_init(&b);
	roll_serialise(r, &b);
	if (want != NULL)
		assert_string_equal(b.s, want);
	if (roll_deserialise(b.s, &back, &cause) != 0)
		fail_msg("\"%s\" not read back: %s", b.s, cause);
	assert_int_equal(back.src, r->src);
	assert_string_equal(back.e.text, r->e.text);
	assert_int_equal(back.e.count, r->e.count);
	assert_int_equal(back.e.sides, r->e.sides);
	assert_int_equal(back.e.mod, r->e.mod);
	assert_int_equal(back.e.percentile, r->e.percentile);
	assert_int_equal(back.nface, r->nface);
	for (i = 0; i < r->nface; i++)
		assert_int_equal(back.face[i], r->face[i]);
	assert_int_equal(back.total, r->total);
	/* and the copy is written the same way */
	again = NULL;
	{
		struct buf b2;

		buf_init(&b2);
		roll_serialise(&back, &b2);
		again = buf_steal(&b2);
	}
	assert_string_equal(again, b.s);
	free(again);
	buf_free(&b);
}

static void
test_roll_serialise_round_trip(void **state)
{
	struct dice_expr e;
	struct roll r;
	struct rng rng;
	struct roller ro;
	char *cause = NULL;
	int i;

	(void)state;
	parse_ok("2d6", &e);
	assert_int_equal(roll_physical(&e, "5 3", &r, &cause), 0);
	r.src = ROLL_ENGINE;
	check_round_trip(&r, "e2d6:5,3=8");
	assert_int_equal(roll_physical(&e, "8", &r, &cause), 0);
	check_round_trip(&r, "p2d6:=8");
	parse_ok("2d6+1", &e);
	assert_int_equal(roll_physical(&e, "6 6", &r, &cause), 0);
	check_round_trip(&r, "p2d6+1:6,6=13");
	parse_ok("3d6-2", &e);
	assert_int_equal(roll_physical(&e, "1 1 1", &r, &cause), 0);
	check_round_trip(&r, "p3d6-2:1,1,1=1");
	parse_ok("d%", &e);
	assert_int_equal(roll_physical(&e, "00", &r, &cause), 0);
	check_round_trip(&r, "pd100:0,0=100");
	/* engine rolls of every kind */
	rng_seed(&rng, 11);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	for (i = 0; i < 50; i++) {
		parse_ok(i % 3 == 0 ? "12d6-3" : i % 3 == 1 ? "d100" : "1d10",
		    &e);
		assert_int_equal(roller_roll(&ro, &e, NULL, &r, &cause), 0);
		check_round_trip(&r, NULL);
	}
	roller_reset_made(&ro);
	assert_null(cause);
}

static void
test_roll_deserialise_refuses_bad_strings(void **state)
{
	static const char *bad[] = {
		"", "x2d6:5,3=8", "e2d6", "e2d6:5,3", "e2d6=8:5,3",
		"e2d6:5,3=8x", "e2d6:a=8", "e2d6:5,,3=8",
		"ezz:1=1", "e:5=5", "p0d6:=1",
		"e2d6:1,1,1,1,1,1,1,1,1,1,1,1,1=13",
		"eaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa:1=1",
		/* faces a die cannot show, totals that do not add up */
		"e2d6:5,3=", "e2d6:9,9=18", "e2d6:5,3=1", "e2d6:5,=8",
		"e2d6:5=5", "ed100:4,12=52", "p2d6:=13", "p2d6:=1",
	};
	struct roll r;
	char *cause;
	size_t i;

	(void)state;
	for (i = 0; i < nitems(bad); i++) {
		cause = NULL;
		if (roll_deserialise(bad[i], &r, &cause) == 0)
			fail_msg("\"%s\" was read as a roll", bad[i]);
		assert_non_null(cause);
		free(cause);
	}
	cause = NULL;
	assert_int_equal(roll_deserialise("x2d6:5,3=8", &r, &cause), -1);
	assert_non_null(strstr(cause, "bad recorded roll \"x2d6:5,3=8\""));
	free(cause);
}

/* --- the roller ----------------------------------------------------- */

static void
test_roller_engine_uses_the_seeded_rng(void **state)
{
	struct rng rng, copy;
	struct roller ro;
	struct dice_expr e;
	struct roll r;
	char *cause = NULL;
	int i;

	(void)state;
	parse_ok("2d6", &e);
	rng_seed(&rng, 1415);
	rng_seed(&copy, 1415);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	for (i = 0; i < 20; i++) {
		assert_int_equal(roller_roll(&ro, &e, "attack", &r, &cause), 0);
		assert_int_equal(r.src, ROLL_ENGINE);
		/* each die is one unbiased draw from the game's generator */
		assert_int_equal(r.face[0], 1 + (int)rng_below(&copy, 6));
		assert_int_equal(r.face[1], 1 + (int)rng_below(&copy, 6));
		assert_int_equal(r.total, r.face[0] + r.face[1]);
		/* and is remembered for the journal */
		assert_int_equal(ro.nmade, i + 1);
		assert_memory_equal(&ro.made[i], &r, sizeof r);
	}
	roller_reset_made(&ro);
	assert_int_equal(ro.nmade, 0);
	assert_null(ro.made);
	assert_null(cause);
}

static void
test_roller_replays_script_in_order(void **state)
{
	struct rng rng;
	struct roller ro;
	struct dice_expr e;
	struct roll script[3], r;
	char *cause = NULL;
	int i;

	(void)state;
	parse_ok("2d6", &e);
	/* the game as first played: herald's roll, a player's, herald's */
	rng_seed(&rng, 5);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	assert_int_equal(roller_roll(&ro, &e, NULL, &script[0], &cause), 0);
	assert_int_equal(roll_deserialise("p2d6:=11", &script[1], &cause), 0);
	assert_int_equal(roller_roll(&ro, &e, NULL, &script[2], &cause), 0);
	roller_reset_made(&ro);
	rng_seed(&rng, 5);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	ro.script = script;
	ro.nscript = 3;
	ro.replaying = 1;
	ro.manual = 1;		/* the player's roll came with dice manual */
	for (i = 0; i < 3; i++) {
		assert_int_equal(roller_roll(&ro, &e, NULL, &r, &cause), 0);
		assert_int_equal(r.src, script[i].src);
		assert_int_equal(r.nface, script[i].nface);
		assert_int_equal(r.total, script[i].total);
	}
	assert_int_equal(r.face[0], script[2].face[0]);
	assert_int_equal(ro.nmade, 3);
	/* the script has run out, and no other dice may be rolled */
	assert_int_equal(roller_roll(&ro, &e, NULL, &r, &cause), -1);
	assert_non_null(cause);
	assert_non_null(strstr(cause, "no 2d6 roll"));
	free(cause);
	assert_int_equal(ro.nmade, 3);
	roller_reset_made(&ro);
}

/* An engine roll must be the one the seed gives: a journal or a turn
 * file edited to change herald's dice is refused. */
static void
test_roller_refuses_an_altered_engine_roll(void **state)
{
	struct rng rng;
	struct roller ro;
	struct dice_expr e;
	struct roll made, r;
	char *cause = NULL;

	(void)state;
	parse_ok("1d6", &e);
	rng_seed(&rng, 7);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	assert_int_equal(roller_roll(&ro, &e, NULL, &made, &cause), 0);
	roller_reset_made(&ro);
	/* the same roll replays */
	rng_seed(&rng, 7);
	ro.script = &made;
	ro.nscript = 1;
	ro.replaying = 1;
	assert_int_equal(roller_roll(&ro, &e, NULL, &r, &cause), 0);
	roller_reset_made(&ro);
	/* nor does a player's roll in its place, dice not being manual */
	{
		struct roll p;

		assert_int_equal(roll_deserialise("p1d6:=6", &p, &cause), 0);
		rng_seed(&rng, 7);
		ro.script = &p;
		ro.iscript = 0;
		assert_int_equal(roller_roll(&ro, &e, NULL, &r, &cause), -1);
		assert_non_null(strstr(cause, "where herald rolls the dice"));
		free(cause);
		cause = NULL;
		ro.script = &made;
	}
	/* another face does not */
	made.face[0] = made.face[0] % 6 + 1;
	made.total = made.face[0];
	rng_seed(&rng, 7);
	ro.iscript = 0;
	assert_int_equal(roller_roll(&ro, &e, NULL, &r, &cause), -1);
	assert_non_null(strstr(cause, "the record has been altered"));
	free(cause);
	roller_reset_made(&ro);
}

static void
test_roller_refuses_script_of_other_dice(void **state)
{
	struct rng rng;
	struct roller ro;
	struct dice_expr e;
	struct roll script[1], r;
	char *cause = NULL;

	(void)state;
	assert_int_equal(roll_deserialise("ed100:4,7=47", &script[0], &cause),
	    0);
	parse_ok("2d6", &e);
	rng_seed(&rng, 5);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	ro.script = script;
	ro.nscript = 1;
	ro.replaying = 1;
	assert_int_equal(roller_roll(&ro, &e, NULL, &r, &cause), -1);
	assert_non_null(cause);
	assert_non_null(strstr(cause, "d100"));
	assert_non_null(strstr(cause, "2d6 was expected"));
	free(cause);
	roller_reset_made(&ro);
}

/* Replaying an engine roll draws it again from the generator, so that
 * the rolls after the journal's end are those the game would have made. */
static void
test_roller_replay_keeps_generator_in_step(void **state)
{
	struct rng rng;
	struct roller ro;
	struct dice_expr e;
	struct roll first, second, r;
	char *cause = NULL;

	(void)state;
	parse_ok("2d6", &e);
	rng_seed(&rng, 77);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	assert_int_equal(roller_roll(&ro, &e, NULL, &first, &cause), 0);
	assert_int_equal(roller_roll(&ro, &e, NULL, &second, &cause), 0);
	roller_reset_made(&ro);

	rng_seed(&rng, 77);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	ro.script = &first;
	ro.nscript = 1;
	assert_int_equal(roller_roll(&ro, &e, NULL, &r, &cause), 0);
	assert_memory_equal(&r, &first, sizeof r);
	assert_int_equal(roller_roll(&ro, &e, NULL, &r, &cause), 0);
	assert_int_equal(r.src, ROLL_ENGINE);
	assert_int_equal(r.face[0], second.face[0]);
	assert_int_equal(r.face[1], second.face[1]);
	assert_int_equal(r.total, second.total);
	assert_int_equal(ro.nmade, 2);
	roller_reset_made(&ro);
	assert_null(cause);
}

/* A player at the table answering the prompts. */
struct asker {
	const char	*answers[4];
	int		 nanswers;
	int		 calls;
	char		*prompt[4];
	char		*complaint[4];
	int		 noffers[4];	/* answers offered for completion */
};

static int
ask(void *ctx, const char *prompt, const char *complaint,
    const char *const *offers, int noffers, char **line)
{
	struct asker *a = ctx;
	int i = a->calls++;

	/* a roll offers nothing to complete; a choice offers its answers */
	assert_true(i < 4);
	assert_true((offers == NULL) == (noffers == 0));
	a->noffers[i] = noffers;
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

static void
test_roller_manual_asks_again_after_impossible_answer(void **state)
{
	struct rng rng, untouched;
	struct roller ro;
	struct dice_expr e;
	struct roll r;
	struct asker a;
	char *cause = NULL;

	(void)state;
	parse_ok("2d6", &e);
	memset(&a, 0, sizeof a);
	a.answers[0] = "7 1";
	a.answers[1] = "13";
	a.answers[2] = "5 3";
	a.nanswers = 3;
	rng_seed(&rng, 9);
	untouched = rng;
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	ro.manual = 1;
	ro.ask = ask;
	ro.ask_ctx = &a;
	assert_int_equal(roller_roll(&ro, &e, "the attack on 1214", &r,
	    &cause), 0);
	assert_int_equal(a.calls, 3);
	assert_non_null(strstr(a.prompt[0], "2d6"));
	assert_non_null(strstr(a.prompt[0], "the attack on 1214"));
	assert_null(a.complaint[0]);
	/* the complaint about each refused answer comes with the next ask */
	assert_non_null(a.complaint[1]);
	assert_non_null(strstr(a.complaint[1], "\"7\""));
	assert_non_null(a.complaint[2]);
	assert_non_null(strstr(a.complaint[2], "\"13\""));
	assert_int_equal(r.src, ROLL_PHYSICAL);
	assert_int_equal(r.nface, 2);
	assert_int_equal(r.total, 8);
	assert_int_equal(ro.nmade, 1);
	assert_int_equal(ro.made[0].src, ROLL_PHYSICAL);
	/* physical dice leave the generator alone */
	assert_true(rng.s[0] == untouched.s[0] && rng.s[3] == untouched.s[3]);
	roller_reset_made(&ro);
	asker_free(&a);
	assert_null(cause);
}

static void
test_roller_manual_end_of_input_is_an_error(void **state)
{
	struct rng rng;
	struct roller ro;
	struct dice_expr e;
	struct roll r;
	struct asker a;
	char *cause = NULL;

	(void)state;
	parse_ok("2d6", &e);
	memset(&a, 0, sizeof a);
	a.answers[0] = "1";
	a.nanswers = 1;
	rng_seed(&rng, 9);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	ro.manual = 1;
	ro.ask = ask;
	ro.ask_ctx = &a;
	assert_int_equal(roller_roll(&ro, &e, NULL, &r, &cause), -1);
	assert_int_equal(a.calls, 2);
	assert_non_null(a.complaint[1]);
	assert_non_null(cause);
	assert_non_null(strstr(cause, "no roll was given for 2d6"));
	assert_int_equal(ro.nmade, 0);
	free(cause);
	asker_free(&a);
}

static const char *const hexes[] = { "0906", "1106", "1006" };

/* A player's choice (st-albans §9.8, the retreat hex): asked with the
 * answers offered, what is not offered asked again, kept as a choice. */
static void
test_roller_choose_asks_and_keeps_the_choice(void **state)
{
	struct rng rng;
	struct roller ro;
	struct roll back;
	struct asker a;
	struct buf b;
	char *cause = NULL;
	int k = -1, asked = -1;

	(void)state;
	memset(&a, 0, sizeof a);
	a.answers[0] = "1208";
	a.answers[1] = " 1106 ";
	a.nanswers = 2;
	rng_seed(&rng, 9);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	ro.ask = ask;		/* asked whether or not dice are manual */
	ro.ask_ctx = &a;
	assert_int_equal(roller_choose(&ro, "Lancaster, retreat l20 to",
	    hexes, 3, &k, &asked, &cause), 0);
	assert_int_equal(k, 1);
	assert_int_equal(asked, 1);
	assert_int_equal(a.calls, 2);
	assert_string_equal(a.prompt[0], "Lancaster, retreat l20 to 0906, "
	    "1106 or 1006 [0906]: ");
	assert_int_equal(a.noffers[0], 3);
	assert_null(a.complaint[0]);
	assert_string_equal(a.complaint[1], "expected 0906, 1106 or 1006, or "
	    "nothing for 0906");
	assert_int_equal(ro.nmade, 1);
	assert_int_equal(ro.made[0].src, ROLL_CHOICE);
	buf_init(&b);
	roll_serialise(&ro.made[0], &b);
	assert_string_equal(b.s, "c1d3:2=2");	/* a player answered */
	assert_int_equal(roll_deserialise(b.s, &back, &cause), 0);
	assert_int_equal(back.src, ROLL_CHOICE);
	assert_int_equal(back.total, 2);
	buf_reset(&b);
	roll_format(&back, &b);
	assert_string_equal(b.s, "choice 2 of 3");
	/* herald's own pick, with no one to answer */
	assert_int_equal(roll_deserialise("c1d3:=1", &back, &cause), 0);
	buf_reset(&b);
	roll_format(&back, &b);
	assert_string_equal(b.s, "choice 1 of 3 (herald's pick)");
	buf_free(&b);
	/* what a choice cannot be: beyond the offers, several dice, a
	 * modifier, a face other than the total */
	assert_int_equal(roll_deserialise("c1d3:=4", &back, &cause), -1);
	free(cause);
	cause = NULL;
	assert_int_equal(roll_deserialise("c2d3:=6", &back, &cause), -1);
	free(cause);
	cause = NULL;
	assert_int_equal(roll_deserialise("c1d3+20:=23", &back, &cause), -1);
	free(cause);
	cause = NULL;
	assert_int_equal(roll_deserialise("c1d3:1=2", &back, &cause), -1);
	free(cause);
	roller_reset_made(&ro);
	asker_free(&a);
}

/* An empty answer, the end of the input or nobody to ask: herald's own
 * pick, the first offered; a single offer is no choice at all. */
static void
test_roller_choose_defaults_to_the_first_offer(void **state)
{
	struct rng rng;
	struct roller ro;
	struct asker a;
	char *cause = NULL;
	int k = -1, asked = -1;

	(void)state;
	memset(&a, 0, sizeof a);
	a.answers[0] = "";
	a.nanswers = 1;
	rng_seed(&rng, 9);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	ro.ask = ask;
	ro.ask_ctx = &a;
	assert_int_equal(roller_choose(&ro, "q", hexes, 3, &k, &asked,
	    &cause), 0);
	assert_int_equal(k, 0);
	assert_int_equal(asked, 1);
	/* no more answers */
	k = asked = -1;
	assert_int_equal(roller_choose(&ro, "q", hexes, 3, &k, &asked,
	    &cause), 0);
	assert_int_equal(k, 0);
	assert_int_equal(asked, 0);
	/* nobody to ask */
	ro.ask = NULL;
	k = asked = -1;
	assert_int_equal(roller_choose(&ro, "q", hexes, 2, &k, &asked,
	    &cause), 0);
	assert_int_equal(k, 0);
	assert_int_equal(asked, 0);
	/* a script with engine dice is not asked either */
	ro.ask = ask;
	ro.batch = 1;
	assert_int_equal(roller_choose(&ro, "q", hexes, 2, &k, &asked,
	    &cause), 0);
	assert_int_equal(asked, 0);
	assert_int_equal(a.calls, 2);
	assert_int_equal(ro.nmade, 4);
	assert_int_equal(ro.made[2].e.sides, 2);
	assert_int_equal(ro.made[3].nface, 0);	/* herald's pick */
	/* one hex: nothing asked, nothing kept */
	ro.batch = 0;
	assert_int_equal(roller_choose(&ro, "q", hexes, 1, &k, &asked,
	    &cause), 0);
	assert_int_equal(a.calls, 2);
	assert_int_equal(ro.nmade, 4);
	assert_null(cause);
	roller_reset_made(&ro);
	asker_free(&a);
}

/* spi-agincourt 13.13: two players' secret choices, each asked with
 * the answer hidden (ask_secret), kept as one record holding both. */
static int
ask_secret(void *ctx, const char *prompt, const char *complaint,
    char **line)
{
	return ask(ctx, prompt, complaint, NULL, 0, line);
}

static int
parse_digit(const void *arg, const char *s)
{
	(void)arg;
	return s[0] >= '0' && s[0] <= '5' && s[1] == '\0' ? s[0] - '0' : -1;
}

static void
test_spi_13_13_sealed_choices_kept_as_one_record(void **state)
{
	struct rng rng;
	struct roller ro;
	struct roll back, script[2];
	struct asker a;
	struct buf b;
	char *cause = NULL;
	int x = -1, y = -1;

	(void)state;
	memset(&a, 0, sizeof a);
	a.answers[0] = "9";		/* refused, asked again */
	a.answers[1] = "3";
	a.answers[2] = "0";
	a.nanswers = 3;
	rng_seed(&rng, 9);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	ro.ask_secret = ask_secret;
	ro.ask_ctx = &a;
	assert_int_equal(roller_choose_sealed(&ro, "A? ", "B? ", 6,
	    parse_digit, NULL, "0 to 5", -1, -1, &x, &y, &cause), 0);
	assert_int_equal(x, 3);
	assert_int_equal(y, 0);
	assert_int_equal(a.calls, 3);
	assert_string_equal(a.prompt[0], "A? ");
	assert_string_equal(a.complaint[1], "expected 0 to 5");
	assert_string_equal(a.prompt[2], "B? ");
	assert_int_equal(ro.nmade, 1);	/* one record, never one alone */
	buf_init(&b);
	roll_serialise(&ro.made[0], &b);
	assert_string_equal(b.s, "c2d6:4,1=5");
	assert_int_equal(roll_deserialise(b.s, &back, &cause), 0);
	buf_reset(&b);
	roll_format(&back, &b);
	assert_string_equal(b.s, "sealed choices 4 and 1 of 6");
	buf_free(&b);
	roller_reset_made(&ro);
	asker_free(&a);
	/* a pair is two faces that add up, each a choice offered */
	assert_int_equal(roll_deserialise("c2d6:4=4", &back, &cause), -1);
	free(cause);
	cause = NULL;
	assert_int_equal(roll_deserialise("c2d6:7,1=8", &back, &cause), -1);
	free(cause);
	cause = NULL;
	assert_int_equal(roll_deserialise("c2d6:4,1=6", &back, &cause), -1);
	free(cause);
	cause = NULL;
	/* replay reads the pair back and asks nobody */
	assert_int_equal(roll_deserialise("c2d6:2,6=8", &script[0], &cause), 0);
	assert_int_equal(roll_deserialise("c1d6:2=2", &script[1], &cause), 0);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	ro.script = script;
	ro.nscript = 2;
	ro.replaying = 1;
	assert_int_equal(roller_choose_sealed(&ro, "A? ", "B? ", 6,
	    parse_digit, NULL, "0 to 5", -1, -1, &x, &y, &cause), 0);
	assert_int_equal(x, 1);
	assert_int_equal(y, 5);
	/* a single choice where the pair belongs: the record was altered */
	assert_int_equal(roller_choose_sealed(&ro, "A? ", "B? ", 6,
	    parse_digit, NULL, "0 to 5", -1, -1, &x, &y, &cause), -1);
	assert_non_null(strstr(cause, "the record has been altered"));
	free(cause);
	cause = NULL;
	/* and a pair where a single choice belongs */
	ro.iscript = 0;
	{
		int k, asked;

		assert_int_equal(roller_choose(&ro, "q", hexes, 3, &k, &asked,
		    &cause), -1);
		assert_non_null(strstr(cause, "the record has been altered"));
		free(cause);
		cause = NULL;
	}
	/* replaying past the records: nothing to read the choices from */
	ro.iscript = 2;
	assert_int_equal(roller_choose_sealed(&ro, "A? ", "B? ", 6,
	    parse_digit, NULL, "0 to 5", -1, -1, &x, &y, &cause), -1);
	free(cause);
	cause = NULL;
	roller_reset_made(&ro);
	/* nobody to ask in secret: the choices must come in the order */
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	assert_int_equal(roller_choose_sealed(&ro, "A? ", "B? ", 6,
	    parse_digit, NULL, "0 to 5", -1, -1, &x, &y, &cause), -1);
	assert_non_null(strstr(cause, "in the open"));
	free(cause);
	cause = NULL;
	assert_int_equal(roller_choose_sealed(&ro, "A? ", "B? ", 6,
	    parse_digit, NULL, "0 to 5", 2, 4, &x, &y, &cause), 0);
	assert_int_equal(x, 2);
	assert_int_equal(y, 4);
	assert_int_equal(ro.nmade, 1);
	roller_reset_made(&ro);
}

/* spi-agincourt 13.13 by mail: a choice sealed as a commitment, its
 * secret kept apart (here: one slot), then revealed and checked. */
struct kept {
	unsigned char	seal[SEAL_BYTES], salt[SEAL_SALT];
	int		k, n;
};

static int
keep_one(void *ctx, const unsigned char *seal, int k,
    const unsigned char *salt, char **cause)
{
	struct kept *kp = ctx;

	(void)cause;
	memcpy(kp->seal, seal, SEAL_BYTES);
	memcpy(kp->salt, salt, SEAL_SALT);
	kp->k = k;
	kp->n++;
	return 0;
}

static int
find_one(void *ctx, const unsigned char *seal, int *k, unsigned char *salt,
    char **cause)
{
	struct kept *kp = ctx;

	(void)cause;
	if (kp->n == 0 || memcmp(kp->seal, seal, SEAL_BYTES) != 0)
		return 1;
	*k = kp->k;
	memcpy(salt, kp->salt, SEAL_SALT);
	return 0;
}

static void
test_spi_13_13_mail_seal_and_reveal(void **state)
{
	struct rng rng;
	struct roller ro;
	struct roll back[2], forged;
	struct asker a;
	struct kept kp;
	struct buf b;
	unsigned char seal[SEAL_BYTES], seal2[SEAL_BYTES];
	char *cause = NULL;
	int k = -1;

	(void)state;
	memset(&a, 0, sizeof a);
	memset(&kp, 0, sizeof kp);
	a.answers[0] = "4";
	a.nanswers = 1;
	rng_seed(&rng, 9);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	ro.ask_secret = ask_secret;
	ro.ask_ctx = &a;
	ro.keep_fn = keep_one;
	ro.find_fn = find_one;
	ro.seal_ctx = &kp;
	assert_int_equal(roller_seal(&ro, "A? ", 6, parse_digit, NULL,
	    "0 to 5", -1, seal, &cause), 0);
	assert_int_equal(kp.n, 1);		/* kept before it is recorded */
	assert_int_equal(kp.k, 4);
	assert_int_equal(ro.nmade, 1);
	assert_int_equal(ro.made[0].src, ROLL_SEAL);
	/* the record is the commitment alone: no choice, no salt */
	buf_init(&b);
	roll_serialise(&ro.made[0], &b);
	assert_int_equal(strncmp(b.s, "s1d6:", 5), 0);
	assert_int_equal(strlen(b.s), 5 + 2 * SEAL_BYTES);
	assert_null(strchr(b.s, '='));
	assert_int_equal(roll_deserialise(b.s, &back[0], &cause), 0);
	assert_memory_equal(back[0].seal, seal, SEAL_BYTES);
	/* the same choice sealed again gives another commitment (salted) */
	a.answers[1] = "4";
	a.nanswers = 2;
	assert_int_equal(roller_seal(&ro, "A? ", 6, parse_digit, NULL,
	    "0 to 5", -1, seal2, &cause), 0);
	assert_memory_not_equal(seal, seal2, SEAL_BYTES);
	/* revealed from the secret kept: the second seal's */
	assert_int_equal(roller_reveal(&ro, seal2, 6, &k, &cause), 0);
	assert_int_equal(k, 4);
	buf_reset(&b);
	roll_serialise(&ro.made[2], &b);
	assert_int_equal(strncmp(b.s, "r1d6:5:", 7), 0);
	assert_int_equal(roll_deserialise(b.s, &back[1], &cause), 0);
	/* the first seal's secret is not kept here: refused, named */
	assert_int_equal(roller_reveal(&ro, seal, 6, &k, &cause), -1);
	assert_non_null(strstr(cause, "keeps no secret"));
	free(cause);
	cause = NULL;
	roller_reset_made(&ro);
	/* replay: the reveal read back and checked against the commitment */
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	ro.script = &back[1];
	ro.nscript = 1;
	ro.replaying = 1;
	assert_int_equal(roller_reveal(&ro, seal2, 6, &k, &cause), 0);
	assert_int_equal(k, 4);
	roller_reset_made(&ro);
	/* another choice with the same salt does not give it: refused */
	forged = back[1];
	forged.total = forged.face[0] = 3;
	ro.script = &forged;
	ro.iscript = 0;
	assert_int_equal(roller_reveal(&ro, seal2, 6, &k, &cause), -1);
	assert_non_null(strstr(cause, "does not give the commitment"));
	free(cause);
	cause = NULL;
	/* nor the same choice with another salt */
	forged = back[1];
	forged.salt[0] ^= 1;
	ro.iscript = 0;
	assert_int_equal(roller_reveal(&ro, seal2, 6, &k, &cause), -1);
	free(cause);
	cause = NULL;
	/* a reveal where none was recorded, and a commitment where a reveal
	 * belongs: the record has been cut or altered */
	ro.nscript = 0;
	ro.iscript = 0;
	assert_int_equal(roller_reveal(&ro, seal2, 6, &k, &cause), -1);
	assert_non_null(strstr(cause, "holds no record"));
	free(cause);
	cause = NULL;
	ro.script = &back[0];
	ro.nscript = 1;
	assert_int_equal(roller_reveal(&ro, seal2, 6, &k, &cause), -1);
	assert_non_null(strstr(cause, "altered"));
	free(cause);
	cause = NULL;
	/* bad records refused when read */
	assert_int_equal(roll_deserialise("s1d6:abc", &forged, &cause), -1);
	free(cause);
	cause = NULL;
	assert_int_equal(roll_deserialise("r1d6:7:00000000000000000000000000000000",
	    &forged, &cause), -1);
	free(cause);
	cause = NULL;
	assert_int_equal(roll_deserialise("r1d6:2:0000", &forged, &cause), -1);
	free(cause);
	cause = NULL;
	/* a sealed choice is no die roll */
	{
		struct dice_expr e;
		struct roll r;

		assert_int_equal(dice_parse("1d6", &e, &cause), 0);
		ro.script = &back[0];
		ro.nscript = 1;
		ro.iscript = 0;
		assert_int_equal(roller_roll(&ro, &e, "why", &r, &cause), -1);
		free(cause);
		cause = NULL;
	}
	roller_reset_made(&ro);
	buf_free(&b);
	asker_free(&a);
}

/* Replay reads the choice back and asks nobody; a choice where a roll
 * belongs, or among another number of answers, is refused. */
static void
test_roller_choose_replays_and_refuses_a_roll_in_its_place(void **state)
{
	struct rng rng;
	struct roller ro;
	struct roll script[2];
	struct dice_expr e;
	struct roll r;
	char *cause = NULL;
	int k = -1, asked = -1;

	(void)state;
	assert_int_equal(roll_deserialise("c1d3:=3", &script[0], &cause), 0);
	assert_int_equal(roll_deserialise("e1d6:4=4", &script[1], &cause), 0);
	rng_seed(&rng, 9);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	ro.script = script;
	ro.nscript = 2;
	ro.replaying = 1;
	assert_int_equal(roller_choose(&ro, "q", hexes, 3, &k, &asked,
	    &cause), 0);
	assert_int_equal(k, 2);
	assert_int_equal(asked, 0);
	/* the next record is a roll: a journal from before choices were
	 * kept, where herald's pick was played; the roll stays for later */
	k = -1;
	assert_int_equal(roller_choose(&ro, "q", hexes, 3, &k, &asked,
	    &cause), 0);
	assert_int_equal(k, 0);
	assert_int_equal(ro.iscript, 1);
	/* and a choice is no roll */
	ro.iscript = 0;
	parse_ok("1d6", &e);
	assert_int_equal(roller_roll(&ro, &e, NULL, &r, &cause), -1);
	assert_non_null(strstr(cause, "a player's choice where a 1d6 roll"));
	free(cause);
	cause = NULL;
	/* a choice among another number of hexes is not this one */
	ro.iscript = 0;
	assert_int_equal(roller_choose(&ro, "q", hexes, 2, &k, &asked,
	    &cause), -1);
	assert_non_null(strstr(cause, "the record has been altered"));
	free(cause);
	roller_reset_made(&ro);
}

/* --- d66, Fudge dice and sums of groups ----------------------------- */

static void
parse_bad(const char *s, const char *why)
{
	struct dice_expr e;
	char *cause = NULL;

	if (dice_parse(s, &e, &cause) == 0)
		fail_msg("\"%s\" was accepted as %s", s, e.text);
	assert_non_null(cause);
	if (strstr(cause, why) == NULL)
		fail_msg("\"%s\": cause \"%s\" lacks \"%s\"", s, cause, why);
	free(cause);
}

static void
physical_ok(const char *expr, const char *answer, int total, int nface,
    const int *face)
{
	struct dice_expr e;
	struct roll r;
	char *cause = NULL;
	int i;

	parse_ok(expr, &e);
	if (roll_physical(&e, answer, &r, &cause) != 0)
		fail_msg("%s: \"%s\" refused: %s", expr, answer, cause);
	assert_int_equal(r.src, ROLL_PHYSICAL);
	assert_int_equal(r.total, total);
	assert_int_equal(r.nface, nface);
	for (i = 0; i < nface; i++)
		assert_int_equal(r.face[i], face[i]);
}

static void
physical_bad(const char *expr, const char *answer, const char *why)
{
	struct dice_expr e;
	struct roll r;
	char *cause = NULL;

	parse_ok(expr, &e);
	if (roll_physical(&e, answer, &r, &cause) == 0)
		fail_msg("%s: \"%s\" accepted as %d", expr, answer, r.total);
	assert_non_null(cause);
	if (strstr(cause, why) == NULL)
		fail_msg("%s \"%s\": cause \"%s\" lacks \"%s\"", expr, answer,
		    cause, why);
	free(cause);
}

/* The totals the engine gives for an expression over many rolls, each
 * checked against its faces and the range. */
static void
engine_totals(const char *expr, int rolls, int *seen, int lo, int hi)
{
	struct dice_expr e;
	struct rng rng;
	struct roll r;
	int i;

	parse_ok(expr, &e);
	rng_seed(&rng, 2026);
	for (i = 0; i < rolls; i++) {
		dice_engine(&rng, &e, &r);
		assert_int_equal(r.src, ROLL_ENGINE);
		assert_int_equal(r.nface, dice_count(&e));
		/* assert_in_range() is unsigned: Fudge totals are not */
		assert_true(r.total >= lo && r.total <= hi);
		seen[r.total - lo]++;
	}
}

static void
test_dice_d66_tens_units(void **state)
{
	static const char *forms[] = { "d66", "D66", "1d66", "d66+0" };
	struct dice_expr e;
	struct roll r;
	struct rng rng;
	long ways[64];
	int seen[56] = { 0 }, i, lo, n, outcomes = 0;

	(void)state;
	for (i = 0; i < (int)nitems(forms); i++) {
		parse_ok(forms[i], &e);
		assert_string_equal(e.text, "d66");
		assert_int_equal(e.ngroup, 1);
		assert_int_equal(e.group[0].kind, DICE_D66);
		assert_int_equal(dice_min(&e), 11);
		assert_int_equal(dice_max(&e), 66);
		assert_int_equal(dice_count(&e), 2);
		assert_int_equal(e.percentile, 0);
	}
	/* the tens die, then the units die: 36 results, each as likely */
	engine_totals("d66", 7200, seen, 11, 66);
	for (i = 11; i <= 66; i++) {
		if (i % 10 >= 1 && i % 10 <= 6 && i / 10 <= 6) {
			outcomes++;
			assert_in_range(seen[i - 11], 120, 280);
		} else
			assert_int_equal(seen[i - 11], 0);
	}
	assert_int_equal(outcomes, 36);
	parse_ok("d66", &e);
	rng_seed(&rng, 5);
	dice_engine(&rng, &e, &r);
	assert_int_equal(r.total, r.face[0] * 10 + r.face[1]);
	n = dice_ways(&e, ways, 64, &lo);
	assert_int_equal(lo, 11);
	assert_int_equal(n, 56);
	for (i = 0, outcomes = 0; i < n; i++) {
		assert_true(ways[i] == 0 || ways[i] == 1);
		outcomes += (int)ways[i];
	}
	assert_int_equal(outcomes, 36);
	assert_int_equal(ways[35 - 11], 1);
	assert_int_equal(ways[17 - 11], 0);
	/* a modifier shifts the reading */
	parse_ok("d66-10", &e);
	assert_string_equal(e.text, "d66-10");
	assert_int_equal(dice_min(&e), 1);
	assert_int_equal(dice_max(&e), 56);
	/* 2d66 is no roll: d66 is one reading of two dice */
	parse_bad("2d66", "d66 is one roll of two d6 read as tens and units");
	parse_bad("2D66", "roll d66 once for each result");
	parse_bad("d66+1d6", "d66 is read as tens and units, not added");
	parse_bad("1d6+d66", "roll it on its own");
}

static void
test_dice_d66_physical_answers(void **state)
{
	static const int f35[] = { 3, 5 }, f66[] = { 6, 6 }, f11[] = { 1, 1 };

	(void)state;
	physical_ok("d66", "35", 35, 2, f35);
	physical_ok("d66", "3 5", 35, 2, f35);
	physical_ok("d66", " 6\t6 ", 66, 2, f66);
	physical_ok("d66", "11", 11, 2, f11);
	physical_ok("d66+2", "35", 37, 2, f35);
	/* no total: 17 is not a result of d66, and "35" is its two dice */
	physical_bad("d66", "17", "d66 cannot roll \"17\": two d6 read as "
	    "tens and units, each from 1 to 6, e.g. 35 or 3 5");
	physical_bad("d66", "70", "cannot roll \"70\"");
	physical_bad("d66", "3", "cannot roll \"3\"");
	physical_bad("d66", "356", "cannot roll \"356\"");
	physical_bad("d66", "x5", "cannot roll \"x5\"");
	physical_bad("d66", "3 7", "a die of d66 shows 1 to 6, not \"7\" "
	    "(two d6 read as tens and units");
	physical_bad("d66", "0 5", "not \"0\"");
	physical_bad("d66", "+ 5", "not \"+\"");
	physical_bad("d66", "3 5 1", "d66 needs two d6 read as tens and "
	    "units");
	physical_bad("d66", "", "d66 needs two d6");
}

static void
test_dice_fudge(void **state)
{
	static const long w4[] = { 1, 4, 10, 16, 19, 16, 10, 4, 1 };
	static const struct {
		const char *in, *text;
		int count, min, max;
	} ok[] = {
		{ "dF", "1dF", 1, -1, 1 },
		{ "4dF", "4dF", 4, -4, 4 },
		{ "4df", "4dF", 4, -4, 4 },
		{ "4DF", "4dF", 4, -4, 4 },
		{ "Df", "1dF", 1, -1, 1 },
		{ "4dF+2", "4dF+2", 4, -2, 6 },
		{ "12dF-1", "12dF-1", 12, -13, 11 },
	};
	struct dice_expr e;
	long ways[16];
	int seen[9] = { 0 }, i, lo, n;

	(void)state;
	for (i = 0; i < (int)nitems(ok); i++) {
		parse_ok(ok[i].in, &e);
		assert_string_equal(e.text, ok[i].text);
		assert_int_equal(e.group[0].kind, DICE_FUDGE);
		assert_int_equal(e.group[0].count, ok[i].count);
		assert_int_equal(dice_count(&e), ok[i].count);
		assert_int_equal(dice_min(&e), ok[i].min);
		assert_int_equal(dice_max(&e), ok[i].max);
	}
	parse_bad("0dF", "0 dice; a roll has 1 to 12 dice");
	parse_bad("13dF", "13 dice; a roll has 1 to 12 dice");
	parse_bad("4dG", "expected a dice expression");
	parse_bad("4dFF", "expected a dice expression");
	/* each die -1, 0, +1: 81 outcomes of 4dF, -4 to +4 */
	parse_ok("4dF", &e);
	n = dice_ways(&e, ways, 16, &lo);
	assert_int_equal(lo, -4);
	assert_int_equal(n, 9);
	for (i = 0; i < n; i++)
		assert_int_equal(ways[i], w4[i]);
	engine_totals("4dF", 8100, seen, -4, 4);
	for (i = 0; i < 9; i++)	/* 100 * ways, give or take */
		assert_in_range(seen[i], w4[i] * 100 - 40 - w4[i] * 25,
		    w4[i] * 100 + 40 + w4[i] * 25);
}

static void
test_dice_fudge_physical_answers(void **state)
{
	static const int f[] = { 1, -1, 0, 1 }, one[] = { 1 }, z[] = { 0 };

	(void)state;
	physical_ok("4dF", "+ - 0 +", 1, 4, f);
	physical_ok("4dF", "1 -1 0 1", 1, 4, f);
	physical_ok("4dF", "+1 -1 0 +1", 1, 4, f);
	physical_ok("4dF", "+ -1 0 1", 1, 4, f);
	physical_ok("4dF+3", "+ - 0 +", 4, 4, f);
	physical_ok("4dF", "-3", -3, 0, NULL);	/* the total */
	physical_ok("4dF", "0", 0, 0, NULL);
	physical_ok("dF", "+", 1, 1, one);
	physical_ok("dF", "0", 0, 1, z);
	physical_bad("4dF", "+ - 0 2", "a die of 4dF shows -, 0 or + (or -1, "
	    "0, 1), not \"2\"");
	physical_bad("4dF", "+ - 0", "4dF needs 4 dice, each -, 0 or + (or "
	    "-1, 0, 1); or their total, from -4 to 4");
	physical_bad("4dF", "5", "4dF cannot roll \"5\": a total from -4 to "
	    "4, or 4 dice, each -, 0 or + (or -1, 0, 1)");
	physical_bad("4dF", "+", "4dF cannot roll \"+\"");
	physical_bad("4dF", "++-0", "cannot roll \"++-0\"");
	physical_bad("dF", "2", "not \"2\"");
	physical_bad("dF", "+ +", "1dF needs one die, -, 0 or +");
	physical_bad("4dF", "+ - 0 +-", "not \"+-\"");
}

static void
test_dice_group_sum(void **state)
{
	static const struct {
		const char *in, *text;
		int ngroup, dice, min, max;
	} ok[] = {
		{ "2d6+1d6", "2d6+1d6", 2, 3, 3, 18 },
		{ "1d10+1d6-2", "1d10+1d6-2", 2, 2, 0, 14 },
		{ "d6+d8+3", "1d6+1d8+3", 2, 2, 5, 17 },
		{ "2D6+1d6", "2d6+1d6", 2, 3, 3, 18 },
		{ "4dF+1d6", "4dF+1d6", 2, 5, -3, 10 },
		{ "d4+d6+d8+d10", "1d4+1d6+1d8+1d10", 4, 4, 4, 28 },
		{ "6d6+6d6", "6d6+6d6", 2, 12, 12, 72 },
	};
	struct dice_expr e;
	struct roll r;
	struct rng rng;
	long ways[32];
	int seen[13] = { 0 }, i, lo, n;

	(void)state;
	for (i = 0; i < (int)nitems(ok); i++) {
		parse_ok(ok[i].in, &e);
		assert_string_equal(e.text, ok[i].text);
		assert_int_equal(e.ngroup, ok[i].ngroup);
		assert_int_equal(dice_count(&e), ok[i].dice);
		assert_int_equal(dice_min(&e), ok[i].min);
		assert_int_equal(dice_max(&e), ok[i].max);
		assert_int_equal(e.percentile, 0);
	}
	parse_ok("1d10+1d6-2", &e);
	assert_int_equal(e.mod, -2);
	assert_int_equal(e.group[0].sides, 10);
	assert_int_equal(e.group[1].sides, 6);
	/* each group's dice show that group's faces, in order */
	parse_ok("1d4+2d20", &e);
	rng_seed(&rng, 3);
	for (i = 0; i < 500; i++) {
		dice_engine(&rng, &e, &r);
		assert_int_equal(r.nface, 3);
		assert_in_range(r.face[0], 1, 4);
		assert_in_range(r.face[1], 1, 20);
		assert_in_range(r.face[2], 1, 20);
		assert_int_equal(r.total, r.face[0] + r.face[1] + r.face[2]);
	}
	/* d6+d6 is 2d6: the same triangle */
	parse_ok("d6+d6", &e);
	n = dice_ways(&e, ways, 32, &lo);
	assert_int_equal(lo, 2);
	assert_int_equal(n, 11);
	for (i = 0; i < n; i++)
		assert_int_equal(ways[i], 6 - abs(i + 2 - 7));
	engine_totals("1d6+1d6", 3600, seen, 2, 12);
	for (i = 0; i < 11; i++)
		assert_in_range(seen[i], (6 - abs(i - 5)) * 100 - 70,
		    (6 - abs(i - 5)) * 100 + 70);
	/* what is not a sum of groups */
	parse_bad("2d6-1d6", "groups of dice are added (2d6+1d6)");
	parse_bad("2d6+1+1d6", "expected a dice expression");
	parse_bad("2d6+1-1", "expected a dice expression");
	parse_bad("3+2d6", "expected a dice expression");
	parse_bad("2d6+", "expected a dice expression");
	parse_bad("2d6++1d6", "expected a dice expression");
	parse_bad("2d6+d", "expected a dice expression");
	parse_bad("d100+1d6", "d100 is read as tens and units, not added");
	parse_bad("d%+d%", "d100 is read as tens and units");
}

static void
test_dice_group_sum_physical_answers(void **state)
{
	static const int f[] = { 5, 3, 2 }, g[] = { 7, 4 };
	static const int h[] = { 1, -1, 0, 1, 6 };

	(void)state;
	physical_ok("2d6+1d6", "5 3 2", 10, 3, f);
	physical_ok("2d6+1d6", "10", 10, 0, NULL);
	physical_ok("1d10+1d6-2", "7 4", 9, 2, g);
	physical_ok("1d10+1d6-2", "11", 9, 0, NULL);
	physical_ok("4dF+1d6", "+ - 0 + 6", 7, 5, h);
	physical_bad("1d6+1d8", "7 1", "a die of 1d6+1d8 (1d6) shows 1 to 6, "
	    "not \"7\"");
	physical_bad("1d6+1d8", "6 9", "a die of 1d6+1d8 (1d8) shows 1 to 8, "
	    "not \"9\"");
	physical_bad("1d6+1d8", "6 8 1", "1d6+1d8 needs 2 dice in order: 1d6 "
	    "from 1 to 6, then 1d8 from 1 to 8; or their total, from 2 to 14");
	physical_bad("2d6+1d6", "19", "2d6+1d6 cannot roll \"19\": a total "
	    "from 3 to 18, or 3 dice in order: 2d6 each from 1 to 6, then 1d6 "
	    "from 1 to 6");
	physical_bad("2d6+1d6", "2", "a total from 3 to 18");
	physical_bad("4dF+1d6", "+ - 0 + +", "a die of 4dF+1d6 (1d6) shows 1 "
	    "to 6, not \"+\"");
	physical_bad("4dF+1d6", "+ - 0 6 6", "a die of 4dF+1d6 (4dF) shows -, "
	    "0 or +");
}

#define AT40	"1d6+1d6+1d6+1d6+00000000000000000000000" "1"
#define OVER41	"1d6+1d6+1d6+1d6+000000000000000000000000" "1"

/* Every limit is in DICE_LIMITS (what help roll says), and a refusal
 * gives it whole; the numbers in the words are the numbers checked. */
static void
test_dice_limits(void **state)
{
	static const struct {
		const char *in, *found;
	} over[] = {
		{ "13d6", "13d6: 13 dice; " },
		{ "0d6", "0d6: 0 dice; " },
		{ "99999999999999999999d6", ": 99999999999999999999 dice; " },
		{ "6d6+7d6", "6d6+7d6: 13 dice in all; " },
		{ "11d6+d100", "11d6+d100: 13 dice in all; " },
		{ "1d1", "1d1: a die of 1 side; " },
		{ "2d0", "2d0: a die of 0 sides; " },
		{ "d101", "d101: a die of 101 sides; " },
		{ "1d99999999999999999999", "a die of 99999999999999999999 "
		    "sides; " },
		{ "d6+d6+d6+d6+d6", "d6+d6+d6+d6+d6: 5 groups of dice; " },
		{ "2d6+1001", "2d6+1001: a modifier of +1001; " },
		{ "4dF-1001", "4dF-1001: a modifier of -1001; " },
		{ "2d6+99999999999", "a modifier of +99999999999; " },
		{ OVER41, "\"1d6+1d6+1d6+...\": 41 characters; " },
	};
	static const char *at[] = {
		"12d6", "d100", "12dF", "6d6+6d6", "d6+d6+d6+d6",
		"2d6+1000", "2d6-1000", AT40,
		"d2",
	};
	struct dice_expr e;
	char *cause, *words;
	size_t i;

	(void)state;
	/* percentiles are one d100, whatever the limits */
	parse_bad("2d100", "percentile dice are rolled one at a time");
	words = xprintf("a roll has 1 to %d dice in all (d100 and d66 count "
	    "as two), each of 2 to %d sides, in at most %d groups, with a "
	    "modifier from -%d to +%d, in at most %d characters", DICE_MAX,
	    DICE_SIDES_MAX, DICE_GROUPS_MAX, DICE_MOD_MAX, DICE_MOD_MAX,
	    DICE_LEN_MAX);
	assert_string_equal(DICE_LIMITS, words);
	free(words);
	for (i = 0; i < nitems(over); i++) {
		cause = NULL;
		if (dice_parse(over[i].in, &e, &cause) == 0)
			fail_msg("\"%s\" was accepted", over[i].in);
		if (strstr(cause, over[i].found) == NULL ||
		    strstr(cause, DICE_LIMITS) == NULL)
			fail_msg("\"%s\": cause \"%s\" lacks \"%s\" and the "
			    "limits", over[i].in, cause, over[i].found);
		free(cause);
	}
	/* just inside each limit */
	for (i = 0; i < nitems(at); i++) {
		parse_ok(at[i], &e);
		assert_true(strlen(e.text) < sizeof e.text);
	}
	parse_ok(AT40, &e);
	assert_string_equal(e.text, "1d6+1d6+1d6+1d6+1");
	assert_int_equal(strlen(AT40),
	    DICE_LEN_MAX);
}

/* The new forms go into the journal and come back as they were, and a
 * replay accepts only the seed's own roll. */
static void
test_dice_new_forms_round_trip(void **state)
{
	static const char *forms[] = {
		"d66", "d66+3", "dF", "4dF", "4dF-1", "2d6+1d6",
		"1d10+1d6-2", "1d6+1d8+3", "4dF+1d6", "12dF",
	};
	static const char *bad[] = {
		"ed66:3,7=37", "ed66:3,5=36", "ed66:0,5=5", "ed66:35=35",
		"pd66:=35", "pd66:3=3", "ed66:3,5,1=35",
		"e4dF:2,0,0,0=2", "e4dF:1,1,1=3", "e4dF:1,1,1,1=3",
		"p4dF:=5", "p4dF:=-5", "e1dF:-2=-2",
		"e2d6+1d6:5,3=8", "e1d6+1d8:7,1=8", "e1d6+1d8:1,9=10",
		"e1d6+1d8:1,1=3", "p2d6+1d6:=2", "p2d6+1d6:=19",
		"c1dF:1=1", "c4dF:=0", "c1d3+1d3:1,1=2", "cd66:1,1=11",
		"e2d66:1,1=11", "e2d6-1d6:1,1,1=1",
	};
	struct dice_expr e;
	struct roll r, back;
	struct rng rng;
	struct roller ro;
	char *cause = NULL;
	size_t i;
	int k;

	(void)state;
	for (i = 0; i < nitems(forms); i++) {
		parse_ok(forms[i], &e);
		rng_seed(&rng, 40 + i);
		for (k = 0; k < 20; k++) {
			dice_engine(&rng, &e, &r);
			check_round_trip(&r, NULL);
		}
	}
	/* exact records */
	parse_ok("d66", &e);
	assert_int_equal(roll_physical(&e, "35", &r, &cause), 0);
	check_round_trip(&r, "pd66:3,5=35");
	parse_ok("4dF", &e);
	assert_int_equal(roll_physical(&e, "+ - 0 +", &r, &cause), 0);
	check_round_trip(&r, "p4dF:1,-1,0,1=1");
	assert_int_equal(roll_physical(&e, "-2", &r, &cause), 0);
	check_round_trip(&r, "p4dF:=-2");
	parse_ok("1d10+1d6-2", &e);
	assert_int_equal(roll_physical(&e, "7 4", &r, &cause), 0);
	check_round_trip(&r, "p1d10+1d6-2:7,4=9");
	parse_ok("2d6+1d6", &e);
	assert_int_equal(roll_physical(&e, "10", &r, &cause), 0);
	check_round_trip(&r, "p2d6+1d6:=10");
	for (i = 0; i < nitems(bad); i++) {
		cause = NULL;
		if (roll_deserialise(bad[i], &back, &cause) == 0)
			fail_msg("\"%s\" was read as a roll", bad[i]);
		assert_non_null(cause);
		free(cause);
	}
	cause = NULL;
	/* replay: the seed's roll passes, an altered one does not */
	for (i = 0; i < nitems(forms); i++) {
		struct roll made, altered;

		parse_ok(forms[i], &e);
		rng_seed(&rng, 99);
		dice_engine(&rng, &e, &made);
		altered = made;
		altered.face[0] = altered.face[0] == 1 ? 0 : 1;
		altered.total = 0;
		for (k = 0; k < 2; k++) {
			memset(&ro, 0, sizeof ro);
			rng_seed(&rng, 99);
			ro.rng = &rng;
			ro.script = k ? &altered : &made;
			ro.nscript = 1;
			ro.replaying = 1;
			cause = NULL;
			if (k == 0) {
				assert_int_equal(roller_roll(&ro, &e, NULL, &r,
				    &cause), 0);
				assert_int_equal(r.total, made.total);
			} else {
				assert_int_equal(roller_roll(&ro, &e, NULL, &r,
				    &cause), -1);
				assert_non_null(strstr(cause, "altered"));
				free(cause);
			}
			roller_reset_made(&ro);
		}
	}
}

/* At the table, an answer in the wrong form is refused with the form
 * expected, and asked again. */
static void
test_dice_new_forms_asked_again_at_the_table(void **state)
{
	static const struct {
		const char *expr, *wrong, *right, *complaint;
		int total;
	} c[] = {
		{ "d66", "37", "3 5", "e.g. 35 or 3 5", 35 },
		{ "4dF", "+ + 2 -", "+ + 0 -", "-, 0 or +", 1 },
		{ "2d6+1d8", "6 6 9", "6 6 8", "(1d8) shows 1 to 8", 20 },
	};
	struct rng rng;
	struct roller ro;
	struct dice_expr e;
	struct roll r;
	struct asker a;
	char *cause = NULL;
	size_t i;

	(void)state;
	for (i = 0; i < nitems(c); i++) {
		parse_ok(c[i].expr, &e);
		memset(&a, 0, sizeof a);
		a.answers[0] = c[i].wrong;
		a.answers[1] = c[i].right;
		a.nanswers = 2;
		rng_seed(&rng, 9);
		memset(&ro, 0, sizeof ro);
		ro.rng = &rng;
		ro.manual = 1;
		ro.ask = ask;
		ro.ask_ctx = &a;
		assert_int_equal(roller_roll(&ro, &e, NULL, &r, &cause), 0);
		assert_int_equal(a.calls, 2);
		assert_non_null(strstr(a.prompt[0], c[i].expr));
		assert_non_null(a.complaint[1]);
		if (strstr(a.complaint[1], c[i].complaint) == NULL)
			fail_msg("%s \"%s\": \"%s\" lacks \"%s\"", c[i].expr,
			    c[i].wrong, a.complaint[1], c[i].complaint);
		assert_int_equal(r.total, c[i].total);
		roller_reset_made(&ro);
		asker_free(&a);
	}
	assert_null(cause);
}

static void
test_dice_new_forms_format(void **state)
{
	(void)state;
	check_format("d66", "3 5", 1, "d66: 35 = 35");
	check_format("d66+2", "3 5", 0, "d66+2: 35 + 2 = 37 (physical)");
	check_format("4dF", "+ - 0 +", 1, "4dF: [+ - 0 +] = 1");
	check_format("4dF", "- - 0 -", 1, "4dF: [- - 0 -] = -3");
	check_format("4dF+1", "+ - 0 +", 1, "4dF+1: [+ - 0 +] + 1 = 2");
	check_format("dF", "0", 1, "1dF: [0] = 0");
	check_format("4dF", "-2", 0, "4dF: -2 = -2 (physical)");
	check_format("2d6+1d6", "5 3 2", 1, "2d6+1d6: [5+3] + [2] = 10");
	check_format("1d10+1d6-2", "7 4", 1, "1d10+1d6-2: [7] + [4] - 2 = 9");
	check_format("d6+d8+3", "4 7", 1, "1d6+1d8+3: [4] + [7] + 3 = 14");
	check_format("4dF+1d6", "+ - 0 + 6", 1,
	    "4dF+1d6: [+ - 0 +] + [6] = 7");
	check_format("2d6+1d6", "10", 0, "2d6+1d6: 10 = 10 (physical)");
}

/* The chances of the old forms are what they were (combat odds). */
static void
test_dice_ways_of_the_old_forms(void **state)
{
	struct dice_expr e;
	long ways[1300];
	int lo, n, i;
	long sum;

	(void)state;
	parse_ok("2d6+3", &e);
	n = dice_ways(&e, ways, 1300, &lo);
	assert_int_equal(lo, 2);
	assert_int_equal(n, 11);
	assert_int_equal(ways[7 - 2], 6);
	parse_ok("d100", &e);
	n = dice_ways(&e, ways, 1300, &lo);
	assert_int_equal(lo, 1);
	assert_int_equal(n, 100);
	for (i = 0; i < n; i++)
		assert_int_equal(ways[i], 1);
	parse_ok("3d6", &e);
	n = dice_ways(&e, ways, 1300, &lo);
	for (i = 0, sum = 0; i < n; i++)
		sum += ways[i];
	assert_int_equal(sum, 216);
	assert_int_equal(ways[10 - 3], 27);
	/* too many totals for the room, or outcomes past a long */
	assert_int_equal(dice_ways(&e, ways, 15, &lo), -1);
	parse_ok("12d99", &e);
	assert_int_equal(dice_ways(&e, ways, 1300, &lo), -1);
	parse_ok("9d99", &e);
	assert_int_equal(dice_ways(&e, ways, 1300, &lo), 883);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_s1_dice_parse_accepts_the_usual_forms),
		cmocka_unit_test(
		    test_dice_parse_rejects_garbage_with_expected_form),
		cmocka_unit_test(test_dice_parse_rejects_impossible_dice),
		cmocka_unit_test(test_rng_same_seed_same_sequence),
		cmocka_unit_test(test_rng_different_seeds_differ),
		cmocka_unit_test(test_rng_below_is_uniform_chi_square),
		cmocka_unit_test(test_rng_below_stays_below_n),
		cmocka_unit_test(test_s11_2d6_totals_are_triangular),
		cmocka_unit_test(test_spi_3_8_d100_reads_1_to_100),
		cmocka_unit_test(test_spi_3_8_physical_percentiles),
		cmocka_unit_test(test_roll_physical_accepts_total_or_faces),
		cmocka_unit_test(test_roll_physical_refuses_the_impossible),
		cmocka_unit_test(test_roll_physical_applies_modifier),
		cmocka_unit_test(test_roll_format_exact_text),
		cmocka_unit_test(test_roll_serialise_round_trip),
		cmocka_unit_test(test_roll_deserialise_refuses_bad_strings),
		cmocka_unit_test(test_spi_13_13_sealed_choices_kept_as_one_record),
		cmocka_unit_test(test_spi_13_13_mail_seal_and_reveal),
		cmocka_unit_test(test_roller_engine_uses_the_seeded_rng),
		cmocka_unit_test(test_roller_replays_script_in_order),
		cmocka_unit_test(test_roller_refuses_script_of_other_dice),
		cmocka_unit_test(test_roller_refuses_an_altered_engine_roll),
		cmocka_unit_test(test_roller_replay_keeps_generator_in_step),
		cmocka_unit_test(
		    test_roller_manual_asks_again_after_impossible_answer),
		cmocka_unit_test(test_roller_manual_end_of_input_is_an_error),
		cmocka_unit_test(test_roller_choose_asks_and_keeps_the_choice),
		cmocka_unit_test(test_roller_choose_defaults_to_the_first_offer),
		cmocka_unit_test(
		    test_roller_choose_replays_and_refuses_a_roll_in_its_place),
		cmocka_unit_test(test_dice_d66_tens_units),
		cmocka_unit_test(test_dice_d66_physical_answers),
		cmocka_unit_test(test_dice_fudge),
		cmocka_unit_test(test_dice_fudge_physical_answers),
		cmocka_unit_test(test_dice_group_sum),
		cmocka_unit_test(test_dice_group_sum_physical_answers),
		cmocka_unit_test(test_dice_limits),
		cmocka_unit_test(test_dice_new_forms_round_trip),
		cmocka_unit_test(
		    test_dice_new_forms_asked_again_at_the_table),
		cmocka_unit_test(test_dice_new_forms_format),
		cmocka_unit_test(test_dice_ways_of_the_old_forms),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
