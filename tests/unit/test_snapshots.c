/* Unit tests of the snapshots (src/snapshot.c): undo, redo, resume and a
 * look back at any order, served from the states kept along the game,
 * give exactly the game a clean replay of the journal gives (DESIGN
 * principle 3), field by field, on random-play journals of both games
 * (bench/randplay, built by make check). */
#include "testutil.h"

#include <string.h>
#include <unistd.h>

#include "session-int.h"

static char dir[64];
static uint64_t rs = 12345;

static int
rnd(int n)
{
	rs = rs * 6364136223846793005ULL + 1442695040888963407ULL;
	return n <= 0 ? 0 : (int)((rs >> 33) % (uint64_t)n);
}

static int
setup(void **state)
{
	(void)state;
	test_mkdtemp(dir, sizeof dir, "snapshots");
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	test_rmtree(dir);
	return 0;
}

/* The game after the first n orders in force of s, rebuilt from the
 * files in a session of its own: its header and those orders saved, then
 * loaded (no snapshot of s is used). */
static void
clean_replay(struct session *s, int n, struct session *t)
{
	struct jrec *recs;
	struct buf out;
	char path[128], *why = NULL, *kept = NULL;
	int header = -1, i, k = 0;

	for (i = 0; i < s->j.nrecs; i++)
		if (s->j.recs[i].kind == J_NEW)
			header = i;
	assert_true(header >= 0);
	recs = xcalloc((size_t)n + 1, sizeof *recs);
	recs[k++] = s->j.recs[header];
	for (i = 0; i < n; i++)
		recs[k++] = *session_order(s, i);
	snprintf(path, sizeof path, "%s/clean", dir);
	unlink(path);
	if (journal_save_keep(path, recs, k, &kept, &why) != 0)
		fail_msg("save: %s", why);
	free(kept);
	free(recs);
	session_init(t, s->datadir);
	buf_init(&out);
	if (session_load(t, path, &out, &why) != 0)
		fail_msg("clean replay of %d orders: %s", n, why);
	buf_free(&out);
	assert_int_equal(t->cursor, n);
}

static void
same(const struct state *a, const struct state *b, const char *what, int n)
{
	char *diff = NULL;

	if (!state_equal(a, b, &diff))
		fail_msg("%s, %d orders in force: not the clean replay: %s",
		    what, n, diff);
}

/* The session's game now against a clean replay. */
static void
check_now(struct session *s, const char *what)
{
	struct session t;

	clean_replay(s, s->cursor, &t);
	same(s->st, t.st, what, s->cursor);
	session_free(&t);
	/* bounded: SNAP_BUDGET, and a few states more at most */
	assert_true(snapshots_bytes(s->snaps) <= (512u << 10) + (1u << 16));
}

/* The game after order i, from the snapshots, against a clean replay. */
static void
check_at(struct session *s, int i)
{
	struct session t;
	struct state *st;
	char *why = NULL;

	if (session_state_at(s, i, &st, &why) != 0)
		fail_msg("state at %d: %s", i, why);
	clean_replay(s, i, &t);
	same(st, t.st, "looking back", i);
	state_free(st);
	session_free(&t);
}

static void
order(struct session *s, const char *line)
{
	const struct cmd_entry *e;
	struct buf out;
	char **argv, *why = NULL;
	int argc;

	argc = words_split(line, &argv, &why);
	assert_true(argc > 0);
	assert_non_null(e = cmd_find(argv[0], &why));
	buf_init(&out);
	/* refused or not: either way the game is checked after */
	if (session_run(s, e, argc - 1, argv + 1, &out, &why) == CMD_ERROR)
		free(why);
	buf_free(&out);
	words_free_argv(argc, argv);
}

/* Random steps through the game: undo and redo of a few orders or many,
 * a look back at any order, a new order (over undone ones, which must
 * forget the snapshots beyond it) and its undo. */
static void
wander(struct session *s, int steps)
{
	struct buf out;
	char *why = NULL;
	int i, k, n;

	buf_init(&out);
	for (i = 0; i < steps; i++) {
		switch (rnd(5)) {
		case 0:
		case 1:
			n = 1 + rnd(rnd(4) == 0 ? s->cursor + 1 : 12);
			for (k = 0; k < n && s->cursor > 0; k++)
				if (session_undo(s, &out, &why) != 0)
					fail_msg("undo: %s", why);
			check_now(s, "after undo");
			break;
		case 2:
			n = 1 + rnd(rnd(4) == 0 ? s->nactive + 1 : 12);
			for (k = 0; k < n && s->cursor < s->nactive; k++)
				if (session_redo(s, &out, &why) != 0)
					fail_msg("redo: %s", why);
			check_now(s, "after redo");
			break;
		case 3:
			check_at(s, rnd(s->nactive + 1));
			break;
		default:
			/* a new order, then its undo (from the state it
			 * replaced) */
			order(s, "next");
			check_now(s, "after a new order");
			if (s->cursor > 0 && session_undo(s, &out, &why) != 0)
				fail_msg("undo: %s", why);
			check_now(s, "after undo of a new order");
			break;
		}
		buf_reset(&out);
	}
	buf_free(&out);
}

static void
play(const char *game, const char *scenario, int seed, int orders)
{
	struct session s;
	struct buf out;
	char journal[128], cmd[1024], *why = NULL, *warn = NULL;
	int rebuilds;

	snprintf(journal, sizeof journal, "%s/%s-%d", dir, game, seed);
	snprintf(cmd, sizeof cmd, "'%s/bench/randplay' --data '%s' --game %s "
	    "%s%s --seed %d --orders %d --journal '%s' > /dev/null",
	    HERALD_BUILDDIR, test_datadir(), game, scenario ? "--scenario " :
	    "", scenario ? scenario : "", seed, orders, journal);
	assert_int_equal(system(cmd), 0);
	rs = (uint64_t)seed * 7919;

	/* resume: the whole journal replayed, snapshots kept on the way */
	session_init(&s, test_datadir());
	buf_init(&out);
	assert_int_equal(session_use_journal(&s, journal, &warn, &why), 0);
	if (session_resume(&s, &out, &why) != 0)
		fail_msg("resume %s: %s", journal, why);
	assert_true(s.cursor > orders / 2);
	check_now(&s, "after resume");
	rebuilds = s.rebuilds;
	wander(&s, 24);
	/* all of it from the snapshots: none fell back to a rebuild */
	assert_int_equal(s.rebuilds, rebuilds);
	session_free(&s);

	/* and again from the journal those steps left */
	session_init(&s, test_datadir());
	assert_int_equal(session_use_journal(&s, journal, &warn, &why), 0);
	if (session_resume(&s, &out, &why) != 0)
		fail_msg("resume %s again: %s", journal, why);
	check_now(&s, "after the second resume");
	rebuilds = s.rebuilds;
	wander(&s, 8);
	assert_int_equal(s.rebuilds, rebuilds);
	buf_free(&out);
	session_free(&s);
}

static void
test_agincourt_random_play(void **state)
{
	(void)state;
	play("battle-of-agincourt", "historical", 3, 300);
}

static void
test_st_albans_random_play(void **state)
{
	(void)state;
	play("st-albans", "first-st-albans", 5, 300);
}

/* second St Albans has an `order` hook, which a replay in the session
 * does not ask again */
static void
test_second_st_albans_random_play(void **state)
{
	(void)state;
	play("st-albans", "second-st-albans", 7, 250);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_agincourt_random_play),
		cmocka_unit_test(test_st_albans_random_play),
		cmocka_unit_test(test_second_st_albans_random_play),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
