/* test_sections: a mechanism whose rulings cite the rulebook's section
 * must give it (issue 12: no ruling prints "§?"); the loader refuses
 * the block at its file and line, naming the key it expected.  The
 * cases that cannot be refused at load (a game with no movement block
 * moves by the default rules, which have no section) are listed in the
 * issue 12 report. */
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gamedata.h"
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

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sections_required),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
