/* Unit tests of the session: orders as transactions over the journal.
 * A refused order changes nothing; undo, redo, resume and load rebuild
 * the state from the journal (DESIGN principles 3 and 5). */
#include "testutil.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "session.h"

static char dir[64];

static int
setup(void **state)
{
	test_mkdtemp(dir, sizeof dir, "session");
	return 0;
}

static int
teardown(void **state)
{
	test_rmtree(dir);
	return 0;
}

/* Runs one command line; returns its result, with output and cause. */
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

static char *
refused(struct session *s, const char *line)
{
	struct buf out;
	char *why = NULL;

	buf_init(&out);
	assert_int_equal(run(s, line, &out, &why), CMD_ERROR);
	assert_int_equal(out.len, 0);
	buf_free(&out);
	return why;
}

static void
start(struct session *s, const char *journal, const char *scenario)
{
	struct buf out;
	char *why = NULL, *warn = NULL;

	session_init(s, test_tinydir());
	if (journal != NULL)
		assert_int_equal(session_use_journal(s, journal, &warn, &why),
		    0);
	buf_init(&out);
	if (session_new(s, "tiny", scenario, 7, NULL, &out, &why) != 0)
		fail_msg("new: %s", why);
	buf_free(&out);
}

static int
unit(struct session *s, const char *id)
{
	char *why = NULL;
	int u = gd_unit_find(s->gd, id, &why);

	assert_true(u >= 0);
	return u;
}

static void
test_start_hook_narrates(void **state)
{
	struct session s;
	struct buf out;
	char *why = NULL;

	session_init(&s, test_tinydir());
	buf_init(&out);
	assert_int_equal(session_new(&s, "tiny", "basic", 7, NULL, &out, &why), 0);
	/* The start hook, then the first phase's (§6). */
	assert_string_equal(out.s, "start: r1 in 0104\nbegins 1 red move\n");
	buf_free(&out);
	session_free(&s);
}

static void
test_s7_1_refused_order_changes_nothing(void **state)
{
	struct session s;
	char *why;
	int r1, n;

	start(&s, NULL, "basic");
	r1 = unit(&s, "r1");
	n = s.j.nrecs;
	/* §7.1: woods only for bows in the tiny game. */
	why = refused(&s, "place r1 0302 n");
	assert_non_null(strstr(why, "Woods"));
	assert_non_null(strstr(why, "§7.1"));
	free(why);
	assert_true(hex_eq(s.st->u[r1].hex, (struct hex){ 1, 4 }));
	assert_int_equal(s.j.nrecs, n);
	/* §3: one unit per hex. */
	why = refused(&s, "place r2 0402");
	assert_non_null(strstr(why, "§3"));
	free(why);
	assert_false(s.st->u[unit(&s, "r2")].on_map);
	assert_int_equal(s.j.nrecs, n);
	session_free(&s);
}

static void
test_undo_redo_replay_the_journal(void **state)
{
	struct session s;
	struct buf out;
	char *why = NULL;
	int r2;

	start(&s, NULL, "basic");
	r2 = unit(&s, "r2");
	ok(&s, "place r2 0302 n");
	ok(&s, "place r2 0303 s");
	assert_int_equal(s.st->u[r2].hex.row, 3);
	buf_init(&out);
	assert_int_equal(session_undo(&s, &out, &why), 0);
	assert_int_equal(s.st->u[r2].hex.row, 2);
	assert_int_equal(session_undo(&s, &out, &why), 0);
	assert_false(s.st->u[r2].on_map);
	assert_int_equal(session_undo(&s, &out, &why), -1);
	assert_string_equal(why, "nothing to undo");
	free(why);
	why = NULL;
	assert_int_equal(session_redo(&s, &out, &why), 0);
	assert_true(s.st->u[r2].on_map);
	assert_int_equal(s.st->u[r2].hex.row, 2);
	/* A new order drops what could have been redone. */
	ok(&s, "remove r2");
	assert_int_equal(s.nactive, 2);
	assert_int_equal(session_redo(&s, &out, &why), -1);
	free(why);
	buf_free(&out);
	session_free(&s);
}

static void
test_resume_rebuilds_state_and_dice(void **state)
{
	char *p = xprintf("%s/resume.journal", dir), *why = NULL, *warn = NULL;
	struct session a, b;
	struct buf out;
	struct rng after;
	struct unit_state *units;
	int total;

	start(&a, p, "basic");
	ok(&a, "roll 2d6");
	ok(&a, "place r2 0303 se");
	ok(&a, "roll d100");
	after = a.st->rng;
	units = xmalloc(sizeof *units * (size_t)a.st->nunits);
	memcpy(units, a.st->u, sizeof *units * (size_t)a.st->nunits);
	total = session_order(&a, 2)->rolls[0].total;
	/* The first herald goes (as in a crash: its lock goes with it) and a
	 * second one opens the same journal. */
	session_free(&a);
	session_init(&b, test_tinydir());
	assert_int_equal(session_use_journal(&b, p, &warn, &why), 0);
	buf_init(&out);
	assert_int_equal(session_resume(&b, &out, &why), 0);
	assert_int_equal(b.cursor, 3);
	assert_memory_equal(b.st->u, units, sizeof *units *
	    (size_t)b.st->nunits);
	/* The generator is where the first one left it. */
	assert_memory_equal(&b.st->rng, &after, sizeof after);
	assert_int_equal(session_order(&b, 2)->nrolls, 1);
	assert_int_equal(session_order(&b, 2)->rolls[0].total, total);
	buf_free(&out);
	session_free(&b);
	free(units);
	free(p);
}

static int
physical_six_six(void *arg, const char *prompt, const char *complaint,
    const char *const *offers, int noffers, char **line)
{
	int *asked = arg;

	(void)offers;
	(void)noffers;
	(*asked)++;
	*line = xstrdup("6 6");
	return 0;
}

static void
test_physical_dice_replay_from_journal(void **state)
{
	char *p = xprintf("%s/physical.journal", dir), *why = NULL;
	char *warn = NULL;
	struct session a, b;
	struct buf out;
	int asked = 0;

	start(&a, p, "basic");
	a.ask = physical_six_six;
	a.ask_ctx = &asked;
	ok(&a, "dice manual");
	ok(&a, "roll 2d6");
	assert_int_equal(asked, 1);
	assert_int_equal(session_order(&a, 1)->rolls[0].src, ROLL_PHYSICAL);
	assert_int_equal(session_order(&a, 1)->rolls[0].total, 12);
	session_free(&a);
	/* Replay needs no player: the roll is in the journal. */
	session_init(&b, test_tinydir());
	assert_int_equal(session_use_journal(&b, p, &warn, &why), 0);
	buf_init(&out);
	assert_int_equal(session_resume(&b, &out, &why), 0);
	assert_int_equal(b.st->dice_manual, 1);
	assert_int_equal(asked, 1);
	buf_free(&out);
	session_free(&b);
	free(p);
}

static ssize_t
disk_full(int fd, const void *s, size_t n)
{
	errno = ENOSPC;
	return -1;
}

static void
test_full_disk_refuses_the_order(void **state)
{
	char *p = xprintf("%s/full.journal", dir), *why;
	struct session s;
	int r2, n;

	start(&s, p, "basic");
	r2 = unit(&s, "r2");
	n = s.j.nrecs;
	journal_write_fn = disk_full;
	why = refused(&s, "place r2 0303");
	journal_write_fn = write;
	assert_non_null(strstr(why, "disk is full"));
	free(why);
	assert_false(s.st->u[r2].on_map);
	assert_int_equal(s.j.nrecs, n);
	assert_int_equal(s.nactive, 0);
	ok(&s, "place r2 0303");
	assert_true(s.st->u[r2].on_map);
	session_free(&s);
	free(p);
}

static void
test_failing_start_hook_keeps_the_game(void **state)
{
	struct session s;
	struct buf out;
	char *why = NULL;

	start(&s, NULL, "basic");
	ok(&s, "place r2 0303");
	buf_init(&out);
	assert_int_equal(session_new(&s, "tiny", "broken", 9, NULL, &out, &why), -1);
	assert_string_equal(why, "broken.tcl:4: hook on_start failed: "
	    "the hook gave up");
	free(why);
	assert_string_equal(s.scenario, "basic");
	assert_int_equal(s.nactive, 1);
	assert_true(s.st->u[unit(&s, "r2")].on_map);
	buf_free(&out);
	session_free(&s);
}

static void
test_save_then_load_restores_the_game(void **state)
{
	char *p = xprintf("%s/game.herald", dir), *why = NULL;
	struct session s;
	struct buf out;
	int r2;

	start(&s, NULL, "basic");
	r2 = unit(&s, "r2");
	ok(&s, "place r2 0303 sw");
	ok(&s, "roll 1d6");
	ok(&s, "undo --agreed");
	assert_int_equal(session_save(&s, p, &why), 0);
	buf_init(&out);
	assert_int_equal(session_new(&s, "tiny", NULL, 3, NULL, &out, &why), 0);
	assert_false(s.st->u[r2].on_map);
	assert_int_equal(session_load(&s, p, &out, &why), 0);
	/* The saved game has the orders in force, not the undone one. */
	assert_int_equal(s.cursor, 1);
	assert_int_equal(s.nactive, 1);
	assert_true(s.st->u[r2].on_map);
	assert_int_equal(s.st->u[r2].facing, hex_dir_parse(&s.gd->grid, "sw"));
	assert_int_equal(s.seed, 7);
	/* A missing file is refused and the game stays. */
	assert_int_equal(session_load(&s, "/nonexistent/x", &out, &why), -1);
	free(why);
	assert_true(s.st->u[r2].on_map);
	buf_free(&out);
	session_free(&s);
	free(p);
}

/* §6 as data: phases in order, faction turns, hooks told of each end and
 * beginning; a hook that refuses leaves the phase where it was. */
static void
test_s6_phases_call_hooks_and_refusal_keeps_phase(void **state)
{
	struct session s;
	struct buf out;
	char *why = NULL;

	start(&s, NULL, "basic");
	assert_int_equal(s.st->turn, 1);
	assert_int_equal(s.st->phase, 0);
	buf_init(&out);
	assert_int_equal(run(&s, "next", &out, &why), CMD_OK);
	assert_non_null(strstr(out.s, "ends 1 red move\n"));
	assert_non_null(strstr(out.s, "begins 1 red fight\n"));
	assert_int_equal(s.st->phase, 1);
	ok(&s, "place b1 0101");
	why = refused(&s, "next");
	assert_string_equal(why, "basic.tcl:9: hook ends failed: b1 may not "
	    "stand in 0101 at the end of a phase");
	free(why);
	assert_int_equal(s.st->phase, 1);
	ok(&s, "place b1 0102");
	ok(&s, "next");
	ok(&s, "next");
	ok(&s, "next");
	/* Turn 2 after both faction turns. */
	assert_int_equal(s.st->turn, 2);
	assert_int_equal(s.st->phase, 0);
	ok(&s, "next");
	ok(&s, "next");
	ok(&s, "next");
	buf_reset(&out);
	assert_int_equal(run(&s, "next", &out, &why), CMD_OK);
	assert_true(s.st->over);
	assert_non_null(strstr(out.s, "the game is over"));
	assert_non_null(strstr(out.s, "over\n"));
	why = refused(&s, "next");
	assert_non_null(strstr(why, "game is over"));
	free(why);
	/* undo goes back into the last phase */
	ok(&s, "undo");
	assert_false(s.st->over);
	assert_int_equal(s.st->phase, 3);
	buf_free(&out);
	session_free(&s);
}

/* One herald per journal: a second one is refused, not interleaved. */
static void
test_journal_in_use_is_refused(void **state)
{
	char *p = xprintf("%s/locked.journal", dir), *why = NULL, *warn = NULL;
	struct session a, b;

	start(&a, p, "basic");
	session_init(&b, test_tinydir());
	assert_int_equal(session_use_journal(&b, p, &warn, &why), -1);
	assert_non_null(strstr(why, "in use"));
	free(why);
	session_free(&b);
	session_free(&a);
	free(p);
}

/* A saved game replays orders only: a file that names any other command
 * (save, new, load ...) is refused and nothing runs. */
static void
test_load_replays_orders_only(void **state)
{
	char *p = xprintf("%s/evil.herald", dir), *victim, *why = NULL;
	struct jrec recs[2];
	struct session s;
	struct buf out;

	victim = xprintf("%s/clobbered", dir);
	memset(recs, 0, sizeof recs);
	recs[0].kind = J_NEW;
	recs[0].text = "game=tiny scenario=basic seed=1";
	recs[1].kind = J_DO;
	recs[1].text = xprintf("save %s", victim);
	assert_int_equal(journal_save(p, recs, 2, &why), 0);
	start(&s, NULL, "basic");
	ok(&s, "place r2 0303");
	buf_init(&out);
	assert_int_equal(session_load(&s, p, &out, &why), -1);
	assert_non_null(strstr(why, "not an order"));
	free(why);
	assert_int_equal(access(victim, F_OK), -1);
	assert_true(s.st->u[unit(&s, "r2")].on_map);
	buf_free(&out);
	session_free(&s);
	free(recs[1].text);
	free(victim);
	free(p);
}

/* A load that cannot be written leaves the game and its journal as they
 * were (the new journal is written whole before anything changes). */
static void
test_load_on_full_disk_keeps_the_game(void **state)
{
	char *p = xprintf("%s/keep.journal", dir);
	char *saved = xprintf("%s/other.herald", dir), *why = NULL;
	struct session s;
	struct buf out;

	start(&s, NULL, "basic");
	ok(&s, "place r2 0305");
	assert_int_equal(session_save(&s, saved, &why), 0);
	session_free(&s);
	start(&s, p, "basic");
	ok(&s, "place r2 0303");
	journal_write_fn = disk_full;
	buf_init(&out);
	assert_int_equal(session_load(&s, saved, &out, &why), -1);
	journal_write_fn = write;
	free(why);
	assert_int_equal(s.st->u[unit(&s, "r2")].hex.row, 3);
	assert_int_equal(s.nactive, 1);
	buf_free(&out);
	session_free(&s);
	/* and the journal on disk still replays to it */
	session_init(&s, test_tinydir());
	assert_int_equal(session_use_journal(&s, p, &why, &why), 0);
	buf_init(&out);
	assert_int_equal(session_resume(&s, &out, &why), 0);
	assert_int_equal(s.st->u[unit(&s, "r2")].hex.row, 3);
	buf_free(&out);
	session_free(&s);
	free(saved);
	free(p);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_start_hook_narrates),
		cmocka_unit_test(test_s7_1_refused_order_changes_nothing),
		cmocka_unit_test(test_undo_redo_replay_the_journal),
		cmocka_unit_test(test_resume_rebuilds_state_and_dice),
		cmocka_unit_test(test_physical_dice_replay_from_journal),
		cmocka_unit_test(test_full_disk_refuses_the_order),
		cmocka_unit_test(test_failing_start_hook_keeps_the_game),
		cmocka_unit_test(test_save_then_load_restores_the_game),
		cmocka_unit_test(test_s6_phases_call_hooks_and_refusal_keeps_phase),
		cmocka_unit_test(test_journal_in_use_is_refused),
		cmocka_unit_test(test_load_replays_orders_only),
		cmocka_unit_test(test_load_on_full_disk_keeps_the_game),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
