/* test_marker: board markers (src/marker*.c) in the proving game of
 * tests/data: the loader of `markers:` with a located complaint for each
 * broken parameter, merging by the kind's rule (x1 + x2 = x3, apart by
 * side), the limits and checks of the orders, a marker that follows its
 * unit, and markers as part of the state (copy, compare). */
#include "testutil.h"

#include <string.h>

#include "board.h"
#include "complete.h"
#include "gamedata.h"
#include "marker.h"
#include "narrate.h"
#include "ruling.h"
#include "session.h"
#include "util.h"

static struct gamedata *gd;

static int
group_setup(void **state)
{
	char *cause = NULL;

	(void)state;
	if (gamedata_load(test_tinydir(), "proving", &gd, &cause) != 0) {
		fprintf(stderr, "proving: %s\n", cause ? cause : "?");
		free(cause);
		return -1;
	}
	return 0;
}

static int
group_teardown(void **state)
{
	(void)state;
	gamedata_free(gd);
	return 0;
}

static void
test_load(void **state)
{
	const struct marker_kind *k;
	char *why = NULL;

	(void)state;
	assert_int_equal(gd->nmarker_kinds, 3);
	k = &gd->marker_kinds[marker_kind_find(gd, "dead", &why)];
	assert_string_equal(k->name, "Dead");
	assert_int_equal(k->symbol, 'd');
	assert_int_equal(k->on, MARKER_ON_HEX);
	assert_int_equal(k->nattrs, 2);
	assert_int_equal(k->sum, 0);
	assert_int_equal(k->apart, 1u << 1);
	assert_int_equal(k->attrs[0].dflt, 1);
	assert_int_equal(k->attrs[1].dflt, MARKER_REQUIRED);
	k = &gd->marker_kinds[marker_kind_find(gd, "Pennant", &why)];
	assert_int_equal(k->on, MARKER_ON_UNIT);
	assert_int_equal(k->max, 1);
	assert_int_equal(k->sum, -1);
	k = &gd->marker_kinds[marker_kind_find(gd, "stakes", &why)];
	assert_int_equal(k->on, MARKER_ON_HEX | MARKER_ON_UNIT);
	assert_int_equal(k->cost2, 2);
	assert_true(k->blocks_los);
	assert_false(k->blocks_move);
	assert_int_equal(k->attrs[0].dflt, MARKER_NONE);
	assert_int_equal(marker_kind_find(gd, "deed", &why), -1);
	assert_non_null(strstr(why, "expected dead, pennant or stakes"));
	free(why);
}

static void
order_ok(struct state *st, int rc, struct ruling *out, char **why)
{
	(void)st;
	if (rc != 0)
		fail_msg("refused: %s", *why);
	ruling_free(out);
	ruling_init(out);
}

/* (the cause by address: it is set by the call among the arguments;
 * a refusal of marker.c's own is a record at the end of out, rendered
 * as the order's cause, narrate_refusal) */
static void
refused(struct ruling *out, int rc, char **why, const char *fragment)
{
	if (rc == 0)
		fail_msg("accepted (expected \"%s\")", fragment);
	if (*why == NULL)
		*why = narrate_refusal(gd, out);
	if (strstr(*why, fragment) == NULL)
		fail_msg("expected \"%s\", got \"%s\"", fragment, *why);
	free(*why);
	*why = NULL;
}

static char *
W(const char *s)
{
	return (char *)s;
}

/* 14.13-like merging: x1 + x2 = x3 in one hex, apart by side. */
static void
test_merge(void **state)
{
	struct state *st = state_new(gd, 1), *copy;
	struct ruling out;
	char *why = NULL, *a[2], *what = NULL;
	int id = 0;

	(void)state;
	ruling_init(&out);
	a[0] = W("size=1");
	a[1] = W("side=red");
	order_ok(st, marker_place_rec(st, "dead", "0404", 2, a, &id, &out,
	    &why), &out, &why);
	assert_int_equal(id, 1);
	a[0] = W("size=x2");
	order_ok(st, marker_place_rec(st, "dead", "0404", 2, a, &id, &out,
	    &why), &out, &why);
	assert_int_equal(id, 1);
	assert_int_equal(st->nmarkers, 1);
	assert_int_equal(st->markers[0].val[0], 3);
	/* another side's dead stand apart */
	a[1] = W("side=blue");
	assert_int_equal(marker_place_rec(st, "dead", "0404", 2, a, &id, &out,
	    &why), 0);
	assert_int_equal(id, 2);
	assert_int_equal(st->nmarkers, 2);
	ruling_free(&out);
	ruling_init(&out);
	/* a copy is the same game; a change makes it another */
	copy = state_copy(st);
	assert_true(state_equal(st, copy, &what));
	order_ok(copy, marker_move_rec(copy, "dead2", "0505", &out, &why), &out,
	    &why);
	assert_false(state_equal(st, copy, &what));
	assert_non_null(strstr(what, "marker"));
	free(what);
	/* moving red's x3 next to blue's x2 keeps them apart; a red x1
	 * moved onto the x3 merges into it and is gone */
	order_ok(copy, marker_move_rec(copy, "dead1", "0505", &out, &why), &out,
	    &why);
	assert_int_equal(copy->nmarkers, 2);
	a[0] = W("size=1");
	a[1] = W("side=red");
	order_ok(copy, marker_place_rec(copy, "dead", "0606", 2, a, &id, &out,
	    &why), &out, &why);
	assert_int_equal(id, 3);
	order_ok(copy, marker_move_rec(copy, "dead3", "0505", &out, &why), &out,
	    &why);
	assert_int_equal(copy->nmarkers, 2);
	assert_int_equal(copy->markers[0].val[0], 4);
	assert_int_equal(marker_find(copy, "dead3", &why), -1);
	free(why);
	why = NULL;
	order_ok(copy, marker_remove_rec(copy, "dead1", &out, &why), &out,
	    &why);
	assert_int_equal(copy->nmarkers, 1);
	/* the largest size is the kind's max */
	a[0] = W("size=20");
	a[1] = W("side=blue");
	refused(&out, marker_place_rec(copy, "dead", "0505", 2, a, NULL, &out,
	    &why), &why, "and 20 is the most");
	assert_int_equal(copy->markers[0].val[0], 2);
	state_free(copy);
	state_free(st);
	ruling_free(&out);
}

static void
test_refused(void **state)
{
	struct state *st = state_new(gd, 1);
	struct ruling out;
	char *why = NULL, *a[2];

	(void)state;
	ruling_init(&out);
	a[0] = W("side=red");
	refused(&out, marker_place_rec(st, "corpse", "0404", 1, a, NULL, &out,
	    &why), &why, "no marker kind \"corpse\" (expected dead, pennant or "
	    "stakes)");
	refused(&out, marker_place_rec(st, "dead", "0909", 1, a, NULL, &out,
	    &why), &why, "hex 0909 is off the map");
	refused(&out, marker_place_rec(st, "dead", "0404", 0, a, NULL, &out,
	    &why), &why, "needs side=VALUE");
	a[0] = W("side=green");
	refused(&out, marker_place_rec(st, "dead", "0404", 1, a, NULL, &out,
	    &why), &why, "side=green: expected a faction (red, blue)");
	a[0] = W("size=0");
	refused(&out, marker_place_rec(st, "dead", "0404", 1, a, NULL, &out,
	    &why), &why, "size=0: expected a whole number from 1 to 20");
	a[0] = W("colour=gold");
	refused(&out, marker_place_rec(st, "dead", "0404", 1, a, NULL, &out,
	    &why), &why, "expected size=VALUE or side=VALUE");
	refused(&out, marker_place_rec(st, "dead", "r1", 0, a, NULL, &out, &why),
	    &why, "stands in a hex (expected a hex");
	refused(&out, marker_place_rec(st, "pennant", "0404", 0, a, NULL, &out,
	    &why), &why, "goes with a unit");
	/* r1 is not on the map in a fresh state */
	refused(&out, marker_place_rec(st, "pennant", "r1", 0, a, NULL, &out,
	    &why), &why, "r1 is not on the map");
	refused(&out, marker_move_rec(st, "dead7", "0404", &out, &why), &why,
	    "no marker \"dead7\" on the board");
	assert_int_equal(st->nmarkers, 0);
	assert_int_equal(st->marker_next, 0);
	state_free(st);
	ruling_free(&out);
}

/* The one step an order made: its concept, and its text (narrate-marker.c)
 * rendered from the step alone. */
static const struct ruling_step *
told(struct ruling *r, enum ruling_concept c, const char *says)
{
	struct buf b;

	assert_int_equal(r->n, 1);
	assert_int_equal(r->step[0].concept, c);
	buf_init(&b);
	narrate_ruling(gd, r, &b);
	assert_string_equal(b.s, says);
	buf_free(&b);
	return &r->step[0];
}

/* The markers' orders as records (ruling.h RS_MARKER_*): the marker's
 * kind, number, values and place as numbers, merging (14.13-like,
 * x1 + x2 = x3) with what joined, and a marker with a unit off the map. */
static void
test_order_records(void **state)
{
	struct state *st = state_new(gd, 1);
	const struct ruling_step *s;
	struct ruling r;
	struct buf b;
	char *why = NULL, *a[2];
	int r1 = gd_unit_find(gd, "r1", &why);

	(void)state;
	ruling_init(&r);
	a[0] = W("size=1");
	a[1] = W("side=red");
	assert_int_equal(marker_place_rec(st, "dead", "0404", 2, a, NULL, &r,
	    &why), 0);
	s = told(&r, RS_MARKER_PLACED, "placed dead1: Dead x1 (side Red) in "
	    "0404\n");
	assert_int_equal(ruling_get(s, "kind", -1), marker_kind_find(gd,
	    "dead", &why));
	assert_int_equal(ruling_get(s, "id", -1), 1);
	assert_int_equal(ruling_nth(s, "val", 0), 1);
	assert_int_equal(ruling_get(s, "unit", 0), -1);
	assert_int_equal(ruling_get(s, "col", -1), 4);
	assert_int_equal(ruling_get(s, "row", -1), 4);
	assert_int_equal(ruling_get(s, "gone", -1), MARKER_GONE_NOT);
	ruling_free(&r);
	ruling_init(&r);
	a[0] = W("size=2");
	assert_int_equal(marker_place_rec(st, "dead", "0404", 2, a, NULL, &r,
	    &why), 0);
	s = told(&r, RS_MARKER_JOINS, "Dead x2 joins dead1: Dead x3 (side "
	    "Red) in 0404\n");
	assert_int_equal(ruling_get(s, "joined", 0), 2);
	assert_int_equal(ruling_nth(s, "val", 0), 3);
	ruling_free(&r);
	ruling_init(&r);
	a[0] = W("size=1");
	assert_int_equal(marker_place_rec(st, "dead", "0505", 2, a, NULL, NULL,
	    &why), 0);
	assert_int_equal(marker_move_rec(st, "dead2", "0404", &r, &why), 0);
	s = told(&r, RS_MARKER_JOINS, "dead2 moves and joins dead1: Dead x4 "
	    "(side Red) in 0404\n");
	assert_int_equal(ruling_get(s, "from_id", 0), 2);
	assert_int_equal(ruling_get(s, "id", 0), 1);
	ruling_free(&r);
	ruling_init(&r);
	/* in words (marker_place, marker_move), as the records render */
	buf_init(&b);
	assert_int_equal(marker_place(st, "dead", "0404", 2, a, NULL, &b,
	    &why), 0);
	assert_string_equal(b.s, "Dead x1 joins dead1: Dead x5 (side Red) in "
	    "0404\n");
	buf_reset(&b);
	assert_int_equal(marker_move(st, "dead1", "0505", &b, &why), 0);
	assert_string_equal(b.s, "moved dead1: Dead x5 (side Red) in 0505\n");
	buf_free(&b);
	/* with a unit, and the unit gone */
	assert_int_equal(board_place(st, r1, H(1, 7), 0, &why), 0);
	a[0] = W("colour=silver");
	assert_int_equal(marker_place_rec(st, "pennant", "r1", 1, a, NULL, &r,
	    &why), 0);
	s = told(&r, RS_MARKER_PLACED, "placed pennant3: Pennant (colour "
	    "silver) with r1 in 0107\n");
	assert_int_equal(ruling_get(s, "unit", -1), r1);
	ruling_free(&r);
	ruling_init(&r);
	board_set_on_map(st, r1, 0);
	assert_int_equal(marker_remove_rec(st, "pennant3", &r, &why), 0);
	s = told(&r, RS_MARKER_REMOVED, "removed pennant3: Pennant (colour "
	    "silver) with r1 (off the map)\n");
	assert_int_equal(ruling_get(s, "gone", -1), MARKER_GONE_OFF_MAP);
	assert_int_equal(ruling_count(s, "col"), 0);
	ruling_free(&r);
	state_free(st);
}

/* A marker with a unit goes where the unit goes; one per unit. */
static void
test_follows_unit(void **state)
{
	struct state *st = state_new(gd, 1);
	struct ruling out;
	struct hex h;
	char *why = NULL, *a[1];
	int r1 = gd_unit_find(gd, "r1", &why);

	(void)state;
	ruling_init(&out);
	assert_int_equal(board_place(st, r1, H(1, 7), 0, &why), 0);
	a[0] = W("colour=silver");
	order_ok(st, marker_place_rec(st, "pennant", "r1", 1, a, NULL, &out,
	    &why), &out, &why);
	refused(&out, marker_place_rec(st, "pennant", "r1", 0, a, NULL, &out,
	    &why), &why, "r1 already holds 1 Pennant marker, and 1 may be "
	    "there");
	board_set_hex(st, r1, H(2, 6));
	assert_true(marker_where(st, &st->markers[0], &h));
	assert_int_equal(h.col, 2);
	assert_int_equal(h.row, 6);
	assert_int_equal(marker_symbol(st, H(2, 6)), 'p');
	assert_int_equal(marker_symbol(st, H(1, 7)), '\0');
	/* stakes: carried by a unit, then planted in a hex */
	order_ok(st, marker_place_rec(st, "stakes", "r1", 0, a, NULL, &out,
	    &why), &out, &why);
	a[0] = W("state=implanted");
	order_ok(st, marker_move_rec(st, "stakes2", "0305", &out, &why), &out,
	    &why);
	order_ok(st, marker_set_rec(st, "stakes2", 1, a, &out, &why), &out,
	    &why);
	assert_int_equal(st->markers[1].val[1], 1);
	assert_int_equal(st->markers[1].unit, -1);
	/* what the stakes do to movement and line of sight there */
	assert_int_equal(marker_move_cost(st, H(3, 5), &why), 2);
	assert_int_equal(marker_move_cost(st, H(3, 4), &why), 0);
	assert_true(marker_blocks_los(st, H(3, 5)));
	assert_false(marker_blocks_los(st, H(2, 6)));
	gd->marker_kinds[st->markers[1].kind].blocks_move = 1;
	assert_int_equal(marker_move_cost(st, H(3, 5), &why), -1);
	gd->marker_kinds[st->markers[1].kind].blocks_move = 0;
	assert_non_null(strstr(why, "0305 holds stakes2 (Stakes), which no "
	    "unit may enter"));
	free(why);
	state_free(st);
	ruling_free(&out);
}

static int
offered(char **v, int n, const char *want)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(v[i], want) == 0)
			return 1;
	return 0;
}

/* Tab completion: kinds and labels after `marker place|move`, the
 * attributes' NAME= after the place. */
static void
test_completion(void **state)
{
	struct session s;
	struct buf out;
	char *why = NULL, *a[1], **v;
	int n;

	(void)state;
	session_init(&s, test_tinydir());
	buf_init(&out);
	assert_int_equal(session_new(&s, "proving", "basic", 1, NULL, &out,
	    &why), 0);
	a[0] = W("side=red");
	assert_int_equal(marker_place_rec(s.st, "dead", "0404", 1, a, NULL,
	    NULL, &why), 0);
	v = complete_candidates(&s, "marker move d", 12, "d", &n);
	assert_int_equal(n, 2);
	assert_true(offered(v, n, "dead"));
	assert_true(offered(v, n, "dead1"));
	words_free_argv(n, v);
	v = complete_candidates(&s, "marker place dead 0404 s", 23, "s", &n);
	assert_true(offered(v, n, "side="));
	assert_true(offered(v, n, "size="));
	assert_true(offered(v, n, "state="));
	words_free_argv(n, v);
	v = complete_candidates(&s, "marker p", 7, "p", &n);
	assert_true(offered(v, n, "place"));
	words_free_argv(n, v);
	buf_free(&out);
	session_free(&s);
}

/* --- broken copies of the proving game --- */

static char *
slurp(const char *path)
{
	FILE *f = fopen(path, "r");
	struct buf b;
	char chunk[4096];
	size_t n;

	assert_non_null(f);
	buf_init(&b);
	while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
		buf_add(&b, chunk, n);
	fclose(f);
	return buf_steal(&b);
}

/* Loads the proving game with the first `from` of its game.yaml replaced
 * by `to`; expects the load to fail at line:col of `at` (searched from the
 * replacement) saying fragment. */
static void
broken(const char *from, const char *to, const char *at,
    const char *fragment)
{
	struct gamedata *bad = NULL;
	char root[128], *cmd, *path, *text, *p, *q, *out, *cause = NULL;
	char prefix[256];
	int line = 1, col;
	FILE *f;

	test_mkdtemp(root, sizeof root, "marker");
	cmd = xprintf("mkdir -p '%s/scenarios' '%s/tables' && "
	    "cp -r '%s/scenarios/proving' '%s/scenarios/' && "
	    "cp -r '%s/tables/proving' '%s/tables/'", root, root,
	    test_tinydir(), root, test_tinydir(), root);
	assert_int_equal(system(cmd), 0);
	free(cmd);
	path = xprintf("%s/scenarios/proving/game.yaml", root);
	text = slurp(path);
	if ((p = strstr(text, from)) == NULL)
		fail_msg("%s not in the proving game.yaml", from);
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
	snprintf(prefix, sizeof prefix, "proving/game.yaml:%d:%d: ", line, col);
	if (gamedata_load(root, "proving", &bad, &cause) == 0) {
		gamedata_free(bad);
		fail_msg("the broken game loaded (expected %s%s)", prefix,
		    fragment);
	}
	if (strstr(cause, prefix) == NULL || strstr(cause, fragment) == NULL)
		fail_msg("expected \"%s...%s...\", got \"%s\"", prefix,
		    fragment, cause);
	free(cause);
	free(out);
	free(text);
	free(path);
	test_rmtree(root);
}

static void
test_load_broken(void **state)
{
	(void)state;
	broken("    symbol: d\n", "    symbl: d\n", "symbl",
	    "unknown key \"symbl\" in a marker kind");
	broken("    on: hex\n", "    on: table\n", "table",
	    "expected on: hex, unit, or [hex, unit]");
	broken("{type: number, min: 1, max: 20", "{type: numeral, min: 1, "
	    "max: 20", "numeral", "expected number, faction, direction or "
	    "choice");
	broken("min: 1, max: 20, default: 1", "min: 1, max: 20, default: 30",
	    "30", "expected a whole number from 1 to 20");
	broken("{merge: sum, attribute: size,", "{merge: sum, attribute: side,",
	    "side, apart", "expected a number attribute of the marker");
	broken("{merge: sum, attribute: size,", "{merge: add, attribute: size,",
	    "add", "expected merge: sum or none");
	broken("apart: [side]", "apart: [colour]", "colour]",
	    "expected an attribute of the marker other than the one summed");
	broken("{type: choice, values: [gold, silver]}", "{type: choice}",
	    "{type: choice}", "expected values: the words a choice may take");
	broken("  dead:\n    name: Dead", "  Dead:\n    name: Dead", "Dead:",
	    "expected a marker id of small letters");
	broken("{type: faction}", "{type: faction, default: green}", "green",
	    "expected a faction of the game or none");
	broken("      side: {type: faction}", "      hex: {type: faction}",
	    "hex:", "\"hex\" is a word of herald's own");
	broken("{move_cost: 1,", "{move_cost: 1, blocks: true,", "blocks:",
	    "unknown key");
}

/* A scenario's markers: checked against its set-up, each mistake at
 * its line. */
static void
scenario_broken(const char *item, const char *fragment)
{
	struct scenario *sc = NULL;
	char root[128], *cmd, *path, *cause = NULL;
	struct gamedata *g = NULL;
	FILE *f;

	test_mkdtemp(root, sizeof root, "marker-sc");
	cmd = xprintf("mkdir -p '%s/scenarios' '%s/tables' && "
	    "cp -r '%s/scenarios/proving' '%s/scenarios/' && "
	    "cp -r '%s/tables/proving' '%s/tables/'", root, root,
	    test_tinydir(), root, test_tinydir(), root);
	assert_int_equal(system(cmd), 0);
	free(cmd);
	path = xprintf("%s/scenarios/proving/bad.yaml", root);
	f = fopen(path, "w");
	assert_non_null(f);
	fprintf(f, "scenario: bad\ngame: proving\ntitle: Bad\nsetup:\n"
	    "  r1: 0107 n\nmarkers:\n  - pennant r1 colour=gold\n  - %s\n",
	    item);
	assert_int_equal(fclose(f), 0);
	if (gamedata_load(root, "proving", &g, &cause) != 0)
		fail_msg("%s", cause);
	if (scenario_load(g, "bad", &sc, &cause) == 0) {
		scenario_free(sc);
		fail_msg("the scenario loaded (expected %s)", fragment);
	}
	if (strstr(cause, "proving/bad.yaml:8:5: ") == NULL ||
	    strstr(cause, fragment) == NULL)
		fail_msg("expected \"bad.yaml:8:5: ...%s\", got \"%s\"",
		    fragment, cause);
	free(cause);
	gamedata_free(g);
	free(path);
	test_rmtree(root);
}

static void
test_scenario_markers(void **state)
{
	struct scenario *sc = NULL;
	struct state *st;
	char *why = NULL;

	(void)state;
	assert_int_equal(scenario_load(gd, "markers", &sc, &why), 0);
	assert_int_equal(sc->nmarkers, 2);
	st = state_new(gd, 1);
	assert_int_equal(board_setup(st, sc, &why), 0);
	assert_int_equal(st->nmarkers, 2);
	assert_int_equal(st->markers[0].unit, gd_unit_find(gd, "b1", &why));
	assert_int_equal(st->markers[1].hex.col, 6);
	state_free(st);
	scenario_free(sc);
	scenario_broken("stakes 0909", "hex 0909 is off the map");
	scenario_broken("pennant r2 colour=gold", "r2 is not on the map");
	scenario_broken("pennant r1", "r1 already holds 1 Pennant marker");
	scenario_broken("dead 0404", "a Dead marker needs side=VALUE");
	scenario_broken("dead", "expected KIND HEX|UNIT [NAME=VALUE]...");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_load),
		cmocka_unit_test(test_merge),
		cmocka_unit_test(test_refused),
		cmocka_unit_test(test_follows_unit),
		cmocka_unit_test(test_order_records),
		cmocka_unit_test(test_completion),
		cmocka_unit_test(test_scenario_markers),
		cmocka_unit_test(test_load_broken),
	};

	return cmocka_run_group_tests(tests, group_setup, group_teardown);
}
