/* util: allocation, buffers and word splitting shared by every module. */
#include "util.h"

#include <errno.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What running out of memory does: the message and abort(), unless the
 * guard said otherwise (util_on_oom): on its worker (a scenario hook past
 * its memory budget) this is the hook's fault, not herald's, and
 * guard_panic tells the two apart.  Set as Tcl_SetPanicProc is, so that
 * the module everything builds on calls into none of them. */
static _Atomic(util_oom_fn *) oom_fn;

void
util_on_oom(util_oom_fn *fn)
{
	atomic_store(&oom_fn, fn);
}

static void
oom(void)
{
	util_oom_fn *fn = atomic_load(&oom_fn);

	if (fn != NULL)
		fn("herald: out of memory");
	fputs("herald: out of memory\n", stderr);
	abort();
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
	b->quiet = 0;
	b->keep = NULL;
	b->kept = 0;
}

void
buf_init_quiet(struct buf *b)
{
	buf_init(b);
	b->quiet = 1;
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
	if (b->quiet)
		return;
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
	size_t room;
	int n;

	if (b->quiet)
		return;
	/* Formatted once where it fits (most narration does), twice only
	 * when the buffer must grow first. */
	if (b->cap == 0)
		buf_grow(b, 0);
	room = b->cap - b->len;
	va_copy(aq, ap);
	n = vsnprintf(b->s + b->len, room, fmt, aq);
	va_end(aq);
	if (n < 0) {
		b->s[b->len] = '\0';
		return;
	}
	if ((size_t)n >= room) {
		buf_grow(b, (size_t)n);
		vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
	}
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

static int
blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* The word at p (not blank): where it ends and its length once its
 * quotes are taken out; -1 with the quote if one is not closed. */
static int
measure_word(const char *p, const char **end, size_t *len, char *quote)
{
	const char *q;

	*len = 0;
	while (*p != '\0' && !blank(*p)) {
		if (*p != '"' && *p != '\'') {
			(*len)++;
			p++;
			continue;
		}
		if ((q = strchr(p + 1, *p)) == NULL) {
			*quote = *p;
			return -1;
		}
		*len += (size_t)(q - (p + 1));
		p = q + 1;
	}
	*end = p;
	return 0;
}

/* Copies the word [p, e), measured, to d without its quotes. */
static void
copy_word(const char *p, const char *e, char *d)
{
	const char *q;

	while (p < e) {
		if (*p != '"' && *p != '\'') {
			*d++ = *p++;
			continue;
		}
		q = strchr(p + 1, *p);
		memcpy(d, p + 1, (size_t)(q - (p + 1)));
		d += q - (p + 1);
		p = q + 1;
	}
	*d = '\0';
}

/* Each word is measured, then copied into an allocation of its own size. */
int
words_split(const char *line, char ***out, char **cause)
{
	char **v = NULL, *w, quote;
	const char *p = line, *e;
	size_t len;
	int n = 0, nv = 0;

	*out = NULL;
	for (;;) {
		while (blank(*p))
			p++;
		if (*p == '\0')
			break;
		if (measure_word(p, &e, &len, &quote) != 0) {
			words_free_argv(n, v);
			*cause = xprintf("unterminated %c quote", quote);
			return -1;
		}
		w = xmalloc(len + 1);
		copy_word(p, e, w);
		p = e;
		if (n + 2 > nv) {
			nv = nv ? 2 * nv : 8;
			v = xrealloc(v, sizeof *v * (size_t)nv);
		}
		v[n++] = w;
		v[n] = NULL;
	}
	*out = v;
	return n;
}

void
words_init(struct words *w)
{
	memset(w, 0, sizeof *w);
}

void
words_free(struct words *w)
{
	free(w->v);
	free(w->text);
	words_init(w);
}

int
words_split_into(const char *line, struct words *w, char **cause)
{
	const char *p = line, *e;
	char *d, quote;
	size_t len, need = 2 * strlen(line) + 1;
	int k;

	/* room for the worst case, each word a byte and its NUL: the words
	 * never move once pointed at */
	if (need > w->cap) {
		free(w->text);
		w->text = xmalloc(need);
		w->cap = need;
	}
	d = w->text;
	for (k = 0;; k++) {
		while (blank(*p))
			p++;
		if (*p == '\0')
			break;
		if (measure_word(p, &e, &len, &quote) != 0) {
			w->n = 0;
			*cause = xprintf("unterminated %c quote", quote);
			return -1;
		}
		if (k + 2 > w->nv) {
			w->nv = w->nv ? 2 * w->nv : 8;
			w->v = xrealloc(w->v, sizeof *w->v * (size_t)w->nv);
		}
		copy_word(p, e, d);
		w->v[k] = d;
		d += len + 1;
		p = e;
	}
	if (w->v == NULL) {
		w->nv = 8;
		w->v = xcalloc((size_t)w->nv, sizeof *w->v);
	}
	w->v[k] = NULL;
	return w->n = k;
}

void
words_free_argv(int n, char **v)
{
	int i;

	if (v == NULL)
		return;
	for (i = 0; i < n; i++)
		free(v[i]);
	free(v);
}

/* One word as words_split() reads it back: bare, or quoted with a quote
 * it does not hold; a word holding both quotes is quoted piece by piece
 * (words_split joins pieces that touch), its '"' as '"'. */
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

/* The words as one line that words_split() splits into the same words
 * (a journal record keeps a command this way, and replay splits it). */
char *
words_join(int argc, char **argv, int from)
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
util_str_prefix(const char *prefix, const char *s)
{
	return strncmp(prefix, s, strlen(prefix)) == 0;
}

int
util_parse_int(const char *s, long min, long max, long *out)
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

static long
gcd(long a, long b)
{
	while (b != 0) {
		long t = a % b;

		a = b;
		b = t;
	}
	return a;
}

/* "13/18 = 72.2%", or "0": every chance herald shows (odds, charts,
 * percentile tables) is said this one way. */
void
buf_fraction(struct buf *b, long c, long total)
{
	long g = gcd(c, total);

	if (c == 0 || total == 0)
		buf_puts(b, "0");
	else
		buf_printf(b, "%ld/%ld = %.1f%%", c / g, total / g,
		    100.0 * (double)c / (double)total);
}
