/* Unit tests of the replay (src/replay.c) and of what it leans on: a
 * resume replays each order on the state itself, with its rulings sent to
 * a quiet buffer that formats nothing.  It must give exactly the game
 * that a narrated replay on copies gives (the way an order is played),
 * field by field, after every order, on random-play journals of both
 * games (bench/randplay, built by make check).  And the word splitting
 * and buffers it uses. */
#include "testutil.h"

#include <string.h>
#include <unistd.h>

#include "session-int.h"

static char dir[64];

static int
setup(void **state)
{
	(void)state;
	test_mkdtemp(dir, sizeof dir, "replay");
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	test_rmtree(dir);
	return 0;
}

/* --- words and buffers ------------------------------------------------ */

/* Storage kept from one line to the next, as a replay keeps it. */
static struct words kept;

/* split_words and split_words_into give the words wanted. */
static void
words_are(const char *line, int n, const char *const *want)
{
	char **w, *why = NULL;
	int i, got;

	got = split_words(line, &w, &why);
	if (got != n)
		fail_msg("split \"%s\": %d words, expected %d", line, got, n);
	for (i = 0; i < n; i++)
		assert_string_equal(w[i], want[i]);
	if (n > 0)
		assert_null(w[n]);
	else
		assert_null(w);
	free_words(got, w);
	got = split_words_into(line, &kept, &why);
	if (got != n || kept.n != n)
		fail_msg("split \"%s\" into: %d words, expected %d", line,
		    got, n);
	for (i = 0; i < n; i++)
		assert_string_equal(kept.v[i], want[i]);
	assert_null(kept.v[n]);
}

static void
unterminated(const char *line, const char *cause)
{
	char **w, *why = NULL;

	assert_int_equal(split_words(line, &w, &why), -1);
	assert_string_equal(why, cause);
	free(why);
	why = NULL;
	assert_int_equal(split_words_into(line, &kept, &why), -1);
	assert_string_equal(why, cause);
	free(why);
}

static void
test_split_words(void **state)
{
	static const char *const ab[] = { "a", "b" };
	static const char *const quoted[] = { "place", "b c", "x y" };
	static const char *const glued[] = { "xy zw", "", "it's" };
	static const char *const empties[] = { "", "" };
	static const char *const many[] = { "1", "2", "3", "4", "5", "6",
	    "7", "8", "9", "10", "11", "12" };
	const char *in[] = { "it's", "say \"hi\"", "", " ", "a\tb",
	    "both ' and \"" };
	char **w, *why = NULL, *line;
	int i, n;

	(void)state;
	words_init(&kept);
	words_are("", 0, NULL);
	words_are(" \t\r\n", 0, NULL);
	words_are("a b", 2, ab);
	words_are("  a\t\tb \n", 2, ab);
	words_are("place 'b c' \"x y\"", 3, quoted);
	words_are("x\"y z\"w '' \"it's\"", 3, glued);
	words_are("1 2 3 4 5 6 7 8 9 10 11 12", 12, many);
	/* the worst case of the kept storage: a byte and its NUL a word */
	words_are("a b", 2, ab);
	words_are("\"\" ''", 2, empties);
	unterminated("roll \"2d6", "unterminated \" quote");
	unterminated("a b 'c", "unterminated ' quote");
	words_are("a b", 2, ab);
	words_free(&kept);
	/* what join_words writes, split_words reads back the same */
	line = join_words((int)nitems(in), (char **)in, 0);
	n = split_words(line, &w, &why);
	assert_int_equal(n, (int)nitems(in));
	for (i = 0; i < n; i++)
		assert_string_equal(w[i], in[i]);
	free_words(n, w);
	free(line);
}

static void
test_buf(void **state)
{
	static const char *const items[] = { "a", "b", "c" };
	struct buf b;
	char big[1000], *s;
	int i;

	(void)state;
	/* a quiet buffer stays empty whatever is said to it */
	buf_init_quiet(&b);
	buf_puts(&b, "placed");
	buf_printf(&b, " %s in %04d", "e01", 1118);
	buf_add(&b, "xyz", 3);
	buf_join(&b, items, 3, "or");
	assert_int_equal(b.len, 0);
	assert_null(b.s);
	buf_reset(&b);
	assert_int_equal(b.len, 0);
	s = buf_steal(&b);
	assert_string_equal(s, "");
	free(s);
	assert_int_equal(b.quiet, 0);	/* stolen: an ordinary one again */

	/* formatted once where it fits, grown where it does not */
	memset(big, 'x', sizeof big - 1);
	big[sizeof big - 1] = '\0';
	buf_init(&b);
	buf_printf(&b, "%d", 7);
	assert_string_equal(b.s, "7");
	buf_printf(&b, "<%s>", big);
	assert_int_equal(b.len, 1 + 2 + strlen(big));
	assert_int_equal(b.s[b.len], '\0');
	assert_int_equal(b.s[1], '<');
	assert_int_equal(b.s[b.len - 1], '>');
	buf_reset(&b);
	for (i = 0; i < 100; i++)
		buf_printf(&b, "%02d,", i);
	assert_int_equal(b.len, 300);
	assert_memory_equal(b.s + 297, "99,", 4);
	buf_printf(&b, "%s", "");
	assert_int_equal(b.len, 300);
	buf_free(&b);
}

/* --- quiet replay against a narrated one ------------------------------ */

/* Every order in force of s replayed as the player's were played: each on
 * a copy of the state before it, narrated; after each, compared with what
 * the session gives for that order (its own quiet replay, from its
 * snapshots). */
static void
narrated_replay(struct session *s, int every)
{
	const struct cmd_entry *e;
	const struct jrec *r;
	struct built b;
	struct roller ro;
	struct buf out;
	struct state *st, *next, *saved = s->st, *at;
	struct gamedata *gd = s->gd;
	struct scenario *sc = s->sc;
	struct hooks *hk = s->hk;
	char **argv, *game, *scenario, *options, *why = NULL, *diff = NULL;
	uint64_t seed;
	size_t said = 0;
	int argc, i, header = -1;

	for (i = 0; i < s->j.nrecs; i++)
		if (s->j.recs[i].kind == J_NEW)
			header = i;
	assert_true(header >= 0);
	assert_int_equal(settings_parse(s->j.recs[header].text, &game,
	    &scenario, &seed, &options, &why), 0);
	buf_init(&out);
	if (build(s, game, scenario, seed, options, &b, &out, &why) != 0)
		fail_msg("build: %s", why);
	st = b.st;
	b.st = NULL;
	s->gd = b.gd;
	s->sc = b.sc;
	s->hk = b.hk;
	hooks_replaying(b.hk, 1);
	for (i = 0; i < s->cursor; i++) {
		r = session_order(s, i);
		if ((e = order_words(r, i, &argc, &argv, &why)) == NULL)
			fail_msg("order %d: %s", i + 1, why);
		next = state_copy(st);
		s->st = st;
		buf_reset(&out);
		switch (run_on(s, e, argc - 1, argv + 1, st, next, &ro, r, 0,
		    &out, &why)) {
		case CMD_ERROR:
			fail_msg("order %d (%s): %s", i + 1, r->text, why);
			break;
		case CMD_UNCHANGED:
			state_free(next);
			break;
		default:
			state_free(st);
			st = next;
			break;
		}
		said += out.len;
		roller_reset_made(&ro);
		free_words(argc, argv);
		if ((i + 1) % every != 0 && i + 1 != s->cursor)
			continue;
		/* the session's own game at that order */
		s->gd = gd;
		s->sc = sc;
		s->hk = hk;
		s->st = saved;
		if (session_state_at(s, i + 1, &at, &why) != 0)
			fail_msg("state at %d: %s", i + 1, why);
		if (!state_equal(st, at, &diff))
			fail_msg("after order %d (%s): the quiet replay is not "
			    "the narrated one: %s", i + 1, r->text, diff);
		state_free(at);
		s->gd = b.gd;
		s->sc = b.sc;
		s->hk = b.hk;
	}
	hooks_replaying(b.hk, 0);
	s->gd = gd;
	s->sc = sc;
	s->hk = hk;
	s->st = saved;
	/* the narrated one did narrate: a test that could not fail else */
	assert_true(said > 0);
	if (!state_equal(st, s->st, &diff))
		fail_msg("the game resumed is not the narrated replay: %s",
		    diff);
	state_free(st);
	built_free(&b);
	buf_free(&out);
	free(game);
	free(scenario);
	free(options);
}

static void
play(const char *game, const char *scenario, int seed, int orders)
{
	struct session s;
	struct buf out;
	char journal[128], cmd[1024], *why = NULL, *warn = NULL;

	snprintf(journal, sizeof journal, "%s/%s-%d", dir, game, seed);
	snprintf(cmd, sizeof cmd, "'%s/bench/randplay' --data '%s' --game %s "
	    "%s%s --seed %d --orders %d --journal '%s' > /dev/null",
	    HERALD_BUILDDIR, test_datadir(), game, scenario ? "--scenario " :
	    "", scenario ? scenario : "", seed, orders, journal);
	assert_int_equal(system(cmd), 0);

	session_init(&s, test_datadir());
	buf_init(&out);
	assert_int_equal(session_use_journal(&s, journal, &warn, &why), 0);
	if (session_resume(&s, &out, &why) != 0)
		fail_msg("resume %s: %s", journal, why);
	assert_true(s.cursor > orders / 2);
	narrated_replay(&s, 7);
	buf_free(&out);
	session_free(&s);
}

static void
test_agincourt_quiet_replay(void **state)
{
	(void)state;
	play("battle-of-agincourt", "historical", 11, 250);
}

static void
test_st_albans_quiet_replay(void **state)
{
	(void)state;
	play("st-albans", "first-st-albans", 13, 250);
}

/* second St Albans has an `order` hook, which a rebuild asks */
static void
test_second_st_albans_quiet_replay(void **state)
{
	(void)state;
	play("st-albans", "second-st-albans", 17, 200);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_split_words),
		cmocka_unit_test(test_buf),
		cmocka_unit_test(test_agincourt_quiet_replay),
		cmocka_unit_test(test_st_albans_quiet_replay),
		cmocka_unit_test(test_second_st_albans_quiet_replay),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
