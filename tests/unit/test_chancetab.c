/* test_chancetab: tables of chances (src/chancetab*.c) and their read
 * from Tcl (herald::chance -table, src/hookchance.c), on SPI's Agincourt
 * tables (tables/spi-agincourt/): the Melee CRT (§9.5) with its printed
 * 1st line and 2nd-line cells verbatim and the rest rebuilt by the
 * two-column shift, giving §9.23's 23% at line 4, +4; the Unit Morale
 * Table (§10.4), rows 1-4 printed and 5-10 rebuilt; the Army Morale Table
 * (§11.3), each army by its own casualties, at every printed boundary;
 * labels, the layout `table NAME` shows, and broken tables refused at
 * file:line:col. */
#include "testutil.h"
#include "testhook.h"

#include <stdio.h>
#include <string.h>

#include "board.h"
#include "chancetab.h"
#include "gamedata.h"
#include "guard.h"
#include "hook.h"
#include "hook-int.h"
#include "util.h"

static struct gamedata *gd;

static int
setup(void **state)
{
	char *why = NULL;

	(void)state;
	if (gamedata_load(test_datadir(), "spi-agincourt", &gd, &why) != 0)
		fail_msg("spi-agincourt: %s", why);
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	gamedata_free(gd);
	return 0;
}

static const struct chance_table *
table(const char *name)
{
	const struct chance_table *t = chance_table_find(gd, name);

	if (t == NULL)
		fail_msg("no table %s", name);
	return t;
}

/* The cell at r, c, which must exist; *recon whether herald rebuilt it. */
static int
cell(const struct chance_table *t, int r, int c, int *recon)
{
	const char *why = NULL;
	char *cause = NULL;
	int pct = -1;

	if (chance_table_cell(t, r, c, &pct, &why, &cause) != 0)
		fail_msg("%s %d %d: %s", t->name, r, c, cause);
	if (recon != NULL)
		*recon = why != NULL;
	return pct;
}

/* §9.5: the 1st-line row, as printed, none of it rebuilt. */
static void
test_spi_9_5_first_line_printed(void **state)
{
	static const int row1[] = { 0, 0, 0, 0, 0, 3, 6, 10, 14, 18, 23, 23,
	    28, 28, 28 };
	const struct chance_table *t = table("melee");
	int d, recon;

	(void)state;
	assert_string_equal(t->section, "9.5");
	assert_int_equal(t->nrow, 7);
	assert_int_equal(t->ncol, 12);
	for (d = 0; d <= 14; d++) {
		assert_int_equal(cell(t, 1, d, &recon), row1[d]);
		assert_false(recon);
	}
}

/* §9.5: the 2nd line prints 0 0 0 3; the cells after them are rebuilt. */
static void
test_spi_9_5_second_line_printed_cells(void **state)
{
	static const int printed[] = { 0, 0, 0, 3 };
	const struct chance_table *t = table("melee");
	int d, recon;

	(void)state;
	for (d = 0; d < 4; d++) {
		assert_int_equal(cell(t, 2, d, &recon), printed[d]);
		assert_false(recon);
	}
	for (d = 4; d <= 12; d++) {
		(void)cell(t, 2, d, &recon);
		assert_true(recon);
	}
	for (d = 0; d <= 12; d++) {
		(void)cell(t, 3, d, &recon);
		assert_true(recon);
		(void)cell(t, 7, d, &recon);
		assert_true(recon);
	}
}

/* §9.23's example: York on its 4th line, differential +4: exactly 23%,
 * from the rebuilt 4th line. */
static void
test_spi_9_23_line_4_differential_4_is_23(void **state)
{
	const struct chance_table *t = table("melee");
	struct buf b;
	int recon;

	(void)state;
	assert_int_equal(cell(t, 4, 4, &recon), 23);
	assert_true(recon);
	buf_init(&b);
	chance_table_where(t, 4, 4, &b);
	assert_string_equal(b.s, "line 4, differential +4");
	buf_free(&b);
	assert_string_equal(chance_table_row_label(t, 4), "4th Line");
	assert_string_equal(chance_table_col_label(t, 4), "4");
}

/* The rebuilt rows: every line n at differential d reads the 1st line
 * at d + 2(n - 1), the 12-or-more cell capping it; each row never falls
 * to the right, each column never falls downward. */
static void
test_spi_9_5_two_column_shift(void **state)
{
	const struct chance_table *t = table("melee");
	int n, d, s;

	(void)state;
	for (n = 1; n <= 7; n++)
		for (d = 0; d <= 13; d++) {
			s = d + 2 * (n - 1);
			assert_int_equal(cell(t, n, d, NULL),
			    cell(t, 1, s > 12 ? 12 : s, NULL));
			if (d > 0)
				assert_true(cell(t, n, d, NULL) >=
				    cell(t, n, d - 1, NULL));
			if (n > 1)
				assert_true(cell(t, n, d, NULL) >=
				    cell(t, n - 1, d, NULL));
		}
	assert_int_equal(cell(t, 7, 0, NULL), 28);
}

/* The merged columns and what lies outside the table: "10 or 11" one
 * column, "12 or more" every differential past 11, nothing below 0 (the
 * table's note) and no line 0 or 8. */
static void
test_spi_9_5_columns_and_refusals(void **state)
{
	const struct chance_table *t = table("melee");
	struct buf b;
	char *cause = NULL;
	int pct;

	(void)state;
	assert_int_equal(chance_table_col(t, 10), chance_table_col(t, 11));
	assert_int_equal(chance_table_col(t, 12), 11);
	assert_int_equal(chance_table_col(t, 40), 11);
	assert_string_equal(chance_table_col_label(t, 11), "10 or 11");
	assert_string_equal(chance_table_col_label(t, 99), "12 or more");
	assert_null(chance_table_col_label(t, -1));
	buf_init(&b);
	chance_table_where(t, 1, 11, &b);
	assert_string_equal(b.s, "line 1, differential +11 (10 or 11)");
	buf_free(&b);
	assert_int_equal(chance_table_cell(t, 1, -1, &pct, NULL, &cause), -1);
	assert_non_null(strstr(cause, "has no differential -1"));
	assert_non_null(strstr(cause, "\"12 or more\""));
	free(cause);
	cause = NULL;
	assert_int_equal(chance_table_cell(t, 8, 4, &pct, NULL, &cause), -1);
	assert_non_null(strstr(cause, "has no line 8"));
	assert_non_null(strstr(cause, "\"7th Line\""));
	free(cause);
	cause = NULL;
	assert_int_equal(chance_table_cell(t, 0, 4, &pct, NULL, &cause), -1);
	free(cause);
}

/* §10.4: rows 1-4 as printed. */
static void
test_spi_10_4_printed_rows(void **state)
{
	static const int printed[4][5] = {
		{ 7, 2, 0, 0, 0 }, { 18, 12, 7, 2, 0 },
		{ 30, 24, 18, 12, 7 }, { 42, 36, 30, 24, 18 }
	};
	const struct chance_table *t = table("unit-morale");
	int r, c, recon;

	(void)state;
	assert_string_equal(t->section, "10.4");
	assert_int_equal(t->nrow, 10);
	assert_int_equal(t->ncol, 5);
	for (r = 1; r <= 4; r++)
		for (c = 1; c <= 5; c++) {
			assert_int_equal(cell(t, r, c, &recon),
			    printed[r - 1][c - 1]);
			assert_false(recon);
		}
}

/* §10.4, §10.11: rows 5-10 rebuilt, each marked, six points a step on
 * the printed pattern f(2r - c + 1), capped at 100; rising downward,
 * falling to the right; no row 11 (a total over 10 is split by the
 * morale mechanism, §10.11-10.12) and no column 6. */
static void
test_spi_10_4_rebuilt_rows_5_to_10(void **state)
{
	const struct chance_table *t = table("unit-morale");
	char *cause = NULL;
	int r, c, k, f, recon, pct;

	(void)state;
	for (r = 1; r <= 10; r++)
		for (c = 1; c <= 5; c++) {
			k = 2 * r - c + 1;
			f = k <= 0 ? 0 : k == 1 ? 2 : k == 2 ? 7 : 6 * k - 6;
			assert_int_equal(cell(t, r, c, &recon),
			    f > 100 ? 100 : f);
			assert_int_equal(recon, r >= 5);
			if (r > 1)
				assert_true(cell(t, r, c, NULL) >=
				    cell(t, r - 1, c, NULL));
			if (c > 1)
				assert_true(cell(t, r, c, NULL) <=
				    cell(t, r, c - 1, NULL));
		}
	assert_int_equal(cell(t, 10, 1, NULL), 100);
	assert_int_equal(cell(t, 10, 5, NULL), 90);
	assert_int_equal(chance_table_cell(t, 11, 1, &pct, NULL, &cause), -1);
	free(cause);
	cause = NULL;
	assert_int_equal(chance_table_cell(t, 1, 6, &pct, NULL, &cause), -1);
	free(cause);
}

/* §10.4: the columns in words, narration naming the column's label. */
static void
test_spi_10_4_columns_named(void **state)
{
	const struct chance_table *t = table("unit-morale");
	struct buf b;
	char *cause = NULL;
	int v;

	(void)state;
	buf_init(&b);
	chance_table_where(t, 3, 4, &b);
	assert_string_equal(b.s, "morale points 3, all other units: 4th or "
	    "3rd");
	buf_free(&b);
	assert_int_equal(chance_table_col_named(t, "2", &v, &cause), 0);
	assert_int_equal(v, 2);
	assert_int_equal(chance_table_col_named(t, "ALL OTHER UNITS: 2nd or "
	    "1st", &v, &cause), 0);
	assert_int_equal(v, 5);
	/* a number is taken as the value; the cell then finds none */
	assert_int_equal(chance_table_col_named(t, "6", &v, &cause), 0);
	assert_int_equal(v, 6);
	assert_int_equal(chance_table_col_named(t, "sixth", &v, &cause), -1);
	assert_non_null(strstr(cause, "has no column \"sixth\""));
	free(cause);
}

/* §11.3 at every printed boundary, each army under its own casualties,
 * and the rebuilt lines below and above the printed ranges. */
static void
test_spi_11_3_boundaries(void **state)
{
	static const struct { int cas, pct, recon; } fr[] = {
		{ 0, 0, 1 }, { 9, 0, 1 }, { 10, 3, 0 }, { 20, 3, 0 },
		{ 21, 7, 0 }, { 30, 7, 0 }, { 31, 12, 0 }, { 40, 12, 0 },
		{ 41, 17, 0 }, { 50, 17, 0 }, { 51, 23, 0 }, { 60, 23, 0 },
		{ 61, 29, 0 }, { 70, 29, 0 }, { 71, 36, 0 }, { 80, 36, 0 },
		{ 81, 43, 0 }, { 90, 43, 0 }, { 91, 51, 0 }, { 100, 51, 0 },
		{ 101, 59, 1 }, { 150, 97, 1 }, { 151, 100, 1 }, { 400, 100, 1 }
	}, en[] = {
		{ 0, 0, 1 }, { 4, 0, 1 }, { 5, 3, 0 }, { 9, 3, 0 },
		{ 10, 7, 0 }, { 15, 7, 0 }, { 16, 12, 0 }, { 20, 12, 0 },
		{ 21, 17, 0 }, { 25, 17, 0 }, { 26, 23, 0 }, { 30, 23, 0 },
		{ 31, 29, 0 }, { 35, 29, 0 }, { 36, 36, 0 }, { 40, 36, 0 },
		{ 41, 43, 0 }, { 50, 43, 0 }, { 51, 51, 1 }, { 60, 51, 1 },
		{ 61, 59, 1 }, { 110, 97, 1 }, { 111, 100, 1 }
	};
	const struct chance_table *t = table("army-morale");
	char *cause = NULL;
	size_t i;
	int french, english, recon;

	(void)state;
	assert_string_equal(t->section, "11.3");
	assert_int_equal(chance_table_col_named(t, "french", &french, &cause),
	    0);
	assert_int_equal(chance_table_col_named(t, "English", &english,
	    &cause), 0);
	assert_int_not_equal(french, english);
	for (i = 0; i < sizeof fr / sizeof fr[0]; i++) {
		assert_int_equal(cell(t, fr[i].cas, french, &recon), fr[i].pct);
		assert_int_equal(recon, fr[i].recon);
	}
	for (i = 0; i < sizeof en / sizeof en[0]; i++) {
		assert_int_equal(cell(t, en[i].cas, english, &recon),
		    en[i].pct);
		assert_int_equal(recon, en[i].recon);
	}
	assert_int_equal(chance_table_col_named(t, "burgundian", &french,
	    &cause), -1);
	assert_non_null(strstr(cause, "french, english"));
	free(cause);
}

/* §11.3: narration says the army and its own range. */
static void
test_spi_11_3_where(void **state)
{
	const struct chance_table *t = table("army-morale");
	struct buf b;
	char *cause = NULL;
	int english;

	(void)state;
	assert_int_equal(chance_table_col_named(t, "english", &english,
	    &cause), 0);
	buf_init(&b);
	chance_table_where(t, 34, english, &b);
	assert_string_equal(b.s, "casualties 34 (31-35), English");
	buf_reset(&b);
	chance_table_where(t, 55, english, &b);
	assert_string_equal(b.s, "casualties 55 (51-60), English");
	buf_free(&b);
}

static void
test_chancetab_labels(void **state)
{
	static const struct { const char *s; int lo, hi; } ok[] = {
		{ "4", 4, 4 }, { "+4", 4, 4 }, { "-1", -1, -1 },
		{ "10-20", 10, 20 }, { "10 or 11", 10, 11 },
		{ "3 to 5", 3, 5 }, { "12 or more", 12, CHANCE_OPEN_HI },
		{ "12+", 12, CHANCE_OPEN_HI },
		{ "2 or less", CHANCE_OPEN_LO, 2 },
		{ "1st Line", 1, 1 }, { "7th", 7, 7 }, { "2nd or 1st", 1, 2 },
		{ "3rd-5th Line", 3, 5 }, { "5th or more", 5, CHANCE_OPEN_HI },
		{ " 5 ", 5, 5 }
	};
	static const char *bad[] = { "", "Line", "20-10", "1 or", "4 4",
	    "+", "first", "1stLine" };
	char *cause = NULL;
	size_t i;
	int lo, hi;

	(void)state;
	for (i = 0; i < sizeof ok / sizeof ok[0]; i++) {
		if (chance_label_parse(ok[i].s, &lo, &hi, &cause) != 0)
			fail_msg("\"%s\": %s", ok[i].s, cause);
		assert_int_equal(lo, ok[i].lo);
		assert_int_equal(hi, ok[i].hi);
	}
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		if (chance_label_parse(bad[i], &lo, &hi, &cause) == 0)
			fail_msg("\"%s\" parsed as %d-%d", bad[i], lo, hi);
		assert_non_null(strstr(cause, "expected a number"));
		free(cause);
		cause = NULL;
	}
}

/* What `table melee` shows: the book's layout, the rebuilt cells marked
 * and the footnote saying why. */
static void
test_spi_9_5_layout_marks_rebuilt_cells(void **state)
{
	struct buf b;
	const char *p;

	(void)state;
	buf_init(&b);
	chance_table_render(table("melee"), 100, &b);
	assert_non_null(strstr(b.s, "Melee CRT (§9.5)"));
	assert_non_null(strstr(b.s, "10 or 11"));
	/* the 1st line unmarked, the 4th line's +4 marked */
	p = strstr(b.s, "1st Line");
	assert_non_null(p);
	assert_null(memchr(p, '*', (size_t)(strchr(p, '\n') - p)));
	p = strstr(b.s, "4th Line");
	assert_non_null(p);
	assert_non_null(strstr(p, "23*"));
	assert_non_null(strstr(b.s, "\n* reconstructed: "));
	assert_non_null(strstr(b.s, "doc/reconstructions.md, T1"));
	buf_reset(&b);
	chance_table_render(table("army-morale"), 100, &b);
	assert_non_null(strstr(b.s, "41-50"));
	/* two reasons, each said once */
	assert_non_null(strstr(b.s, "0*1"));
	assert_non_null(strstr(b.s, "59*2"));
	assert_null(strstr(b.s, "*3"));
	buf_reset(&b);
	/* the unit morale columns' labels are long: numbered, and listed */
	chance_table_render(table("unit-morale"), 80, &b);
	assert_non_null(strstr(b.s, "morale points  1 "));
	assert_non_null(strstr(b.s, "\n5 all other units: 2nd or 1st\n"));
	buf_free(&b);
}

/* A table parsed from text: 0 when it loads, else the cause. */
static int
parse(const char *text, struct chance_table **t, char **cause)
{
	struct ydoc d;
	int rc;

	*t = NULL;
	if (ydoc_parse(&d, text, strlen(text), "t.yaml", cause) != 0) {
		ydoc_free(&d);
		return -1;
	}
	rc = chance_table_load_node(&d, d.root, t, cause);
	ydoc_free(&d);
	return rc;
}

static void
refused(const char *text, const char *where, const char *fragment)
{
	struct chance_table *t;
	char *cause = NULL;

	if (parse(text, &t, &cause) == 0)
		fail_msg("loaded: %s", text);
	if (strstr(cause, where) == NULL || strstr(cause, fragment) == NULL)
		fail_msg("expected %s ... %s, got: %s", where, fragment, cause);
	free(cause);
}

#define HEAD "name: x\nrows: {labels: [\"1\", \"2\"]}\n"

static void
test_chancetab_refusals(void **state)
{
	struct chance_table *t;
	char *cause = NULL;

	(void)state;
	/* a good one, for contrast, with a mapping label and an open row */
	assert_int_equal(parse("name: x\nrows: {labels: [\"1\", 2 or more]}\n"
	    "columns: {labels: [{label: Rout, value: 3}]}\n"
	    "cells: [[5], [100%]]\n", &t, &cause), 0);
	assert_int_equal(t->pct[1], 100);
	assert_int_equal(t->row[1].hi, CHANCE_OPEN_HI);
	chance_table_free(t);
	refused(HEAD "columns: {labels: [\"1\", \"0-2\"]}\ncells: [[1, 2], "
	    "[3, 4]]\n", "t.yaml:3:", "do not overlap");
	refused(HEAD "columns: {labels: [\"1\"]}\ncells: [[1]]\n",
	    "t.yaml:4:", "2 of them");
	refused(HEAD "columns: {labels: [\"1\"]}\ncells: [[1], [1, 2]]\n",
	    "t.yaml:4:", "list of 1 chances");
	refused(HEAD "columns: {labels: [\"1\"]}\ncells: [[1], [101]]\n",
	    "t.yaml:4:", "chance from 0% to 100%");
	refused(HEAD "columns: {labels: [Rout]}\ncells: [[1], [2]]\n",
	    "t.yaml:3:", "not a row or column label");
	refused(HEAD "columns: {labels: [\"1\"]}\ncells: [[1], [2]]\n"
	    "reconstructed: [{rows: \"3\", why: x}]\n", "t.yaml:5:",
	    "1 to 2");
	refused(HEAD "columns: {labels: [\"1\"]}\ncells: [[1], [2]]\n"
	    "reconstructed: [{rows: \"1\"}]\n", "t.yaml:5:", "why");
	refused(HEAD "columns: {labels: [{label: A, value: 1, rows: "
	    "[\"1\"]}]}\ncells: [[1], [2]]\n", "t.yaml:3:", "2 labels");
	refused(HEAD "columns: {labels: [\"1\"]}\ncells: [[1], [2]]\n"
	    "colour: red\n", "t.yaml:", "colour");
	refused("name: \"\"\nrows: {labels: [\"1\"]}\ncolumns: {labels: "
	    "[\"1\"]}\ncells: [[1]]\n", "t.yaml:1:", "name");
}

/* herald::chance -table: the cell read with the order's dice, told with
 * the table, the cell and "(reconstructed)" for a rebuilt one. */
static char dir[64];

static struct hooks *
load(const char *text)
{
	return test_hooks_load(dir, "table.tcl", text);
}

static const char procs[] =
    "proc melee {r c} { herald::chance -table melee $r $c \"Orleans "
    "attacks York\" }\n"
    "proc army {r c} {\n"
    "  set d [herald::chance -dict -table army-morale $r $c {}]\n"
    "  return [list [dict get $d happens] [dict get $d pct] "
    "[dict get $d reconstructed]]\n"
    "}\n";

static int
run(struct hooks *h, const char *proc, const char *r, const char *c,
    const char *kept, struct buf *narr, char **result, char **why)
{
	struct hook_env env = { gd, NULL, NULL, narr, NULL };
	struct rng rng;
	struct roller ro;
	struct roll script;
	const char *argv[] = { r, c };
	char *cause = NULL;
	int rc;

	buf_reset(narr);
	*result = *why = NULL;
	rng_seed(&rng, 1);
	memset(&ro, 0, sizeof ro);
	ro.rng = &rng;
	if (kept != NULL) {
		if (roll_deserialise(kept, &script, &cause) != 0)
			fail_msg("%s: %s", kept, cause);
		ro.script = &script;
		ro.nscript = 1;
		ro.replaying = 1;
		ro.manual = 1;
		env.ro = &ro;
	}
	rc = hooks_call(h, &env, proc, 2, argv, result, why);
	roller_reset_made(&ro);
	return rc;
}

static void
test_spi_9_23_herald_chance_table(void **state)
{
	struct hooks *h;
	struct buf narr;
	char *result, *why;

	(void)state;
	test_mkdtemp(dir, sizeof dir, "chancetab");
	h = load(procs);
	buf_init(&narr);
	/* §9.23: 23%, the book's roll of 17 */
	assert_int_equal(run(h, "melee", "4", "4", "pd100:1,7=17", &narr,
	    &result, &why), 0);
	assert_string_equal(result, "1");
	assert_string_equal(narr.s, "Orleans attacks York: Melee CRT (§9.5), "
	    "line 4, differential +4: 23% (reconstructed): tens 1, ones 7: "
	    "17, at or under 23 -> happens (physical, §9.5)\n");
	free(result);
	/* a printed cell says nothing of a reconstruction; the tens die
	 * alone decides at 18 (a 2: 20-29) */
	assert_int_equal(run(h, "melee", "1", "9", "p1d10z:2=2", &narr,
	    &result, &why), 0);
	assert_string_equal(result, "0");
	assert_string_equal(narr.s, "Orleans attacks York: Melee CRT (§9.5), "
	    "line 1, differential +9: 18%: tens 2 (20-29, all over 18) -> "
	    "does not happen (physical, §9.5)\n");
	free(result);
	/* §9.23: a 0 rolls no die, even where none may be rolled */
	assert_int_equal(run(h, "melee", "1", "3", NULL, &narr, &result,
	    &why), 0);
	assert_string_equal(result, "0");
	assert_non_null(strstr(narr.s, "0%: no dice"));
	free(result);
	/* the column by its key, the dict's reconstruction */
	assert_int_equal(run(h, "army", "3", "english", NULL, &narr, &result,
	    &why), 0);
	assert_string_equal(result, "0 0 {below the printed casualties no "
	    "line is printed: no chance (doc/reconstructions.md, T3)}");
	free(result);
	/* refusals: below 0 (§9.5's note), a table or column not there */
	assert_int_equal(run(h, "melee", "4", "-1", "p1d10z:1=1", &narr,
	    &result, &why), -1);
	assert_non_null(strstr(why, "has no differential -1"));
	free(why);
	free(result);
	assert_int_equal(run(h, "army", "3", "scots", NULL, &narr, &result,
	    &why), -1);
	assert_non_null(strstr(why, "has no army \"scots\""));
	free(why);
	free(result);
	assert_int_equal(run(h, "melee", "four", "4", NULL, &narr, &result,
	    &why), -1);
	assert_non_null(strstr(why, "expected the line as a number"));
	free(why);
	free(result);
	buf_free(&narr);
	hooks_free(h);
	test_rmtree(dir);
}

/* tiny (tests/data) with `tables:` given as decl and the Melee CRT in its
 * tables/ as melee.yaml: 0 when it loads, else the cause in *cause. */
static int
declared(const char *decl, struct gamedata **out, char **cause)
{
	char root[128], *cmd, *path, *text;
	FILE *f;
	int rc;

	test_mkdtemp(root, sizeof root, "chancegame");
	cmd = xprintf("mkdir -p '%s/scenarios' '%s/tables' && "
	    "cp -rL '%s/scenarios/tiny' '%s/scenarios/' && "
	    "cp -rL '%s/tables/tiny' '%s/tables/' && "
	    "cp '%s/tables/spi-agincourt/melee.yaml' '%s/tables/tiny/' && "
	    "sed -i 's/^tables: .*$/tables: %s/' "
	    "'%s/scenarios/tiny/game.yaml'", root, root, test_tinydir(),
	    root, test_tinydir(), root, test_datadir(), root, decl, root);
	assert_int_equal(system(cmd), 0);
	path = xprintf("%s/scenarios/tiny/game.yaml", root);
	f = fopen(path, "r");
	assert_non_null(f);
	text = xcalloc(1, 8192);
	assert_true(fread(text, 1, 8191, f) > 0);
	fclose(f);
	/* the sed took */
	if (strstr(text, "tables: {terrain: terrain.yaml, chance: ") == NULL)
		fail_msg("%s: %s", cmd, text);
	free(cmd);
	free(text);
	free(path);
	*out = NULL;
	rc = gamedata_load(root, "tiny", out, cause);
	test_rmtree(root);
	return rc;
}

/* Any game may declare tables of chances (tables: chance:); a second
 * table of one name, a path or a list that is no list is refused at the
 * game file's line and column. */
static void
test_chancetab_declared_by_any_game(void **state)
{
	struct gamedata *g;
	char *cause = NULL;

	(void)state;
	if (declared("{terrain: terrain.yaml, chance: [melee.yaml]}", &g,
	    &cause) != 0)
		fail_msg("%s", cause);
	assert_int_equal(g->nchance, 1);
	assert_non_null(chance_table_find(g, "melee"));
	assert_null(chance_table_find(g, "Melee"));
	gamedata_free(g);
	assert_int_equal(declared("{terrain: terrain.yaml, chance: "
	    "[melee.yaml, melee.yaml]}", &g, &cause), -1);
	assert_non_null(strstr(cause, "tiny/game.yaml:8:"));
	assert_non_null(strstr(cause, "a second table of chances named "
	    "\"melee\""));
	free(cause);
	cause = NULL;
	assert_int_equal(declared("{terrain: terrain.yaml, chance: "
	    "[..\\/melee.yaml]}", &g, &cause), -1);
	assert_non_null(strstr(cause, "expected a file name in tables/tiny/"));
	free(cause);
	cause = NULL;
	assert_int_equal(declared("{terrain: terrain.yaml, chance: "
	    "melee.yaml}", &g, &cause), -1);
	assert_non_null(strstr(cause, "chance"));
	free(cause);
	cause = NULL;
	assert_int_equal(declared("{terrain: terrain.yaml, chance: "
	    "[nosuch.yaml]}", &g, &cause), -1);
	assert_non_null(strstr(cause, "nosuch.yaml"));
	free(cause);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_spi_9_5_first_line_printed),
		cmocka_unit_test(test_spi_9_5_second_line_printed_cells),
		cmocka_unit_test(test_spi_9_23_line_4_differential_4_is_23),
		cmocka_unit_test(test_spi_9_5_two_column_shift),
		cmocka_unit_test(test_spi_9_5_columns_and_refusals),
		cmocka_unit_test(test_spi_9_5_layout_marks_rebuilt_cells),
		cmocka_unit_test(test_spi_10_4_printed_rows),
		cmocka_unit_test(test_spi_10_4_rebuilt_rows_5_to_10),
		cmocka_unit_test(test_spi_10_4_columns_named),
		cmocka_unit_test(test_spi_11_3_boundaries),
		cmocka_unit_test(test_spi_11_3_where),
		cmocka_unit_test(test_chancetab_labels),
		cmocka_unit_test(test_chancetab_refusals),
		cmocka_unit_test(test_chancetab_declared_by_any_game),
		cmocka_unit_test(test_spi_9_23_herald_chance_table),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
