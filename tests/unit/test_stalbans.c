/* test_stalbans: Les Batailles de St Albans as herald loads it
 * (scenarios/st-albans, tables/st-albans) and its movement rules at the
 * C level (src/move.c, src/board.c): §2 (no facing), §5 (stacking), §7
 * (terrain costs, road bonus, minimum move, one unit at a time), §8
 * (zones of control), §9.4 (baggage has no zone of control) and the
 * Terrain Effect Chart.  Combat, retreat and victory are not tested.
 * The map and the counters are herald's reconstruction. */
#include "testutil.h"

#include <string.h>

#include "board.h"
#include "combat.h"
#include "gamedata.h"
#include "hex.h"
#include "move.h"
#include "tally.h"
#include "util.h"

#define GAME "st-albans"

#include "testgame.h"

static int
F(const char *id)
{
	int f = gd_faction(gd, id);

	assert_true(f >= 0);
	return f;
}

/* A faction's army morale threshold (§10): the start the scenario gives
 * the game's declared value `threshold` (tally.h), 0 if none. */
static int
threshold(const struct scenario *sc, int f)
{
	int i, k = tally_find(gd, "threshold");

	assert_true(k >= 0);
	for (i = 0; i < sc->ntally_start; i++)
		if (sc->tally_start[3 * i] == k &&
		    sc->tally_start[3 * i + 1] == f)
			return sc->tally_start[3 * i + 2];
	return 0;
}

static int
T(const char *id)
{
	int t = gd_type(gd, id);

	assert_true(t >= 0);
	return t;
}

/* The index of a hexside feature (river, bridge ...). */
static int
S(const char *id)
{
	int i;

	for (i = 0; i < gd->nhexsides; i++)
		if (strcmp(gd->hexsides[i].id, id) == 0)
			return i;
	fail_msg("no hexside feature %s", id);
	return -1;
}

static const struct terrain *
terrain(const char *id)
{
	int i;

	for (i = 0; i < gd->nterrain; i++)
		if (strcmp(gd->terrain[i].id, id) == 0)
			return &gd->terrain[i];
	fail_msg("no terrain %s", id);
	return NULL;
}

/* A counter's MP changed by a test, put back by restore_mp(). */
static int	patched_unit = -1, patched_mp;

static int
restore_mp(void **state)
{
	(void)state;
	if (patched_unit >= 0)
		gd->units[patched_unit].stat[gd_stat(gd, "mp")] = patched_mp;
	patched_unit = -1;
	return 0;
}

static int
MP(int u)
{
	return gd->units[u].stat[gd_stat(gd, "mp")];
}

/* York's Movement phase of turn 1, York playing first (§4). */
static struct state *
fresh(void)
{
	struct state *st = state_new(gd, 3);

	st->first_side = F("york");
	st->phase = 0;
	return st;
}

static int
place(struct state *st, const char *id, int col, int row)
{
	char *cause = NULL;
	int u = U(id);

	if (board_place(st, u, H(col, row), -1, &cause) != 0)
		fail_msg("place %s: %s", id, cause ? cause : "?");
	return u;
}

static void
assert_same_state(const struct state *a, const struct state *b)
{
	assert_int_equal(a->nunits, b->nunits);
	assert_memory_equal(a->u, b->u, sizeof *a->u * (size_t)a->nunits);
	assert_int_equal(a->phase, b->phase);
	assert_int_equal(a->turn, b->turn);
}

static void
move_ok(struct state *st, int u, const struct hex *path, int n)
{
	struct buf out;
	char *cause = NULL;

	buf_init(&out);
	if (move_along(st, u, path, n, &out, &cause) != 0)
		fail_msg("move %s: %s", gd->units[u].id, cause ? cause : "?");
	assert_null(cause);
	assert_true(out.len > 0);
	assert_true(hex_eq(st->u[u].hex, path[n - 1]));
	buf_free(&out);
}

/* A refusal whose cause holds want, and that changes nothing. */
static void
move_refused(struct state *st, int u, const struct hex *path, int n,
    const char *want)
{
	struct state *before = state_copy(st);
	struct buf out;
	char *cause = NULL;

	buf_init(&out);
	assert_int_equal(move_along(st, u, path, n, &out, &cause), -1);
	assert_non_null(cause);
	if (want != NULL && strstr(cause, want) == NULL)
		fail_msg("cause \"%s\" lacks \"%s\"", cause, want);
	assert_same_state(before, st);
	assert_int_equal(out.len, 0);
	free(cause);
	buf_free(&out);
	state_free(before);
}

/* --- the data --------------------------------------------------------- */

static void
test_counters_factions_stats_types(void **state)
{
	static const char *stats[] = { "str", "rstr", "range", "mp" };
	static const char *types[] = { "infantry", "foot-missile", "cavalry",
	    "mounted-missile", "commander", "baggage" };
	int i, n[2] = { 0, 0 }, ncmd = 0, nbag = 0, york, lanc;

	(void)state;
	assert_string_equal(gd->id, "st-albans");
	assert_int_equal(gd->nunits, 55);
	assert_int_equal(gd->nfactions, 2);
	york = F("york");
	lanc = F("lancaster");
	assert_string_equal(gd->factions[york].name, "York");
	assert_string_equal(gd->factions[lanc].name, "Lancaster");
	assert_int_equal(gd->nstats, 4);
	for (i = 0; i < 4; i++) {
		assert_string_equal(gd->stats[i].id, stats[i]);
		assert_int_equal(gd_stat(gd, stats[i]), i);
	}
	assert_int_equal(gd->ntypes, 6);
	for (i = 0; i < 6; i++)
		assert_string_equal(gd->types[i].id, types[i]);
	/* §2: units have no facing; §1: one six-sided die */
	assert_true(gd->no_facing);
	for (i = 0; i < gd->nunits; i++) {
		const struct unit_def *ud = &gd->units[i];

		assert_true(ud->faction == york || ud->faction == lanc);
		n[ud->faction == york ? 0 : 1]++;
		if (ud->type == T("commander"))
			ncmd++;
		if (ud->type == T("baggage")) {
			nbag++;
			/* §9.4: strength 1 */
			assert_int_equal(ud->stat[gd_stat(gd, "str")], 1);
		}
		if (ud->type == T("commander") || ud->type == T("baggage"))
			assert_int_equal(ud->stat[gd_stat(gd, "rstr")], 0);
		/* missile units, and only they, have a range */
		if (ud->type == T("foot-missile") ||
		    ud->type == T("mounted-missile"))
			assert_true(ud->stat[gd_stat(gd, "range")] > 0);
		else
			assert_int_equal(ud->stat[gd_stat(gd, "range")], 0);
		assert_true(MP(i) >= 3);
	}
	assert_int_equal(n[0], 28);
	assert_int_equal(n[1], 27);
	assert_int_equal(ncmd, 11);
	assert_int_equal(nbag, 2);
	/* a few counters */
	assert_int_equal(gd->units[U("y07")].type, T("infantry"));
	assert_int_equal(gd->units[U("y07")].stat[gd_stat(gd, "str")], 4);
	assert_int_equal(gd->units[U("y07")].stat[gd_stat(gd, "rstr")], 2);
	assert_int_equal(MP(U("y07")), 4);
	assert_int_equal(gd->units[U("y18")].type, T("cavalry"));
	assert_int_equal(MP(U("y18")), 7);
	assert_int_equal(gd->units[U("y26")].stat[gd_stat(gd, "range")], 2);
	assert_int_equal(gd->units[U("l07")].type, T("baggage"));
	assert_int_equal(MP(U("l07")), 3);
	assert_int_equal(gd->units[U("l01")].type, T("commander"));
	assert_int_equal(MP(U("l01")), 6);
}

static void
test_rules_as_data(void **state)
{
	const struct movement_rules *mv = &gd->movement;
	unsigned extra = (1u << T("commander")) | (1u << T("baggage"));

	(void)state;
	/* §5: one unit a hex, and a commander and/or a baggage on it */
	assert_int_equal(gd->stacking, 1);
	assert_int_equal(gd->stack_extra, extra);
	/* §7, §8 */
	assert_int_equal(mv->stat, gd_stat(gd, "mp"));
	assert_true(mv->road_bonus);
	assert_true(mv->minimum_move);
	assert_true(mv->one_at_a_time);
	assert_true(mv->pass_friendly);
	assert_true(mv->zoc);
	assert_int_equal(mv->no_zoc_types, extra);
	assert_int_equal(mv->face_costs_all, 0);
	assert_int_equal(mv->pass_through, 0);
	/* §4: five phases (the sixth, the turn marker, is next's) */
	assert_int_equal(gd->sequence.turns, 8);
	assert_int_equal(gd->sequence.nphases, 5);
	assert_string_equal(gd->sequence.phases[0].id, "movement");
	assert_int_equal(gd->sequence.phases[0].side, SIDE_FIRST);
	assert_string_equal(gd->sequence.phases[1].id, "combat");
	assert_int_equal(gd->sequence.phases[1].side, SIDE_FIRST);
	assert_string_equal(gd->sequence.phases[2].id, "movement");
	assert_int_equal(gd->sequence.phases[2].side, SIDE_SECOND);
	assert_string_equal(gd->sequence.phases[3].id, "combat");
	assert_int_equal(gd->sequence.phases[3].side, SIDE_SECOND);
	assert_string_equal(gd->sequence.phases[4].id, "victory");
	assert_int_equal(gd->sequence.phases[4].norders, 0);
	assert_int_equal(gd->sequence.phases[0].norders, 1);
	assert_string_equal(gd->sequence.phases[0].orders[0], "move");
}

/* The TEC in half points: clear 1, village 1, woods 2, hill 2, road 0.5,
 * river impassable, bridge 1 (0.5 by road), ford 2. */
static void
test_tec_costs_in_half_points(void **state)
{
	const struct terrain *river, *bridge, *ford;
	int road = gd_feature(gd, "road");

	(void)state;
	assert_int_equal(gd->nterrain, 4);
	assert_int_equal(terrain("clear")->cost2, 2);
	assert_int_equal(terrain("village")->cost2, 2);
	assert_int_equal(terrain("woods")->cost2, 4);
	assert_int_equal(terrain("hill")->cost2, 4);
	assert_true(road >= 0);
	assert_int_equal(gd->features[road].cost2, 1);
	river = &gd->hexsides[S("river")];
	bridge = &gd->hexsides[S("bridge")];
	ford = &gd->hexsides[S("ford")];
	assert_true(river->impassable);
	assert_true(river->blocks_zoc);
	assert_true(river->no_retreat);
	assert_false(bridge->impassable);
	assert_false(bridge->blocks_zoc);
	assert_int_equal(bridge->cost2, 2);
	assert_int_equal(bridge->road_cost2, 1);
	assert_false(ford->impassable);
	assert_int_equal(ford->cost2, 4);
	/* the quick reference: zones of control do not cross fords */
	assert_true(ford->blocks_zoc);
	assert_false(gd->hexsides[S("palisade")].impassable);
	assert_false(gd->hexsides[S("palisade")].blocks_zoc);
}

/* Every hexside feature and every road is known from both hexes, and
 * joins two adjacent hexes on the map: counted here per pair. */
static void
test_hexsides_and_roads_both_ways(void **state)
{
	int col, row, d, f, nroad = 0, count[GD_MAX_TYPES];
	const struct hexinfo *hi, *nh;
	struct hex h, nb;

	(void)state;
	memset(count, 0, sizeof count);
	for (col = gd->grid.col_min; col <= gd->grid.col_max; col++)
		for (row = gd->grid.row_min; row <= gd->grid.row_max; row++) {
			h = H(col, row);
			if ((hi = gd_hex(gd, h)) == NULL)
				continue;
			for (d = 0; d < HEX_DIRS; d++) {
				nb = hex_neighbour(&gd->grid, h, d);
				nh = gd_hex(gd, nb);
				if (hi->sides[d] != 0 || (hi->road_dirs &
				    (1u << d))) {
					if (nh == NULL)
						fail_msg("%s: a hexside feature "
						    "or road off the map",
						    hex_str(h));
				}
				if (hi->sides[d] != 0 &&
				    nh->sides[hex_dir_opposite(d)] !=
				    hi->sides[d])
					fail_msg("%s/%s: the hexside differs "
					    "from the other side", hex_str(h),
					    hex_str(nb));
				for (f = 0; f < gd->nhexsides; f++)
					if (hi->sides[d] & (1u << f))
						count[f]++;
				if (hi->road_dirs & (1u << d)) {
					nroad++;
					if (!(nh->road_dirs &
					    (1u << hex_dir_opposite(d))))
						fail_msg("%s to %s: the road "
						    "goes one way only",
						    hex_str(h), hex_str(nb));
				}
			}
		}
	/* each pair counted from both of its hexes (game.yaml) */
	assert_int_equal(count[S("river")], 2 * 67);
	assert_int_equal(count[S("bridge")], 2 * 2);
	assert_int_equal(count[S("ford")], 2 * 2);
	/* the 1455 ditch and bars; Warwick's 1461 works are the second
	 * scenario's (test_s1_scenario_adds_its_own_hexsides) */
	assert_int_equal(count[S("palisade")], 2 * 51);
	/* the sections its mechanisms narrate */
	assert_string_equal(gd_sec(gd, SEC_RETREAT), "9.8");
	assert_string_equal(gd_sec(gd, SEC_STEP_LOSS), "9.9");
	assert_string_equal(gd_sec(gd, SEC_COMMANDERS), "6");
	assert_int_equal(count[S("stream")], 0);
	assert_int_equal(nroad, 2 * 89);
	/* bridges and fords are on the river */
	{
		const struct hexinfo *a = gd_hex(gd, H(7, 16));
		const struct hexinfo *b = gd_hex(gd, H(6, 12));
		int se = hex_dir_to(&gd->grid, H(7, 16), H(8, 16));
		int s = hex_dir_to(&gd->grid, H(6, 12), H(6, 13));

		assert_true(a->sides[se] & (1u << S("river")));
		assert_true(a->sides[se] & (1u << S("bridge")));
		assert_true(a->road_dirs & (1u << se));
		assert_true(b->sides[s] & (1u << S("river")));
		assert_true(b->sides[s] & (1u << S("ford")));
		assert_false(b->road_dirs & (1u << s));
	}
	/* 1408 and 1509 are both road hexes, but no road joins them */
	{
		int d2 = hex_dir_to(&gd->grid, H(14, 8), H(15, 9));

		assert_true(d2 >= 0);
		assert_true(gd_hex(gd, H(14, 8))->road_dirs != 0);
		assert_true(gd_hex(gd, H(15, 9))->road_dirs != 0);
		assert_false(gd_hex(gd, H(14, 8))->road_dirs & (1u << d2));
	}
}

/* Both scenarios load and set up; every commander and baggage that
 * shares a hex shares it with a friendly combat unit (§5). */
static void
check_scenario(const char *name, int turns, const char *first, int york,
    int lancaster, int nsetup)
{
	struct scenario *sc = NULL;
	struct state *st;
	char *cause = NULL;
	unsigned extra = gd->stack_extra;
	int i, k, n, all[8], plain, on = 0;

	if (scenario_load(gd, name, &sc, &cause) != 0)
		fail_msg("%s: %s", name, cause ? cause : "?");
	assert_int_equal(sc->turns, turns);
	assert_int_equal(sc->first, F(first));
	assert_int_equal(threshold(sc, F("york")), york);
	assert_int_equal(threshold(sc, F("lancaster")), lancaster);
	assert_int_equal(sc->nsetup, nsetup);
	assert_true(sc->nspecial > 0);
	st = state_new(gd, 3);
	if (board_setup(st, sc, &cause) != 0)
		fail_msg("%s: set-up: %s", name, cause ? cause : "?");
	for (i = 0; i < st->nunits; i++) {
		if (!st->u[i].on_map)
			continue;
		on++;
		assert_int_equal(st->u[i].facing, -1);	/* §2 */
		n = board_units_at(st, st->u[i].hex, all, 8);
		if (n == 1)
			continue;
		plain = 0;
		for (k = 0; k < n; k++) {
			assert_int_equal(gd->units[all[k]].faction,
			    gd->units[i].faction);
			if (!(extra & (1u << gd->units[all[k]].type)))
				plain++;
		}
		assert_int_equal(plain, 1);
	}
	assert_int_equal(on, nsetup);
	state_free(st);
	scenario_free(sc);
}

/* §1 (maps with overlays per battle): a scenario adds its own hexside
 * features to the game's map; Warwick's field works of 1461 are on the
 * Second St Albans map only. */
static void
test_s1_scenario_adds_its_own_hexsides(void **state)
{
	struct gamedata *g = NULL;
	struct scenario *first = NULL, *second = NULL;
	const struct hexinfo *a;
	char *cause = NULL;
	int n;

	(void)state;
	assert_int_equal(gamedata_load(test_datadir(), GAME, &g, &cause), 0);
	assert_int_equal(scenario_load(g, "first-st-albans", &first, &cause),
	    0);
	assert_int_equal(scenario_load(g, "second-st-albans", &second,
	    &cause), 0);
	assert_int_equal(first->nsides, 0);
	assert_int_equal(second->nsides, 13);
	/* 1904/1903: open ground in 1455, a palisade once applied */
	a = gd_hex(g, H(19, 4));
	n = hex_dir_to(&g->grid, H(19, 4), H(19, 3));
	assert_false(a->sides[n] & (1u << S("palisade")));
	gd_hexsides_apply(g, second->sides, second->nsides);
	assert_true(a->sides[n] & (1u << S("palisade")));
	assert_true(gd_hex(g, H(19, 3))->sides[hex_dir_opposite(n)] &
	    (1u << S("palisade")));
	/* and its fire penalty (special rule 4) */
	assert_null(g->fire_penalty);
	scenario_apply(g, second);
	assert_non_null(g->fire_penalty);
	assert_int_equal(g->fire_penalty[gd_faction(g, "york")], 1);
	assert_int_equal(g->fire_penalty[gd_faction(g, "lancaster")], 0);
	scenario_free(first);
	scenario_free(second);
	gamedata_free(g);
}

/* §9.3 and a scenario's fire penalty (Second St Albans rule 4, the
 * snow): at range only, down to 1, and only for the faction it names. */
static void
test_s9_3_scenario_fire_penalty_at_range_only(void **state)
{
	struct state *st = fresh();
	int york = F("york"), *pen = xcalloc((size_t)gd->nfactions,
	    sizeof *pen);
	int y15 = place(st, "y15", 10, 10), y27 = place(st, "y27", 12, 9);
	int l21 = place(st, "l21", 10, 8), l07 = place(st, "l07", 11, 9);
	struct attack at;
	struct odds o;
	char *cause = NULL;

	(void)state;
	pen[york] = 1;
	gd->fire_penalty = pen;
	gd->fire_penalty_why = xstrdup("snow (special rule 4)");
	memset(&at, 0, sizeof at);
	at.kind = KIND_MISSILE;
	at.natt = 1;
	/* y15 (3) at l21 two hexes away: 3 - 1 */
	at.att[0] = y15;
	at.def = l21;
	assert_int_equal(combat_odds(st, &at, &o, &cause), 0);
	assert_int_equal(o.fire_penalty, 1);
	assert_int_equal(o.af, 2);
	/* y27 (3) next to the baggage: no penalty at range, the mêlée one
	 * instead */
	at.att[0] = y27;
	at.def = l07;
	assert_int_equal(combat_odds(st, &at, &o, &cause), 0);
	assert_int_equal(o.fire_penalty, 0);
	assert_int_equal(o.penalty, 1);
	/* a 1-strength unit stays at 1 */
	pen[york] = 5;
	at.att[0] = y15;
	at.def = l21;
	assert_int_equal(combat_odds(st, &at, &o, &cause), 0);
	assert_int_equal(o.af, 1);
	assert_int_equal(o.fire_penalty, 2);
	free(gd->fire_penalty_why);
	free(pen);
	gd->fire_penalty = NULL;
	gd->fire_penalty_why = NULL;
	state_free(st);
}

static void
test_scenarios_load_and_set_up(void **state)
{
	(void)state;
	check_scenario("first-st-albans", 8, "york", 18, 12, 30);
	check_scenario("second-st-albans", 12, "lancaster", 16, 20, 36);
}

/* --- §7: movement ----------------------------------------------------- */

static void
test_s7_terrain_costs_up_to_mp(void **state)
{
	struct state *st = fresh();
	int y07 = place(st, "y07", 18, 3), y11 = place(st, "y11", 16, 3);
	struct hex clear_hill[2] = { H(19, 3), H(20, 3) };
	struct hex hill[1] = { H(21, 4) }, clear[1] = { H(21, 3) };
	struct hex woods3[3] = { H(16, 2), H(17, 2), H(18, 1) };

	(void)state;
	/* clear 1 + hill 2 */
	move_ok(st, y07, clear_hill, 2);
	assert_int_equal(st->u[y07].mf_spent, 6);
	assert_int_equal(st->u[y07].moved, 2);
	/* another hill with 1 left: refused; a clear hex: the last point */
	move_refused(st, y07, hill, 1, "costs 2 MP but y07 has 1 of 4 left");
	move_ok(st, y07, clear, 1);
	assert_int_equal(st->u[y07].mf_spent, 8);
	/* woods 2 each: a third is refused, the whole order with it */
	move_refused(st, y11, woods3, 3, "step 3");
	move_ok(st, y11, woods3, 2);
	assert_int_equal(st->u[y11].mf_spent, 8);
	state_free(st);
}

static void
test_s7_road_bonus_only_from_a_road_hex(void **state)
{
	struct state *st = fresh();
	int y13 = place(st, "y13", 17, 8);	/* on the Sandridge road */
	int y21, y14;
	struct hex road8[8] = { H(18, 7), H(19, 7), H(20, 6), H(21, 6),
	    H(22, 5), H(23, 5), H(24, 4), H(25, 4) };
	struct hex join[4] = { H(18, 7), H(19, 7), H(20, 6), H(21, 6) };
	struct hex unlinked[3] = { H(15, 9), H(16, 8), H(17, 8) };

	(void)state;
	/* 8 hexes along the road, 0.5 each: the 4 MP */
	move_ok(st, y13, road8, 8);
	assert_int_equal(st->u[y13].mf_spent, 8);
	assert_true(st->u[y13].road_start);
	/* starting off the road: full cost on it */
	y21 = place(st, "y21", 18, 6);
	move_ok(st, y21, join, 4);
	assert_int_equal(st->u[y21].mf_spent, 8);
	assert_false(st->u[y21].road_start);
	/* 1408 to 1509: not along a road, 1; then 0.5 a hex along it */
	y14 = place(st, "y14", 14, 8);
	move_ok(st, y14, unlinked, 3);
	assert_int_equal(st->u[y14].mf_spent, 4);
	state_free(st);
}

/* §7: "A unit can always carry out the minimal movement of a hex as
 * long as it enters an authorised terrain, regardless of the cost."  No
 * counter has fewer than 3 MP, so y07 is given 1 MP for this test. */
static void
test_s7_minimum_move_of_one_hex(void **state)
{
	struct state *st = fresh();
	int y07 = place(st, "y07", 16, 3), y11;
	struct hex woods[2] = { H(16, 2), H(17, 2) };
	struct hex clear_woods[2] = { H(17, 3), H(17, 2) };

	(void)state;
	patched_unit = y07;
	patched_mp = MP(y07);
	gd->units[y07].stat[gd_stat(gd, "mp")] = 1;
	/* not two hexes, nor a costly hex after the first */
	move_refused(st, y07, woods, 2, "step 2");
	move_refused(st, y07, clear_woods, 2, "step 2");
	/* one hex of woods (2) with 1 MP: the whole move */
	move_ok(st, y07, woods, 1);
	assert_int_equal(st->u[y07].mf_spent, 2);
	move_refused(st, y07, woods + 1, 1, "0 of 1 left");
	/* the minimum is the first hex of the move only: a 4-MP unit
	 * that has spent 3 may not enter woods */
	y11 = place(st, "y11", 16, 6);
	{
		struct hex clear3[3] = { H(16, 5), H(16, 4), H(16, 3) };
		struct hex w[1] = { H(15, 3) };

		move_ok(st, y11, clear3, 3);
		assert_int_equal(st->u[y11].mf_spent, 6);
		move_refused(st, y11, w, 1, "costs 2 MP but y11 has 1 of 4 "
		    "left");
	}
	state_free(st);
}

/* §7: "Each unit must have finished its movement before another unit
 * may move." */
static void
test_s7_one_unit_at_a_time(void **state)
{
	struct state *st = fresh();
	int y06 = place(st, "y06", 19, 3), y13 = place(st, "y13", 17, 8);
	struct hex a[1] = { H(19, 2) }, a2[1] = { H(18, 1) };
	struct hex b[1] = { H(18, 7) }, b2[1] = { H(19, 7) };

	(void)state;
	/* a unit may move in several orders while no other has moved */
	move_ok(st, y06, a, 1);
	assert_false(st->u[y06].move_done);
	move_ok(st, y13, b, 1);
	/* once another has moved, it has finished, MP left or not */
	assert_true(st->u[y06].move_done);
	assert_int_equal(st->u[y06].mf_spent, 2);
	move_refused(st, y06, a2, 1, "finished its move");
	/* the unit moving now may go on */
	move_ok(st, y13, b2, 1);
	assert_int_equal(st->u[y13].mf_spent, 2);	/* 0.5 + 0.5, road */
	state_free(st);
}

/* TEC 6-8: river impassable; bridge 1, 0.5 along a road; ford 2. */
static void
test_tec_river_bridge_ford(void **state)
{
	struct state *st = fresh();
	int y24 = place(st, "y24", 7, 16), y17, y08;
	struct hex bridge_road[2] = { H(8, 16), H(9, 16) };
	struct hex straight[1] = { H(8, 16) };
	struct hex bridge_off[3] = { H(7, 16), H(8, 16), H(9, 17) };
	struct hex river2[1] = { H(5, 12) };
	struct hex ford[2] = { H(6, 12), H(6, 13) };

	(void)state;
	move_ok(st, y24, bridge_road, 2);
	assert_int_equal(st->u[y24].mf_spent, 2);
	y17 = place(st, "y17", 7, 17);
	move_refused(st, y17, straight, 1, "cannot be crossed");
	move_ok(st, y17, bridge_off, 3);
	assert_int_equal(st->u[y17].mf_spent, 6);
	y08 = place(st, "y08", 6, 11);
	move_refused(st, y08, river2, 1, "cannot be crossed");
	move_ok(st, y08, ford, 2);
	assert_int_equal(st->u[y08].mf_spent, 6);
	state_free(st);
}

/* --- §8: zones of control -------------------------------------------- */

static void
test_s8_zone_of_control(void **state)
{
	struct state *st = fresh();
	int l10 = place(st, "l10", 8, 5), y09 = place(st, "y09", 8, 3);
	int y20, l03, l07, l12, l13, y10;
	struct hex through[2] = { H(8, 4), H(9, 4) }, into[1] = { H(8, 4) };
	struct hex back[1] = { H(8, 3) };

	(void)state;
	/* the six hexes round a unit; not its own side's */
	assert_true(zoc_in_enemy(st, y09, H(8, 4)));
	assert_true(zoc_in_enemy(st, y09, H(9, 6)));
	assert_false(zoc_in_enemy(st, y09, H(8, 3)));
	assert_false(zoc_in_enemy(st, l10, H(8, 6)));
	/* entering stops the move: no further in the same order, nor in a
	 * later one; all its MP are gone */
	move_refused(st, y09, through, 2, "must stop");
	move_ok(st, y09, into, 1);
	assert_int_equal(st->u[y09].mf_spent, 2 * MP(y09));
	move_refused(st, y09, back, 1, "stopped in an enemy zone of control");
	/* not straight from one enemy zone into another; out of it, yes */
	y20 = place(st, "y20", 9, 5);
	{
		struct hex zz[1] = { H(9, 6) };
		struct hex out[2] = { H(10, 4), H(10, 3) };

		move_refused(st, y20, zz, 1, "straight from one enemy zone");
		move_ok(st, y20, out, 2);
	}
	/* §9.4: baggage has none; herald: nor has a lone commander */
	l03 = place(st, "l03", 12, 6);
	l07 = place(st, "l07", 12, 8);
	assert_false(zoc_in_enemy(st, y09, H(11, 7)));	/* by l03 */
	assert_false(zoc_in_enemy(st, y09, H(11, 8)));	/* by l07 */
	y10 = place(st, "y10", 11, 5);
	{
		struct hex by[3] = { H(11, 6), H(11, 7), H(12, 7) };

		move_ok(st, y10, by, 3);
	}
	/* a commander stacked on a combat unit: the unit's zone */
	{
		struct state *s2 = fresh();
		int u = place(s2, "l10", 8, 5), c = place(s2, "l01", 8, 5);
		int y = U("y09");

		(void)u;
		(void)c;
		assert_true(zoc_in_enemy(s2, y, H(8, 4)));
		state_free(s2);
	}
	/* not across a river, nor a ford; across a bridge, yes */
	l12 = place(st, "l12", 17, 26);
	assert_false(zoc_in_enemy(st, y09, H(18, 25)));	/* river */
	assert_false(zoc_in_enemy(st, y09, H(18, 26)));	/* river */
	assert_false(zoc_in_enemy(st, y09, H(17, 25)));	/* ford */
	assert_true(zoc_in_enemy(st, y09, H(17, 27)));	/* same bank */
	l13 = place(st, "l13", 8, 16);
	assert_true(zoc_in_enemy(st, y09, H(7, 16)));	/* bridge */
	assert_false(zoc_in_enemy(st, y09, H(7, 17)));	/* river */
	(void)l07;
	(void)l03;
	(void)l12;
	(void)l13;
	state_free(st);
}

/* --- §5: stacking ------------------------------------------------------ */

static void
test_s5_stacking(void **state)
{
	struct state *st = fresh();
	int y07 = place(st, "y07", 11, 2), y11 = place(st, "y11", 12, 2);
	int y01, y06, y02, l08, y03;
	struct hex through[2] = { H(12, 2), H(13, 2) };
	struct hex onto[1] = { H(13, 2) };
	char *cause = NULL;

	(void)state;
	/* through a friendly unit, not ending on it */
	move_ok(st, y07, through, 2);
	move_refused(st, y11, onto, 1, "already occupied by y07");
	/* a commander and the baggage may end on it */
	y01 = place(st, "y01", 13, 1);
	move_ok(st, y01, onto, 1);
	y06 = place(st, "y06", 13, 3);
	move_ok(st, y06, onto, 1);
	{
		int all[8];

		assert_int_equal(board_units_at(st, H(13, 2), all, 8), 3);
	}
	/* not a second commander */
	y02 = place(st, "y02", 12, 1);
	move_refused(st, y02, onto, 1, "one Commander may stand in a hex");
	assert_int_equal(board_can_stand(st, y02, H(13, 2), &cause), -1);
	free(cause);
	cause = NULL;
	/* not on an enemy, not through one */
	l08 = place(st, "l08", 11, 3);
	{
		struct hex on_enemy[1] = { H(11, 3) };
		struct hex via_enemy[2] = { H(11, 3), H(11, 4) };

		y03 = place(st, "y03", 11, 4);
		move_refused(st, y03, on_enemy, 1, "occupied by l08");
		move_refused(st, y11, via_enemy, 2,
		    "may pass only through friendly units");
		move_refused(st, y11, on_enemy, 1, "occupied by l08");
	}
	/* place keeps to the same limits */
	assert_int_equal(board_place(st, y11, H(13, 2), -1, &cause), -1);
	free(cause);
	cause = NULL;
	assert_int_equal(board_place(st, y02, H(11, 3), -1, &cause), -1);
	free(cause);
	(void)l08;
	state_free(st);
}

/* §2: no facing; a facing given to board_place is dropped. */
static void
test_s2_no_facing(void **state)
{
	struct state *st = fresh();
	char *cause = NULL;
	int y07 = U("y07");

	(void)state;
	assert_int_equal(board_place(st, y07, H(3, 3), 0, &cause), 0);
	assert_int_equal(st->u[y07].facing, -1);
	state_free(st);
}

/* --- reported bugs: these tests fail until herald is fixed ----------- */

/* move.h: "On a refusal nothing is changed".  move_along sets
 * road_start before it checks the path, so a refused first move of a
 * unit on a road hex leaves road_start changed (harmless on the command
 * line, where the state is a copy, but not the documented contract). */
static void
test_refused_move_changes_nothing(void **state)
{
	struct state *st = fresh();
	int y24 = place(st, "y24", 7, 16);	/* on the Dunstable road */
	struct hex river[1] = { H(8, 15) };

	(void)state;
	move_refused(st, y24, river, 1, "River between 0716 and 0815 cannot "
	    "be crossed");
	state_free(st);
}

/* §2: "Units have no facing."  move_face must refuse (face is not an
 * order of any St Albans phase); today it gives the unit a facing, after
 * which it may move only through its front hexsides. */
static void
test_s2_face_refused(void **state)
{
	struct state *st = fresh();
	int y07 = place(st, "y07", 18, 3);
	struct state *before = state_copy(st);
	struct buf out;
	char *cause = NULL;

	(void)state;
	buf_init(&out);
	assert_int_equal(move_face(st, y07, 0, &out, &cause), -1);
	free(cause);
	assert_same_state(before, st);
	assert_int_equal(st->u[y07].facing, -1);
	buf_free(&out);
	state_free(before);
	state_free(st);
}

/* TEC: a palisade has no movement cost (terrain.yaml gives it none), so
 * along Holywell Street across the bar (1421/1422) the road costs 0.5.
 * Today a hexside without "mf" gets the loader's default of 1 and is
 * taken for a crossing, which replaces the road's 0.5 with 1. */
static void
test_tec_palisade_keeps_the_road_bonus(void **state)
{
	struct state *st = fresh();
	int y17 = place(st, "y17", 14, 23);
	struct hex street[3] = { H(14, 22), H(14, 21), H(14, 20) };

	(void)state;
	move_ok(st, y17, street, 3);
	assert_int_equal(st->u[y17].mf_spent, 3);	/* 0.5 x 3 */
	state_free(st);
}

/* §5: "the commander and/or one baggage unit may be placed on another
 * friendly unit (infantry, cavalry, missile infantry, missile cavalry)":
 * not a commander on a lone baggage. */
static void
test_s5_commander_not_on_lone_baggage(void **state)
{
	struct state *st = fresh();
	int y01 = place(st, "y01", 18, 3);
	struct hex onto[1] = { H(18, 4) };
	char *cause = NULL;

	(void)state;
	place(st, "y06", 18, 4);
	assert_int_equal(board_can_stand(st, y01, H(18, 4), &cause), -1);
	free(cause);
	move_refused(st, y01, onto, 1, NULL);
	state_free(st);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_counters_factions_stats_types),
		cmocka_unit_test(test_rules_as_data),
		cmocka_unit_test(test_tec_costs_in_half_points),
		cmocka_unit_test(test_hexsides_and_roads_both_ways),
		cmocka_unit_test(test_scenarios_load_and_set_up),
		cmocka_unit_test(test_s1_scenario_adds_its_own_hexsides),
		cmocka_unit_test(test_s9_3_scenario_fire_penalty_at_range_only),
		cmocka_unit_test(test_s7_terrain_costs_up_to_mp),
		cmocka_unit_test(test_s7_road_bonus_only_from_a_road_hex),
		cmocka_unit_test_teardown(test_s7_minimum_move_of_one_hex,
		    restore_mp),
		cmocka_unit_test(test_s7_one_unit_at_a_time),
		cmocka_unit_test(test_tec_river_bridge_ford),
		cmocka_unit_test(test_s8_zone_of_control),
		cmocka_unit_test(test_s5_stacking),
		cmocka_unit_test(test_s2_no_facing),
		cmocka_unit_test(test_refused_move_changes_nothing),
		cmocka_unit_test(test_s2_face_refused),
		cmocka_unit_test(test_tec_palisade_keeps_the_road_bonus),
		cmocka_unit_test(test_s5_commander_not_on_lone_baggage),
	};

	return cmocka_run_group_tests(tests, group_setup, group_teardown);
}
