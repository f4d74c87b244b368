/* test_render: what herald lets through to the terminal (src/render.c).
 * The expected results come from the rules in render.h stated again here
 * (which bytes are controls, how UTF-8 encodes a code point), not from
 * the code under test. */
#include "testutil.h"

#include <string.h>

#include "complete.h"
#include "render.h"
#include "session.h"
#include "util.h"

static char *
escaped(const char *s, size_t len)
{
	struct buf b;

	buf_init(&b);
	render_escape(&b, s, len);
	return buf_steal(&b);
}

static void
assert_render(const char *in, size_t len, const char *want)
{
	char *got = escaped(in, len);

	if (strcmp(got, want) != 0)
		fail_msg("rendered \"%s\", expected \"%s\"", got, want);
	free(got);
}

/* Every byte alone: printable ASCII, newline and tab pass; everything
 * else (C0, DEL, and any byte >= 0x80, which alone is never UTF-8) is
 * shown as \xHH. */
static void
test_every_byte_alone(void **state)
{
	char in[1], want[8];
	int c;

	(void)state;
	for (c = 0; c < 256; c++) {
		in[0] = (char)c;
		if (c == '\n' || c == '\t' || (c >= 0x20 && c < 0x7f))
			snprintf(want, sizeof want, "%c", c);
		else
			snprintf(want, sizeof want, "\\x%02x", c);
		assert_render(in, 1, want);
	}
}

/* Every byte between two letters, so nothing depends on being alone. */
static void
test_every_byte_between_letters(void **state)
{
	char in[3], want[16];
	int c;

	(void)state;
	for (c = 0; c < 256; c++) {
		in[0] = 'a';
		in[1] = (char)c;
		in[2] = 'z';
		if (c == '\n' || c == '\t' || (c >= 0x20 && c < 0x7f))
			snprintf(want, sizeof want, "a%cz", c);
		else
			snprintf(want, sizeof want, "a\\x%02xz", c);
		assert_render(in, 3, want);
	}
}

/* UTF-8 encoding of a code point (RFC 3629), including the surrogates,
 * which a well-formed text never holds. */
static size_t
encode(unsigned long cp, unsigned char *o)
{
	if (cp < 0x80) {
		o[0] = (unsigned char)cp;
		return 1;
	}
	if (cp < 0x800) {
		o[0] = (unsigned char)(0xc0 | cp >> 6);
		o[1] = (unsigned char)(0x80 | (cp & 0x3f));
		return 2;
	}
	if (cp < 0x10000) {
		o[0] = (unsigned char)(0xe0 | cp >> 12);
		o[1] = (unsigned char)(0x80 | (cp >> 6 & 0x3f));
		o[2] = (unsigned char)(0x80 | (cp & 0x3f));
		return 3;
	}
	o[0] = (unsigned char)(0xf0 | cp >> 18);
	o[1] = (unsigned char)(0x80 | (cp >> 12 & 0x3f));
	o[2] = (unsigned char)(0x80 | (cp >> 6 & 0x3f));
	o[3] = (unsigned char)(0x80 | (cp & 0x3f));
	return 4;
}

/* Every code point: passes unchanged unless it is a control (C0 but
 * newline and tab, DEL, C1) or a surrogate; then each byte is \xHH. */
static void
test_every_code_point(void **state)
{
	unsigned char in[4];
	char want[32];
	struct buf got;
	unsigned long cp;
	size_t n, i;
	int bad;

	(void)state;
	buf_init(&got);
	for (cp = 0; cp <= 0x10ffff; cp++) {
		n = encode(cp, in);
		bad = (cp < 0x20 && cp != '\n' && cp != '\t') ||
		    (cp >= 0x7f && cp <= 0x9f) ||
		    (cp >= 0xd800 && cp <= 0xdfff);
		if (bad) {
			for (i = 0; i < n; i++)
				snprintf(want + 4 * i, sizeof want - 4 * i,
				    "\\x%02x", in[i]);
		} else {
			memcpy(want, in, n);
			want[n] = '\0';
		}
		buf_reset(&got);
		render_escape(&got, (const char *)in, n);
		if (strcmp(got.s, want) != 0)
			fail_msg("U+%04lX rendered as \"%s\"", cp, got.s);
	}
	buf_free(&got);
}

/* Ill-formed UTF-8: overlong forms, beyond U+10FFFF, bytes that never
 * occur, stray continuations, and sequences cut short (by the end of the
 * text or by another character). */
static void
test_ill_formed_utf8(void **state)
{
	(void)state;
	assert_render("\xc0\x80", 2, "\\xc0\\x80");	/* overlong NUL */
	assert_render("\xc1\xbf", 2, "\\xc1\\xbf");
	assert_render("\xe0\x80\xaf", 3, "\\xe0\\x80\\xaf");
	assert_render("\xe0\x9f\xbf", 3, "\\xe0\\x9f\\xbf");
	assert_render("\xf0\x80\x80\xaf", 4, "\\xf0\\x80\\x80\\xaf");
	assert_render("\xf0\x8f\xbf\xbf", 4, "\\xf0\\x8f\\xbf\\xbf");
	assert_render("\xf4\x90\x80\x80", 4, "\\xf4\\x90\\x80\\x80");
	assert_render("\xf5\x80\x80\x80", 4, "\\xf5\\x80\\x80\\x80");
	assert_render("\xfe\xff", 2, "\\xfe\\xff");
	assert_render("\x80\xbf", 2, "\\x80\\xbf");
	assert_render("\xe2\x82", 2, "\\xe2\\x82");	/* € cut short */
	assert_render("\xe2\x82" "A", 3, "\\xe2\\x82A");
	assert_render("\xf0\x9f\x98", 3, "\\xf0\\x9f\\x98");
	/* a good character right after a bad byte still passes */
	assert_render("\xff\xc3\xa9", 3, "\\xff\xc3\xa9");
	/* the highest code points that are allowed */
	assert_render("\xf4\x8f\xbf\xbf", 4, "\xf4\x8f\xbf\xbf");
	assert_render("\xef\xbf\xbf", 3, "\xef\xbf\xbf");
}

/* What the attacks used, and what herald itself prints. */
static void
test_attacks_and_herald_text(void **state)
{
	(void)state;
	assert_render("\033]0;pwned\007", 10, "\\x1b]0;pwned\\x07");
	assert_render("\033[2J\033[H", 7, "\\x1b[2J\\x1b[H");
	assert_render("a\rb\bc", 5, "a\\x0db\\x08c");
	assert_render("\xc2\x9b" "31m", 5, "\\xc2\\x9b31m");	/* C1 CSI */
	assert_render("\x9b" "31m", 4, "\\x9b31m");	/* raw 8-bit CSI */
	assert_render("a\0b", 3, "a\\x00b");	/* a NUL inside is shown */
	assert_render("", 0, "");
	assert_render("Henry V, §11.2, mêlée\n",
	    strlen("Henry V, §11.2, mêlée\n"), "Henry V, §11.2, mêlée\n");
	assert_render("┌─┬─┐\n│*│+│\n", strlen("┌─┬─┐\n│*│+│\n"),
	    "┌─┬─┐\n│*│+│\n");
	assert_render("col\tcol\n", 8, "col\tcol\n");
	assert_render("C:\\x1b", 6, "C:\\x1b");	/* a backslash passes */
}

static void
test_render_needed_and_str(void **state)
{
	char *s;

	(void)state;
	assert_false(render_needed("plain, é § ─\n\t"));
	assert_true(render_needed("\033"));
	assert_true(render_needed("ok\x7f"));
	assert_true(render_needed("\xc2\x85"));
	assert_true(render_needed("\xe2\x82"));
	s = render_str("order: remove \"\033[2J\"");
	assert_string_equal(s, "order: remove \"\\x1b[2J\"");
	free(s);
}

/* The stream functions write exactly the escaped text. */
static void
test_stream_functions(void **state)
{
	char *mem = NULL;
	size_t len = 0;
	FILE *f;

	(void)state;
	assert_non_null(f = open_memstream(&mem, &len));
	render_write(f, "a\0\033", 3);
	render_puts(f, "|\007|");
	render_printf(f, "%s:%d\n", "x\033y", 7);
	assert_int_equal(fclose(f), 0);
	assert_string_equal(mem, "a\\x00\\x1b|\\x07|x\\x1by:7\n");
	assert_int_equal(len, strlen(mem));
	free(mem);
}

/* Readline prints completion candidates itself: none of them may need
 * escaping.  The hostile-text test game names r1 with an OSC sequence and
 * r2 with DEL and a C1 control; their ids complete, their names do not. */
static void
test_completion_offers_nothing_to_escape(void **state)
{
	struct session s;
	struct buf out;
	char *data, *why = NULL, **v;
	int n, i, ids = 0;

	(void)state;
	data = xprintf("%s/tests/data", test_datadir());
	session_init(&s, data);
	buf_init(&out);
	if (session_new(&s, "hostile-text", "basic", 1, NULL, &out,
	    &why) != 0)
		fail_msg("new: %s", why);
	complete_quoted = 1;	/* names are offered inside quotes */
	v = complete_candidates(&s, "show \"", 6, "", &n);
	complete_quoted = 0;
	for (i = 0; i < n; i++) {
		if (render_needed(v[i]))
			fail_msg("candidate \"%s\" needs escaping", v[i]);
		ids += strcmp(v[i], "r1") == 0 || strcmp(v[i], "r2") == 0;
	}
	assert_int_equal(ids, 2);
	assert_true(n >= 4);	/* r1 r2 b1 "Blue Foot" */
	words_free_argv(n, v);
	buf_free(&out);
	session_free(&s);
	free(data);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_byte_alone),
		cmocka_unit_test(test_every_byte_between_letters),
		cmocka_unit_test(test_every_code_point),
		cmocka_unit_test(test_ill_formed_utf8),
		cmocka_unit_test(test_attacks_and_herald_text),
		cmocka_unit_test(test_render_needed_and_str),
		cmocka_unit_test(test_stream_functions),
		cmocka_unit_test(test_completion_offers_nothing_to_escape),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
