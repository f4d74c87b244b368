/* test_yread: the bounded YAML reader (src/yread.c).  Every complaint
 * must say "file:line:col: " so that a game designer can find the
 * mistake; these tests check the exact place and the gist of the
 * message. */
#include "testutil.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "util.h"
#include "yread-int.h"

static void
parse_ok(struct ydoc *d, const char *text)
{
	char *cause = NULL;

	if (ydoc_parse(d, text, strlen(text), "t.yaml", &cause) != 0)
		fail_msg("parse failed: %s", cause ? cause : "?");
	assert_null(cause);
	assert_non_null(d->root);
}

/* Parses text expecting failure; the cause must start with prefix and
 * contain fragment. */
static void
parse_fails(const char *text, const char *prefix, const char *fragment)
{
	struct ydoc d;
	char *cause = NULL;

	if (ydoc_parse(&d, text, strlen(text), "t.yaml", &cause) == 0)
		fail_msg("accepted: %s", text);
	assert_null(d.root);
	assert_non_null(cause);
	if (strncmp(cause, prefix, strlen(prefix)) != 0 ||
	    strstr(cause, fragment) == NULL)
		fail_msg("expected \"%s...%s...\", got \"%s\"", prefix,
		    fragment, cause);
	free(cause);
	ydoc_free(&d);
}

static void
assert_at(const struct ynode *n, int line, int col)
{
	assert_non_null(n);
	if (n->line != line || n->col != col)
		fail_msg("expected %d:%d, got %d:%d", line, col, n->line,
		    n->col);
}

/* --- a good document ------------------------------------------------ */

static const char good[] =
    "game: agincourt\n"			/* 1 */
    "grid:\n"				/* 2 */
    "  columns: \"01-30\"\n"		/* 3 */
    "  rows: [1, 22, 3]\n"		/* 4 */
    "units:\n"				/* 5 */
    "  - {id: e01, af: 4}\n"		/* 6 */
    "  - id: e02\n"			/* 7 */
    "    af: 9\n";			/* 8 */

static void
test_ydoc_parse_builds_tree_with_positions(void **state)
{
	struct ydoc d;
	const struct ynode *r, *grid, *rows, *units, *u;

	(void)state;
	parse_ok(&d, good);
	assert_string_equal(d.file, "t.yaml");
	r = d.root;
	assert_int_equal(r->type, Y_MAP);
	assert_int_equal(r->n, 3);
	assert_string_equal(r->keys[0]->value, "game");
	assert_string_equal(r->keys[1]->value, "grid");
	assert_string_equal(r->keys[2]->value, "units");
	assert_at(r->keys[0], 1, 1);
	assert_at(r->keys[2], 5, 1);

	assert_int_equal(ymap_get(r, "game")->type, Y_SCALAR);
	assert_string_equal(ymap_get(r, "game")->value, "agincourt");
	assert_at(ymap_get(r, "game"), 1, 7);

	grid = ymap_get(r, "grid");
	assert_int_equal(grid->type, Y_MAP);
	assert_at(grid, 3, 3);
	assert_string_equal(ymap_get(grid, "columns")->value, "01-30");
	assert_at(ymap_get(grid, "columns"), 3, 12);	/* the quote */
	rows = ymap_get(grid, "rows");
	assert_int_equal(rows->type, Y_SEQ);
	assert_at(rows, 4, 9);
	assert_int_equal(rows->n, 3);
	assert_string_equal(rows->items[0]->value, "1");
	assert_string_equal(rows->items[1]->value, "22");
	assert_at(rows->items[1], 4, 13);
	assert_at(rows->items[2], 4, 17);

	units = ymap_get(r, "units");
	assert_int_equal(units->type, Y_SEQ);
	assert_int_equal(units->n, 2);
	u = units->items[0];
	assert_int_equal(u->type, Y_MAP);
	assert_at(u, 6, 5);
	assert_string_equal(ymap_get(u, "id")->value, "e01");
	assert_at(ymap_get(u, "af"), 6, 19);
	u = units->items[1];
	assert_int_equal(u->type, Y_MAP);
	assert_at(u, 7, 5);
	assert_at(u->keys[1], 8, 5);
	assert_string_equal(ymap_get(u, "af")->value, "9");
	assert_at(ymap_get(u, "af"), 8, 9);

	/* absent keys, and asking a non-mapping */
	assert_null(ymap_get(r, "map"));
	assert_null(ymap_get(rows, "1"));
	assert_null(ymap_get(NULL, "game"));
	ydoc_free(&d);
	assert_null(d.root);
	assert_null(d.file);
}

static void
test_ydoc_load_reads_file_and_names_it(void **state)
{
	char dir[] = "/tmp/test_yread.XXXXXX", *path, *cause = NULL;
	struct ydoc d;
	FILE *f;

	(void)state;
	assert_non_null(mkdtemp(dir));
	path = xprintf("%s/g.yaml", dir);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs(good, f);
	fputs("units: []\n", f);	/* line 9: a duplicate key */
	fclose(f);
	assert_int_equal(ydoc_load(&d, path, "game/g.yaml", &cause), -1);
	assert_non_null(cause);
	assert_string_equal(cause, "game/g.yaml:9:1: key \"units\" appears "
	    "twice");
	free(cause);
	ydoc_free(&d);

	f = fopen(path, "w");
	assert_non_null(f);
	fputs(good, f);
	fclose(f);
	cause = NULL;
	assert_int_equal(ydoc_load(&d, path, "game/g.yaml", &cause), 0);
	assert_null(cause);
	assert_string_equal(d.file, "game/g.yaml");
	assert_string_equal(ymap_get(d.root, "game")->value, "agincourt");
	ydoc_free(&d);
	unlink(path);
	free(path);

	/* a missing file and a directory are named as displayed */
	path = xprintf("%s/none.yaml", dir);
	assert_int_equal(ydoc_load(&d, path, "game/none.yaml", &cause), -1);
	assert_non_null(strstr(cause, "game/none.yaml: "));
	free(cause);
	ydoc_free(&d);
	free(path);
	assert_int_equal(ydoc_load(&d, dir, "game/", &cause), -1);
	assert_non_null(strstr(cause, "not a regular file"));
	free(cause);
	ydoc_free(&d);
	assert_int_equal(rmdir(dir), 0);
}

/* --- refused documents ---------------------------------------------- */

static void
test_malformed_yaml_names_line_and_col(void **state)
{
	(void)state;
	parse_fails("a: [1, 2\n", "t.yaml:2:1: ", "expected ',' or ']'");
	parse_fails("a: 1\n  b: 2\n", "t.yaml:2:4: ",
	    "mapping values are not allowed");
	parse_fails("a: 1\nb: \"open\n", "t.yaml:3:1: ", "quoted scalar");
	parse_fails("a: 1\n---\nb: 2\n", "t.yaml:2:1: ",
	    "one YAML document");
	parse_fails("? [a]\n: 1\n", "t.yaml:1:3: ", "plain key");
}

static void
test_anchors_refused(void **state)
{
	(void)state;
	parse_fails("a: &x 1\n", "t.yaml:1:4: ", "anchors are not allowed");
	parse_fails("a: 1\nb: &x [1]\n", "t.yaml:2:4: ",
	    "anchors are not allowed");
	parse_fails("a: 1\nb:\n  c: &m {d: 1}\n", "t.yaml:3:6: ",
	    "anchors are not allowed");
}

static void
test_aliases_refused(void **state)
{
	(void)state;
	parse_fails("a: 1\nb: *x\n", "t.yaml:2:4: ", "aliases are not allowed");
	parse_fails("a:\n  - 1\n  - *x\n", "t.yaml:3:5: ",
	    "aliases are not allowed");
}

static void
test_duplicate_keys_refused(void **state)
{
	(void)state;
	parse_fails("a: 1\na: 2\n", "t.yaml:2:1: ", "key \"a\" appears twice");
	parse_fails("a: {b: 1, b: 2}\n", "t.yaml:1:11: ",
	    "key \"b\" appears twice");
	parse_fails("u:\n  - {id: 1}\n  - id: 2\n    id: 3\n", "t.yaml:4:5: ",
	    "key \"id\" appears twice");
	/* the first repeat in document order is named, whatever the sort */
	parse_fails("z: 1\nb: 2\nz: 3\nb: 4\n", "t.yaml:3:1: ",
	    "key \"z\" appears twice");
}

/* A mapping of thousands of keys loads (the duplicate check sorts once
 * instead of scanning every earlier key), and a repeat among them is
 * still found at its line. */
static void
test_duplicate_keys_large_mapping(void **state)
{
	struct buf b;
	struct ydoc d;
	char *why = NULL;
	int i;

	(void)state;
	buf_init(&b);
	for (i = 0; i < YREAD_MAX_ITEMS; i++)
		buf_printf(&b, "k%05d: %d\n", (i * 7919) % YREAD_MAX_ITEMS, i);
	assert_int_equal(ydoc_parse(&d, b.s, b.len, "big.yaml", &why), 0);
	assert_int_equal(d.root->n, YREAD_MAX_ITEMS);
	ydoc_free(&d);
	buf_free(&b);
	buf_init(&b);
	for (i = 0; i < 3000; i++)
		buf_printf(&b, "k%05d: %d\n", i == 2500 ? 17 : i, i);
	assert_int_equal(ydoc_parse(&d, b.s, b.len, "big.yaml", &why), -1);
	assert_non_null(strstr(why, "big.yaml:2501:1: key \"k00017\" "
	    "appears twice"));
	free(why);
	ydoc_free(&d);
	buf_free(&b);
}

/* "a: {a: {a: ... 1}}" with k braces: the top mapping is level 1, the
 * braces levels 2..k+1, the innermost key and value level k+2. */
static char *
nested(int k)
{
	struct buf b;
	int i;

	buf_init(&b);
	buf_puts(&b, "a: ");
	for (i = 0; i < k; i++)
		buf_puts(&b, "{a: ");
	buf_puts(&b, "1");
	for (i = 0; i < k; i++)
		buf_puts(&b, "}");
	buf_puts(&b, "\n");
	return buf_steal(&b);
}

static void
test_nesting_deeper_than_max_depth_refused(void **state)
{
	struct ydoc d;
	const struct ynode *n;
	char *text, *cause = NULL, prefix[32];
	int levels;

	(void)state;
	/* YREAD_MAX_DEPTH levels: accepted, every level there */
	text = nested(YREAD_MAX_DEPTH - 2);
	parse_ok(&d, text);
	for (n = d.root, levels = 1; n->type == Y_MAP; levels++)
		n = ymap_get(n, "a");
	assert_int_equal(levels, YREAD_MAX_DEPTH);
	assert_string_equal(n->value, "1");
	ydoc_free(&d);
	free(text);

	/* one more: refused at the first node too deep, the innermost key */
	text = nested(YREAD_MAX_DEPTH - 1);
	snprintf(prefix, sizeof prefix, "t.yaml:1:%d: ",
	    (int)(strrchr(text, '{') - text) + 2);
	parse_fails(text, prefix, "nesting is too deep");
	free(text);

	/* far deeper, as sequences: refused, not a stack overflow */
	{
		struct buf b;
		int i;

		buf_init(&b);
		buf_puts(&b, "a: ");
		for (i = 0; i < 100000; i++)
			buf_puts(&b, "[");
		text = buf_steal(&b);
		assert_int_equal(ydoc_parse(&d, text, strlen(text), "t.yaml",
		    &cause), -1);
		assert_non_null(strstr(cause, "nesting is too deep"));
		assert_non_null(strstr(cause, "t.yaml:1:"));
		free(cause);
		ydoc_free(&d);
		free(text);
	}
}

static void
test_top_level_must_be_a_mapping(void **state)
{
	(void)state;
	parse_fails("- 1\n- 2\n", "t.yaml:1:1: ", "expected a mapping at the "
	    "top");
	parse_fails("just words\n", "t.yaml:1:1: ", "expected a mapping");
	parse_fails("", "t.yaml:1:1: ", "expected a mapping");
	parse_fails("# only a comment\n", "t.yaml:1:1: ", "expected a mapping");
}

static void
test_oversized_text_refused(void **state)
{
	struct ydoc d;
	char *big, *cause = NULL;
	size_t len = YREAD_MAX_BYTES + 1;

	(void)state;
	big = xmalloc(len + 1);
	memset(big, ' ', len);
	big[0] = 'a';
	big[1] = ':';
	big[len] = '\0';
	assert_int_equal(ydoc_parse(&d, big, len, "big.yaml", &cause), -1);
	assert_non_null(strstr(cause, "big.yaml: larger than"));
	free(cause);
	ydoc_free(&d);
	free(big);
}

/* --- schema checks -------------------------------------------------- */

static const struct yfield grid_fields[] = {
	{ "orientation", Y_SCALAR, 1 },
	{ "columns", Y_SCALAR, 1 },
	{ "rows", Y_SCALAR, 0 },
	{ "legend", Y_MAP, 0 },
	{ "marks", Y_SEQ, 0 },
	{ NULL, 0, 0 }
};

/* Runs ymap_check on the mapping under "grid" of text. */
static int
check_grid(const char *text, char **cause)
{
	struct ydoc d;
	int rc;

	parse_ok(&d, text);
	rc = ymap_check(&d, ymap_get(d.root, "grid"), grid_fields, "the grid",
	    cause);
	ydoc_free(&d);
	return rc;
}

static void
check_grid_fails(const char *text, const char *prefix, const char *fragment)
{
	char *cause = NULL;

	assert_int_equal(check_grid(text, &cause), -1);
	assert_non_null(cause);
	if (strncmp(cause, prefix, strlen(prefix)) != 0 ||
	    strstr(cause, fragment) == NULL)
		fail_msg("expected \"%s...%s...\", got \"%s\"", prefix,
		    fragment, cause);
	free(cause);
}

static void
test_ymap_check_accepts_known_keys(void **state)
{
	char *cause = NULL;

	(void)state;
	assert_int_equal(check_grid("grid:\n  orientation: flat\n"
	    "  columns: 01-30\n  legend: {a: b}\n  marks: [x]\n", &cause), 0);
	assert_int_equal(check_grid("grid: {columns: 1, orientation: flat}\n",
	    &cause), 0);
	assert_null(cause);
}

static void
test_ymap_check_unknown_key_lists_expected(void **state)
{
	(void)state;
	check_grid_fails("grid:\n  orientation: flat\n  colums: 01-30\n",
	    "t.yaml:3:3: ", "unknown key \"colums\" in the grid");
	check_grid_fails("grid:\n  orientation: flat\n  colums: 01-30\n",
	    "t.yaml:3:3: ",
	    "(expected one of: orientation, columns, rows, legend, marks)");
}

static void
test_ymap_check_wrong_type(void **state)
{
	(void)state;
	check_grid_fails("grid:\n  orientation: [flat]\n  columns: 1\n",
	    "t.yaml:2:16: ", "expected a value for \"orientation\"");
	check_grid_fails("grid:\n  orientation: flat\n  columns: 1\n"
	    "  legend: x\n", "t.yaml:4:11: ",
	    "expected a mapping for \"legend\"");
	check_grid_fails("grid:\n  orientation: flat\n  columns: 1\n"
	    "  marks:\n    a: 1\n", "t.yaml:5:5: ",
	    "expected a list for \"marks\"");
	check_grid_fails("grid: [1, 2]\n", "t.yaml:1:7: ",
	    "expected the grid as a mapping");
}

static void
test_ymap_check_missing_required_key(void **state)
{
	(void)state;
	/* at the mapping, which is where the key belongs */
	check_grid_fails("x: 1\ngrid:\n  orientation: flat\n  rows: 01-22\n",
	    "t.yaml:3:3: ", "the grid is missing the key \"columns\"");
	check_grid_fails("grid: {columns: 2}\n", "t.yaml:1:7: ",
	    "missing the key \"orientation\"");
}

/* --- values --------------------------------------------------------- */

static void
test_yint_range_and_form(void **state)
{
	static const char text[] =
	    "a: 5\n"
	    "b: 0\n"
	    "c: 10\n"
	    "d: 5x\n"
	    "e: ''\n"
	    "f: [5]\n"
	    "g: -3\n"
	    "h: 99999999999999999999999\n";
	struct ydoc d;
	long v = 0;
	char *cause = NULL;
	static const struct {
		const char *key, *prefix;
	} bad[] = {
		{ "b", "t.yaml:2:4: " }, { "c", "t.yaml:3:4: " },
		{ "d", "t.yaml:4:4: " }, { "e", "t.yaml:5:4: " },
		{ "f", "t.yaml:6:4: " }, { "g", "t.yaml:7:4: " },
		{ "h", "t.yaml:8:4: " },
	};
	size_t i;

	(void)state;
	parse_ok(&d, text);
	assert_int_equal(yint(&d, ymap_get(d.root, "a"), 1, 9, &v, &cause), 0);
	assert_int_equal(v, 5);
	assert_int_equal(yint(&d, ymap_get(d.root, "g"), -5, 5, &v, &cause),
	    0);
	assert_int_equal(v, -3);
	assert_null(cause);
	for (i = 0; i < nitems(bad); i++) {
		cause = NULL;
		v = 42;
		assert_int_equal(yint(&d, ymap_get(d.root, bad[i].key), 1, 9,
		    &v, &cause), -1);
		assert_int_equal(v, 42);
		assert_non_null(cause);
		if (strncmp(cause, bad[i].prefix, strlen(bad[i].prefix)) != 0 ||
		    strstr(cause, "expected a whole number from 1 to 9") ==
		    NULL)
			fail_msg("%s: got \"%s\"", bad[i].key, cause);
		free(cause);
	}
	/* no node at all: the file alone */
	assert_int_equal(yint(&d, NULL, 1, 9, &v, &cause), -1);
	assert_string_equal(cause, "t.yaml: expected a whole number from 1 "
	    "to 9");
	free(cause);
	ydoc_free(&d);
}

/* A scalar says whether it was quoted (its text then starts one column
 * after its mark, which a complaint about a part of it needs); the tree
 * lives in the document's arena and a large one reads whole. */
static void
test_quoted_scalars_and_a_large_tree(void **state)
{
	struct ydoc d;
	struct buf b;
	char *why = NULL;
	int i;

	(void)state;
	parse_ok(&d, "a: \"x | y\"\nb: x | y\nc: 'z'\nd: [p, \"q\"]\n");
	assert_int_equal(ymap_get(d.root, "a")->quoted, 1);
	assert_string_equal(ymap_get(d.root, "a")->value, "x | y");
	assert_int_equal(ymap_get(d.root, "b")->quoted, 0);
	assert_string_equal(ymap_get(d.root, "b")->value, "x | y");
	assert_int_equal(ymap_get(d.root, "c")->quoted, 1);
	assert_int_equal(ymap_get(d.root, "d")->items[0]->quoted, 0);
	assert_int_equal(ymap_get(d.root, "d")->items[1]->quoted, 1);
	assert_int_equal(d.root->keys[0]->quoted, 0);
	ydoc_free(&d);
	/* nested lists of many items, some values past an arena block */
	buf_init(&b);
	buf_puts(&b, "rows:\n");
	for (i = 0; i < 3000; i++)
		buf_printf(&b, "  - [%d, {k: v%d, l: [a, b]}]\n", i, i);
	buf_printf(&b, "long: \"");
	for (i = 0; i < 40000; i++)
		buf_puts(&b, "x");
	buf_puts(&b, "\"\n");
	assert_int_equal(ydoc_parse(&d, b.s, b.len, "big.yaml", &why), 0);
	assert_int_equal(ymap_get(d.root, "rows")->n, 3000);
	assert_string_equal(ymap_get(d.root, "rows")->items[2999]->items[1]->
	    vals[0]->value, "v2999");
	assert_int_equal(ymap_get(ymap_get(d.root, "rows")->items[17]->items[1],
	    "l")->n, 2);
	assert_int_equal(strlen(ymap_get(d.root, "long")->value), 40000);
	ydoc_free(&d);
	buf_free(&b);
}

static void
test_yscalar_and_yerr(void **state)
{
	struct ydoc d;
	const char *s = NULL;
	char *cause = NULL, *e;

	(void)state;
	parse_ok(&d, "name: Henry V\nlist:\n  - 1\n");
	assert_int_equal(yscalar(&d, ymap_get(d.root, "name"), "a name", &s,
	    &cause), 0);
	assert_string_equal(s, "Henry V");
	assert_int_equal(yscalar(&d, ymap_get(d.root, "list"), "a name", &s,
	    &cause), -1);
	assert_string_equal(cause, "t.yaml:3:3: expected a name as a value");
	free(cause);
	e = yerr(&d, ymap_get(d.root, "name"), "unit %s is %d hexes away",
	    "e01", 3);
	assert_string_equal(e, "t.yaml:1:7: unit e01 is 3 hexes away");
	free(e);
	e = yerr(&d, NULL, "no %s", "units");
	assert_string_equal(e, "t.yaml: no units");
	free(e);
	assert_string_equal(ytype_name(Y_SCALAR), "a value");
	assert_string_equal(ytype_name(Y_SEQ), "a list");
	assert_string_equal(ytype_name(Y_MAP), "a mapping");
	ydoc_free(&d);
}

/* Issue 10: the fast lane of src/yread.c (runs of one-line items read without
 * libyaml) reads every file as libyaml alone does.  Runs are looked for
 * in files of 32 KB and more, so each text here is padded past that. */

/* text after a list of 1,700 rows (a run itself) that makes it large */
static char *
padded(const char *text)
{
	struct buf b;
	int i;

	buf_init(&b);
	buf_puts(&b, "pad:\n");
	for (i = 0; i < 1700; i++)
		buf_printf(&b, "  - padding row %04d\n", i);
	buf_puts(&b, text);
	return buf_steal(&b);
}

static const struct ynode *
at(const struct ydoc *d, const char *key)
{
	const struct ynode *n = ymap_get(d->root, key);

	if (n == NULL)
		fail_msg("no key %s", key);
	return n;
}

/* pad's lines are 2 to 1701; text starts on line 1702 */
#define L0	1702

static void
test_fast_lane_runs_read_as_libyaml_reads_them(void **state)
{
	struct buf b;
	struct ydoc d;
	const struct ynode *n;
	char *text;
	int i;

	(void)state;
	buf_init(&b);
	buf_puts(&b, "rows:\n");			/* L0 */
	for (i = 0; i < 40; i++)			/* L0 + 1 .. 40 */
		buf_printf(&b, "  - r%04d | Red %d | red | 3\n", i, i);
	buf_puts(&b, "setup:\n");			/* L0 + 41 */
	for (i = 0; i < 40; i++)			/* L0 + 42 .. 81 */
		buf_printf(&b, "  r%04d: \"%03d101\"\n", i, i);
	buf_puts(&b, "block: |\n");			/* L0 + 82 */
	for (i = 0; i < 40; i++)			/* L0 + 83 .. 122 */
		buf_printf(&b, "    r%04d | # not a comment |  \n", i);
	buf_puts(&b, "end: 1\n");
	text = padded(b.s);
	buf_free(&b);
	parse_ok(&d, text);
	assert_int_equal(at(&d, "pad")->n, 1700);
	assert_string_equal(at(&d, "pad")->items[1699]->value,
	    "padding row 1699");
	n = at(&d, "rows");
	assert_int_equal(n->n, 40);
	assert_string_equal(n->items[30]->value, "r0030 | Red 30 | red | 3");
	assert_int_equal(n->items[30]->line, L0 + 31);
	assert_int_equal(n->items[30]->col, 5);
	assert_int_equal(n->items[30]->quoted, 0);
	n = at(&d, "setup");
	assert_int_equal(n->n, 40);
	assert_string_equal(n->keys[39]->value, "r0039");
	assert_int_equal(n->keys[39]->line, L0 + 81);
	assert_int_equal(n->keys[39]->col, 3);
	assert_string_equal(n->vals[39]->value, "039101");
	assert_int_equal(n->vals[39]->col, 10);
	assert_int_equal(n->vals[39]->quoted, 1);
	n = at(&d, "block");
	assert_int_equal(n->block, 1);
	assert_int_equal(n->line, L0 + 82);
	assert_int_equal(n->indent, 4);
	assert_int_equal(strlen(n->value), 40 * strlen("r0000 | # not a "
	    "comment |  \n"));
	assert_non_null(strstr(n->value, "r0039 | # not a comment |  \n"));
	assert_string_equal(at(&d, "end")->value, "1");
	assert_int_equal(at(&d, "end")->line, L0 + 123);
	ydoc_free(&d);
	free(text);
}

/* Lines that look like a run and are not one: libyaml's reading stands. */
static void
test_fast_lane_not_fooled(void **state)
{
	struct buf b;
	struct ydoc d;
	const struct ynode *n;
	char *text;
	int i;

	(void)state;
	buf_init(&b);
	/* a list's lines inside a literal block are its text */
	buf_puts(&b, "text: |\n");
	for (i = 0; i < 20; i++)
		buf_printf(&b, "  - item %d\n", i);
	/* the last row of a list continued on a deeper line */
	buf_puts(&b, "rows:\n");
	for (i = 0; i < 20; i++)
		buf_printf(&b, "  - row %d\n", i);
	buf_puts(&b, "    and more\n");
	/* a comment line within a quoted value is its text */
	buf_puts(&b, "quoted: \"a\n# b\n  c\"\n");
	/* a comment after a kept block is not a blank line of it */
	buf_puts(&b, "kept: |+\n  t\n# c\nlast: 1\n");
	text = padded(b.s);
	buf_free(&b);
	parse_ok(&d, text);
	n = at(&d, "text");
	assert_int_equal(n->type, Y_SCALAR);
	assert_non_null(strstr(n->value, "- item 19\n"));
	n = at(&d, "rows");
	assert_int_equal(n->n, 20);
	assert_string_equal(n->items[19]->value, "row 19 and more");
	assert_string_equal(at(&d, "quoted")->value, "a # b c");
	assert_string_equal(at(&d, "kept")->value, "t\n");
	ydoc_free(&d);
	free(text);
}

/* A mistake in or after a run is told at libyaml's place, or ours. */
static void
test_fast_lane_mistakes_keep_their_place(void **state)
{
	struct buf b;
	char *text;
	int i;

	(void)state;
	buf_init(&b);
	buf_puts(&b, "setup:\n");
	for (i = 0; i < 40; i++)
		buf_printf(&b, "  r%04d: \"%03d101\"\n", i == 30 ? 7 : i, i);
	text = padded(b.s);
	buf_free(&b);
	/* r0007 again, on the 31st line of the mapping */
	parse_fails(text, "t.yaml:1733:3:", "key \"r0007\" appears twice");
	free(text);
	buf_init(&b);
	buf_puts(&b, "rows:\n");
	for (i = 0; i < 40; i++)
		buf_printf(&b, "  - row %d\n", i);
	buf_puts(&b, "   bad: [\n");
	text = padded(b.s);
	buf_free(&b);
	parse_fails(text, "t.yaml:", "");
	free(text);
}

/* --- the fast lane against libyaml alone (task yfuzz) ----------------- */

static char same_why[256];

static int
same_tree(const struct ynode *a, const struct ynode *b)
{
	int i;

	if (a->type != b->type || a->line != b->line || a->col != b->col ||
	    a->quoted != b->quoted || a->block != b->block || a->n != b->n ||
	    a->indent != b->indent || (a->type == Y_SCALAR &&
	    strcmp(a->value, b->value) != 0)) {
		snprintf(same_why, sizeof same_why, "%d:%d differs from %d:%d",
		    a->line, a->col, b->line, b->col);
		return 0;
	}
	for (i = 0; i < a->n; i++)
		if (a->type == Y_SEQ ? !same_tree(a->items[i], b->items[i]) :
		    !same_tree(a->keys[i], b->keys[i]) ||
		    !same_tree(a->vals[i], b->vals[i]))
			return 0;
	return 1;
}

/* Reads text with the fast lane (from files of bytes on) and with
 * libyaml alone: the trees, or the complaints, must be the same. */
static void
both_ways(const char *text, size_t len, size_t bytes)
{
	struct ydoc f, s;
	char *cf = NULL, *cs = NULL;
	int rf, rs;

	yrun_bytes = bytes;
	rf = ydoc_parse(&f, text, len, "t.yaml", &cf);
	yrun_off = 1;
	rs = ydoc_parse(&s, text, len, "t.yaml", &cs);
	yrun_off = 0;
	yrun_bytes = YRUN_BYTES;
	if (rf != rs)
		fail_msg("fast lane %s, libyaml alone %s (%.60s...)",
		    cf ? cf : "reads it", cs ? cs : "reads it", text);
	if (rf != 0 && strcmp(cf, cs) != 0)
		fail_msg("fast lane \"%s\", libyaml alone \"%s\"", cf, cs);
	if (rf == 0 && !same_tree(f.root, s.root))
		fail_msg("trees differ: %s (%.60s...)", same_why, text);
	free(cf);
	free(cs);
	ydoc_free(&f);
	ydoc_free(&s);
}

/* A comment line that libyaml refuses (a control character, a byte that
 * is not UTF-8) is refused still: the fast lane empties only comments of
 * printable ASCII. */
static void
test_fast_lane_keeps_bad_comments(void **state)
{
	static const char *bad[] = {
		"a: 1\n# bad \001 here\nb: 2\n",
		"a: 1\n# bad \377 here\nb: 2\n",
		"a: 1\n  # \302\n",
	};
	static const char nul[] = "a: 1\n# nul \0 here\nb: 2\n";
	size_t i;

	(void)state;
	for (i = 0; i < sizeof bad / sizeof *bad; i++) {
		both_ways(bad[i], strlen(bad[i]), 0);
		both_ways(bad[i], strlen(bad[i]), YRUN_BYTES);
		parse_fails(bad[i], "t.yaml:", "");
	}
	both_ways(nul, sizeof nul - 1, 0);
	/* a good one of UTF-8 reads as before */
	both_ways("a: 1\n# caf\303\251\nb: 2\n", 18, 0);
}

/* The last line of a file, a comment without a newline, stays: libyaml
 * ends such a file on the line after it, and a key without a value at
 * the end takes its place from there (found by fuzz_yrun). */
static void
test_fast_lane_keeps_a_last_comment(void **state)
{
	static const char *text[] = {
		"t: |+\n  \n \n?\n\n# 1",
		"a: 1\n?\n# end",
		"a: 1\n? b\n  # end",
	};
	struct ydoc d;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof text / sizeof *text; i++)
		both_ways(text[i], strlen(text[i]), 0);
	parse_ok(&d, text[1]);
	assert_at(d.root->vals[1], 4, 1);
	ydoc_free(&d);
}

/* A UTF-16 file is libyaml's to read: its bytes are no lines. */
static void
test_fast_lane_leaves_utf16(void **state)
{
	/* "a: " U+0A23 "#x\n" "b: 2\n" in UTF-16LE: the byte 0x0a, half a
	 * character, then what looks like a comment line to the end of
	 * the line ("#x"), which libyaml reads as the value's */
	static const char le[] = "\377\376a\0:\0 \0\043\012#\0x\0\n\0"
	    "b\0:\0 \0" "2\0\n\0";
	struct buf b;
	int i;

	(void)state;
	both_ways(le, sizeof le - 1, 0);
	buf_init(&b);
	buf_printf(&b, "\377\376");
	for (i = 0; i < 9; i++)	/* a run, in UTF-16LE's bytes */
		buf_printf(&b, "\n- v%d", i);
	both_ways(b.s, b.len, 0);
	buf_free(&b);
}

/* A fixed-seed generator of texts of runs with their tricky neighbours,
 * each read both ways, from 0 bytes on and from YRUN_BYTES on. */
static unsigned long gen_seed = 20261201;

static unsigned
gen_rand(unsigned n)
{
	gen_seed = gen_seed * 6364136223846793005UL + 1442695040888963407UL;
	return (unsigned)(gen_seed >> 33) % n;
}

/* A text of runs (items, pairs, lines of a block) with tricky values
 * and lines among them; risky ones (that libyaml may refuse) only when
 * risky. */
static void
gen_text(struct buf *b, int lines, int risky)
{
	static const char *val[] = {
		"v", "a b", "x:y", "a #b", "a#b", "\"q\"", "\"a\\\"b\"",
		"\"\\x41\"", "\"\\u00e9\"", "caf\303\251", "a  ", "[1, 2]",
		"{a: 1}", "'s'", "!!str x", "-1", "\"trail \"", "\"a\\nb\"",
		"#c", "", "|", "|+", "|-", "|2", ">", "a\\b", "~", "x:",
		/* risky from here */
		"&a x", "*a", "a: b", "- x", " ", "\"open", "...", "a:",
		"x\001", "\"\\q\"", "@x",
	};
	static const char *odd[] = {
		"# comment", "", "#", "# caf\303\251",
		/* risky from here */
		"---", "...", "  cont", "- nested", "  - nested", "k: deeper",
		"e:", "-", "#\377", "# \001", "k: |", "dup: 1", "? x",
		"- k: v", "%YAML 1.1", "  text",
	};
	int i, ind = 0, kind = 0, n = 0, nv = risky ? (int)(sizeof val /
	    sizeof *val) : 28, no = risky ? (int)(sizeof odd / sizeof *odd) :
	    4;

	buf_printf(b, "top:\n");
	for (i = 0; i < lines; i++) {
		if (n-- <= 0) {	/* a new run, under a key of its own */
			ind = 2;
			kind = (int)gen_rand(3);
			n = (int)gen_rand(20);
			buf_printf(b, "%*ss%d:%s\n", ind, "", i, kind == 2 ?
			    " |" : "");
			/* a list under its key at the key's indentation */
			ind += (int)gen_rand(kind == 0 ? 2 : 1) * 2 +
			    (kind != 0) * 2;
			continue;
		}
		if (gen_rand(12) == 0) {
			/* in a block, its text */
			buf_printf(b, "%*s%s\n", (kind == 2) * ind +
			    (int)gen_rand(6), "", odd[gen_rand((unsigned)no)]);
			continue;
		}
		if (kind == 2)
			buf_printf(b, "%*stext %d%s\n", ind, "", i,
			    gen_rand(10) == 0 ? ": x # y" : "");
		else if (kind == 1)
			buf_printf(b, "%*sk%d: %s\n", ind, "", i, gen_rand(4) ?
			    "v" : val[gen_rand((unsigned)nv)]);
		else
			buf_printf(b, "%*s- %s\n", ind, "", gen_rand(4) ? "v" :
			    val[gen_rand((unsigned)nv)]);
	}
}

static void
test_fast_lane_generated_texts(void **state)
{
	static const char *ends[] = {
		"?\n# end", "? x\n  # end", "# end", "k9: |+\n\n# end",
		"- v\n# end", "e:\n# end", "...", "---\nb: 1",
	};
	struct buf b;
	int c;

	(void)state;
	for (c = 0; c < 300; c++) {
		buf_init(&b);
		gen_text(&b, 20 + (int)gen_rand(c % 10 == 0 ? 3000 : 200),
		    c % 3 == 0);
		if (gen_rand(5) == 0)	/* how a file may end */
			buf_printf(&b, "%s%s", ends[gen_rand(sizeof ends /
			    sizeof *ends)], gen_rand(2) ? "\n" : "");
		if (gen_rand(10) == 0 && b.len > 0)	/* no last newline */
			b.s[--b.len] = '\0';
		both_ways(b.s, b.len, 0);
		if (b.len >= YRUN_BYTES)
			both_ways(b.s, b.len, YRUN_BYTES);
		buf_free(&b);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_ydoc_parse_builds_tree_with_positions),
		cmocka_unit_test(test_ydoc_load_reads_file_and_names_it),
		cmocka_unit_test(test_malformed_yaml_names_line_and_col),
		cmocka_unit_test(test_anchors_refused),
		cmocka_unit_test(test_aliases_refused),
		cmocka_unit_test(test_duplicate_keys_refused),
		cmocka_unit_test(test_duplicate_keys_large_mapping),
		cmocka_unit_test(test_nesting_deeper_than_max_depth_refused),
		cmocka_unit_test(test_top_level_must_be_a_mapping),
		cmocka_unit_test(test_oversized_text_refused),
		cmocka_unit_test(test_ymap_check_accepts_known_keys),
		cmocka_unit_test(test_ymap_check_unknown_key_lists_expected),
		cmocka_unit_test(test_ymap_check_wrong_type),
		cmocka_unit_test(test_ymap_check_missing_required_key),
		cmocka_unit_test(test_yint_range_and_form),
		cmocka_unit_test(test_quoted_scalars_and_a_large_tree),
		cmocka_unit_test(test_yscalar_and_yerr),
		cmocka_unit_test(test_fast_lane_runs_read_as_libyaml_reads_them),
		cmocka_unit_test(test_fast_lane_not_fooled),
		cmocka_unit_test(test_fast_lane_mistakes_keep_their_place),
		cmocka_unit_test(test_fast_lane_keeps_bad_comments),
		cmocka_unit_test(test_fast_lane_keeps_a_last_comment),
		cmocka_unit_test(test_fast_lane_leaves_utf16),
		cmocka_unit_test(test_fast_lane_generated_texts),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
