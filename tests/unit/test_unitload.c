/* test_unitload: a game's units as rows of unit_columns cells
 * (src/unitload.c, issue 10) load to exactly what the same units as
 * mappings load to, in any column order and mixed with mappings; and
 * every mistake in a row or in the columns is named at its file, line
 * and the column of the cell.  Units like a template of unit_templates
 * load to what the same units written out load to, and the two real
 * games (whose units are written with templates) load to exactly the
 * units they loaded to before templates (tests/data/units/GAME.txt). */
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gamedata.h"
#include "util.h"

static char dir[64];

/* Lines 1 to 21; the units text starts at line 22. */
static const char head[] =
    "game: rows\n"
    "title: Rows\n"
    "dice: 2d6\n"
    "grid: {orientation: flat, stagger: even-low, columns: \"01-05\", "
    "rows: \"01-05\", north: up}\n"
    "tables: {terrain: terrain.yaml}\n"
    "factions:\n"
    "  red: {name: Red, symbol: R, edge: s}\n"
    "  blue: {name: Blue, symbol: B, edge: n}\n"
    "stats: {af: Attack, df: Defence}\n"
    "unit_types:\n"
    "  foot: {name: Foot, symbol: F}\n"
    "  bow: {name: Bow, symbol: A}\n"
    "marks: {elite: Elite, wounded: Wounded}\n"
    "map:\n"
    "  legend: {\".\": clear}\n"
    "  rows:\n"
    "    - \"01 .....\"\n"
    "    - \"02 .....\"\n"
    "    - \"03 .....\"\n"
    "    - \"04 .....\"\n"
    "    - \"05 .....\"\n";

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
	test_mkdtemp(dir, sizeof dir, "unitload");
	p = xprintf("mkdir -p '%s/scenarios/rows' '%s/tables/rows'", dir, dir);
	assert_int_equal(system(p), 0);
	free(p);
	p = xprintf("%s/tables/rows/terrain.yaml", dir);
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
load(const char *units, struct gamedata **gd, char **cause)
{
	char *path = xprintf("%s/scenarios/rows/game.yaml", dir);
	char *text = xprintf("%s%s", head, units);

	write_file(path, text);
	free(text);
	free(path);
	*gd = NULL;
	*cause = NULL;
	return gamedata_load(dir, "rows", gd, cause);
}

static struct gamedata *
load_ok(const char *units)
{
	struct gamedata *gd;
	char *cause;

	if (load(units, &gd, &cause) != 0)
		fail_msg("did not load: %s", cause);
	return gd;
}

/* The complaint is at line:col, where col is that of `at` in the
 * line's text (its first occurrence), and holds fragment. */
static void
refused(const char *units, int line, const char *text, const char *at,
    const char *fragment)
{
	struct gamedata *gd;
	char *cause, want[64];
	const char *p = strstr(text, at);

	assert_non_null(p);
	snprintf(want, sizeof want, "rows/game.yaml:%d:%d: ", line,
	    (int)(p - text) + 1);
	if (load(units, &gd, &cause) == 0) {
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
assert_same_units(const struct gamedata *a, const struct gamedata *b)
{
	int i, k;

	assert_int_equal(a->nunits, b->nunits);
	for (i = 0; i < a->nunits; i++) {
		const struct unit_def *x = &a->units[i], *y = &b->units[i];

		assert_string_equal(x->id, y->id);
		assert_string_equal(x->name, y->name);
		if (x->echelon == NULL || y->echelon == NULL)
			assert_ptr_equal(x->echelon, y->echelon);
		else
			assert_string_equal(x->echelon, y->echelon);
		assert_int_equal(x->faction, y->faction);
		assert_int_equal(x->type, y->type);
		assert_int_equal(x->marks, y->marks);
		for (k = 0; k < a->nstats; k++)
			assert_int_equal(x->stat[k], y->stat[k]);
	}
}

static const char maps[] =
    "units:\n"
    "  - {id: r1, name: Red One, faction: red, type: foot, "
    "echelon: company, marks: [elite, wounded], af: 3, df: 2}\n"
    "  - {id: b1, name: Blue One, faction: blue, type: bow, af: 4, df: 1}\n"
    "  - {id: b2, name: Blue Two, faction: blue, type: foot, "
    "marks: [wounded], af: 0, df: 999}\n";

static void
test_rows_load_as_the_mappings_do(void **state)
{
	struct gamedata *a, *b;
	char *why = NULL;

	(void)state;
	a = load_ok(maps);
	assert_int_equal(a->nunits, 3);
	/* plain and quoted rows; empty cells for no echelon, no marks */
	b = load_ok("unit_columns: [id, name, faction, type, echelon, marks, "
	    "af, df]\n"
	    "units:\n"
	    "  - r1 | Red One | red | foot | company | elite  wounded | 3 | 2\n"
	    "  - \"b1 | Blue One | blue | bow |  |  | 4 | 1\"\n"
	    "  - b2|Blue Two|blue|foot||wounded|0|999\n");
	assert_same_units(a, b);
	gamedata_free(b);
	/* the columns in any order, rows mixed with mappings, no echelon
	 * or marks columns */
	b = load_ok("unit_columns: [df, af, type, faction, name, id]\n"
	    "units:\n"
	    "  - {id: r1, name: Red One, faction: red, type: foot, "
	    "echelon: company, marks: [elite, wounded], af: 3, df: 2}\n"
	    "  - 1 | 4 | bow | blue | Blue One | b1\n"
	    "  - {id: b2, name: Blue Two, faction: blue, type: foot, "
	    "marks: [wounded], af: 0, df: 999}\n");
	assert_same_units(a, b);
	/* found by id and by name, as any unit */
	assert_int_equal(gd_unit_find(b, "b1", &why), 1);
	assert_int_equal(gd_unit_find(b, "blue one", &why), 1);
	gamedata_free(b);
	gamedata_free(a);
}

static const char cols8[] =
    "unit_columns: [id, name, faction, type, echelon, marks, af, df]\n";

static void
refused_row(const char *row, const char *at, const char *fragment)
{
	char *units = xprintf("%sunits:\n"
	    "  - {id: r1, name: Red One, faction: red, type: foot, af: 3, "
	    "df: 2}\n%s\n", cols8, row);

	refused(units, 25, row, at, fragment);
	free(units);
}

static void
test_row_mistakes_named_at_the_cell(void **state)
{
	(void)state;
	refused_row("  - b1 | Blue One | blue | bow |  |  | 4", "b1",
	    "expected 8 cells separated by \"|\", one for each of "
	    "unit_columns (line 22), found 7");
	refused_row("  - b1 | Blue One | blue | bow |  |  | 4 | 1 | 9", "b1",
	    "expected 8 cells separated by \"|\", one for each of "
	    "unit_columns (line 22), found more");
	refused_row("  - b1 | Blue One | green | bow |  |  | 4 | 1", "green",
	    "expected a faction of the game");
	refused_row("  - b1 | Blue One | blue | gun |  |  | 4 | 1", "gun",
	    "expected a unit type of the game");
	refused_row("  - b1 | Blue One | blue | bow |  |  | four | 1", "four",
	    "expected a whole number from 0 to 999");
	refused_row("  - b1 | Blue One | blue | bow |  |  | 4 | 1000", "1000",
	    "expected a whole number from 0 to 999");
	refused_row("  - b1 | Blue One | blue | bow |  | elite brave | 4 | 1",
	    "elite", "expected one of the game's marks");
	refused_row("  - b1 | Blue One | blue | bow |  |  |  | 1", "| 1",
	    "expected a value in the \"af\" cell");
	/* quoted: the cell's column counts the quote */
	refused_row("  - \"b1 | Blue One | blue | bow |  |  | 4 | x\"", "x",
	    "expected a whole number from 0 to 999");
	refused_row("  - \" | Blue One | blue | bow |  |  | 4 | 1\"", "|",
	    "expected a value in the \"id\" cell");
	/* the checks of every unit */
	refused_row("  - R1 | Blue One | blue | bow |  |  | 4 | 1", "R1",
	    "unit R1 repeats the id or name of unit r1");
	refused_row("  - b1 | red one | blue | bow |  |  | 4 | 1", "b1",
	    "unit b1 repeats the id or name of unit r1");
	refused_row("  - 0101 | Blue One | blue | bow |  |  | 4 | 1", "0101",
	    "must not look like a hex");
	refused_row("  - [b1, Blue One]", "[",
	    "expected a unit as a mapping, or as a row of cells");
}

static void
test_columns_mistakes(void **state)
{
	static const char row[] =
	    "units:\n  - b1 | Blue One | blue | bow | 4\n";
	char *units;

	(void)state;
	/* a row without unit_columns */
	refused("units:\n  - b1 | Blue One | blue | bow | 4 | 1\n", 23,
	    "  - b1 | Blue One | blue | bow | 4 | 1", "b1",
	    "expected a unit as a mapping");
#define COLS(c, at, frag) do {						\
	units = xprintf("unit_columns: %s\n%s", c, row);		\
	refused(units, 22, "unit_columns: " c, at, frag);		\
	free(units);							\
} while (0)
	COLS("[id, name, faction, type, hp, af, df]", "hp",
	    "expected a column: id, name, faction, type, echelon, marks or "
	    "one of the game's stats");
	COLS("[id, name, faction, type, af, af, df]", "af, df",
	    "column \"af\" appears twice");
	COLS("[id, name, faction, type, af]", "[",
	    "unit_columns is missing \"df\"");
	COLS("[id, name, faction, af, df]", "[",
	    "unit_columns is missing \"type\"");
	COLS("[name, faction, type, af, df]", "[",
	    "unit_columns is missing \"id\"");
	COLS("[id, name, faction, type, [af], df]", "[af]",
	    "expected a column");
	COLS("id", "id", "expected a list for \"unit_columns\"");
#undef COLS
}

/* A list of n units, as rows (or mappings), unit k bad as `bad` says:
 * its faction "nope" when bad[k] is 'f', its id that of unit 5 when 'd'.
 * Row k is on line 24 + k (unit_columns on 22, units: on 23). */
static char *
many(int n, const char *bad, int as_maps)
{
	struct buf b;
	char id[16];
	int k;

	buf_init(&b);
	buf_puts(&b, "unit_columns: [id, name, faction, type, af, df, marks]\n"
	    "units:\n");
	for (k = 0; k < n; k++) {
		snprintf(id, sizeof id, "u%04d", bad[k] == 'd' ? 5 : k);
		if (as_maps)
			buf_printf(&b, "  - {id: %s, name: Unit %d, faction: %s, "
			    "type: %s, af: %d, df: %d, marks: [%s]}\n", id, k,
			    bad[k] == 'f' ? "nope" : k % 2 ? "blue" : "red",
			    k % 3 ? "foot" : "bow", k % 7, k % 5,
			    k % 4 ? "" : "elite");
		else
			buf_printf(&b, "  - %s | Unit %d | %s | %s | %d | %d | "
			    "%s\n", id, k, bad[k] == 'f' ? "nope" : k % 2 ?
			    "blue" : "red", k % 3 ? "foot" : "bow", k % 7,
			    k % 5, k % 4 ? "" : "elite");
	}
	return buf_steal(&b);
}

/* Thousands of units are read by two threads (src/unitload.c): every
 * unit as one thread reads it, and the complaint the first unit to fail
 * gives, in either thread's share or across them, rows or mappings. */
static void
test_many_units_read_by_two_threads(void **state)
{
	enum { N = 1500, H = N * 3 / 10 };	/* the first thread's share */
	struct gamedata *gd;
	char bad[N], *text, row[96];
	int k, m, f, i;
	static const struct {
		int	a, b;		/* units made bad, -1: none */
		char	ka, kb;
		int	at;		/* the one complained of */
	} cases[] = {
		{ 100, -1, 'f', 0, 100 }, { 1200, -1, 'f', 0, 1200 },
		{ H - 1, -1, 'f', 0, H - 1 }, { H, -1, 'f', 0, H },
		{ N - 1, -1, 'f', 0, N - 1 }, { 300, 1300, 'f', 'f', 300 },
		{ 800, 1200, 'd', 'f', 800 }, { 1200, 1300, 'f', 'd', 1200 },
		{ 1400, 1450, 'd', 'f', 1400 }, { H, H + 1, 'd', 'f', H },
		{ 200, 1000, 'd', 'd', 200 },
	};

	(void)state;
	for (m = 0; m < 2; m++) {
		memset(bad, 0, sizeof bad);
		text = many(N, bad, m);
		gd = load_ok(text);
		free(text);
		assert_int_equal(gd->nunits, N);
		f = gd_faction(gd, "blue");
		for (k = 0; k < N; k++) {
			snprintf(row, sizeof row, "u%04d", k);
			assert_string_equal(gd->units[k].id, row);
			snprintf(row, sizeof row, "Unit %d", k);
			assert_string_equal(gd->units[k].name, row);
			assert_int_equal(gd->units[k].faction == f, k % 2);
			assert_int_equal(gd->units[k].type,
			    gd_type(gd, k % 3 ? "foot" : "bow"));
			assert_int_equal(gd->units[k].stat[0], k % 7);
			assert_int_equal(gd->units[k].stat[1], k % 5);
			assert_int_equal(gd->units[k].marks != 0, k % 4 == 0);
		}
		gamedata_free(gd);
		for (i = 0; i < (int)nitems(cases); i++) {
			memset(bad, 0, sizeof bad);
			bad[cases[i].a] = cases[i].ka;
			if (cases[i].b >= 0)
				bad[cases[i].b] = cases[i].kb;
			text = many(N, bad, m);
			k = cases[i].at;
			if (bad[k] == 'f') {
				snprintf(row, sizeof row, m ? "  - {id: u%04d, "
				    "name: Unit %d, faction: nope" :
				    "  - u%04d | Unit %d | nope", k, k);
				refused(text, 24 + k, row, "nope",
				    "expected a faction of the game");
			} else {
				refused(text, 24 + k, "  - u", "u",
				    "repeats the id or name of unit u0005");
			}
			free(text);
		}
	}
}

/* Templates: the maps above again, the shared values written once. */
static const char tmpls[] =
    "unit_templates:\n"
    "  red-foot: {faction: red, type: foot, echelon: company, "
    "marks: [elite, wounded], af: 3, df: 2}\n"
    "  blue: {faction: blue, af: 4, df: 1}\n"
    "  blue-bow: {like: blue, type: bow}\n";

static void
test_templates_load_as_the_units_written_out(void **state)
{
	struct gamedata *a, *b;
	const struct unit_def *r2;
	char *units;
	int pass;

	(void)state;
	a = load_ok(maps);
	for (pass = 0; pass < 2; pass++) {
		/* mappings, then rows: a template, a template like another,
		 * own values over the template's; in rows, cells left empty
		 * or off the end are the template's, and a row with an
		 * empty like cell is a row as before */
		units = xprintf(pass == 0 ? "%sunits:\n"
		    "  - {id: r1, name: Red One, like: red-foot}\n"
		    "  - {like: blue-bow, id: b1, name: Blue One}\n"
		    "  - {id: b2, name: Blue Two, like: blue, type: foot, "
		    "marks: [wounded], af: 0, df: 999}\n"
		    "  - {id: r2, name: Red Two, like: red-foot, "
		    "echelon: battalion, marks: [wounded], df: 5}\n" :
		    "%sunit_columns: [id, name, like, faction, type, "
		    "echelon, marks, af, df]\n"
		    "units:\n"
		    "  - r1 | Red One |  | red | foot | company | elite "
		    "wounded | 3 | 2\n"
		    "  - \"b1 | Blue One | blue-bow\"\n"
		    "  - b2 | Blue Two | blue | | foot | | wounded | 0 | 999\n"
		    "  - r2 | Red Two | red-foot | | | battalion | wounded | "
		    "| 5\n", tmpls);
		b = load_ok(units);
		free(units);
		assert_int_equal(b->nunits, 4);
		r2 = &b->units[3];
		assert_string_equal(r2->echelon, "battalion");
		assert_int_equal(r2->marks, 1u << 1);
		assert_int_equal(r2->faction, a->units[0].faction);
		assert_int_equal(r2->type, a->units[0].type);
		assert_int_equal(r2->stat[0], 3);
		assert_int_equal(r2->stat[1], 5);
		b->nunits = 3;	/* the three of maps */
		assert_same_units(a, b);
		b->nunits = 4;
		gamedata_free(b);
	}
	gamedata_free(a);
}

static void
test_template_mistakes(void **state)
{
	char *units;

	(void)state;
	/* line 22: unit_templates:, 23 the first template */
#define TMPL(t, row, line, text, at, frag) do {				\
	units = xprintf("unit_templates:\n" t "units:\n" row);		\
	refused(units, line, text, at, frag);				\
	free(units);							\
} while (0)
	TMPL("  t: {faction: red, type: foot, af: 1, df: 1}\n",
	    "  - {id: r1, name: Red, like: tt}\n", 25,
	    "  - {id: r1, name: Red, like: tt}", "tt",
	    "no template \"tt\" (expected one of unit_templates: t)");
	TMPL("  a: {like: b}\n  b: {like: a}\n",
	    "  - {id: r1, name: Red, like: a}\n", 23,
	    "  a: {like: b}", "b}",
	    "template \"a\" is like itself (a loop of like: a -> b -> a)");
	TMPL("  a: {like: a}\n", "  - {id: r1, name: Red, like: a}\n", 23,
	    "  a: {like: a}", "a}",
	    "template \"a\" is like itself (a loop of like: a -> a)");
	TMPL("  t: {id: r1, faction: red}\n",
	    "  - {id: r1, name: Red, like: t}\n", 23,
	    "  t: {id: r1, faction: red}", "id",
	    "template \"t\" gives \"id\": a template gives what its counters "
	    "share");
	TMPL("  t: {faction: red, hp: 3}\n",
	    "  - {id: r1, name: Red, like: t}\n", 23,
	    "  t: {faction: red, hp: 3}", "hp",
	    "unknown key \"hp\" in template \"t\"");
	TMPL("  t: {faction: green}\n",
	    "  - {id: r1, name: Red, like: t}\n", 23,
	    "  t: {faction: green}", "green",
	    "expected a faction of the game");
	TMPL("  t: [red, foot]\n", "  - {id: r1, name: Red, like: t}\n", 23,
	    "  t: [red, foot]", "[",
	    "expected template \"t\" as a mapping");
	TMPL("  t: {faction: red, type: foot, af: 1}\n",
	    "  - {id: r1, name: Red, like: t}\n", 25,
	    "  - {id: r1, name: Red, like: t}", "{",
	    "unit r1 has no \"df\" (nor has its template \"t\")");
	TMPL("  t: {type: foot, af: 1, df: 1}\n",
	    "  - {id: r1, name: Red, like: t}\n", 25,
	    "  - {id: r1, name: Red, like: t}", "{",
	    "a unit needs id, name, faction and type (its own, or its "
	    "template's)");
	TMPL("  t: {faction: red, type: foot, af: 1, df: 1}\n",
	    "  - {id: r1, name: Red, like: [t]}\n", 25,
	    "  - {id: r1, name: Red, like: [t]}", "[t]",
	    "expected the name of a template");
	refused("units:\n  - {id: r1, name: Red, like: t}\n", 23,
	    "  - {id: r1, name: Red, like: t}", "t}",
	    "no template \"t\": the game has no unit_templates");
	/* rows */
#define TROW(row, text, at, frag) do {					\
	units = xprintf("unit_templates:\n"				\
	    "  t: {faction: red, type: foot, af: 1, df: 1}\n"		\
	    "unit_columns: [id, name, like, af, df, faction, type]\n"	\
	    "units:\n" row);						\
	refused(units, 26, text, at, frag);				\
	free(units);							\
} while (0)
	TROW("  - r1 | Red | tx\n", "  - r1 | Red | tx", "tx",
	    "no template \"tx\" (expected one of unit_templates: t)");
	TROW("  - r1 | Red | t | 2 | 2 | red | foot | 9\n",
	    "  - r1 | Red | t | 2 | 2 | red | foot | 9", "r1",
	    "found more");
	TROW("  - \" | Red | t\"\n", "  - \" | Red | t\"", "|",
	    "expected a value in the \"id\" cell");
	TROW("  - r1 | Red | t | x\n", "  - r1 | Red | t | x", "x",
	    "expected a whole number from 0 to 999");
	TROW("  - r1 | Red | | 1 | 1 | red\n", "  - r1 | Red | | 1 | 1 | red",
	    "r1", "expected 7 cells separated by \"|\", one for each of "
	    "unit_columns (line 24), found 6");
#undef TMPL
#undef TROW
}

/* id | name | faction | type | echelon | marks | stat value ... */
static void
unit_line(const struct gamedata *g, const struct unit_def *u, struct buf *b)
{
	int k;

	buf_printf(b, "%s | %s | %s | %s | %s |", u->id, u->name,
	    g->factions[u->faction].id, g->types[u->type].id,
	    u->echelon ? u->echelon : "");
	for (k = 0; k < g->nmarks; k++)
		if (u->marks & (1u << k))
			buf_printf(b, " %s", g->marks[k].id);
	for (k = 0; k < g->nstats; k++)
		buf_printf(b, " | %s %d", g->stats[k].id, u->stat[k]);
}

/* The real games, written with templates, load to the units they loaded
 * to when every counter was written out (the listings were taken from
 * that load). */
static void
same_as_listing(const char *game)
{
	struct gamedata *g = NULL;
	char *cause = NULL, *path, line[512];
	struct buf b;
	FILE *f;
	int i = 0;

	if (gamedata_load(test_datadir(), game, &g, &cause) != 0)
		fail_msg("%s: %s", game, cause);
	path = xprintf("%s/tests/data/units/%s.txt", test_datadir(), game);
	assert_non_null(f = fopen(path, "r"));
	while (fgets(line, sizeof line, f) != NULL) {
		line[strcspn(line, "\n")] = '\0';
		if (line[0] == '#')
			continue;
		if (i >= g->nunits)
			fail_msg("%s: %s is not in the game", game, line);
		buf_init(&b);
		unit_line(g, &g->units[i], &b);
		if (strcmp(b.s, line) != 0)
			fail_msg("%s unit %d:\n  loads as %s\n  expected %s",
			    game, i + 1, b.s, line);
		buf_free(&b);
		i++;
	}
	fclose(f);
	free(path);
	assert_int_equal(i, g->nunits);
	gamedata_free(g);
}

static void
test_real_games_load_as_before_templates(void **state)
{
	static const char *const proving[] = {
		"r1 | Red Foot | red | foot |  | | af 3 | df 2",
		"r2 | Red Bow | red | bow |  | | af 1 | df 1",
		"b1 | Blue Foot | blue | foot |  | | af 2 | df 3",
		"b2 | Blue Bow | blue | bow |  | | af 1 | df 1",
	};
	struct gamedata *g = NULL;
	char *cause = NULL, *data, id[16];
	struct buf b;
	size_t i;
	int u;

	(void)state;
	same_as_listing("battle-of-agincourt");
	same_as_listing("st-albans");
	/* the proving game's four, written with templates */
	data = xprintf("%s/tests/data", test_datadir());
	if (gamedata_load(data, "proving", &g, &cause) != 0)
		fail_msg("proving: %s", cause);
	for (i = 0; i < nitems(proving); i++) {
		snprintf(id, sizeof id, "%.*s", (int)strcspn(proving[i], " "),
		    proving[i]);
		if ((u = gd_unit_find(g, id, &cause)) < 0)
			fail_msg("proving: %s", cause);
		buf_init(&b);
		unit_line(g, &g->units[u], &b);
		assert_string_equal(b.s, proving[i]);
		buf_free(&b);
	}
	gamedata_free(g);
	free(data);
}

/* A file of scenarios/rows/. */
static void
put(const char *name, const char *text)
{
	char *path = xprintf("%s/scenarios/rows/%s", dir, name);

	if (text != NULL)
		write_file(path, text);
	else
		unlink(path);
	free(path);
}

/* The load's complaint starts with want and holds fragment. */
static void
refused_as(const char *units, const char *want, const char *fragment)
{
	struct gamedata *gd;
	char *cause;

	if (load(units, &gd, &cause) == 0) {
		gamedata_free(gd);
		fail_msg("loaded; expected %s...%s", want, fragment);
	}
	if (strncmp(cause, want, strlen(want)) != 0 ||
	    strstr(cause, fragment) == NULL)
		fail_msg("expected \"%s...%s...\", got \"%s\"", want, fragment,
		    cause);
	free(cause);
}

/* units_file: the units in a file of their own load as they do in
 * game.yaml, small (read after game.yaml) or large (read ahead on a
 * second thread, src/unitload.c); a mistake in the file is named at its
 * own line and column. */
static void
test_units_file(void **state)
{
	enum { N = 1500 };
	struct gamedata *a, *b;
	char bad[N], *text, **names;
	int n;

	(void)state;
	a = load_ok(maps);
	put("units.yaml", maps);
	b = load_ok("units_file: units.yaml\n");
	assert_same_units(a, b);
	gamedata_free(b);
	/* templates in it too; the file is checked for its keys */
	text = xprintf("%s%s", tmpls, "units:\n"
	    "  - {id: r1, name: Red One, like: red-foot}\n"
	    "  - {like: blue-bow, id: b1, name: Blue One}\n"
	    "  - {id: b2, name: Blue Two, like: blue, type: foot, "
	    "marks: [wounded], af: 0, df: 999}\n");
	put("units.yaml", text);
	free(text);
	b = load_ok("units_file: units.yaml\n");
	assert_same_units(a, b);
	/* and it is no scenario, though it is a .yaml beside game.yaml */
	put("one.yaml", "scenario: one\n");
	names = gd_scenario_names(b, &n);
	assert_int_equal(n, 1);
	assert_string_equal(names[0], "one");
	words_free_argv(n, names);
	put("two.yaml", "scenario: two\n");
	names = gd_scenario_names(b, &n);
	assert_int_equal(n, 2);
	words_free_argv(n, names);
	put("one.yaml", NULL);
	put("two.yaml", NULL);
	gamedata_free(b);
	put("units.yaml", tmpls);
	refused_as("units_file: units.yaml\n", "rows/units.yaml:1:1: ",
	    "a units file needs units: or unit_rows:");
	gamedata_free(a);
	/* large: read ahead */
	memset(bad, 0, sizeof bad);
	text = many(N, bad, 0);
	a = load_ok(text);
	put("units.yaml", text);
	free(text);
	b = load_ok("units_file: units.yaml\n");
	assert_same_units(a, b);
	gamedata_free(b);
	gamedata_free(a);
	/* row k on line 3 + k of the file */
	bad[700] = 'f';
	text = many(N, bad, 0);
	put("units.yaml", text);
	free(text);
	refused_as("units_file: units.yaml\n", "rows/units.yaml:703:",
	    "expected a faction of the game");
	put("units.yaml", "units: []\nhp: 3\n");
	refused_as("units_file: units.yaml\n", "rows/units.yaml:2:1:",
	    "unknown key \"hp\"");
	put("units.yaml", "units:\n  - {id: r1, name: R, faction: red, "
	    "type: foo, af: 1, df: 1}\n");
	refused_as("units_file: units.yaml\n", "rows/units.yaml:2:",
	    "expected a unit type of the game");
	/* in game.yaml */
	refused("units_file: units.yaml\nunit_columns: [id, name]\n", 23,
	    "unit_columns: [id, name]", "[",
	    "unit_columns is in units.yaml (units_file): game.yaml must not "
	    "give it too");
	put("units.yaml", NULL);
	refused("units_file: units.yaml\n", 22, "units_file: units.yaml",
	    "units.yaml", "no file units.yaml beside game.yaml");
	refused("units_file: army.yaml\n", 22, "units_file: army.yaml",
	    "army", "expected units_file: units.yaml (the file beside "
	    "game.yaml that holds the units)");
	refused_as("", "rows/game.yaml:1:1: ", "a game needs units: (its "
	    "counters) or units_file:");
}

/* unit_rows: | a block of rows, a row a line, with comments and blank
 * lines, after the units of units: if there are any; its mistakes named
 * at the line and column of the cell in the file. */
static void
test_unit_rows_block(void **state)
{
	struct gamedata *a, *b;

	(void)state;
	a = load_ok(maps);
	b = load_ok("unit_columns: [id, name, faction, type, echelon, marks, "
	    "af, df]\n"
	    "units:\n"
	    "  - {id: r1, name: Red One, faction: red, type: foot, "
	    "echelon: company, marks: [elite, wounded], af: 3, df: 2}\n"
	    "unit_rows: |\n"
	    "  # the blue side\n"
	    "  b1 | Blue One | blue | bow |  |  | 4 | 1   # a comment\n"
	    "\n"
	    "     b2|Blue Two|blue|foot||wounded|0|999\n");
	assert_same_units(a, b);
	gamedata_free(b);
	gamedata_free(a);
	/* line 22 unit_columns, 23 unit_rows, the rows from 24 */
	refused("unit_columns: [id, name, faction, type, af, df]\n"
	    "unit_rows: |\n"
	    "  r1 | Red One | red | foot | 3 | 2\n"
	    "\n"
	    "  # two\n"
	    "    r2 | Red Two | green | foot | 3 | 2\n", 27,
	    "    r2 | Red Two | green | foot | 3 | 2", "green",
	    "expected a faction of the game");
	refused("unit_columns: [id, name, faction, type, af, df]\n"
	    "unit_rows: |\n"
	    "  r1 | Red One | red | foot | 3\n", 24,
	    "  r1 | Red One | red | foot | 3", "r1",
	    "expected 6 cells separated by \"|\"");
	refused("unit_columns: [id, name, faction, type, af, df]\n"
	    "unit_rows: |2\n"
	    "     r1 | Red One | red | foot | 3 | x\n", 24,
	    "     r1 | Red One | red | foot | 3 | x", "x",
	    "expected a whole number");
	refused("unit_columns: [id, name, faction, type, af, df]\n"
	    "unit_rows: r1 | Red One | red | foot | 3 | 2\n", 23,
	    "unit_rows: r1 | Red One | red | foot | 3 | 2", "r1",
	    "expected unit_rows as a block of rows");
	refused("unit_rows: |\n  r1 | Red One | red | foot | 3 | 2\n", 22,
	    "unit_rows: |", "|", "unit_rows needs unit_columns");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rows_load_as_the_mappings_do),
		cmocka_unit_test(test_row_mistakes_named_at_the_cell),
		cmocka_unit_test(test_columns_mistakes),
		cmocka_unit_test(test_many_units_read_by_two_threads),
		cmocka_unit_test(test_templates_load_as_the_units_written_out),
		cmocka_unit_test(test_template_mistakes),
		cmocka_unit_test(test_real_games_load_as_before_templates),
		cmocka_unit_test(test_units_file),
		cmocka_unit_test(test_unit_rows_block),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
