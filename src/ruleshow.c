/* ruleshow: laying out a game's rules as text.  Widths are counted in
 * characters, not bytes (the rules say §, é, ê); a word wider than the
 * line is cut, so that no line is ever over the width. */
#include "chancetab.h"
#include "ruleshow.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "chart.h"
#include "ownbook.h"
#include "rulebook.h"
#include "rulesearch.h"

#define LIST_MAX	20	/* hits listed */
#define ALSO_MAX	4	/* other hits named beside a clear one */

int
ruleshow_width(void)
{
	struct winsize ws;

	if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ,
	    &ws) == 0 && ws.ws_col >= 40)
		return ws.ws_col;
	return 80;
}

/* Characters in n bytes of UTF-8. */
static int
cols(const char *s, size_t n)
{
	int c = 0;
	size_t i;

	for (i = 0; i < n; i++)
		if (((unsigned char)s[i] & 0xc0) != 0x80)
			c++;
	return c;
}

/* The bytes of s's first k characters. */
static size_t
bytes_of(const char *s, size_t n, int k)
{
	size_t i = 0;

	while (i < n && k > 0) {
		i++;
		while (i < n && ((unsigned char)s[i] & 0xc0) == 0x80)
			i++;
		k--;
	}
	return i;
}

static void
spaces(struct buf *b, int n)
{
	while (n-- > 0)
		buf_add(b, " ", 1);
}

/* One paragraph (no newline in it). */
static void
wrap_line(struct buf *b, const char *p, const char *end, int first,
    int indent, int width)
{
	int col = first, w, started = 0;
	const char *q;
	size_t cut;

	for (;;) {
		while (p < end && (*p == ' ' || *p == '\t'))
			p++;
		if (p >= end)
			break;
		for (q = p; q < end && *q != ' ' && *q != '\t'; q++)
			;
		w = cols(p, (size_t)(q - p));
		if (started && col + 1 + w > width) {
			buf_add(b, "\n", 1);
			spaces(b, indent);
			col = indent;
			started = 0;
		} else if (started) {
			buf_add(b, " ", 1);
			col++;
		}
		/* a word wider than the rest of the line is cut */
		while (col + w > width) {
			cut = bytes_of(p, (size_t)(q - p), width - col);
			buf_add(b, p, cut);
			buf_add(b, "\n", 1);
			spaces(b, indent);
			col = indent;
			p += cut;
			w = cols(p, (size_t)(q - p));
		}
		buf_add(b, p, (size_t)(q - p));
		col += w;
		started = 1;
		p = q;
	}
	buf_add(b, "\n", 1);
}

void
ruleshow_wrap(struct buf *b, const char *text, int first, int indent, int width)
{
	const char *p = text, *nl;

	if (width < indent + 20)
		width = indent + 20;
	if (first > width - 10) {	/* after a long label: a new line */
		buf_add(b, "\n", 1);
		spaces(b, indent);
		first = indent;
	}
	for (;;) {
		nl = strchr(p, '\n');
		if (nl == NULL)
			nl = p + strlen(p);
		wrap_line(b, p, nl, first, indent, width);
		if (*nl == '\0')
			break;
		p = nl + 1;
		spaces(b, indent);
		first = indent;
	}
}

/* "9.2  Line of sight", the title wrapped under itself. */
static void
heading(struct buf *b, int indent, const char *number, const char *title,
    int width)
{
	int w = cols(number, strlen(number));

	spaces(b, indent);
	buf_puts(b, number);
	buf_puts(b, "  ");
	ruleshow_wrap(b, title, indent + w + 2, indent + w + 2, width);
}

static void
labelled(struct buf *b, const char *label, const char *text, int width)
{
	if (text == NULL)
		return;
	buf_puts(b, label);
	ruleshow_wrap(b, text, cols(label, strlen(label)), 0, width);
}

/* A list of words as one line or more: "see also 11.5, 13". */
static void
list(struct buf *b, const char *label, char **v, int n, int width)
{
	struct buf t;
	int i;

	if (n == 0)
		return;
	buf_init(&t);
	for (i = 0; i < n; i++)
		buf_printf(&t, "%s%s", i ? ", " : "", v[i]);
	buf_puts(b, label);
	ruleshow_wrap(b, t.s, cols(label, strlen(label)), 2, width);
	buf_free(&t);
}

static void
toc(const struct rulebook *rb, int width, struct buf *out)
{
	int i;

	char *top;

	top = xprintf("%s: the rules (rule N shows a section, rule WORD "
	    "finds one)", rb->title);
	ruleshow_wrap(out, top, 0, 2, width);
	free(top);
	for (i = 0; i < rb->nsec; i++)
		heading(out, 2 * rb->sec[i].depth, rb->sec[i].number,
		    rb->sec[i].title, width);
}

/* The owner's own words for the section, line by line as the book has
 * them (a line too long is wrapped). */
static void
own_text(const struct rulebook *rb, const struct ownsec *os, int width,
    struct buf *out)
{
	const char *p = os->text, *nl;
	char *line, *c;

	buf_printf(out, "Your rulebook (%s, line %d):\n", rb->own_file,
	    os->line);
	for (;;) {
		nl = strchr(p, '\n');
		line = xstrndup(p, nl ? (size_t)(nl - p) : strlen(p));
		for (c = line; *c != '\0'; c++)
			if (*c == '\t' || *c == '\r')
				*c = ' ';
		if (*line == '\0')
			buf_puts(out, "\n");
		else
			ruleshow_wrap(out, line, 0, 0, width);
		free(line);
		if (nl == NULL)
			break;
		p = nl + 1;
	}
}

static void
section(const struct rulebook *rb, int i, int width, struct buf *out)
{
	const struct rsection *s = &rb->sec[i];
	const struct ownsec *os;
	int k, c;

	heading(out, 0, s->number, s->title, width);
	if (s->summary != NULL)
		ruleshow_wrap(out, s->summary, 0, 0, width);
	labelled(out, "Errata: ", s->errata, width);
	labelled(out, "Clarifications: ", s->clarifications, width);
	labelled(out, "Note: ", s->note, width);
	if (s->chart != NULL && (c = rulebook_chart(rb, s->chart)) >= 0) {
		char *t = xprintf("rule %s (%s)", rb->charts[c].id,
		    rb->charts[c].title);

		labelled(out, "chart: ", t, width);
		free(t);
	}
	for (k = i + 1; k < rb->nsec && rb->sec[k].depth > s->depth; k++) {
		if (k == i + 1)
			buf_puts(out, "subsections:\n");
		heading(out, 2 * (rb->sec[k].depth - s->depth), rb->sec[k].number,
		    rb->sec[k].title, width);
	}
	list(out, "see also ", s->see, s->nsee, width);
	list(out, "checked by: ", s->checked_by, s->nchecked, width);
	if ((os = ownbook_find(rb->own, s->number)) != NULL)
		own_text(rb, os, width, out);
}

static int
chart(const struct rulebook *rb, const struct gamedata *gd, int c, int width,
    struct buf *out, char **cause)
{
	const struct rchart *ch = &rb->charts[c];
	const struct chance_table *t;
	char *name;
	int rc = 1;

	if (gd != NULL && chart_known(ch->id) &&
	    (rc = chart_render(gd, ch->id, width, out, cause)) < 0)
		return -1;
	if (rc == 0)
		return 0;
	/* a table of chances the game declares (chancetab.h) */
	if (gd != NULL && (t = chance_table_of_chart(gd, ch->id,
	    ch->section)) != NULL) {
		chance_table_render(t, width, out);
		return 0;
	}
	name = xprintf("%s%s%s%s", ch->title, ch->section ? " (section " :
	    "", ch->section ? ch->section : "", ch->section ? ")" : "");
	ruleshow_wrap(out, name, 0, 2, width);
	free(name);
	ruleshow_wrap(out, "Its table is not yet in herald as data: read it in "
	    "the printed rules.", 0, 0, width);
	return 0;
}

/* One line of a list of hits. */
static void
hit_line(const struct rulebook *rb, const struct rhit *h, int width,
    struct buf *out)
{
	const struct rterm *t;
	const struct ownsec *os;
	struct buf b;
	const char *nl;

	buf_init(&b);
	switch (h->kind) {
	case RH_SECTION:
		heading(out, 2, rb->sec[h->index].number,
		    rb->sec[h->index].title, width);
		break;
	case RH_TERM:
		t = &rb->gloss[h->index];
		buf_printf(&b, "%s: %s", t->term, t->means);
		if (t->nsee > 0)
			buf_printf(&b, " (rule %s)", t->see[0]);
		heading(out, 2, "glossary", b.s, width);
		break;
	case RH_CHART:
		buf_printf(&b, "%s (rule %s)", rb->charts[h->index].title,
		    rb->charts[h->index].id);
		heading(out, 2, "chart", b.s, width);
		break;
	case RH_OWN:
		os = &rb->own->sec[h->index];
		nl = strchr(os->text, '\n');
		buf_puts(&b, "in your rulebook: ");
		buf_add(&b, os->text, nl ? (size_t)(nl - os->text) :
		    strlen(os->text));
		heading(out, 2, os->number, b.s, width);
		break;
	}
	buf_free(&b);
}

static void
terms(const struct rulebook *rb, const struct rhit *h, int n, int width,
    struct buf *out)
{
	const struct rterm *t;
	struct buf b;
	int i, k;

	for (i = 0; i < n; i++) {
		if (h[i].kind != RH_TERM || !h[i].exact)
			continue;
		t = &rb->gloss[h[i].index];
		buf_init(&b);
		buf_printf(&b, "%s: %s", t->term, t->means);
		for (k = 0; k < t->nsee; k++)
			buf_printf(&b, "%s%s", k ? ", " : " (see ", t->see[k]);
		if (t->nsee > 0)
			buf_puts(&b, ")");
		ruleshow_wrap(out, b.s, 0, 2, width);
		buf_free(&b);
	}
}

static int
search(const struct rulebook *rb, int argc, char **argv, int width,
    struct buf *out, char **cause)
{
	struct rhit *h;
	char *what;
	int n, i, one, k = 0;

	h = rulesearch_find(rb, argc, argv, &n);
	what = words_join(argc, argv, 0);
	if (n == 0) {
		*cause = xprintf("nothing in the rules of %s matches \"%s\" "
		    "(rule alone lists the sections)", rb->title, what);
		free(what);
		return -1;
	}
	if ((one = rulesearch_clear_hit(h, n)) >= 0) {
		terms(rb, h, n, width, out);
		if (h[one].kind == RH_SECTION)
			section(rb, h[one].index, width, out);
		else {
			buf_printf(out, "%s  (in your rulebook only)\n",
			    rb->own->sec[h[one].index].number);
			own_text(rb, &rb->own->sec[h[one].index], width, out);
		}
		for (i = 0; i < n && k < ALSO_MAX; i++) {
			if (i == one || h[i].kind != RH_SECTION)
				continue;
			if (k++ == 0)
				buf_puts(out, "also found:\n");
			hit_line(rb, &h[i], width, out);
		}
	} else {
		buf_printf(out, "%d match%s for \"%s\", best first:\n", n,
		    n == 1 ? "" : "es", what);
		for (i = 0; i < n && i < LIST_MAX; i++)
			hit_line(rb, &h[i], width, out);
		if (n > LIST_MAX)
			buf_printf(out, "and %d more: add a word to narrow "
			    "the search\n", n - LIST_MAX);
	}
	free(what);
	free(h);
	return 0;
}

int
ruleshow_answer(const struct rulebook *rb, const struct gamedata *gd, int argc,
    char **argv, int width, struct buf *out, char **cause)
{
	const struct ownsec *os;
	char *name;
	int i;

	if (argc == 0) {
		toc(rb, width, out);
		return 0;
	}
	if (argc == 1 && rulebook_numberish(argv[0])) {
		if ((i = rulebook_find(rb, argv[0])) >= 0) {
			section(rb, i, width, out);
			return 0;
		}
		if ((os = ownbook_find(rb->own, argv[0])) != NULL) {
			buf_printf(out, "%s  (in your rulebook only)\n",
			    os->number);
			own_text(rb, os, width, out);
			return 0;
		}
		*cause = xprintf("no section %s in the rules of %s (rule alone "
		    "lists them)", argv[0], rb->title);
		return -1;
	}
	/* a chart's name; then a section numbered in words ("TEC 3") */
	name = words_join(argc, argv, 0);
	if ((i = rulebook_chart(rb, name)) >= 0) {
		free(name);
		return chart(rb, gd, i, width, out, cause);
	}
	i = rulebook_find(rb, name);
	free(name);
	if (i >= 0) {
		section(rb, i, width, out);
		return 0;
	}
	return search(rb, argc, argv, width, out, cause);
}

/* --- citations ------------------------------------------------------- */

static void
add_cited(char ***v, int *n, const char *s, size_t len)
{
	int i;

	while (len > 0 && s[len - 1] == '.')
		len--;
	if (len == 0)
		return;
	for (i = 0; i < *n; i++)
		if (strlen((*v)[i]) == len && strncmp((*v)[i], s, len) == 0)
			return;
	*v = xrealloc(*v, sizeof **v * (size_t)(*n + 2));
	(*v)[(*n)++] = xstrndup(s, len);
	(*v)[*n] = NULL;
}

char **
ruleshow_cited(const char *text, int *n)
{
	const char *p = text, *q;
	size_t sl = strlen("§");
	char **v = xcalloc(1, sizeof *v);

	*n = 0;
	while ((p = strstr(p, "§")) != NULL) {
		p += sl;
		if (isalpha((unsigned char)*p)) {	/* §TEC 3: a chart's */
			for (q = p; isalpha((unsigned char)*q); q++)
				;
			if (q[0] == ' ' && isdigit((unsigned char)q[1]))
				q += 1 + strspn(q + 1, "0123456789.");
			add_cited(&v, n, p, (size_t)(q - p));
			p = q;
			continue;
		}
		/* §9.7, 9.10: a list of numbers, each with or without § */
		for (;;) {
			if (strncmp(p, "§", sl) == 0)
				p += sl;
			if (!isdigit((unsigned char)*p))
				break;
			q = p + strspn(p, "0123456789.");
			add_cited(&v, n, p, (size_t)(q - p));
			p = q;
			if (p[0] != ',' || p[1] != ' ' || !(isdigit(
			    (unsigned char)p[2]) || strncmp(p + 2, "§",
			    sl) == 0))
				break;
			p += 2;
		}
	}
	return v;
}

void
ruleshow_applied(const struct rulebook *rb, const char *text, int width,
    struct buf *out)
{
	char **v, *label;
	int n, i, k, c, shown = 0;

	v = ruleshow_cited(text, &n);
	for (i = 0; i < n; i++) {
		k = rulebook_find(rb, v[i]);
		c = k < 0 ? rulebook_chart(rb, v[i]) : -1;
		if (k < 0 && c < 0 && strchr(v[i], ' ') != NULL) {
			/* "TEC 3" with no section of its own: the chart */
			*strchr(v[i], ' ') = '\0';
			k = rulebook_find(rb, v[i]);
			c = k < 0 ? rulebook_chart(rb, v[i]) : -1;
		}
		if (k < 0 && c < 0)
			continue;
		if (shown++ == 0)
			buf_puts(out, "Rules applied (each opens with the "
			    "command shown):\n");
		label = xprintf("rule %s", k >= 0 ? rb->sec[k].number :
		    rb->charts[c].id);
		heading(out, 2, label, k >= 0 ? rb->sec[k].title :
		    rb->charts[c].title, width);
		free(label);
	}
	words_free_argv(n, v);
}
