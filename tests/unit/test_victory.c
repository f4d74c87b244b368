/* test_victory: victory by the ratio of points (src/victory.c,
 * victory_level) on SPI's Agincourt's seven levels as its game.yaml
 * declares them (spi-agincourt §20.0): each printed boundary from both
 * sides, the ratio read down to the hundredth (reconstructed: V1), points
 * against none (V2) and none on either side (V3). */
#define GAME "spi-agincourt"
#include "testgame.h"

#include <string.h>

#include "victory.h"

/* The level's name first : second reads, and its hundredths */
static const char *
level(long long first, long long second, long long *h, int *reading)
{
	int i = victory_level(gd->victory, first, second, h, reading);

	return i >= 0 ? gd->victory->levels[i].name : "none";
}

static void
expect(long long first, long long second, const char *name, long long h)
{
	long long got;
	int reading;

	assert_string_equal(level(first, second, &got, &reading), name);
	assert_int_equal(got, h);
	assert_int_equal(reading, VICTORY_BY_RATIO);
}

static void
test_declared(void **state)
{
	const struct victory_rules *vr;

	(void)state;
	assert_non_null(vr = gd->victory);
	assert_int_equal(vr->kind, VICTORY_RATIO);
	assert_int_equal(vr->nlevels, 7);
	assert_int_equal(vr->first, gd_faction(gd, "english"));
	assert_int_equal(vr->second, gd_faction(gd, "french"));
	assert_int_equal(vr->levels[0].from, 200);
	assert_int_equal(vr->levels[6].from, 0);
	assert_int_equal(vr->levels[3].side, -1);	/* the Draw */
	assert_string_equal(vr->section, "20.0");
}

/* §20.0: each boundary, from above and below */
static void
test_boundaries(void **state)
{
	(void)state;
	expect(200, 100, "Decisive English Victory", 200);
	expect(199, 100, "Substantial English Victory", 199);
	expect(175, 100, "Substantial English Victory", 175);
	expect(174, 100, "Marginal English Victory", 174);
	expect(150, 100, "Marginal English Victory", 150);
	expect(149, 100, "Draw", 149);
	expect(125, 100, "Draw", 125);
	expect(124, 100, "Marginal French Victory", 124);
	expect(100, 100, "Marginal French Victory", 100);
	expect(99, 100, "Substantial French Victory", 99);
	expect(75, 100, "Substantial French Victory", 75);
	expect(74, 100, "Decisive French Victory", 74);
	expect(0, 100, "Decisive French Victory", 0);
	expect(1000, 1, "Decisive English Victory", 100000);
	/* the same ratios in other numbers */
	expect(7, 4, "Substantial English Victory", 175);	/* 1.75 */
	expect(3, 2, "Marginal English Victory", 150);		/* 1.50 */
	expect(5, 4, "Draw", 125);				/* 1.25 */
	expect(3, 4, "Substantial French Victory", 75);		/* 0.75 */
}

/* reconstructed: V1: the ratio read down to the hundredth */
static void
test_read_down(void **state)
{
	(void)state;
	expect(349, 200, "Marginal English Victory", 174);	/* 1.745 */
	expect(1999, 1000, "Substantial English Victory", 199);	/* 1.999 */
	expect(299, 200, "Draw", 149);				/* 1.495 */
	expect(1249, 1000, "Marginal French Victory", 124);	/* 1.249 */
	expect(199, 200, "Substantial French Victory", 99);	/* 0.995 */
	expect(149, 200, "Decisive French Victory", 74);	/* 0.745 */
	expect(2, 3, "Decisive French Victory", 66);
}

/* reconstructed: V2, V3: no French points */
static void
test_zero(void **state)
{
	long long h;
	int reading;

	(void)state;
	assert_string_equal(level(12, 0, &h, &reading),
	    "Decisive English Victory");
	assert_int_equal(reading, VICTORY_OVER_ZERO);
	assert_int_equal(h, -1);
	assert_string_equal(level(1, 0, &h, &reading),
	    "Decisive English Victory");
	assert_string_equal(level(0, 0, &h, &reading), "Draw");
	assert_int_equal(reading, VICTORY_ZERO_ZERO);
	assert_int_equal(h, -1);
}

/* A game declaring no reading for 0 : 0 reads no level there; x : 0
 * reads its highest */
static void
test_undeclared(void **state)
{
	struct victory_level lv[2] = {
		{ 100, "Win", 0 }, { 0, "Loss", 1 }
	};
	struct victory_rules vr;
	long long h;
	int reading;

	(void)state;
	memset(&vr, 0, sizeof vr);
	vr.kind = VICTORY_RATIO;
	vr.levels = lv;
	vr.nlevels = 2;
	vr.over_zero = 0;
	vr.zero_zero = -1;
	assert_int_equal(victory_level(&vr, 0, 0, &h, &reading), -1);
	assert_int_equal(victory_level(&vr, 5, 0, &h, &reading), 0);
	assert_int_equal(victory_level(&vr, 5, 5, &h, &reading), 0);
	assert_int_equal(victory_level(&vr, 4, 5, &h, &reading), 1);
	assert_int_equal(h, 80);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_declared),
		cmocka_unit_test(test_boundaries),
		cmocka_unit_test(test_read_down),
		cmocka_unit_test(test_zero),
		cmocka_unit_test(test_undeclared),
	};

	return cmocka_run_group_tests(tests, group_setup, group_teardown);
}
