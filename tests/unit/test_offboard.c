/* test_offboard: the engine asked about units that are not on the board
 * (issue 8).  A unit off the map has no hex to read; every such question
 * must come back as a refusal with a reason, never as a read of a hex
 * that is not there.  Les Batailles de St Albans, whose road bonus and
 * terrain the mechanisms look up from the unit's hex. */
#include "testutil.h"

#include <string.h>

#include "board.h"
#include "combat.h"
#include "gamedata.h"
#include "hex.h"
#include "move.h"
#include "util.h"

#define GAME "st-albans"

#include "testgame.h"

static void
place(struct state *st, int u, int col, int row)
{
	char *cause = NULL;

	if (board_place(st, u, H(col, row), -1, &cause) != 0)
		fail_msg("place %s: %s", gd->units[u].id, cause ? cause : "?");
}

static void
assert_cause(char *cause, const char *want)
{
	assert_non_null(cause);
	if (strstr(cause, want) == NULL)
		fail_msg("cause \"%s\" does not say \"%s\"", cause, want);
	free(cause);
}

/* move_along read the road under a unit before it checked the unit was
 * on the map: NULL hex, SIGSEGV. */
static void
test_move_of_a_unit_never_placed(void **state)
{
	struct state *st = state_new(gd, 1455);
	struct hex path[1] = { H(14, 16) };
	struct buf out;
	char *cause = NULL;
	int u = U("y07");

	(void)state;
	buf_init(&out);
	assert_false(st->u[u].on_map);
	assert_int_equal(move_along(st, u, path, 1, &out, &cause), -1);
	assert_cause(cause, "y07 is not on the map");
	assert_int_equal(out.len, 0);
	buf_free(&out);
	state_free(st);
}

/* combat_odds read the defender's hex before anything checked it was on
 * the map: `odds f16 -> e01` on an empty board, SIGSEGV. */
static void
test_odds_with_units_off_the_map(void **state)
{
	struct state *st = state_new(gd, 1455);
	struct attack at;
	struct odds o;
	char *cause = NULL;

	(void)state;
	memset(&at, 0, sizeof at);
	at.kind = KIND_MELEE;
	at.natt = 1;
	at.att[0] = U("l08");
	at.def = U("y07");
	assert_int_equal(combat_odds(st, &at, &o, &cause), -1);
	assert_cause(cause, "is not on the map");
	/* the attacker on the map, the defender not */
	place(st, at.att[0], 14, 15);
	assert_int_equal(combat_odds(st, &at, &o, &cause), -1);
	assert_cause(cause, "y07 is not on the map");
	at.kind = KIND_MISSILE;
	assert_int_equal(combat_odds(st, &at, &o, &cause), -1);
	assert_cause(cause, "y07 is not on the map");
	state_free(st);
}

/* A unit taken off the map keeps its last hex in the state: the odds must
 * not be worked out from where it used to stand. */
static void
test_odds_against_a_removed_unit(void **state)
{
	struct state *st = state_new(gd, 1455);
	struct attack at;
	struct odds o;
	char *cause = NULL;

	(void)state;
	memset(&at, 0, sizeof at);
	at.kind = KIND_MELEE;
	at.natt = 1;
	at.att[0] = U("l08");
	at.def = U("y07");
	place(st, at.att[0], 14, 15);
	place(st, at.def, 14, 16);
	assert_int_equal(combat_odds(st, &at, &o, &cause), 0);
	assert_null(cause);
	if (board_remove(st, at.def, &cause) != 0)
		fail_msg("remove: %s", cause);
	assert_int_equal(combat_odds(st, &at, &o, &cause), -1);
	assert_cause(cause, "y07 is not on the map");
	st->u[at.def].eliminated = 1;
	assert_int_equal(combat_odds(st, &at, &o, &cause), -1);
	assert_cause(cause, "y07 has been eliminated");
	state_free(st);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_move_of_a_unit_never_placed),
		cmocka_unit_test(test_odds_with_units_off_the_map),
		cmocka_unit_test(test_odds_against_a_removed_unit),
	};

	return cmocka_run_group_tests(tests, group_setup, group_teardown);
}
