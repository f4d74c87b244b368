/* test_seqload: the sequence of play as data (issue 12; src/seqload.c,
 * src/sequence.c): a phase of impulses with steps after each is
 * flattened into one entry per impulse and step, with the resets, stages
 * and automatic phases its data gives; every mistake in a sequence is
 * named at its file, line and column; and the engine steps through the
 * entries: each impulse refills the allowance but keeps what a unit did
 * in the phase, a step clears what its resets say, a stage is passed
 * over in the turns it does not come, and an event brings the end
 * nearer.  The proving game's sequence scenario is played in
 * tests/transcripts/proving-sequence*.t. */
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "gamedata.h"
#include "narrate.h"
#include "ruling.h"
#include "sequence.h"
#include "util.h"

static char dir[64];

/* 19 lines; the sequence text starts at line 20. */
static const char head[] =
    "game: seqt\n"
    "title: Seq\n"
    "dice: 2d6\n"
    "grid: {orientation: flat, stagger: even-low, columns: \"01-03\", "
    "rows: \"01-03\", north: up}\n"
    "tables: {terrain: terrain.yaml}\n"
    "factions:\n"
    "  red: {name: Red, symbol: R, edge: s}\n"
    "  blue: {name: Blue, symbol: B, edge: n}\n"
    "stats: {af: Attack, df: Defence}\n"
    "unit_types:\n"
    "  foot: {name: Foot, symbol: F}\n"
    "map:\n"
    "  legend: {\".\": clear}\n"
    "  rows:\n"
    "    - \"01 ...\"\n"
    "    - \"02 ...\"\n"
    "    - \"03 ...\"\n"
    "units:\n"
    "  - {id: r1, name: Red Foot, faction: red, type: foot, af: 1, df: 1}\n";
#define HEAD_LINES	19

/* The proving sequence of the transcripts, for the engine. */
static const char good[] =
    "sequence:\n"
    "  turns: 6\n"
    "  each_side: [red, blue]\n"
    "  phases:\n"
    "    - id: move\n"
    "      name: Move\n"
    "      orders: [move]\n"
    "      impulses: 3\n"
    "      after_impulse:\n"
    "        - {id: fire, name: Fire, side: other, orders: [attack], "
    "resets: [attacked]}\n"
    "    - {id: fight, name: Fight, orders: [attack]}\n"
    "  end_of_turn:\n"
    "    - {id: rally, name: Rally, every: 2}\n"
    "    - {id: supply, name: Supply, automatic: true}\n"
    "  events: [omen]\n"
    "  end: {after_event: breakthrough, turns: 2, section: \"12\"}\n";

static void
write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	fputs(text, f);
	assert_int_equal(fclose(f), 0);
}

static int
setup(void **state)
{
	char *p;

	(void)state;
	test_mkdtemp(dir, sizeof dir, "seqload");
	p = xprintf("mkdir -p '%s/scenarios/seqt' '%s/tables/seqt'", dir, dir);
	assert_int_equal(system(p), 0);
	free(p);
	p = xprintf("%s/tables/seqt/terrain.yaml", dir);
	write_file(p, "table: terrain\nterrain:\n"
	    "  clear: {name: Clear, symbol: \".\", mf: 1}\n");
	free(p);
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	test_rmtree(dir);
	return 0;
}

static int
load(const char *seq, struct gamedata **gd, char **cause)
{
	char *path = xprintf("%s/scenarios/seqt/game.yaml", dir);
	char *text = xprintf("%s%s", head, seq);

	write_file(path, text);
	free(text);
	free(path);
	*gd = NULL;
	*cause = NULL;
	return gamedata_load(dir, "seqt", gd, cause);
}

/* The complaint is at line `line` of seq (1-based) and the column of
 * `at` in it, and holds fragment. */
static void
refused(const char *seq, int line, const char *at, const char *fragment)
{
	struct gamedata *gd;
	const char *l = seq, *p;
	char *cause, want[64];
	int i;

	for (i = 1; i < line; i++) {
		l = strchr(l, '\n');
		assert_non_null(l);
		l++;
	}
	p = strstr(l, at);
	assert_non_null(p);
	snprintf(want, sizeof want, "seqt/game.yaml:%d:%d: ",
	    HEAD_LINES + line, (int)(p - l) + 1);
	if (load(seq, &gd, &cause) == 0) {
		gamedata_free(gd);
		fail_msg("loaded; expected %s%s", want, fragment);
	}
	assert_null(gd);
	if (strncmp(cause, want, strlen(want)) != 0 ||
	    strstr(cause, fragment) == NULL)
		fail_msg("expected \"%s...%s...\", got \"%s\"", want, fragment,
		    cause);
	free(cause);
}

/* seq_advance_note and seq_start with their notes (the stages passed
 * over, as records) said into b as the players read them */
static int
advance_said(struct state *st, struct buf *b)
{
	struct ruling r;
	int rc;

	ruling_init(&r);
	rc = seq_advance_note(st, &r);
	narrate_told(st->gd, &r, b);
	return rc;
}

static int
start_said(struct state *st, struct buf *b)
{
	struct ruling r;
	int rc;

	ruling_init(&r);
	rc = seq_start(st, &r);
	narrate_told(st->gd, &r, b);
	return rc;
}

static void
test_impulses_flattened(void **state)
{
	struct gamedata *gd;
	const struct sequence *sq;
	const struct phase *p;
	char *cause;
	int i;

	(void)state;
	if (load(good, &gd, &cause) != 0)
		fail_msg("did not load: %s", cause);
	sq = &gd->sequence;
	/* 2 sides x (3 impulses x (move + fire) + fight) + rally + supply */
	assert_int_equal(sq->nphases, 16);
	for (i = 0; i < 6; i++) {
		p = &sq->phases[i];
		assert_int_equal(p->impulse, i / 2 + 1);
		assert_int_equal(p->nimpulses, 3);
		assert_int_equal(p->step, i % 2);
		assert_int_equal(p->first, 0);
		assert_string_equal(p->id, i % 2 ? "fire" : "move");
		/* the fire step is the other side's */
		assert_int_equal(p->side, i % 2 ? 1 : 0);
	}
	/* the first impulse: the default; the others: a new allowance */
	assert_int_equal(sq->phases[0].resets_given, 0);
	assert_int_equal(sq->phases[2].resets, SEQ_RESET_MP |
	    SEQ_RESET_FINISHED | SEQ_RESET_PHASE);
	assert_int_equal(sq->phases[1].resets, SEQ_RESET_ATTACKED);
	assert_int_equal(sq->phases[1].resets_given, 1);
	assert_string_equal(sq->phases[6].id, "fight");
	assert_int_equal(sq->phases[6].impulse, 0);
	assert_int_equal(sq->phases[7].side, 1);	/* blue's move */
	assert_int_equal(sq->phases[8].side, 0);	/* red's fire */
	assert_int_equal(sq->phases[7].first, 7);
	assert_int_equal(sq->phases[12].first, 7);
	/* end_of_turn: both sides' */
	assert_string_equal(sq->phases[14].id, "rally");
	assert_int_equal(sq->phases[14].side, -1);
	assert_int_equal(sq->phases[14].every, 2);
	assert_int_equal(sq->phases[14].from_turn, 2);
	assert_int_equal(sq->phases[15].automatic, 1);
	/* the events: declared, then the end's */
	assert_int_equal(sq->nevents, 2);
	assert_string_equal(sq->events[0], "omen");
	assert_string_equal(sq->events[1], "breakthrough");
	assert_int_equal(sq->nends, 1);
	assert_int_equal(sq->ends[0].event, 1);
	assert_int_equal(sq->ends[0].turns, 2);
	gamedata_free(gd);
}

static void
test_refused(void **state)
{
	(void)state;
	refused("sequence:\n  turns: 2\n  phases:\n"
	    "    - {id: a, name: A, after_impulse: [{id: f, name: F}]}\n",
	    4, "[{id", "after_impulse needs impulses: N");
	refused("sequence:\n  turns: 2\n  phases:\n"
	    "    - {id: a, name: A, impulse_resets: [mp]}\n",
	    4, "[mp]", "impulse_resets needs impulses: N");
	refused("sequence:\n  turns: 2\n  phases:\n"
	    "    - {id: a, name: A, resets: [mp, arrows]}\n",
	    4, "arrows", "expected what a phase resets: one of mp, moved, "
	    "faced, finished, charged, attacked, defended, rally, movement, "
	    "turn");
	refused("sequence:\n  turns: 2\n  phases:\n"
	    "    - {id: a, name: A}\n"
	    "    - {id: b, name: B, automatic: true, orders: [move]}\n",
	    5, "[move]", "an automatic phase has no orders");
	refused("sequence:\n  turns: 2\n  phases:\n"
	    "    - {id: a, name: A}\n"
	    "    - {id: b, name: B, automatic: true, impulses: 2}\n",
	    5, "2}", "an automatic phase has no impulses");
	/* a turn may begin with an automatic phase or a stage (below),
	 * but herald does not play a whole turn alone */
	refused("sequence:\n  turns: 2\n  phases:\n"
	    "    - {id: a, name: A, automatic: true}\n"
	    "  end_of_turn: [{id: b, name: B, automatic: true}]\n",
	    4, "- {id", "expected a phase a player plays (not automatic)");
	refused("sequence:\n  turns: 2\n  phases:\n"
	    "    - {id: a, name: A, every: 0}\n",
	    4, "0}", "");
	/* a step of the other side needs a phase of one side */
	refused("sequence:\n  turns: 2\n  phases:\n"
	    "    - {id: a, name: A, impulses: 2, after_impulse: "
	    "[{id: f, name: F, side: other}]}\n",
	    4, "{id", "side: other needs a phase of one side");
	refused("sequence:\n  turns: 2\n  phases:\n"
	    "    - {id: a, name: A, side: phasing}\n",
	    4, "phasing", "expected a faction of the game, first or second");
	refused("sequence:\n  turns: 2\n  each_side: [red, blue]\n"
	    "  phases:\n"
	    "    - {id: a, name: A, impulses: 2, after_impulse: "
	    "[{id: f, name: F, every: 2}]}\n",
	    5, "every", "unknown key \"every\" in a step after an impulse");
	refused("sequence:\n  turns: 2\n  phases:\n    - {id: a, name: A}\n"
	    "  end: {after_event: Break, turns: 2}\n",
	    5, "Break", "expected an event name");
	refused("sequence:\n  turns: 2\n  phases:\n    - {id: a, name: A}\n"
	    "  end: {after_event: rout}\n",
	    5, "{after", "missing the key \"turns\"");
	refused("sequence:\n  turns: 2\n  phases:\n    - {id: a, name: A}\n"
	    "  events: [a, b, c, d, e, f, g, h, i]\n",
	    5, "i]", "expected at most 8 events");
	refused("sequence:\n  turns: 2\n  phases:\n    - {id: a, name: A}\n"
	    "  end_of_turn: [{id: x, name: X, side: green}]\n",
	    5, "green", "expected a faction of the game, first or second");
}

/* The engine through the good sequence. */
static void
test_advance(void **state)
{
	struct gamedata *gd;
	struct state *st;
	struct buf note;
	char *cause;
	int i;

	(void)state;
	if (load(good, &gd, &cause) != 0)
		fail_msg("did not load: %s", cause);
	st = state_new(gd, 1);
	buf_init(&note);
	/* red moves in impulse 1: spent and moved */
	st->u[0].mf_spent = 1;
	st->u[0].moved = 1;
	assert_int_equal(seq_advance(st), 0);		/* blue's fire step */
	assert_int_equal(seq_phasing(st), 1);
	assert_int_equal(st->u[0].mf_spent, 1);	/* not the side's turn */
	st->u[0].attacked = 1;
	st->u[0].defended = 1;
	assert_int_equal(seq_advance(st), 0);		/* impulse 2 */
	assert_int_equal(st->phase, 2);
	assert_int_equal(st->u[0].mf_spent, 0);	/* a new allowance */
	assert_int_equal(st->u[0].moved, 1);		/* moved this phase */
	assert_int_equal(st->u[0].attacked, 1);
	assert_int_equal(st->u[0].defended, 0);
	assert_int_equal(seq_advance(st), 0);		/* fire: resets */
	assert_int_equal(st->u[0].attacked, 0);
	for (i = 0; i < 3; i++)
		assert_int_equal(seq_advance(st), 0);
	assert_string_equal(seq_phase(st)->id, "fight");
	assert_int_equal(st->u[0].moved, 1);		/* still red's turn */
	assert_int_equal(seq_advance(st), 0);		/* blue moves */
	assert_int_equal(st->u[0].moved, 0);		/* red's turn is over */
	for (i = 0; i < 6; i++)
		assert_int_equal(seq_advance(st), 0);
	/* blue's fight ends: no rally in turn 1, supply follows */
	assert_int_equal(advance_said(st, &note), 0);
	assert_string_equal(seq_phase(st)->id, "supply");
	assert_non_null(strstr(note.s, "skipped: the Rally phase, which "
	    "comes every 2nd turn from turn 2"));
	assert_int_equal(seq_advance(st), 0);
	assert_int_equal(st->turn, 2);
	assert_int_equal(st->phase, 0);
	/* the event in turn 2: the game ends with turn 4 */
	assert_int_equal(seq_last_turn(st), 6);
	assert_int_equal(seq_raise(st, seq_event(gd, "breakthrough"), NULL),
	    1);
	assert_int_equal(seq_raise(st, seq_event(gd, "breakthrough"), NULL),
	    0);	/* the first time stands */
	assert_int_equal(st->event_turn[1], 2);
	assert_int_equal(seq_last_turn(st), 4);
	assert_int_equal(seq_event(gd, "omen"), 0);
	assert_int_equal(seq_event(gd, "nothing"), -1);
	/* turn 2 has 16 entries (its rally comes), turn 3 15, and turn 4
	 * its rally again, up to its supply */
	for (i = 0; i < 16 + 15 + 15; i++)
		assert_int_equal(seq_advance(st), 0);
	assert_int_equal(st->turn, 4);
	assert_string_equal(seq_phase(st)->id, "supply");
	assert_int_equal(seq_advance(st), 1);
	assert_int_equal(st->over, 1);
	buf_free(&note);
	buf_init(&note);
	narrate_where(st, &note);
	assert_string_equal(note.s, "the game is over: turn 4 has ended, 2 "
	    "turns after breakthrough (§12)");
	buf_free(&note);
	state_free(st);
	gamedata_free(gd);
}

/* A turn may begin with a stage (issue 12): the game begins in the
 * first phase that comes in turn 1, and a turn whose first phase is not
 * due begins with the next, clearing what a turn's beginning clears. */
static void
test_first_phase_stage(void **state)
{
	static const char seq[] =
	    "sequence:\n"
	    "  turns: 3\n"
	    "  phases:\n"
	    "    - {id: rally, name: Rally, side: red, every: 2}\n"
	    "    - {id: move, name: Move, side: red, orders: [move]}\n"
	    "    - {id: fight, name: Fight, side: red, orders: [attack]}\n";
	struct gamedata *gd;
	struct state *st;
	struct buf note;
	char *cause;

	(void)state;
	if (load(seq, &gd, &cause) != 0)
		fail_msg("did not load: %s", cause);
	st = state_new(gd, 1);
	buf_init(&note);
	assert_int_equal(start_said(st, &note), 0);
	assert_string_equal(seq_phase(st)->id, "move");
	assert_string_equal(note.s, "skipped: the Red Rally phase, which "
	    "comes every 2nd turn from turn 2\n");
	assert_int_equal(seq_start(st, NULL), 0);	/* there already */
	assert_string_equal(seq_phase(st)->id, "move");
	assert_int_equal(seq_advance(st), 0);
	st->u[0].moved = 1;
	assert_int_equal(seq_advance(st), 0);		/* turn 2: rally */
	assert_int_equal(st->turn, 2);
	assert_string_equal(seq_phase(st)->id, "rally");
	assert_int_equal(st->u[0].moved, 0);
	assert_int_equal(seq_advance(st), 0);
	assert_int_equal(seq_advance(st), 0);
	st->u[0].moved = 1;
	buf_free(&note);
	buf_init(&note);
	/* turn 3 begins with its move, the rally passed over: the same
	 * side's phase, and still a new turn */
	assert_int_equal(advance_said(st, &note), 0);
	assert_int_equal(st->turn, 3);
	assert_string_equal(seq_phase(st)->id, "move");
	assert_int_equal(st->u[0].moved, 0);
	assert_non_null(strstr(note.s, "skipped: the Red Rally phase"));
	buf_free(&note);
	state_free(st);
	gamedata_free(gd);
}

/* A scenario's own sequence replaces the game's (the proving game's
 * sequence scenario), and the game's stays for its other scenarios. */
static void
test_scenario_sequence(void **state)
{
	struct gamedata *gd;
	struct scenario *sc;
	char *cause = NULL;

	(void)state;
	if (gamedata_load(test_tinydir(), "proving", &gd, &cause) != 0)
		fail_msg("proving: %s", cause);
	assert_int_equal(gd->sequence.nphases, 4);
	if (scenario_load(gd, "sequence", &sc, &cause) != 0)
		fail_msg("sequence: %s", cause);
	assert_non_null(sc->sequence);
	assert_int_equal(sc->sequence->nphases, 16);
	scenario_apply(gd, sc);
	assert_int_equal(gd->sequence.nphases, 16);
	assert_int_equal(gd->sequence.turns, 6);
	assert_string_equal(gd->sequence.phases[1].name, "Fire");
	assert_int_equal(gd->sequence.nends, 1);
	assert_string_equal(gd->sequence.events[0], "breakthrough");
	scenario_free(sc);
	/* the copy is the game's own */
	assert_string_equal(gd->sequence.phases[15].id, "supply");
	gamedata_free(gd);
	if (gamedata_load(test_tinydir(), "proving", &gd, &cause) != 0)
		fail_msg("proving: %s", cause);
	if (scenario_load(gd, "basic", &sc, &cause) != 0)
		fail_msg("basic: %s", cause);
	assert_null(sc->sequence);
	scenario_apply(gd, sc);
	assert_int_equal(gd->sequence.nphases, 4);
	scenario_free(sc);
	gamedata_free(gd);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_impulses_flattened),
		cmocka_unit_test(test_refused),
		cmocka_unit_test(test_advance),
		cmocka_unit_test(test_first_phase_stage),
		cmocka_unit_test(test_scenario_sequence),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
