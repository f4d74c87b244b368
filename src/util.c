/* util: allocation, buffers and word splitting shared by every module. */
#include "util.h"
#include "guard.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* On the guard's worker (a scenario hook past its memory budget) this is
 * the hook's fault, not herald's: guard_panic tells the two apart. */
static void
oom(void)
{
	guard_panic("herald: out of memory");
}

void *
xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (p == NULL)
		oom();
	return p;
}

void *
xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (p == NULL)
		oom();
	return p;
}

void *
xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (p == NULL)
		oom();
	return p;
}

char *
xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *
xstrndup(const char *s, size_t n)
{
	char *p = xmalloc(n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *
xvprintf(const char *fmt, va_list ap)
{
	struct buf b;

	buf_init(&b);
	buf_vprintf(&b, fmt, ap);
	return buf_steal(&b);
}

char *
xprintf(const char *fmt, ...)
{
	va_list ap;
	char *s;

	va_start(ap, fmt);
	s = xvprintf(fmt, ap);
	va_end(ap);
	return s;
}

void
buf_init(struct buf *b)
{
	b->s = NULL;
	b->len = b->cap = 0;
}

void
buf_free(struct buf *b)
{
	free(b->s);
	buf_init(b);
}

void
buf_reset(struct buf *b)
{
	b->len = 0;
	if (b->s != NULL)
		b->s[0] = '\0';
}

static void
buf_grow(struct buf *b, size_t need)
{
	if (b->len + need + 1 <= b->cap)
		return;
	while (b->len + need + 1 > b->cap)
		b->cap = b->cap ? b->cap * 2 : 128;
	b->s = xrealloc(b->s, b->cap);
}

void
buf_add(struct buf *b, const char *s, size_t n)
{
	buf_grow(b, n);
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = '\0';
}

void
buf_puts(struct buf *b, const char *s)
{
	buf_add(b, s, strlen(s));
}

void
buf_vprintf(struct buf *b, const char *fmt, va_list ap)
{
	va_list aq;
	int n;

	va_copy(aq, ap);
	n = vsnprintf(NULL, 0, fmt, aq);
	va_end(aq);
	if (n < 0)
		return;
	buf_grow(b, (size_t)n);
	vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
	b->len += (size_t)n;
}

void
buf_printf(struct buf *b, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	buf_vprintf(b, fmt, ap);
	va_end(ap);
}

void
buf_join(struct buf *b, const char *const *item, int n, const char *conj)
{
	int i;

	for (i = 0; i < n; i++)
		buf_printf(b, "%s%s%s%s", i == 0 ? "" : i == n - 1 ? " " : ", ",
		    i > 0 && i == n - 1 ? conj : "", i > 0 && i == n - 1 ? " " :
		    "", item[i]);
}

char *
buf_steal(struct buf *b)
{
	char *s = b->s ? b->s : xstrdup("");

	buf_init(b);
	return s;
}

int
split_words(const char *line, char ***out, char **cause)
{
	char **v = NULL;
	int n = 0;
	const char *p = line;
	struct buf w;

	*out = NULL;
	while (*p != '\0') {
		while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
			p++;
		if (*p == '\0')
			break;
		buf_init(&w);
		buf_add(&w, "", 0);
		while (*p != '\0' && *p != ' ' && *p != '\t' &&
		    *p != '\n' && *p != '\r') {
			if (*p == '"' || *p == '\'') {
				char q = *p++;
				const char *e = strchr(p, q);

				if (e == NULL) {
					buf_free(&w);
					free_words(n, v);
					*cause = xprintf("unterminated %c quote",
					    q);
					return -1;
				}
				buf_add(&w, p, (size_t)(e - p));
				p = e + 1;
			} else
				buf_add(&w, p++, 1);
		}
		v = xrealloc(v, sizeof *v * (size_t)(n + 2));
		v[n++] = buf_steal(&w);
		v[n] = NULL;
	}
	*out = v;
	return n;
}

void
free_words(int n, char **v)
{
	int i;

	if (v == NULL)
		return;
	for (i = 0; i < n; i++)
		free(v[i]);
	free(v);
}

/* One word as split_words() reads it back: bare, or quoted with a quote
 * it does not hold; a word holding both quotes is quoted piece by piece
 * (split_words joins pieces that touch), its '"' as '"'. */
static void
quote_word(struct buf *b, const char *w)
{
	size_t n;

	if (*w != '\0' && strpbrk(w, " \t\r\n\"'") == NULL)
		buf_puts(b, w);
	else if (strchr(w, '"') == NULL)
		buf_printf(b, "\"%s\"", w);
	else if (strchr(w, '\'') == NULL)
		buf_printf(b, "'%s'", w);
	else
		while (*w != '\0') {
			if (*w == '"') {
				buf_puts(b, "'\"'");
				w++;
				continue;
			}
			n = strcspn(w, "\"");
			buf_printf(b, "\"%.*s\"", (int)n, w);
			w += n;
		}
}

/* The words as one line that split_words() splits into the same words
 * (a journal record keeps a command this way, and replay splits it). */
char *
join_words(int argc, char **argv, int from)
{
	struct buf b;
	int i;

	buf_init(&b);
	buf_add(&b, "", 0);
	for (i = from; i < argc; i++) {
		if (i > from)
			buf_puts(&b, " ");
		quote_word(&b, argv[i]);
	}
	return buf_steal(&b);
}

int
str_prefix(const char *prefix, const char *s)
{
	return strncmp(prefix, s, strlen(prefix)) == 0;
}

int
parse_int(const char *s, long min, long max, long *out)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (*s == '\0' || *end != '\0' || errno != 0 || v < min || v > max)
		return -1;
	*out = v;
	return 0;
}
