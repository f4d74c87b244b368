/* test_hex: hex-grid geometry (src/hex.c) against the map conventions of
 * DESIGN and the Battle of Agincourt rulebook (§1.1, §5, §9.2, Figures 5
 * and 6).  Expected values come from the adjacency rule, from the
 * rulebook's examples, or from independent floating-point geometry; none
 * is read back from the code under test. */
#include "testutil.h"

#include <stdio.h>
#include <string.h>

#include "hex.h"
#include "util.h"

/* The game's grid: flat-topped, even columns low, north up, 30 x 22. */
static void
game_grid(struct grid *g)
{
	grid_init(g, HEX_FLAT, 1, NORTH_UP);
	g->col_min = 1;
	g->col_max = 30;
	g->row_min = 1;
	g->row_max = 22;
}

static void
assert_hex(struct hex got, int col, int row)
{
	if (got.col != col || got.row != row)
		fail_msg("expected %02d%02d, got %02d%02d", col, row, got.col,
		    got.row);
}

/* The adjacency rule, stated independently of src/hex.c.  Flat, even
 * columns low: same column rows r-1 and r+1; an even column c touches
 * rows r and r+1 of columns c-1 and c+1, an odd column rows r-1 and r.
 * Pointy, even rows right: the same with rows and columns swapped. */
static int
rule_adjacent(int pointy, struct hex a, struct hex b)
{
	int ac = pointy ? a.row : a.col, ar = pointy ? a.col : a.row;
	int bc = pointy ? b.row : b.col, br = pointy ? b.col : b.row;
	int lo = ac % 2 == 0 ? ar : ar - 1;

	if (bc == ac)
		return br == ar - 1 || br == ar + 1;
	if (bc == ac - 1 || bc == ac + 1)
		return br == lo || br == lo + 1;
	return 0;
}

/* --- §1.1 neighbours ------------------------------------------------ */

static void
test_s1_1_neighbours_of_1214(void **state)
{
	static const struct {
		const char *name;
		int col, row;
	} want[HEX_DIRS] = {
		{ "n", 12, 13 }, { "ne", 13, 14 }, { "se", 13, 15 },
		{ "s", 12, 15 }, { "sw", 11, 15 }, { "nw", 11, 14 }
	};
	/* DESIGN: 1214 touches exactly 1114 1115 1213 1215 1314 1315. */
	static const char *touch[] = {
		"1114", "1115", "1213", "1215", "1314", "1315"
	};
	struct grid g;
	struct hex c = H(12, 14), n;
	int d, i, found[6] = { 0 };

	(void)state;
	game_grid(&g);
	for (d = 0; d < HEX_DIRS; d++) {
		assert_string_equal(hex_dir_name(&g, d), want[d].name);
		n = hex_neighbour(&g, c, d);
		assert_hex(n, want[d].col, want[d].row);
		for (i = 0; i < 6; i++)
			if (strcmp(hex_str(n), touch[i]) == 0)
				found[i]++;
	}
	for (i = 0; i < 6; i++)
		assert_int_equal(found[i], 1);
}

static void
test_s1_1_neighbours_of_odd_column_1115(void **state)
{
	static const int want[HEX_DIRS][2] = {
		{ 11, 14 }, { 12, 14 }, { 12, 15 }, { 11, 16 }, { 10, 15 },
		{ 10, 14 }
	};
	struct grid g;
	int d;

	(void)state;
	game_grid(&g);
	for (d = 0; d < HEX_DIRS; d++)
		assert_hex(hex_neighbour(&g, H(11, 15), d), want[d][0],
		    want[d][1]);
}

/* Every hex of the map has as neighbours exactly the six hexes the rule
 * names, and stepping back over the opposite hexside returns home. */
static void
test_s1_1_adjacency_rule_holds_across_map(void **state)
{
	struct grid g;
	struct hex h, n, back;
	int c, r, d, e;

	(void)state;
	game_grid(&g);
	for (c = g.col_min; c <= g.col_max; c++)
		for (r = g.row_min; r <= g.row_max; r++) {
			h = H(c, r);
			for (d = 0; d < HEX_DIRS; d++) {
				n = hex_neighbour(&g, h, d);
				assert_true(rule_adjacent(0, h, n));
				for (e = 0; e < d; e++)
					assert_false(hex_eq(n,
					    hex_neighbour(&g, h, e)));
				back = hex_neighbour(&g, n, hex_dir_opposite(d));
				assert_true(hex_eq(back, h));
				assert_int_equal(hex_dir_to(&g, h, n), d);
				assert_int_equal(hex_distance(&g, h, n), 1);
			}
		}
}

/* --- distance ------------------------------------------------------- */

static void
test_fig5_distance_2814_to_2611_is_4(void **state)
{
	struct grid g;

	(void)state;
	game_grid(&g);
	/* Figure 5: "distance is 4 hexes", giving a +3 DRM under §9.4. */
	assert_int_equal(hex_distance(&g, H(28, 14), H(26, 11)), 4);
	assert_int_equal(hex_distance(&g, H(26, 11), H(28, 14)), 4);
}

static void
test_distance_zero_to_itself_and_symmetric(void **state)
{
	struct grid g;
	struct hex a, b;
	int i, j;

	(void)state;
	game_grid(&g);
	for (i = 1; i <= 30; i += 3)
		for (j = 1; j <= 22; j += 2) {
			a = H(i, j);
			b = H(31 - i, 23 - j);
			assert_int_equal(hex_distance(&g, a, a), 0);
			assert_int_equal(hex_distance(&g, a, b),
			    hex_distance(&g, b, a));
			assert_true(hex_distance(&g, a, b) > 0 || hex_eq(a, b));
		}
}

static void
test_distance_worked_by_hand(void **state)
{
	static const struct {
		int c1, r1, c2, r2, d;
	} cases[] = {
		{ 12, 14, 12, 11, 3 },	/* down one column */
		{ 12, 14, 14, 14, 2 },	/* 1314 touches 1214 and 1414 */
		{ 12, 14, 16, 14, 4 },
		{ 1, 1, 3, 1, 2 },	/* 0101 - 0201 - 0301 */
		{ 12, 14, 17, 17, 5 },	/* se: 1315 1415 1516 1616 1717 */
		{ 12, 14, 17, 18, 6 },	/* one beyond the se ray */
		{ 12, 14, 17, 12, 5 },	/* ne: 1314 1413 1513 1612 1712 */
		{ 12, 14, 17, 11, 6 },	/* one beyond the ne ray */
		{ 12, 1, 12, 22, 21 },
		{ 1, 1, 30, 22, 36 },	/* 29 columns gain 14 rows, +7 */
		{ 11, 15, 12, 14, 1 },	/* Figure 6: 1115 attacks 1214 */
		{ 12, 11, 12, 14, 3 },	/* Figure 4: the charge 1211-1214 */
	};
	struct grid g;
	size_t i;

	(void)state;
	game_grid(&g);
	for (i = 0; i < nitems(cases); i++) {
		int got = hex_distance(&g, H(cases[i].c1, cases[i].r1),
		    H(cases[i].c2, cases[i].r2));

		if (got != cases[i].d)
			fail_msg("%02d%02d-%02d%02d: expected %d, got %d",
			    cases[i].c1, cases[i].r1, cases[i].c2, cases[i].r2,
			    cases[i].d, got);
	}
}

/* Breadth-first search over the adjacency rule gives the distance
 * from a hex to every other; hex_distance must agree everywhere. */
static void
check_distance_by_bfs(const struct grid *g, int pointy, struct hex src)
{
	int ncol = g->col_max - g->col_min + 1;
	int nrow = g->row_max - g->row_min + 1, n = ncol * nrow;
	int *dist = xmalloc(sizeof *dist * (size_t)n);
	int *queue = xmalloc(sizeof *queue * (size_t)n);
	int head = 0, tail = 0, i, j;

	for (i = 0; i < n; i++)
		dist[i] = -1;
	dist[(src.col - g->col_min) * nrow + src.row - g->row_min] = 0;
	queue[tail++] = (src.col - g->col_min) * nrow + src.row - g->row_min;
	while (head < tail) {
		i = queue[head++];
		for (j = 0; j < n; j++) {
			struct hex a = H(g->col_min + i / nrow,
			    g->row_min + i % nrow);
			struct hex b = H(g->col_min + j / nrow,
			    g->row_min + j % nrow);

			if (dist[j] < 0 && rule_adjacent(pointy, a, b)) {
				dist[j] = dist[i] + 1;
				queue[tail++] = j;
			}
		}
	}
	for (j = 0; j < n; j++) {
		struct hex b = H(g->col_min + j / nrow, g->row_min + j % nrow);

		assert_true(dist[j] >= 0);
		if (hex_distance(g, src, b) != dist[j])
			fail_msg("%s to %s: expected %d, got %d", hex_str(src),
			    hex_str(b), dist[j], hex_distance(g, src, b));
	}
	free(dist);
	free(queue);
}

static void
test_distance_matches_shortest_path_over_neighbours(void **state)
{
	struct grid g;

	(void)state;
	game_grid(&g);
	check_distance_by_bfs(&g, 0, H(12, 14));
	check_distance_by_bfs(&g, 0, H(11, 15));
	check_distance_by_bfs(&g, 0, H(1, 1));
	check_distance_by_bfs(&g, 0, H(30, 22));
}

/* --- hex ids -------------------------------------------------------- */

static void
test_hex_parse_accepts_ids_on_map(void **state)
{
	struct grid g;
	struct hex h;
	char *cause = NULL;

	(void)state;
	game_grid(&g);
	assert_int_equal(hex_parse(&g, "1214", &h, &cause), 0);
	assert_hex(h, 12, 14);
	assert_int_equal(hex_parse(&g, "0101", &h, &cause), 0);
	assert_hex(h, 1, 1);
	assert_int_equal(hex_parse(&g, "3022", &h, &cause), 0);
	assert_hex(h, 30, 22);
	assert_null(cause);
}

static void
test_hex_parse_errors_name_expected_form(void **state)
{
	static const char *bad_form[] = {
		"121", "12145", "12a4", "", "-121", "12 4", "abcd"
	};
	static const char *off_map[] = { "3101", "1200", "1223", "0014" };
	struct grid g;
	struct hex h;
	char *cause;
	size_t i;

	(void)state;
	game_grid(&g);
	for (i = 0; i < nitems(bad_form); i++) {
		cause = NULL;
		assert_int_equal(hex_parse(&g, bad_form[i], &h, &cause), -1);
		assert_non_null(cause);
		assert_non_null(strstr(cause, "four digits"));
		assert_non_null(strstr(cause, "e.g. 1214"));
		free(cause);
	}
	for (i = 0; i < nitems(off_map); i++) {
		cause = NULL;
		assert_int_equal(hex_parse(&g, off_map[i], &h, &cause), -1);
		assert_non_null(cause);
		assert_non_null(strstr(cause, off_map[i]));
		assert_non_null(strstr(cause, "off the map"));
		assert_non_null(strstr(cause, "columns 01-30"));
		assert_non_null(strstr(cause, "rows 01-22"));
		free(cause);
	}
}

static void
test_hex_format_and_str_round_trip(void **state)
{
	struct grid g;
	struct hex h, back;
	char buf[16], *cause = NULL;
	const char *a, *b;
	int c, r;

	(void)state;
	game_grid(&g);
	for (c = g.col_min; c <= g.col_max; c++)
		for (r = g.row_min; r <= g.row_max; r++) {
			h = H(c, r);
			hex_format(&g, h, buf, sizeof buf);
			assert_int_equal(strlen(buf), 4);
			assert_int_equal(hex_parse(&g, buf, &back, &cause), 0);
			assert_true(hex_eq(h, back));
			assert_string_equal(hex_str(h), buf);
		}
	assert_null(cause);
	hex_format(&g, H(3, 7), buf, sizeof buf);
	assert_string_equal(buf, "0307");
	/* Two ids in one message must not overwrite each other. */
	a = hex_str(H(28, 14));
	b = hex_str(H(26, 11));
	assert_string_equal(a, "2814");
	assert_string_equal(b, "2611");
}

/* --- label formats (issue 10: boards past 99 x 99) ------------------ */

/* A grid with labels, columns and rows given as game.yaml gives them. */
static void
labelled_grid(struct grid *g, const char *labels, const char *cols,
    const char *rows)
{
	char *cause = NULL;

	grid_init(g, HEX_FLAT, 1, NORTH_UP);
	if (grid_labels_set(g, labels, &cause) != 0 ||
	    grid_range_parse(g, "columns", 0, cols, &g->col_min, &g->col_max,
	    &cause) != 0 ||
	    grid_range_parse(g, "rows", 1, rows, &g->row_min, &g->row_max,
	    &cause) != 0)
		fail_msg("%s %s %s: %s", labels, cols, rows, cause);
}

static void
assert_parses(const struct grid *g, const char *s, int col, int row)
{
	struct hex h;
	char *cause = NULL;

	if (hex_parse(g, s, &h, &cause) != 0)
		fail_msg("\"%s\": %s", s, cause);
	assert_hex(h, col, row);
}

/* hex_parse refuses s with a reason holding each of want[]. */
static void
assert_refused(const struct grid *g, const char *s, const char *want1,
    const char *want2)
{
	struct hex h;
	char *cause = NULL;

	if (hex_parse(g, s, &h, &cause) == 0)
		fail_msg("\"%s\" was read as %d,%d", s, h.col, h.row);
	assert_non_null(cause);
	if (strstr(cause, want1) == NULL || (want2 != NULL &&
	    strstr(cause, want2) == NULL))
		fail_msg("\"%s\": \"%s\" lacks \"%s\" / \"%s\"", s, cause,
		    want1, want2 ? want2 : "");
	free(cause);
}

static void
assert_formats(const struct grid *g, int col, int row, const char *want)
{
	char buf[24];

	hex_format(g, H(col, row), buf, sizeof buf);
	assert_string_equal(buf, want);
	assert_string_equal(grid_hex_str(g, H(col, row)), want);
}

/* Every hex of the grid prints to a label that reads back as it. */
static void
assert_round_trip(const struct grid *g)
{
	struct hex h, back;
	char buf[24], *cause = NULL;

	for (h.col = g->col_min; h.col <= g->col_max; h.col++)
		for (h.row = g->row_min; h.row <= g->row_max; h.row++) {
			hex_format(g, h, buf, sizeof buf);
			if (hex_parse(g, buf, &back, &cause) != 0 ||
			    !hex_eq(h, back))
				fail_msg("%d,%d printed %s, read back %d,%d "
				    "(%s)", h.col, h.row, buf, back.col,
				    back.row, cause ? cause : "");
		}
}

static void
test_hex_labels_ccrr_is_the_default(void **state)
{
	struct grid g;
	int lo, hi;
	char *cause = NULL;

	(void)state;
	grid_init(&g, HEX_FLAT, 1, NORTH_UP);
	assert_string_equal(grid_labels_name(&g), "CCRR");
	assert_formats(&g, 3, 7, "0307");
	assert_string_equal(grid_col_str(&g, 5), "05");
	assert_string_equal(grid_row_str(&g, 22), "22");
	assert_string_equal(grid_row_form(&g), "RR");
	assert_int_equal(grid_row_label_len(&g, "01 ...."), 2);
	assert_int_equal(grid_row_label_len(&g, "001 ..."), -1);
	/* digits are a hex, right or wrong; unit ids start with a letter */
	assert_true(hex_shaped(&g, "1214"));
	assert_true(hex_shaped(&g, "12"));
	assert_false(hex_shaped(&g, "e01"));
	assert_false(hex_shaped(&g, "L14"));
	/* bounds: two digits, so 00-99 and no further */
	assert_int_equal(grid_range_parse(&g, "rows", 1, "00-99", &lo, &hi,
	    &cause), 0);
	assert_int_equal(lo, 0);
	assert_int_equal(hi, 99);
	assert_int_equal(grid_range_parse(&g, "rows", 1, "01-100", &lo, &hi,
	    &cause), -1);
	assert_non_null(strstr(cause, "\"rows\" as a range of two-digit "
	    "numbers such as \"01-22\""));
	assert_non_null(strstr(cause, "labels: CCCRRR"));
	free(cause);
	cause = NULL;
	assert_int_equal(grid_range_parse(&g, "columns", 0, "01", &lo, &hi,
	    &cause), -1);
	assert_non_null(strstr(cause, "range of two-digit numbers"));
	free(cause);
}

static void
test_hex_labels_cccrrr(void **state)
{
	struct grid g;
	int lo, hi;
	char *cause = NULL;

	(void)state;
	labelled_grid(&g, "CCCRRR", "001-200", "001-200");
	assert_int_equal(g.col_max, 200);
	assert_int_equal(g.row_max, 200);
	assert_string_equal(grid_labels_name(&g), "CCCRRR");
	/* parse */
	assert_parses(&g, "012014", 12, 14);
	assert_parses(&g, "001001", 1, 1);
	assert_parses(&g, "200200", 200, 200);
	assert_parses(&g, "120005", 120, 5);
	assert_parses(&g, "005120", 5, 120);
	/* format */
	assert_formats(&g, 3, 7, "003007");
	assert_formats(&g, 120, 5, "120005");
	assert_formats(&g, 200, 200, "200200");
	assert_string_equal(grid_col_str(&g, 7), "007");
	assert_string_equal(grid_row_str(&g, 150), "150");
	assert_round_trip(&g);
	/* errors name the form, in this grid's labels */
	assert_refused(&g, "1214", "six digits", "e.g. 012014");
	assert_refused(&g, "0120145", "six digits", NULL);
	assert_refused(&g, "01201a", "six digits", NULL);
	assert_refused(&g, "L14", "six digits", NULL);
	assert_refused(&g, "", "six digits", NULL);
	/* bounds */
	assert_refused(&g, "201001", "off the map",
	    "(columns 001-200, rows 001-200)");
	assert_refused(&g, "001201", "off the map", NULL);
	assert_refused(&g, "000100", "off the map", NULL);
	/* map rows open with three digits and a space */
	assert_string_equal(grid_row_form(&g), "RRR");
	assert_int_equal(grid_row_label_len(&g, "014 ...."), 3);
	assert_int_equal(grid_row_label_len(&g, "14 ...."), -1);
	/* three digits reach 999, no further */
	assert_int_equal(grid_range_parse(&g, "columns", 0, "000-999", &lo,
	    &hi, &cause), 0);
	assert_int_equal(hi, 999);
	assert_int_equal(grid_range_parse(&g, "columns", 0, "001-1000", &lo,
	    &hi, &cause), -1);
	assert_non_null(strstr(cause, "three-digit numbers such as "
	    "\"001-200\""));
	free(cause);
}

static void
test_hex_labels_letters(void **state)
{
	struct grid g;
	int lo, hi;
	char *cause = NULL;

	(void)state;
	/* GR: G is the 7th letter, R the 18th: 7 * 26 + 18 = 200 */
	labelled_grid(&g, "A1", "A-GR", "1-200");
	assert_int_equal(g.col_min, 1);
	assert_int_equal(g.col_max, 200);
	assert_int_equal(g.row_max, 200);
	/* parse: A..Z are 1..26, then AA 27, AZ 52, BA 53 */
	assert_parses(&g, "A1", 1, 1);
	assert_parses(&g, "H5", 8, 5);
	assert_parses(&g, "Z10", 26, 10);
	assert_parses(&g, "AA10", 27, 10);
	assert_parses(&g, "AZ3", 52, 3);
	assert_parses(&g, "BA3", 53, 3);
	assert_parses(&g, "GR200", 200, 200);
	assert_parses(&g, "h5", 8, 5);		/* typed in either case */
	assert_parses(&g, "aA10", 27, 10);
	assert_true(hex_shaped(&g, "H5"));
	assert_true(hex_shaped(&g, "A0"));
	/* a leading zero is not a label: r0001 stays a unit id */
	assert_false(hex_shaped(&g, "r0001"));
	assert_false(hex_shaped(&g, "e01"));
	assert_true(hex_shaped(&g, "1214"));	/* a wrong hex, not a unit */
	assert_refused(&g, "H05", "column letters", NULL);
	/* format: letters in capitals, the row without padding */
	assert_formats(&g, 8, 5, "H5");
	assert_formats(&g, 27, 10, "AA10");
	assert_formats(&g, 53, 3, "BA3");
	assert_formats(&g, 200, 200, "GR200");
	assert_formats(&g, 12, 14, "L14");
	assert_string_equal(grid_col_str(&g, 26), "Z");
	assert_string_equal(grid_col_str(&g, 52), "AZ");
	assert_string_equal(grid_row_str(&g, 7), "7");
	assert_round_trip(&g);
	/* errors name the form */
	assert_refused(&g, "1214", "column letters then the row number",
	    "e.g. L14");
	assert_refused(&g, "5H", "column letters", NULL);
	assert_refused(&g, "H", "column letters", NULL);
	assert_refused(&g, "H5a", "column letters", NULL);
	assert_refused(&g, "AAA1", "column letters", NULL);
	assert_refused(&g, "H-5", "column letters", NULL);
	assert_refused(&g, "H12345", "column letters", NULL);
	assert_refused(&g, "", "column letters", NULL);
	/* bounds */
	assert_refused(&g, "GS1", "off the map", "(columns A-GR, rows 1-200)");
	assert_refused(&g, "A0", "off the map", NULL);
	assert_refused(&g, "A201", "off the map", NULL);
	assert_refused(&g, "ZZ1", "off the map", NULL);
	/* map rows: the row number, any width, and a space */
	assert_string_equal(grid_row_form(&g), "R");
	assert_int_equal(grid_row_label_len(&g, "7 ...."), 1);
	assert_int_equal(grid_row_label_len(&g, "107 ...."), 3);
	assert_int_equal(grid_row_label_len(&g, "A ...."), -1);
	/* two letters reach ZZ = 26 * 26 + 26 = 702 */
	assert_int_equal(grid_range_parse(&g, "columns", 0, "A-ZZ", &lo, &hi,
	    &cause), 0);
	assert_int_equal(hi, 702);
	assert_string_equal(grid_col_str(&g, 702), "ZZ");
	assert_int_equal(grid_range_parse(&g, "columns", 0, "A-AAA", &lo,
	    &hi, &cause), -1);
	assert_non_null(strstr(cause, "column letters such as \"A-Z\""));
	free(cause);
	cause = NULL;
	assert_int_equal(grid_range_parse(&g, "columns", 0, "01-10", &lo,
	    &hi, &cause), -1);
	free(cause);
}

static void
test_hex_labels_letters_doubled(void **state)
{
	struct grid g;
	int lo, hi;
	char *cause = NULL;

	(void)state;
	/* a board lettered A..Z then AA, BB .. GG (33 columns), rows 0-10 */
	labelled_grid(&g, "A1-doubled", "A-GG", "0-10");
	assert_int_equal(g.col_max, 33);
	assert_int_equal(g.row_min, 0);
	assert_parses(&g, "A0", 1, 0);
	assert_parses(&g, "Z10", 26, 10);
	assert_parses(&g, "AA10", 27, 10);
	assert_parses(&g, "BB0", 28, 0);
	assert_parses(&g, "gg5", 33, 5);
	assert_formats(&g, 28, 3, "BB3");
	assert_formats(&g, 33, 10, "GG10");
	assert_round_trip(&g);
	assert_refused(&g, "AB1", "column letters", "AA, BB");
	assert_refused(&g, "HH1", "off the map", "(columns A-GG, rows 0-10)");
	assert_refused(&g, "A11", "off the map", NULL);
	assert_int_equal(grid_range_parse(&g, "columns", 0, "A-ZZ", &lo, &hi,
	    &cause), 0);
	assert_int_equal(hi, 52);
	assert_int_equal(grid_range_parse(&g, "columns", 0, "A-AB", &lo, &hi,
	    &cause), -1);
	free(cause);
}

static void
test_hex_labels_unknown_name_refused(void **state)
{
	struct grid g;
	char *cause = NULL;

	(void)state;
	grid_init(&g, HEX_FLAT, 1, NORTH_UP);
	assert_int_equal(grid_labels_set(&g, "CRCR", &cause), -1);
	assert_non_null(strstr(cause, "CCRR"));
	assert_non_null(strstr(cause, "CCCRRR"));
	assert_non_null(strstr(cause, "A1"));
	assert_non_null(strstr(cause, "\"CRCR\""));
	assert_string_equal(grid_labels_name(&g), "CCRR");
	free(cause);
}

/* hex_str speaks the labels of the last grid loaded that is still
 * loaded, and CCRR with none. */
static void
test_hex_str_follows_loaded_grids(void **state)
{
	struct grid g3, ga;

	(void)state;
	labelled_grid(&g3, "CCCRRR", "001-200", "001-200");
	labelled_grid(&ga, "A1", "A-Z", "1-20");
	assert_string_equal(hex_str(H(12, 14)), "1214");
	hex_labels_push(&g3);
	assert_string_equal(hex_str(H(12, 14)), "012014");
	hex_labels_push(&ga);
	assert_string_equal(hex_str(H(12, 14)), "L14");
	hex_labels_pop(&ga);		/* a game that failed to build */
	assert_string_equal(hex_str(H(12, 14)), "012014");
	hex_labels_push(&ga);
	hex_labels_pop(&g3);		/* the old game dropped */
	assert_string_equal(hex_str(H(12, 14)), "L14");
	hex_labels_pop(&g3);		/* twice: nothing */
	assert_string_equal(hex_str(H(12, 14)), "L14");
	hex_labels_pop(&ga);
	assert_string_equal(hex_str(H(12, 14)), "1214");
}

/* --- directions and arcs (§5) --------------------------------------- */

static void
test_hex_dir_to_adjacent_only(void **state)
{
	struct grid g;

	(void)state;
	game_grid(&g);
	assert_int_equal(hex_dir_to(&g, H(12, 14), H(13, 14)),
	    hex_dir_parse(&g, "ne"));
	assert_int_equal(hex_dir_to(&g, H(11, 15), H(12, 14)),
	    hex_dir_parse(&g, "ne"));
	assert_int_equal(hex_dir_to(&g, H(12, 15), H(12, 14)),
	    hex_dir_parse(&g, "n"));
	assert_int_equal(hex_dir_to(&g, H(12, 14), H(12, 14)), -1);
	assert_int_equal(hex_dir_to(&g, H(12, 14), H(12, 16)), -1);
	assert_int_equal(hex_dir_to(&g, H(12, 14), H(13, 13)), -1);
}

static void
test_dir_opposite_is_three_sides_round(void **state)
{
	struct grid g;
	int d;

	(void)state;
	game_grid(&g);
	assert_int_equal(hex_dir_opposite(hex_dir_parse(&g, "n")), hex_dir_parse(&g, "s"));
	assert_int_equal(hex_dir_opposite(hex_dir_parse(&g, "ne")),
	    hex_dir_parse(&g, "sw"));
	assert_int_equal(hex_dir_opposite(hex_dir_parse(&g, "nw")),
	    hex_dir_parse(&g, "se"));
	for (d = 0; d < HEX_DIRS; d++) {
		assert_int_not_equal(hex_dir_opposite(d), d);
		assert_int_equal(hex_dir_opposite(hex_dir_opposite(d)), d);
		assert_true(hex_dir_opposite(d) >= 0 && hex_dir_opposite(d) < HEX_DIRS);
	}
}

static void
test_s5_1_front_three_hexsides(void **state)
{
	struct grid g;
	int f, d, n;

	(void)state;
	game_grid(&g);
	/* Facing n: the front hexsides are n, ne and nw. */
	f = hex_dir_parse(&g, "n");
	for (d = 0; d < HEX_DIRS; d++) {
		int front = (ARC_FRONT3 & ARC_BIT(hex_dir_relative(f, d))) != 0;
		int want = strcmp(hex_dir_name(&g, d), "n") == 0 ||
		    strcmp(hex_dir_name(&g, d), "ne") == 0 ||
		    strcmp(hex_dir_name(&g, d), "nw") == 0;

		assert_int_equal(front, want);
	}
	/* For every facing: three, the facing and the two beside it. */
	for (f = 0; f < HEX_DIRS; f++) {
		n = 0;
		for (d = 0; d < HEX_DIRS; d++)
			if (ARC_FRONT3 & ARC_BIT(hex_dir_relative(f, d))) {
				n++;
				assert_true(d == f || d == (f + 1) % 6 ||
				    d == (f + 5) % 6);
			}
		assert_int_equal(n, 3);
		assert_int_equal(hex_dir_relative(f, f), 0);
		/* relative 1 is front right: clockwise from the facing */
		assert_int_equal(hex_dir_relative(f, (f + 1) % 6), 1);
		assert_int_equal(hex_dir_relative(f, (f + 5) % 6), 5);
	}
	/* Facing se: ne, se and s. */
	f = hex_dir_parse(&g, "se");
	assert_true(ARC_FRONT3 & ARC_BIT(hex_dir_relative(f, hex_dir_parse(&g, "ne"))));
	assert_true(ARC_FRONT3 & ARC_BIT(hex_dir_relative(f, hex_dir_parse(&g, "s"))));
	assert_false(ARC_FRONT3 &
	    ARC_BIT(hex_dir_relative(f, hex_dir_parse(&g, "sw"))));
}

/* Figure 6: the English units in 1215 and 1115, facing north, both have
 * 1214 beyond one of their front hexsides. */
static void
test_fig6_1215_and_1115_face_1214(void **state)
{
	struct grid g;
	int n, d;

	(void)state;
	game_grid(&g);
	n = hex_dir_parse(&g, "n");
	d = hex_dir_to(&g, H(12, 15), H(12, 14));
	assert_true(d >= 0);
	assert_int_equal(hex_dir_relative(n, d), 0);
	d = hex_dir_to(&g, H(11, 15), H(12, 14));
	assert_true(d >= 0);
	assert_true(ARC_FRONT3 & ARC_BIT(hex_dir_relative(n, d)));
	assert_int_equal(hex_dir_relative(n, d), 1);
}

static void
test_s5_2_rear_is_opposite_the_facing(void **state)
{
	int f, d, n;

	(void)state;
	for (f = 0; f < HEX_DIRS; f++) {
		n = 0;
		for (d = 0; d < HEX_DIRS; d++)
			if (ARC_REAR & ARC_BIT(hex_dir_relative(f, d))) {
				n++;
				assert_int_equal(d, hex_dir_opposite(f));
			}
		assert_int_equal(n, 1);
		assert_int_equal(hex_dir_relative(f, hex_dir_opposite(f)), 3);
	}
}

static void
test_s5_3_flanks_are_the_other_two(void **state)
{
	int f, d, front, rear, flank;

	(void)state;
	assert_int_equal(ARC_FRONT3 & ARC_REAR, 0);
	assert_int_equal(ARC_FRONT3 & ARC_FLANKS, 0);
	assert_int_equal(ARC_REAR & ARC_FLANKS, 0);
	assert_int_equal(ARC_FRONT3 | ARC_REAR | ARC_FLANKS, 0x3f);
	for (f = 0; f < HEX_DIRS; f++) {
		front = rear = flank = 0;
		for (d = 0; d < HEX_DIRS; d++) {
			unsigned bit = ARC_BIT(hex_dir_relative(f, d));

			front += (ARC_FRONT3 & bit) != 0;
			rear += (ARC_REAR & bit) != 0;
			if (ARC_FLANKS & bit) {
				flank++;
				/* neither beside the facing nor opposite */
				assert_true(d == (f + 2) % 6 || d == (f + 4) % 6);
			}
		}
		assert_int_equal(front, 3);
		assert_int_equal(rear, 1);
		assert_int_equal(flank, 2);
	}
}

static void
test_dir_parse_ignores_case(void **state)
{
	struct grid g;

	(void)state;
	game_grid(&g);
	assert_int_equal(hex_dir_parse(&g, "NE"), hex_dir_parse(&g, "ne"));
	assert_int_equal(hex_dir_parse(&g, "Ne"), hex_dir_parse(&g, "ne"));
	assert_int_equal(hex_dir_parse(&g, "S"), hex_dir_parse(&g, "s"));
	assert_true(hex_dir_parse(&g, "ne") >= 0);
	assert_string_equal(hex_dir_name(&g, hex_dir_parse(&g, "SW")), "sw");
	assert_int_equal(hex_dir_parse(&g, "e"), -1);	/* not on flat/up */
	assert_int_equal(hex_dir_parse(&g, "north"), -1);
	assert_int_equal(hex_dir_parse(&g, ""), -1);
	assert_string_equal(hex_dir_name(&g, -1), "-");
	assert_string_equal(hex_dir_name(&g, 6), "-");
}

/* --- lines (§9.2) --------------------------------------------------- */

static int
step_has(const struct hex_step *s, struct hex h)
{
	return hex_eq(s->a, h) || (s->pair && hex_eq(s->b, h));
}

static int
step_is_pair_of(const struct hex_step *s, struct hex x, struct hex y)
{
	return s->pair && ((hex_eq(s->a, x) && hex_eq(s->b, y)) ||
	    (hex_eq(s->a, y) && hex_eq(s->b, x)));
}

static void
test_s9_2_line_2814_to_2611_runs_along_hexsides(void **state)
{
	struct grid g;
	struct hex_step s[HEX_LINE_MAX];
	int n;

	(void)state;
	game_grid(&g);
	n = hex_line(&g, H(28, 14), H(26, 11), s, HEX_LINE_MAX);
	assert_int_equal(n, 5);
	assert_false(s[0].pair);
	assert_hex(s[0].a, 28, 14);
	assert_true(step_is_pair_of(&s[1], H(27, 14), H(28, 13)));
	assert_false(s[2].pair);
	assert_hex(s[2].a, 27, 13);
	assert_true(step_is_pair_of(&s[3], H(26, 12), H(27, 12)));
	assert_false(s[4].pair);
	assert_hex(s[4].a, 26, 11);
	/* the same hexes traced the other way */
	n = hex_line(&g, H(26, 11), H(28, 14), s, HEX_LINE_MAX);
	assert_int_equal(n, 5);
	assert_hex(s[0].a, 26, 11);
	assert_true(step_is_pair_of(&s[1], H(26, 12), H(27, 12)));
	assert_hex(s[2].a, 27, 13);
	assert_true(step_is_pair_of(&s[3], H(27, 14), H(28, 13)));
	assert_hex(s[4].a, 28, 14);
}

static void
test_s9_2_line_along_column_has_no_pairs(void **state)
{
	struct grid g;
	struct hex_step s[HEX_LINE_MAX];
	int n, i;

	(void)state;
	game_grid(&g);
	n = hex_line(&g, H(12, 1), H(12, 10), s, HEX_LINE_MAX);
	assert_int_equal(n, 10);
	for (i = 0; i < n; i++) {
		assert_false(s[i].pair);
		assert_hex(s[i].a, 12, 1 + i);
	}
	n = hex_line(&g, H(11, 22), H(11, 15), s, HEX_LINE_MAX);
	assert_int_equal(n, 8);
	for (i = 0; i < n; i++) {
		assert_false(s[i].pair);
		assert_hex(s[i].a, 11, 22 - i);
	}
}

static void
test_s9_2_line_endpoints_first_and_last(void **state)
{
	struct grid g;
	struct hex_step s[HEX_LINE_MAX];
	struct hex a, b;
	int n, i, c, r, adj;

	(void)state;
	game_grid(&g);
	n = hex_line(&g, H(12, 14), H(12, 14), s, HEX_LINE_MAX);
	assert_int_equal(n, 1);
	assert_hex(s[0].a, 12, 14);
	assert_false(s[0].pair);
	a = H(14, 11);
	for (c = g.col_min; c <= g.col_max; c++)
		for (r = g.row_min; r <= g.row_max; r++) {
			b = H(c, r);
			n = hex_line(&g, a, b, s, HEX_LINE_MAX);
			assert_true(n >= 1);
			assert_true(hex_eq(s[0].a, a) && !s[0].pair);
			assert_true(hex_eq(s[n - 1].a, b) && !s[n - 1].pair);
			/* no more steps than hexes, no fewer than the
			 * distance plus one */
			assert_true(n >= hex_distance(&g, a, b) + 1);
			for (i = 1; i < n; i++) {
				/* each step touches the one before */
				adj = rule_adjacent(0, s[i].a, s[i - 1].a) ||
				    (s[i - 1].pair &&
				    rule_adjacent(0, s[i].a, s[i - 1].b));
				assert_true(adj);
				if (s[i].pair)
					assert_true(rule_adjacent(0, s[i].a,
					    s[i].b));
			}
		}
	/* a short output buffer is never overrun */
	n = hex_line(&g, H(1, 1), H(30, 22), s, 3);
	assert_int_equal(n, 3);
}

/* Independent geometry: hex centres in the plane with unit circumradius.
 * Flat, even columns low: x = 1.5 c, y = sqrt3 (r + 1/2 if c even).
 * Pointy, even rows right: x = sqrt3 (c + 1/2 if r even), y = 1.5 r.
 * (No libm: the test links only what the library links.) */
#define S3 1.7320508075688772935

static void
centre_xy(int pointy, struct hex h, double *x, double *y)
{
	if (!pointy) {
		*x = 1.5 * h.col;
		*y = S3 * (h.row + (h.col % 2 == 0 ? 0.5 : 0.0));
	} else {
		*x = S3 * (h.col + (h.row % 2 == 0 ? 0.5 : 0.0));
		*y = 1.5 * h.row;
	}
}

static int
iround(double x)
{
	return x >= 0 ? (int)(x + 0.5) : -(int)(-x + 0.5);
}

/* Nearest hex centre to a point of a flat grid; 0 on a tie (the point
 * is within about 1e-9 of a hexside). */
static int
nearest_flat(double x, double y, struct hex *out)
{
	double best = 1e300, second = 1e300, cx, cy, d;
	int c0 = iround(x / 1.5), c, r, r0;

	for (c = c0 - 1; c <= c0 + 1; c++) {
		r0 = iround(y / S3 - (c % 2 == 0 ? 0.5 : 0.0));
		for (r = r0 - 1; r <= r0 + 1; r++) {
			centre_xy(0, H(c, r), &cx, &cy);
			d = (x - cx) * (x - cx) + (y - cy) * (y - cy);
			if (d < best) {
				second = best;
				best = d;
				*out = H(c, r);
			} else if (d < second)
				second = d;
		}
	}
	/* squared distances near 1: a difference of 1e-9 either way */
	return second - best > 1e-9;
}

#define MAXSET 64

static int
set_add(struct hex *set, int n, struct hex h)
{
	int i;

	for (i = 0; i < n; i++)
		if (hex_eq(set[i], h))
			return n;
	assert_true(n < MAXSET);
	set[n] = h;
	return n + 1;
}

/* Axial (0,0) to (9,-1): the segment passes through 12 hexes, two more
 * than a line drawn by rounding 10 evenly spaced points would find. */
static void
test_s9_2_line_misses_no_hex_on_shallow_diagonal(void **state)
{
	struct grid g;
	struct hex_step s[HEX_LINE_MAX];
	struct hex a = H(10, 20), b, h, seen[MAXSET];
	double ax, ay, bx, by, t;
	int n, i, k, nseen = 0, found;
	const int samples = 200000;

	(void)state;
	grid_init(&g, HEX_FLAT, 1, NORTH_UP);
	g.col_min = g.row_min = 1;
	g.col_max = g.row_max = 99;
	/* The hex nine columns on and one axial row back: its centre lies
	 * (1.5 * 9, sqrt3 * (-1 + 9/2)) from a's. */
	centre_xy(0, a, &ax, &ay);
	bx = ax + 1.5 * 9;
	by = ay + S3 * (-1 + 4.5);
	assert_true(nearest_flat(bx, by, &b));
	assert_hex(b, 19, 24);
	assert_int_equal(hex_distance(&g, a, b), 9);

	for (k = 0; k <= samples; k++) {
		t = (double)k / samples;
		if (nearest_flat(ax + t * (bx - ax), ay + t * (by - ay), &h))
			nseen = set_add(seen, nseen, h);
	}
	n = hex_line(&g, a, b, s, HEX_LINE_MAX);
	assert_int_equal(n, 12);
	assert_int_equal(nseen, 12);
	for (i = 0; i < n; i++) {
		assert_false(s[i].pair);
		found = 0;
		for (k = 0; k < nseen; k++)
			found |= hex_eq(seen[k], s[i].a);
		if (!found)
			fail_msg("hex_line gave %s, off the segment",
			    hex_str(s[i].a));
	}
	for (k = 0; k < nseen; k++) {
		found = 0;
		for (i = 0; i < n; i++)
			found |= step_has(&s[i], seen[k]);
		if (!found)
			fail_msg("hex_line missed %s", hex_str(seen[k]));
	}
}

/* The part of segment P0-P1 inside hex h, the hex grown (tol > 0) or
 * shrunk (tol < 0) by tol, as a length in t (Cyrus-Beck against the six
 * sides); *tstart is where it begins. */
static double
clip_len(int pointy, struct hex h, double x0, double y0, double x1,
    double y1, double tol, double *tstart)
{
	/* outward side normals: 30 + 60k degrees flat, 60k pointy */
	static const double flat_n[6][2] = {
		{ S3 / 2, 0.5 }, { 0, 1 }, { -S3 / 2, 0.5 },
		{ -S3 / 2, -0.5 }, { 0, -1 }, { S3 / 2, -0.5 }
	};
	static const double pointy_n[6][2] = {
		{ 1, 0 }, { 0.5, S3 / 2 }, { -0.5, S3 / 2 },
		{ -1, 0 }, { -0.5, -S3 / 2 }, { 0.5, -S3 / 2 }
	};
	const double (*nv)[2] = pointy ? pointy_n : flat_n;
	const double apothem = S3 / 2;
	double cx, cy, dx = x1 - x0, dy = y1 - y0, t0 = 0, t1 = 1;
	double num, den;
	int k;

	centre_xy(pointy, h, &cx, &cy);
	*tstart = 0;
	for (k = 0; k < 6; k++) {
		num = apothem + tol - (nv[k][0] * (x0 - cx) +
		    nv[k][1] * (y0 - cy));
		den = nv[k][0] * dx + nv[k][1] * dy;
		if (den < 1e-12 && den > -1e-12) {
			if (num < 0)
				return 0;
			continue;
		}
		if (den > 0) {
			if (num / den < t1)
				t1 = num / den;
		} else if (num / den > t0)
			t0 = num / den;
	}
	*tstart = t0;
	return t1 > t0 ? t1 - t0 : 0;
}

/* Every hex the segment crosses is in the line, no other; hexes it only
 * runs along the edge of come in pairs; steps come in order along it. */
static void
check_lines_from(const struct grid *g, int pointy, struct hex a)
{
	struct hex_step s[HEX_LINE_MAX];
	struct hex b, h;
	double ax, ay, bx, by, inside, edge, t, last;
	int n, i, dc, dr, found, pair;

	centre_xy(pointy, a, &ax, &ay);
	for (dc = -8; dc <= 8; dc++)
		for (dr = -8; dr <= 8; dr++) {
			b = H(a.col + dc, a.row + dr);
			if (hex_distance(g, a, b) > 8)
				continue;
			centre_xy(pointy, b, &bx, &by);
			n = hex_line(g, a, b, s, HEX_LINE_MAX);
			assert_true(n > 0 && n < HEX_LINE_MAX);
			/* every hex near the segment, tested geometrically */
			for (h.col = a.col - 10; h.col <= a.col + 10; h.col++)
				for (h.row = a.row - 10; h.row <= a.row + 10;
				    h.row++) {
					inside = clip_len(pointy, h, ax, ay, bx,
					    by, -1e-9, &t);
					edge = clip_len(pointy, h, ax, ay, bx,
					    by, 1e-9, &t);
					found = pair = 0;
					for (i = 0; i < n; i++)
						if (step_has(&s[i], h)) {
							found++;
							pair = s[i].pair;
						}
					if (inside > 1e-7 && (found != 1 ||
					    pair))
						fail_msg("%s-%s crosses %s: "
						    "found %d pair %d",
						    hex_str(a), hex_str(b),
						    hex_str(h), found, pair);
					if (inside <= 1e-7 && edge > 1e-7 &&
					    (found != 1 || !pair))
						fail_msg("%s-%s runs along %s: "
						    "found %d pair %d",
						    hex_str(a), hex_str(b),
						    hex_str(h), found, pair);
					if (edge <= 1e-7 && found)
						fail_msg("%s-%s misses %s",
						    hex_str(a), hex_str(b),
						    hex_str(h));
				}
			/* in order from a to b */
			last = -1;
			for (i = 0; i < n; i++) {
				clip_len(pointy, s[i].a, ax, ay, bx, by, 1e-9,
				    &t);
				assert_true(t >= last - 1e-9);
				last = t;
			}
		}
}

static void
test_s9_2_line_matches_geometry_flat(void **state)
{
	struct grid g;

	(void)state;
	grid_init(&g, HEX_FLAT, 1, NORTH_UP);
	check_lines_from(&g, 0, H(20, 20));
	check_lines_from(&g, 0, H(21, 20));
}

/* Lines across a 200 x 200 board (issue 10: hex_line walks the line
 * rather than its bounding box): every hex of the box is tested
 * geometrically, as above. */
static void
check_long_line(const struct grid *g, int pointy, struct hex a, struct hex b)
{
	struct hex_step s[HEX_LINE_MAX];
	struct hex h;
	double ax, ay, bx, by, inside, edge, t;
	int n, i, found, c0, c1, r0, r1;

	centre_xy(pointy, a, &ax, &ay);
	centre_xy(pointy, b, &bx, &by);
	n = hex_line(g, a, b, s, HEX_LINE_MAX);
	assert_true(n > 0 && n < HEX_LINE_MAX);
	assert_true(step_has(&s[0], a) && step_has(&s[n - 1], b));
	c0 = (a.col < b.col ? a.col : b.col) - 2;
	c1 = (a.col > b.col ? a.col : b.col) + 2;
	r0 = (a.row < b.row ? a.row : b.row) - 2;
	r1 = (a.row > b.row ? a.row : b.row) + 2;
	for (h.col = c0; h.col <= c1; h.col++)
		for (h.row = r0; h.row <= r1; h.row++) {
			inside = clip_len(pointy, h, ax, ay, bx, by, -1e-9, &t);
			edge = clip_len(pointy, h, ax, ay, bx, by, 1e-9, &t);
			for (i = found = 0; i < n; i++)
				found += step_has(&s[i], h);
			if ((inside > 1e-7 || edge > 1e-7) && found != 1)
				fail_msg("%s-%s: %s found %d times",
				    hex_str(a), hex_str(b), hex_str(h), found);
			if (edge <= 1e-7 && found)
				fail_msg("%s-%s misses %s", hex_str(a),
				    hex_str(b), hex_str(h));
		}
}

static void
test_s9_2_long_lines_match_geometry(void **state)
{
	static const struct hex ends[][2] = {
		{ { 1, 1 }, { 200, 200 } }, { { 1, 200 }, { 200, 1 } },
		{ { 1, 1 }, { 200, 3 } }, { { 5, 1 }, { 7, 200 } },
		{ { 1, 100 }, { 200, 100 } }, { { 100, 1 }, { 100, 200 } },
		{ { 3, 7 }, { 180, 61 } }, { { 200, 200 }, { 1, 1 } }
	};
	struct grid g;
	size_t i;
	int pointy;

	(void)state;
	for (pointy = 0; pointy < 2; pointy++) {
		grid_init(&g, pointy ? HEX_POINTY : HEX_FLAT, 1, NORTH_UP);
		for (i = 0; i < nitems(ends); i++)
			check_long_line(&g, pointy, ends[i][0], ends[i][1]);
	}
}

static void
test_s9_2_line_matches_geometry_pointy(void **state)
{
	struct grid g;

	(void)state;
	grid_init(&g, HEX_POINTY, 1, NORTH_UP);
	check_lines_from(&g, 1, H(20, 20));
	check_lines_from(&g, 1, H(20, 21));
}

/* --- other orientations --------------------------------------------- */

static void
check_names(const struct grid *g, const char *want)
{
	char got[64] = "";
	int d;

	for (d = 0; d < HEX_DIRS; d++) {
		if (d > 0)
			strcat(got, " ");
		strcat(got, hex_dir_name(g, d));
		assert_int_equal(hex_dir_parse(g, hex_dir_name(g, d)), d);
	}
	assert_string_equal(got, want);
}

static void
test_compass_names_follow_orientation_and_north(void **state)
{
	struct grid g;

	(void)state;
	grid_init(&g, HEX_FLAT, 1, NORTH_UP);
	check_names(&g, "n ne se s sw nw");
	grid_init(&g, HEX_POINTY, 1, NORTH_UP);
	check_names(&g, "ne e se sw w nw");
	grid_init(&g, HEX_FLAT, 1, NORTH_LEFT);
	check_names(&g, "e se sw w nw ne");
	grid_init(&g, HEX_FLAT, 1, NORTH_DOWN);
	check_names(&g, "s sw nw n ne se");
	grid_init(&g, HEX_FLAT, 1, NORTH_RIGHT);
	check_names(&g, "w nw ne e se sw");
	grid_init(&g, HEX_POINTY, 1, NORTH_LEFT);
	check_names(&g, "se s sw nw n ne");
}

static void
test_pointy_neighbours_of_1214_and_1315(void **state)
{
	/* Pointy, even rows right: row 14 touches columns 12 and 13 of
	 * rows 13 and 15; odd row 15 touches columns 12 and 13 of rows 14
	 * and 16. */
	static const int want14[HEX_DIRS][2] = {
		{ 13, 13 }, { 13, 14 }, { 13, 15 }, { 12, 15 }, { 11, 14 },
		{ 12, 13 }
	};
	static const int want15[HEX_DIRS][2] = {
		{ 13, 14 }, { 14, 15 }, { 13, 16 }, { 12, 16 }, { 12, 15 },
		{ 12, 14 }
	};
	struct grid g;
	int d;

	(void)state;
	grid_init(&g, HEX_POINTY, 1, NORTH_UP);
	for (d = 0; d < HEX_DIRS; d++) {
		assert_hex(hex_neighbour(&g, H(12, 14), d), want14[d][0],
		    want14[d][1]);
		assert_hex(hex_neighbour(&g, H(13, 15), d), want15[d][0],
		    want15[d][1]);
		assert_true(rule_adjacent(1, H(12, 14),
		    hex_neighbour(&g, H(12, 14), d)));
	}
	assert_int_equal(hex_dir_to(&g, H(12, 14), H(11, 14)),
	    hex_dir_parse(&g, "w"));
}

static void
test_pointy_distance(void **state)
{
	struct grid g;

	(void)state;
	grid_init(&g, HEX_POINTY, 1, NORTH_UP);
	g.col_max = 30;
	g.row_max = 22;
	assert_int_equal(hex_distance(&g, H(12, 14), H(16, 14)), 4);
	assert_int_equal(hex_distance(&g, H(12, 14), H(12, 18)), 4);
	/* down a column of a pointy grid zig-zags: 1214 1215 1216 1217 */
	assert_int_equal(hex_distance(&g, H(12, 14), H(12, 17)), 3);
	assert_int_equal(hex_distance(&g, H(12, 14), H(14, 16)), 3);
	check_distance_by_bfs(&g, 1, H(12, 14));
	check_distance_by_bfs(&g, 1, H(5, 5));
}

/* --- battle-of-agincourt §13.4: nearer an edge, by the hex centres -- */

/* On the game's grid a centre's height in half hexes, downward: two a
 * row, one more in an even (low) column. */
static int
half_rows_down(struct hex h)
{
	return 2 * h.row + (h.col % 2 == 0);
}

static void
test_s13_4_toward_the_edge_in_half_hexes(void **state)
{
	static const int gain[HEX_DIRS] = { 2, 1, -1, -2, -1, 1 };
	struct grid g, p;
	struct hex h, n;
	int d, k, c, r;

	(void)state;
	game_grid(&g);
	/* issue 9's example: from 1411, 1311 and 1511 are half a hex nearer
	 * the north edge, 1410 a whole hex; 1312 and 1512 half a hex
	 * further */
	h = H(14, 11);
	assert_int_equal(hex_toward(&g, H(13, 11), 0) - hex_toward(&g, h, 0),
	    1);
	assert_int_equal(hex_toward(&g, H(15, 11), 0) - hex_toward(&g, h, 0),
	    1);
	assert_int_equal(hex_toward(&g, H(14, 10), 0) - hex_toward(&g, h, 0),
	    2);
	assert_int_equal(hex_toward(&g, H(13, 12), 0) - hex_toward(&g, h, 0),
	    -1);
	/* south, from an odd column: 1615 and 1415 half a hex nearer */
	assert_int_equal(hex_toward(&g, H(16, 15), 3) -
	    hex_toward(&g, H(15, 15), 3), 1);
	assert_int_equal(hex_toward(&g, H(14, 15), 3) -
	    hex_toward(&g, H(15, 15), 3), 1);
	/* north and south over the whole map, against the heights */
	for (c = 1; c <= 30; c++)
		for (r = 1; r <= 22; r++) {
			h = H(c, r);
			assert_int_equal(hex_toward(&g, h, 0) -
			    hex_toward(&g, H(1, 1), 0),
			    half_rows_down(H(1, 1)) - half_rows_down(h));
			assert_int_equal(hex_toward(&g, h, 3) -
			    hex_toward(&g, H(1, 1), 3),
			    half_rows_down(h) - half_rows_down(H(1, 1)));
		}
	/* every direction, both grids: a step that way gains a whole hex,
	 * one beside it half, the others lose */
	grid_init(&p, HEX_POINTY, 1, NORTH_UP);
	for (c = 2; c <= 20; c += 3)
		for (r = 2; r <= 20; r += 3)
			for (d = 0; d < HEX_DIRS; d++)
				for (k = 0; k < HEX_DIRS; k++) {
					h = H(c, r);
					n = hex_neighbour(&g, h, (d + k) %
					    HEX_DIRS);
					assert_int_equal(hex_toward(&g, n, d) -
					    hex_toward(&g, h, d), gain[k]);
					n = hex_neighbour(&p, h, (d + k) %
					    HEX_DIRS);
					assert_int_equal(hex_toward(&p, n, d) -
					    hex_toward(&p, h, d), gain[k]);
				}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_s1_1_neighbours_of_1214),
		cmocka_unit_test(test_s1_1_neighbours_of_odd_column_1115),
		cmocka_unit_test(test_s1_1_adjacency_rule_holds_across_map),
		cmocka_unit_test(test_fig5_distance_2814_to_2611_is_4),
		cmocka_unit_test(test_distance_zero_to_itself_and_symmetric),
		cmocka_unit_test(test_distance_worked_by_hand),
		cmocka_unit_test(
		    test_distance_matches_shortest_path_over_neighbours),
		cmocka_unit_test(test_hex_parse_accepts_ids_on_map),
		cmocka_unit_test(test_hex_parse_errors_name_expected_form),
		cmocka_unit_test(test_hex_format_and_str_round_trip),
		cmocka_unit_test(test_hex_labels_ccrr_is_the_default),
		cmocka_unit_test(test_hex_labels_cccrrr),
		cmocka_unit_test(test_hex_labels_letters),
		cmocka_unit_test(test_hex_labels_letters_doubled),
		cmocka_unit_test(test_hex_labels_unknown_name_refused),
		cmocka_unit_test(test_hex_str_follows_loaded_grids),
		cmocka_unit_test(test_hex_dir_to_adjacent_only),
		cmocka_unit_test(test_dir_opposite_is_three_sides_round),
		cmocka_unit_test(test_s5_1_front_three_hexsides),
		cmocka_unit_test(test_fig6_1215_and_1115_face_1214),
		cmocka_unit_test(test_s5_2_rear_is_opposite_the_facing),
		cmocka_unit_test(test_s5_3_flanks_are_the_other_two),
		cmocka_unit_test(test_dir_parse_ignores_case),
		cmocka_unit_test(
		    test_s9_2_line_2814_to_2611_runs_along_hexsides),
		cmocka_unit_test(test_s9_2_line_along_column_has_no_pairs),
		cmocka_unit_test(test_s9_2_line_endpoints_first_and_last),
		cmocka_unit_test(
		    test_s9_2_line_misses_no_hex_on_shallow_diagonal),
		cmocka_unit_test(test_s9_2_line_matches_geometry_flat),
		cmocka_unit_test(test_s9_2_line_matches_geometry_pointy),
		cmocka_unit_test(test_s9_2_long_lines_match_geometry),
		cmocka_unit_test(
		    test_compass_names_follow_orientation_and_north),
		cmocka_unit_test(test_pointy_neighbours_of_1214_and_1315),
		cmocka_unit_test(test_pointy_distance),
		cmocka_unit_test(test_s13_4_toward_the_edge_in_half_hexes),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
