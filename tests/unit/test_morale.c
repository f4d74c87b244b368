/* test_morale: morale checks, routs and rallies (src/morale.c) on The
 * Battle of Agincourt, one test per rule section: §12, §13, §13.1,
 * §13.2, §13.4.  Dice are forced with a scripted roller. */
#include "testutil.h"

#include <string.h>

#include "board.h"
#include "narrate.h"
#include "chances.h"
#include "gamedata.h"
#include "hex.h"
#include "morale.h"
#include "rout.h"
#include "util.h"

#define GAME "battle-of-agincourt"

#include "testgame.h"

#define FR_RALLY	7
#define EN_RALLY	3

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

static void
eliminate(struct state *st, int u)
{
	struct buf out;

	buf_init(&out);
	narrate_eliminate(st, u, NULL, &out);
	buf_free(&out);
}

static struct roll
R(int a, int b)
{
	struct roll r;
	char *cause = NULL;

	memset(&r, 0, sizeof r);
	assert_int_equal(dice_parse("2d6", &r.e, &cause), 0);
	r.src = ROLL_PHYSICAL;
	r.nface = 2;
	r.face[0] = a;
	r.face[1] = b;
	r.total = a + b;
	return r;
}

static void
roller_script(struct roller *ro, struct state *st, const struct roll *r,
    int n)
{
	memset(ro, 0, sizeof *ro);
	ro->rng = &st->rng;
	ro->script = r;
	ro->nscript = n;
	ro->replaying = 1;
	ro->manual = 1;		/* the players' own dice */
}

/* A morale check of the unit on these dice: passed or not. */
static int
check(struct state *st, int u, int a, int b)
{
	struct roll r = R(a, b);
	struct roller ro;
	struct buf out;
	char *cause = NULL;
	int passed = -1;

	roller_script(&ro, st, &r, 1);
	buf_init(&out);
	if (morale_check(st, u, &ro, &out, &passed, &cause) != 0)
		fail_msg("check: %s", cause ? cause : "?");
	assert_int_equal(ro.iscript, 1);
	assert_non_null(strstr(out.s, "morale check"));
	buf_free(&out);
	roller_reset_made(&ro);
	assert_true(passed == 0 || passed == 1);
	return passed;
}

static void
rout_move(struct state *st, int u)
{
	struct buf out;

	buf_init(&out);
	rout_unit(st, u, &out);
	assert_true(out.len > 0);
	buf_free(&out);
}

/* --- §13: 2d6 + DRM against the MR ----------------------------------- */

static void
test_s13_mdr_at_least_mr_passes(void **state)
{
	struct state *st = fresh(FR_RALLY);
	int f11 = place(st, "f11", 15, 10, "s");	/* MR 6 */
	int e01 = place(st, "e01", 15, 18, "n");	/* MR 3 */
	int mr = gd_stat(gd, "mr");

	(void)state;
	assert_int_equal(gd->units[f11].stat[mr], 6);
	assert_int_equal(morale_drm(st, f11, NULL), 0);
	assert_true(check(st, f11, 3, 3));	/* 6 = MR: passes */
	assert_false(check(st, f11, 2, 3));	/* 5 < MR: fails */
	assert_true(check(st, f11, 6, 6));
	assert_int_equal(gd->units[e01].stat[mr], 3);
	assert_false(check(st, e01, 1, 1));
	assert_true(check(st, e01, 1, 2));
	/* a check alone changes nothing on the board */
	assert_false(st->u[f11].routed);
	assert_true(hex_eq(st->u[f11].hex, H(15, 10)));
	state_free(st);
}

static void
test_s13_leader_drm_plus_adjacent_minus_eliminated(void **state)
{
	struct state *st = fresh(FR_RALLY);
	int f11 = place(st, "f11", 15, 10, "s");
	int f02, f04;
	struct buf b;

	(void)state;
	/* next to a friendly leader: +1 */
	place(st, "f01", 15, 9, "s");
	assert_int_equal(morale_drm(st, f11, NULL), 1);
	/* a second one, routed: +1 more (routed or not) */
	f02 = place(st, "f02", 15, 11, "s");
	rout(st, f02);
	assert_int_equal(morale_drm(st, f11, NULL), 2);
	/* an enemy leader next to it does not count */
	place(st, "e01", 16, 10, "n");
	assert_int_equal(morale_drm(st, f11, NULL), 2);
	/* a friendly routed leader still on the board costs nothing, nor
	 * one never set up */
	f04 = place(st, "f04", 20, 5, "s");
	rout(st, f04);
	assert_int_equal(morale_drm(st, f11, NULL), 2);
	/* the §13 example: two leaders next to it, one eliminated: 2×1−1 */
	eliminate(st, U("f03"));
	buf_init(&b);
	assert_int_equal(morale_drm(st, f11, &b), 1);
	assert_non_null(strstr(b.s, "+2"));
	assert_non_null(strstr(b.s, "-1"));
	buf_free(&b);
	/* so 5 + 1 passes MR 6 */
	assert_true(check(st, f11, 2, 3));
	/* a leader lost off the map while routing counts as eliminated */
	place(st, "f05", 20, 1, "n");
	rout(st, U("f05"));
	rout_move(st, U("f05"));
	assert_true(st->u[U("f05")].eliminated);
	assert_int_equal(morale_drm(st, f11, NULL), 0);
	/* English leaders lost do not trouble the French */
	eliminate(st, U("e02"));
	assert_int_equal(morale_drm(st, f11, NULL), 0);
	state_free(st);
}

/* --- §13.1: optional French losses ----------------------------------- */

/* What `odds morale` says of a unit holds the line expected. */
static void
chances_say(const struct state *st, int unit, const char *line)
{
	struct buf b;
	char *why = NULL;

	buf_init(&b);
	assert_int_equal(chances_morale(st, unit, &b, &why), 0);
	buf_puts(&b, "");
	if (strstr(b.s, line) == NULL)
		fail_msg("expected \"%s\" in:\n%s", line, b.s);
	buf_free(&b);
}

static void
test_s13_1_option_minus_one_per_15_french_losses(void **state)
{
	struct state *st = fresh(FR_RALLY);
	int f60 = place(st, "f60", 15, 10, "s");
	int e06 = place(st, "e06", 15, 18, "n");
	int opt = gd_option(gd, "french-losses");
	int i, first = U("f11");

	(void)state;
	assert_true(opt >= 0);
	/* 14 French men-at-arms lost */
	for (i = 0; i < 14; i++)
		eliminate(st, first + i);
	assert_int_equal(morale_eliminated_count(st, gd->units[f60].faction), 14);
	st->options |= 1u << opt;
	assert_int_equal(morale_drm(st, f60, NULL), 0);
	/* the 15th: -1, only with the option */
	eliminate(st, first + 14);
	assert_int_equal(morale_drm(st, f60, NULL), -1);
	st->options &= ~(1u << opt);
	assert_int_equal(morale_drm(st, f60, NULL), 0);
	st->options |= 1u << opt;
	/* the English are not affected */
	assert_int_equal(morale_drm(st, e06, NULL), 0);
	/* 30: -2, added to a leader's +1 */
	for (i = 15; i < 30; i++) {
		assert_string_not_equal(gd->types[gd->units[first + i].type].id,
		    "leader");
		eliminate(st, first + i);
	}
	assert_int_equal(morale_drm(st, f60, NULL), -2);
	/* `odds morale`: MR 6 at -2 needs 8 on 2d6, 15/36 */
	chances_say(st, f60, "chances at DRM -2: passes 5/12 = 41.7%, "
	    "fails 7/12 = 58.3%");
	place(st, "f01", 15, 9, "s");
	assert_int_equal(morale_drm(st, f60, NULL), -1);
	chances_say(st, f60, "chances at DRM -1: passes 7/12 = 58.3%, "
	    "fails 5/12 = 41.7%");
	state_free(st);
}

/* --- §13: exemptions after combat ------------------------------------ */

static void
test_s13_exemptions_backed_english_and_regicide(void **state)
{
	struct state *st = fresh(FR_RALLY);
	int e06 = place(st, "e06", 12, 15, "n");
	int e07 = place(st, "e07", 12, 16, "n");	/* its rear hex */
	int f11, f12, f10;
	const struct modifier *m;
	struct roll r = R(6, 6);
	struct roller ro;
	struct buf out;
	char *cause = NULL;

	(void)state;
	m = morale_exempt(st, e06);
	assert_non_null(m);
	assert_string_equal(m->id, "backed");
	/* e07 itself has nobody behind it */
	assert_null(morale_exempt(st, e07));
	/* a friend on a flank is not in the rear */
	board_place(st, e07, H(13, 16), -1, &cause);
	assert_null(morale_exempt(st, e06));
	/* turned about, the friend in 1214 is behind it */
	board_place(st, e07, H(12, 14), -1, &cause);
	st->u[e06].facing = D("s");
	assert_non_null(morale_exempt(st, e06));
	st->u[e06].facing = D("n");
	/* an enemy behind it is no backing */
	board_remove(st, e07, &cause);
	f11 = place(st, "f11", 12, 16, "n");
	assert_null(morale_exempt(st, e06));
	board_remove(st, f11, &cause);
	/* routed: no facing, no rear, no exemption */
	board_place(st, e07, H(12, 16), -1, &cause);
	rout(st, e06);
	assert_null(morale_exempt(st, e06));
	/* it still checks in the Rally phase */
	st->phase = EN_RALLY;
	roller_script(&ro, st, &r, 1);
	buf_init(&out);
	assert_int_equal(morale_rally(st, e06, D("n"), &ro, &out, &cause), 0);
	assert_int_equal(ro.iscript, 1);
	assert_false(st->u[e06].routed);
	roller_reset_made(&ro);
	buf_free(&out);
	/* the French get no backing */
	f11 = place(st, "f11", 15, 10, "s");
	f12 = place(st, "f12", 15, 9, "s");
	assert_null(morale_exempt(st, f11));
	/* the Regicide next to a friend, in good order */
	f10 = place(st, "f10", 16, 10, "s");
	m = morale_exempt(st, f10);
	assert_non_null(m);
	assert_string_equal(m->id, "regicide");
	rout(st, f10);
	assert_null(morale_exempt(st, f10));
	st->u[f10].routed = 0;
	st->u[f10].facing = D("s");
	/* next to enemies only */
	board_remove(st, f11, &cause);
	board_remove(st, f12, &cause);
	board_place(st, f10, H(20, 15), D("n"), &cause);
	place(st, "e08", 20, 16, "n");
	assert_null(morale_exempt(st, f10));
	state_free(st);
}

/* --- §13.2: failing routs a unit in good order, eliminates a routed one */

static void
test_s13_2_fail_routs_then_eliminates(void **state)
{
	struct state *st = fresh(FR_RALLY);
	int f11 = place(st, "f11", 15, 10, "s");
	struct buf out;

	(void)state;
	buf_init(&out);
	morale_fail(st, f11, &out);
	assert_true(st->u[f11].routed);
	assert_int_equal(st->u[f11].facing, -1);
	assert_true(st->u[f11].on_map);
	assert_true(hex_eq(st->u[f11].hex, H(15, 7)));	/* ran 3 north */
	assert_false(st->u[f11].eliminated);
	morale_fail(st, f11, &out);
	assert_true(st->u[f11].eliminated);
	assert_false(st->u[f11].on_map);
	assert_int_equal(morale_eliminated_count(st, gd->units[f11].faction), 1);
	buf_free(&out);
	state_free(st);
}

/* --- §13.4: routing -------------------------------------------------- */

static void
test_s13_4_rout_full_mf_toward_own_edge(void **state)
{
	struct state *st = fresh(FR_RALLY);
	int f11 = place(st, "f11", 15, 10, "s");	/* MF 3 */
	int e06 = place(st, "e06", 15, 15, "n");	/* MF 3 */
	int f37 = place(st, "f37", 19, 10, "s");	/* MF 6 */

	(void)state;
	rout(st, f11);
	rout(st, e06);
	rout(st, f37);
	rout_move(st, f11);
	rout_move(st, e06);
	rout_move(st, f37);
	/* the French north to row 01, the English south to row 22 */
	assert_true(hex_eq(st->u[f11].hex, H(15, 7)));
	assert_true(hex_eq(st->u[e06].hex, H(15, 18)));
	assert_true(hex_eq(st->u[f37].hex, H(19, 4)));
	state_free(st);
}

static void
test_s13_4_rout_never_through_or_onto_units(void **state)
{
	struct state *st = fresh(FR_RALLY), *s2;
	int f11 = place(st, "f11", 15, 10, "s");
	int f12 = place(st, "f12", 15, 9, "s");		/* straight ahead */
	int f10, u;
	struct hex end;

	(void)state;
	/* around the unit in the way, every hex closer: still 3 rows */
	s2 = state_copy(st);
	rout(s2, f11);
	rout_move(s2, f11);
	assert_int_equal(s2->u[f11].hex.row, 7);
	assert_true(hex_eq(s2->u[f12].hex, H(15, 9)));
	assert_int_equal(board_unit_at(s2, s2->u[f11].hex), f11);
	state_free(s2);
	/* hemmed in on all three hexes toward the edge: it stays */
	place(st, "f13", 14, 9, "s");
	place(st, "f14", 16, 9, "s");
	rout(st, f11);
	rout_move(st, f11);
	assert_true(hex_eq(st->u[f11].hex, H(15, 10)));
	assert_true(st->u[f11].on_map);
	state_free(st);

	/* the Regicide passes over units while routing ... */
	st = fresh(FR_RALLY);
	f10 = place(st, "f10", 15, 10, "s");		/* MF 5 */
	place(st, "f12", 15, 9, "s");
	rout(st, f10);
	rout_move(st, f10);
	assert_true(hex_eq(st->u[f10].hex, H(15, 5)));
	state_free(st);

	/* ... but may not end on one; it still moves its full MF */
	st = fresh(FR_RALLY);
	f10 = place(st, "f10", 15, 10, "s");
	place(st, "f12", 15, 5, "s");
	rout(st, f10);
	rout_move(st, f10);
	u = board_unit_at(st, st->u[f10].hex);
	end = st->u[f10].hex;
	state_free(st);		/* before any failure: nothing leaks */
	assert_int_equal(u, f10);
	assert_false(hex_eq(end, H(15, 5)));
	/* 1509-1506 and on to 1405 or 1605 is five hexes, each closer,
	 * ending on an empty hex (§13.4: its full MF) */
	if (end.row != 5)
		fail_msg("the Regicide routed from 1510 to %s, %d hexes of "
		    "its 5 MF; 1509 1508 1507 1506 1405 was open (§13.4)",
		    hex_str(end), 10 - end.row);
}

static void
test_s13_4_rout_archers_only_into_woods(void **state)
{
	struct state *st = fresh(FR_RALLY);
	int f11 = place(st, "f11", 4, 13, "s");		/* men-at-arms */
	int f29;
	char *cause = NULL;
	const struct hexinfo *hi = gd_hex(gd, H(4, 12));

	(void)state;
	assert_string_equal(gd->terrain[hi->terrain].id, "woods");
	/* north (0412) and north-west (0313) are woods; north-east (0513,
	 * half a hex nearer, battle-of-agincourt §13.4) is taken: the
	 * men-at-arms cannot rout anywhere */
	place(st, "f12", 5, 13, "s");
	rout(st, f11);
	rout_move(st, f11);
	assert_true(hex_eq(st->u[f11].hex, H(4, 13)));
	/* archers go straight through the wood, 4 MF */
	board_remove(st, f11, &cause);
	f29 = place(st, "f29", 4, 13, "s");
	rout(st, f29);
	rout_move(st, f29);
	assert_true(hex_eq(st->u[f29].hex, H(4, 9)));
	state_free(st);
}

static void
test_s13_4_rout_off_the_map_eliminates(void **state)
{
	struct state *st = fresh(FR_RALLY);
	int f11 = place(st, "f11", 15, 3, "s");		/* MF 3 */
	int e06 = place(st, "e06", 15, 21, "n");
	int f12 = place(st, "f12", 17, 4, "s");

	(void)state;
	rout(st, f11);
	rout(st, e06);
	rout(st, f12);
	rout_move(st, f11);
	rout_move(st, e06);
	rout_move(st, f12);
	assert_true(st->u[f11].eliminated);
	assert_false(st->u[f11].on_map);
	assert_true(st->u[e06].eliminated);
	assert_false(st->u[e06].on_map);
	/* from 1704 three hexes reach row 01 and no further */
	assert_false(st->u[f12].eliminated);
	assert_true(hex_eq(st->u[f12].hex, H(17, 1)));
	/* gone for good: no rally */
	{
		char *why = morale_no_rally(st, f11);

		assert_non_null(why);
		free(why);
	}
	state_free(st);
}

/* --- §12: rally ------------------------------------------------------ */

static void
test_s12_rally_restores_good_order_failure_routs_again(void **state)
{
	struct state *st = fresh(FR_RALLY);
	int f11 = place(st, "f11", 15, 10, "s");
	int f12 = place(st, "f12", 17, 10, "s");
	struct roll r[2];
	struct roller ro;
	struct buf out;
	char *cause = NULL;

	(void)state;
	buf_init(&out);
	/* in good order: nothing to rally */
	r[0] = R(6, 6);
	roller_script(&ro, st, r, 1);
	assert_int_equal(morale_rally(st, f11, D("n"), &ro, &out, &cause),
	    -1);
	assert_non_null(cause);
	free(cause);
	cause = NULL;
	assert_int_equal(ro.iscript, 0);
	roller_reset_made(&ro);
	/* success: good order, facing as chosen, in place */
	rout(st, f11);
	r[0] = R(3, 3);
	roller_script(&ro, st, r, 1);
	assert_int_equal(morale_rally(st, f11, D("ne"), &ro, &out, &cause),
	    0);
	roller_reset_made(&ro);
	assert_false(st->u[f11].routed);
	assert_int_equal(st->u[f11].facing, D("ne"));
	assert_true(hex_eq(st->u[f11].hex, H(15, 10)));
	/* failure: still routed and running again, full MF */
	rout(st, f12);
	r[0] = R(2, 3);
	roller_script(&ro, st, r, 1);
	assert_int_equal(morale_rally(st, f12, D("s"), &ro, &out, &cause),
	    0);
	roller_reset_made(&ro);
	assert_true(st->u[f12].routed);
	assert_int_equal(st->u[f12].facing, -1);
	assert_true(hex_eq(st->u[f12].hex, H(17, 7)));
	assert_false(st->u[f12].eliminated);
	/* once a phase */
	r[0] = R(6, 6);
	roller_script(&ro, st, r, 1);
	assert_int_equal(morale_rally(st, f12, D("s"), &ro, &out, &cause),
	    -1);
	assert_non_null(cause);
	free(cause);
	assert_int_equal(ro.iscript, 0);
	roller_reset_made(&ro);
	buf_free(&out);
	state_free(st);
}

static void
test_s12_no_english_rally_once_henry_v_eliminated(void **state)
{
	struct state *st = fresh(EN_RALLY), *before;
	int e06 = place(st, "e06", 15, 15, "n");
	int f11 = place(st, "f11", 15, 10, "s");
	int e01 = U("e01");
	char *why;
	struct roll r[1];
	struct roller ro;
	struct buf out;
	char *cause = NULL;

	(void)state;
	rout(st, e06);
	rout(st, f11);
	/* Henry V alive (even off the map, or routed): the English rally */
	assert_null(morale_no_rally(st, e06));
	place(st, "e01", 15, 20, "n");
	rout(st, e01);
	assert_null(morale_no_rally(st, e06));
	/* Henry V eliminated: no English rally */
	eliminate(st, e01);
	why = morale_no_rally(st, e06);
	assert_non_null(why);
	assert_non_null(strstr(why, "§12"));
	assert_non_null(strstr(why, "Henry V"));
	free(why);
	before = state_copy(st);
	buf_init(&out);
	r[0] = R(6, 6);
	roller_script(&ro, st, r, 1);
	assert_int_equal(morale_rally(st, e06, D("n"), &ro, &out, &cause),
	    -1);
	assert_non_null(cause);
	free(cause);
	assert_int_equal(ro.iscript, 0);
	assert_memory_equal(before->u, st->u, sizeof *st->u *
	    (size_t)st->nunits);
	roller_reset_made(&ro);
	state_free(before);
	/* the French may still rally */
	st->phase = FR_RALLY;
	assert_null(morale_no_rally(st, f11));
	/* and losing the Constable does not stop them */
	eliminate(st, U("f01"));
	assert_null(morale_no_rally(st, f11));
	buf_free(&out);
	state_free(st);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_s13_mdr_at_least_mr_passes),
		cmocka_unit_test(test_s13_leader_drm_plus_adjacent_minus_eliminated),
		cmocka_unit_test(test_s13_1_option_minus_one_per_15_french_losses),
		cmocka_unit_test(test_s13_exemptions_backed_english_and_regicide),
		cmocka_unit_test(test_s13_2_fail_routs_then_eliminates),
		cmocka_unit_test(test_s13_4_rout_full_mf_toward_own_edge),
		cmocka_unit_test(test_s13_4_rout_never_through_or_onto_units),
		cmocka_unit_test(test_s13_4_rout_archers_only_into_woods),
		cmocka_unit_test(test_s13_4_rout_off_the_map_eliminates),
		cmocka_unit_test(test_s12_rally_restores_good_order_failure_routs_again),
		cmocka_unit_test(test_s12_no_english_rally_once_henry_v_eliminated),
	};

	return cmocka_run_group_tests(tests, group_setup, group_teardown);
}
