/* test_seqnote: a phase's note (issue 13: "phases whose mechanisms
 * come in part 2 are present and say so"; src/seqload.c `note:`,
 * src/seqnote.c, src/narrate-phase.c): read for a phase and a step after
 * an impulse, copied into each impulse and each side's phase, refused
 * empty or not text, and said with the phase's section as it begins
 * (seq_note after the "now:" line) and by status.  The proving game's
 * notes scenario plays it in tests/transcripts/proving-phase-notes.t. */
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
	test_mkdtemp(dir, sizeof dir, "seqnote");
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

/* Movement of impulses with Archery after each, whose rules come
 * later, and a Melee phase that is not refereed yet. */
static const char notes[] =
    "sequence:\n"
    "  turns: 2\n"
    "  each_side: [red, blue]\n"
    "  phases:\n"
    "    - id: move\n"
    "      name: Movement\n"
    "      section: \"5.0\"\n"
    "      orders: [move]\n"
    "      impulses: 2\n"
    "      after_impulse:\n"
    "        - {id: archery, name: Archery, side: other, note: \"not "
    "refereed yet: archery comes with herald's next release\"}\n"
    "    - {id: melee, name: Melee, section: \"9.0\", note: \"not "
    "refereed yet: melee comes with herald's next release\"}\n";

/* What seq_note says where st stands ("" when the phase has none). */
static char *
note_said(const struct state *st)
{
	struct ruling r;
	struct buf b;

	ruling_init(&r);
	buf_init(&b);
	buf_puts(&b, "");
	if (seq_note(st, &r) != NULL)
		assert_int_equal(ruling_steps(&r, RS_PHASE_NOTE), 1);
	else
		assert_int_equal(r.n, 0);
	narrate_told(st->gd, &r, &b);
	return buf_steal(&b);
}

static void
test_issue13_phase_note_read_and_copied(void **state)
{
	struct gamedata *gd;
	const struct sequence *sq;
	char *cause;
	int i;

	(void)state;
	if (load(notes, &gd, &cause) != 0)
		fail_msg("did not load: %s", cause);
	sq = &gd->sequence;
	/* 2 sides x (2 impulses x (move + archery) + melee) */
	assert_int_equal(sq->nphases, 10);
	for (i = 0; i < sq->nphases; i++) {
		const struct phase *p = &sq->phases[i];

		if (strcmp(p->id, "move") == 0)
			assert_null(p->note);
		else
			assert_non_null(p->note);
		if (strcmp(p->id, "melee") == 0)
			assert_string_equal(p->note, "not refereed yet: melee "
			    "comes with herald's next release");
	}
	gamedata_free(gd);
}

static void
test_issue13_phase_note_said_as_it_begins(void **state)
{
	struct gamedata *gd;
	struct state *st;
	char *cause, *said;

	(void)state;
	if (load(notes, &gd, &cause) != 0)
		fail_msg("did not load: %s", cause);
	st = state_new(gd, 1);
	said = note_said(st);			/* red's Movement, impulse 1 */
	assert_string_equal(said, "");
	free(said);
	assert_int_equal(seq_advance(st), 0);	/* blue's Archery */
	said = note_said(st);
	/* a step without a section cites its phase's */
	assert_string_equal(said, "not refereed yet: archery comes with "
	    "herald's next release (§5.0)\n");
	free(said);
	assert_int_equal(seq_advance(st), 0);	/* impulse 2 */
	assert_int_equal(seq_advance(st), 0);	/* Archery again */
	said = note_said(st);
	assert_non_null(strstr(said, "archery comes"));
	free(said);
	assert_int_equal(seq_advance(st), 0);	/* red's Melee */
	assert_string_equal(seq_phase(st)->id, "melee");
	said = note_said(st);
	assert_string_equal(said, "not refereed yet: melee comes with "
	    "herald's next release (§9.0)\n");
	free(said);
	state_free(st);
	gamedata_free(gd);
}

static void
test_issue13_phase_note_refused(void **state)
{
	(void)state;
	refused("sequence:\n  turns: 2\n  phases:\n"
	    "    - {id: a, name: A, note: \"\"}\n",
	    4, "\"\"}", "not an empty note");
	refused("sequence:\n  turns: 2\n  phases:\n"
	    "    - {id: a, name: A, note: [x]}\n",
	    4, "[x]", "");
	refused("sequence:\n  turns: 2\n  phases:\n"
	    "    - {id: a, name: A, impulses: 2, after_impulse: "
	    "[{id: f, name: F, note: \"\"}]}\n",
	    4, "\"\"}", "not an empty note");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_issue13_phase_note_read_and_copied),
		cmocka_unit_test(test_issue13_phase_note_said_as_it_begins),
		cmocka_unit_test(test_issue13_phase_note_refused),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
