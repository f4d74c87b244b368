/* Unit tests of an order's narration as records (session.c keep_why,
 * narrate_ruling's keeping buffer): `why` is the order's records
 * rendered; the records hold the numbers of the ruling by name, for the
 * battle report; text still said without records is an RS_TEXT step; a
 * refusal leaves no records behind. */
#include "testutil.h"

#include <string.h>

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

	argc = split_words(line, &argv, &why);
	assert_true(argc > 0);
	e = cmd_find(argv[0], &why);
	assert_non_null(e);
	rv = session_run(s, e, argc - 1, argv + 1, out, cause);
	free_words(argc, argv);
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

	/* `why` is the records rendered, and so is what was said */
	buf_init(&again);
	narrate_ruling(s.gd, &s.why_rec, &again);
	body = strchr(s.why, '\n');
	assert_non_null(body);
	assert_string_equal(body + 1, again.s);
	assert_string_equal(out.s, again.s);
	buf_free(&again);
	buf_free(&out);

	/* a refusal keeps its reason as text and no records */
	buf_init(&out);
	assert_int_equal(run(&s, "attack e11 -> f11", &out, &why), CMD_ERROR);
	free(why);
	assert_int_equal(s.why_rec.n, 0);
	assert_non_null(strstr(s.why, "refused"));
	buf_free(&out);
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

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_agincourt_11_attack_records),
		cmocka_unit_test(test_keep_text_between_records),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
