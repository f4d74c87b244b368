/* test_linemove: line movement (rules: line_movement:, src/linemove.c;
 * spi-agincourt 5.31-5.33 with the 1979 errata) on the proving-lines
 * game of tests/data: French units facing s step into the next column
 * (an even column c into rows r and r+1 of c+1, an odd one into r-1 and
 * r); its line movement forms lines by column (hexrow 10xx is column
 * 10), keeps them in the declared count `line`, frees a unit by the flag
 * `free` and puts one out of its line by the flag `pinned`. */
#include "testutil.h"

#include <string.h>

#include "board.h"
#include "footprint.h"
#include "linemove.h"
#include "move.h"
#include "sequence.h"
#include "tally.h"
#include "util.h"

static struct gamedata *gd;

static int
group_setup(void **state)
{
	char *why = NULL;

	(void)state;
	if (gamedata_load(test_tinydir(), "proving-lines", &gd, &why) != 0) {
		fprintf(stderr, "proving-lines: %s\n", why);
		free(why);
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

static int
U(const char *id)
{
	char *why = NULL;
	int u = gd_unit_find(gd, id, &why);

	if (u < 0)
		fail_msg("%s", why);
	return u;
}

static void
put(struct state *st, const char *id, int col, int row)
{
	char *why = NULL;
	const char *face = gd->units[U(id)].faction ==
	    gd_faction(gd, "french") ? "s" : "n";

	if (board_place(st, U(id), H(col, row),
	    footprint_facing_parse(gd, face), &why) != 0)
		fail_msg("%s: %s", id, why);
}

static int
line_of(const struct state *st, const char *id)
{
	return tally_get(st, tally_find(gd, "line"), U(id));
}

static void
flag(struct state *st, const char *name, const char *id, int v)
{
	char *why = NULL;

	if (tally_set(st, tally_find(gd, name), U(id), v, &why) != 0)
		fail_msg("%s", why);
}

/* The 5.31 errata's first line: f1, f2 (two hexes) and f3 on 10xx; f5
 * and f6 on 11xx, f6 before the woods of 1219 and 1220; f4 alone on
 * 08xx; the leader with f3.  The lines formed as the phase begins. */
static struct state *
first_line(void)
{
	struct state *st = state_new(gd, 1);

	put(st, "f1", 10, 5);
	put(st, "f2", 10, 9);
	put(st, "f3", 10, 13);
	put(st, "fl", 10, 13);
	put(st, "f4", 8, 25);
	put(st, "f5", 11, 15);
	put(st, "f6", 11, 20);
	linemove_begin(st);
	return st;
}

static int
move1(struct state *st, const char *id, int col, int row)
{
	struct hex path[1];
	struct buf out;
	char *why = NULL;
	int rc;

	path[0] = H(col, row);
	buf_init(&out);
	rc = move_along(st, U(id), path, 1, &out, &why);
	free(why);
	buf_free(&out);
	return rc;
}

static void
test_spi_5_31_lines_formed_as_the_phase_begins(void **state)
{
	struct state *st = first_line();

	(void)state;
	assert_int_equal(line_of(st, "f1"), 10);
	assert_int_equal(line_of(st, "f2"), 10);
	assert_int_equal(line_of(st, "f3"), 10);
	assert_int_equal(line_of(st, "f5"), 11);
	assert_int_equal(line_of(st, "f4"), 0);	/* 5.33: alone */
	assert_true(linemove_in_line(st, U("f1")));
	assert_false(linemove_in_line(st, U("fl")));	/* a leader */
	state_free(st);
}

static void
test_spi_5_31_errata_first_line_keeps_pace(void **state)
{
	struct state *st = first_line();
	char *why = NULL;

	(void)state;
	assert_int_equal(linemove_may_end(st, &why), 0);
	assert_int_equal(move1(st, "f1", 11, 5), 0);	/* 1105+1106 */
	assert_int_equal(linemove_may_end(st, &why), -1);
	assert_non_null(strstr(why, "hexrow 10xx"));
	assert_non_null(strstr(why, "f1 0.5 MP, f2 0 MP, f3 0 MP"));
	free(why);
	why = NULL;
	assert_int_equal(move1(st, "f2", 11, 9), 0);
	assert_int_equal(move1(st, "f3", 11, 13), 0);
	/* f5 alone of 11xx moves: f6 cannot (woods), out of its line */
	assert_false(linemove_in_line(st, U("f6")));
	assert_int_equal(move1(st, "f5", 12, 15), 0);
	assert_int_equal(linemove_may_end(st, &why), 0);
	state_free(st);
}

static void
test_spi_5_31_no_pivot_until_free(void **state)
{
	struct state *st = first_line();
	char *why = NULL;

	(void)state;
	assert_int_equal(linemove_may_turn(st, U("f1"), LINE_TURN_PIVOT,
	    &why), -1);
	assert_non_null(strstr(why, "may not pivot"));
	free(why);
	why = NULL;
	assert_int_equal(linemove_may_turn(st, U("f3"), LINE_TURN_FACE,
	    &why), -1);
	free(why);
	why = NULL;
	/* a unit in no line turns as it likes */
	assert_int_equal(linemove_may_turn(st, U("f4"), LINE_TURN_FACE,
	    &why), 0);
	/* freed by the game's hooks (it eliminated an enemy unit) */
	flag(st, "free", "f1", 1);
	assert_int_equal(linemove_may_turn(st, U("f1"), LINE_TURN_PIVOT,
	    &why), 0);
	state_free(st);
}

static void
test_spi_5_31_lines_rebuilt_each_phase(void **state)
{
	struct state *st = first_line();
	int p;

	(void)state;
	assert_int_equal(move1(st, "f3", 11, 13), 0);
	/* through the impulses and the steps after them: the lines stand */
	for (p = 0; p < 8; p++) {
		seq_advance(st);
		linemove_begin(st);
		if (strcmp(seq_phase(st)->id, "melee") == 0)
			break;
		assert_int_equal(line_of(st, "f1"), 10);
	}
	/* the Melee phase begins: no lines outside the line's phase */
	assert_string_equal(seq_phase(st)->id, "melee");
	assert_int_equal(line_of(st, "f1"), 0);
	assert_int_equal(line_of(st, "f3"), 0);
	state_free(st);
}

/* The line of 28xx before the English on 29xx (gap.yaml): f3 blocked,
 * f4 before the gap of 2908 */
static struct state *
before_gap(void)
{
	struct state *st = state_new(gd, 1);

	put(st, "f3", 28, 5);
	put(st, "f4", 28, 8);
	put(st, "e1", 29, 5);
	put(st, "e2", 29, 6);
	put(st, "e3", 29, 11);
	linemove_begin(st);
	return st;
}

static void
test_spi_5_32_blocked_unit_holds(void **state)
{
	struct state *st = before_gap();
	struct buf out;
	char *why = NULL;

	(void)state;
	buf_init(&out);
	assert_true(linemove_blocked(st, U("f3")));
	assert_false(linemove_blocked(st, U("f4")));
	assert_int_equal(linemove_hold(st, U("f4"), 2, &out, &why), -1);
	assert_non_null(strstr(why, "not blocked"));
	free(why);
	why = NULL;
	assert_int_equal(linemove_hold(st, U("f3"), 3, &out, &why), -1);
	free(why);
	why = NULL;
	assert_int_equal(move1(st, "f4", 29, 8), 0);
	assert_int_equal(linemove_may_end(st, &why), -1);
	free(why);
	why = NULL;
	assert_int_equal(linemove_hold(st, U("f3"), 1, &out, &why), 0);
	assert_int_equal(st->u[U("f3")].mf_spent, 1);
	assert_int_equal(linemove_may_end(st, &why), 0);
	buf_free(&out);
	state_free(st);
}

static void
test_spi_5_32_friend_blocked_by_blocked_friend(void **state)
{
	struct state *st = before_gap();

	(void)state;
	/* f6 in 2804: 2904 held by e4 and 2905 by e1; f5 in 2704 steps
	 * into 2804 (f6) or 2805 (f3), each blocked */
	put(st, "e4", 29, 4);
	put(st, "f6", 28, 4);
	put(st, "f5", 27, 5);
	assert_true(linemove_blocked(st, U("f6")));
	assert_true(linemove_blocked(st, U("f5")));
	state_free(st);
}

static void
test_spi_5_32_through_the_gap_frees(void **state)
{
	struct state *st = before_gap();
	int k = tally_find(gd, "free");

	(void)state;
	assert_int_equal(move1(st, "f4", 29, 8), 0);
	assert_int_equal(tally_get(st, k, U("f4")), 0);	/* in the gap */
	assert_int_equal(move1(st, "f4", 30, 8), 0);	/* past 29xx */
	assert_int_equal(tally_get(st, k, U("f4")), 1);
	assert_false(linemove_in_line(st, U("f4")));
	state_free(st);
}

static void
test_spi_5_32_past_the_line_end_frees_only_by_hexrow(void **state)
{
	struct state *st = state_new(gd, 1);
	int k = tally_find(gd, "free");

	(void)state;
	/* 29xx holds the enemy on one side of 2920 only: no gap */
	put(st, "f4", 28, 20);
	put(st, "f3", 28, 28);
	put(st, "e1", 29, 10);
	linemove_begin(st);
	assert_int_equal(move1(st, "f4", 29, 20), 0);
	assert_int_equal(move1(st, "f4", 30, 20), 0);
	assert_int_equal(tally_get(st, k, U("f4")), 0);
	state_free(st);
	/* 20.43E's reading: past any hexrow holding an English unit */
	gd->lines.pass_hexrow = 1;
	st = state_new(gd, 1);
	put(st, "f4", 28, 20);
	put(st, "f3", 28, 28);
	put(st, "e1", 29, 10);
	linemove_begin(st);
	assert_int_equal(move1(st, "f4", 29, 20), 0);
	assert_int_equal(move1(st, "f4", 30, 20), 0);
	assert_int_equal(tally_get(st, k, U("f4")), 1);
	gd->lines.pass_hexrow = 0;
	state_free(st);
}

static void
test_spi_5_33_alone_in_no_line(void **state)
{
	struct state *st = first_line();
	struct buf out;
	char *why = NULL;

	(void)state;
	buf_init(&out);
	assert_false(linemove_in_line(st, U("f4")));
	assert_int_equal(linemove_hold(st, U("f4"), 1, &out, &why), -1);
	assert_non_null(strstr(why, "in no line"));
	free(why);
	buf_free(&out);
	state_free(st);
}

static void
test_spi_5_33_pinned_or_stuck_drops_out(void **state)
{
	struct state *st = first_line();
	char *why = NULL;

	(void)state;
	/* f6 before the woods: it cannot move, and is out */
	assert_false(linemove_in_line(st, U("f6")));
	/* f3 pinned (a friendly fugitive's doing): out, as long as it is */
	flag(st, "pinned", "f3", 1);
	assert_false(linemove_in_line(st, U("f3")));
	assert_int_equal(move1(st, "f1", 11, 5), 0);
	assert_int_equal(move1(st, "f2", 11, 9), 0);
	assert_int_equal(linemove_may_end(st, &why), 0);
	flag(st, "pinned", "f3", 0);
	assert_int_equal(linemove_may_end(st, &why), -1);
	free(why);
	state_free(st);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_spi_5_31_lines_formed_as_the_phase_begins),
		cmocka_unit_test(test_spi_5_31_errata_first_line_keeps_pace),
		cmocka_unit_test(test_spi_5_31_no_pivot_until_free),
		cmocka_unit_test(test_spi_5_31_lines_rebuilt_each_phase),
		cmocka_unit_test(test_spi_5_32_blocked_unit_holds),
		cmocka_unit_test(test_spi_5_32_friend_blocked_by_blocked_friend),
		cmocka_unit_test(test_spi_5_32_through_the_gap_frees),
		cmocka_unit_test(
		    test_spi_5_32_past_the_line_end_frees_only_by_hexrow),
		cmocka_unit_test(test_spi_5_33_alone_in_no_line),
		cmocka_unit_test(test_spi_5_33_pinned_or_stuck_drops_out),
	};

	return cmocka_run_group_tests(tests, group_setup, group_teardown);
}
