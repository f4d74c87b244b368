/* test_moverec: movement, step losses and elimination as a ruling's
 * records (src/move.c, src/board-loss.c, src/losses.c; ruling.h
 * RS_MOVE_HEX .. RS_LOSSES_RULE), on St Albans: the records carry the
 * numbers by name (costs and points in halves, steps, why a unit fell),
 * and narrate-move.c renders them as the text herald printed before
 * they were records (the transcripts hold the same lines). */
#include "testutil.h"

#include <string.h>

#include "board.h"
#include "gamedata.h"
#include "gamewords.h"
#include "hex.h"
#include "losses.h"
#include "morale.h"
#include "move.h"
#include "narrate.h"
#include "ruling.h"
#include "util.h"

#define GAME "st-albans"

#include "testgame.h"

/* York's Movement phase of turn 1, York playing first (§4). */
static struct state *
fresh(void)
{
	struct state *st = state_new(gd, 1455);

	st->first_side = gd_faction(gd, "york");
	st->phase = 0;
	return st;
}

static int
place(struct state *st, const char *id, int col, int row)
{
	char *cause = NULL;
	int u = U(id);

	if (board_place(st, u, H(col, row), -1, &cause) != 0)
		fail_msg("place %s: %s", id, cause ? cause : "?");
	return u;
}

static char *
render(const struct ruling *r)
{
	struct buf b;

	buf_init(&b);
	narrate_ruling(gd, r, &b);
	return b.s != NULL ? buf_steal(&b) : xstrdup("");
}

/* The terrain's name of a hex, as the data has it. */
static const char *
terrain_name(struct hex h)
{
	return gd->terrain[gd_hex(gd, h)->terrain].name;
}

/* §7: clear 1 then hill 2, in half points; the move's line gives the
 * sum, each hex entered is a record of its own. */
static void
test_s7_move_records_costs(void **state)
{
	struct state *st = fresh();
	int y07 = place(st, "y07", 18, 3);
	struct hex path[2] = { H(19, 3), H(20, 3) };
	struct ruling rl;
	struct buf out;
	char *cause = NULL, *text;
	const struct ruling_step *s;

	(void)state;
	ruling_init(&rl);
	buf_init(&out);
	if (move_along_rec(st, y07, path, 2, NULL, &rl, &out, &cause) != 0)
		fail_msg("move: %s", cause ? cause : "?");
	assert_int_equal(rl.n, 3);
	s = &rl.step[0];
	assert_int_equal(s->concept, RS_MOVE_HEX);
	assert_string_equal(s->book, gd->id);
	assert_string_equal(s->section, gd->movement.section);
	assert_int_equal(ruling_get(s, "step", 0), 1);
	assert_int_equal(ruling_get(s, "cost", 0), 2);
	assert_int_equal(ruling_get(s, "spent", 0), 2);
	assert_int_equal(ruling_get(s, "road", -1), 0);
	assert_string_equal(ruling_w(s, 0), hex_str(path[0]));
	assert_string_equal(ruling_w(s, 1), terrain_name(path[0]));
	s = &rl.step[1];
	assert_int_equal(s->concept, RS_MOVE_HEX);
	assert_int_equal(ruling_get(s, "step", 0), 2);
	assert_int_equal(ruling_get(s, "cost", 0), 4);
	assert_int_equal(ruling_get(s, "spent", 0), 6);
	assert_string_equal(ruling_w(s, 1), terrain_name(path[1]));
	assert_string_not_equal(ruling_w(s, 1), ruling_w(&rl.step[0], 1));
	s = &rl.step[2];
	assert_int_equal(s->concept, RS_MOVE);
	assert_int_equal(ruling_get(s, "hexes", 0), 2);
	assert_int_equal(ruling_get(s, "spent", 0), 6);
	assert_int_equal(ruling_get(s, "mf", 0), 8);
	assert_int_equal(ruling_get(s, "stop", -1), 0);
	assert_string_equal(ruling_w(s, 0), "y07");
	assert_string_equal(ruling_w(s, 1), hex_str(path[1]));
	assert_string_equal(ruling_w(s, 2), "MP");
	assert_int_equal(st->u[y07].mf_spent, 6);
	/* what was printed is the records rendered, and the old line */
	text = render(&rl);
	assert_string_equal(text, out.s);
	assert_string_equal(text, "y07 moves to 2003 (3 of 4 MP spent, §7)\n");
	free(text);
	ruling_free(&rl);
	buf_free(&out);
	state_free(st);
}

/* §7: 1408 to 1509 is not along the road, then half a point a hex
 * along it: the records say which steps went by road. */
static void
test_s7_move_records_road(void **state)
{
	struct state *st = fresh();
	int y14 = place(st, "y14", 14, 8);
	struct hex path[3] = { H(15, 9), H(16, 8), H(17, 8) };
	struct ruling rl;
	struct buf out;
	char *cause = NULL;
	int i, want_cost[3] = { 2, 1, 1 }, want_road[3] = { 0, 1, 1 };

	(void)state;
	ruling_init(&rl);
	buf_init_quiet(&out);
	if (move_along_rec(st, y14, path, 3, NULL, &rl, &out, &cause) != 0)
		fail_msg("move: %s", cause ? cause : "?");
	assert_int_equal(rl.n, 4);
	for (i = 0; i < 3; i++) {
		assert_int_equal(rl.step[i].concept, RS_MOVE_HEX);
		assert_int_equal(ruling_get(&rl.step[i], "cost", 0),
		    want_cost[i]);
		assert_int_equal(ruling_get(&rl.step[i], "road", -1),
		    want_road[i]);
	}
	assert_int_equal(ruling_get(&rl.step[3], "spent", 0), 4);
	assert_int_equal(ruling_get(&rl.step[3], "hexes", 0), 3);
	/* a quiet buffer: the records are kept, nothing is rendered */
	assert_int_equal(out.len, 0);
	ruling_free(&rl);
	buf_free(&out);
	state_free(st);
}

/* A refused move adds no record past the hexes it checked, and leaves
 * nothing printed. */
static void
test_s7_refused_move_renders_nothing(void **state)
{
	struct state *st = fresh();
	int y07 = place(st, "y07", 18, 3);
	struct hex path[3] = { H(19, 3), H(20, 3), H(21, 4) };
	struct ruling rl;
	struct buf out;
	char *cause = NULL;

	(void)state;
	ruling_init(&rl);
	buf_init(&out);
	assert_int_equal(move_along_rec(st, y07, path, 3, NULL, &rl, &out,
	    &cause), -1);
	assert_non_null(cause);
	assert_non_null(strstr(cause, "step 3"));
	assert_int_equal(out.len, 0);
	assert_true(rl.n == 2);
	assert_int_equal(rl.step[0].concept, RS_MOVE_HEX);
	free(cause);
	ruling_free(&rl);
	buf_free(&out);
	state_free(st);
}

/* §9.9, §6, §9.4: a step, then the unit, its commander and its
 * baggage; each record says why. */
static void
test_s9_9_step_lost_then_eliminated_with_commander(void **state)
{
	struct state *st = fresh();
	int y07 = place(st, "y07", 10, 5), y06 = place(st, "y06", 10, 5);
	int y01 = place(st, "y01", 10, 5);
	struct ruling rl;
	char *text, *want;
	const struct ruling_step *s;

	(void)state;
	ruling_init(&rl);
	board_lose_step_rec(st, y07, &rl);
	assert_int_equal(rl.n, 1);
	assert_int_equal(rl.step[0].concept, RS_STEP_LOST);
	assert_string_equal(ruling_w(&rl.step[0], 0), "y07");
	assert_int_equal(ruling_get(&rl.step[0], "reduced_strength", 0), 2);
	assert_int_equal(st->u[y07].steps_lost, 1);
	board_lose_step_rec(st, y07, &rl);
	assert_int_equal(rl.n, 4);
	s = &rl.step[1];
	assert_int_equal(s->concept, RS_ELIMINATED);
	assert_int_equal(ruling_get(s, "why", -1), ELIM_NO_STEP);
	assert_string_equal(ruling_w(s, 0), "y07");
	assert_int_equal(rl.step[2].concept, RS_ELIMINATED);
	assert_int_equal(ruling_get(&rl.step[2], "why", -1), ELIM_WITH_UNIT);
	assert_string_equal(ruling_w(&rl.step[2], 0), "y01");
	assert_int_equal(ruling_get(&rl.step[3], "why", -1),
	    ELIM_WITH_GUARDED);
	assert_string_equal(ruling_w(&rl.step[3], 0), "y06");
	assert_true(st->u[y07].eliminated && st->u[y01].eliminated &&
	    st->u[y06].eliminated);
	/* off the map: nothing more to lose, nothing recorded */
	board_lose_step_rec(st, y07, &rl);
	assert_int_equal(rl.n, 4);
	text = render(&rl);
	want = xprintf("y07 loses a step and turns to its reduced side "
	    "(§%s)\ny07 is eliminated: it had no step left to lose (§%s)\n"
	    "y01 is eliminated: its unit was eliminated (§%s)\n"
	    "y06 is eliminated: the unit guarding it was eliminated (§%s)\n",
	    gd_sec(gd, SEC_STEP_LOSS), gd_sec(gd, SEC_STEP_LOSS),
	    gd_sec(gd, SEC_COMMANDERS), sec(gd->baggage.section));
	assert_string_equal(text, want);
	free(text);
	free(want);
	ruling_free(&rl);
	state_free(st);
}

/* The caller's reason, as text (rout, a hook), and none at all. */
static void
test_eliminated_for_a_given_reason(void **state)
{
	struct state *st = fresh();
	int y07 = place(st, "y07", 10, 5), y08 = place(st, "y08", 12, 5);
	struct buf out;

	(void)state;
	buf_init(&out);
	narrate_eliminate(st, y07, "a test", &out);
	narrate_eliminate(st, y08, NULL, &out);
	assert_string_equal(out.s, "y07 is eliminated: a test\n"
	    "y08 is eliminated\n");
	assert_false(st->u[y07].on_map);
	assert_int_equal(st->u[y07].facing, -1);
	buf_free(&out);
	state_free(st);
}

/* §9.9: herald shares out an attacking side's losses, full units
 * first: the records are the steps lost, one per unit. */
static void
test_s9_9_side_losses_records(void **state)
{
	struct state *st = fresh();
	int y07 = place(st, "y07", 10, 5), y08 = place(st, "y08", 12, 5);
	int who[2];
	struct ruling rl;

	(void)state;
	who[0] = y07;
	who[1] = y08;
	st->u[y07].steps_lost = 1;
	ruling_init(&rl);
	losses_side_rec(st, who, 2, 2, &rl);
	assert_int_equal(rl.n, 2);
	/* the full unit first, then the reduced one falls */
	assert_int_equal(rl.step[0].concept, RS_STEP_LOST);
	assert_string_equal(ruling_w(&rl.step[0], 0), "y08");
	assert_int_equal(rl.step[1].concept, RS_ELIMINATED);
	assert_string_equal(ruling_w(&rl.step[1], 0), "y07");
	ruling_free(&rl);
	state_free(st);
}

/* A game's own words (words: in game.yaml) for the reduced side, the
 * hexes of a move and the stop in a zone of control. */
static void
test_game_words_of_movement_and_losses(void **state)
{
	struct state *st = fresh();
	int y07 = place(st, "y07", 18, 3);
	struct hex path[2] = { H(19, 3), H(20, 3) };
	struct ruling rl;
	struct buf out;
	char *cause = NULL, **saved = gd->words;

	(void)state;
	gd->words = xcalloc(W_COUNT, sizeof *gd->words);
	gd->words[W_REDUCED_SIDE] = xstrdup("its weakened face");
	gd->words[W_HEXES] = xstrdup("cells");
	buf_init(&out);
	if (move_along(st, y07, path, 2, &out, &cause) != 0)
		fail_msg("move: %s", cause ? cause : "?");
	buf_reset(&out);
	allowance_describe(st, y07, &out);
	assert_string_equal(out.s, "moved 2 cells, 3 of 4 MP spent");
	ruling_init(&rl);
	board_lose_step_rec(st, y07, &rl);
	buf_reset(&out);
	narrate_ruling(gd, &rl, &out);
	assert_non_null(strstr(out.s, "y07 loses a step and turns to its "
	    "weakened face (§"));
	ruling_free(&rl);
	buf_free(&out);
	gamewords_free(gd);
	gd->words = saved;
	state_free(st);
}

/* optional 10.1 and §6: the lines of a move from one zone of control
 * into another, built by hand (the commander's is played in
 * test_stalbans_combat.c), in the words herald always used. */
static void
test_zoc_escape_lines(void **state)
{
	struct ruling r;
	struct ruling_step *s;
	char *text;

	(void)state;
	ruling_init(&r);
	ruling_word(ruling_add(&r, RS_MOVE_ZOC_COMMANDER, "g", "6"), "y01");
	s = ruling_add(&r, RS_MOVE_ZOC_ESCAPE, "g", "10.1");
	s->result = MORALE_PASS;
	ruling_word(s, "y07");
	ruling_word(s, "0904");
	s = ruling_add(&r, RS_MOVE_ZOC_ESCAPE, "g", "10.1");
	s->result = MORALE_RETREAT;
	ruling_word(s, "y08");
	ruling_word(s, "0903");
	s = ruling_add(&r, RS_MOVE_ZOC_ESCAPE, "g", "10.1");
	s->result = MORALE_LOSS;
	ruling_word(s, "y09");
	ruling_word(s, "0902");
	text = render(&r);
	assert_string_equal(text, "y01 goes from one enemy zone of control "
	    "into another without a test: a commander never checks his "
	    "morale (§6)\n"
	    "y07 goes from one enemy zone of control into another (§10.1)\n"
	    "y08 does not go and stays in 0903 (§10.1)\n"
	    "y09 loses a step and stays in 0902 (§10.1)\n");
	free(text);
	ruling_free(&r);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_s7_move_records_costs),
		cmocka_unit_test(test_s7_move_records_road),
		cmocka_unit_test(test_s7_refused_move_renders_nothing),
		cmocka_unit_test(test_s9_9_step_lost_then_eliminated_with_commander),
		cmocka_unit_test(test_eliminated_for_a_given_reason),
		cmocka_unit_test(test_s9_9_side_losses_records),
		cmocka_unit_test(test_game_words_of_movement_and_losses),
		cmocka_unit_test(test_zoc_escape_lines),
	};

	return cmocka_run_group_tests(tests, group_setup, group_teardown);
}
