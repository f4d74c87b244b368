/* test_retreat: the retreat and rout kinds chosen by data (rules:
 * retreat:, rules: rout:; src/retreat.c, src/rout.c): what both games'
 * YAML gives, the defaults of a game without the blocks, and a located
 * complaint (file:line:col: what was expected) for an unknown kind, an
 * unknown key and a bad parameter.  The broken games are the real game
 * files, copied to a scratch directory with one text replaced. */
#include "testutil.h"

#include <string.h>

#include "gamedata.h"
#include "retreat.h"
#include "rout.h"
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
	/* what a failed check does cites the rout's section too */
	assert_string_equal(gd->morale.rout_section, "13.4");
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
	assert_string_equal(rout_section(gd), "?");
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
		cmocka_unit_test(test_broken),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
