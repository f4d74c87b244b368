/* test_sections: a mechanism whose rulings cite the rulebook's section
 * must give it (issue 12: no ruling prints "§?"); the loader refuses
 * the block at its file and line, naming the key it expected; what only
 * some of a block's rulings cite falls back to the block's own section
 * (rules.c, settle_sections), and a game with no movement block moves
 * by the default rules, cited as the phase it moves in.  Every shipped
 * and test game is loaded and checked for a section a ruling of the
 * mechanisms it uses would cite as "§?". */
#include "testutil.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gamedata.h"
#include "marker.h"
#include "retreat.h"
#include "rout.h"
#include "util.h"

static char dir[64];

/* 19 lines; the sequence text starts at line 20. */
static const char head[] =
    "game: seqt\n"
    "title: Seq\n"
    "dice: 2d6\n"
    "grid: {orientation: flat, stagger: even-low, columns: \"01-03\", "
    "rows: \"01-03\", north: up}\n"
    "tables: {terrain: terrain.yaml}\n"
    "factions:\n"
    "  red: {name: Red, symbol: R, edge: s}\n"
    "  blue: {name: Blue, symbol: B, edge: n}\n"
    "stats: {af: Attack, df: Defence}\n"
    "unit_types:\n"
    "  foot: {name: Foot, symbol: F}\n"
    "map:\n"
    "  legend: {\".\": clear}\n"
    "  rows:\n"
    "    - \"01 ...\"\n"
    "    - \"02 ...\"\n"
    "    - \"03 ...\"\n"
    "units:\n"
    "  - {id: r1, name: Red Foot, faction: red, type: foot, af: 1, df: 1}\n";
#define HEAD_LINES	19

static void
write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	fputs(text, f);
	assert_int_equal(fclose(f), 0);
}

static int
setup(void **state)
{
	char *p;

	(void)state;
	test_mkdtemp(dir, sizeof dir, "sections");
	p = xprintf("mkdir -p '%s/scenarios/seqt' '%s/tables/seqt'", dir, dir);
	assert_int_equal(system(p), 0);
	free(p);
	p = xprintf("%s/tables/seqt/terrain.yaml", dir);
	write_file(p, "table: terrain\nterrain:\n"
	    "  clear: {name: Clear, symbol: \".\", mf: 1}\n");
	free(p);
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	test_rmtree(dir);
	return 0;
}

static int
load(const char *seq, struct gamedata **gd, char **cause)
{
	char *path = xprintf("%s/scenarios/seqt/game.yaml", dir);
	char *text = xprintf("%s%s", head, seq);

	write_file(path, text);
	free(text);
	free(path);
	*gd = NULL;
	*cause = NULL;
	return gamedata_load(dir, "seqt", gd, cause);
}

/* The complaint is at line `line` of seq (1-based) and the column of
 * `at` in it, and holds fragment. */
static void
refused(const char *seq, int line, const char *at, const char *fragment)
{
	struct gamedata *gd;
	const char *l = seq, *p;
	char *cause, want[64];
	int i;

	for (i = 1; i < line; i++) {
		l = strchr(l, '\n');
		assert_non_null(l);
		l++;
	}
	p = strstr(l, at);
	assert_non_null(p);
	snprintf(want, sizeof want, "seqt/game.yaml:%d:%d: ",
	    HEAD_LINES + line, (int)(p - l) + 1);
	if (load(seq, &gd, &cause) == 0) {
		gamedata_free(gd);
		fail_msg("loaded; expected %s%s", want, fragment);
	}
	assert_null(gd);
	if (strncmp(cause, want, strlen(want)) != 0 ||
	    strstr(cause, fragment) == NULL)
		fail_msg("expected \"%s...%s...\", got \"%s\"", want, fragment,
		    cause);
	free(cause);
}

static void
test_sections_required(void **state)
{
	struct gamedata *gd;
	char *cause;

	(void)state;
	refused("rules:\n  movement: {stat: af}\n", 2, "{stat",
	    "missing the key \"section\": moves cite the rulebook's section");
	refused("rules:\n  movement: {section: \"7\", zoc: {without: [foot]}}"
	    "\n", 2, "{without", "missing the key \"section\": the zones' "
	    "rulings cite");
	refused("rules:\n  morale: {kind: roll-vs-rating, stat: df, "
	    "dice: 2d6}\n", 2, "{kind", "missing the key \"section\": "
	    "morale checks cite");
	/* given, they load */
	if (load("rules:\n  movement: {section: \"7\", zoc: {section: "
	    "\"8\"}}\n  morale: {kind: roll-vs-rating, stat: df, dice: 2d6, "
	    "section: \"13\"}\n", &gd, &cause) != 0)
		fail_msg("did not load: %s", cause);
	assert_string_equal(gd->movement.section, "7");
	assert_string_equal(gd->movement.zoc_section, "8");
	assert_string_equal(gd->morale.section, "13");
	gamedata_free(gd);
}

/* What only some rulings of a block cite falls back to the block's own
 * section; moves by the default rules cite the phase they are made in. */
static void
test_sections_fall_back(void **state)
{
	struct gamedata *gd;
	char *cause;

	(void)state;
	if (load("rules:\n  movement: {section: \"7\", face_costs_all: true, "
	    "zoc: {section: \"8\"}}\n", &gd, &cause) != 0)
		fail_msg("did not load: %s", cause);
	assert_string_equal(gd->movement.face_section, "7");
	assert_string_equal(gd->movement.routed_section, "7");
	assert_string_equal(gd->movement.zoc_escape_section, "8");
	assert_string_equal(gd->footprint.section, "7");
	gamedata_free(gd);
	if (load("sequence:\n  turns: 2\n  section: \"4\"\n  phases:\n"
	    "    - {id: fire, name: Fire, side: first, orders: [fire]}\n"
	    "    - {id: move, name: Move, side: first, section: \"4.2\", "
	    "orders: [move]}\n", &gd, &cause) != 0)
		fail_msg("did not load: %s", cause);
	assert_string_equal(gd->movement.section, "4.2");
	gamedata_free(gd);
	if (load("sequence:\n  turns: 2\n  section: \"4\"\n  phases:\n"
	    "    - {id: move, name: Move, side: first, orders: [move]}\n",
	    &gd, &cause) != 0)
		fail_msg("did not load: %s", cause);
	assert_string_equal(gd->movement.section, "4");
	gamedata_free(gd);
}

/* --- every game herald ships and every test game ----------------------
 * What a ruling of each mechanism the game uses can cite: none may be
 * missing (issue 12: no ruling prints "§?").  The same conditions as
 * the mechanisms' own: a hexside's section is cited when a move or a
 * retreat is barred by it, the zones' when the game has zones, and so on. */

static void
cites(struct buf *miss, const char *what, int used, const char *section)
{
	/* NULL, or a look-up's "?" (retreat_section, rout_section) */
	if (used && (section == NULL || strcmp(section, "?") == 0))
		buf_printf(miss, " %s", what);
}

static void
cites_modifiers(struct buf *miss, const char *what,
    const struct modifier *m, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (m[i].section == NULL)
			buf_printf(miss, " %s[%s]", what, m[i].id);
}

static void
missing_sections(const struct gamedata *gd, struct buf *miss)
{
	const struct movement_rules *mv = &gd->movement;
	const struct combat_rules *c = &gd->combat;
	const struct morale_rules *mr = &gd->morale;
	int combat = c->kind != COMBAT_NONE, facing = !gd->no_facing;
	int morale = mr->kind != MORALE_NONE, missile = c->missile.types != 0;
	int routs, retreats, i;

	cites(miss, "movement", 1, mv->section);
	cites(miss, "movement.face_section", mv->face_costs_all,
	    mv->face_section);
	cites(miss, "movement.pass_section", mv->pass_through != 0,
	    mv->pass_section);
	cites(miss, "movement.routed_section", !mv->routed_may_move,
	    mv->routed_section);
	cites(miss, "movement.zoc", mv->zoc, mv->zoc_section);
	cites(miss, "movement.zoc.escape_section", mv->zoc_escape_option >= 0,
	    mv->zoc_escape_section);
	cites(miss, "footprints", gd->footprint.any ||
	    gd->facing_kind == FACING_VERTEX ||
	    gd->footprint.turn_cost2 >= 0, gd->footprint.section);
	cites(miss, "stacking", gd->stack_extra != 0, gd->stacking_section);
	for (i = 0; i < gd->nhexsides; i++)
		cites(miss, gd->hexsides[i].id, 1, gd->hexsides[i].section);
	cites(miss, "combat", combat, c->section);
	cites(miss, "combat.once", combat, c->once.section);
	cites(miss, "combat.melee", combat, c->melee_section);
	cites(miss, "combat.missile", missile, c->missile.section);
	cites(miss, "combat.missile.range_section", missile,
	    c->missile.range_section);
	cites(miss, "combat.missile.los_section", missile,
	    c->missile.los_section);
	cites(miss, "combat.advance", combat, c->advance.section);
	cites(miss, "combat.counter_attack", c->counter.allowed,
	    c->counter.section);
	cites(miss, "combat.drm", c->ndrms + c->nadded > 0, c->drm.section);
	cites_modifiers(miss, "combat.drm", c->drms, c->ndrms);
	cites_modifiers(miss, "combat.added", c->added, c->nadded);
	cites(miss, "crt", combat && c->crt.ncols > 0, c->crt.section);
	cites(miss, "crt.odds_section", combat && c->crt.ncols > 0,
	    c->crt.odds_section);
	cites(miss, "sections.front", combat && facing, gd->section[SEC_FRONT]);
	cites(miss, "sections.flank_rear", c->counter.allowed && facing,
	    gd->section[SEC_FLANK_REAR]);
	cites(miss, "sections.step_loss", combat && c->reduced_stat >= 0,
	    gd->section[SEC_STEP_LOSS]);
	/* a result of the table that retreats, or a morale that does
	 * (st-albans §9.10: equal retreats) */
	retreats = mr->kind == MORALE_ROLL_VS_STRENGTH;
	for (i = 0; combat && i < c->crt.nresults; i++)
		if (c->crt.results[i].retreat > 0)
			retreats = 1;
	cites(miss, "retreat", retreats, retreat_section(gd));
	cites(miss, "morale", morale, mr->section);
	cites_modifiers(miss, "morale.modifiers", mr->drms, mr->ndrms);
	cites_modifiers(miss, "morale.exempt", mr->exempt, mr->nexempt);
	/* the kind of morale whose failures rout (battle-of-agincourt §13) */
	routs = mr->kind == MORALE_ROLL_VS_RATING;
	cites(miss, "rout", routs, rout_section(gd));
	cites(miss, "sections.routed", routs, gd->section[SEC_ROUTED]);
	cites(miss, "sections.rout_again", routs,
	    gd->section[SEC_ROUT_AGAIN]);
	cites(miss, "morale.rally_needs", mr->rally_needs_unit >= 0,
	    mr->rally_needs_section);
	cites(miss, "charge", gd->charge.types != 0, gd->charge.section);
	cites(miss, "baggage", gd->baggage.types != 0, gd->baggage.section);
	cites(miss, "commanders", gd->commanders.types != 0,
	    gd->commanders.section);
	cites(miss, "sections.commanders", gd->commanders.types != 0,
	    gd->section[SEC_COMMANDERS]);
	cites(miss, "delegate", gd->delegate.option >= 0,
	    gd->delegate.section);
	for (i = 0; i < gd->noptions; i++)
		cites(miss, gd->options[i].id, 1, gd->options[i].section);
	/* a marker no unit may enter refuses the move with its rule */
	for (i = 0; i < gd->nmarker_kinds; i++) {
		const struct marker_kind *mk = &gd->marker_kinds[i];

		cites(miss, mk->id, mk->blocks_move, mk->section);
	}
}

/* Each game of top/scenarios that loads: those that do not are the
 * loaders' tests' business. */
static int
each_game(const char *top, struct buf *miss)
{
	char *path;
	struct dirent *e;
	DIR *d;
	int n = 0;

	path = xprintf("%s/scenarios", top);
	assert_non_null(d = opendir(path));
	free(path);
	while ((e = readdir(d)) != NULL) {
		struct gamedata *gd;
		struct buf one;
		char *cause = NULL;

		if (e->d_name[0] == '.')
			continue;
		path = xprintf("%s/scenarios/%s/game.yaml", top, e->d_name);
		if (access(path, R_OK) != 0) {
			free(path);
			continue;
		}
		free(path);
		if (gamedata_load(top, e->d_name, &gd, &cause) != 0)
			fail_msg("%s: %s", e->d_name, cause);
		buf_init(&one);
		missing_sections(gd, &one);
		if (one.len > 0)
			buf_printf(miss, "%s:%s\n", e->d_name, one.s);
		buf_free(&one);
		gamedata_free(gd);
		n++;
	}
	closedir(d);
	return n;
}

static void
test_sections_of_every_game(void **state)
{
	const char *top = getenv("HERALD_SRCDIR");
	struct buf miss;
	char *data;

	(void)state;
	if (top == NULL)
		top = ".";
	buf_init(&miss);
	assert_true(each_game(top, &miss) >= 2);
	data = xprintf("%s/tests/data", top);
	assert_true(each_game(data, &miss) >= 5);
	free(data);
	if (miss.len > 0)
		fail_msg("sections a ruling would cite as \"§?\":\n%s", miss.s);
	buf_free(&miss);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sections_required),
		cmocka_unit_test(test_sections_fall_back),
		cmocka_unit_test(test_sections_of_every_game),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
