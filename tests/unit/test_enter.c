/* test_enter: the one test of whether a unit may go into a hex or over a
 * hexside (src/enter.c), on both games: battle-of-agincourt §7.1 (woods
 * for archers only), st-albans TEC 4 (woods open to all), TEC 6 (rivers
 * impassable, no retreat across), TEC 7 and 8 (bridges and fords cross
 * them), TEC 2 and §9.6 (roads and palisades bar nothing). */
#include "testutil.h"

#include <string.h>

#include "enter.h"
#include "gamedata.h"
#include "hex.h"
#include "util.h"

static struct gamedata *ag, *sa;

static int
group_setup(void **state)
{
	char *cause = NULL;

	(void)state;
	if (gamedata_load(test_datadir(), "battle-of-agincourt", &ag,
	    &cause) != 0 || gamedata_load(test_datadir(), "st-albans", &sa,
	    &cause) != 0) {
		fprintf(stderr, "load: %s\n", cause ? cause : "?");
		free(cause);
		return -1;
	}
	return 0;
}

static int
group_teardown(void **state)
{
	(void)state;
	gamedata_free(sa);
	gamedata_free(ag);
	return 0;
}

static int
type_of(const struct gamedata *gd, const char *id)
{
	int i;

	for (i = 0; i < gd->ntypes; i++)
		if (strcmp(gd->types[i].id, id) == 0)
			return i;
	fail_msg("no unit type %s", id);
	return -1;
}

static int
terrain_of(const struct gamedata *gd, const char *id)
{
	int i;

	for (i = 0; i < gd->nterrain; i++)
		if (strcmp(gd->terrain[i].id, id) == 0)
			return i;
	fail_msg("no terrain %s", id);
	return -1;
}

static int
side_of(const struct gamedata *gd, const char *id)
{
	int i;

	for (i = 0; i < gd->nhexsides; i++)
		if (strcmp(gd->hexsides[i].id, id) == 0)
			return i;
	fail_msg("no hexside feature %s", id);
	return -1;
}

/* The first unit of a type, or of any other type (other). */
static int
unit_of(const struct gamedata *gd, int type, int other)
{
	int i;

	for (i = 0; i < gd->nunits; i++)
		if ((gd->units[i].type == type) != other)
			return i;
	fail_msg("no unit %s type %d", other ? "but of" : "of", type);
	return -1;
}

/* The first hex of the map in this terrain. */
static struct hex
hex_in(const struct gamedata *gd, int terrain)
{
	const struct grid *g = &gd->grid;
	const struct hexinfo *hi;
	struct hex h;

	for (h.col = g->col_min; h.col <= g->col_max; h.col++)
		for (h.row = g->row_min; h.row <= g->row_max; h.row++)
			if ((hi = gd_hex(gd, h)) != NULL &&
			    hi->terrain == terrain)
				return h;
	fail_msg("no hex of terrain %d", terrain);
	return h;
}

/* The first hexside with exactly these features (bits), from h toward
 * *dir; 0 if the map has none. */
static int
side_with(const struct gamedata *gd, unsigned bits, struct hex *h, int *dir)
{
	const struct grid *g = &gd->grid;
	const struct hexinfo *hi;
	int d;

	for (h->col = g->col_min; h->col <= g->col_max; h->col++)
		for (h->row = g->row_min; h->row <= g->row_max; h->row++)
			for (d = 0; d < HEX_DIRS; d++)
				if ((hi = gd_hex(gd, *h)) != NULL &&
				    hi->sides[d] == bits &&
				    gd_hex(gd, hex_neighbour(g, *h, d)) !=
				    NULL) {
					*dir = d;
					return 1;
				}
	return 0;
}

/* battle-of-agincourt §7.1: only archers enter woods; clear is open to
 * every unit. */
static void
test_agincourt_7_1_woods_archers_only(void **state)
{
	int woods = terrain_of(ag, "woods"), clear = terrain_of(ag, "clear");
	int archer = type_of(ag, "archer"), t;

	(void)state;
	for (t = 0; t < ag->ntypes; t++) {
		assert_int_equal(enter_terrain(&ag->terrain[woods], t),
		    t == archer);
		assert_true(enter_terrain(&ag->terrain[clear], t));
	}
}

/* The refusal names the hex, its terrain, the unit's type and the rule;
 * an archer is let in without a cause. */
static void
test_agincourt_7_1_refusal(void **state)
{
	struct hex h = hex_in(ag, terrain_of(ag, "woods"));
	int archer = type_of(ag, "archer");
	int a = unit_of(ag, archer, 0), m = unit_of(ag, archer, 1);
	char *cause = NULL, *want;

	(void)state;
	hex_labels_push(&ag->grid);
	assert_int_equal(enter_hex(ag, a, h, &cause), 1);
	assert_null(cause);
	assert_int_equal(enter_hex(ag, m, h, &cause), 0);
	want = xprintf("%s is Woods, which a %s unit cannot enter (§7.1)",
	    hex_str(h), ag->types[ag->units[m].type].name);
	assert_string_equal(cause, want);
	free(want);
	free(cause);
	/* without a cause: the same answer, nothing allocated */
	assert_int_equal(enter_hex(ag, m, h, NULL), 0);
	hex_labels_pop(&ag->grid);
}

/* A hex off the map is refused as such. */
static void
test_enter_off_map(void **state)
{
	struct hex h = { ag->grid.col_max + 5, ag->grid.row_max + 5 };
	char *cause = NULL;

	(void)state;
	assert_int_equal(enter_hex(ag, 0, h, &cause), 0);
	assert_non_null(strstr(cause, "is not on the map"));
	free(cause);
}

/* Agincourt has no hexside features: nothing bars a step or a retreat
 * anywhere. */
static void
test_agincourt_no_hexside_bars(void **state)
{
	const struct grid *g = &ag->grid;
	struct hex h;
	int d;

	(void)state;
	for (h.col = g->col_min; h.col <= g->col_max; h.col++)
		for (h.row = g->row_min; h.row <= g->row_max; h.row++)
			for (d = 0; d < HEX_DIRS; d++) {
				assert_int_equal(enter_hexside(ag, h, d, 0),
				    -1);
				assert_int_equal(enter_hexside(ag, h, d, 1),
				    -1);
			}
}

/* st-albans TEC 1, 3, 4, 5: every terrain is open to every unit (its
 * cost is another matter). */
static void
test_st_albans_tec_terrain_open_to_all(void **state)
{
	struct hex h;
	int i, t, u;

	(void)state;
	for (i = 0; i < sa->nterrain; i++)
		for (t = 0; t < sa->ntypes; t++)
			assert_true(enter_terrain(&sa->terrain[i], t));
	h = hex_in(sa, terrain_of(sa, "woods"));
	for (u = 0; u < sa->nunits; u++)
		assert_int_equal(enter_hex(sa, u, h, NULL), 1);
}

/* st-albans TEC 6: a river with nothing on it bars a step and a retreat,
 * from either side. */
static void
test_st_albans_tec_6_river_impassable(void **state)
{
	int river = side_of(sa, "river"), d;
	struct hex h, n;

	(void)state;
	assert_true(side_with(sa, 1u << river, &h, &d));
	n = hex_neighbour(&sa->grid, h, d);
	assert_int_equal(enter_hexside(sa, h, d, 0), river);
	assert_int_equal(enter_hexside(sa, h, d, 1), river);
	assert_int_equal(enter_hexside(sa, n, hex_dir_opposite(d), 0), river);
	assert_int_equal(enter_hexside(sa, n, hex_dir_opposite(d), 1), river);
}

/* st-albans TEC 7 and 8: a bridge or a ford on the river lets a unit
 * over, moving or retreating. */
static void
test_st_albans_tec_7_8_bridge_and_ford(void **state)
{
	const char *way[] = { "bridge", "ford" };
	int river = side_of(sa, "river"), i, d, found = 0;
	unsigned bits;
	struct hex h;

	(void)state;
	for (i = 0; i < 2; i++) {
		bits = 1u << side_of(sa, way[i]);
		/* drawn with the river under it, or alone */
		if (!side_with(sa, bits | (1u << river), &h, &d) &&
		    !side_with(sa, bits, &h, &d))
			continue;
		found++;
		assert_int_equal(enter_hexside(sa, h, d, 0), -1);
		assert_int_equal(enter_hexside(sa, h, d, 1), -1);
	}
	assert_int_equal(found, 2);
}

/* st-albans §9.6 and TEC 2: a palisade (a modifier in combat, no bar
 * to movement) and a road bar nothing. */
static void
test_st_albans_palisade_and_road_bar_nothing(void **state)
{
	int palisade = side_of(sa, "palisade"), d;
	struct hex h;

	(void)state;
	assert_true(side_with(sa, 1u << palisade, &h, &d));
	assert_int_equal(enter_hexside(sa, h, d, 0), -1);
	assert_int_equal(enter_hexside(sa, h, d, 1), -1);
	/* a road crossing a featureless hexside */
	for (h.col = sa->grid.col_min; h.col <= sa->grid.col_max; h.col++)
		for (h.row = sa->grid.row_min; h.row <= sa->grid.row_max;
		    h.row++)
			for (d = 0; d < HEX_DIRS; d++)
				if (gd_hex(sa, h) != NULL &&
				    (gd_hex(sa, h)->road_dirs & (1u << d)) &&
				    gd_hex(sa, h)->sides[d] == 0) {
					assert_int_equal(enter_hexside(sa, h,
					    d, 0), -1);
					assert_int_equal(enter_hexside(sa, h,
					    d, 1), -1);
					return;
				}
	fail_msg("no road over a plain hexside");
}

/* A feature that bars a retreat only (no_retreat, not impassable): a
 * step may cross it, a retreat may not, unless a crossing is there too.
 * The palisade is made one here, for this test only. */
static void
test_no_retreat_bars_only_a_retreat(void **state)
{
	int palisade = side_of(sa, "palisade"), d;
	struct hex h;

	(void)state;
	assert_true(side_with(sa, 1u << palisade, &h, &d));
	sa->hexsides[palisade].no_retreat = 1;
	assert_int_equal(enter_hexside(sa, h, d, 0), -1);
	assert_int_equal(enter_hexside(sa, h, d, 1), palisade);
	sa->hexsides[palisade].no_retreat = 0;
	assert_int_equal(enter_hexside(sa, h, d, 1), -1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_agincourt_7_1_woods_archers_only),
		cmocka_unit_test(test_agincourt_7_1_refusal),
		cmocka_unit_test(test_enter_off_map),
		cmocka_unit_test(test_agincourt_no_hexside_bars),
		cmocka_unit_test(test_st_albans_tec_terrain_open_to_all),
		cmocka_unit_test(test_st_albans_tec_6_river_impassable),
		cmocka_unit_test(test_st_albans_tec_7_8_bridge_and_ford),
		cmocka_unit_test(test_st_albans_palisade_and_road_bar_nothing),
		cmocka_unit_test(test_no_retreat_bars_only_a_retreat),
	};

	return cmocka_run_group_tests(tests, group_setup, group_teardown);
}
