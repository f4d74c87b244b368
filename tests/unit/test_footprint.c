/* test_footprint: vertex facing and units on two hexes
 * (src/footprint-facing.c, src/footprint.c, src/move-footprint.c, the
 * footprint half of src/hexindex.c and src/board.c) on the
 * proving-vertex game of tests/data.  Expected
 * hexes come from the adjacency rule of a flat-topped grid with even
 * columns low (an even column c touches rows r and r+1 of columns c-1
 * and c+1, an odd one rows r-1 and r), worked by hand, not from the
 * code under test. */
#include "testutil.h"

#include <stdio.h>
#include <string.h>

#include "board.h"
#include "combat.h"
#include "footprint.h"
#include "move.h"
#include "util.h"

static struct gamedata *gd;

static int
setup(void **state)
{
	char *why = NULL;

	(void)state;
	if (gamedata_load(test_tinydir(), "proving-vertex", &gd, &why) != 0)
		fail_msg("%s", why);
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	gamedata_free(gd);
	return 0;
}

static void
assert_hex(struct hex got, int col, int row)
{
	if (got.col != col || got.row != row)
		fail_msg("expected %02d%02d, got %02d%02d", col, row, got.col,
		    got.row);
}

static int
has_hex(const struct hex *h, int n, int col, int row)
{
	int i;

	for (i = 0; i < n; i++)
		if (h[i].col == col && h[i].row == row)
			return 1;
	return 0;
}

static void
test_vertex_names(void **state)
{
	static const char *flat[] = { "nne", "e", "sse", "ssw", "w", "nnw" };
	/* pointy: hexside 0 is the upper right (ne), so vertex 0, between
	 * it and e, bears 60 degrees */
	static const char *pointy[] = { "ene", "ese", "s", "wsw", "wnw", "n" };
	/* north to the left: hexside 0 (the top) is east, vertex 0 ese */
	static const char *left[] = { "ese", "s", "wsw", "wnw", "n", "ene" };
	struct grid g;
	int v;

	(void)state;
	grid_init(&g, HEX_FLAT, 1, NORTH_UP);
	for (v = 0; v < HEX_DIRS; v++) {
		assert_string_equal(hex_vertex_name(&g, v), flat[v]);
		assert_int_equal(hex_vertex_parse(&g, flat[v]), v);
	}
	/* by its two hexsides, either way round */
	assert_int_equal(hex_vertex_parse(&g, "n-ne"), 0);
	assert_int_equal(hex_vertex_parse(&g, "ne-n"), 0);
	assert_int_equal(hex_vertex_parse(&g, "nw-n"), 5);
	assert_int_equal(hex_vertex_parse(&g, "n-se"), -1);
	assert_int_equal(hex_vertex_parse(&g, "n"), -1);
	grid_init(&g, HEX_POINTY, 1, NORTH_UP);
	for (v = 0; v < HEX_DIRS; v++)
		assert_string_equal(hex_vertex_name(&g, v), pointy[v]);
	/* the SPI map: north toward lower column numbers (the page's left) */
	grid_init(&g, HEX_FLAT, 1, NORTH_LEFT);
	for (v = 0; v < HEX_DIRS; v++)
		assert_string_equal(hex_vertex_name(&g, v), left[v]);
}

static void
test_vertex_neighbours(void **state)
{
	struct grid g;
	struct hex out[2];

	(void)state;
	grid_init(&g, HEX_FLAT, 1, NORTH_UP);
	hex_vertex_neighbours(&g, H(4, 4), 0, out);
	assert_hex(out[0], 4, 3);
	assert_hex(out[1], 5, 4);
	hex_vertex_neighbours(&g, H(4, 4), 1, out);
	assert_hex(out[0], 5, 4);
	assert_hex(out[1], 5, 5);
	hex_vertex_neighbours(&g, H(5, 5), 5, out);	/* odd column */
	assert_hex(out[0], 4, 4);
	assert_hex(out[1], 5, 4);
}

static void
test_front_hexes(void **state)
{
	struct state *st = state_new(gd, 1);
	struct hex fr[6];
	char *why = NULL;
	int r1 = gd_unit_find(gd, "r1", &why);
	int w1 = gd_unit_find(gd, "w1", &why);
	int n;

	(void)state;
	assert_int_equal(gd->facing_kind, FACING_VERTEX);
	assert_int_equal(footprint_size(gd, r1), 1);
	assert_int_equal(footprint_size(gd, w1), 2);
	/* one hex facing nne: its two front hexes share the vertex */
	assert_int_equal(board_place(st, r1, H(2, 7), 0, &why), 0);
	n = footprint_facing_front_hexes(st, r1, fr);
	assert_int_equal(n, 2);
	assert_true(has_hex(fr, n, 2, 6) && has_hex(fr, n, 3, 7));
	/* two hexes facing nne, the second on its right (se of 0406) */
	assert_int_equal(board_place(st, w1, H(4, 6), 0, &why), 0);
	assert_hex(st->u[w1].hex2, 5, 7);
	n = footprint_facing_front_hexes(st, w1, fr);
	assert_int_equal(n, 3);
	assert_true(has_hex(fr, n, 4, 5) && has_hex(fr, n, 5, 6) &&
	    has_hex(fr, n, 6, 6));
	state_free(st);
}

static void
test_occupancy_contact(void **state)
{
	struct state *st = state_new(gd, 1);
	char *why = NULL, *what = NULL;
	int w1 = gd_unit_find(gd, "w1", &why);
	int b1 = gd_unit_find(gd, "b1", &why);
	struct state *copy;

	(void)state;
	assert_int_equal(board_place(st, w1, H(4, 6), 0, &why), 0);
	assert_int_equal(board_unit_at(st, H(5, 7)), w1);
	assert_int_equal(board_unit_at(st, H(4, 6)), w1);
	/* its second hex is full */
	assert_int_not_equal(board_place(st, b1, H(5, 7), 3, &why), 0);
	free(why);
	why = NULL;
	/* next to the second hex only: in contact, range 1 */
	assert_int_equal(board_place(st, b1, H(6, 7), 3, &why), 0);
	assert_true(board_contact(st, w1, b1));
	assert_int_equal(footprint_distance(st, w1, b1), 1);
	assert_int_equal(board_place(st, b1, H(6, 8), 3, &why), 0);
	assert_false(board_contact(st, w1, b1));
	assert_int_equal(footprint_distance(st, w1, b1), 2);
	assert_int_equal(board_index_check(st, &what), 0);
	copy = state_copy(st);
	assert_true(state_equal(st, copy, &what));
	board_remove(st, w1, &why);
	assert_int_equal(board_unit_at(st, H(5, 7)), -1);
	assert_int_equal(board_index_check(st, &what), 0);
	assert_false(state_equal(st, copy, &what));
	free(what);
	state_free(copy);
	state_free(st);
}

static void
test_move_turn_pivot(void **state)
{
	struct state *st = state_new(gd, 1);
	struct buf out;
	struct hex path[1];
	char *why = NULL, *what = NULL;
	int w1 = gd_unit_find(gd, "w1", &why);

	(void)state;
	buf_init(&out);
	assert_int_equal(board_place(st, w1, H(4, 6), 0, &why), 0);
	/* forward: both halves step north */
	path[0] = H(4, 5);
	if (move_along(st, w1, path, 1, &out, &why) != 0)
		fail_msg("%s", why);
	assert_hex(st->u[w1].hex, 4, 5);
	assert_hex(st->u[w1].hex2, 5, 6);
	assert_int_equal(st->u[w1].mf_spent, 2);
	/* not beside it, not behind */
	path[0] = H(4, 6);
	assert_int_not_equal(move_along(st, w1, path, 1, &out, &why), 0);
	free(why);
	why = NULL;
	/* in place: only the opposite vertex (one round is a pivot) */
	assert_int_not_equal(move_face(st, w1, 2, &out, &why), 0);
	free(why);
	why = NULL;
	assert_int_equal(move_face(st, w1, 3, &out, &why), 0);
	assert_int_equal(st->u[w1].facing, 3);
	assert_hex(st->u[w1].hex, 4, 5);
	assert_int_equal(st->u[w1].mf_spent, 4);
	assert_int_equal(move_face(st, w1, 0, &out, &why), 0);
	/* pivot about the left half: the right half enters 0505, the hex
	 * in front of the centre, and it faces one vertex anticlockwise */
	st->u[w1].mf_spent = 0;
	if (move_foot_pivot(st, w1, H(4, 5), &out, &why) != 0)
		fail_msg("%s", why);
	assert_hex(st->u[w1].hex, 4, 5);
	assert_hex(st->u[w1].hex2, 5, 5);
	assert_int_equal(st->u[w1].facing, 5);
	assert_int_equal(st->u[w1].mf_spent, 2);
	assert_int_equal(board_unit_at(st, H(5, 6)), -1);
	assert_int_equal(board_unit_at(st, H(5, 5)), w1);
	/* and about its other half: the first half swings to the front */
	if (move_foot_pivot(st, w1, H(5, 5), &out, &why) != 0)
		fail_msg("%s", why);
	assert_hex(st->u[w1].hex, 4, 4);
	assert_hex(st->u[w1].hex2, 5, 5);
	assert_int_equal(st->u[w1].facing, 0);
	/* face one vertex round is the same pivot: clockwise (e) about the
	 * right half 0505, the left half entering 0504 */
	if (move_face(st, w1, 1, &out, &why) != 0)
		fail_msg("%s", why);
	assert_hex(st->u[w1].hex, 5, 4);
	assert_hex(st->u[w1].hex2, 5, 5);
	assert_int_equal(st->u[w1].facing, 1);
	/* two vertices round: neither a pivot nor a turn about */
	assert_int_not_equal(move_face(st, w1, 3, &out, &why), 0);
	free(why);
	why = NULL;
	assert_int_equal(board_index_check(st, &what), 0);
	buf_free(&out);
	state_free(st);
}

/* The hex index against a scan, through random placements, moves,
 * turns and removals of every unit (seeded: the same every run). */
static void
test_random_index(void **state)
{
	struct state *st = state_new(gd, 1), *copy;
	struct buf out;
	struct hex path[1];
	unsigned x = 12345;
	char *why = NULL, *what = NULL;
	int i, u, k, n, w1 = gd_unit_find(gd, "w1", &why), w1_done = 0;

	(void)state;
	buf_init(&out);
	for (i = 0; i < 2000; i++) {
		x = x * 1103515245u + 12345u;
		u = (int)((x >> 16) % (unsigned)gd->nunits);
		k = (int)((x >> 8) % 4u);
		st->u[u].mf_spent = 0;
		if (k == 0)
			n = board_place(st, u, H(1 + (int)((x >> 3) % 8u),
			    1 + (int)((x >> 11) % 8u)), (int)((x >> 5) % 6u),
			    &why);
		else if (k == 1) {
			path[0] = hex_neighbour(&gd->grid, st->u[u].hex,
			    (int)((x >> 5) % 6u));
			n = move_along(st, u, path, 1, &out, &why);
		} else if (k == 2)
			n = move_face(st, u, (int)((x >> 5) % 6u), &out, &why);
		else
			n = board_remove(st, u, &why);
		if (n == 0 && u == w1 && k < 3)
			w1_done++;
		free(why);
		why = NULL;
		if (board_index_check(st, &what) != 0)
			fail_msg("order %d: %s", i, what);
		/* no two units in a hex: one unit per hex */
		for (k = 0; k < gd->nunits; k++) {
			struct hex fp[2];
			int m = footprint_hexes(st, k, fp), j;

			for (j = 0; j < m; j++)
				assert_int_equal(board_unit_at(st, fp[j]), k);
		}
		buf_reset(&out);
	}
	/* the two-hex unit was placed, moved and turned many times */
	assert_true(w1_done > 50);
	copy = state_copy(st);
	assert_true(state_equal(st, copy, &what));
	state_free(copy);
	buf_free(&out);
	state_free(st);
}

/* A copy of the proving-vertex game with its footprints block replaced,
 * loaded from a scratch directory: the complaint, or NULL. */
static char *
load_with(const char *facing, const char *footprints)
{
	char dir[64], *cmd, *path, *why = NULL, line[512];
	struct gamedata *g = NULL;
	FILE *in, *out;
	int skip = 0;

	test_mkdtemp(dir, sizeof dir, "footprint");
	cmd = xprintf("mkdir -p %s/scenarios/proving-vertex %s/tables && "
	    "cp -r %s/tables/proving-vertex %s/tables/ && "
	    "cp %s/scenarios/proving-vertex/basic.yaml "
	    "%s/scenarios/proving-vertex/", dir, dir, test_tinydir(), dir,
	    test_tinydir(), dir);
	assert_int_equal(system(cmd), 0);
	free(cmd);
	path = xprintf("%s/scenarios/proving-vertex/game.yaml",
	    test_tinydir());
	assert_non_null(in = fopen(path, "r"));
	free(path);
	path = xprintf("%s/scenarios/proving-vertex/game.yaml", dir);
	assert_non_null(out = fopen(path, "w"));
	free(path);
	while (fgets(line, sizeof line, in) != NULL) {
		if (strncmp(line, "facing:", 7) == 0) {
			fprintf(out, "facing: %s\n", facing);
			continue;
		}
		if (strncmp(line, "footprints:", 11) == 0) {
			fprintf(out, "%s", footprints);
			skip = 1;
			continue;
		}
		if (skip && line[0] == ' ')
			continue;
		skip = 0;
		fputs(line, out);
	}
	fclose(in);
	fclose(out);
	if (gamedata_load(dir, "proving-vertex", &g, &why) == 0) {
		gamedata_free(g);
		why = NULL;
	}
	test_rmtree(dir);
	return why;
}

static void
expect_refusal(const char *facing, const char *footprints, const char *what)
{
	char *why = load_with(facing, footprints);

	if (why == NULL || strstr(why, what) == NULL)
		fail_msg("expected \"%s\", got \"%s\"", what,
		    why ? why : "(loaded)");
	free(why);
}

/* Fire and mêlée against a unit on two hexes see its second hex
 * (combat-odds.c): b2 (range 3, its MP) in 0807 is 4 hexes from w1's
 * first hex 0406 and 3 from its second 0507. */
static void
test_combat_footprint(void **state)
{
	struct state *st = state_new(gd, 1);
	char *why = NULL;
	int w1 = gd_unit_find(gd, "w1", &why);
	int b1 = gd_unit_find(gd, "b1", &why);
	int b2 = gd_unit_find(gd, "b2", &why);
	struct attack at;

	(void)state;
	memset(&at, 0, sizeof at);
	assert_int_equal(board_place(st, w1, H(4, 6), 0, &why), 0);
	assert_int_equal(board_place(st, b2, H(8, 7), 4, &why), 0);
	at.kind = KIND_MISSILE;
	at.att[0] = b2;
	at.natt = 1;
	at.def = w1;
	if (combat_check(st, &at, &why) != 0)
		fail_msg("%s", why);
	assert_true(combat_has_target(st, b2));
	/* facing e, its front hexes are 0906 and 0907: w1 is behind */
	assert_int_equal(board_place(st, b2, H(8, 7), 1, &why), 0);
	assert_int_not_equal(combat_check(st, &at, &why), 0);
	free(why);
	why = NULL;
	assert_false(combat_has_target(st, b2));
	/* b1 in 0606 is next to the second hex only; facing w its front
	 * is 0506 and 0507 */
	board_remove(st, b2, &why);
	assert_int_equal(board_place(st, b1, H(6, 6), 4, &why), 0);
	at.kind = KIND_MELEE;
	at.att[0] = b1;
	if (combat_check(st, &at, &why) != 0)
		fail_msg("%s", why);
	state_free(st);
}

/* A footprints block with its section and these keys. */
#define FP(keys)	"footprints: {section: \"5.2\"" keys "}\n"

static void
test_loader(void **state)
{
	char *why;

	(void)state;
	/* the game as it is loads */
	why = load_with("vertex", FP(", types: {battle: left}"));
	assert_null(why);
	expect_refusal("corner", FP(""), "expected none, hexside or vertex");
	/* behind is for a hexside facing; beside for a vertex */
	expect_refusal("vertex", FP(", types: {battle: behind}"),
	    "expected left or right");
	why = load_with("hexside", FP(", types: {battle: behind}"));
	assert_null(why);
	expect_refusal("vertex", FP(", types: {knights: right}"),
	    "expected a unit type of the game");
	expect_refusal("vertex", FP(", units: {zz9: right}"), "zz9");
	expect_refusal("vertex", FP(", step_cost: most"), "expected dearer");
	expect_refusal("vertex", FP(", pivot_cost: lots"), "pivot_cost");
	expect_refusal("vertex", FP(", wheel: 1"), "wheel");
	/* issue 12: every ruling of a two-hex unit cites the block's
	 * section (proving-vertex gives "5.2") */
	expect_refusal("vertex", "footprints: {types: {battle: left}}\n",
	    "missing the key \"section\": two-hex units' rulings cite");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_vertex_names),
		cmocka_unit_test(test_vertex_neighbours),
		cmocka_unit_test(test_front_hexes),
		cmocka_unit_test(test_occupancy_contact),
		cmocka_unit_test(test_move_turn_pivot),
		cmocka_unit_test(test_random_index),
		cmocka_unit_test(test_combat_footprint),
		cmocka_unit_test(test_loader),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
