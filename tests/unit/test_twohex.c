/* test_twohex: units on two hexes and facing kinds in combat, the
 * advance, the charge and zones of control: footprint_side (the answer
 * of combat_side), footprint_steps_into, zoc_in_enemy and the charge
 * judged as a pair's move ends, commanders in a pair's second hex and
 * footstep_may_follow, and a marker carried by a pair, on the
 * proving-vertex, proving-twohex and proving-pivot games of
 * tests/data.  Expected hexes and sides are worked by hand from the
 * adjacency of a flat-topped grid with even columns low (an even column
 * c touches rows r and r+1 of columns c-1 and c+1, an odd one rows r-1
 * and r) and the numbering of sides in footprint.h, not from the code
 * under test. */
#include "testutil.h"

#include <string.h>

#include "baggage.h"
#include "board.h"
#include "charge.h"
#include "combat.h"
#include "commanders.h"
#include "contact.h"
#include "footprint.h"
#include "marker.h"
#include "move.h"
#include "ruling.h"
#include "util.h"
#include "zoc.h"

static struct gamedata *
load(const char *game)
{
	struct gamedata *gd;
	char *why = NULL;

	if (gamedata_load(test_tinydir(), game, &gd, &why) != 0)
		fail_msg("%s", why);
	return gd;
}

static int
unit(const struct gamedata *gd, const char *id)
{
	char *why = NULL;
	int u = gd_unit_find(gd, id, &why);

	if (u < 0)
		fail_msg("%s", why);
	return u;
}

static void
place(struct state *st, int u, struct hex h, int facing)
{
	char *why = NULL;

	if (board_place(st, u, h, facing, &why) != 0)
		fail_msg("%s", why);
}

static void
assert_hex(struct hex got, int col, int row)
{
	if (got.col != col || got.row != row)
		fail_msg("expected %02d%02d, got %02d%02d", col, row, got.col,
		    got.row);
}

/* A one-hex unit facing vertex nne (0, between hexsides n and ne): its
 * two front hexsides are its front left and front right, se and nw its
 * flanks, s and sw both its rear. */
static void
test_side_vertex(void **state)
{
	static const struct { int col, row, side; } from[] = {
		{ 4, 3, 5 }, { 5, 4, 1 }, { 5, 5, 2 }, { 4, 5, 3 },
		{ 3, 5, 3 }, { 3, 4, 4 }
	};
	struct gamedata *gd = load("proving-vertex");
	struct state *st = state_new(gd, 1);
	int b1 = unit(gd, "b1"), r1 = unit(gd, "r1"), w1 = unit(gd, "w1");
	int i, dir;
	struct hex over;

	(void)state;
	place(st, b1, H(4, 4), 0);
	for (i = 0; i < (int)nitems(from); i++) {
		place(st, r1, H(from[i].col, from[i].row), 3);
		assert_int_equal(combat_side(st, r1, b1), from[i].side);
	}
	/* from afar, straight up from below (0406, through 0405): the s
	 * hexside, the rear */
	place(st, r1, H(4, 6), 0);
	assert_int_equal(footprint_side(st, r1, b1, &over, &dir), 3);
	assert_hex(over, 4, 4);
	assert_int_equal(dir, 3);
	assert_int_equal(footprint_facing_side_of(gd, 0, 3), 3);
	assert_int_equal(footprint_facing_side_of(gd, -1, 3), -1);

	/* w1 on 0406 and, on its right, 0507, facing nne */
	board_remove(st, b1, NULL);
	board_remove(st, r1, NULL);
	place(st, w1, H(4, 6), 0);
	assert_hex(st->u[w1].hex2, 5, 7);
	/* 0508, behind the second hex only: the rear */
	place(st, r1, H(5, 8), 0);
	assert_int_equal(combat_side(st, r1, w1), 3);
	assert_int_equal(footprint_side(st, r1, w1, &over, NULL), 3);
	assert_hex(over, 5, 7);
	/* 0506, in front of the centre: front right of the first, front
	 * left of the second; the first found of the two as near the rear */
	place(st, r1, H(5, 6), 3);
	assert_int_equal(combat_side(st, r1, w1), 1);
	/* 0607, the second's right flank (se) */
	place(st, r1, H(6, 7), 4);
	assert_int_equal(combat_side(st, r1, w1), 2);
	/* no facing: no side */
	st->u[w1].facing = -1;
	assert_int_equal(combat_side(st, r1, w1), -1);
	state_free(st);
	gamedata_free(gd);
}

/* Hexside facing, the proving-twohex game's w2 on 0603 and, back beside
 * it on its right, 0503, facing s; then the same counter as a column
 * (its second hex behind). */
static void
test_side_hexside(void **state)
{
	static const struct { int col, row, side; } from[] = {
		{ 5, 2, 3 },	/* behind the second hex: its rear */
		{ 4, 2, 2 },	/* beside the second: its right flank */
		{ 6, 2, 3 },	/* the first's rear, the second's flank */
		{ 5, 4, 1 },	/* front right of the first, front of the
				   second */
		{ 4, 3, 1 },	/* the second's front right */
		{ 7, 4, 5 }	/* the first's front left */
	};
	struct gamedata *gd = load("proving-twohex");
	struct state *st = state_new(gd, 1);
	int w2 = unit(gd, "w2"), r1 = unit(gd, "r1"), w1 = unit(gd, "w1");
	int i;

	(void)state;
	place(st, w2, H(6, 3), 3);
	assert_hex(st->u[w2].hex2, 5, 3);
	for (i = 0; i < (int)nitems(from); i++) {
		place(st, r1, H(from[i].col, from[i].row), 0);
		assert_int_equal(combat_side(st, r1, w2), from[i].side);
	}
	/* a two-hex attacker, w1 on 0602+0502 facing s: its hexes touch
	 * w2's rear (0602 behind 0603) and the second's rear (0502) */
	board_remove(st, r1, NULL);
	place(st, w1, H(6, 2), 3);
	assert_hex(st->u[w1].hex2, 5, 2);
	assert_int_equal(combat_side(st, w1, w2), 3);
	/* as a column facing n on 0404+0405: 0505, beside its middle, is
	 * the first's right flank and the second's front right: a flank */
	board_remove(st, w1, NULL);
	gd->footprint.second[w2] = 3;
	place(st, w2, H(4, 4), 0);
	assert_hex(st->u[w2].hex2, 4, 5);
	place(st, r1, H(5, 5), 4);
	assert_int_equal(combat_side(st, r1, w2), 2);
	/* behind it, 0406: the rear */
	place(st, r1, H(4, 6), 0);
	assert_int_equal(combat_side(st, r1, w2), 3);
	state_free(st);
	gamedata_free(gd);
}

/* The ways a pair steps into a hex (the advance) and the zones of
 * control it is in. */
static void
test_steps_zoc(void **state)
{
	struct gamedata *gd = load("proving-twohex");
	struct state *st = state_new(gd, 1);
	int w1 = unit(gd, "w1"), w2 = unit(gd, "w2"), r1 = unit(gd, "r1");
	struct footstep w[2];
	struct hex fp[2];

	(void)state;
	/* w1 on 0406+0507 facing n: 0606 touches only its second hex */
	place(st, w1, H(4, 6), 0);
	assert_int_equal(footprint_steps_into(st, w1, H(6, 6), w), 1);
	assert_int_equal(w[0].half, 1);
	assert_int_equal(w[0].dir, 1);
	assert_hex(w[0].at[0], 5, 6);
	assert_hex(w[0].at[1], 6, 6);
	/* 0506 touches both: the first stepping ne, the second n */
	assert_int_equal(footprint_steps_into(st, w1, H(5, 6), w), 2);
	assert_int_equal(w[0].half, 0);
	assert_hex(w[0].at[0], 5, 6);
	assert_hex(w[0].at[1], 6, 6);
	assert_int_equal(w[1].half, 1);
	assert_hex(w[1].at[0], 4, 5);
	assert_hex(w[1].at[1], 5, 6);
	/* 0803: touches neither */
	assert_int_equal(footprint_steps_into(st, w1, H(8, 3), w), 0);
	/* one hex: one way, both entries the hex */
	place(st, r1, H(1, 7), 0);
	assert_int_equal(footprint_steps_into(st, r1, H(1, 6), w), 1);
	assert_hex(w[0].at[0], 1, 6);
	assert_hex(w[0].at[1], 1, 6);

	/* zones: w2 on 0603+0503; w1 on 0301+0401 reaches 0502 and 0402 */
	place(st, w2, H(6, 3), 3);
	place(st, w1, H(3, 1), 0);
	/* w2's first hex in 0602 would bring its second to 0502 */
	assert_true(zoc_in_enemy(st, w2, H(6, 2)));
	fp[0] = H(6, 2);
	assert_false(zoc_hexes_in(st, w2, fp, 1));
	fp[1] = H(5, 2);
	assert_true(zoc_hexes_in(st, w2, fp, 2));
	assert_false(zoc_in_enemy(st, w2, H(7, 3)));
	/* and a unit on two hexes exerts its zone from its second: 0403
	 * is next to w2's 0503 only */
	assert_true(zoc_in_enemy(st, r1, H(4, 3)));
	assert_false(zoc_in_enemy(st, r1, H(4, 4)));
	/* w2 is in r1's zone when either hex is: r1 in 0402 touches
	 * 0503 */
	place(st, r1, H(4, 2), 0);
	assert_true(zoc_in_enemy(st, w2, st->u[w2].hex));
	state_free(st);
	gamedata_free(gd);
}

/* The charge judged as a move ends (charge_after_move), for a pair: the
 * proving-twohex charge is judged at the attack, so the test counts
 * hexes itself (hexes: 2). */
static void
test_charge_pair(void **state)
{
	struct gamedata *gd = load("proving-twohex");
	struct state *st = state_new(gd, 1);
	int w1 = unit(gd, "w1"), b2 = unit(gd, "b2");
	struct hex path[2];
	struct buf out;
	char *why = NULL;

	(void)state;
	buf_init(&out);
	gd->charge.hexes = 2;
	place(st, w1, H(4, 6), 0);
	/* b2 in 0504: next to the second hex's 0505 once w1 has moved */
	place(st, b2, H(5, 4), 3);
	assert_int_equal(charge_open_pair(st, H(4, 6), H(5, 7), 0), 1);
	path[0] = H(4, 5);
	path[1] = H(4, 4);
	if (move_along(st, w1, path, 2, &out, &why) != 0)
		fail_msg("%s", why);
	assert_hex(st->u[w1].hex2, 5, 5);
	buf_free(&out);
	buf_init(&out);
	st->u[w1].charged = 0;
	charge_after_move(st, w1, &out);
	assert_true(st->u[w1].charged);
	assert_non_null(strstr((out.s != NULL ? out.s : ""), "w1 charges: 2 hexes in a "
	    "straight line, ending next to the enemy (§7.4)"));
	/* the same, bent: no charge */
	st->u[w1].move_dir = MOVE_BENT;
	st->u[w1].charged = 0;
	buf_free(&out);
	buf_init(&out);
	charge_after_move(st, w1, &out);
	assert_false(st->u[w1].charged);
	assert_string_equal((out.s != NULL ? out.s : ""), "no charge: the 2 hexes were not "
	    "in a straight line (§7.4)\n");
	buf_free(&out);
	state_free(st);
	gamedata_free(gd);
}

/* Contact with the enemy (contact.h, asked by the end of a phase for
 * the units that did not attack, and by the charge): a pair is next to
 * an enemy when either of its hexes is. */
static void
test_contact_pair(void **state)
{
	struct gamedata *gd = load("proving-twohex");
	struct state *st = state_new(gd, 1);
	int w1 = unit(gd, "w1"), b1 = unit(gd, "b1"), r1 = unit(gd, "r1");

	(void)state;
	/* w1 on 0406+0507 facing n; 0606 touches only its second hex */
	place(st, w1, H(4, 6), 0);
	place(st, b1, H(6, 6), 3);
	assert_true(contact_adjacent_enemy(st, w1));
	assert_true(contact_adjacent_enemy(st, b1));
	/* 0803 touches neither */
	board_remove(st, b1, NULL);
	place(st, b1, H(8, 3), 3);
	assert_false(contact_adjacent_enemy(st, w1));
	/* one hex, as ever: r1 in 0704 is next to b1, not to a friend */
	place(st, r1, H(7, 4), 0);
	assert_true(contact_adjacent_enemy(st, r1));
	board_remove(st, b1, NULL);
	assert_false(contact_adjacent_enemy(st, r1));
	state_free(st);
	gamedata_free(gd);
}

/* A commander (and baggage) in a pair's second hex is with it
 * (board_units_with, board-loss.c): counted, carried where that half
 * goes, and fallen with it (the proving-pivot game, after st-albans §6,
 * §9.4).  w2 on 0603 facing ssw has its second hex on its right, 0503
 * (ssw + 2 is nw: an even column's nw is the same row of the column
 * before). */
static void
test_commander_second_hex(void **state)
{
	struct gamedata *gd = load("proving-pivot");
	struct state *st = state_new(gd, 1);
	int w2 = unit(gd, "w2"), c2 = unit(gd, "c2"), g2 = unit(gd, "g2");
	int with[4];
	struct ruling r;

	(void)state;
	place(st, w2, H(6, 3), 3);
	assert_hex(st->u[w2].hex2, 5, 3);
	place(st, c2, H(5, 3), 3);
	assert_int_equal(commanders_with(st, w2, with, 4), 1);
	assert_int_equal(with[0], c2);
	assert_int_equal(baggage_with(st, w2), -1);
	place(st, g2, H(5, 3), 3);
	assert_int_equal(baggage_with(st, w2), g2);
	/* one step n: 0603 to 0602, so 0503 to 0502, and c2 with it */
	ruling_init(&r);
	board_move_with_rec(st, w2, H(6, 2), &r);
	assert_hex(st->u[w2].hex, 6, 2);
	assert_hex(st->u[w2].hex2, 5, 2);
	assert_hex(st->u[c2].hex, 5, 2);
	/* the baggage is not a commander: it stays */
	assert_hex(st->u[g2].hex, 5, 3);
	ruling_free(&r);
	/* a commander in the first hex goes to the first, as ever */
	board_set_hex(st, c2, H(6, 2));
	ruling_init(&r);
	board_move_with_rec(st, w2, H(6, 1), &r);
	assert_hex(st->u[c2].hex, 6, 1);
	ruling_free(&r);
	/* eliminated: the commander with it falls too */
	ruling_init(&r);
	board_eliminate_with(st, w2, ELIM_NO_STEP, NULL, NULL, &r);
	assert_true(st->u[c2].eliminated);
	assert_false(st->u[g2].eliminated);	/* left behind in 0503 */
	ruling_free(&r);
	state_free(st);
	gamedata_free(gd);
}

/* footstep_may_follow (footstep.c), the one rule by which a retreat, a
 * rout and an advance carry a pair's other half: on the proving-pivot
 * game, whose river runs between 0708 and 0808. */
static void
test_second_may_follow(void **state)
{
	struct gamedata *gd = load("proving-pivot");
	struct state *st = state_new(gd, 1);
	int w1 = unit(gd, "w1"), w2 = unit(gd, "w2"), b1 = unit(gd, "b1");
	char *why = NULL;
	struct buf out;

	(void)state;
	/* w1 on 0406+0507 facing nne (its second on its right, se) */
	place(st, w1, H(4, 6), 0);
	assert_hex(st->u[w1].hex2, 5, 7);
	/* into its own first hex (0507 nw is 0406): free */
	assert_true(footstep_may_follow(st, w1, H(5, 7), 5, 0, NULL));
	/* on into clear ground: 0507 n is 0506 */
	assert_true(footstep_may_follow(st, w1, H(5, 7), 0, 1, NULL));
	/* a friend there: it pushes no one */
	place(st, b1, H(5, 6), 3);
	assert_false(footstep_may_follow(st, w1, H(5, 7), 0, 1, &why));
	assert_non_null(strstr(why, "occupied by b1"));
	free(why);
	why = NULL;
	board_remove(st, b1, NULL);
	/* off the map: 0808 s is no hex */
	assert_false(footstep_may_follow(st, w1, H(8, 8), 3, 0, NULL));
	/* stakes (no unit may enter) in its own first hex bar the second
	 * half following into it (the rout's copy let it in) */
	buf_init(&out);
	if (marker_place(st, "stakes", "0406", 0, NULL, NULL, &out,
	    &why) != 0)
		fail_msg("%s", why);
	buf_free(&out);
	assert_false(footstep_may_follow(st, w1, H(5, 7), 5, 0, &why));
	assert_non_null(strstr(why, "which no unit may enter"));
	free(why);
	why = NULL;
	/* w2 on 0708+0808 facing nne: astride the river.  The second half
	 * stepping nw into its own first hex crosses it, and may not, in
	 * an advance as in a retreat (the advance's copy let it: its own
	 * hex was free of every test) */
	place(st, w2, H(7, 8), 0);
	assert_hex(st->u[w2].hex2, 8, 8);
	assert_false(footstep_may_follow(st, w2, H(8, 8), 5, 0, &why));
	assert_string_equal(why, "it may not cross the River (§6)");
	free(why);
	assert_false(footstep_may_follow(st, w2, H(8, 8), 5, 1, NULL));
	state_free(st);
	gamedata_free(gd);
}

/* A marker carried by a pair (the proving-pivot game's pennant, `on:
 * unit`, §12) is in both of its hexes when asked by hex (marker_in,
 * marker_hexes, marker_symbol, marker_show_hex; issue 12): w2 on 0603
 * facing ssw, its second hex 0503 as above. */
static void
test_marker_pair(void **state)
{
	struct gamedata *gd = load("proving-pivot");
	struct state *st = state_new(gd, 1);
	int w2 = unit(gd, "w2"), b1 = unit(gd, "b1");
	const struct marker *m;
	struct hex at[2];
	char *why = NULL;
	struct buf out;

	(void)state;
	place(st, w2, H(6, 3), 3);
	assert_hex(st->u[w2].hex2, 5, 3);
	buf_init(&out);
	if (marker_place(st, "pennant", "w2", 0, NULL, NULL, &out,
	    &why) != 0)
		fail_msg("%s", why);
	assert_non_null(strstr(out.s, "with w2 in 0603+0503"));
	buf_free(&out);
	m = &st->markers[0];
	assert_int_equal(marker_hexes(st, m, at), 2);
	assert_hex(at[0], 6, 3);
	assert_hex(at[1], 5, 3);
	assert_true(marker_in(st, m, H(6, 3)));
	assert_true(marker_in(st, m, H(5, 3)));
	assert_false(marker_in(st, m, H(5, 4)));
	assert_int_equal(marker_symbol(st, H(5, 3)), 'p');
	assert_int_equal(marker_symbol(st, H(5, 4)), '\0');
	buf_init(&out);
	marker_show_hex(st, H(5, 3), &out);
	assert_non_null(strstr(out.s, "marker pennant1"));
	buf_free(&out);
	/* carried, it does nothing to the hexes: no cost, no bar */
	assert_int_equal(marker_move_cost(st, H(5, 3), &why), 0);
	/* with a unit on one hex, in that hex alone */
	place(st, b1, H(1, 1), 3);
	buf_init(&out);
	if (marker_move(st, "pennant1", "b1", &out, &why) != 0)
		fail_msg("%s", why);
	buf_free(&out);
	m = &st->markers[0];
	assert_int_equal(marker_hexes(st, m, at), 1);
	assert_false(marker_in(st, m, H(5, 3)));
	assert_int_equal(marker_symbol(st, H(1, 1)), 'p');
	/* its unit off the map: in no hex */
	board_remove(st, b1, NULL);
	assert_int_equal(marker_hexes(st, m, at), 0);
	assert_false(marker_in(st, m, H(1, 1)));
	state_free(st);
	gamedata_free(gd);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_side_vertex),
		cmocka_unit_test(test_side_hexside),
		cmocka_unit_test(test_steps_zoc),
		cmocka_unit_test(test_charge_pair),
		cmocka_unit_test(test_contact_pair),
		cmocka_unit_test(test_commander_second_hex),
		cmocka_unit_test(test_second_may_follow),
		cmocka_unit_test(test_marker_pair),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
