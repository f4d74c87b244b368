/* test_retreat: the retreat and rout kinds chosen by data (rules:
 * retreat:, rules: rout:; src/retreat.c, src/rout.c): what both games'
 * YAML gives, the defaults of a game without the blocks, and a located
 * complaint (file:line:col: what was expected) for an unknown kind, an
 * unknown key and a bad parameter.  The broken games are the real game
 * files, copied to a scratch directory with one text replaced. */
#include "testutil.h"

#include <string.h>

#include "board.h"
#include "chances.h"
#include "gamedata.h"
#include "morale.h"
#include "narrate.h"
#include "retreat.h"
#include "rout.h"
#include "ruling.h"
#include "util.h"

static struct gamedata *
load_from(const char *dir, const char *game)
{
	struct gamedata *gd = NULL;
	char *cause = NULL;

	if (gamedata_load(dir, game, &gd, &cause) != 0)
		fail_msg("%s refused: %s", game, cause);
	return gd;
}

/* st-albans §9.8: the priority chain; battle-of-agincourt §13.4: the
 * rout to the edge, by the full MF. */
static void
test_kinds_of_both_games(void **state)
{
	struct gamedata *gd = load_from(test_datadir(), "st-albans");

	(void)state;
	assert_int_equal(gd->retreat.kind, RETREAT_PRIORITY_CHAIN);
	assert_string_equal(gd->retreat.section, "9.8");
	assert_string_equal(retreat_section(gd), "9.8");
	assert_int_equal(gd->retreat.push_limit, 6);
	assert_int_equal(gd->retreat.zoc_penalty, 1);
	assert_int_equal(gd->rout.kind, ROUT_TO_EDGE);
	gamedata_free(gd);
	gd = load_from(test_datadir(), "battle-of-agincourt");
	assert_int_equal(gd->rout.kind, ROUT_TO_EDGE);
	assert_string_equal(gd->rout.section, "13.4");
	assert_string_equal(rout_section(gd), "13.4");
	/* what a failed check does (chances.c) asks rout_section(): the
	 * block's section is no longer copied into the morale rules */
	assert_null(gd->morale.rout_section);
	assert_int_equal(gd->rout.stat, gd_stat(gd, "mf"));
	assert_int_equal(gd->rout.points, 0);
	assert_int_equal(gd->retreat.kind, RETREAT_PRIORITY_CHAIN);
	gamedata_free(gd);
}

/* A game without the blocks has the first kind of each, as before
 * (the proving games of tests/data), and one with them its values. */
static void
test_defaults_and_parameters(void **state)
{
	struct gamedata *gd = load_from(test_tinydir(), "proving");

	(void)state;
	assert_int_equal(gd->retreat.kind, RETREAT_PRIORITY_CHAIN);
	assert_null(gd->retreat.section);
	assert_int_equal(gd->retreat.push_limit, RETREAT_PUSH_LIMIT);
	assert_int_equal(gd->retreat.zoc_penalty, RETREAT_ZOC_PENALTY);
	assert_int_equal(gd->rout.kind, ROUT_TO_EDGE);
	assert_int_equal(gd->rout.stat, -1);
	assert_int_equal(gd->rout.points, 0);
	assert_string_equal(rout_section(gd), "9.11");	/* morale's */
	gamedata_free(gd);
	gd = load_from(test_tinydir(), "proving-vertex");
	assert_string_equal(rout_section(gd), "10.1");	/* morale's */
	gamedata_free(gd);
	gd = load_from(test_tinydir(), "proving-retreat");
	assert_string_equal(retreat_section(gd), "9.4");
	assert_int_equal(gd->retreat.push_limit, 1);
	assert_int_equal(gd->retreat.zoc_penalty, 2);
	assert_string_equal(rout_section(gd), "10.1");
	assert_int_equal(gd->rout.points, 2);
	assert_int_equal(gd->rout.stat, -1);
	gamedata_free(gd);
}

/* --- the eliminations of retreat and rout as records ------------------ */

static int
unit_of(const struct gamedata *gd, const char *id)
{
	char *cause = NULL;
	int u = gd_unit_find(gd, id, &cause);

	if (u < 0)
		fail_msg("%s: %s", id, cause ? cause : "?");
	return u;
}

static void
put(struct state *st, const char *id, int col, int row, int facing)
{
	char *cause = NULL;

	if (board_place(st, unit_of(st->gd, id), H(col, row), facing,
	    &cause) != 0)
		fail_msg("place %s: %s", id, cause ? cause : "?");
}

/* The record board_eliminate_rec makes for a reason of retreat or rout:
 * RS_ELIMINATED with the number why, the section, the unit as its only
 * word (no text), rendered as the line the transcripts check. */
static void
elim_record(struct state *st, const char *id, enum board_elim_why why,
    const char *section, const char *line)
{
	const struct gamedata *gd = st->gd;
	int u = unit_of(gd, id);
	struct ruling r;
	struct buf b;

	ruling_init(&r);
	board_eliminate_rec(st, u, why, section, NULL, &r);
	assert_int_equal(r.n, 1);
	assert_int_equal(r.step[0].concept, RS_ELIMINATED);
	assert_int_equal(ruling_get(&r.step[0], "why", -1), (int)why);
	assert_string_equal(r.step[0].section, section);
	assert_int_equal(r.step[0].nword, 1);
	assert_string_equal(ruling_w(&r.step[0], 0), id);
	assert_true(st->u[u].eliminated);
	assert_false(st->u[u].on_map);
	buf_init(&b);
	narrate_ruling(gd, &r, &b);
	assert_string_equal(b.s, line);
	buf_free(&b);
	ruling_free(&r);
}

static void
test_elim_records(void **state)
{
	struct gamedata *gd = load_from(test_datadir(), "st-albans");
	struct state *st = state_new(gd, 1);

	(void)state;
	/* numbers of their own, after board-loss.c's */
	assert_true(ELIM_OFF_MAP > ELIM_RIDDEN_OVER);
	assert_true(ELIM_ROUTED_AGAIN > ELIM_OFF_MAP);
	assert_true(ELIM_LEFT_ROUTING > ELIM_ROUTED_AGAIN);
	/* st-albans §9.8: the retreat's section */
	put(st, "l09", 1, 1, -1);
	elim_record(st, "l09", ELIM_OFF_MAP, retreat_section(gd),
	    "l09 is eliminated: it retreated off the map (§9.8)\n");
	state_free(st);
	gamedata_free(gd);
	gd = load_from(test_datadir(), "battle-of-agincourt");
	st = state_new(gd, 1415);
	/* battle-of-agincourt §13.2 (sections: rout_again:) */
	put(st, "f11", 15, 10, hex_dir_parse(&gd->grid, "s"));
	elim_record(st, "f11", ELIM_ROUTED_AGAIN, gd_sec(gd, SEC_ROUT_AGAIN),
	    "f11 is eliminated: it was already routed (§13.2)\n");
	/* §13.4: the rout's section, which the line does not cite (the
	 * rout's own line above it does) */
	put(st, "f12", 15, 11, hex_dir_parse(&gd->grid, "s"));
	elim_record(st, "f12", ELIM_LEFT_ROUTING, rout_section(gd),
	    "f12 is eliminated: it left the map routing\n");
	state_free(st);
	gamedata_free(gd);
}

/* The producers say what they said before: a retreat off the map (with
 * the commander in the hex, st-albans §6), a routed unit failing
 * again, a rout off its edge; and `chances` cites the rout's section
 * through rout_section(). */
static void
test_elim_producers(void **state)
{
	struct gamedata *gd = load_from(test_datadir(), "st-albans");
	struct state *st = state_new(gd, 1);
	char *cause = NULL;
	struct buf out;
	int u;

	(void)state;
	put(st, "l09", 1, 1, -1);
	put(st, "l01", 1, 1, -1);
	put(st, "y07", 1, 2, -1);
	put(st, "y08", 2, 1, -1);
	buf_init(&out);
	if (retreat_unit(st, unit_of(gd, "l09"), NULL, &out, &cause) != 0)
		fail_msg("retreat: %s", cause ? cause : "?");
	assert_string_equal(out.s, "l09 can retreat only off the map "
	    "(§9.8)\nl09 is eliminated: it retreated off the map (§9.8)\n"
	    "l01 is eliminated: its unit was eliminated (§6)\n");
	assert_true(st->u[unit_of(gd, "l01")].eliminated);
	buf_free(&out);
	state_free(st);
	gamedata_free(gd);

	gd = load_from(test_datadir(), "battle-of-agincourt");
	st = state_new(gd, 1415);
	u = unit_of(gd, "f11");
	put(st, "f11", 15, 10, hex_dir_parse(&gd->grid, "s"));
	buf_init(&out);
	if (chances_morale(st, u, &out, &cause) != 0)
		fail_msg("chances: %s", cause ? cause : "?");
	assert_non_null(strstr(out.s, "(a failure routs it, §13.4)\n"));
	buf_free(&out);
	st->u[u].routed = 1;
	buf_init(&out);
	morale_fail(st, u, &out);
	assert_string_equal(out.s,
	    "f11 is eliminated: it was already routed (§13.2)\n");
	assert_true(st->u[u].eliminated);
	buf_free(&out);
	/* a routed unit a hex from its own edge leaves the map */
	u = unit_of(gd, "f12");
	put(st, "f12", 15, 1, hex_dir_parse(&gd->grid, "s"));
	st->u[u].routed = 1;
	buf_init(&out);
	rout_unit(st, u, &out);
	assert_non_null(strstr(out.s, " and off the map\n"
	    "f12 is eliminated: it left the map routing\n"));
	assert_true(st->u[u].eliminated);
	buf_free(&out);
	state_free(st);
	gamedata_free(gd);
}

/* --- broken copies of the real games ---------------------------------- */

static char *
slurp(const char *path)
{
	FILE *f = fopen(path, "r");
	struct buf b;
	int c;

	assert_non_null(f);
	buf_init(&b);
	while ((c = getc(f)) != EOF)
		buf_printf(&b, "%c", c);
	fclose(f);
	return b.s;
}

/* Copies GAME to a scratch root with the first `from` of its game.yaml
 * replaced by `to`; expects the load to fail where `at` begins (searched
 * from the replacement on) with fragment in the complaint. */
static void
broken(const char *game, const char *from, const char *to, const char *at,
    const char *fragment)
{
	struct gamedata *gd = NULL;
	char root[128], *cmd, *path, *text, *p, *q, *out, *cause = NULL;
	char prefix[256];
	int line = 1, col;
	FILE *f;

	test_mkdtemp(root, sizeof root, "retreat");
	cmd = xprintf("mkdir -p '%s/scenarios' '%s/tables' && "
	    "cp -r '%s/scenarios/%s' '%s/scenarios/' && "
	    "cp -r '%s/tables/%s' '%s/tables/'", root, root, test_datadir(),
	    game, root, test_datadir(), game, root);
	assert_int_equal(system(cmd), 0);
	free(cmd);
	path = xprintf("%s/scenarios/%s/game.yaml", root, game);
	text = slurp(path);
	if ((p = strstr(text, from)) == NULL)
		fail_msg("%s not in %s's game.yaml", from, game);
	*p = '\0';
	out = xprintf("%s%s%s", text, to, p + strlen(from));
	q = strstr(out + (p - text), at);
	assert_non_null(q);
	for (p = out, col = 1; p < q; p++) {
		col++;
		if (*p == '\n') {
			line++;
			col = 1;
		}
	}
	f = fopen(path, "w");
	assert_non_null(f);
	fputs(out, f);
	assert_int_equal(fclose(f), 0);
	snprintf(prefix, sizeof prefix, "%s/game.yaml:%d:%d: ", game, line,
	    col);
	if (gamedata_load(root, game, &gd, &cause) == 0) {
		gamedata_free(gd);
		fail_msg("the broken %s loaded (expected %s%s)", game, prefix,
		    fragment);
	}
	if (strstr(cause, prefix) == NULL || strstr(cause, fragment) == NULL)
		fail_msg("expected \"%s...%s...\", got \"%s\"", prefix,
		    fragment, cause);
	free(cause);
	free(text);
	free(out);
	free(path);
	test_rmtree(root);
}

static void
test_broken(void **state)
{
	(void)state;
	broken("st-albans", "kind: priority-chain", "kind: sideways",
	    "sideways", "expected a retreat kind: one of priority-chain");
	broken("st-albans", "push_limit: 6", "pushes: 6", "pushes",
	    "unknown key \"pushes\" in priority-chain retreat rules");
	broken("st-albans", "zoc_penalty: 1", "zoc_penalty: lots", "lots",
	    "expected a whole number from -9 to 9");
	broken("battle-of-agincourt", "kind: to-edge", "kind: away",
	    "away", "expected a rout kind: one of to-edge");
	broken("battle-of-agincourt", "allowance: mf", "allowance: speed",
	    "speed", "expected a number of movement points (1 to 99) or "
	    "one of the game's stats");
	broken("battle-of-agincourt", "allowance: mf", "hexes: 3", "hexes",
	    "unknown key \"hexes\" in to-edge rout rules");
	/* a block without a section, where no other gives one */
	broken("battle-of-agincourt", "kind: to-edge           # each hex "
	    "nearer the edge; off it, eliminated\n    section: \"13.4\"\n",
	    "kind: to-edge\n", "kind: to-edge", "missing the key "
	    "\"section\": routs cite the rulebook's section");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_kinds_of_both_games),
		cmocka_unit_test(test_defaults_and_parameters),
		cmocka_unit_test(test_elim_records),
		cmocka_unit_test(test_elim_producers),
		cmocka_unit_test(test_broken),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
