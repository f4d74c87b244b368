/* Unit tests of the replay (src/replay.c) and of what it leans on: a
 * resume replays each order on the state itself, with its rulings sent to
 * a quiet buffer that formats nothing.  It must give exactly the game
 * that a narrated replay on copies gives (the way an order is played),
 * field by field, after every order, on random-play journals of both
 * games (bench/randplay, built by make check).  And the word splitting
 * and buffers it uses, and the dice records read share (src/jrec.c). */
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

/* words_split and words_split_into give the words wanted. */
static void
words_are(const char *line, int n, const char *const *want)
{
	char **w, *why = NULL;
	int i, got;

	got = words_split(line, &w, &why);
	if (got != n)
		fail_msg("split \"%s\": %d words, expected %d", line, got, n);
	for (i = 0; i < n; i++)
		assert_string_equal(w[i], want[i]);
	if (n > 0)
		assert_null(w[n]);
	else
		assert_null(w);
	words_free_argv(got, w);
	got = words_split_into(line, &kept, &why);
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

	assert_int_equal(words_split(line, &w, &why), -1);
	assert_string_equal(why, cause);
	free(why);
	why = NULL;
	assert_int_equal(words_split_into(line, &kept, &why), -1);
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
	/* what words_join writes, words_split reads back the same */
	line = words_join((int)nitems(in), (char **)in, 0);
	n = words_split(line, &w, &why);
	assert_int_equal(n, (int)nitems(in));
	for (i = 0; i < n; i++)
		assert_string_equal(w[i], in[i]);
	words_free_argv(n, w);
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
		words_free_argv(argc, argv);
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

/* --- the dice of parsed records ------------------------------------- */

/* A record's body parsed, its dice serialised back as the journal has
 * them (what a parse must give, shared or not). */
static void
parse_is(const char *body, struct jrec *r, const char *dice)
{
	struct buf b;
	char *copy = xstrdup(body);
	int i;

	assert_int_equal(jrec_parse_body(copy, r), 0);
	free(copy);
	buf_init(&b);
	for (i = 0; i < r->nrolls; i++) {
		if (i > 0)
			buf_puts(&b, " ");
		roll_serialise(&r->rolls[i], &b);
	}
	assert_string_equal(b.s != NULL ? b.s : "", dice);
	buf_free(&b);
}

/* Records read with the same dice share them, whatever else the record
 * says (from=, part=, its text); each one let go of leaves the others
 * theirs (a sanitizer build sees any use after free, and any leak at
 * the end); dice that do not read are refused every time, never kept;
 * a copy owns its own. */
static void
test_shared_dice(void **state)
{
	struct jrec a, b, c, d, e, cp;
	char *bad;
	int i;

	(void)state;
	parse_is("do roll 2d6\te2d6:5,4=9", &a, "e2d6:5,4=9");
	parse_is("do roll 2d6 again\tfrom=t.turn e2d6:5,4=9 part=1/2", &b,
	    "e2d6:5,4=9");
	assert_ptr_equal(a.rolls, b.rolls);
	assert_string_equal(b.origin, "t.turn");
	assert_int_equal(b.part, 1);
	assert_int_equal(b.nparts, 2);
	parse_is("do roll 2d6\te2d6:5,3=8", &c, "e2d6:5,3=8");
	assert_true(a.rolls != c.rolls);
	parse_is("do two\te2d6:5,4=9 e2d6:5,3=8", &d,
	    "e2d6:5,4=9 e2d6:5,3=8");
	assert_true(d.rolls != a.rolls && d.rolls != c.rolls);
	jrec_copy(&cp, &a);
	assert_true(cp.rolls != a.rolls);
	jrec_free(&a);
	assert_int_equal(b.rolls[0].total, 9);
	assert_int_equal(cp.rolls[0].total, 9);
	jrec_free(&cp);
	for (i = 0; i < 2; i++) {
		bad = xstrdup("do roll 2d6\te2d6:5,4=9 e2d6:9,9=18");
		assert_int_equal(jrec_parse_body(bad, &e), -1);
		free(bad);
	}
	bad = xstrdup("do roll 2d6\te2d6:5,4=9 part=3/2");
	assert_int_equal(jrec_parse_body(bad, &e), -1);
	free(bad);
	parse_is("do roll 2d6\te2d6:5,4=9", &a, "e2d6:5,4=9");
	assert_ptr_equal(a.rolls, b.rolls);
	jrec_free(&b);
	jrec_free(&c);
	jrec_free(&d);
	assert_int_equal(a.rolls[0].face[1], 4);
	jrec_free(&a);
	/* and all of it again from nothing */
	parse_is("do roll 2d6\te2d6:5,4=9", &a, "e2d6:5,4=9");
	jrec_free(&a);
}

/* Many records with many different dice: the table grows, and every
 * record keeps what it read. */
static void
test_shared_dice_many(void **state)
{
	enum { N = 3000 };
	struct jrec *r = xcalloc(N, sizeof *r);
	char body[64], want[32];
	int i;

	(void)state;
	/* 4d6: 1,296 ways, each read twice or more */
	for (i = 0; i < N; i++) {
		int f[4] = { 1 + i % 6, 1 + i / 6 % 6, 1 + i / 36 % 6,
		    1 + i / 216 % 6 };

		snprintf(want, sizeof want, "e4d6:%d,%d,%d,%d=%d", f[0], f[1],
		    f[2], f[3], f[0] + f[1] + f[2] + f[3]);
		snprintf(body, sizeof body, "do roll 4d6\t%s", want);
		parse_is(body, &r[i], want);
		if (i >= 1296)
			assert_ptr_equal(r[i].rolls, r[i - 1296].rolls);
	}
	for (i = 0; i < N; i += 2)
		jrec_free(&r[i]);
	for (i = 1; i < N; i += 2) {
		assert_int_equal(r[i].rolls[0].face[2], 1 + i / 36 % 6);
		assert_int_equal(r[i].rolls[0].total, 4 + i % 6 + i / 6 % 6 +
		    i / 36 % 6 + i / 216 % 6);
		jrec_free(&r[i]);
	}
	free(r);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_split_words),
		cmocka_unit_test(test_buf),
		cmocka_unit_test(test_shared_dice),
		cmocka_unit_test(test_shared_dice_many),
		cmocka_unit_test(test_agincourt_quiet_replay),
		cmocka_unit_test(test_st_albans_quiet_replay),
		cmocka_unit_test(test_second_st_albans_quiet_replay),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
