/* util: allocation that cannot fail silently, a growable text buffer, and
 * word splitting.  Every other module builds on these. */
#ifndef HERALD_UTIL_H
#define HERALD_UTIL_H

#include <stdarg.h>
#include <stddef.h>

#define nitems(a) (sizeof(a) / sizeof((a)[0]))

void *xmalloc(size_t);
void *xcalloc(size_t, size_t);
void *xrealloc(void *, size_t);
char *xstrdup(const char *);
char *xstrndup(const char *, size_t);
char *xprintf(const char *, ...) __attribute__((format(printf, 1, 2)));
char *xvprintf(const char *, va_list);
/* Who is told when an allocation fails (the guard: guard_panic, which
 * stops a hook's worker and aborts elsewhere); by default, or if fn
 * returns, the message goes to stderr and herald aborts. */
typedef void util_oom_fn(const char *, ...);
void util_on_oom(util_oom_fn *);

/* A growable NUL-terminated buffer: narration, errors and file images. */
struct buf {
	char   *s;
	size_t  len;
	size_t  cap;
	int     quiet;	/* drops what is added: see buf_init_quiet */
	/* When set, the ruling records rendered into this buffer are
	 * kept there too, in order, with what was said as plain text
	 * between them (narrate_ruling, narrate_keep_text): an order's
	 * narration as data, for `why` and the battle report. */
	struct ruling *keep;
	size_t  kept;	/* of s, what keep already holds */
};

void buf_init(struct buf *);
/* A buffer that stays empty whatever is added to it (s NULL, len 0): the
 * narration of orders a replay goes through again, which nobody reads,
 * is then not formatted at all.  Only for narration: never for text that
 * is read back to decide anything. */
void buf_init_quiet(struct buf *);
void buf_free(struct buf *);
void buf_reset(struct buf *);
void buf_add(struct buf *, const char *, size_t);
void buf_puts(struct buf *, const char *);
void buf_printf(struct buf *, const char *, ...)
    __attribute__((format(printf, 2, 3)));
void buf_vprintf(struct buf *, const char *, va_list);
/* Appends the items as a sentence lists them: "a", "a or b",
 * "a, b or c" (conj is "or" or "and"). */
void buf_join(struct buf *, const char *const *, int, const char *conj);
char *buf_steal(struct buf *);

/* Splits a line into words on blanks; "quoted words" keep their blanks.
 * Returns the count, or -1 with *cause set on an unterminated quote. */
int words_split(const char *, char ***, char **cause);
void words_free_argv(int, char **);
/* The same into storage kept from one call to the next (a replay splits
 * every order of a journal): v[0] to v[n - 1], then NULL, valid until
 * the next call or words_free. */
struct words {
	char	**v;
	int	  n;
	int	  nv;		/* room in v */
	char	 *text;		/* the words, one after another */
	size_t	  cap;
};
void words_init(struct words *);
void words_free(struct words *);
int words_split_into(const char *, struct words *, char **cause);
char *words_join(int, char **, int from);

int util_str_prefix(const char *prefix, const char *s);
int util_parse_int(const char *, long min, long max, long *out);

/* c of total as "13/18 = 72.2%", or "0". */
void	buf_fraction(struct buf *, long c, long total);

#endif
