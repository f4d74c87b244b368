/* test_move: the movement mechanism (src/move.c) on The Battle of
 * Agincourt, one test per rule section: §3, §4, §5.1, §7, §7.1, §7.2,
 * §7.3, §7.4 (Figure 4).  A refused move must leave the state exactly as
 * it was (DESIGN principle 5). */
#include "testutil.h"

#include <string.h>

#include "board.h"
#include "gamedata.h"
#include "hex.h"
#include "contact.h"
#include "move.h"
#include "util.h"

#define GAME "battle-of-agincourt"

#include "testgame.h"

static struct state *
fresh(int phase)
{
	struct state *st = state_new(gd, 1415);

	st->phase = phase;
	return st;
}

static int
place(struct state *st, const char *id, int col, int row, const char *face)
{
	char *cause = NULL;
	int u = U(id);

	if (board_place(st, u, H(col, row), face ? D(face) : -1, &cause) != 0)
		fail_msg("place %s: %s", id, cause ? cause : "?");
	return u;
}

static void
rout(struct state *st, int u)
{
	st->u[u].routed = 1;
	st->u[u].facing = -1;
}

static int
terrain_is(struct hex h, const char *id)
{
	const struct hexinfo *hi = gd_hex(gd, h);

	assert_non_null(hi);
	return strcmp(gd->terrain[hi->terrain].id, id) == 0;
}

/* Two states agree on everything a move could change. */
static void
assert_same_state(const struct state *a, const struct state *b)
{
	assert_int_equal(a->nunits, b->nunits);
	assert_memory_equal(a->u, b->u, sizeof *a->u * (size_t)a->nunits);
	assert_int_equal(a->phase, b->phase);
	assert_int_equal(a->turn, b->turn);
	assert_int_equal(opens_advance(a), opens_advance(b));
	assert_int_equal(opens_counter(a), opens_counter(b));
	assert_memory_equal(&a->rng, &b->rng, sizeof a->rng);
}

/* Moves along path; expects success. */
static void
move_ok(struct state *st, int u, const struct hex *path, int n)
{
	struct buf out;
	char *cause = NULL;

	buf_init(&out);
	if (move_along(st, u, path, n, &out, &cause) != 0)
		fail_msg("move %s: %s", gd->units[u].id, cause ? cause : "?");
	assert_null(cause);
	assert_true(out.len > 0);
	buf_free(&out);
}

/* Moves along path; expects a refusal that changes nothing, whose cause
 * contains want.  Returns nothing: the cause is checked here. */
static void
move_refused(struct state *st, int u, const struct hex *path, int n,
    const char *want)
{
	struct state *before = state_copy(st);
	struct buf out;
	char *cause = NULL;

	buf_init(&out);
	assert_int_equal(move_along(st, u, path, n, &out, &cause), -1);
	assert_non_null(cause);
	if (want != NULL && strstr(cause, want) == NULL)
		fail_msg("cause \"%s\" lacks \"%s\"", cause, want);
	assert_same_state(before, st);
	assert_int_equal(out.len, 0);
	free(cause);
	buf_free(&out);
	state_free(before);
}

static void
face_refused(struct state *st, int u, int dir, const char *want)
{
	struct state *before = state_copy(st);
	struct buf out;
	char *cause = NULL;

	buf_init(&out);
	assert_int_equal(move_face(st, u, dir, &out, &cause), -1);
	assert_non_null(cause);
	if (want != NULL && strstr(cause, want) == NULL)
		fail_msg("cause \"%s\" lacks \"%s\"", cause, want);
	assert_same_state(before, st);
	free(cause);
	buf_free(&out);
	state_free(before);
}

/* --- §7: one MF per hex, up to the MF ------------------------------- */

static void
test_s7_one_mf_per_hex_up_to_mf(void **state)
{
	struct state *st = fresh(4);	/* French movement */
	int f11 = place(st, "f11", 15, 10, "s");	/* men-at-arms, MF 3 */
	int mf = gd->units[f11].stat[gd_stat(gd, "mf")];
	struct hex four[4] = { H(15, 11), H(15, 12), H(15, 13), H(15, 14) };
	struct hex two[2] = { H(15, 11), H(15, 12) };
	struct hex one[1] = { H(15, 13) }, more[1] = { H(15, 14) };

	(void)state;
	assert_int_equal(mf, 3);
	/* four hexes is one more than its MF: refused whole, at step 4 */
	move_refused(st, f11, four, 4, "step 4");
	assert_true(hex_eq(st->u[f11].hex, H(15, 10)));
	/* two now, one more later in the phase: 3 MF in all */
	move_ok(st, f11, two, 2);
	assert_true(hex_eq(st->u[f11].hex, H(15, 12)));
	assert_int_equal(st->u[f11].mf_spent, 2 * 2);	/* half points */
	move_ok(st, f11, one, 1);
	assert_int_equal(st->u[f11].mf_spent, 2 * 3);
	assert_true(hex_eq(st->u[f11].hex, H(15, 13)));
	/* nothing is left for a fourth hex */
	move_refused(st, f11, more, 1, "MF");
	/* hexes are entered one at a time: no jumping */
	{
		int f12 = place(st, "f12", 17, 10, "s");
		struct hex jump[1] = { H(17, 12) };

		move_refused(st, f12, jump, 1, "not next to");
		/* a path must name at least one hex */
		move_refused(st, f12, jump, 0, NULL);
	}
	state_free(st);
}

/* --- §5.1: only into front hexes; facing is kept --------------------- */

static void
test_s5_1_moves_only_into_front_hexes_facing_kept(void **state)
{
	struct state *st = fresh(4);
	int f11 = place(st, "f11", 15, 10, "s");
	struct hex at = H(15, 10);
	struct hex back[1], left[1], right[1], sw[1], se[1];

	(void)state;
	back[0] = hex_neighbour(&gd->grid, at, D("n"));	/* rear */
	left[0] = hex_neighbour(&gd->grid, at, D("ne"));	/* flank */
	right[0] = hex_neighbour(&gd->grid, at, D("nw"));	/* flank */
	move_refused(st, f11, back, 1, "front");
	move_refused(st, f11, left, 1, "§5.1");
	move_refused(st, f11, right, 1, "§5.1");
	/* front-right (sw for a unit facing south) then front-left (se):
	 * allowed, and the unit still faces south */
	sw[0] = hex_neighbour(&gd->grid, at, D("sw"));
	move_ok(st, f11, sw, 1);
	assert_int_equal(st->u[f11].facing, D("s"));
	se[0] = hex_neighbour(&gd->grid, sw[0], D("se"));
	move_ok(st, f11, se, 1);
	assert_int_equal(st->u[f11].facing, D("s"));
	assert_true(hex_eq(st->u[f11].hex, H(15, 11)));
	/* a hexside that was front before is judged by the kept facing:
	 * north is still the rear after the two steps */
	back[0] = hex_neighbour(&gd->grid, st->u[f11].hex, D("n"));
	move_refused(st, f11, back, 1, "front");
	state_free(st);
}

/* --- §7.1: woods only for archers ------------------------------------ */

static void
test_s7_1_woods_only_for_archers(void **state)
{
	struct state *st = fresh(4);
	int f11 = place(st, "f11", 4, 10, "s");		/* men-at-arms */
	int f37 = place(st, "f37", 5, 11, "sw");	/* cavalry */
	int f29 = place(st, "f29", 4, 9, "s");		/* archers */
	int f12 = U("f12");
	struct hex woods[1] = { H(4, 11) };
	struct hex arch[2] = { H(4, 10), H(4, 11) };
	char *cause = NULL;

	(void)state;
	assert_true(terrain_is(H(4, 10), "clear"));
	assert_true(terrain_is(H(4, 11), "woods"));
	assert_true(terrain_is(H(5, 11), "clear"));
	assert_true(hex_eq(hex_neighbour(&gd->grid, H(5, 11), D("sw")),
	    H(4, 11)));
	move_refused(st, f11, woods, 1, "§7.1");
	move_refused(st, f37, woods, 1, "§7.1");
	/* nor may a non-archer be set down in woods */
	assert_int_equal(board_place(st, f12, H(4, 12), D("s"), &cause), -1);
	assert_non_null(cause);
	free(cause);
	cause = NULL;
	assert_false(st->u[f12].on_map);
	/* the archer may not pass through the men-at-arms in 0410 */
	move_refused(st, f29, arch, 2, "occupied");
	assert_int_equal(board_remove(st, f11, &cause), 0);
	/* but enters the woods once the way is clear */
	move_ok(st, f29, arch, 2);
	assert_true(hex_eq(st->u[f29].hex, H(4, 11)));
	state_free(st);
}

/* --- §3, §7.2: no entering an occupied hex, even in passing ---------- */

static void
test_s3_s7_2_no_entering_occupied_hexes_regicide_passes(void **state)
{
	struct state *st = fresh(4);
	int f11 = place(st, "f11", 15, 10, "s");
	int f12 = place(st, "f12", 15, 11, "s");	/* friend in the way */
	int f10 = place(st, "f10", 17, 10, "s");	/* the Regicide, MF 5 */
	int e06 = place(st, "e06", 17, 11, "n");	/* enemy in the way */
	struct hex through[2] = { H(15, 11), H(15, 12) };
	struct hex onto[1] = { H(15, 11) };
	struct hex over[2] = { H(17, 11), H(17, 12) };
	struct hex ends_on[1] = { H(17, 11) };

	(void)state;
	move_refused(st, f11, through, 2, "occupied");
	move_refused(st, f11, onto, 1, "occupied");
	/* an enemy blocks as much as a friend */
	{
		int f13 = place(st, "f13", 17, 9, "s");

		move_refused(st, f13, (struct hex[]){ H(17, 10) }, 1,
		    "occupied");
	}
	/* the Regicide may not end on a unit ... */
	move_refused(st, f10, ends_on, 1, "§7.2");
	/* ... but passes over friend and foe alike */
	move_ok(st, f10, over, 2);
	assert_true(hex_eq(st->u[f10].hex, H(17, 12)));
	assert_true(hex_eq(st->u[e06].hex, H(17, 11)));
	assert_true(st->u[e06].on_map);
	/* and over a friend (f12 in 1511) */
	{
		struct state *s2 = fresh(4);
		int r = place(s2, "f10", 15, 10, "s");

		place(s2, "f12", 15, 11, "s");
		move_ok(s2, r, through, 2);
		assert_true(hex_eq(s2->u[r].hex, H(15, 12)));
		state_free(s2);
	}
	(void)f12;
	state_free(st);
}

/* --- §4: routed units do not move of their own volition ------------- */

static void
test_s4_routed_units_may_not_move(void **state)
{
	struct state *st = fresh(4);
	int f11 = place(st, "f11", 15, 10, "s");
	struct hex path[1] = { H(15, 9) };

	(void)state;
	rout(st, f11);
	/* even toward its own edge */
	move_refused(st, f11, path, 1, "§4");
	face_refused(st, f11, D("n"), "routed");
	assert_true(st->u[f11].routed);
	assert_int_equal(st->u[f11].facing, -1);
	state_free(st);
}

/* --- §7.3: facing takes the whole move ------------------------------- */

static void
test_s7_3_facing_takes_whole_move(void **state)
{
	struct state *st = fresh(4);
	int f11 = place(st, "f11", 15, 10, "s");
	int f12 = place(st, "f12", 17, 10, "s");
	struct buf out;
	char *cause = NULL;
	struct hex fwd[1] = { H(15, 9) }, step[1] = { H(17, 11) };

	(void)state;
	buf_init(&out);
	/* any of the six directions: here straight about */
	assert_int_equal(move_face(st, f11, D("n"), &out, &cause), 0);
	assert_null(cause);
	assert_int_equal(st->u[f11].facing, D("n"));
	assert_true(st->u[f11].faced);
	/* no move after facing, even into what is now its front */
	move_refused(st, f11, fwd, 1, "§7.3");
	/* nor a second turn */
	face_refused(st, f11, D("se"), "§7.3");
	assert_int_equal(st->u[f11].facing, D("n"));
	/* no facing after moving */
	move_ok(st, f12, step, 1);
	face_refused(st, f12, D("n"), "§7.3");
	assert_int_equal(st->u[f12].facing, D("s"));
	buf_free(&out);
	state_free(st);
}

/* --- §7.4, Figure 4: the cavalry charge ------------------------------ */

/* The English line of Figures 4 and 6: 1115, 1215, 1315. */
static void
english_line(struct state *st)
{
	place(st, "e18", 11, 15, "n");
	place(st, "e06", 12, 15, "n");
	place(st, "e07", 13, 15, "n");
}

static void
test_s7_4_charge_exactly_3_straight_next_to_enemy(void **state)
{
	struct state *st = fresh(4);
	int f37;
	struct hex straight[3] = { H(12, 12), H(12, 13), H(12, 14) };
	struct hex bent[3] = { H(12, 12), H(12, 13), H(11, 14) };

	(void)state;
	/* Figure 4: 1211 to 1214, next to 1215: a charge */
	english_line(st);
	f37 = place(st, "f37", 12, 11, "s");
	assert_false(contact_adjacent_enemy(st, f37));
	move_ok(st, f37, straight, 3);
	assert_true(contact_adjacent_enemy(st, f37));
	assert_true(st->u[f37].charged);
	state_free(st);

	/* Figure 4: via 1114 is not a straight line: no charge */
	st = fresh(4);
	english_line(st);
	f37 = place(st, "f37", 12, 11, "s");
	move_ok(st, f37, bent, 3);
	assert_true(hex_eq(st->u[f37].hex, H(11, 14)));
	assert_true(contact_adjacent_enemy(st, f37));
	assert_false(st->u[f37].charged);
	state_free(st);

	/* four hexes straight (1210 to 1214) is not exactly three */
	st = fresh(4);
	english_line(st);
	f37 = place(st, "f37", 12, 10, "s");
	move_ok(st, f37, (struct hex[]){ H(12, 11), H(12, 12), H(12, 13),
	    H(12, 14) }, 4);
	assert_false(st->u[f37].charged);
	state_free(st);

	/* two hexes straight (1212 to 1214) is not three either */
	st = fresh(4);
	english_line(st);
	f37 = place(st, "f37", 12, 12, "s");
	move_ok(st, f37, (struct hex[]){ H(12, 13), H(12, 14) }, 2);
	assert_false(st->u[f37].charged);
	state_free(st);

	/* three straight but not ending next to an enemy */
	st = fresh(4);
	english_line(st);
	f37 = place(st, "f37", 12, 9, "s");
	move_ok(st, f37, (struct hex[]){ H(12, 10), H(12, 11), H(12, 12) },
	    3);
	assert_false(contact_adjacent_enemy(st, f37));
	assert_false(st->u[f37].charged);
	state_free(st);

	/* three straight in two orders of the same phase is still three */
	st = fresh(4);
	english_line(st);
	f37 = place(st, "f37", 12, 11, "s");
	move_ok(st, f37, straight, 1);
	move_ok(st, f37, straight + 1, 2);
	assert_true(st->u[f37].charged);
	state_free(st);

	/* only cavalry charges: men-at-arms on the Figure 4 run do not */
	st = fresh(4);
	english_line(st);
	{
		int f11 = place(st, "f11", 12, 11, "s");

		move_ok(st, f11, straight, 3);
		assert_true(contact_adjacent_enemy(st, f11));
		assert_false(st->u[f11].charged);
	}
	state_free(st);
}

/* --- §7.2: moving next to an enemy does not stop a unit ------------- */

static void
test_s7_2_adjacent_enemy_does_not_stop_movement(void **state)
{
	struct state *st = fresh(4);
	int f37 = place(st, "f37", 14, 11, "s");	/* MF 6 */
	struct hex path[4] = { H(14, 12), H(14, 13), H(14, 14), H(13, 15) };

	(void)state;
	english_line(st);	/* e07 in 1315 */
	/* 1414 is next to 1315; it may go on past the enemy, as long as
	 * it does not enter it */
	move_refused(st, f37, path, 4, "occupied");
	path[3] = hex_neighbour(&gd->grid, H(14, 14), D("se"));
	move_ok(st, f37, path, 4);
	assert_true(hex_eq(st->u[f37].hex, path[3]));
	assert_int_equal(st->u[f37].mf_spent, 2 * 4);
	state_free(st);
}

/* --- §7: a refused move changes nothing ------------------------------ */

static void
test_s7_refused_move_changes_nothing(void **state)
{
	struct state *st = fresh(4);
	int f37 = place(st, "f37", 12, 11, "s");
	struct hex path[4] = { H(12, 12), H(12, 13), H(12, 14), H(12, 15) };
	struct hex ok1[1] = { H(12, 12) };

	(void)state;
	english_line(st);
	/* three good steps then an occupied hex: none of it happens, not
	 * even the first three, and no charge is recorded */
	move_refused(st, f37, path, 4, "step 4");
	assert_true(hex_eq(st->u[f37].hex, H(12, 11)));
	assert_int_equal(st->u[f37].mf_spent, 0);
	assert_int_equal(st->u[f37].moved, 0);
	assert_false(st->u[f37].charged);
	/* off the map */
	{
		int f11 = place(st, "f11", 20, 1, "n");

		move_refused(st, f11, (struct hex[]){ H(20, 0) }, 1,
		    "not on the map");
	}
	/* a unit not on the map */
	{
		int f12 = U("f12");

		move_refused(st, f12, ok1, 1, "not on the map");
	}
	state_free(st);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_s7_one_mf_per_hex_up_to_mf),
		cmocka_unit_test(test_s5_1_moves_only_into_front_hexes_facing_kept),
		cmocka_unit_test(test_s7_1_woods_only_for_archers),
		cmocka_unit_test(test_s3_s7_2_no_entering_occupied_hexes_regicide_passes),
		cmocka_unit_test(test_s4_routed_units_may_not_move),
		cmocka_unit_test(test_s7_3_facing_takes_whole_move),
		cmocka_unit_test(test_s7_4_charge_exactly_3_straight_next_to_enemy),
		cmocka_unit_test(test_s7_2_adjacent_enemy_does_not_stop_movement),
		cmocka_unit_test(test_s7_refused_move_changes_nothing),
	};

	return cmocka_run_group_tests(tests, group_setup, group_teardown);
}
