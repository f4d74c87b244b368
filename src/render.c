/* render: herald's text made safe to print on a terminal (see render.h
 * for what is escaped and the notation). */
#include "render.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/*
 * The length of the well-formed UTF-8 sequence at s (at most n bytes
 * available), or 0 if it is not one (Unicode Table 3-7: no overlong
 * forms, no surrogates, nothing above U+10FFFF).
 */
static size_t
utf8_len(const unsigned char *s, size_t n)
{
	unsigned char c = s[0], lo = 0x80, hi = 0xbf;
	size_t len, i;

	if (c >= 0xc2 && c <= 0xdf)
		len = 2;
	else if (c >= 0xe0 && c <= 0xef) {
		len = 3;
		if (c == 0xe0)
			lo = 0xa0;	/* overlong below U+0800 */
		else if (c == 0xed)
			hi = 0x9f;	/* surrogates U+D800-U+DFFF */
	} else if (c >= 0xf0 && c <= 0xf4) {
		len = 4;
		if (c == 0xf0)
			lo = 0x90;	/* overlong below U+10000 */
		else if (c == 0xf4)
			hi = 0x8f;	/* above U+10FFFF */
	} else
		return 0;	/* ASCII, continuation bytes, c0 c1 f5-ff */
	if (n < len || s[1] < lo || s[1] > hi)
		return 0;
	for (i = 2; i < len; i++)
		if (s[i] < 0x80 || s[i] > 0xbf)
			return 0;
	return len;
}

/*
 * How many bytes at s pass unchanged: 0 if the first byte must be
 * escaped.  Newline passes because text has lines.  Tab passes because
 * it only moves the cursor right to the next tab stop: it cannot erase,
 * overwrite or restyle anything already shown, and hook narration may
 * line columns up with it.  Every other C0 control and DEL is escaped,
 * and so are the C1 controls U+0080-U+009F (c2 80 - c2 9f), which some
 * terminals obey as ESC sequences (U+009B is CSI).
 */
static size_t
pass_len(const unsigned char *s, size_t n)
{
	size_t len;

	if (s[0] == '\n' || s[0] == '\t')
		return 1;
	if (s[0] < 0x20 || s[0] == 0x7f)
		return 0;
	if (s[0] < 0x80)
		return 1;
	if ((len = utf8_len(s, n)) == 2 && s[0] == 0xc2 && s[1] < 0xa0)
		return 0;
	return len;
}

/*
 * Hands the escaped text to emit() piece by piece: runs that pass
 * unchanged, and one \xHH for each byte that does not.
 */
static void
escape_to(const char *s, size_t len,
    void (*emit)(void *, const char *, size_t), void *arg)
{
	static const char hex[] = "0123456789abcdef";
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0, run, k;
	char e[4];

	while (i < len) {
		/* the longest run that passes, in one go */
		for (k = i; k < len && (run = pass_len(p + k, len - k)) > 0;
		    k += run)
			;
		if (k > i) {
			emit(arg, s + i, k - i);
			i = k;
			continue;
		}
		e[0] = '\\';
		e[1] = 'x';
		e[2] = hex[p[i] >> 4];
		e[3] = hex[p[i] & 0xf];
		emit(arg, e, sizeof e);
		i++;
	}
}

static void
to_buf(void *arg, const char *s, size_t n)
{
	buf_add(arg, s, n);
}

static void
to_file(void *arg, const char *s, size_t n)
{
	fwrite(s, 1, n, arg);
}

void
render_escape(struct buf *b, const char *s, size_t len)
{
	buf_add(b, "", 0);	/* a NUL-terminated string even if empty */
	escape_to(s, len, to_buf, b);
}

char *
render_str(const char *s)
{
	struct buf b;

	buf_init(&b);
	render_escape(&b, s, strlen(s));
	return buf_steal(&b);
}

int
render_needed(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t n = strlen(s), i, run;

	for (i = 0; i < n; i += run)
		if ((run = pass_len(p + i, n - i)) == 0)
			return 1;
	return 0;
}

static render_gate_fn gate_fn;
static void *gate_arg;

void
render_set_gate(render_gate_fn fn, void *arg)
{
	gate_fn = fn;
	gate_arg = arg;
}

void
render_write(FILE *f, const char *s, size_t len)
{
	if (gate_fn != NULL)
		gate_fn(gate_arg, f, len);
	escape_to(s, len, to_file, f);
}

void
render_puts(FILE *f, const char *s)
{
	render_write(f, s, strlen(s));
}

void
render_printf(FILE *f, const char *fmt, ...)
{
	va_list ap;
	char *s;

	va_start(ap, fmt);
	s = xvprintf(fmt, ap);
	va_end(ap);
	render_puts(f, s);
	free(s);
}
