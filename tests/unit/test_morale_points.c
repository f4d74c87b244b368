/* test_morale_points: morale kind points (src/moralepoints.c) on SPI's
 * Agincourt: the split of §10.11 and §10.12 with the book's numbers,
 * §10.5's terms (a declared counter, the lines lost by the highest tier
 * only, a hook's count times its value) and §10.4's cells per roll.  The
 * game's Tcl is stood in for by an answering function. */
#include "testutil.h"

#include <string.h>

#include "board.h"
#include "chancetab.h"
#include "footprint.h"
#include "gamedata.h"
#include "hex.h"
#include "moralepoints.h"
#include "tally.h"
#include "util.h"

#define GAME "spi-agincourt"

#include "testgame.h"

/* What the stand-in for the game's Tcl answers: a count per hook term
 * (by id) and the column. */
struct answers {
	int	dead_near;
	int	fugitives_near;
	int	column;
	int	asked;
};

static int
answer(void *ctx, const struct state *st, const char *proc, int unit,
    const char *id, int *value, char **cause)
{
	struct answers *a = ctx;

	(void)st;
	(void)proc;
	(void)unit;
	(void)cause;
	a->asked++;
	if (strcmp(id, "column") == 0)
		*value = a->column;
	else if (strcmp(id, "dead-near") == 0)
		*value = a->dead_near;
	else if (strcmp(id, "fugitives-near") == 0)
		*value = a->fugitives_near;
	else
		*value = 0;
	return 0;
}

static struct state *
with_york(int *u)
{
	struct state *st = state_new(gd, 1415);
	char *cause = NULL;

	*u = U("e01");
	if (board_place(st, *u, H(28, 11), footprint_facing_parse(gd, "n"),
	    &cause) != 0)
		fail_msg("place e01: %s", cause ? cause : "?");
	return st;
}

static int
term(const char *id)
{
	const struct morale_points *mp = gd->morale.points;
	int i;

	for (i = 0; i < mp->nterms; i++)
		if (strcmp(mp->terms[i].id, id) == 0)
			return i;
	fail_msg("no morale term %s", id);
	return -1;
}

static void
set_lines(struct state *st, int u, int v)
{
	char *cause = NULL;

	if (tally_set(st, tally_find(gd, "lines"), u, v, &cause) != 0)
		fail_msg("lines: %s", cause ? cause : "?");
}

/* The plan of u's check, which must be made. */
static void
plan(struct state *st, int u, struct answers *a, struct mp_plan *p)
{
	char *cause = NULL;

	if (morale_points_plan(st, u, answer, a, p, &cause) != 0)
		fail_msg("plan: %s", cause ? cause : "?");
}

static void
test_spi_10_11_split_28(void **unused)
{
	int parts[8];

	(void)unused;
	/* §10.11: 28 points are two rolls on the 10 line and one on the 8 */
	assert_int_equal(morale_points_split(28, 10, parts, 8), 3);
	assert_int_equal(parts[0], 10);
	assert_int_equal(parts[1], 10);
	assert_int_equal(parts[2], 8);
	/* 10 or less is one roll; 0 none; exactly 20 two 10s */
	assert_int_equal(morale_points_split(10, 10, parts, 8), 1);
	assert_int_equal(parts[0], 10);
	assert_int_equal(morale_points_split(0, 10, parts, 8), 0);
	assert_int_equal(morale_points_split(20, 10, parts, 8), 2);
	assert_int_equal(parts[1], 10);
}

static void
test_spi_10_12_split_14(void **unused)
{
	int parts[8];

	(void)unused;
	/* §10.12: 14 is 10 + 4, never 7 + 7 */
	assert_int_equal(morale_points_split(14, 10, parts, 8), 2);
	assert_int_equal(parts[0], 10);
	assert_int_equal(parts[1], 4);
}

static void
test_spi_10_11_plan_reads_each_part(void **unused)
{
	struct answers a = { 28, 0, 5, 0 };
	struct mp_plan p;
	struct state *st;
	int u;

	(void)unused;
	st = with_york(&u);
	plan(st, u, &a, &p);
	assert_int_equal(p.total, 28);
	assert_int_equal(p.maxrow, 10);
	assert_int_equal(p.nrolls, 3);
	assert_int_equal(p.roll[0], 10);
	assert_int_equal(p.roll[2], 8);
	/* column 5 ("all other units: 2nd or 1st"): 10 line 90, 8 line 66,
	 * both rebuilt rows (T2) */
	assert_int_equal(p.column, 5);
	assert_int_equal(p.pct[0], 90);
	assert_int_equal(p.pct[1], 90);
	assert_int_equal(p.pct[2], 66);
	assert_non_null(p.recon[2]);
	/* 14 at column 5: the 4 line is printed, 18 (§10.4) */
	a.dead_near = 14;
	plan(st, u, &a, &p);
	assert_int_equal(p.nrolls, 2);
	assert_int_equal(p.pct[1], 18);
	assert_null(p.recon[1]);
	state_free(st);
}

static void
test_spi_10_5_lines_lost_highest_tier(void **unused)
{
	struct answers a = { 0, 0, 5, 0 };
	struct mp_plan p;
	struct state *st;
	int u, k;

	(void)unused;
	st = with_york(&u);
	k = term("lines-lost");
	/* York has 4 lines: none lost, no points */
	plan(st, u, &a, &p);
	assert_int_equal(p.points[k], 0);
	assert_int_equal(p.total, 0);
	assert_int_equal(p.nrolls, 0);
	/* first line lost: 1; first two: 2; three: 5 */
	set_lines(st, u, 3);
	plan(st, u, &a, &p);
	assert_int_equal(p.points[k], 1);
	set_lines(st, u, 2);
	plan(st, u, &a, &p);
	assert_int_equal(p.points[k], 2);
	set_lines(st, u, 1);
	plan(st, u, &a, &p);
	assert_int_equal(p.points[k], 5);
	assert_int_equal(p.count[k], 3);
	/* four lost: 10, not 1 + 2 + 5 + 10 */
	set_lines(st, u, 0);
	plan(st, u, &a, &p);
	assert_int_equal(p.points[k], 10);
	state_free(st);
}

static void
test_spi_10_5_strikes_and_fugitives(void **unused)
{
	struct answers a = { 0, 3, 5, 0 };
	struct mp_plan p;
	struct state *st;
	char *cause = NULL;
	int u;

	(void)unused;
	st = with_york(&u);
	/* 2 arrow strikes this turn (1 each) and a Fugitive x3 near (2 a
	 * point): 2 + 6 */
	assert_int_equal(tally_set(st, tally_find(gd, "struck"), u, 2,
	    &cause), 0);
	plan(st, u, &a, &p);
	assert_int_equal(p.points[term("strikes")], 2);
	assert_int_equal(p.points[term("fugitives-near")], 6);
	assert_int_equal(p.count[term("fugitives-near")], 3);
	assert_int_equal(p.total, 8);
	assert_int_equal(p.nrolls, 1);
	assert_int_equal(p.pct[0], 66);
	state_free(st);
}

static void
test_spi_10_4_column_outside_refused(void **unused)
{
	struct answers a = { 1, 0, 6, 0 };
	struct mp_plan p;
	struct state *st;
	char *cause = NULL;
	int u;

	(void)unused;
	st = with_york(&u);
	/* a column the table does not have is the hook's error, named */
	assert_int_equal(morale_points_plan(st, u, answer, &a, &p, &cause),
	    -1);
	assert_non_null(cause);
	assert_non_null(strstr(cause, "column 6"));
	free(cause);
	state_free(st);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_spi_10_11_split_28),
		cmocka_unit_test(test_spi_10_12_split_14),
		cmocka_unit_test(test_spi_10_11_plan_reads_each_part),
		cmocka_unit_test(test_spi_10_5_lines_lost_highest_tier),
		cmocka_unit_test(test_spi_10_5_strikes_and_fugitives),
		cmocka_unit_test(test_spi_10_4_column_outside_refused),
	};

	return cmocka_run_group_tests(tests, group_setup, group_teardown);
}
