/* test_lineform: line formations (rules: movement: line_formation:,
 * src/lineform.c; spi-agincourt 5.41-5.43) on the proving-lines game of
 * tests/data, whose grid is SPI's (flat-topped columns, even columns
 * low, CCRR).  Expected answers are worked by hand from the adjacency of
 * such a grid (an even column c touches rows r and r+1 of columns c-1
 * and c+1, an odd one rows r-1 and r), not from the code under test:
 * 3122 and 3124 have 3123 alone in common; 3124 and 3022 have 3023 and
 * 3123, and do not touch. */
#include "testutil.h"

#include <string.h>

#include "board.h"
#include "footprint.h"
#include "lineform.h"
#include "move.h"
#include "ruling.h"
#include "util.h"

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
put(struct state *st, const char *id, int col, int row, const char *face)
{
	char *why = NULL;
	int f = footprint_facing_parse(st->gd, face);

	assert_true(f >= 0);
	if (board_place(st, unit(st->gd, id), H(col, row), f, &why) != 0)
		fail_msg("%s: %s", id, why);
}

/* The concept of the refusal of a step, or -1 when it is allowed. */
static int
judged(const struct state *st, const char *id, struct hex from,
    struct hex to)
{
	struct ruling no;
	int c;

	if (lineform_step_rec(st, unit(st->gd, id), from, to, &no) == 0)
		return -1;
	assert_int_equal(no.n, 1);
	c = no.step[0].concept;
	ruling_free(&no);
	return c;
}

static struct state *
board(struct gamedata **gd)
{
	*gd = load("proving-lines");
	return state_new(*gd, 1);
}

static void
done(struct gamedata *gd, struct state *st)
{
	state_free(st);
	gamedata_free(gd);
}

/* 5.41's example: 3023 may not enter 3123 between 3122 and 3124 */
static void
test_spi_5_41_book_example_3123_closed(void **state)
{
	struct gamedata *gd;
	struct state *st = board(&gd);
	struct buf out;
	char *why = NULL;
	struct hex path[1] = { { 31, 23 } };

	(void)state;
	put(st, "f3", 30, 23, "s");
	put(st, "e1", 31, 22, "n");
	put(st, "e2", 31, 24, "n");
	assert_int_equal(judged(st, "f3", H(30, 23), H(31, 23)),
	    RS_REFUSE_LINE_GAP);
	/* and the move itself is refused, f3 left where it was */
	buf_init(&out);
	assert_int_equal(move_along(st, unit(gd, "f3"), path, 1, &out, &why),
	    -1);
	assert_non_null(strstr(why, "(§5.41)"));
	assert_true(hex_eq(st->u[unit(gd, "f3")].hex, H(30, 23)));
	free(why);
	buf_free(&out);
	done(gd, st);
}

/* 5.41 with a two-hex enemy: one unit over both its hexes */
static void
test_spi_5_41_two_hex_enemy_is_one_unit(void **state)
{
	struct gamedata *gd;
	struct state *st = board(&gd);

	(void)state;
	/* f1 on 3121+3122 (its second hex a row on), e1 moving */
	put(st, "f1", 31, 21, "s");
	assert_true(hex_eq(st->u[unit(gd, "f1")].hex2, H(31, 22)));
	/* 3021 is next to both halves of f1: one unit, nothing barred */
	assert_int_equal(judged(st, "e1", H(29, 21), H(30, 21)), -1);
	/* with f3 in 3124, 3123 is the one hex next to f1 and f3 */
	put(st, "f3", 31, 24, "s");
	assert_int_equal(judged(st, "e1", H(30, 23), H(31, 23)),
	    RS_REFUSE_LINE_GAP);
	done(gd, st);
}

/* 5.42's example: 3023 to 3123 with enemies in 3124 and 3022 */
static void
test_spi_5_42_book_example_through_barred(void **state)
{
	struct gamedata *gd;
	struct state *st = board(&gd);

	(void)state;
	put(st, "f3", 30, 23, "s");
	put(st, "e1", 31, 24, "n");
	put(st, "e2", 30, 22, "n");
	assert_int_equal(judged(st, "f3", H(30, 23), H(31, 23)),
	    RS_REFUSE_LINE_THROUGH);
	/* from a hex next to one of them only (2923: 3022 alone), into
	 * 3023, next to both: 3023 is not the only hex next to both */
	assert_int_equal(judged(st, "f3", H(29, 23), H(30, 23)), -1);
	done(gd, st);
}

/* 5.41 and 5.42 look at enemy units only: a friend beside the gap
 * closes nothing */
static void
test_spi_5_42_friends_close_nothing(void **state)
{
	struct gamedata *gd;
	struct state *st = board(&gd);

	(void)state;
	put(st, "f3", 30, 23, "s");
	put(st, "f4", 31, 22, "s");
	put(st, "f5", 30, 22, "s");
	put(st, "e1", 31, 24, "n");
	assert_int_equal(judged(st, "f3", H(30, 23), H(31, 23)), -1);
	done(gd, st);
}

/* 5.43: a hex next to one enemy combat unit is free; a leader is no
 * combat unit */
static void
test_spi_5_43_one_enemy_and_a_leader_free(void **state)
{
	struct gamedata *gd;
	struct state *st = board(&gd);

	(void)state;
	put(st, "f3", 30, 23, "s");
	put(st, "e1", 31, 24, "n");
	assert_int_equal(judged(st, "f3", H(30, 23), H(31, 23)), -1);
	put(st, "el", 31, 22, "n");	/* Henry V: a leader */
	assert_false(lineform_combat(gd, unit(gd, "el")));
	assert_int_equal(judged(st, "f3", H(30, 23), H(31, 23)), -1);
	done(gd, st);
}

/* A two-hex mover is judged half by half */
static void
test_spi_5_43_two_hex_mover_half_by_half(void **state)
{
	struct gamedata *gd;
	struct state *st = board(&gd);
	char *why = NULL;
	int f1;

	(void)state;
	put(st, "f1", 28, 15, "s");	/* 2815+2816 */
	put(st, "e2", 30, 16, "n");
	put(st, "e3", 28, 17, "n");
	f1 = unit(gd, "f1");
	/* into 2916+2917: 2917 the only hex next to 2817 and 3016 */
	assert_int_equal(lineform_pair(st, f1, H(28, 15), H(28, 16),
	    H(29, 16), H(29, 17), &why), -1);
	assert_non_null(strstr(why, "2917 is the only hex"));
	free(why);
	why = NULL;
	/* into 2915+2916: 2916 is next to 3016 alone, 2915 to none */
	assert_int_equal(lineform_pair(st, f1, H(28, 15), H(28, 16),
	    H(29, 15), H(29, 16), &why), 0);
	done(gd, st);
}

/* a game without the block: nothing barred */
static void
test_spi_5_4_not_chosen_bars_nothing(void **state)
{
	struct gamedata *gd = load("proving-vertex");
	struct state *st = state_new(gd, 1);
	struct ruling no;

	(void)state;
	assert_false(gd->lines.formation);
	assert_int_equal(lineform_step_rec(st, unit(gd, "r1"), H(2, 7),
	    H(3, 7), &no), 0);
	state_free(st);
	gamedata_free(gd);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_spi_5_41_book_example_3123_closed),
		cmocka_unit_test(test_spi_5_41_two_hex_enemy_is_one_unit),
		cmocka_unit_test(test_spi_5_42_book_example_through_barred),
		cmocka_unit_test(test_spi_5_42_friends_close_nothing),
		cmocka_unit_test(test_spi_5_43_one_enemy_and_a_leader_free),
		cmocka_unit_test(test_spi_5_43_two_hex_mover_half_by_half),
		cmocka_unit_test(test_spi_5_4_not_chosen_bars_nothing),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
