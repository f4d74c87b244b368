/* Unit tests of turn files: a turn goes from one herald to the other;
 * its lines are chained and counted, so one removed, changed or moved is
 * refused with its number; every number in it is bounded (a base of
 * 2147483647 used to overflow base + n and crash the import); the player
 * line must name the faction in turn; a file of the first format, or
 * one that follows on from another course of the game, is refused; and
 * the blank lines and carriage returns mail adds are taken. */
#include "testutil.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "chain.h"
#include "session.h"
#include "turnfile.h"

static char dir[64];

static int
setup(void **state)
{
	test_mkdtemp(dir, sizeof dir, "turnfile");
	return 0;
}

static int
teardown(void **state)
{
	test_rmtree(dir);
	return 0;
}

static void
ok(struct session *s, const char *line)
{
	const struct cmd_entry *e;
	struct buf out;
	char **argv, *why = NULL;
	int argc;

	argc = words_split(line, &argv, &why);
	assert_true(argc > 0);
	assert_non_null(e = cmd_find(argv[0], &why));
	buf_init(&out);
	if (session_run(s, e, argc - 1, argv + 1, &out, &why) != CMD_OK)
		fail_msg("%s: %s", line, why);
	buf_free(&out);
	words_free_argv(argc, argv);
}

static void
game(struct session *s)
{
	struct buf out;
	char *why = NULL;

	session_init(s, test_tinydir());
	s->batch = 1;
	buf_init(&out);
	assert_int_equal(session_new(s, "tiny", "basic", 7, NULL, &out, &why),
	    0);
	buf_free(&out);
}

/* Red's turn, exported from a first copy of the game. */
static char *
red_turn(void)
{
	struct session a;
	struct buf out;
	char *p = xprintf("%s/red.turn", dir), *why = NULL;

	game(&a);
	ok(&a, "place r2 0303");
	ok(&a, "next");
	ok(&a, "next");
	buf_init(&out);
	if (turnfile_export(&a, p, -1, &out, &why) != 0)
		fail_msg("%s", why);
	buf_free(&out);
	session_free(&a);
	return p;
}

static char *
import(struct session *s, const char *path)
{
	struct buf out;
	char *why = NULL;

	buf_init(&out);
	if (turnfile_import(s, path, &out, &why) == 0) {
		buf_free(&out);
		return NULL;
	}
	assert_int_equal(out.len, 0);
	buf_free(&out);
	return why;
}

/* A turn file with these record bodies, chained as herald writes them,
 * so that only what the test means to be wrong is wrong. */
static char *
craft(const char *name, const char **bodies, int n)
{
	char *p = xprintf("%s/%s", dir, name);
	struct chain c;
	struct buf b;
	FILE *f;
	int i;

	buf_init(&b);
	buf_puts(&b, "herald-turn 2\n");
	chain_init(&c, "herald-turn 2");
	for (i = 0; i < n; i++)
		chain_add(&c, bodies[i], strlen(bodies[i]), &b);
	assert_non_null(f = fopen(p, "w"));
	assert_int_equal(fwrite(b.s, 1, b.len, f), b.len);
	assert_int_equal(fclose(f), 0);
	buf_free(&b);
	return p;
}

static char *
base0(void)
{
	char hex[CHAIN_HEX + 1];

	chain_digest("herald-orders 2\n", 16, hex);
	return xprintf("base 0 %s", hex);
}

static void
test_turn_goes_across(void **state)
{
	struct session b;
	char *p = red_turn(), *why;

	game(&b);
	assert_null(why = import(&b, p));
	assert_int_equal(b.cursor, 3);
	assert_string_equal(session_order(&b, 0)->origin, "red.turn");
	/* and once only */
	assert_non_null(why = import(&b, p));
	assert_non_null(strstr(why, "already in this game"));
	free(why);
	session_free(&b);
	free(p);
}

/* The reproducer: base 2147483647 overflowed base + n and read past the
 * orders (SIGSEGV).  Now every number is bounded first. */
static void
test_huge_base_is_refused(void **state)
{
	const char *body[] = {
		"game game=tiny scenario=basic seed=7",
		"base 2147483647 00000000000000000000000000000000",
		"player red", "signature -", "commitment -", "orders 1",
		"do place r2 0303", "end 7"
	};
	const char *bases[] = {
		"base 2147483647 00000000000000000000000000000000",
		"base -1 00000000000000000000000000000000",
		"base 99999999999999999999 00000000000000000000000000000000",
		"base 1000000 00000000000000000000000000000000",
	};
	struct session b;
	char *p, *why;
	size_t i;

	game(&b);
	for (i = 0; i < nitems(bases); i++) {
		body[1] = bases[i];
		p = craft("huge.turn", body, 8);
		assert_non_null(why = import(&b, p));
		if (i < 3)
			assert_non_null(strstr(why, "is not a number of "
			    "orders from 0 to 1000000"));
		else
			assert_non_null(strstr(why, "follows on from order "
			    "1000000, but this game has 0"));
		free(why);
		free(p);
	}
	/* and a count of orders out of bounds */
	body[1] = "base 0 00000000000000000000000000000000";
	body[5] = "orders 2147483647";
	p = craft("huge.turn", body, 8);
	assert_non_null(why = import(&b, p));
	assert_non_null(strstr(why, "is not a count of orders"));
	free(why);
	free(p);
	assert_int_equal(b.cursor, 0);
	session_free(&b);
}

/* The player line names the faction in turn at base. */
static void
test_player_is_checked(void **state)
{
	char *bz = base0();
	const char *body[] = {
		"game game=tiny scenario=basic seed=7", bz, "player blue",
		"signature -", "commitment -", "orders 1", "do place r2 0303",
		"end 7"
	};
	struct session b;
	char *p, *why;

	game(&b);
	p = craft("blue.turn", body, 8);
	assert_non_null(why = import(&b, p));
	assert_non_null(strstr(why, "says its orders are blue's, but after "
	    "order 0 of this game it is red's turn"));
	free(why);
	free(p);
	body[2] = "player red";
	p = craft("red.turn", body, 8);
	assert_null(why = import(&b, p));
	assert_int_equal(b.cursor, 1);
	free(p);
	free(bz);
	session_free(&b);
}

/* A line removed, moved or cut off the end is refused, with its number;
 * nothing is imported. */
static void
test_lines_removed_moved_cut_are_refused(void **state)
{
	char *p = red_turn(), *img, *why, *q = xprintf("%s/x.turn", dir);
	size_t len, starts[32], i;
	struct session b;
	struct buf v;
	FILE *f;
	int n = 0, k;

	assert_non_null(f = fopen(p, "r"));
	img = xmalloc(8192);
	len = fread(img, 1, 8191, f);
	fclose(f);
	for (i = 0; i < len; i++)
		if (i == 0 || img[i - 1] == '\n')
			starts[n++] = i;
	starts[n] = len;
	assert_int_equal(n, 12);	/* magic, 6 header, 3 orders, signed, end */
	game(&b);
	buf_init(&v);
	for (k = 1; k < n; k++) {
		/* line k removed */
		buf_reset(&v);
		buf_add(&v, img, starts[k]);
		buf_add(&v, img + starts[k + 1], len - starts[k + 1]);
		assert_non_null(f = fopen(q, "w"));
		fwrite(v.s, 1, v.len, f);
		fclose(f);
		assert_non_null(why = import(&b, q));
		if (strstr(why, "record") == NULL)
			fail_msg("line %d removed: %s", k, why);
		free(why);
		assert_int_equal(b.cursor, 0);
	}
	/* the last order changed by hand (a die), chain left as it was */
	buf_reset(&v);
	buf_add(&v, img, len);
	assert_non_null(strstr(v.s, "do next"));
	strstr(v.s, "do next")[3] = 'N';
	assert_non_null(f = fopen(q, "w"));
	fwrite(v.s, 1, v.len, f);
	fclose(f);
	assert_non_null(why = import(&b, q));
	assert_non_null(strstr(why, "at record 8: its check value"));
	free(why);
	buf_free(&v);
	session_free(&b);
	free(img);
	free(q);
	free(p);
}

/* What mail does to a file (blank lines, CRLF) is taken. */
static void
test_mail_blank_lines_and_crlf(void **state)
{
	char *p = red_turn(), *img, *q = xprintf("%s/mailed.turn", dir), *why;
	struct session b;
	struct buf v;
	size_t len, i;
	FILE *f;

	assert_non_null(f = fopen(p, "r"));
	img = xmalloc(8192);
	len = fread(img, 1, 8191, f);
	fclose(f);
	buf_init(&v);
	buf_puts(&v, "\n");
	for (i = 0; i < len; i++)
		buf_puts(&v, img[i] == '\n' ? "\r\n\r\n" : (char[]){ img[i], 0 });
	assert_non_null(f = fopen(q, "w"));
	fwrite(v.s, 1, v.len, f);
	fclose(f);
	game(&b);
	/* a blank first line is not the magic line */
	assert_non_null(why = import(&b, q));
	free(why);
	assert_non_null(f = fopen(q, "w"));
	fwrite(v.s + 1, 1, v.len - 1, f);
	fclose(f);
	assert_null(why = import(&b, q));
	assert_int_equal(b.cursor, 3);
	buf_free(&v);
	session_free(&b);
	free(img);
	free(q);
	free(p);
}

/* An import that cannot be journaled (a full disk) imports nothing:
 * the orders go into the journal in one write, or none of them. */
static int
full_disk(enum sf_op op, const char *path)
{
	(void)path;
	return op == SF_WRITE ? ENOSPC : 0;
}

static void
test_import_on_full_disk_imports_nothing(void **state)
{
	char *p = red_turn(), *j = xprintf("%s/b.journal", dir), *why = NULL;
	char *warn = NULL;
	struct session b;
	struct buf out;

	session_init(&b, test_tinydir());
	b.batch = 1;
	assert_int_equal(session_use_journal(&b, j, &warn, &why), 0);
	buf_init(&out);
	assert_int_equal(session_new(&b, "tiny", "basic", 7, NULL, &out, &why),
	    0);
	buf_free(&out);
	sf_fault_fn = full_disk;
	assert_non_null(why = import(&b, p));
	sf_fault_fn = NULL;
	assert_non_null(strstr(why, "nothing was imported"));
	free(why);
	assert_int_equal(b.cursor, 0);
	assert_int_equal(b.j.nrecs, 1);
	assert_false(b.st->u[gd_unit_find(b.gd, "r2", &why)].on_map);
	/* and with space again it goes in, whole */
	assert_null(why = import(&b, p));
	assert_int_equal(b.cursor, 3);
	session_free(&b);
	session_init(&b, test_tinydir());
	assert_int_equal(session_use_journal(&b, j, &warn, &why), 0);
	assert_null(warn);
	assert_int_equal(b.j.nrecs, 4);
	assert_int_equal(b.j.recs[3].part, 3);
	session_free(&b);
	unlink(j);
	free(j);
	free(p);
}

/* The first format had no chain: refused, saying why. */
static void
test_first_format_is_refused(void **state)
{
	char *p = xprintf("%s/old.turn", dir), *why;
	struct session b;
	FILE *f;

	assert_non_null(f = fopen(p, "w"));
	fputs("herald-turn 1\ngame game=tiny scenario=basic seed=7\n"
	    "base 2147483647 00000000\nplayer red\nsignature -\n"
	    "commitment -\norders\n", f);
	fclose(f);
	game(&b);
	assert_non_null(why = import(&b, p));
	assert_non_null(strstr(why, "first format"));
	free(why);
	session_free(&b);
	free(p);
}

/* A game that went differently before base: the digest says so. */
static void
test_other_course_of_game_is_refused(void **state)
{
	struct session a, b;
	struct buf out;
	char *p = xprintf("%s/blue.turn", dir), *why = NULL;

	game(&a);
	ok(&a, "place r2 0303");
	ok(&a, "next");
	ok(&a, "next");
	ok(&a, "place b1 0102");
	buf_init(&out);
	assert_int_equal(turnfile_export(&a, p, 3, &out, &why), 0);
	game(&b);
	ok(&b, "place r2 0304");
	ok(&b, "next");
	ok(&b, "next");
	assert_non_null(why = import(&b, p));
	assert_non_null(strstr(why, "went differently before order 4"));
	free(why);
	/* and exporting onto a file that held something else keeps it */
	buf_reset(&out);
	assert_int_equal(turnfile_export(&b, p, 0, &out, &why), 0);
	assert_non_null(strstr(out.s, "kept as"));
	buf_free(&out);
	session_free(&a);
	session_free(&b);
	free(p);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_turn_goes_across),
		cmocka_unit_test(test_huge_base_is_refused),
		cmocka_unit_test(test_player_is_checked),
		cmocka_unit_test(test_lines_removed_moved_cut_are_refused),
		cmocka_unit_test(test_mail_blank_lines_and_crlf),
		cmocka_unit_test(test_import_on_full_disk_imports_nothing),
		cmocka_unit_test(test_first_format_is_refused),
		cmocka_unit_test(test_other_course_of_game_is_refused),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
