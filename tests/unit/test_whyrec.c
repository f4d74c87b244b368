/* Unit tests of an order's narration as records (session.c keep_why,
 * narrate_ruling's keeping buffer): `why` is the order's records
 * rendered; the records hold the numbers of the ruling by name, for the
 * battle report; text still said without records is an RS_TEXT step; a
 * refused order's records (a move's, an attack's or fire's) are kept for
 * `why`, with what was said around them as RS_TEXT. */
#include "testutil.h"

#include <string.h>

#include "board.h"
#include "dice.h"
#include "enter.h"
#include "footprint.h"
#include "gamedata.h"
#include "narrate.h"
#include "ruling.h"
#include "session.h"

static enum cmd_retval
run(struct session *s, const char *line, struct buf *out, char **cause)
{
	const struct cmd_entry *e;
	char **argv, *why = NULL;
	int argc;
	enum cmd_retval rv;

	argc = words_split(line, &argv, &why);
	assert_true(argc > 0);
	e = cmd_find(argv[0], &why);
	assert_non_null(e);
	rv = session_run(s, e, argc - 1, argv + 1, out, cause);
	words_free_argv(argc, argv);
	return rv;
}

static void
ok(struct session *s, const char *line)
{
	struct buf out;
	char *why = NULL;

	buf_init(&out);
	if (run(s, line, &out, &why) != CMD_OK)
		fail_msg("%s: %s", line, why);
	buf_free(&out);
}

static const struct ruling_step *
find(const struct ruling *r, enum ruling_concept c)
{
	int i;

	for (i = 0; i < r->n; i++)
		if (r->step[i].concept == c)
			return &r->step[i];
	return NULL;
}

/* battle-of-agincourt §11.1, §11.3: e11 (AF 9) attacks f11 (DF 4) at
 * 9:4, read as 2:1 (tests/transcripts/agincourt-11-4-...). */
static void
test_agincourt_11_attack_records(void **state)
{
	struct session s;
	struct buf out, again;
	const struct ruling_step *st;
	char *why = NULL;
	const char *body;
	int mdr;

	(void)state;
	session_init(&s, test_datadir());
	buf_init(&out);
	if (session_new(&s, "battle-of-agincourt", NULL, 11, NULL, &out,
	    &why) != 0)
		fail_msg("new: %s", why);
	buf_free(&out);
	ok(&s, "place e11 1215 n");
	ok(&s, "place f11 1214 s");
	ok(&s, "next");
	ok(&s, "next");
	buf_init(&out);
	assert_int_equal(run(&s, "attack e11 -> f11", &out, &why), CMD_OK);

	/* the numbers of the ruling, by name */
	st = find(&s.why_rec, RS_ODDS_ATTACK);
	assert_non_null(st);
	assert_int_equal(ruling_get(st, "af", -1), 9);
	st = find(&s.why_rec, RS_ODDS_DEFENCE);
	assert_non_null(st);
	assert_int_equal(ruling_get(st, "df", -1), 4);
	st = find(&s.why_rec, RS_CRT_ROLL);
	assert_non_null(st);
	assert_string_equal(st->section, "11.3");
	assert_string_equal(st->book, "battle-of-agincourt");
	mdr = ruling_get(st, "mdr", -1);
	assert_true(mdr >= 2 && mdr <= 12);
	assert_string_equal(ruling_w(st, 1), "2:1");

	/* `why` is the order's line and its records rendered, and what
	 * was said is the records rendered */
	buf_init(&again);
	narrate_ruling(s.gd, &s.why_rec, &again);
	assert_string_equal(s.why, "attack e11 -> f11:\n");
	assert_string_equal(out.s, again.s);
	buf_free(&out);
	buf_init(&out);
	assert_int_equal(run(&s, "why", &out, &why), CMD_OK);
	body = strchr(out.s, '\n');
	assert_non_null(body);
	assert_true(strncmp(body + 1, again.s, again.len) == 0);
	buf_free(&again);
	buf_free(&out);

	/* a refusal keeps its reason as records (f11 is gone), which
	 * `why` renders as the cause was said */
	buf_init(&out);
	assert_int_equal(run(&s, "attack e11 -> f11", &out, &why), CMD_ERROR);
	assert_int_equal(ruling_steps(&s.why_rec, RS_REFUSE_GONE), 1);
	assert_int_equal(ruling_get(&s.why_rec.step[0], "eliminated", 0), 1);
	assert_string_equal(s.why, "attack e11 -> f11: refused: ");
	buf_init(&again);
	narrate_ruling(s.gd, &s.why_rec, &again);
	assert_non_null(again.s);
	assert_int_equal(strlen(again.s), strlen(why) + 1);
	assert_true(strncmp(again.s, why, strlen(why)) == 0);
	free(why);
	buf_free(&again);
	buf_free(&out);
	session_free(&s);
}

/* What `why` (or `why N`) says, up to the sections it lists after. */
static char *
why_says(struct session *s, const char *line)
{
	struct buf out;
	char *why = NULL;

	buf_init(&out);
	if (run(s, line, &out, &why) != CMD_OK)
		fail_msg("%s: %s", line, why);
	return buf_steal(&out);
}

/* battle-of-agincourt §6, §7: `place` and `next` are records: the unit
 * placed and where it stands; what the Movement phase (§7) leaves
 * undone, the phase that ended and the Missile phase (§9) that begins,
 * each with its section and its numbers as numbers; `why` and `why N`
 * are those records rendered. */
static void
test_agincourt_6_phase_records(void **state)
{
	struct session s;
	struct buf out, again;
	const struct ruling_step *st;
	char *why = NULL, *said;

	(void)state;
	session_init(&s, test_datadir());
	buf_init(&out);
	if (session_new(&s, "battle-of-agincourt", NULL, 11, NULL, &out,
	    &why) != 0)
		fail_msg("new: %s", why);
	buf_free(&out);

	/* the placement: its unit, hex and facing, no text */
	ok(&s, "place e11 1215 n");
	assert_int_equal(s.why_rec.n, 1);
	st = find(&s.why_rec, RS_PLACED);
	assert_non_null(st);
	assert_string_equal(ruling_w(st, 0), "e11");
	assert_int_equal(ruling_get(st, "col", -1), 12);
	assert_int_equal(ruling_get(st, "row", -1), 15);
	assert_int_equal(ruling_get(st, "facing", -2), footprint_facing_parse(s.gd,
	    "n"));
	assert_int_equal(ruling_get(st, "routed", -1), 0);
	assert_string_equal(s.why, "place e11 1215 n:\n");
	ok(&s, "place f11 1214 s");

	/* the phase lines */
	buf_init(&out);
	assert_int_equal(run(&s, "next", &out, &why), CMD_OK);
	assert_int_equal(ruling_steps(&s.why_rec, RS_TEXT), 0);
	st = find(&s.why_rec, RS_LEFT_UNDONE);
	assert_non_null(st);
	assert_int_equal(ruling_get(st, "what", 0), LEFT_UNMOVED);
	assert_int_equal(ruling_get(st, "count", 0), 1);
	assert_string_equal(st->section, "7");
	st = find(&s.why_rec, RS_PHASE_ENDED);
	assert_non_null(st);
	assert_string_equal(st->book, "battle-of-agincourt");
	assert_string_equal(st->section, "7");
	assert_int_equal(ruling_get(st, "turn", 0), 1);
	assert_int_equal(ruling_get(st, "of", 0), 8);
	assert_int_equal(ruling_get(st, "over", -1), PHASE_OVER_NOT);
	assert_string_equal(ruling_w(st, 0), "English");
	assert_string_equal(ruling_w(st, 1), "Movement");
	st = find(&s.why_rec, RS_PHASE_NOW);
	assert_non_null(st);
	assert_string_equal(st->section, "9");
	assert_string_equal(ruling_w(st, 1), "Missile");
	buf_init(&again);
	narrate_ruling(s.gd, &s.why_rec, &again);
	assert_string_equal(out.s, again.s);
	assert_string_equal(again.s, "left undone: 1 unit did not move\n"
	    "ended: turn 1 of 8, English Movement phase (§7)\n"
	    "now: turn 1 of 8, English Missile phase (§9)\n");
	buf_free(&out);

	/* `why`: the order's line and its records */
	said = why_says(&s, "why");
	assert_true(strncmp(said, "next:\n", 6) == 0);
	assert_true(strncmp(said + 6, again.s, again.len) == 0);
	free(said);
	buf_free(&again);

	/* `why N`: the order done again, told from its records */
	said = why_says(&s, "why 1");
	assert_true(strncmp(said, "place e11 1215 n:\nplaced e11 (", 30) ==
	    0);
	assert_non_null(strstr(said, ") in 1215 n\n"));
	free(said);
	said = why_says(&s, "why 3");
	assert_true(strncmp(said, "next:\nleft undone: 1 unit did not "
	    "move\nended: turn 1 of 8", 57) == 0);
	free(said);
	session_free(&s);
}

/* The one step an order kept, rendered, and what the order said. */
static const struct ruling_step *
only_step(struct session *s, const char *line, enum ruling_concept c,
    const char *says)
{
	struct buf out, again;
	char *why = NULL;

	buf_init(&out);
	if (run(s, line, &out, &why) != CMD_OK)
		fail_msg("%s: %s", line, why);
	assert_string_equal(out.s, says);
	assert_int_equal(s->why_rec.n, 1);
	assert_int_equal(s->why_rec.step[0].concept, c);
	buf_init(&again);
	narrate_ruling(s->gd, &s->why_rec, &again);
	assert_string_equal(again.s, says);
	buf_free(&again);
	buf_free(&out);
	return &s->why_rec.step[0];
}

/* battle-of-agincourt: `remove` (a referee's correction, no section of
 * the rules) and `dice` are records: the unit and the hex it left, and
 * who rolls (referee.c, rendered by narrate-phase.c). */
static void
test_agincourt_remove_and_dice_records(void **state)
{
	struct session s;
	struct buf out;
	const struct ruling_step *st;
	char *why = NULL, *says;
	int u;

	(void)state;
	session_init(&s, test_datadir());
	buf_init(&out);
	if (session_new(&s, "battle-of-agincourt", NULL, 11, NULL, &out,
	    &why) != 0)
		fail_msg("new: %s", why);
	buf_free(&out);
	ok(&s, "place e11 1215 n");
	u = gd_unit_find(s.gd, "e11", &why);
	assert_true(u >= 0);
	says = xprintf("removed e11 (%s) from 1215\n", s.gd->units[u].name);
	st = only_step(&s, "remove e11", RS_REMOVED, says);
	free(says);
	assert_null(st->section);
	assert_string_equal(ruling_w(st, 0), "e11");
	assert_int_equal(ruling_get(st, "col", -1), 12);
	assert_int_equal(ruling_get(st, "row", -1), 15);
	assert_int_equal(s.st->u[u].on_map, 0);

	st = only_step(&s, "dice manual", RS_DICE_SET, "dice: manual: herald "
	    "will ask for each roll the rules call for\n");
	assert_int_equal(ruling_get(st, "manual", -1), 1);
	assert_int_equal(s.st->dice_manual, 1);
	st = only_step(&s, "dice auto", RS_DICE_SET,
	    "dice: auto: herald rolls\n");
	assert_int_equal(ruling_get(st, "manual", -1), 0);
	assert_int_equal(s.st->dice_manual, 0);
	session_free(&s);
}

/* The steps of the sequence of play rendered from their numbers and
 * words alone (narrate-phase.c): a stage passed over (st-albans-like
 * "every 2nd turn"), an automatic phase, the end an event brings (the
 * proving game's §12), and where a step after an impulse stands. */
/* The dice as rolled, as a record (ruling_roll, narrate-dice.c): the
 * expression, the source, the total and each face as numbers, said
 * exactly as roll_format says the roll.  battle-of-agincourt §11.3 (2d6
 * on the CRT, typed in from the table), st-albans §9.10 (1d6 against
 * morale), and the expressions herald reads besides. */
static void
roll_says(const char *expr, enum roll_source src, const int *face,
    int nface, int total, const char *said)
{
	struct roll roll;
	struct ruling r;
	const struct ruling_step *s;
	struct buf b, direct;
	char *why = NULL;
	int i;

	memset(&roll, 0, sizeof roll);
	if (dice_parse(expr, &roll.e, &why) != 0)
		fail_msg("%s: %s", expr, why);
	roll.src = src;
	roll.nface = nface;
	for (i = 0; i < nface; i++)
		roll.face[i] = face[i];
	roll.total = total;
	ruling_init(&r);
	s = ruling_roll(&r, &roll);
	assert_int_equal(s->concept, RS_ROLL);
	assert_string_equal(ruling_w(s, 0), roll.e.text);
	assert_int_equal(ruling_get(s, "src", -1), (int)src);
	assert_int_equal(ruling_get(s, "total", -1), total);
	assert_int_equal(ruling_count(s, "face"), nface);
	for (i = 0; i < nface; i++)
		assert_int_equal(ruling_nth(s, "face", i), face[i]);
	buf_init(&b);
	narrate_ruling(NULL, &r, &b);
	assert_string_equal(b.s, said);
	buf_init(&direct);
	roll_format(&roll, &direct);
	assert_string_equal(b.s, direct.s);
	buf_free(&direct);
	buf_free(&b);
	ruling_free(&r);
}

static void
test_agincourt_11_3_roll_records(void **state)
{
	static const int two[] = { 2, 3 }, four[] = { 4 },
	    mixed[] = { 5, 3, 2 }, d66[] = { 3, 5 },
	    fudge[] = { 1, -1, 0, 1 }, pick[] = { 2 };

	(void)state;
	roll_says("2d6", ROLL_PHYSICAL, two, 2, 5,
	    "2d6: 2+3 = 5 (physical)");
	roll_says("1d6", ROLL_PHYSICAL, four, 1, 4,
	    "1d6: 4 = 4 (physical)");
	roll_says("2d6", ROLL_ENGINE, two, 2, 5, "2d6: 2+3 = 5");
	/* a physical total typed without its faces */
	roll_says("2d6", ROLL_PHYSICAL, NULL, 0, 7, "2d6: 7 = 7 (physical)");
	roll_says("2d6+1d6-2", ROLL_ENGINE, mixed, 3, 8,
	    "2d6+1d6-2: [5+3] + [2] - 2 = 8");
	roll_says("d66", ROLL_ENGINE, d66, 2, 35, "d66: 35 = 35");
	roll_says("4dF", ROLL_ENGINE, fudge, 4, 1, "4dF: [+ - 0 +] = 1");
	/* a player's choice, answered and herald's own pick */
	roll_says("1d3", ROLL_CHOICE, pick, 1, 2, "choice 2 of 3");
	roll_says("1d3", ROLL_CHOICE, NULL, 0, 1,
	    "choice 1 of 3 (herald's pick)");
}

/* A roll inside a step of its own concept, as numbers
 * (ruling_roll_nums): battle-of-agincourt §11.3, a 2d6 typed in read on
 * the CRT at 1:1 (tests/transcripts/agincourt-10-0-2-front-hexsides.t),
 * and §13, e18's morale check; st-albans §9.10, 1d6 against morale 4 +
 * 1.  Each says what the same step with the roll formatted as its word
 * says (the producers' form today, combat-odds-explain.c, morale.c). */
static void
roll_in_step(enum ruling_concept c, int roll_word, const char *expr,
    const int *face, int nface, int total, const char *said)
{
	struct roll roll;
	struct ruling nums, text;
	struct ruling_step *sn, *st;
	struct buf b, fmt;
	char *why = NULL;
	int i, pass;

	memset(&roll, 0, sizeof roll);
	if (dice_parse(expr, &roll.e, &why) != 0)
		fail_msg("%s: %s", expr, why);
	roll.src = ROLL_PHYSICAL;
	roll.nface = nface;
	for (i = 0; i < nface; i++)
		roll.face[i] = face[i];
	roll.total = total;
	buf_init(&fmt);
	roll_format(&roll, &fmt);
	ruling_init(&nums);
	ruling_init(&text);
	for (pass = 0; pass < 2; pass++) {
		struct ruling_step *s;

		s = ruling_add(pass ? &text : &nums, c, "proving",
		    c == RS_CRT_ROLL ? "11.3, 13" : "13");
		if (roll_word == 1)
			ruling_word(s, "e18");
		ruling_word(s, pass ? fmt.s : roll.e.text);
		if (c == RS_CRT_ROLL) {
			ruling_word(s, "1:1");
			ruling_word(s, "M");
			ruling_word(s, "Morale check");
			ruling_num(s, "roll", total);
			ruling_num(s, "drm", 0);
			ruling_num(s, "mdr", total);
			s->recon = 1;
		} else {
			ruling_num(s, "rating", c == RS_MORALE_RATING ? 6 : 4);
			ruling_num(s, c == RS_MORALE_RATING ? "roll" : "drm",
			    c == RS_MORALE_RATING ? total : 1);
			ruling_num(s, c == RS_MORALE_RATING ? "drm" : "roll",
			    c == RS_MORALE_RATING ? 0 : total);
			if (c == RS_MORALE_RATING)
				ruling_num(s, "mdr", total);
			s->result = 1;
		}
		if (!pass)
			ruling_roll_nums(s, &roll);
	}
	sn = &nums.step[0];
	st = &text.step[0];
	assert_int_equal(ruling_get(sn, "src", -1), ROLL_PHYSICAL);
	assert_int_equal(ruling_get(sn, "total", -1), total);
	assert_int_equal(ruling_count(sn, "face"), nface);
	for (i = 0; i < nface; i++)
		assert_int_equal(ruling_nth(sn, "face", i), face[i]);
	assert_int_equal(ruling_count(st, "src"), 0);
	buf_init(&b);
	narrate_ruling(NULL, &nums, &b);
	assert_string_equal(b.s, said);
	buf_free(&b);
	buf_init(&b);
	narrate_ruling(NULL, &text, &b);
	assert_string_equal(b.s, said);
	buf_free(&b);
	buf_free(&fmt);
	ruling_free(&nums);
	ruling_free(&text);
}

static void
test_agincourt_11_3_roll_in_step(void **state)
{
	static const int two[] = { 2, 3 }, sixes[] = { 6, 6 },
	    four[] = { 4 };

	(void)state;
	roll_in_step(RS_CRT_ROLL, 0, "2d6", two, 2, 5,
	    "roll 2d6: 2+3 = 5 (physical), DRM +0, MDR 5 at 1:1: M "
	    "(Morale check, §11.3, 13) (reconstructed)\n");
	roll_in_step(RS_MORALE_RATING, 1, "2d6", sixes, 2, 12,
	    "morale check of e18 (MR 6, §13): 2d6: 6+6 = 12 (physical), "
	    "DRM +0, MDR 12: passes\n");
	roll_in_step(RS_MORALE_STRENGTH, 1, "1d6", four, 1, 4,
	    "morale check of e18 (morale 4 + 1 = 5, §13): 1d6: 4 = 4 "
	    "(physical): lower, no effect\n");
}

static void
test_phase_steps_render(void **state)
{
	struct ruling r;
	struct ruling_step *s;
	struct buf b;

	(void)state;
	ruling_init(&r);
	s = ruling_add(&r, RS_PHASE_SKIPPED, "proving", "11");
	ruling_num(s, "every", 2);
	ruling_num(s, "from", 2);
	ruling_word(s, "Red");
	ruling_word(s, "Rally");
	s = ruling_add(&r, RS_PHASE_AUTOMATIC, "proving", NULL);
	ruling_word(s, "Supply");
	s = ruling_add(&r, RS_GAME_OVER, "proving", "12");
	ruling_num(s, "over", PHASE_OVER_EARLY);
	ruling_num(s, "turn", 4);
	ruling_num(s, "after", 2);
	ruling_word(s, "breakthrough");
	s = ruling_add(&r, RS_PHASE_NOW, "proving", "8");
	ruling_num(s, "over", PHASE_OVER_NOT);
	ruling_num(s, "turn", 2);
	ruling_num(s, "of", 4);
	ruling_num(s, "impulse", 2);
	ruling_num(s, "impulses", 3);
	ruling_num(s, "step", 1);
	ruling_word(s, "Red");
	ruling_word(s, "Move");
	ruling_word(s, "Blue");
	ruling_word(s, "Fire");
	s = ruling_add(&r, RS_PHASE_ENDED, "proving", NULL);
	ruling_num(s, "over", PHASE_OVER_WON);
	ruling_num(s, "turn", 3);
	ruling_num(s, "of", 4);
	ruling_word(s, "the Red army");
	buf_init(&b);
	narrate_ruling(NULL, &r, &b);
	assert_string_equal(b.s,
	    "skipped: the Red Rally phase (§11), which comes every 2nd turn "
	    "from turn 2\n"
	    "automatic: herald plays the Supply phase and goes on\n"
	    "the game is over: turn 4 has ended, 2 turns after breakthrough "
	    "(§12)\n"
	    "now: turn 2 of 4, Red Move phase, impulse 2 of 3: Blue Fire "
	    "(§8)\n"
	    "ended: the game is over: the Red army won in turn 3 of 4\n");
	buf_free(&b);
	ruling_free(&r);
}

/* battle-of-agincourt §7: the refusals of a move are records rendered
 * as the cause in one place (narrate-refuse.c): a hex not next to the
 * last (§7), and the points a step costs against those left, from the
 * numbers alone. */
static void
test_agincourt_7_move_refusals(void **state)
{
	struct session s;
	struct ruling r;
	struct ruling_step *st;
	struct buf out;
	char *why = NULL;

	(void)state;
	session_init(&s, test_datadir());
	buf_init(&out);
	if (session_new(&s, "battle-of-agincourt", NULL, 11, NULL, &out,
	    &why) != 0)
		fail_msg("new: %s", why);
	ok(&s, "place e11 1215 n");
	assert_int_equal(run(&s, "move e11 1213", &out, &why), CMD_ERROR);
	assert_string_equal(why, "e11 cannot move: step 1 (1215 to 1213): "
	    "1213 is not next to 1215; a unit moves one hex at a time (§7)");
	free(why);
	why = NULL;
	assert_int_equal(run(&s, "move e11", &out, &why), CMD_ERROR);
	free(why);
	buf_free(&out);

	ruling_init(&r);
	st = ruling_add(&r, RS_REFUSE_POINTS, s.gd->id, "7");
	ruling_num(st, "step", 2);
	ruling_num(st, "from_col", 12);
	ruling_num(st, "from_row", 14);
	ruling_num(st, "to_col", 12);
	ruling_num(st, "to_row", 13);
	ruling_num(st, "cost", 3);
	ruling_num(st, "left", 2);
	ruling_num(st, "mf", 4);
	ruling_word(st, "e11");
	ruling_word(st, "MF");
	why = narrate_refusal(s.gd, &r);
	assert_string_equal(why, "step 2 (1214 to 1213): entering 1213 costs "
	    "1.5 MF but e11 has 1 of 2 left (§7)");
	free(why);
	assert_int_equal(r.n, 0);	/* kept for `why`, not here */
	session_free(&s);
}

/* A buffer that keeps records: text said between them becomes RS_TEXT
 * steps in order, and nothing is kept when the buffer is quiet. */
static void
test_keep_text_between_records(void **state)
{
	struct ruling keep, r;
	struct ruling_step *s;
	struct buf b, q;

	(void)state;
	ruling_init(&keep);
	ruling_init(&r);
	s = ruling_add(&r, RS_DRM_TOTAL, "book", "11.2");
	ruling_num(s, "value", -2);
	buf_init(&b);
	b.keep = &keep;
	buf_puts(&b, "before\n");
	narrate_ruling(NULL, &r, &b);
	buf_puts(&b, "after\n");
	narrate_keep_text(&b);
	assert_string_equal(b.s, "before\nDRM total: -2 (§11.2)\nafter\n");
	assert_int_equal(keep.n, 3);
	assert_int_equal(keep.step[0].concept, RS_TEXT);
	assert_string_equal(ruling_w(&keep.step[0], 0), "before\n");
	assert_int_equal(keep.step[1].concept, RS_DRM_TOTAL);
	assert_int_equal(ruling_get(&keep.step[1], "value", 0), -2);
	assert_int_equal(keep.step[2].concept, RS_TEXT);
	assert_int_equal(ruling_steps(&keep, RS_TEXT), 2);
	buf_free(&b);
	ruling_free(&keep);

	buf_init_quiet(&q);
	q.keep = &keep;
	narrate_ruling(NULL, &r, &q);
	narrate_keep_text(&q);
	assert_int_equal(keep.n, 0);
	ruling_free(&keep);
	ruling_free(&r);
}

/* The session's `why` of a refused order, rendered: its line and its
 * records (cmd-why.c). */
static char *
why_said(struct session *s)
{
	struct buf b;

	buf_init(&b);
	buf_puts(&b, s->why);
	narrate_ruling(s->gd, &s->why_rec, &b);
	return buf_steal(&b);
}

/* A game of battle-of-agincourt on its empty board, at the English
 * Movement phase. */
static void
empty_game(struct session *s)
{
	struct buf out;
	char *why = NULL;

	session_init(s, test_datadir());
	buf_init(&out);
	if (session_new(s, "battle-of-agincourt", NULL, 11, NULL, &out,
	    &why) != 0)
		fail_msg("new: %s", why);
	buf_free(&out);
}

/* A game of battle-of-agincourt at its English Missile phase (§9): e29
 * (archers, range 6) in 2814, f13 7 hexes off in 2807, e30 in 2713 on
 * the line from 2814 to f14 in 2611, e11 (men-at-arms) in 1215, f11 in
 * 1212 (tests/transcripts/agincourt-fig5-range.t). */
static void
missile_phase(struct session *s)
{
	empty_game(s);
	ok(s, "place e11 1215 n");
	ok(s, "place f11 1212 s");
	ok(s, "place e29 2814 n");
	ok(s, "place f13 2807 s");
	ok(s, "place e30 2713 n");
	ok(s, "place f14 2611 s");
	ok(s, "next");
}

/* The order refused with cause, and its one refusal record of concept
 * c, kept for `why`, which says the same. */
static const struct ruling_step *
refused(struct session *s, const char *line, const char *cause,
    enum ruling_concept c)
{
	const struct ruling_step *st;
	struct buf out;
	char *why = NULL, *said, *want;

	buf_init(&out);
	assert_int_equal(run(s, line, &out, &why), CMD_ERROR);
	buf_free(&out);
	assert_string_equal(why, cause);
	want = xprintf("%s: refused: %s\n", line, cause);
	said = why_said(s);
	assert_string_equal(said, want);
	free(said);
	free(want);
	free(why);
	assert_int_equal(ruling_steps(&s->why_rec, c), 1);
	st = find(&s->why_rec, c);
	assert_non_null(st);
	return st;
}

/* battle-of-agincourt §9.1: f13 is 7 hexes from e29, whose range is 6. */
static void
test_agincourt_9_1_out_of_range(void **state)
{
	struct session s;
	const struct ruling_step *st;

	(void)state;
	missile_phase(&s);
	st = refused(&s, "fire 2814 2807", "f13 is 7 hexes from e29; e29's "
	    "range is 6 (§9.1)", RS_REFUSE_RANGE);
	assert_string_equal(st->section, "9.1");
	assert_int_equal(ruling_get(st, "range", 0), 7);
	assert_int_equal(ruling_get(st, "max", 0), 6);
	assert_string_equal(ruling_w(st, 0), "e29");
	assert_string_equal(ruling_w(st, 1), "f13");
	session_free(&s);
}

/* battle-of-agincourt §9.2: e30 in 2713 blocks e29's line to f14. */
static void
test_agincourt_9_2_no_line_of_sight(void **state)
{
	struct session s;
	const struct ruling_step *st;

	(void)state;
	missile_phase(&s);
	st = refused(&s, "fire 2814 2611", "e29 has no line of sight to f14: "
	    "blocked by 2713 (§9.2)", RS_REFUSE_NO_LOS);
	assert_string_equal(st->section, "9.2");
	assert_int_equal(ruling_get(st, "col", 0), 27);
	assert_int_equal(ruling_get(st, "row", 0), 13);
	assert_int_equal(ruling_get(st, "pair", 1), 0);
	session_free(&s);
}

/* battle-of-agincourt §9: only archers fire; the types that do are a
 * mask of the game's unit types, named when rendered. */
static void
test_agincourt_9_only_archers_fire(void **state)
{
	struct session s;
	const struct ruling_step *st;
	int t = -1, k;

	(void)state;
	missile_phase(&s);
	st = refused(&s, "fire e11 f11", "e11 is Men-at-Arms; only Archers "
	    "fire missiles (§9)", RS_REFUSE_NOT_MISSILE);
	assert_string_equal(st->section, "9");
	for (k = 0; k < s.gd->ntypes; k++)
		if (strcmp(s.gd->types[k].name, "Archers") == 0)
			t = k;
	assert_true(t >= 0);
	assert_int_equal(ruling_get(st, "types", 0), 1 << t);
	assert_string_equal(s.gd->types[ruling_get(st, "type", 0)].name,
	    "Men-at-Arms");
	session_free(&s);
}

/* battle-of-agincourt §10: mêlée attackers must be adjacent. */
static void
test_agincourt_10_not_adjacent(void **state)
{
	struct session s;
	const struct ruling_step *st;

	(void)state;
	missile_phase(&s);
	ok(&s, "next");
	st = refused(&s, "attack e11 -> f11", "e11 is not next to f11; mêlée "
	    "attackers must be adjacent to the defender (§10)",
	    RS_REFUSE_NOT_ADJACENT);
	assert_string_equal(st->section, "10");
	assert_string_equal(ruling_w(st, 0), "e11");
	assert_string_equal(ruling_w(st, 1), "f11");
	session_free(&s);
}

/* battle-of-agincourt §7: a refused move's `why` is its records, with
 * what the order said around them ("e11 cannot move: ") as text. */
static void
test_agincourt_7_refused_move_why(void **state)
{
	struct session s;
	const struct ruling_step *st;
	struct buf out;
	char *why = NULL;
	int i;

	(void)state;
	session_init(&s, test_datadir());
	buf_init(&out);
	if (session_new(&s, "battle-of-agincourt", NULL, 11, NULL, &out,
	    &why) != 0)
		fail_msg("new: %s", why);
	buf_free(&out);
	ok(&s, "place e11 1215 n");
	st = refused(&s, "move e11 1213", "e11 cannot move: step 1 (1215 to "
	    "1213): 1213 is not next to 1215; a unit moves one hex at a time "
	    "(§7)", RS_REFUSE_NOT_NEXT);
	assert_string_equal(st->section, "7");
	assert_int_equal(ruling_get(st, "step", 0), 1);
	assert_int_equal(ruling_get(st, "to_row", 0), 13);
	assert_int_equal(s.why_rec.step[0].concept, RS_TEXT);
	assert_string_equal(ruling_w(&s.why_rec.step[0], 0),
	    "e11 cannot move: ");
	/* an order of another phase (battle-of-agincourt §9 is the
	 * Missile phase's): refused by the sequence, its records kept */
	assert_int_equal(run(&s, "fire e11 e11", &out, &why), CMD_ERROR);
	free(why);
	for (i = 0; i < s.why_rec.n; i++)
		if (s.why_rec.step[i].concept == RS_REFUSE_PHASE_ORDER)
			break;
	assert_true(i < s.why_rec.n);
	assert_string_equal(s.why_rec.step[i].section, "9");
	session_free(&s);
}

/* enter_hex and board_can_stand say in words (for the callers that
 * still ask for words) what their records render as. */
static void
words_agree(struct session *s, int unit, struct hex h, int stand)
{
	struct ruling no;
	char *words = NULL, *said;

	ruling_init(&no);
	if (stand) {
		assert_int_equal(board_can_stand(s->st, unit, h, &words), -1);
		assert_int_equal(board_stand_rec(s->st, unit, h, &no), -1);
	} else {
		assert_int_equal(enter_hex(s->gd, unit, h, &words), 0);
		assert_int_equal(enter_hex_rec(s->gd, unit, h, &no), 0);
	}
	assert_int_equal(no.n, 1);
	said = narrate_refusal(s->gd, &no);
	assert_string_equal(said, words);
	free(said);
	free(words);
}

/* battle-of-agincourt §7.1: woods only for archers; the terrain's
 * refusal is a record (enter.c), rendered by the move at its step. */
static void
test_agincourt_7_1_woods_refused(void **state)
{
	struct session s;
	const struct ruling_step *st;
	char *why = NULL;
	int u;

	(void)state;
	empty_game(&s);
	ok(&s, "place e10 0409 s");
	st = refused(&s, "move e10 0310", "e10 cannot move: step 1 (0409 to "
	    "0310): 0310 is Woods, which a Men-at-Arms unit cannot enter "
	    "(§7.1)", RS_REFUSE_TERRAIN);
	assert_string_equal(st->section, "7.1");
	assert_int_equal(ruling_get(st, "step", 0), 1);
	assert_int_equal(ruling_get(st, "to_col", 0), 3);
	assert_int_equal(ruling_get(st, "to_row", 0), 10);
	assert_string_equal(ruling_w(st, 0), "Woods");
	assert_string_equal(ruling_w(st, 1), "Men-at-Arms");
	u = gd_unit_find(s.gd, "e10", &why);
	assert_true(u >= 0);
	words_agree(&s, u, (struct hex){ 3, 10 }, 0);
	words_agree(&s, u, (struct hex){ 99, 99 }, 0);	/* off the map */
	session_free(&s);
}

/* battle-of-agincourt §3: one unit a hex; stacking's refusal is a
 * record (board.c), rendered by the move at its step. */
static void
test_agincourt_3_one_unit_per_hex(void **state)
{
	struct session s;
	const struct ruling_step *st;
	char *why = NULL;
	int u;

	(void)state;
	empty_game(&s);
	ok(&s, "place e11 1215 n");
	ok(&s, "place e12 1214 s");
	st = refused(&s, "move e12 1215", "e12 cannot move: step 1 (1214 to "
	    "1215): 1215 is already occupied by e11 (one unit per hex, §3)",
	    RS_REFUSE_STACK_FULL);
	assert_string_equal(st->section, "3");
	assert_int_equal(ruling_get(st, "one", 0), 1);
	assert_int_equal(ruling_get(st, "to_col", 0), 12);
	assert_int_equal(ruling_get(st, "to_row", 0), 15);
	assert_string_equal(ruling_w(st, 0), "e11");
	u = gd_unit_find(s.gd, "e12", &why);
	assert_true(u >= 0);
	words_agree(&s, u, (struct hex){ 12, 15 }, 1);
	session_free(&s);
}

/* Stacking's other refusals (st-albans §5: commanders and baggage),
 * from the records alone: the words narrate-refuse.c gives them. */
static void
test_stacking_refusals_render(void **state)
{
	struct session s;
	struct ruling r;
	struct ruling_step *st;
	char *said;

	(void)state;
	empty_game(&s);
	ruling_init(&r);
	st = ruling_add(&r, RS_REFUSE_STACK_ENEMY, s.gd->id, "5");
	ruling_num(st, "to_col", 12);
	ruling_num(st, "to_row", 15);
	ruling_word(st, "c1");
	said = narrate_refusal(s.gd, &r);
	assert_string_equal(said, "1215 holds the enemy c1 (§5)");
	free(said);
	st = ruling_add(&r, RS_REFUSE_STACK_ONE, s.gd->id, "5");
	ruling_num(st, "to_col", 12);
	ruling_num(st, "to_row", 15);
	ruling_word(st, "c1");
	ruling_word(st, "Commander");
	said = narrate_refusal(s.gd, &r);
	assert_string_equal(said, "1215 already holds c1, and one Commander "
	    "may stand in a hex (§5)");
	free(said);
	st = ruling_add(&r, RS_REFUSE_STACK_ALONE, s.gd->id, "5");
	ruling_word(st, "c2");
	said = narrate_refusal(s.gd, &r);
	assert_string_equal(said, "c2 may stand only with a friendly combat "
	    "unit (§5)");
	free(said);
	st = ruling_add(&r, RS_REFUSE_STACK_FULL, s.gd->id, NULL);
	ruling_num(st, "to_col", 12);
	ruling_num(st, "to_row", 15);
	ruling_word(st, "e11");
	said = narrate_refusal(s.gd, &r);
	assert_string_equal(said, "1215 is already occupied by e11 (stacking "
	    "limit)");
	free(said);
	ruling_free(&r);
	session_free(&s);
}

/* A refusal's record, rendered alone: what the producer said in words
 * before it built records (the same sentence, character for
 * character). */
struct said {
	enum ruling_concept c;
	const char	*section;
	const char	*word[3];
	const char	*name[5];
	int		 value[5];
	const char	*text;
};

static void
test_refusals_render(void **state)
{
	static const struct said said[] = {
	{ RS_REFUSE_NO_COMBAT, NULL, { "Tiny" }, { NULL }, { 0 },
	  "Tiny has no combat rules" },
	{ RS_REFUSE_NO_ATTACKER, NULL, { NULL }, { NULL }, { 0 },
	  "expected at least one attacker" },
	{ RS_REFUSE_GONE, NULL, { "f11" }, { "eliminated" }, { 0 },
	  "f11 is not on the map" },
	{ RS_REFUSE_GONE, NULL, { "f11" }, { "eliminated" }, { 1 },
	  "f11 has been eliminated" },
	/* st-albans §9.4, §6 */
	{ RS_REFUSE_STANDS_WITH, "9.4", { "b1", "u2" },
	  { "col", "row", "baggage" }, { 12, 15, 1 },
	  "b1 stands with u2: attack u2 or the hex 1215; the unit guarding "
	  "baggage adds its strength to it (§9.4)" },
	{ RS_REFUSE_STANDS_WITH, "6", { "c1", "u2" },
	  { "col", "row", "baggage" }, { 12, 15, 0 },
	  "c1 stands with u2: attack u2 or the hex 1215; a commander shares "
	  "his unit's fate (§6)" },
	/* battle-of-agincourt §8, §4, §5.1 */
	{ RS_REFUSE_DEFENDED, "8", { "f11" }, { NULL }, { 0 },
	  "f11 has already been attacked this phase; a unit is attacked at "
	  "most once a phase (§8)" },
	{ RS_REFUSE_NAMED_TWICE, NULL, { "e11" }, { NULL }, { 0 },
	  "e11 is named twice" },
	{ RS_REFUSE_SAME_SIDE, NULL, { "e11", "e12" }, { NULL }, { 0 },
	  "e11 and e12 are on the same side" },
	{ RS_REFUSE_ROUTED_ATTACK, "4", { "e11" }, { NULL }, { 0 },
	  "e11 is routed and cannot attack (§4)" },
	{ RS_REFUSE_ATTACKED, "8", { "e11" }, { "per_phase" }, { 0 },
	  "e11 has already attacked this turn; a unit attacks once a turn "
	  "(§8)" },
	{ RS_REFUSE_ATTACKED, "8", { "e11" }, { "per_phase" }, { 1 },
	  "e11 has already attacked this phase; a unit attacks once a phase "
	  "(§8)" },
	{ RS_REFUSE_BARRIER, "TEC 6", { "e11", "f11", "River" }, { NULL },
	  { 0 }, "e11 and f11 have the River between them, which no unit "
	  "crosses: no hand to hand across it (§TEC 6)" },
	{ RS_REFUSE_NOT_ADJACENT, "10", { "e11", "f11" }, { NULL }, { 0 },
	  "e11 is not next to f11; mêlée attackers must be adjacent to the "
	  "defender (§10)" },
	{ RS_REFUSE_NOT_IN_FRONT, "5.1", { "e11", "f11" }, { NULL }, { 0 },
	  "f11 is not in one of e11's front hexes for combat (§5.1)" },
	{ RS_REFUSE_NO_COMBINE, "9", { NULL }, { NULL }, { 0 },
	  "missile units do not combine their fire: one missile unit "
	  "against one target (§9)" },
	{ RS_REFUSE_NOT_MISSILE, "9", { "e11" }, { "type", "types" },
	  { 0, 0 }, "e11 is Archers; only none fire missiles (§9)" },
	{ RS_REFUSE_FIRE_ADJACENT, "9", { "e29", "f11" }, { NULL }, { 0 },
	  "e29 is next to f11: that is hand to hand, an attack, not fire "
	  "(§9)" },
	{ RS_REFUSE_FIRE_ENGAGED, "9", { "e29" }, { NULL }, { 0 },
	  "e29 is next to an enemy combat unit and may not fire at range "
	  "(§9)" },
	{ RS_REFUSE_FIRE_FRONT, "5.1", { "e29", "f11" }, { NULL }, { 0 },
	  "f11 is not in front of e29; a unit attacks only over its front "
	  "hexsides (§5.1)" },
	{ RS_REFUSE_NO_LOS, "9.2", { "e29", "f14" },
	  { "col", "row", "pair", "col2", "row2" }, { 27, 13, 1, 27, 14 },
	  "e29 has no line of sight to f14: blocked by 2713|2714 (§9.2)" },
	{ RS_REFUSE_BELOW_ODDS, "9.3", { "1/2" }, { "af", "df" }, { 1, 5 },
	  "1 against 5 is below 1/2, the lowest odds of the table: no "
	  "attack is possible (§9.3)" },
	{ RS_REFUSE_MISSILE_ALONE, "9.3", { "1:1" },
	  { "af", "df", "att", "def" }, { 3, 3, 1, 1 },
	  "3 against 3 counts as 1:1: a missile unit on its own attacks hand "
	  "to hand only at odds better than 1/1 (§9.3)" },
	/* the advance after combat (battle-of-agincourt §11.4) */
	{ RS_REFUSE_ADVANCE_COUNTER, "11.4", { NULL }, { "col", "row" },
	  { 12, 15 }, "no advance into 1215 after a counter-attack (herald's "
	  "reading: §11.4 allows an advance only after an attack, not a "
	  "counter-attack; see doc/reconstructions.md)" },
	{ RS_REFUSE_ADVANCE_NONE, NULL, { NULL }, { NULL }, { 0 },
	  "no hex is open for an advance: only right after a mêlée that "
	  "emptied the defender's hex" },
	{ RS_REFUSE_ADVANCE_NONE, "11.4", { NULL }, { NULL }, { 0 },
	  "no hex is open for an advance: only right after a mêlée that "
	  "emptied the defender's hex (§11.4)" },
	{ RS_REFUSE_ADVANCE_NOT_IN, NULL, { "e11" }, { "col", "row" },
	  { 12, 14 }, "e11 did not take part in the attack on 1214" },
	{ RS_REFUSE_ADVANCE_NOT_NEXT, "11.4", { "e11" }, { "col", "row" },
	  { 12, 14 }, "e11 is not next to 1214: only an adjacent unit "
	  "advances (§11.4)" },
	{ RS_REFUSE_ADVANCE_ACROSS, "TEC 6", { "e11", "River" },
	  { "col", "row" }, { 12, 14 }, "e11 cannot advance across the River "
	  "into 1214 (§TEC 6)" },
	{ RS_REFUSE_ALREADY_IN, NULL, { "e11" }, { "from_col", "from_row" },
	  { 12, 14 }, "e11 is already in 1214" },
	/* step losses shared out (st-albans §9.6) */
	{ RS_REFUSE_LOSSES_NONE, NULL, { NULL }, { NULL }, { 0 },
	  "no step losses wait to be shared out" },
	{ RS_REFUSE_LOSSES_COUNT, "9.6", { NULL }, { "can", "amount" },
	  { 1, 2 }, "expected 1 unit to lose a step each (name a unit twice "
	  "to take two from it): as many of the 2 losses as the side can "
	  "take (§9.6)" },
	{ RS_REFUSE_LOSSES_COUNT, "9.6", { NULL }, { "can", "amount" },
	  { 2, 2 }, "expected 2 units to lose a step each (name a unit twice "
	  "to take two from it): as many of the 2 losses as the side can "
	  "take (§9.6)" },
	{ RS_REFUSE_LOSSES_NOT_IN, NULL, { "e11" }, { NULL }, { 0 },
	  "e11 did not take part in the combat" },
	{ RS_REFUSE_LOSSES_STEPS, NULL, { "e11" }, { "want" }, { 2 },
	  "e11 has not 2 steps to lose" },
	/* facing (battle-of-agincourt §4, §7; spi-agincourt §5.21) */
	{ RS_REFUSE_NO_FACING, NULL, { "St Albans" }, { NULL }, { 0 },
	  "units have no facing in St Albans" },
	{ RS_REFUSE_ROUTED_FACING, "4", { "e11" }, { NULL }, { 0 },
	  "e11 is routed and has no facing (§4)" },
	{ RS_REFUSE_FACE_MOVED, "7", { "e11" }, { NULL }, { 0 },
	  "e11 has moved this phase; changing facing takes the whole "
	  "movement allowance, before or after moving (§7)" },
	{ RS_REFUSE_TURN_POINTS, "5.21", { "w1", "MP" },
	  { "cost", "left", "mf" }, { 2, 0, 8 },
	  "turning costs 1 MP but w1 has 0 of 4 left (§5.21)" },
	/* a unit on two hexes (spi-agincourt §5.2), at a step of its path
	   from a pair of hexes */
	{ RS_REFUSE_PAIR_NOT_FRONT, "5.2", { "w1" },
	  { "step", "from_col", "from_row", "from2_col", "from2_row" },
	  { 2, 4, 5, 4, 6 }, "step 2 (0405+0406 to 0000): 0000 is not in "
	  "front of w1 (facing n); a unit on two hexes moves both halves "
	  "together into two of the hexes in front of it, and pivots to go "
	  "another way (§5.2)" },
	{ RS_REFUSE_PAIR_SECOND, "5.2", { NULL },
	  { "col", "row", "col2", "row2", "to2_col" }, { 5, 5, 5, 6, 6 },
	  "with its first half in 0505 its second goes to 0506, not 0600 "
	  "(§5.2)" },
	{ RS_REFUSE_PAIR_POINTS, "5.2", { "w1", "MP" },
	  { "col", "row", "col2", "row2", "cost" }, { 5, 5, 5, 6, 4 },
	  "entering 0505+0506 costs 2 MP but w1 has 0 of 0 left (§5.2)" },
	{ RS_REFUSE_PAIR_MUST_STOP, "8", { NULL },
	  { "col", "row", "col2", "row2" }, { 5, 5, 5, 6 },
	  "0505+0506 is in an enemy zone of control, where a unit must stop "
	  "(§8)" },
	{ RS_REFUSE_NO_TURN_FROM, NULL, { "w1" }, { NULL }, { 0 },
	  "w1 has no facing to turn from" },
	{ RS_REFUSE_PAIR_TURNS, "5.2", { "w1" },
	  { "col", "row", "col2", "row2", "about" }, { 4, 5, 4, 6, 0 },
	  "w1 stands on two hexes: it turns only about within them, to face "
	  "n (§5.2)" },
	{ RS_REFUSE_PIVOT_ONE_HEX, NULL, { "b1" }, { NULL }, { 0 },
	  "b1 stands on one hex: it turns (face) rather than pivots" },
	{ RS_REFUSE_PIVOT_FACING, "5.2", { NULL }, { NULL }, { 0 },
	  "a pivot needs a facing toward a vertex, with a hex in front of "
	  "the centre of the unit (§5.2)" },
	{ RS_REFUSE_PIVOT_ABOUT, "5.2", { "w1" },
	  { "col", "row", "col2", "row2", "to_col" }, { 4, 5, 4, 6, 7 },
	  "w1 stands on 0405+0406, not 0700: a pivot turns about one of its "
	  "own hexes (§5.2)" },
	{ RS_REFUSE_PIVOT_NO_FRONT, NULL, { "w1" }, { NULL }, { 0 },
	  "no hex in front of w1's centre" },
	{ RS_REFUSE_PIVOT_ZOC, "8", { "w1" }, { "to_col", "to_row" },
	  { 4, 5 }, "w1 cannot pivot about 0405: it would go straight from "
	  "one enemy zone of control into another (§8)" },
	{ RS_REFUSE_PAIR_AFFORD, "5.2", { "w1", "MP" },
	  { "pivot", "cost", "left", "mf" }, { 1, 2, 0, 8 },
	  "the pivot costs 1 MP but w1 has 0 of 4 left (§5.2)" },
	{ RS_REFUSE_PAIR_AFFORD, "5.2", { "w1", "MP" },
	  { "pivot", "cost", "left", "mf" }, { 0, 2, 0, 8 },
	  "turning about costs 1 MP but w1 has 0 of 4 left (§5.2)" },
	/* terrain and stacking (battle-of-agincourt §7.1, §3) */
	{ RS_REFUSE_TERRAIN, NULL, { "Marsh", "Foot" },
	  { "to_col", "to_row" }, { 3, 10 },
	  "0310 is Marsh, which a Foot unit cannot enter (table of terrain "
	  "effects)" },
	{ RS_REFUSE_HEX_OFF_MAP, NULL, { NULL }, { "to_col", "to_row" },
	  { 99, 99 }, "9999 is not on the map" },
	/* baggage and commanders as attackers (st-albans §9.4, §6;
	   baggage.c, commanders.c) */
	{ RS_REFUSE_BAGGAGE_ATTACKS, "9.4", { "y06" }, { NULL }, { 0 },
	  "y06 is baggage and cannot attack (§9.4)" },
	{ RS_REFUSE_BAGGAGE_AT_RANGE, "9.4", { "a1", "l07" }, { "with" },
	  { 0 }, "l07 is baggage, which is attacked only hand to hand "
	  "(§9.4)" },
	{ RS_REFUSE_BAGGAGE_AT_RANGE, "9.4", { "a1", "l10" }, { "with" },
	  { 1 }, "l10 stands with baggage, which is attacked only hand to "
	  "hand (§9.4)" },
	{ RS_REFUSE_COMMANDER_ATTACKS, "6", { "c1", "r1" }, { "alone" },
	  { 0 }, "c1 is a commander and adds his strength to r1, whom he "
	  "stands with: name r1 (§6)" },
	{ RS_REFUSE_COMMANDER_ATTACKS, "6", { "c1" }, { "alone" }, { 1 },
	  "c1 is a commander and cannot fight alone (§6)" },
	};
	struct session s;
	struct ruling r;
	struct ruling_step *st;
	char *text;
	size_t i;
	int k;

	(void)state;
	empty_game(&s);
	for (i = 0; i < nitems(said); i++) {
		ruling_init(&r);
		st = ruling_add(&r, said[i].c, s.gd->id, said[i].section);
		for (k = 0; k < 3 && said[i].word[k] != NULL; k++)
			ruling_word(st, said[i].word[k]);
		for (k = 0; k < 5 && said[i].name[k] != NULL; k++)
			ruling_num(st, said[i].name[k], said[i].value[k]);
		text = narrate_refusal(s.gd, &r);
		assert_string_equal(text, said[i].text);
		free(text);
	}
	session_free(&s);
}

/* battle-of-agincourt §10 and the refusals a session keeps for `why`:
 * an attacker named twice (combat_check), the facing it has already
 * (move_face). */
static void
test_agincourt_10_named_twice(void **state)
{
	struct session s;
	const struct ruling_step *st;

	(void)state;
	empty_game(&s);
	ok(&s, "place e11 1215 n");
	ok(&s, "place f11 1214 s");
	st = refused(&s, "face e11 n", "e11 cannot turn: e11 already faces n",
	    RS_REFUSE_FACES);
	assert_string_equal(ruling_w(st, 0), "e11");
	ok(&s, "next");
	ok(&s, "next");
	st = refused(&s, "attack e11 e11 -> f11", "e11 is named twice",
	    RS_REFUSE_NAMED_TWICE);
	assert_null(st->section);
	assert_string_equal(ruling_w(st, 0), "e11");
	session_free(&s);
}

/* board_place says in words (for place.c) what board_place_rec's record
 * renders as. */
static void
place_agrees(struct session *s, const char *id, struct hex h, int facing,
    const char *text)
{
	struct ruling no;
	char *why = NULL, *said;
	int u = gd_unit_find(s->gd, id, &why);

	assert_true(u >= 0);
	assert_int_equal(board_place(s->st, u, h, facing, &why), -1);
	assert_string_equal(why, text);
	ruling_init(&no);
	assert_int_equal(board_place_rec(s->st, u, h, facing, &no), -1);
	assert_int_equal(no.n, 1);
	said = narrate_refusal(s->gd, &no);
	assert_string_equal(said, text);
	free(said);
	free(why);
}

/* battle-of-agincourt §7.1, §3 and a unit on two hexes (the
 * proving-vertex game, tests/transcripts/proving-footprint-pivot.t):
 * the refusals of placing a unit. */
static void
test_agincourt_3_7_1_place_refusals(void **state)
{
	struct session s;
	struct buf out;
	char *why = NULL;
	int f;

	(void)state;
	empty_game(&s);
	ok(&s, "place e10 1215 n");
	place_agrees(&s, "e11", (struct hex){ 12, 15 }, 0, "1215 is already "
	    "occupied by e10 (one unit per hex, §3)");
	place_agrees(&s, "e11", (struct hex){ 1, 12 }, 0, "0112 is Woods, "
	    "which a Men-at-Arms unit cannot enter (§7.1)");
	session_free(&s);

	session_init(&s, test_tinydir());
	buf_init(&out);
	if (session_new(&s, "proving-vertex", NULL, 3, NULL, &out, &why) != 0)
		fail_msg("new: %s", why);
	buf_free(&out);
	for (f = 0; f < 12 && strcmp(footprint_facing_name(s.gd, f), "nne") != 0; f++)
		;
	place_agrees(&s, "w1", (struct hex){ 8, 8 }, f, "w1 stands on two "
	    "hexes, 0808 and 0909: 0909 is not on the map (§5.2)");
	session_free(&s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_agincourt_11_attack_records),
		cmocka_unit_test(test_keep_text_between_records),
		cmocka_unit_test(test_agincourt_6_phase_records),
		cmocka_unit_test(test_phase_steps_render),
		cmocka_unit_test(test_agincourt_11_3_roll_records),
		cmocka_unit_test(test_agincourt_11_3_roll_in_step),
		cmocka_unit_test(test_agincourt_remove_and_dice_records),
		cmocka_unit_test(test_agincourt_7_move_refusals),
		cmocka_unit_test(test_agincourt_9_1_out_of_range),
		cmocka_unit_test(test_agincourt_9_2_no_line_of_sight),
		cmocka_unit_test(test_agincourt_9_only_archers_fire),
		cmocka_unit_test(test_agincourt_10_not_adjacent),
		cmocka_unit_test(test_agincourt_7_refused_move_why),
		cmocka_unit_test(test_agincourt_7_1_woods_refused),
		cmocka_unit_test(test_agincourt_3_one_unit_per_hex),
		cmocka_unit_test(test_stacking_refusals_render),
		cmocka_unit_test(test_refusals_render),
		cmocka_unit_test(test_agincourt_3_7_1_place_refusals),
		cmocka_unit_test(test_agincourt_10_named_twice),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
