/* test_elevation: levels of ground, contours, the wait before a steep
 * crossing, sight over the levels, a charge that never goes downhill
 * and the ground a scenario changes (src/elevation.c, src/stood.c, and
 * their callers move.c, move-footprint.c, los.c, charge.c), on the
 * proving-elevation game of tests/data, whose rules are made up after
 * spi-agincourt 7.13-7.26 and 8.22-8.25.  Its levels, by column: 01-02
 * level 1, 03-04 level 2, 05-06 level 3, 07 level 2, 08 level 1, but
 * 0204 and 0208 are level 2, 0206 level 3 and 0508 level 2; 0702 is
 * woods.  Costs in half points: clear 1 dry (0.5 MP), 2 in mud. */
#include "testutil.h"

#include <string.h>

#include "board.h"
#include "charge.h"
#include "elevation.h"
#include "los.h"
#include "move.h"
#include "ruling.h"
#include "sequence.h"
#include "stood.h"
#include "tally.h"
#include "util.h"

static struct gamedata *
load(const char *scenario, struct state **st)
{
	struct gamedata *gd;
	struct scenario *sc;
	char *why = NULL;

	if (gamedata_load(test_tinydir(), "proving-elevation", &gd,
	    &why) != 0 || scenario_load(gd, scenario, &sc, &why) != 0)
		fail_msg("%s", why);
	scenario_apply(gd, sc);
	*st = state_new(gd, 1);
	if (board_setup(*st, sc, &why) != 0)
		fail_msg("%s", why);
	scenario_free(sc);
	return gd;
}

static void
unload(struct gamedata *gd, struct state *st)
{
	state_free(st);
	gamedata_free(gd);
}

static int
unit(const struct gamedata *gd, const char *id)
{
	char *why = NULL;
	int u = gd_unit_find(gd, id, &why);

	if (u < 0)
		fail_msg("%s", why);
	return u;
}

/* Moves the unit one hex; 0, or -1 with the cause in *why. */
static int
step(struct state *st, int u, int col, int row, char **why)
{
	struct hex h = H(col, row);
	struct buf out;
	int rc;

	buf_init(&out);
	*why = NULL;
	rc = move_along(st, u, &h, 1, &out, why);
	buf_free(&out);
	return rc;
}

static void
test_spi_7_13_level_of_hex(void **state)
{
	struct state *st;
	struct gamedata *gd = load("dry", &st);

	(void)state;
	assert_int_equal(elev_level(gd, H(1, 1)), 1);
	assert_int_equal(elev_level(gd, H(3, 5)), 2);
	assert_int_equal(elev_level(gd, H(5, 1)), 3);
	assert_int_equal(elev_level(gd, H(2, 6)), 3);
	assert_int_equal(elev_level(gd, H(5, 8)), 2);
	/* off the map: no level */
	assert_int_equal(elev_level(gd, H(9, 1)), 0);
	unload(gd, st);
}

/* 7.23: one point more to cross a contour uphill: 0203 (1) into 0303
 * (2) costs 0.5 + 1 for the horse (2 MP), which has 0.5 left */
static void
test_spi_7_23_uphill_costs_one(void **state)
{
	struct state *st;
	struct gamedata *gd = load("dry", &st);
	int h1 = unit(gd, "h1");
	char *why;

	(void)state;
	assert_int_equal(elev_uphill_cost(gd, H(2, 3), hex_dir_to(&gd->grid,
	    H(2, 3), H(3, 3))), 2);
	assert_int_equal(step(st, h1, 3, 3, &why), 0);
	assert_int_equal(st->u[h1].mf_spent, 3);
	/* on the level into 0403: 0.5 */
	assert_int_equal(step(st, h1, 4, 3, &why), 0);
	assert_int_equal(st->u[h1].mf_spent, 4);
	unload(gd, st);
}

/* 7.23: nothing more downhill: 0604 (3) into 0704 (2) for 0.5 */
static void
test_spi_7_23_downhill_free(void **state)
{
	struct state *st;
	struct gamedata *gd = load("dry", &st);
	int f2 = unit(gd, "f2");
	char *why;

	(void)state;
	assert_true(elev_climb(gd, H(6, 4), hex_dir_to(&gd->grid, H(6, 4),
	    H(7, 4))) < 0);
	assert_int_equal(elev_uphill_cost(gd, H(6, 4), hex_dir_to(&gd->grid,
	    H(6, 4), H(7, 4))), 0);
	assert_int_equal(step(st, f2, 7, 4, &why), 0);
	assert_int_equal(st->u[f2].mf_spent, 1);
	unload(gd, st);
}

/* 7.23: a double counter pays once if either half climbs: w1 on
 * 0406+0407 (2, 2) into 0507+0508 (3, 2) or 0506+0507 (3, 3): 1.5 */
static void
test_spi_7_23_pair_pays_once(void **state)
{
	struct state *st, *again;
	struct gamedata *gd = load("dry", &st);
	int w1 = unit(gd, "w1");
	char *why;

	(void)state;
	again = state_copy(st);
	assert_int_equal(step(st, w1, 5, 7, &why), 0);
	assert_true(hex_eq(st->u[w1].hex2, H(5, 8)));
	assert_int_equal(st->u[w1].mf_spent, 3);
	assert_int_equal(step(again, w1, 5, 6, &why), 0);
	assert_int_equal(again->u[w1].mf_spent, 3);
	state_free(again);
	unload(gd, st);
}

/* 7.24 in mud: 0201 (1) into 0301 (2) costs 2 + 2 for a foot of 1 MP:
 * refused until it has stood a complete impulse, then for the whole
 * allowance */
static void
test_spi_7_24_muddy_wait(void **state)
{
	struct state *st;
	struct gamedata *gd = load("muddy", &st);
	int f1 = unit(gd, "f1");
	char *why;

	(void)state;
	assert_int_equal(stood_of(st, f1), 0);
	assert_int_equal(step(st, f1, 3, 1, &why), -1);
	assert_non_null(strstr(why, "§7.24"));
	free(why);
	seq_advance(st);	/* impulse 1 ends */
	assert_int_equal(stood_of(st, f1), 1);
	assert_int_equal(step(st, f1, 3, 1, &why), 0);
	assert_int_equal(st->u[f1].mf_spent, 2);	/* the whole 1 MP */
	assert_int_equal(stood_of(st, f1), 0);
	seq_advance(st);
	assert_int_equal(stood_of(st, f1), 0);	/* it moved in impulse 2 */
	seq_advance(st);
	assert_int_equal(stood_of(st, f1), 1);
	unload(gd, st);
}

/* 7.24, dry (spi-notes: whenever the price is above the allowance):
 * 0.5 + 1 for a foot of 1 MP waits too; a unit's own impulses count,
 * not the other side's */
static void
test_spi_7_24_dry_wait_own_impulses(void **state)
{
	struct state *st;
	struct gamedata *gd = load("dry", &st);
	int f1 = unit(gd, "f1"), b1 = unit(gd, "b1"), i;
	char *why;

	(void)state;
	assert_int_equal(step(st, f1, 3, 1, &why), -1);
	free(why);
	for (i = 0; i < 3; i++)		/* Red's three impulses */
		seq_advance(st);
	assert_int_equal(stood_of(st, f1), 3);
	assert_int_equal(stood_of(st, b1), 0);
	for (i = 0; i < 3; i++)		/* Blue's */
		seq_advance(st);
	assert_int_equal(stood_of(st, f1), 3);
	assert_int_equal(stood_of(st, b1), 3);
	unload(gd, st);
}

/* 8.24: ends on one level; a hex higher than either blocks */
static void
test_spi_8_24_same_level_blocked(void **state)
{
	struct state *st;
	struct gamedata *gd = load("dry", &st);
	struct los_result *r = xcalloc(1, sizeof *r);

	(void)state;
	los_trace(st, H(2, 3), H(2, 5), r);	/* 0204 (2) between 1s */
	assert_false(r->clear);
	los_trace(st, H(2, 4), H(2, 8), r);	/* 0206 (3) between 2s */
	assert_false(r->clear);
	assert_true(elev_los_blocks(gd, H(2, 6), H(2, 4), H(2, 8)));
	assert_false(elev_los_blocks(gd, H(2, 5), H(2, 4), H(2, 8)));
	free(r);
	unload(gd, st);
}

static void
test_spi_8_24_same_level_clear(void **state)
{
	struct state *st;
	struct gamedata *gd = load("dry", &st);
	struct los_result *r = xcalloc(1, sizeof *r);

	(void)state;
	los_trace(st, H(2, 1), H(2, 3), r);
	assert_true(r->clear);
	los_trace(st, H(4, 1), H(4, 5), r);	/* level 2 all the way */
	assert_true(r->clear);
	free(r);
	unload(gd, st);
}

/* 8.25: ends on two levels; only a hex higher than both blocks */
static void
test_spi_8_25_higher_than_both_blocks(void **state)
{
	struct state *st;
	struct gamedata *gd = load("dry", &st);
	struct los_result *r = xcalloc(1, sizeof *r);

	(void)state;
	los_trace(st, H(2, 5), H(2, 8), r);	/* 1 and 2, 0206 (3) */
	assert_false(r->clear);
	los_trace(st, H(2, 8), H(2, 5), r);
	assert_false(r->clear);
	free(r);
	unload(gd, st);
}

static void
test_spi_8_25_higher_than_one_clear(void **state)
{
	struct state *st;
	struct gamedata *gd = load("dry", &st);
	struct los_result *r = xcalloc(1, sizeof *r);

	(void)state;
	los_trace(st, H(2, 3), H(2, 6), r);	/* 1 and 3, 0204 (2) */
	assert_true(r->clear);
	los_trace(st, H(2, 6), H(2, 3), r);
	assert_true(r->clear);
	free(r);
	unload(gd, st);
}

/* 8.22 and 8.23: along a hexside one higher hex does not block; woods
 * block whatever the levels */
static void
test_spi_8_22_8_23_hexside_and_woods(void **state)
{
	struct state *st;
	struct gamedata *gd = load("dry", &st);
	struct los_result *r = xcalloc(1, sizeof *r);

	(void)state;
	los_trace(st, H(1, 6), H(3, 6), r);	/* along 0205|0206 */
	assert_true(r->clear);
	los_trace(st, H(7, 1), H(7, 3), r);	/* 0702 woods, all level 2 */
	assert_false(r->clear);
	free(r);
	unload(gd, st);
}

/* 7.26, 17.24: a charging unit (a lancer up on its charge side,
 * charging_side: charge) never crosses a contour downhill; uphill and on
 * the level it may */
static void
test_spi_7_26_charge_never_downhill(void **state)
{
	struct state *st;
	struct gamedata *gd = load("dry", &st);
	int l1 = unit(gd, "l1"), l2 = unit(gd, "l2"), h1 = unit(gd, "h1");
	struct ruling no;
	char *why;

	(void)state;
	assert_int_equal(st->u[l1].side, 1);	/* set up on its charge side */
	assert_int_equal(step(st, l1, 7, 5, &why), -1);
	assert_non_null(strstr(why, "§7.26"));
	free(why);
	/* a horse is no lancer, l2 is up on its normal side: they may go
	 * down */
	assert_int_equal(charge_step_downhill_ok(st, h1, 0, H(6, 5),
	    hex_dir_to(&gd->grid, H(6, 5), H(7, 5)), &no), 1);
	assert_int_equal(step(st, l2, 7, 3, &why), 0);
	/* flipped to its normal side, l1 is no longer charging */
	st->u[l1].side = 0;
	assert_int_equal(charge_step_downhill_ok(st, l1, 0, H(6, 5),
	    hex_dir_to(&gd->grid, H(6, 5), H(7, 5)), &no), 1);
	st->u[l1].side = 1;
	/* the lancer uphill: from 0702's level 2 up to 0601's 3 */
	assert_int_equal(charge_step_downhill_ok(st, l1, 0, H(7, 2),
	    hex_dir_to(&gd->grid, H(7, 2), H(6, 2)), &no), 1);
	assert_int_equal(charge_step_downhill_ok(st, l1, 0, H(5, 5),
	    hex_dir_to(&gd->grid, H(5, 5), H(6, 5)), &no), 1);
	unload(gd, st);
}

/* 7.21 by scenario: muddy clear costs 1 (terrain_costs) */
static void
test_spi_7_21_muddy_costs_one(void **state)
{
	struct state *st;
	struct gamedata *gd = load("muddy", &st);
	int f2 = unit(gd, "f2");
	char *why;

	(void)state;
	assert_int_equal(step(st, f2, 2, 2, &why), 0);
	assert_int_equal(st->u[f2].mf_spent, 2);
	unload(gd, st);
}

/* 20.43D by scenario: woods as clear, no elevation */
static void
test_spi_20_43_open_field(void **state)
{
	struct state *st;
	struct gamedata *gd = load("open", &st);
	const struct hexinfo *hi = gd_hex(gd, H(7, 2));
	struct los_result *r = xcalloc(1, sizeof *r);
	int f1 = unit(gd, "f1");
	char *why;

	(void)state;
	assert_string_equal(gd->terrain[hi->terrain].id, "clear");
	assert_int_equal(elev_level(gd, H(5, 1)), 0);
	los_trace(st, H(2, 3), H(2, 5), r);
	assert_true(r->clear);
	assert_int_equal(step(st, f1, 3, 1, &why), 0);
	assert_int_equal(st->u[f1].mf_spent, 1);
	free(r);
	unload(gd, st);
}

/* A copy of the proving-elevation game with one line of its game.yaml
 * (the first that begins with from) replaced by to (NULL: left out),
 * loaded from a scratch directory: the complaint, or NULL. */
static char *
load_with(const char *from, const char *to)
{
	char dir[64], *cmd, *path, *why = NULL, line[512];
	struct gamedata *g = NULL;
	FILE *in, *out;
	int done = 0;

	test_mkdtemp(dir, sizeof dir, "elevation");
	cmd = xprintf("mkdir -p %s/scenarios/proving-elevation %s/tables && "
	    "cp -r %s/tables/proving-elevation %s/tables/", dir, dir,
	    test_tinydir(), dir);
	assert_int_equal(system(cmd), 0);
	free(cmd);
	path = xprintf("%s/scenarios/proving-elevation/game.yaml",
	    test_tinydir());
	assert_non_null(in = fopen(path, "r"));
	free(path);
	path = xprintf("%s/scenarios/proving-elevation/game.yaml", dir);
	assert_non_null(out = fopen(path, "w"));
	free(path);
	while (fgets(line, sizeof line, in) != NULL) {
		if (!done && strncmp(line, from, strlen(from)) == 0) {
			done = 1;
			if (to != NULL)
				fprintf(out, "%s\n", to);
			continue;
		}
		fputs(line, out);
	}
	fclose(in);
	fclose(out);
	assert_true(done);
	if (gamedata_load(dir, "proving-elevation", &g, &why) == 0)
		gamedata_free(g);
	test_rmtree(dir);
	return why;
}

/* map: elevation: is read as map: rows: are, and says where it is
 * wrong */
static void
test_elevation_rows_checked(void **state)
{
	char *why;

	(void)state;
	assert_null(why = load_with("    - \"04 12223321\"",
	    "    - \"04 12223321\""));
	why = load_with("    - \"04 12223321\"", "    - \"04 1222x321\"");
	assert_non_null(why);
	assert_non_null(strstr(why, "expected a digit"));
	free(why);
	why = load_with("    - \"04 12223321\"", "    - \"04 1222332\"");
	assert_non_null(why);
	assert_non_null(strstr(why, "elevation row 04 has 7 columns"));
	free(why);
	why = load_with("    - \"04 12223321\"", NULL);
	assert_non_null(why);
	assert_non_null(strstr(why, "row 04 is missing from the elevation"));
	free(why);
	why = load_with("    uphill: {cost: 1", "    uphill: {cost: 1}");
	assert_non_null(why);
	assert_non_null(strstr(why, "section"));
	free(why);
}

/* spi-agincourt 5.0 with the core's one_at_a_time (move.c), which the
 * proving game leaves off and this test turns on: within an impulse a
 * unit is finished once another has moved after it; in the next impulse
 * it moves again, though the hexes it entered still count for the phase
 * (the default impulse resets keep them: 4.0's Morale Phase needs
 * "moved this Game-Turn"). */
static void
test_spi_5_0_finished_within_impulse(void **state)
{
	struct state *st;
	struct gamedata *gd = load("dry", &st);
	int f2 = unit(gd, "f2"), h1 = unit(gd, "h1");
	char *why;

	(void)state;
	gd->movement.one_at_a_time = 1;
	assert_int_equal(step(st, f2, 7, 4, &why), 0);	/* impulse 1 */
	assert_int_equal(step(st, h1, 3, 3, &why), 0);
	assert_int_equal(step(st, f2, 8, 4, &why), -1);
	assert_non_null(strstr(why, "finished its move"));
	free(why);
	seq_advance(st);				/* impulse 2 */
	assert_int_equal(step(st, h1, 4, 3, &why), 0);
	assert_int_equal(step(st, f2, 8, 4, &why), 0);
	assert_int_equal(st->u[f2].moved, 2);
	assert_int_equal(step(st, h1, 5, 3, &why), -1);
	assert_non_null(strstr(why, "finished its move"));
	free(why);
	unload(gd, st);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_spi_7_13_level_of_hex),
		cmocka_unit_test(test_spi_7_23_uphill_costs_one),
		cmocka_unit_test(test_spi_7_23_downhill_free),
		cmocka_unit_test(test_spi_7_23_pair_pays_once),
		cmocka_unit_test(test_spi_7_24_muddy_wait),
		cmocka_unit_test(test_spi_7_24_dry_wait_own_impulses),
		cmocka_unit_test(test_spi_8_24_same_level_blocked),
		cmocka_unit_test(test_spi_8_24_same_level_clear),
		cmocka_unit_test(test_spi_8_25_higher_than_both_blocks),
		cmocka_unit_test(test_spi_8_25_higher_than_one_clear),
		cmocka_unit_test(test_spi_8_22_8_23_hexside_and_woods),
		cmocka_unit_test(test_spi_7_26_charge_never_downhill),
		cmocka_unit_test(test_spi_7_21_muddy_costs_one),
		cmocka_unit_test(test_spi_20_43_open_field),
		cmocka_unit_test(test_elevation_rows_checked),
		cmocka_unit_test(test_spi_5_0_finished_within_impulse),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
