/* test_gamedata: the game and scenario loaders (src/gamedata.c) on The
 * Battle of Agincourt as shipped, checked against the rulebook (§1, §2,
 * §3, §5.1, §7.1, §9.1, §10.0.2, §11.1, Figures 4 and 6), and on small
 * broken games written to a scratch directory. */
#include "testutil.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gamedata.h"
#include "hex.h"
#include "util.h"

#define GAME "battle-of-agincourt"

static struct gamedata *
load_game(void)
{
	struct gamedata *gd = NULL;
	char *cause = NULL;

	if (gamedata_load(test_datadir(), GAME, &gd, &cause) != 0)
		fail_msg("%s: %s", GAME, cause ? cause : "?");
	assert_non_null(gd);
	return gd;
}

static int
stat_of(const struct gamedata *gd, int unit, const char *id)
{
	int s = gd_stat(gd, id);

	assert_true(s >= 0);
	return gd->units[unit].stat[s];
}

static int
unit_is(const struct gamedata *gd, int unit, const char *faction,
    const char *type)
{
	const struct unit_def *u = &gd->units[unit];

	return (faction == NULL ||
	    strcmp(gd->factions[u->faction].id, faction) == 0) &&
	    (type == NULL || strcmp(gd->types[u->type].id, type) == 0);
}

static int
terrain_index(const struct gamedata *gd, const char *id)
{
	int i;

	for (i = 0; i < gd->nterrain; i++)
		if (strcmp(gd->terrain[i].id, id) == 0)
			return i;
	return -1;
}

/* --- the game ------------------------------------------------------- */

static void
test_s1_units_39_english_72_french(void **state)
{
	struct gamedata *gd = load_game();
	int i, en = 0, fr = 0;

	(void)state;
	assert_string_equal(gd->id, GAME);
	assert_string_equal(gd->dice.text, "2d6");	/* §1: 2d6 */
	assert_int_equal(gd->nunits, 111);
	assert_int_equal(gd->nfactions, 2);
	for (i = 0; i < gd->nunits; i++) {
		en += unit_is(gd, i, "english", NULL);
		fr += unit_is(gd, i, "french", NULL);
	}
	assert_int_equal(en, 39);
	assert_int_equal(fr, 72);
	/* §13.4: the English rout south, the French north */
	assert_int_equal(gd->factions[gd_faction(gd, "english")].edge,
	    hex_dir_parse(&gd->grid, "s"));
	assert_int_equal(gd->factions[gd_faction(gd, "french")].edge,
	    hex_dir_parse(&gd->grid, "n"));
	/* a result names the side as a sentence would */
	assert_string_equal(gd->factions[gd_faction(gd, "english")].army,
	    "the English");
	/* §3: one unit per hex */
	assert_int_equal(gd->stacking, 1);
	gamedata_free(gd);
}

static void
test_s1_1_grid_30_by_22_flat_even_low(void **state)
{
	struct gamedata *gd = load_game();
	struct hex h;

	(void)state;
	assert_int_equal(gd->grid.orient, HEX_FLAT);
	assert_true(gd->grid.even_low);
	assert_int_equal(gd->grid.north, NORTH_UP);
	assert_int_equal(gd->grid.col_min, 1);
	assert_int_equal(gd->grid.col_max, 30);
	assert_int_equal(gd->grid.row_min, 1);
	assert_int_equal(gd->grid.row_max, 22);
	/* every hex of the map is on it; none beyond */
	for (h.col = 0; h.col <= 31; h.col++)
		for (h.row = 0; h.row <= 23; h.row++)
			assert_int_equal(gd_hex(gd, h) != NULL,
			    h.col >= 1 && h.col <= 30 && h.row >= 1 &&
			    h.row <= 22);
	/* DESIGN: 1214 touches 1114 1115 1213 1215 1314 1315 */
	assert_int_equal(hex_distance(&gd->grid, H(12, 14), H(11, 15)), 1);
	assert_int_equal(hex_distance(&gd->grid, H(12, 14), H(13, 15)), 1);
	assert_int_equal(hex_distance(&gd->grid, H(12, 14), H(11, 13)), 2);
	gamedata_free(gd);
}

static void
test_s7_1_terrain_clear_and_woods(void **state)
{
	struct gamedata *gd = load_game();
	int clear, woods, archer, i, nwoods = 0;
	struct hex h;

	(void)state;
	clear = terrain_index(gd, "clear");
	woods = terrain_index(gd, "woods");
	archer = gd_type(gd, "archer");
	assert_true(clear >= 0 && woods >= 0 && archer >= 0);
	/* §7.1: woods cannot be entered except by archers */
	assert_int_equal(gd->terrain[woods].enter, 1u << archer);
	assert_string_equal(gd->terrain[woods].enter_section, "7.1");
	assert_int_equal(gd->terrain[clear].enter, 0);
	/* §9.3: an archer in woods doubles DF against missile fire only */
	assert_int_equal(gd->terrain[woods].df_missile, 2);
	assert_int_equal(gd->terrain[woods].df_melee, 1);
	assert_int_equal(gd->terrain[woods].df_types, 1u << archer);
	assert_int_equal(gd->terrain[clear].df_missile, 1);
	assert_int_equal(gd->terrain[clear].df_melee, 1);
	/* §7: one MF whatever the terrain */
	for (i = 0; i < gd->nterrain; i++)
		assert_int_equal(gd->terrain[i].cost2, 2);	/* 1 MF, in halves */
	/* the hexes of Figures 4, 5 and 6 are clear: cavalry and men-at-arms
	 * move and fight there */
	assert_int_equal(gd_hex(gd, H(12, 11))->terrain, clear);
	assert_int_equal(gd_hex(gd, H(12, 14))->terrain, clear);
	assert_int_equal(gd_hex(gd, H(11, 15))->terrain, clear);
	assert_int_equal(gd_hex(gd, H(12, 15))->terrain, clear);
	assert_int_equal(gd_hex(gd, H(13, 15))->terrain, clear);
	assert_int_equal(gd_hex(gd, H(28, 14))->terrain, clear);
	assert_int_equal(gd_hex(gd, H(26, 11))->terrain, clear);
	for (h.col = 1; h.col <= 30; h.col++)
		for (h.row = 1; h.row <= 22; h.row++) {
			i = gd_hex(gd, h)->terrain;
			assert_true(i == clear || i == woods);
			nwoods += i == woods;
		}
	assert_true(nwoods > 0);
	gamedata_free(gd);
}

static void
test_s10_0_2_fortified_doubles_archer_df_over_front(void **state)
{
	struct gamedata *gd = load_game();
	int f, archer, n = 0, en;
	unsigned front, sides;
	struct hex h;
	const struct hexinfo *hi;

	(void)state;
	f = gd_feature(gd, "fortified");
	archer = gd_type(gd, "archer");
	en = gd_faction(gd, "english");
	assert_true(f >= 0);
	assert_int_equal(gd->features[f].df_melee, 2);
	assert_int_equal(gd->features[f].df_missile, 1);
	assert_int_equal(gd->features[f].df_types, 1u << archer);
	assert_true(gd->features[f].df_over_front);
	/* §7.1: all units may enter a fortified hex */
	assert_int_equal(gd->features[f].enter, 0);
	front = (1u << hex_dir_parse(&gd->grid, "n")) |
	    (1u << hex_dir_parse(&gd->grid, "ne")) |
	    (1u << hex_dir_parse(&gd->grid, "nw"));
	for (h.col = 1; h.col <= 30; h.col++)
		for (h.row = 1; h.row <= 22; h.row++) {
			hi = gd_hex(gd, h);
			sides = hi->fort_sides;
			if (!(hi->features & (1u << f))) {
				assert_int_equal(sides, 0);
				continue;
			}
			n++;
			/* the stakes face the French, to the north */
			assert_int_equal(sides, front);
			/* §2.1: a fortified hex is an English set-up hex */
			assert_true(hi->marks & (1u << en));
			assert_int_equal(gd->terrain[hi->terrain].enter, 0);
		}
	assert_true(n > 0);
	gamedata_free(gd);
}

static void
test_s1_2_stats_af_df_rdf_range_mf_mr(void **state)
{
	static const char *ids[] = { "af", "df", "rdf", "range", "mf", "mr" };
	struct gamedata *gd = load_game();
	int i, u;

	(void)state;
	assert_int_equal(gd->nstats, 6);
	for (i = 0; i < 6; i++) {
		assert_string_equal(gd->stats[i].id, ids[i]);
		assert_int_equal(gd_stat(gd, ids[i]), i);
		assert_non_null(gd->stats[i].name);
	}
	assert_int_equal(gd_stat(gd, "nosuch"), -1);
	for (u = 0; u < gd->nunits; u++) {
		/* §11.1: routed units have their DF halved */
		assert_int_equal(stat_of(gd, u, "rdf"),
		    stat_of(gd, u, "df") / 2);
		assert_true(stat_of(gd, u, "af") > 0);
		assert_true(stat_of(gd, u, "mf") > 0);
		/* Table 4 lists morale ratings 3, 5, 6, 7 and 8 */
		i = stat_of(gd, u, "mr");
		assert_true(i == 3 || i == 5 || i == 6 || i == 7 || i == 8);
	}
	gamedata_free(gd);
}

static void
test_s5_1_cavalry_combat_front_is_front_and_front_right(void **state)
{
	struct gamedata *gd = load_game();
	int t;

	(void)state;
	assert_int_equal(gd->ntypes, 5);
	for (t = 0; t < gd->ntypes; t++) {
		/* for movement every unit has the three front hexsides */
		assert_int_equal(gd->types[t].move_front, ARC_FRONT3);
		if (strcmp(gd->types[t].id, "cavalry") == 0)
			assert_int_equal(gd->types[t].combat_front,
			    ARC_BIT(0) | ARC_BIT(1));
		else
			assert_int_equal(gd->types[t].combat_front,
			    ARC_FRONT3);
	}
	assert_true(gd_type(gd, "cavalry") >= 0);
	assert_true(gd_type(gd, "leader") >= 0);
	assert_true(gd_type(gd, "regicide") >= 0);
	assert_true(gd_type(gd, "men-at-arms") >= 0);
	gamedata_free(gd);
}

/* §11.1 footnote: the least AF is 3, of French archers; the largest
 * English DF is 6, of leaders; so no attack is worse than 1:2. */
static void
test_s11_1_least_af_3_french_archers_most_english_df_6_leaders(void **state)
{
	struct gamedata *gd = load_game();
	int u, minaf = 1000, maxdf = 0;

	(void)state;
	for (u = 0; u < gd->nunits; u++) {
		if (stat_of(gd, u, "af") < minaf)
			minaf = stat_of(gd, u, "af");
		if (unit_is(gd, u, "english", NULL) &&
		    stat_of(gd, u, "df") > maxdf)
			maxdf = stat_of(gd, u, "df");
	}
	assert_int_equal(minaf, 3);
	assert_int_equal(maxdf, 6);
	for (u = 0; u < gd->nunits; u++) {
		if (stat_of(gd, u, "af") == minaf)
			assert_true(unit_is(gd, u, "french", "archer"));
		if (unit_is(gd, u, "english", NULL) &&
		    stat_of(gd, u, "df") == maxdf)
			assert_true(unit_is(gd, u, "english", "leader"));
	}
	/* the worst odds: 3 against 6 is 1:2 */
	assert_true(2 * minaf >= maxdf);
	gamedata_free(gd);
}

static void
test_s9_1_archer_ranges_english_6_french_3(void **state)
{
	struct gamedata *gd = load_game();
	int u, en = 0, fr = 0;

	(void)state;
	for (u = 0; u < gd->nunits; u++) {
		if (unit_is(gd, u, "english", "archer")) {
			assert_int_equal(stat_of(gd, u, "range"), 6);
			en++;
		} else if (unit_is(gd, u, "french", "archer")) {
			assert_int_equal(stat_of(gd, u, "range"), 3);
			fr++;
		} else	/* §1.2: range is only for archer units */
			assert_int_equal(stat_of(gd, u, "range"), 0);
	}
	assert_true(en > 0);
	assert_true(fr > 0);
	gamedata_free(gd);
}

static void
test_gd_unit_find_by_id_name_and_prefix(void **state)
{
	struct gamedata *gd = load_game();
	char *cause = NULL;
	int u;

	(void)state;
	u = gd_unit_find(gd, "Henry V", &cause);
	assert_true(u >= 0);
	assert_true(unit_is(gd, u, "english", "leader"));
	assert_int_equal(gd_unit_find(gd, gd->units[u].id, &cause), u);
	assert_int_equal(gd_unit_find(gd, "henry", &cause), u);
	assert_null(cause);
	assert_int_equal(gd_unit_find(gd, "Nobody at all", &cause), -1);
	assert_non_null(strstr(cause, "no unit \"Nobody at all\""));
	free(cause);
	cause = NULL;
	assert_int_equal(gd_unit_find(gd, "Duke", &cause), -1);
	assert_non_null(strstr(cause, "ambiguous"));
	free(cause);
	gamedata_free(gd);
}

/* --- the historical set-up (§2) ------------------------------------- */

static const struct placement *
placed(const struct scenario *sc, int unit)
{
	int i;

	for (i = 0; i < sc->nsetup; i++)
		if (sc->setup[i].unit == unit)
			return &sc->setup[i];
	return NULL;
}

static int
unit_at(const struct scenario *sc, struct hex h)
{
	int i;

	for (i = 0; i < sc->nsetup; i++)
		if (hex_eq(sc->setup[i].hex, h))
			return sc->setup[i].unit;
	return -1;
}

static void
load_historical(struct gamedata **gd, struct scenario **sc)
{
	char *cause = NULL;

	*gd = load_game();
	if (scenario_load(*gd, "historical", sc, &cause) != 0)
		fail_msg("historical: %s", cause ? cause : "?");
	assert_non_null(*sc);
}

static void
test_s3_historical_places_every_unit_once_one_per_hex(void **state)
{
	struct gamedata *gd;
	struct scenario *sc;
	int i, j, *count;

	(void)state;
	load_historical(&gd, &sc);
	assert_string_equal(sc->id, "historical");
	assert_true(sc->is_default);
	assert_int_equal(sc->nsetup, gd->nunits);
	count = xcalloc((size_t)gd->nunits, sizeof *count);
	for (i = 0; i < sc->nsetup; i++) {
		assert_true(sc->setup[i].unit >= 0 &&
		    sc->setup[i].unit < gd->nunits);
		count[sc->setup[i].unit]++;
		assert_non_null(gd_hex(gd, sc->setup[i].hex));
		assert_true(sc->setup[i].facing >= 0 &&
		    sc->setup[i].facing < HEX_DIRS);
		for (j = 0; j < i; j++)
			assert_false(hex_eq(sc->setup[i].hex,
			    sc->setup[j].hex));
	}
	for (i = 0; i < gd->nunits; i++)
		assert_int_equal(count[i], 1);
	free(count);
	scenario_free(sc);
	gamedata_free(gd);
}

static void
test_s2_1_english_archers_behind_every_stake(void **state)
{
	struct gamedata *gd;
	struct scenario *sc;
	const struct placement *p, *henry;
	struct hex h;
	int f, u, loose = 0, henry_u;
	char *cause = NULL;

	(void)state;
	load_historical(&gd, &sc);
	f = gd_feature(gd, "fortified");
	/* every fortified hex holds an English archer */
	for (h.col = 1; h.col <= 30; h.col++)
		for (h.row = 1; h.row <= 22; h.row++)
			if (gd_hex(gd, h)->features & (1u << f)) {
				u = unit_at(sc, h);
				if (u < 0 || !unit_is(gd, u, "english",
				    "archer"))
					fail_msg("fortified %s holds no English "
					    "archer", hex_str(h));
			}
	/* "This will leave one remaining archer unit", within three hexes
	 * of Henry V */
	henry_u = gd_unit_find(gd, "Henry V", &cause);
	assert_true(henry_u >= 0);
	henry = placed(sc, henry_u);
	assert_non_null(henry);
	for (u = 0; u < gd->nunits; u++) {
		if (!unit_is(gd, u, "english", "archer"))
			continue;
		p = placed(sc, u);
		if (gd_hex(gd, p->hex)->features & (1u << f))
			continue;
		loose++;
		assert_true(hex_distance(&gd->grid, p->hex, henry->hex) <= 3);
	}
	assert_int_equal(loose, 1);
	scenario_free(sc);
	gamedata_free(gd);
}

static void
test_s2_1_english_men_at_arms_and_leaders(void **state)
{
	struct gamedata *gd;
	struct scenario *sc;
	const struct placement *p;
	const struct hexinfo *hi;
	int en, u, clear, n = 0;

	(void)state;
	load_historical(&gd, &sc);
	en = gd_faction(gd, "english");
	clear = terrain_index(gd, "clear");
	for (u = 0; u < gd->nunits; u++) {
		p = placed(sc, u);
		hi = gd_hex(gd, p->hex);
		if (unit_is(gd, u, "english", "men-at-arms")) {
			/* on the lion set-up hexes */
			assert_true(hi->marks & (1u << en));
			n++;
		}
		if (unit_is(gd, u, "english", "leader"))
			assert_int_equal(hi->terrain, clear);
	}
	assert_true(n > 0);
	scenario_free(sc);
	gamedata_free(gd);
}

static void
test_s2_2_french_on_fleur_de_lis_no_cavalry_in_row_09(void **state)
{
	struct gamedata *gd;
	struct scenario *sc;
	const struct placement *p;
	int fr, u, n = 0, horse = 0;

	(void)state;
	load_historical(&gd, &sc);
	fr = gd_faction(gd, "french");
	for (u = 0; u < gd->nunits; u++) {
		if (!unit_is(gd, u, "french", NULL))
			continue;
		p = placed(sc, u);
		if (!(gd_hex(gd, p->hex)->marks & (1u << fr)))
			fail_msg("%s in %s: not a French set-up hex",
			    gd->units[u].id, hex_str(p->hex));
		n++;
		if (unit_is(gd, u, "french", "cavalry")) {
			horse++;
			assert_int_not_equal(p->hex.row, 9);
		}
	}
	assert_int_equal(n, 72);
	assert_true(horse > 0);
	scenario_free(sc);
	gamedata_free(gd);
}

static void
test_s7_1_no_non_archer_set_up_in_woods(void **state)
{
	struct gamedata *gd;
	struct scenario *sc;
	int i, woods;

	(void)state;
	load_historical(&gd, &sc);
	woods = terrain_index(gd, "woods");
	assert_true(woods >= 0);
	for (i = 0; i < sc->nsetup; i++)
		if (gd_hex(gd, sc->setup[i].hex)->terrain == woods)
			assert_true(unit_is(gd, sc->setup[i].unit, NULL,
			    "archer"));
	scenario_free(sc);
	gamedata_free(gd);
}

/* Figures 4 and 6: 1214 is empty for the French to charge into, and
 * English units hold 1115 (AF 6), 1215 (AF 9) and 1315: 9 + 6 = 15. */
static void
test_fig4_fig6_1214_empty_english_in_1115_1215_1315(void **state)
{
	struct gamedata *gd;
	struct scenario *sc;
	int u;

	(void)state;
	load_historical(&gd, &sc);
	assert_int_equal(unit_at(sc, H(12, 14)), -1);
	u = unit_at(sc, H(12, 15));
	assert_true(u >= 0 && unit_is(gd, u, "english", NULL));
	assert_int_equal(stat_of(gd, u, "af"), 9);
	u = unit_at(sc, H(11, 15));
	assert_true(u >= 0 && unit_is(gd, u, "english", NULL));
	assert_int_equal(stat_of(gd, u, "af"), 6);
	/* the French counter-attack at 8:4 against it */
	assert_int_equal(stat_of(gd, u, "df"), 4);
	u = unit_at(sc, H(13, 15));
	assert_true(u >= 0 && unit_is(gd, u, "english", NULL));
	/* Figure 4: a French cavalry unit could charge from 1211 */
	assert_int_equal(hex_distance(&gd->grid, H(12, 11), H(12, 14)), 3);
	assert_non_null(gd_hex(gd, H(12, 11)));
	scenario_free(sc);
	gamedata_free(gd);
}

/* The sections the mechanisms narrate come from the game: the core knows
 * no rulebook's numbering. */
static void
test_sections_of_the_rule_concepts(void **state)
{
	struct gamedata *gd = load_game();

	(void)state;
	assert_string_equal(gd_sec(gd, SEC_FRONT), "5.1");
	assert_string_equal(gd_sec(gd, SEC_FLANK_REAR), "5.2, 5.3");
	assert_string_equal(gd_sec(gd, SEC_ROUTED), "4");
	assert_string_equal(gd_sec(gd, SEC_ROUT_AGAIN), "13.2");
	/* Agincourt has no retreat after combat: said as unknown */
	assert_string_equal(gd_sec(gd, SEC_RETREAT), "?");
	gamedata_free(gd);
}

static void
test_scenario_names_and_default(void **state)
{
	struct gamedata *gd = load_game();
	char **names, *def, *cause = NULL;
	struct scenario *sc = NULL;
	int n, i, found = 0;

	(void)state;
	names = gd_scenario_names(gd, &n);
	for (i = 0; i < n; i++) {
		assert_string_not_equal(names[i], "game");
		found += strcmp(names[i], "historical") == 0;
	}
	assert_int_equal(found, 1);
	assert_null(names[n]);
	words_free_argv(n, names);
	def = scenario_default(gd);
	assert_string_equal(def, "historical");
	free(def);
	/* names that are not scenarios */
	assert_int_equal(scenario_load(gd, "game", &sc, &cause), -1);
	assert_null(sc);
	assert_non_null(strstr(cause, "not a scenario name"));
	free(cause);
	assert_int_equal(scenario_load(gd, "../game", &sc, &cause), -1);
	free(cause);
	assert_int_equal(scenario_load(gd, "nosuch", &sc, &cause), -1);
	assert_non_null(strstr(cause, GAME "/nosuch.yaml: "));
	free(cause);
	gamedata_free(gd);
}

/* --- broken games in a scratch directory ---------------------------- */

struct scratch {
	char	root[64];
	char	*game_dir, *table_dir;
};

static void
write_file(const char *dir, const char *name, const char *text)
{
	char *path = xprintf("%s/%s", dir, name);
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	fputs(text, f);
	assert_int_equal(fclose(f), 0);
	free(path);
}

/* Each scratch test gets DIR/scenarios/tiny and DIR/tables/tiny in a
 * fresh directory, removed again even when the test fails. */
static int
scratch_setup(void **state)
{
	struct scratch *s = xcalloc(1, sizeof *s);
	char *p;

	snprintf(s->root, sizeof s->root, "/tmp/test_gamedata.XXXXXX");
	if (mkdtemp(s->root) == NULL) {
		free(s);
		return -1;
	}
	p = xprintf("%s/scenarios", s->root);
	mkdir(p, 0700);
	free(p);
	p = xprintf("%s/tables", s->root);
	mkdir(p, 0700);
	free(p);
	s->game_dir = xprintf("%s/scenarios/tiny", s->root);
	s->table_dir = xprintf("%s/tables/tiny", s->root);
	mkdir(s->game_dir, 0700);
	mkdir(s->table_dir, 0700);
	*state = s;
	return 0;
}

static int
scratch_teardown(void **state)
{
	static const char *files[] = { "game.yaml", "s.yaml" };
	struct scratch *s = *state;
	char *p;
	size_t i;
	int rc = 0;

	for (i = 0; i < nitems(files); i++) {
		p = xprintf("%s/%s", s->game_dir, files[i]);
		unlink(p);
		free(p);
	}
	p = xprintf("%s/terrain.yaml", s->table_dir);
	unlink(p);
	free(p);
	rc |= rmdir(s->game_dir);
	rc |= rmdir(s->table_dir);
	p = xprintf("%s/scenarios", s->root);
	rc |= rmdir(p);
	free(p);
	p = xprintf("%s/tables", s->root);
	rc |= rmdir(p);
	free(p);
	rc |= rmdir(s->root);
	free(s->game_dir);
	free(s->table_dir);
	free(s);
	return rc == 0 ? 0 : -1;
}

/* A small game that loads; each test breaks one line of it.  The line
 * numbers below are those of the file as written. */
static const char *tiny_lines[] = {
	"game: tiny",						/* 1 */
	"title: Tiny",						/* 2 */
	"dice: 2d6",						/* 3 */
	"grid:",						/* 4 */
	"  orientation: flat",					/* 5 */
	"  stagger: even-low",					/* 6 */
	"  columns: \"01-04\"",					/* 7 */
	"  rows: \"01-03\"",					/* 8 */
	"  north: up",						/* 9 */
	"tables:",						/* 10 */
	"  terrain: terrain.yaml",				/* 11 */
	"factions:",						/* 12 */
	"  red: {name: Red, symbol: R, edge: s}",		/* 13 */
	"  blue: {name: Blue, symbol: B, edge: n}",		/* 14 */
	"stats:",						/* 15 */
	"  af: Attack",						/* 16 */
	"  df: Defence",					/* 17 */
	"unit_types:",						/* 18 */
	"  foot: {name: Foot, symbol: F}",			/* 19 */
	"  horse: {name: Horse, symbol: H, combat_front: [front, front-right]}",
	"map:",							/* 21 */
	"  legend: {\".\": clear, \"#\": woods}",		/* 22 */
	"  rows:",						/* 23 */
	"    - \"01 ..#.\"",					/* 24 */
	"    - \"02 ....\"",					/* 25 */
	"    - \"03 ....\"",					/* 26 */
	"fortified:",						/* 27 */
	"  - {hexes: \"0103 0203\", sides: [n, ne, nw]}",	/* 28 */
	"setup_marks:",						/* 29 */
	"  red: \"0103-0403\"",					/* 30 */
	"  blue: \"0101-0201\"",				/* 31 */
	"units:",						/* 32 */
	"  - {id: r1, name: Red One, faction: red, type: foot, af: 3, df: 2}",
	"  - {id: b1, name: Blue One, faction: blue, type: horse, af: 4, df: 1}",
	NULL
};

static const char tiny_terrain[] =
    "table: terrain\n"
    "terrain:\n"
    "  clear: {name: Clear, symbol: \".\", mf: 1}\n"
    "  woods: {name: Woods, symbol: \"#\", mf: 2, enter: [foot]}\n"
    "features:\n"
    "  fortified: {name: Stakes, symbol: \"=\", mf: 1, df_melee: 2, "
    "df_types: [foot], df_over: front}\n";

/* Writes the tiny game with line `line` (1-based) replaced by `with`
 * (NULL: deleted), or, with line 0, `with` appended. */
static void
write_tiny(const struct scratch *s, int line, const char *with)
{
	struct buf b;
	int i;

	buf_init(&b);
	for (i = 0; tiny_lines[i] != NULL; i++) {
		if (i + 1 == line) {
			if (with != NULL)
				buf_printf(&b, "%s\n", with);
			continue;
		}
		buf_printf(&b, "%s\n", tiny_lines[i]);
	}
	if (line == 0 && with != NULL)
		buf_printf(&b, "%s\n", with);
	write_file(s->game_dir, "game.yaml", b.s);
	buf_free(&b);
	write_file(s->table_dir, "terrain.yaml", tiny_terrain);
}

/* Loads the scratch game expecting the complaint to start with prefix
 * and contain fragment. */
static void
expect_load_error(const struct scratch *s, const char *prefix,
    const char *fragment)
{
	struct gamedata *gd = NULL;
	char *cause = NULL;

	if (gamedata_load(s->root, "tiny", &gd, &cause) == 0) {
		gamedata_free(gd);
		fail_msg("the broken game loaded (expected %s%s)", prefix,
		    fragment);
	}
	assert_null(gd);
	assert_non_null(cause);
	if (strncmp(cause, prefix, strlen(prefix)) != 0 ||
	    strstr(cause, fragment) == NULL)
		fail_msg("expected \"%s...%s...\", got \"%s\"", prefix,
		    fragment, cause);
	free(cause);
}

/* The 1-based column of the first occurrence of what in line n. */
static int
col_of(const char *line, const char *what)
{
	const char *p = strstr(line, what);

	assert_non_null(p);
	return (int)(p - line) + 1;
}

static int
tiny_nlines(void)
{
	int n = 0;

	while (tiny_lines[n] != NULL)
		n++;
	return n;
}

/* Writes the tiny game with line `line` replaced by text (0: text
 * appended) and expects a complaint at that line, at the column where
 * `at` begins in text. */
static void
broken(const struct scratch *s, int line, const char *text, const char *at,
    const char *fragment)
{
	char prefix[64];

	write_tiny(s, line, text);
	snprintf(prefix, sizeof prefix, "tiny/game.yaml:%d:%d: ",
	    line == 0 ? tiny_nlines() + 1 : line, col_of(text, at));
	expect_load_error(s, prefix, fragment);
}

static void
test_tiny_game_loads(void **state)
{
	struct scratch *s = *state;
	struct gamedata *gd = NULL;
	char *cause = NULL;
	int f;

	write_tiny(s, -1, NULL);
	if (gamedata_load(s->root, "tiny", &gd, &cause) != 0)
		fail_msg("%s", cause);
	assert_int_equal(gd->nunits, 2);
	assert_int_equal(gd->grid.col_max, 4);
	assert_int_equal(gd->grid.row_max, 3);
	assert_int_equal(gd_hex(gd, H(3, 1))->terrain,
	    terrain_index(gd, "woods"));
	assert_int_equal(gd_hex(gd, H(4, 1))->terrain,
	    terrain_index(gd, "clear"));
	f = gd_feature(gd, "fortified");
	assert_true(gd_hex(gd, H(2, 3))->features & (1u << f));
	assert_false(gd_hex(gd, H(3, 3))->features & (1u << f));
	assert_true(gd_hex(gd, H(4, 3))->marks & (1u << gd_faction(gd, "red")));
	assert_false(gd_hex(gd, H(4, 2))->marks);
	/* with no army: key a result names the side by its name */
	assert_string_equal(gd->factions[gd_faction(gd, "red")].army, "Red");
	gamedata_free(gd);
}

static void
test_game_unknown_key(void **state)
{
	struct scratch *s = *state;

	broken(s, 0, "colour: red", "colour",
	    "unknown key \"colour\" in a game file");
	broken(s, 0, "colour: red", "colour",
	    "(expected one of: game, title, rulebook, dice");
	/* inside the grid, too */
	broken(s, 9, "  nort: up", "nort", "unknown key \"nort\" in the grid");
}

static void
test_map_row_with_wrong_number_of_columns(void **state)
{
	struct scratch *s = *state;
	char prefix[64];

	broken(s, 25, "    - \"02 ...\"", "\"",
	    "row 02 has 3 columns, expected 4 (01-04)");
	broken(s, 25, "    - \"02 .....\"", "\"",
	    "row 02 has 5 columns, expected 4");
	broken(s, 25, "    - \"0 ....\"", "\"", "expected \"RR \"");
	broken(s, 25, "    - \"07 ....\"", "\"",
	    "expected a new row number from 01 to 03");
	broken(s, 25, "    - \"01 ....\"", "\"", "expected a new row number");
	/* a missing row: at the list of rows */
	write_tiny(s, 26, NULL);
	snprintf(prefix, sizeof prefix, "tiny/game.yaml:24:%d: ",
	    col_of(tiny_lines[23], "-"));
	expect_load_error(s, prefix, "row 03 is missing from the map");
}

static void
test_legend_symbol_not_in_terrain_table(void **state)
{
	struct scratch *s = *state;

	broken(s, 22, "  legend: {\".\": clear, \"#\": woods, \"~\": water}",
	    "\"~\"", "naming a terrain of the terrain table");
	broken(s, 22, "  legend: {\".\": clear, \"##\": woods}", "\"##\"",
	    "expected a one-character key");
	/* a map character missing from the legend: at that character */
	broken(s, 26, "    - \"03 ..~.\"", "~", "'~' is not in the map legend");
	broken(s, 26, "    - \"03 ...x\"", "x", "'x' is not in the map legend");
}

static void
test_unit_missing_a_stat(void **state)
{
	struct scratch *s = *state;

	broken(s, 34, "  - {id: b1, name: Blue One, faction: blue, "
	    "type: horse, af: 4}", "{", "unit b1 has no \"df\"");
	broken(s, 34, "  - {id: b1, name: Blue One, faction: blue, af: 4, "
	    "df: 1}", "{", "a unit needs id, name, faction and type");
	broken(s, 34, "  - {id: b1, name: Blue One, faction: blue, "
	    "type: horse, af: 4, df: 1, hp: 3}", "hp",
	    "unknown key \"hp\" in a unit");
	broken(s, 34, "  - {id: b1, name: Blue One, faction: blue, "
	    "type: horse, af: four, df: 1}", "four",
	    "expected a whole number from 0 to 999");
	broken(s, 34, "  - {id: b1, name: Blue One, faction: green, "
	    "type: horse, af: 4, df: 1}", "green",
	    "expected a faction of the game");
}

static void
test_duplicate_unit_id(void **state)
{
	struct scratch *s = *state;

	broken(s, 34, "  - {id: r1, name: Blue One, faction: blue, "
	    "type: horse, af: 4, df: 1}", "{",
	    "unit r1 repeats the id or name of unit r1");
	/* ids differing only in case are the same unit to a player */
	broken(s, 34, "  - {id: R1, name: Blue One, faction: blue, "
	    "type: horse, af: 4, df: 1}", "{", "repeats the id");
	/* and so are names */
	broken(s, 34, "  - {id: b1, name: Red One, faction: blue, "
	    "type: horse, af: 4, df: 1}", "{", "repeats the id or name");
	/* an id that looks like a hex */
	broken(s, 34, "  - {id: 0101, name: Blue One, faction: blue, "
	    "type: horse, af: 4, df: 1}", "{", "must not look like a hex");
}

static void
test_bad_hex_range(void **state)
{
	struct scratch *s = *state;

	broken(s, 31, "  blue: \"0101-0202\"", "\"",
	    "\"0101-0202\": a range runs down one column or along one row");
	broken(s, 28, "  - {hexes: \"0101-0202\", sides: [n]}", "\"",
	    "\"0101-0202\": a range runs");
	broken(s, 31, "  blue: \"0101-0501\"", "\"", "0501 is off the map");
	broken(s, 31, "  blue: \"0101 zz\"", "\"", "four digits");
	broken(s, 28, "  - {hexes: \"0103\", sides: [n, e]}", "e]",
	    "expected a hexside: n ne se s sw nw");
}

static void
test_other_game_file_errors(void **state)
{
	struct scratch *s = *state;
	struct gamedata *gd = NULL;
	char *cause = NULL, prefix[64];
	static const char bad_clear[] =
	    "  clear: {name: Clear, symbol: \".\", mf: 1, cost: 2}";

	broken(s, 1, "game: huge", "huge", "expected game: tiny");
	broken(s, 3, "dice: 2d", "2d", "expected a dice expression");
	broken(s, 7, "  columns: \"01\"", "\"", "range of two-digit numbers");
	broken(s, 5, "  orientation: round", "round", "expected flat or pointy");
	broken(s, 13, "  red: {name: Red, symbol: R, edge: e}", "e}",
	    "compass side of the map edge");
	broken(s, 13, "  red: {name: Red, symbol: RR, edge: s}", "RR",
	    "one-character symbol");
	broken(s, 20, "  horse: {name: Horse, symbol: H, "
	    "combat_front: [front, sideways]}", "sideways",
	    "expected front, front-right, right-flank");
	write_tiny(s, 11, "  terrain: none.yaml");
	expect_load_error(s, "tiny/none.yaml: ", "tiny/none.yaml: ");
	/* a table error names the table file */
	write_tiny(s, -1, NULL);
	{
		struct buf b;

		buf_init(&b);
		buf_printf(&b, "table: terrain\nterrain:\n%s\n", bad_clear);
		write_file(s->table_dir, "terrain.yaml", b.s);
		buf_free(&b);
	}
	assert_int_equal(gamedata_load(s->root, "tiny", &gd, &cause), -1);
	assert_null(gd);
	snprintf(prefix, sizeof prefix, "tiny/terrain.yaml:3:%d: ",
	    col_of(bad_clear, "cost"));
	if (strncmp(cause, prefix, strlen(prefix)) != 0 ||
	    strstr(cause, "unknown key \"cost\" in clear") == NULL)
		fail_msg("got \"%s\"", cause);
	free(cause);
	/* names that cannot be games */
	assert_int_equal(gamedata_load(s->root, "../tiny", &gd, &cause), -1);
	assert_non_null(strstr(cause, "not a game name"));
	free(cause);
	assert_int_equal(gamedata_load(s->root, "", &gd, &cause), -1);
	assert_non_null(strstr(cause, "not a game name"));
	free(cause);
}

static void
test_s3_scenario_rejects_two_units_in_one_hex(void **state)
{
	struct scratch *s = *state;
	struct gamedata *gd = NULL;
	struct scenario *sc = NULL;
	char *cause = NULL;

	write_tiny(s, -1, NULL);
	if (gamedata_load(s->root, "tiny", &gd, &cause) != 0)
		fail_msg("%s", cause);
	write_file(s->game_dir, "s.yaml", "scenario: s\ngame: tiny\n"
	    "title: S\nsetup:\n  r1: 0202 n\n  b1: 0202 s\n");
	assert_int_equal(scenario_load(gd, "s", &sc, &cause), -1);
	assert_null(sc);
	assert_non_null(cause);
	assert_string_equal(cause, "tiny/s.yaml:6:7: 0202 is already taken "
	    "by r1 (one unit per hex)");
	free(cause);

	/* and a good one, for contrast */
	write_file(s->game_dir, "s.yaml", "scenario: s\ngame: tiny\n"
	    "title: S\nsetup:\n  r1: 0202 n\n  b1: 0203\n");
	assert_int_equal(scenario_load(gd, "s", &sc, &cause), 0);
	assert_int_equal(sc->nsetup, 2);
	assert_int_equal(sc->setup[0].unit, gd_unit_find(gd, "r1", &cause));
	assert_int_equal(sc->setup[0].facing, hex_dir_parse(&gd->grid, "n"));
	assert_int_equal(sc->setup[1].facing, -1);
	assert_true(hex_eq(sc->setup[1].hex, H(2, 3)));
	scenario_free(sc);

	/* placements that name no unit, no hex or no facing */
	write_file(s->game_dir, "s.yaml", "scenario: s\ngame: tiny\n"
	    "title: S\nsetup:\n  x9: 0202 n\n");
	assert_int_equal(scenario_load(gd, "s", &sc, &cause), -1);
	assert_non_null(strstr(cause, "tiny/s.yaml:5:3: expected a unit id"));
	free(cause);
	write_file(s->game_dir, "s.yaml", "scenario: s\ngame: tiny\n"
	    "title: S\nsetup:\n  r1: 0909 n\n");
	assert_int_equal(scenario_load(gd, "s", &sc, &cause), -1);
	assert_non_null(strstr(cause, "tiny/s.yaml:5:7: hex 0909 is off the "
	    "map"));
	free(cause);
	write_file(s->game_dir, "s.yaml", "scenario: s\ngame: tiny\n"
	    "title: S\nsetup:\n  r1: 0202 up\n");
	assert_int_equal(scenario_load(gd, "s", &sc, &cause), -1);
	assert_non_null(strstr(cause, "tiny/s.yaml:5:7: expected a facing"));
	free(cause);
	/* §3 and common sense: a counter stands in one hex only, however
	 * its id is spelled. */
	write_file(s->game_dir, "s.yaml", "scenario: s\ngame: tiny\n"
	    "title: S\nsetup:\n  r1: 0202 n\n  R1: 0203 n\n");
	assert_int_equal(scenario_load(gd, "s", &sc, &cause), -1);
	assert_string_equal(cause, "tiny/s.yaml:6:3: r1 is already placed in "
	    "0202");
	free(cause);
	gamedata_free(gd);
}

/* --- hex lists ------------------------------------------------------ */

static void
check_list(const struct grid *g, const char *s, const char *want)
{
	struct hex *hx = NULL;
	struct buf b;
	char *cause = NULL;
	int n, i;

	if (gd_hexlist_parse(g, s, &hx, &n, &cause) != 0)
		fail_msg("\"%s\": %s", s, cause);
	buf_init(&b);
	buf_add(&b, "", 0);
	for (i = 0; i < n; i++)
		buf_printf(&b, "%s%s", i ? " " : "", hex_str(hx[i]));
	assert_string_equal(b.s, want);
	buf_free(&b);
	free(hx);
}

static void
test_hexlist_parse_ranges_along_column_and_row(void **state)
{
	struct gamedata *gd = load_game();
	struct hex *hx = NULL;
	char *cause = NULL;
	int n = -1;

	(void)state;
	/* down a column */
	check_list(&gd->grid, "1201-1205", "1201 1202 1203 1204 1205");
	check_list(&gd->grid, "1205-1203", "1205 1204 1203");
	/* along a row, zig-zagging on the map but one row by number */
	check_list(&gd->grid, "1116-1416", "1116 1216 1316 1416");
	check_list(&gd->grid, "1416-1216", "1416 1316 1216");
	check_list(&gd->grid, "1214 0101-0103  3022",
	    "1214 0101 0102 0103 3022");
	check_list(&gd->grid, "1214-1214", "1214");
	assert_int_equal(gd_hexlist_parse(&gd->grid, "0509-2509", &hx, &n,
	    &cause), 0);
	assert_int_equal(n, 21);
	free(hx);
	assert_int_equal(gd_hexlist_parse(&gd->grid, "", &hx, &n, &cause), 0);
	assert_int_equal(n, 0);
	free(hx);
	assert_null(cause);

	assert_int_equal(gd_hexlist_parse(&gd->grid, "1214 0101-0202", &hx, &n,
	    &cause), -1);
	assert_null(hx);
	assert_string_equal(cause, "\"0101-0202\": a range runs down one "
	    "column or along one row, e.g. 1201-1209 or 0509-2509");
	free(cause);
	assert_int_equal(gd_hexlist_parse(&gd->grid, "1201-3101", &hx, &n,
	    &cause), -1);
	assert_non_null(strstr(cause, "off the map"));
	free(cause);
	assert_int_equal(gd_hexlist_parse(&gd->grid, "12-14", &hx, &n, &cause),
	    -1);
	assert_non_null(strstr(cause, "four digits"));
	free(cause);
	gamedata_free(gd);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_s1_units_39_english_72_french),
		cmocka_unit_test(test_s1_1_grid_30_by_22_flat_even_low),
		cmocka_unit_test(test_s7_1_terrain_clear_and_woods),
		cmocka_unit_test(
		    test_s10_0_2_fortified_doubles_archer_df_over_front),
		cmocka_unit_test(test_s1_2_stats_af_df_rdf_range_mf_mr),
		cmocka_unit_test(
		    test_s5_1_cavalry_combat_front_is_front_and_front_right),
		cmocka_unit_test(
		    test_s11_1_least_af_3_french_archers_most_english_df_6_leaders),
		cmocka_unit_test(test_s9_1_archer_ranges_english_6_french_3),
		cmocka_unit_test(test_gd_unit_find_by_id_name_and_prefix),
		cmocka_unit_test(
		    test_s3_historical_places_every_unit_once_one_per_hex),
		cmocka_unit_test(test_s2_1_english_archers_behind_every_stake),
		cmocka_unit_test(test_s2_1_english_men_at_arms_and_leaders),
		cmocka_unit_test(
		    test_s2_2_french_on_fleur_de_lis_no_cavalry_in_row_09),
		cmocka_unit_test(test_s7_1_no_non_archer_set_up_in_woods),
		cmocka_unit_test(
		    test_fig4_fig6_1214_empty_english_in_1115_1215_1315),
		cmocka_unit_test(test_scenario_names_and_default),
		cmocka_unit_test_setup_teardown(test_tiny_game_loads,
		    scratch_setup, scratch_teardown),
		cmocka_unit_test_setup_teardown(test_game_unknown_key,
		    scratch_setup, scratch_teardown),
		cmocka_unit_test_setup_teardown(test_map_row_with_wrong_number_of_columns,
		    scratch_setup, scratch_teardown),
		cmocka_unit_test_setup_teardown(test_legend_symbol_not_in_terrain_table,
		    scratch_setup, scratch_teardown),
		cmocka_unit_test_setup_teardown(test_unit_missing_a_stat,
		    scratch_setup, scratch_teardown),
		cmocka_unit_test_setup_teardown(test_duplicate_unit_id,
		    scratch_setup, scratch_teardown),
		cmocka_unit_test_setup_teardown(test_bad_hex_range,
		    scratch_setup, scratch_teardown),
		cmocka_unit_test_setup_teardown(test_other_game_file_errors,
		    scratch_setup, scratch_teardown),
		cmocka_unit_test_setup_teardown(test_s3_scenario_rejects_two_units_in_one_hex,
		    scratch_setup, scratch_teardown),
		cmocka_unit_test(test_hexlist_parse_ranges_along_column_and_row),
		cmocka_unit_test(test_sections_of_the_rule_concepts),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
