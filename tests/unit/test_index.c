/* test_index: the indexes of issue 10.  Units by id and by name
 * (unitindex.c) answer as the scan they replace did: exact ids and names
 * ignoring case, unique prefixes, ambiguity and its list, a unit's name
 * that is another's id, and the duplicate check at load.  Units by hex
 * (hexindex.c) equal a scan of the units after moves, removals,
 * eliminations and copies, random ones included. */
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "board.h"
#include "narrate.h"
#include "gamedata.h"
#include "morale.h"
#include "util.h"

static char dir[] = "/tmp/herald-index-XXXXXX";
static struct gamedata *gd;

/* A game whose ids and names cross: "zed" is unit 2's id and unit 3's
 * name, "m01" unit 4's name and unit 5's id; "ab" begins two ids and a
 * name; "m" begins sixteen. */
static const char units_yaml[] =
    "units:\n"
    "  - {id: Abc, name: Zed Alpha, faction: red, type: foot, af: 1, df: 1}\n"
    "  - {id: ab2, name: Archers, faction: red, type: bow, af: 1, df: 1}\n"
    "  - {id: zed, name: abc9, faction: red, type: foot, af: 1, df: 1}\n"
    "  - {id: q1, name: Zed, faction: blue, type: foot, af: 1, df: 1}\n"
    "  - {id: q2, name: m01, faction: blue, type: foot, af: 1, df: 1}\n"
    "  - {id: m01, name: Mary One, faction: blue, type: foot, af: 1, df: 1}\n"
    "  - {id: xy1, name: Xylophone, faction: blue, type: foot, af: 1, df: 1}\n";

static void
mkdir_p(const char *path)
{
	char *cmd = xprintf("mkdir -p '%s'", path);

	assert_int_equal(system(cmd), 0);
	free(cmd);
}

static void
write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

/* A game "idx" in dir, with these units (and fifteen m-units after). */
static void
write_game(const char *game, const char *units, int nmore)
{
	struct buf b;
	char *path;
	int i;

	path = xprintf("%s/scenarios/%s", dir, game);
	mkdir_p(path);
	free(path);
	path = xprintf("%s/tables/%s", dir, game);
	mkdir_p(path);
	free(path);
	path = xprintf("%s/tables/%s/terrain.yaml", dir, game);
	write_file(path, "table: terrain\nterrain:\n"
	    "  clear: {name: Clear, symbol: \".\", mf: 1}\n");
	free(path);
	buf_init(&b);
	buf_printf(&b, "game: %s\ntitle: Index test game\ndice: 2d6\n"
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
	    "map:\n  legend: {\".\": clear}\n  rows:\n", game);
	for (i = 1; i <= 5; i++)
		buf_printf(&b, "    - \"%02d .....\"\n", i);
	buf_puts(&b, units);
	for (i = 2; i < 2 + nmore; i++)
		buf_printf(&b, "  - {id: m%02d, name: Man %d, faction: red, "
		    "type: foot, af: 1, df: 1}\n", i, i);
	path = xprintf("%s/scenarios/%s/game.yaml", dir, game);
	write_file(path, b.s);
	free(path);
	buf_free(&b);
}

static int
setup(void **state)
{
	char *cause = NULL;

	(void)state;
	if (mkdtemp(dir) == NULL)
		return -1;
	write_game("idx", units_yaml, 15);
	if (gamedata_load(dir, "idx", &gd, &cause) != 0) {
		fprintf(stderr, "idx: %s\n", cause);
		free(cause);
		return -1;
	}
	return 0;
}

static int
teardown(void **state)
{
	char *cmd = xprintf("rm -rf '%s'", dir);
	int rc = system(cmd);

	(void)state;
	free(cmd);
	gamedata_free(gd);
	return rc == 0 ? 0 : -1;
}

/* The scan gd_unit_find was before the index, word for word. */
static int
scan_find(const struct gamedata *g, const char *s, char **cause)
{
	struct buf b;
	int i, found = -1, n = 0;

	for (i = 0; i < g->nunits; i++)
		if (strcasecmp(g->units[i].id, s) == 0 ||
		    strcasecmp(g->units[i].name, s) == 0)
			return i;
	for (i = 0; i < g->nunits; i++)
		if (strncasecmp(g->units[i].id, s, strlen(s)) == 0 ||
		    strncasecmp(g->units[i].name, s, strlen(s)) == 0) {
			found = i;
			n++;
		}
	if (n == 1)
		return found;
	if (n == 0) {
		*cause = xprintf("no unit \"%s\" (expected a unit id such "
		    "as %s, or a name)", s, g->nunits ? g->units[0].id :
		    "?");
		return -1;
	}
	buf_init(&b);
	buf_printf(&b, "\"%s\" is ambiguous:", s);
	for (i = 0, n = 0; i < g->nunits && n < 12; i++)
		if (strncasecmp(g->units[i].id, s, strlen(s)) == 0 ||
		    strncasecmp(g->units[i].name, s, strlen(s)) == 0) {
			buf_printf(&b, " %s", g->units[i].id);
			n++;
		}
	if (n == 12)
		buf_puts(&b, " ...");
	*cause = buf_steal(&b);
	return -1;
}

static int
find(const char *s)
{
	char *cause = NULL;
	int u = gd_unit_find(gd, s, &cause);

	assert_true((u >= 0) == (cause == NULL));
	free(cause);
	return u;
}

static void
assert_refused(const char *s, const char *want)
{
	char *cause = NULL;

	assert_int_equal(gd_unit_find(gd, s, &cause), -1);
	assert_non_null(cause);
	assert_string_equal(cause, want);
	free(cause);
}

static void
test_unit_by_id_and_name_ignoring_case(void **state)
{
	(void)state;
	assert_int_equal(find("Abc"), 0);
	assert_int_equal(find("ABC"), 0);
	assert_int_equal(find("abc"), 0);
	assert_int_equal(find("archers"), 1);
	assert_int_equal(find("ARCHERS"), 1);
	assert_int_equal(find("zed alpha"), 0);
	assert_int_equal(find("m15"), 20);
}

/* An id that is another unit's name: the first counter of the two. */
static void
test_unit_id_that_is_another_name(void **state)
{
	(void)state;
	assert_int_equal(find("zed"), 2);	/* unit 2's id, unit 3's name */
	assert_int_equal(find("ZED"), 2);
	assert_int_equal(find("m01"), 4);	/* unit 4's name, unit 5's id */
}

static void
test_unit_unique_prefix(void **state)
{
	(void)state;
	assert_int_equal(find("arch"), 1);	/* a name's prefix */
	assert_int_equal(find("AR"), 1);
	assert_int_equal(find("xy"), 6);	/* id and name: one unit */
	assert_int_equal(find("Mary"), 5);
	assert_int_equal(find("zed a"), 0);
}

static void
test_unit_ambiguous_prefix_names_counters_in_order(void **state)
{
	(void)state;
	/* two ids and a name (unit 2's "abc9") */
	assert_refused("ab", "\"ab\" is ambiguous: Abc ab2 zed");
	assert_refused("AB", "\"AB\" is ambiguous: Abc ab2 zed");
	assert_refused("q", "\"q\" is ambiguous: q1 q2");
	/* sixteen: the first twelve, then "..." */
	assert_refused("m", "\"m\" is ambiguous: q2 m01 m02 m03 m04 m05 m06 "
	    "m07 m08 m09 m10 m11 ...");
	assert_refused("", "\"\" is ambiguous: Abc ab2 zed q1 q2 m01 xy1 "
	    "m02 m03 m04 m05 m06 ...");
}

static void
test_unit_unknown_names_the_first_counter(void **state)
{
	(void)state;
	assert_refused("nope", "no unit \"nope\" (expected a unit id such as "
	    "Abc, or a name)");
	assert_refused("abcd", "no unit \"abcd\" (expected a unit id such as "
	    "Abc, or a name)");
}

/* Every prefix of every id and name, and some words that are none,
 * answered as the scan answers them, messages and all. */
static void
test_unit_find_equals_scan(void **state)
{
	static const char *others[] = { "", " ", "a b", "zz", "m1", "m0",
	    "ABC9", "Zed Alpha ", "x", "Q", "Man 1", "man 1", "Man 15" };
	char *c1, *c2, buf[128];
	int i, k, len, n = 0;

	(void)state;
	for (i = 0; i < 2 * gd->nunits + (int)nitems(others); i++) {
		const char *w = i < gd->nunits ? gd->units[i].id :
		    i < 2 * gd->nunits ? gd->units[i - gd->nunits].name :
		    others[i - 2 * gd->nunits];

		len = (int)strlen(w);
		for (k = 0; k <= len && k < (int)sizeof buf; k++) {
			memcpy(buf, w, (size_t)k);
			buf[k] = '\0';
			c1 = c2 = NULL;
			assert_int_equal(gd_unit_find(gd, buf, &c1),
			    scan_find(gd, buf, &c2));
			if (c1 != NULL || c2 != NULL) {
				assert_non_null(c1);
				assert_non_null(c2);
				assert_string_equal(c1, c2);
			}
			free(c1);
			free(c2);
			n++;
		}
	}
	assert_true(n > 200);
}

static void
expect_load_error(const char *units, const char *want)
{
	struct gamedata *g = NULL;
	char *cause = NULL;

	write_game("dup", units, 0);
	assert_int_equal(gamedata_load(dir, "dup", &g, &cause), -1);
	assert_null(g);
	assert_non_null(cause);
	if (strstr(cause, want) == NULL)
		fail_msg("expected \"%s\" in \"%s\"", want, cause);
	free(cause);
}

/* The duplicate check, by table: the same message, for the first unit
 * that repeats, naming the first it repeats. */
static void
test_unit_duplicates_refused_at_load(void **state)
{
	(void)state;
	expect_load_error("units:\n"
	    "  - {id: a1, name: One, faction: red, type: foot, af: 1, df: 1}\n"
	    "  - {id: A1, name: Two, faction: red, type: foot, af: 1, df: 1}\n",
	    "dup/game.yaml:23:5: unit A1 repeats the id or name of unit a1");
	expect_load_error("units:\n"
	    "  - {id: a1, name: One, faction: red, type: foot, af: 1, df: 1}\n"
	    "  - {id: a2, name: Two, faction: red, type: foot, af: 1, df: 1}\n"
	    "  - {id: a3, name: two, faction: red, type: foot, af: 1, df: 1}\n",
	    "dup/game.yaml:24:5: unit a3 repeats the id or name of unit a2");
	/* its name is unit 1's, its id unit 0's: the first of them */
	expect_load_error("units:\n"
	    "  - {id: a1, name: One, faction: red, type: foot, af: 1, df: 1}\n"
	    "  - {id: a2, name: Two, faction: red, type: foot, af: 1, df: 1}\n"
	    "  - {id: a1, name: Two, faction: red, type: foot, af: 1, df: 1}\n",
	    "unit a1 repeats the id or name of unit a1");
	/* an id that is another's name is no duplicate */
	write_game("dup", "units:\n"
	    "  - {id: a1, name: b1, faction: red, type: foot, af: 1, df: 1}\n"
	    "  - {id: b1, name: a1, faction: red, type: foot, af: 1, df: 1}\n",
	    0);
	{
		struct gamedata *g;
		char *cause = NULL;

		if (gamedata_load(dir, "dup", &g, &cause) != 0)
			fail_msg("%s", cause);
		assert_int_equal(g->nunits, 2);
		gamedata_free(g);
	}
}

/* --- units by hex --- */

/* Who is in each hex by a scan, as board_units_at was. */
static int
scan_at(const struct state *st, struct hex h, int *out, int max)
{
	int i, n = 0;

	for (i = 0; i < st->nunits; i++)
		if (st->u[i].on_map && hex_eq(st->u[i].hex, h)) {
			if (n < max)
				out[n] = i;
			n++;
		}
	return n;
}

static void
assert_index_is_scan(const struct state *st)
{
	char *cause = NULL;
	int a[64], b[64], na, nb, c, r, k;

	if (board_index_check(st, &cause) != 0)
		fail_msg("index: %s", cause);
	/* one row and one column past the grid too */
	for (c = st->gd->grid.col_min - 1; c <= st->gd->grid.col_max + 1; c++)
		for (r = st->gd->grid.row_min - 1;
		    r <= st->gd->grid.row_max + 1; r++) {
			na = board_units_at(st, H(c, r), a, 64);
			nb = scan_at(st, H(c, r), b, 64);
			assert_int_equal(na, nb);
			for (k = 0; k < na && k < 64; k++)
				assert_int_equal(a[k], b[k]);
			assert_int_equal(board_unit_at(st, H(c, r)),
			    nb > 0 ? b[0] : -1);
		}
}

static void
test_hex_index_after_place_move_remove(void **state)
{
	struct state *st = state_new(gd, 1);
	char *cause = NULL;
	int u;

	(void)state;
	assert_index_is_scan(st);
	if (board_place(st, 0, H(1, 1), -1, &cause) != 0 ||
	    board_place(st, 1, H(2, 2), -1, &cause) != 0 ||
	    board_place(st, 2, H(3, 3), -1, &cause) != 0)
		fail_msg("%s", cause);
	assert_index_is_scan(st);
	assert_int_equal(board_unit_at(st, H(2, 2)), 1);
	/* moved: gone from the old hex, in the new */
	board_set_hex(st, 1, H(4, 4));
	assert_int_equal(board_unit_at(st, H(2, 2)), -1);
	assert_int_equal(board_unit_at(st, H(4, 4)), 1);
	assert_index_is_scan(st);
	/* placed again elsewhere: moves */
	if (board_place(st, 0, H(5, 5), -1, &cause) != 0)
		fail_msg("%s", cause);
	assert_int_equal(board_unit_at(st, H(1, 1)), -1);
	assert_index_is_scan(st);
	/* removed: in no hex, its hex remembered */
	assert_int_equal(board_remove(st, 2, &cause), 0);
	assert_int_equal(board_unit_at(st, H(3, 3)), -1);
	assert_true(hex_eq(st->u[2].hex, H(3, 3)));
	assert_index_is_scan(st);
	/* several in one hex: in the order of the counters, whatever the
	 * order they came in */
	board_locate(st, 9, 1, H(2, 3));
	board_locate(st, 4, 1, H(2, 3));
	board_locate(st, 12, 1, H(2, 3));
	board_locate(st, 7, 1, H(2, 3));
	assert_int_equal(board_first_at(st, H(2, 3)), 4);
	u = board_next_at(st, 4);
	assert_int_equal(u, 7);
	assert_int_equal(board_next_at(st, u), 9);
	board_set_on_map(st, 9, 0);
	assert_int_equal(board_next_at(st, 7), 12);
	assert_index_is_scan(st);
	state_free(st);
}

static void
test_hex_index_after_elimination(void **state)
{
	struct state *st = state_new(gd, 1);
	struct buf out;
	char *cause = NULL;

	(void)state;
	if (board_place(st, 3, H(3, 2), -1, &cause) != 0)
		fail_msg("%s", cause);
	buf_init(&out);
	narrate_eliminate(st, 3, "a test", &out);
	buf_free(&out);
	assert_true(st->u[3].eliminated);
	assert_int_equal(board_unit_at(st, H(3, 2)), -1);
	assert_index_is_scan(st);
	/* placed back */
	if (board_place(st, 3, H(3, 2), -1, &cause) != 0)
		fail_msg("%s", cause);
	assert_int_equal(board_unit_at(st, H(3, 2)), 3);
	assert_index_is_scan(st);
	state_free(st);
}

/* A copy has an index of its own: changing one leaves the other. */
static void
test_hex_index_state_copy_is_independent(void **state)
{
	struct state *st = state_new(gd, 1), *cp, *into;

	(void)state;
	board_locate(st, 0, 1, H(1, 1));
	board_locate(st, 1, 1, H(1, 1));
	cp = state_copy(st);
	assert_index_is_scan(cp);
	board_set_hex(cp, 0, H(5, 5));
	board_set_on_map(cp, 1, 0);
	assert_int_equal(board_unit_at(st, H(1, 1)), 0);
	assert_int_equal(board_next_at(st, 0), 1);
	assert_int_equal(board_unit_at(cp, H(1, 1)), -1);
	assert_int_equal(board_unit_at(cp, H(5, 5)), 0);
	assert_index_is_scan(st);
	assert_index_is_scan(cp);
	/* into a state of its own, reusing its memory */
	into = state_new(gd, 2);
	board_locate(into, 5, 1, H(2, 2));
	state_copy_into(into, cp);
	assert_int_equal(board_unit_at(into, H(2, 2)), -1);
	assert_int_equal(board_unit_at(into, H(5, 5)), 0);
	assert_index_is_scan(into);
	board_set_hex(into, 0, H(4, 1));
	assert_int_equal(board_unit_at(cp, H(5, 5)), 0);
	assert_index_is_scan(cp);
	assert_index_is_scan(into);
	state_free(into);
	state_free(cp);
	state_free(st);
}

/* Thousands of random moves, removals, eliminations, returns and copies,
 * some onto hexes outside the grid: the index is what a scan gives. */
static void
test_hex_index_equals_scan_after_random_moves(void **state)
{
	struct state *st = state_new(gd, 1), *cp;
	struct rng r;
	struct buf out;
	int i, u, op;

	(void)state;
	rng_seed(&r, 10);
	buf_init(&out);
	for (i = 0; i < 3000; i++) {
		u = (int)rng_below(&r, (uint32_t)st->nunits);
		op = (int)rng_below(&r, 10);
		if (op < 5)	/* a move, one in ten off the grid */
			board_locate(st, u, 1, H((int)rng_below(&r, 7),
			    (int)rng_below(&r, 7)));
		else if (op < 7)
			board_set_hex(st, u, H(1 + (int)rng_below(&r, 5),
			    1 + (int)rng_below(&r, 5)));
		else if (op == 7)
			board_set_on_map(st, u, 0);
		else if (op == 8 && st->u[u].on_map)
			narrate_eliminate(st, u, NULL, &out);
		else {
			cp = state_copy(st);
			state_free(st);
			st = cp;
		}
		if (i % 50 == 0)
			assert_index_is_scan(st);
	}
	assert_index_is_scan(st);
	buf_free(&out);
	state_free(st);
}

/* The check itself can fail: a hex written past the board functions. */
static void
test_hex_index_check_finds_a_stale_index(void **state)
{
	struct state *st = state_new(gd, 1);
	char *cause = NULL;

	(void)state;
	board_locate(st, 0, 1, H(1, 1));
	st->u[0].hex = H(2, 2);
	assert_int_equal(board_index_check(st, &cause), -1);
	assert_non_null(cause);
	free(cause);
	st->u[0].hex = H(1, 1);
	assert_int_equal(board_index_check(st, &cause), 0);
	st->u[0].on_map = 0;
	assert_int_equal(board_index_check(st, &cause), -1);
	free(cause);
	state_free(st);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_unit_by_id_and_name_ignoring_case),
		cmocka_unit_test(test_unit_id_that_is_another_name),
		cmocka_unit_test(test_unit_unique_prefix),
		cmocka_unit_test(
		    test_unit_ambiguous_prefix_names_counters_in_order),
		cmocka_unit_test(test_unit_unknown_names_the_first_counter),
		cmocka_unit_test(test_unit_find_equals_scan),
		cmocka_unit_test(test_unit_duplicates_refused_at_load),
		cmocka_unit_test(test_hex_index_after_place_move_remove),
		cmocka_unit_test(test_hex_index_after_elimination),
		cmocka_unit_test(test_hex_index_state_copy_is_independent),
		cmocka_unit_test(test_hex_index_equals_scan_after_random_moves),
		cmocka_unit_test(test_hex_index_check_finds_a_stale_index),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
