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
#include "marker.h"
#include "narrate.h"
#include "ruling.h"
#include "sequence.h"
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

/* A marker's order refused by marker.c with a record at the end of r
 * (RS_REFUSE_MARKER_*, no words), which its caller renders as the
 * cause (narrate_refusal, as cmd-marker.c does), the same words as the
 * set-up at load says (marker_refusal_words). */
static const struct ruling_step *
marker_refused(const struct gamedata *gd, struct ruling *r, int rc,
    char **why, enum ruling_concept c, const char *section,
    const char *says)
{
	const struct ruling_step *s;
	struct ruling one;
	char *text, *words;

	assert_int_equal(rc, -1);
	assert_null(*why);
	assert_true(r->n >= 1);
	s = &r->step[r->n - 1];
	assert_int_equal(s->concept, c);
	if (section == NULL)
		assert_null(s->section);
	else
		assert_string_equal(s->section, section);
	words = marker_refusal_words(s);
	assert_string_equal(words, says);
	free(words);
	ruling_init(&one);
	ruling_copy_into(&one, &(struct ruling){ (struct ruling_step *)s, 1,
	    1 });
	text = narrate_refusal(gd, &one);
	assert_string_equal(text, says);
	free(text);
	ruling_free(&one);
	return s;
}

static char *
A(const char *s)
{
	return (char *)s;
}

/* The proving game's markers (its §11 the dead, §12 pennants; after
 * st-albans §14.13): each refusal of a marker's order is a record. */
static void
test_proving_marker_refusals(void **state)
{
	struct gamedata *gd = load("proving");
	struct state *st = state_new(gd, 1);
	const struct ruling_step *s;
	struct ruling r;
	char *why = NULL, *a[2];

	(void)state;
	ruling_init(&r);
	s = marker_refused(gd, &r, marker_place_rec(st, "dead", "r1", 0, a,
	    NULL, &r, &why), &why, RS_REFUSE_MARKER_IN_HEX, NULL, "a Dead "
	    "marker stands in a hex (expected a hex, such as 0101; \"r1\" "
	    "is not one)");
	assert_string_equal(ruling_w(s, 1), "r1");
	marker_refused(gd, &r, marker_place_rec(st, "pennant", "0404", 0, a,
	    NULL, &r, &why), &why, RS_REFUSE_MARKER_ON_UNIT, NULL, "a Pennant "
	    "marker goes with a unit, not in a hex (expected a unit's id)");
	marker_refused(gd, &r, marker_place_rec(st, "pennant", "r1", 0, a,
	    NULL, &r, &why), &why, RS_REFUSE_MARKER_UNIT_GONE, NULL, "r1 is "
	    "not on the map (a marker goes with a unit on the map)");
	s = marker_refused(gd, &r, marker_place_rec(st, "dead", "0404", 0, a,
	    NULL, &r, &why), &why, RS_REFUSE_MARKER_NEEDS, NULL, "a Dead "
	    "marker needs side=VALUE (its side)");
	assert_string_equal(ruling_w(s, 1), "side");
	assert_int_equal(st->nmarkers, 0);
	/* a merge past the most a dead marker counts (§11) */
	a[0] = A("size=1");
	a[1] = A("side=red");
	assert_int_equal(marker_place_rec(st, "dead", "0404", 2, a, NULL, &r,
	    &why), 0);
	a[0] = A("size=20");
	s = marker_refused(gd, &r, marker_place_rec(st, "dead", "0404", 2, a,
	    NULL, &r, &why), &why, RS_REFUSE_MARKER_MERGE_MAX, NULL, "Dead "
	    "would merge into dead1 to make 21, and 20 is the most (size)");
	assert_int_equal(ruling_get(s, "make", 0), 21);
	assert_int_equal(ruling_get(s, "max", 0), 20);
	assert_int_equal(st->markers[0].val[0], 1);
	marker_refused(gd, &r, marker_move_rec(st, "dead1", "0404", &r, &why),
	    &why, RS_REFUSE_MARKER_THERE, NULL, "dead1 is already there");
	/* another side's dead stand apart, and a change may not merge */
	a[0] = A("side=blue");
	assert_int_equal(marker_place_rec(st, "dead", "0404", 1, a, NULL, &r,
	    &why), 0);
	a[0] = A("side=red");
	marker_refused(gd, &r, marker_set_rec(st, "dead2", 1, a, &r, &why),
	    &why, RS_REFUSE_MARKER_ONE_WITH, NULL, "dead2 would then be one "
	    "with dead1 (move or place markers to merge them)");
	assert_int_equal(st->markers[1].val[1], gd_faction(gd, "blue"));
	/* one pennant a unit (§12) */
	assert_int_equal(board_place(st, unit(gd, "r1"), (struct hex){ 1, 7 },
	    0, &why), 0);
	a[0] = A("colour=silver");
	assert_int_equal(marker_place_rec(st, "pennant", "r1", 1, a, NULL, &r,
	    &why), 0);
	s = marker_refused(gd, &r, marker_place_rec(st, "pennant", "r1", 1, a,
	    NULL, &r, &why), &why, RS_REFUSE_MARKER_ROOM, "12", "r1 already "
	    "holds 1 Pennant marker, and 1 may be there (§12)");
	assert_int_equal(ruling_get(s, "count", 0), 1);
	assert_int_equal(ruling_get(s, "max", 0), 1);
	/* what other modules refuse stays words */
	assert_int_equal(marker_place_rec(st, "dead", "0909", 1, a, NULL, &r,
	    &why), -1);
	assert_non_null(why);
	free(why);
	why = NULL;
	ruling_free(&r);
	/* the board full: the record as marker.c builds it */
	ruling_init(&r);
	ruling_num(ruling_add(&r, RS_REFUSE_MARKER_FULL, gd->id, NULL),
	    "count", MARKER_MAX);
	ruling_word(&r.step[0], "");
	marker_refused(gd, &r, -1, &why, RS_REFUSE_MARKER_FULL, NULL,
	    "the board holds 10000 markers, the most herald keeps");
	ruling_free(&r);
	state_free(st);
	gamedata_free(gd);
}

/* The sequence of play's own refusal (st-albans §4: attack is an order
 * of the Combat phase, not of York's Movement phase that begins the
 * game): the phase and its section, and where the game stands, as
 * seq_check_order says it in words. */
static void
test_stalbans_4_order_of_another_phase(void **state)
{
	struct gamedata *gd;
	struct state *st;
	struct ruling r;
	struct buf want;
	char *words = NULL, *text;
	int p;

	(void)state;
	if (gamedata_load(test_datadir(), "st-albans", &gd, &words) != 0)
		fail_msg("%s", words);
	st = state_new(gd, 1);
	ruling_init(&r);
	assert_int_equal(seq_check_order_rec(st, "move", &r), 0);
	assert_int_equal(r.n, 0);
	assert_int_equal(seq_check_order_rec(st, "attack", &r), -1);
	assert_int_equal(r.n, 2);
	assert_int_equal(r.step[0].concept, RS_REFUSE_PHASE_ORDER);
	assert_string_equal(ruling_w(&r.step[0], 0), "attack");
	assert_true(ruling_count(&r.step[0], "phase") >= 1);
	p = ruling_nth(&r.step[0], "phase", 0);
	assert_non_null(strstr(gd->sequence.phases[p].name, "Combat"));
	assert_non_null(gd->sequence.phases[p].section);
	assert_string_equal(r.step[0].section, gd->sequence.phases[p].section);
	assert_int_equal(r.step[1].concept, RS_PHASE_WHERE);
	assert_int_equal(seq_check_order(st, "attack", &words), -1);
	assert_non_null(strstr(words, "attack is an order of the "));
	assert_non_null(strstr(words, gd->sequence.phases[p].section));
	buf_init(&want);
	buf_printf(&want, "%s; now: ", words);
	narrate_where(st, &want);
	text = narrate_refusal(gd, &r);
	assert_string_equal(text, want.s);
	free(text);
	free(words);
	buf_free(&want);
	ruling_free(&r);
	state_free(st);
	gamedata_free(gd);
}

/* The session's refusal of an order once the game is over (session.c):
 * won, a draw, or just over. */
static void
test_game_over_refusal(void **state)
{
	struct gamedata *gd = load("proving");
	struct ruling r;
	char *text, *want;

	(void)state;
	ruling_init(&r);
	ruling_num(ruling_add(&r, RS_REFUSE_GAME_OVER, gd->id, NULL),
	    "winner", 0);
	ruling_word(&r.step[0], "the field held");
	text = narrate_refusal(gd, &r);
	want = xprintf("the game is over: %s won: the field held",
	    gd->factions[0].army);
	assert_string_equal(text, want);
	free(text);
	free(want);
	ruling_free(&r);
	ruling_init(&r);
	ruling_num(ruling_add(&r, RS_REFUSE_GAME_OVER, gd->id, NULL),
	    "winner", -1);
	ruling_word(&r.step[0], "both spent");
	text = narrate_refusal(gd, &r);
	assert_string_equal(text, "the game is over: a draw: both spent");
	free(text);
	ruling_free(&r);
	ruling_init(&r);
	ruling_num(ruling_add(&r, RS_REFUSE_GAME_OVER, gd->id, NULL),
	    "winner", -1);
	ruling_word(&r.step[0], "");
	text = narrate_refusal(gd, &r);
	assert_string_equal(text, "the game is over");
	free(text);
	ruling_free(&r);
	free(ruling_refused_take(&r));
	ruling_free(&r);
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
		cmocka_unit_test(test_proving_marker_refusals),
		cmocka_unit_test(test_stalbans_4_order_of_another_phase),
		cmocka_unit_test(test_game_over_refusal),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
