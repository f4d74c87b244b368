/* test_refusals: the refusals rendered from their records
 * (narrate-refuse.c) say what the sentences they replaced said (issue
 * 12), in the cases the transcripts do not reach; and the refusal kept
 * for `why` (ruling_refused_keep, ruling.c) is only ever a refusal an
 * order was given: a probe, which asks whether and not why, keeps none
 * (footstep.c). */
#include "testutil.h"

#include <string.h>

#include "baggage.h"
#include "board.h"
#include "commanders.h"
#include "footprint.h"
#include "gamedata.h"
#include "narrate.h"
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
place(struct state *st, int u, struct hex h, int facing)
{
	char *why = NULL;

	if (board_place(st, u, h, facing, &why) != 0)
		fail_msg("%s", why);
}

/* Nothing kept: what an earlier test or call left is forgotten. */
static void
forget(void)
{
	struct ruling r;

	free(ruling_refused_take(&r));
	ruling_free(&r);
}

/* The refusal kept, as text (NULL: none), forgotten. */
static char *
kept(void)
{
	struct ruling r;
	char *text = ruling_refused_take(&r);

	ruling_free(&r);
	return text;
}

/* footstep_may_follow asked with no cause (the retreat's and the rout's
 * searches, at every hex they try) builds no refusal: before, each
 * probe rendered one and kept it as the order's (ruling_refused_keep),
 * the cost issue 10 asks herald not to pay for a probe.  The
 * proving-pivot game's w2 on 0703+0803 (facing nne), an enemy in 0804
 * below its second hex and a friend in 0802 above it. */
static void
test_footstep_probe_keeps_nothing(void **state)
{
	struct gamedata *gd = load("proving-pivot");
	struct state *st = state_new(gd, 1);
	int w2 = unit(gd, "w2"), r1 = unit(gd, "r1"), b1 = unit(gd, "b1");
	int d, asked, refused = 0;
	char *why, *text;

	(void)state;
	place(st, w2, H(7, 3), 0);
	place(st, r1, H(8, 4), 0);
	place(st, b1, H(8, 2), 0);
	for (d = 0; d < HEX_DIRS; d++) {
		/* asked why: a refusal of the terrain or the room is the
		 * records rendered, and kept */
		forget();
		why = NULL;
		asked = footstep_may_follow(st, w2, st->u[w2].hex2, d, 0, &why);
		text = kept();
		if (!asked && text != NULL) {
			assert_non_null(why);
			assert_non_null(strstr(why, text));
			refused++;
		}
		free(text);
		free(why);
		/* asked whether: the same answer, nothing kept */
		forget();
		assert_int_equal(footstep_may_follow(st, w2, st->u[w2].hex2, d,
		    0, NULL), asked);
		text = kept();
		if (text != NULL)
			fail_msg("direction %d: a probe kept \"%s\"", d, text);
	}
	/* the records' path was taken: the test can fail */
	assert_true(refused > 0);
	state_free(st);
	gamedata_free(gd);
}

/* A refusal's records rendered: text and kept text agree, and what the
 * record says is the sentence of before (src/board.c, src/enter.c,
 * src/move-footprint.c, src/combat-odds.c at ea32247). */
static void
says(const struct gamedata *gd, struct ruling *no, const char *expected)
{
	char *text = narrate_refusal(gd, no), *k = kept();

	assert_string_equal(text, expected);
	assert_non_null(k);
	assert_string_equal(k, expected);
	free(text);
	free(k);
}

static struct ruling_step *
step(const struct gamedata *gd, struct ruling *no, enum ruling_concept c,
    const char *section)
{
	ruling_init(no);
	return ruling_add(no, c, gd->id, section);
}

static void
hexnum(struct ruling_step *s, const char *col, const char *row,
    struct hex h)
{
	ruling_num(s, col, h.col);
	ruling_num(s, row, h.row);
}

/* The refusals of stacking, turning and pivoting, and of a unit on two
 * hexes placed, that no transcript gives. */
static void
test_refusals_as_before(void **state)
{
	struct gamedata *gd = load("proving-pivot");
	struct ruling no;
	struct ruling_step *s;
	char *expected;

	(void)state;
	forget();
	/* board.c stack_check: an enemy extra, a lone extra, a full hex
	 * of a game with no stacking section */
	s = step(gd, &no, RS_REFUSE_STACK_ENEMY, "5");
	hexnum(s, "to_col", "to_row", H(7, 3));
	ruling_word(s, "b1");
	says(gd, &no, "0703 holds the enemy b1 (§5)");
	s = step(gd, &no, RS_REFUSE_STACK_ALONE, "5");
	hexnum(s, "to_col", "to_row", H(7, 3));
	ruling_word(s, "c1");
	says(gd, &no, "c1 may stand only with a friendly combat unit (§5)");
	s = step(gd, &no, RS_REFUSE_STACK_FULL, NULL);
	hexnum(s, "to_col", "to_row", H(7, 3));
	ruling_word(s, "b1");
	ruling_num(s, "one", 0);
	says(gd, &no, "0703 is already occupied by b1 (stacking limit)");

	/* move-footprint.c: no facing to turn from; a pivot's refusals */
	s = step(gd, &no, RS_REFUSE_NO_TURN_FROM, NULL);
	ruling_word(s, "w2");
	says(gd, &no, "w2 has no facing to turn from");
	s = step(gd, &no, RS_REFUSE_PIVOT_ONE_HEX, NULL);
	ruling_word(s, "b1");
	says(gd, &no, "b1 stands on one hex: it turns (face) rather than "
	    "pivots");
	s = step(gd, &no, RS_REFUSE_PIVOT_FACING, "5.3");
	says(gd, &no, "a pivot needs a facing toward a vertex, with a hex in "
	    "front of the centre of the unit (§5.3)");
	s = step(gd, &no, RS_REFUSE_PIVOT_ABOUT, "5.3");
	ruling_word(s, "w2");
	hexnum(s, "col", "row", H(7, 3));
	hexnum(s, "col2", "row2", H(8, 3));
	hexnum(s, "to_col", "to_row", H(6, 3));
	says(gd, &no, "w2 stands on 0703+0803, not 0603: a pivot turns about "
	    "one of its own hexes (§5.3)");
	s = step(gd, &no, RS_REFUSE_PIVOT_NO_FRONT, NULL);
	ruling_word(s, "w2");
	says(gd, &no, "no hex in front of w2's centre");

	/* board.c place_two: the second hex off the map, or of a terrain
	 * the unit may not enter, with a section or by the table */
	s = step(gd, &no, RS_REFUSE_PAIR_PLACE, "5.1");
	ruling_word(s, "w2");
	ruling_word(s, "");
	ruling_word(s, "");
	ruling_word(s, "");
	hexnum(s, "col", "row", H(7, 1));
	hexnum(s, "col2", "row2", H(8, 0));
	ruling_num(s, "off_map", 1);
	ruling_num(s, "cited", 0);
	says(gd, &no, "w2 stands on two hexes, 0701 and 0800: 0800 is not on "
	    "the map (§5.1)");
	s = step(gd, &no, RS_REFUSE_PAIR_PLACE, "5.1");
	ruling_word(s, "w2");
	ruling_word(s, "marsh");
	ruling_word(s, "Battle");
	ruling_word(s, "");
	hexnum(s, "col", "row", H(7, 3));
	hexnum(s, "col2", "row2", H(8, 3));
	ruling_num(s, "off_map", 0);
	ruling_num(s, "cited", 0);
	says(gd, &no, "w2 stands on two hexes, 0703 and 0803: 0803 is marsh, "
	    "which a Battle unit cannot enter (table of terrain effects) "
	    "(§5.1)");
	s = step(gd, &no, RS_REFUSE_PAIR_PLACE, "5.1");
	ruling_word(s, "w2");
	ruling_word(s, "marsh");
	ruling_word(s, "Battle");
	ruling_word(s, "7.2");
	hexnum(s, "col", "row", H(7, 3));
	hexnum(s, "col2", "row2", H(8, 3));
	ruling_num(s, "off_map", 0);
	ruling_num(s, "cited", 1);
	expected = xprintf("w2 stands on two hexes, 0703 and 0803: 0803 is "
	    "marsh, which a Battle unit cannot enter (§7.2) (§5.1)");
	says(gd, &no, expected);
	free(expected);
	gamedata_free(gd);
}

/* A missile refusal names the types that fire (a mask of the game's
 * types, up to GD_MAX_TYPES): the 32nd type, bit 31, is read as the
 * mask's bit (1u << 31), not by shifting into an int's sign, undefined
 * behaviour the sanitizer build stops at (narrate-refuse.c). */
static void
test_refusal_type_mask_bit_31(void **state)
{
	static char names[GD_MAX_TYPES][8];
	struct gamedata *gd = load("proving-pivot");
	struct unit_type types[GD_MAX_TYPES], *saved = gd->types;
	int nsaved = gd->ntypes, t;
	struct ruling no;
	struct ruling_step *s;

	(void)state;
	forget();
	memset(types, 0, sizeof types);
	for (t = 0; t < GD_MAX_TYPES; t++) {
		snprintf(names[t], sizeof names[t], "t%d", t);
		types[t].id = types[t].name = names[t];
	}
	gd->types = types;
	gd->ntypes = GD_MAX_TYPES;
	s = step(gd, &no, RS_REFUSE_NOT_MISSILE, "8");
	ruling_word(s, "w2");
	ruling_num(s, "type", 0);
	ruling_num(s, "types", (int)(1u << 30 | 1u << 31));
	says(gd, &no, "w2 is t0; only t30, t31 fire missiles (§8)");
	gd->types = saved;
	gd->ntypes = nsaved;
	gamedata_free(gd);
}

/* The refusal a mechanism gave in words, its record kept for `why`
 * beside it: the record's concept and section, and the text (the cause
 * by address: it is set by the call among the arguments). */
static const struct ruling_step *
refused_as(struct ruling *r, int rc, char **why, enum ruling_concept c,
    const char *section, const char *says)
{
	char *text;

	assert_int_equal(rc, -1);
	assert_non_null(*why);
	assert_string_equal(*why, says);
	text = ruling_refused_take(r);
	assert_non_null(text);
	assert_string_equal(text, says);
	free(text);
	free(*why);
	*why = NULL;
	assert_int_equal(r->n, 1);
	assert_int_equal(r->step[0].concept, c);
	assert_string_equal(r->step[0].section, section);
	return &r->step[0];
}

/* The proving-baggage game (after st-albans §9.4, §6; its §13, §14):
 * baggage never attacks, nor is attacked from range, and a commander
 * fights only in the strength of the unit he stands with (baggage.c,
 * commanders.c), each refusal a record (RS_REFUSE_BAGGAGE_*,
 * RS_REFUSE_COMMANDER_ATTACKS) rendered and kept. */
static void
test_proving_baggage_13_14_attackers(void **state)
{
	struct gamedata *gd = load("proving-baggage");
	struct state *st = state_new(gd, 1);
	int r1 = unit(gd, "r1"), c1 = unit(gd, "c1"), w1 = unit(gd, "w1");
	const struct ruling_step *s;
	struct ruling r;
	char *why = NULL;

	(void)state;
	forget();
	place(st, c1, H(4, 3), -1);
	s = refused_as(&r, commanders_refuse_attacker(st, c1, &why), &why,
	    RS_REFUSE_COMMANDER_ATTACKS, "14", "c1 is a commander and cannot "
	    "fight alone (§14)");
	assert_string_equal(ruling_w(s, 0), "c1");
	assert_int_equal(ruling_get(s, "alone", 0), 1);
	ruling_free(&r);
	place(st, r1, H(4, 3), -1);
	why = NULL;
	s = refused_as(&r, commanders_refuse_attacker(st, c1, &why), &why,
	    RS_REFUSE_COMMANDER_ATTACKS, "14", "c1 is a commander and adds "
	    "his strength to r1, whom he stands with: name r1 (§14)");
	assert_string_equal(ruling_w(s, 1), "r1");
	assert_int_equal(ruling_get(s, "alone", 1), 0);
	ruling_free(&r);
	place(st, w1, H(6, 3), -1);
	why = NULL;
	s = refused_as(&r, baggage_refuse_attacker(st, w1, &why), &why,
	    RS_REFUSE_BAGGAGE_ATTACKS, "13", "w1 is baggage and cannot attack "
	    "(§13)");
	assert_string_equal(ruling_w(s, 0), "w1");
	ruling_free(&r);
	s = refused_as(&r, baggage_refuse_at_range(st, r1, w1, &why), &why,
	    RS_REFUSE_BAGGAGE_AT_RANGE, "13", "w1 is baggage, which is "
	    "attacked only hand to hand (§13)");
	assert_string_equal(ruling_w(s, 1), "w1");
	assert_int_equal(ruling_get(s, "with", 1), 0);
	ruling_free(&r);
	/* none of them refuses what the rules allow */
	assert_int_equal(baggage_refuse_attacker(st, r1, &why), 0);
	assert_int_equal(commanders_refuse_attacker(st, r1, &why), 0);
	assert_null(why);
	state_free(st);
	gamedata_free(gd);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_footstep_probe_keeps_nothing),
		cmocka_unit_test(test_refusals_as_before),
		cmocka_unit_test(test_refusal_type_mask_bit_31),
		cmocka_unit_test(test_proving_baggage_13_14_attackers),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
