/* chart: a game's charts by id, and the layout they share: cells in
 * columns separated by spaces, a header row with a dashed rule beneath
 * (plain text for screen readers: no box drawing), split into blocks of
 * columns when the table is wider than the terminal. */
#include "chart.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "chart-int.h"
#include "volley-chart.h"

/* rule fire table: the whole table of fire by volleys (spi §8.7) */
static int
chart_fire(const struct gamedata *gd, int width, struct buf *out)
{
	struct volley_ask all = { NULL, NULL, 0, 0 };
	char *why = NULL;
	int rc = volley_chart(gd, &all, width, out, &why);

	free(why);
	return rc;
}

void
ctab_init(struct ctab *t, int ncols)
{
	memset(t, 0, sizeof *t);
	t->ncols = ncols;
	t->head = xcalloc((size_t)ncols, sizeof *t->head);
}

void
ctab_free(struct ctab *t)
{
	int i;

	for (i = 0; i < t->ncols; i++)
		free(t->head[i]);
	for (i = 0; i < t->ncols * t->nrows; i++)
		free(t->cell[i]);
	free(t->head);
	free(t->cell);
	memset(t, 0, sizeof *t);
}

void
ctab_head(struct ctab *t, int col, const char *s)
{
	free(t->head[col]);
	t->head[col] = xstrdup(s);
}

int
ctab_row(struct ctab *t)
{
	size_t n = (size_t)t->ncols;

	t->cell = xrealloc(t->cell, sizeof *t->cell * n *
	    (size_t)(t->nrows + 1));
	memset(t->cell + n * (size_t)t->nrows, 0, sizeof *t->cell * n);
	return t->nrows++;
}

void
ctab_set(struct ctab *t, int row, int col, char *s)
{
	char **c = &t->cell[row * t->ncols + col];

	free(*c);
	*c = s;
}

/* A column with nothing in it says nothing: a game without hexsides has
 * no "ZOC" column. */
void
ctab_prune(struct ctab *t)
{
	char **cell;
	int c, r, k, used, n;

	for (c = t->ncols - 1; c > 0; c--) {
		for (r = 0, used = 0; r < t->nrows && !used; r++)
			used = t->cell[r * t->ncols + c] != NULL;
		if (used)
			continue;
		n = t->ncols - 1;
		cell = xcalloc((size_t)(n * t->nrows) + 1, sizeof *cell);
		for (r = 0; r < t->nrows; r++)
			for (k = 0; k < t->ncols; k++)
				if (k != c)
					cell[r * n + k - (k > c)] =
					    t->cell[r * t->ncols + k];
		free(t->cell);
		t->cell = cell;
		free(t->head[c]);
		memmove(t->head + c, t->head + c + 1, sizeof *t->head *
		    (size_t)(t->ncols - c - 1));
		t->ncols = n;
	}
}

int
chart_textwidth(const char *s)
{
	int n = 0;

	for (; *s != '\0'; s++)
		if ((*s & 0xc0) != 0x80)
			n++;
	return n;
}

/* The bytes of the first n code points of s. */
static size_t
textbytes(const char *s, int n)
{
	size_t i = 0;

	while (s[i] != '\0' && n > 0) {
		i++;
		while ((s[i] & 0xc0) == 0x80)
			i++;
		n--;
	}
	return i;
}

static void
pad(struct buf *b, int n)
{
	while (n-- > 0)
		buf_puts(b, " ");
}

/* Removes the blanks at the end of the line just written. */
static void
trim(struct buf *b)
{
	while (b->len > 0 && b->s[b->len - 1] == ' ')
		b->s[--b->len] = '\0';
}

static void
block(const struct ctab *t, const int *w, int from, int to, struct buf *b)
{
	const char *s;
	int r, c, k;

	for (r = -2; r < t->nrows; r++) {
		for (c = 0; c < to - from + 2; c++) {
			k = c == 0 ? 0 : from + c - 1;
			if (c > 0)
				pad(b, CHART_GAP);
			if (r == -1) {
				for (int i = 0; i < w[k]; i++)
					buf_puts(b, "-");
				continue;
			}
			s = r == -2 ? t->head[k] : t->cell[r * t->ncols + k];
			if (s == NULL)
				s = "";
			buf_puts(b, s);
			pad(b, w[k] - chart_textwidth(s));
		}
		trim(b);
		buf_puts(b, "\n");
	}
}

void
ctab_render(const struct ctab *t, int width, struct buf *b)
{
	const char *s;
	int *w, r, c, from, to, used;

	w = xcalloc((size_t)t->ncols, sizeof *w);
	for (c = 0; c < t->ncols; c++) {
		w[c] = t->head[c] ? chart_textwidth(t->head[c]) : 0;
		for (r = 0; r < t->nrows; r++)
			if ((s = t->cell[r * t->ncols + c]) != NULL &&
			    chart_textwidth(s) > w[c])
				w[c] = chart_textwidth(s);
	}
	if (t->ncols == 1)
		block(t, w, 1, 0, b);
	for (from = 1; from < t->ncols; from = to + 1) {
		/* as many columns as fit beside the row names, one at least */
		used = w[0] + CHART_GAP + w[from];
		for (to = from; to + 1 < t->ncols &&
		    used + CHART_GAP + w[to + 1] <= width; to++)
			used += CHART_GAP + w[to + 1];
		if (from > 1)
			buf_puts(b, "\n");
		block(t, w, from, to, b);
	}
	free(w);
}

void
chart_wrap(struct buf *b, const char *lead, const char *text, int width)
{
	const char *p = text, *e;
	int indent = chart_textwidth(lead), col = indent, n, room;
	size_t len;
	char *word;

	buf_puts(b, lead);
	for (;;) {
		while (*p == ' ')
			p++;
		if (*p == '\0')
			break;
		for (e = p; *e != '\0' && *e != ' '; e++)
			;
		word = xstrndup(p, (size_t)(e - p));
		n = chart_textwidth(word);
		free(word);
		if (col > indent && col + 1 + n > width) {
			trim(b);
			buf_puts(b, "\n");
			pad(b, indent);
			col = indent;
		} else if (col > indent) {
			buf_puts(b, " ");
			col++;
		}
		/* a word wider than the line is cut */
		while (col + n > width && width - col > 0) {
			room = width - col;
			len = textbytes(p, room);
			buf_add(b, p, len);
			p += len;
			n -= room;
			buf_puts(b, "\n");
			pad(b, indent);
			col = indent;
		}
		buf_add(b, p, (size_t)(e - p));
		col += n;
		p = e;
	}
	trim(b);
	buf_puts(b, "\n");
}

void
notes_init(struct notes *n, int numbered)
{
	memset(n, 0, sizeof *n);
	n->numbered = numbered;
}

void
notes_free(struct notes *n)
{
	int i;

	for (i = 0; i < n->n; i++)
		free(n->text[i]);
	n->n = 0;
}

int
notes_add(struct notes *n, const char *text)
{
	int i;

	for (i = 0; i < n->n; i++)
		if (strcmp(n->text[i], text) == 0)
			return i;
	if (n->n >= CHART_NOTES)
		return -1;
	n->text[n->n] = xstrdup(text);
	return n->n++;
}

void
notes_mark(const struct notes *n, int i, struct buf *b)
{
	/* the marks of Table 1 of battle-of-agincourt, then doubled */
	static const char *marks[] = { "*", "†", "‡" };

	if (i < 0)
		return;
	if (n->numbered) {
		if (n->n == 1)
			buf_puts(b, "*");
		else
			buf_printf(b, "*%d", i + 1);
		return;
	}
	for (int k = 0; k <= i / 3; k++)
		buf_puts(b, marks[i % 3]);
}

void
notes_render(const struct notes *n, int width, struct buf *b)
{
	struct buf lead;
	int i, w = 0;

	/* the texts line up after the widest mark */
	buf_init(&lead);
	for (i = 0; i < n->n; i++) {
		buf_reset(&lead);
		notes_mark(n, i, &lead);
		if (chart_textwidth(lead.s) > w)
			w = chart_textwidth(lead.s);
	}
	for (i = 0; i < n->n; i++) {
		buf_reset(&lead);
		notes_mark(n, i, &lead);
		pad(&lead, w + 1 - chart_textwidth(lead.s));
		chart_wrap(b, lead.s, n->text[i], width);
	}
	buf_free(&lead);
}

void
notes_render_reconstructed(struct notes *n, int width, struct buf *b)
{
	char *text;
	int i;

	for (i = 0; i < n->n; i++) {
		text = xprintf("reconstructed: %s", n->text[i]);
		free(n->text[i]);
		n->text[i] = text;
	}
	notes_render(n, width, b);
}

static const struct {
	const char	*id;
	int		(*fn)(const struct gamedata *, int, struct buf *);
} charts[] = {
	{ "crt", chart_crt },
	{ "terrain", chart_terrain },
	{ "chances", chart_chances },
	{ "fire", chart_fire },		/* by volleys: volley-chart.c */
};

/* Other names of a chart. */
static const struct {
	const char	*name;
	const char	*id;
} aliases[] = {
	{ "tec", "terrain" },
	{ "probabilities", "chances" },
};

/* Does the game hold the data of this chart? */
static int
has_chart(const struct gamedata *gd, const char *id)
{
	if (strcmp(id, "terrain") == 0)
		return gd->nterrain > 0;
	if (strcmp(id, "fire") == 0)
		return volley_chart_has(gd);
	return gd->combat.crt.ncols > 0;
}

/* Has herald a renderer for this chart (by id or another name)?  A
 * rulebook may print charts herald does not yet hold as data. */
int
chart_known(const char *id)
{
	size_t i;

	for (i = 0; i < nitems(aliases); i++)
		if (strcasecmp(id, aliases[i].name) == 0)
			id = aliases[i].id;
	for (i = 0; i < nitems(charts); i++)
		if (strcasecmp(id, charts[i].id) == 0)
			return 1;
	return 0;
}

int
chart_render(const struct gamedata *gd, const char *id, int width,
    struct buf *out, char **cause)
{
	const char *have[nitems(charts)];
	struct buf list;
	size_t i;
	int n;

	if (width < CHART_MIN_WIDTH)
		width = CHART_MIN_WIDTH;
	for (i = 0; i < nitems(aliases); i++)
		if (strcasecmp(id, aliases[i].name) == 0)
			id = aliases[i].id;
	for (i = 0; i < nitems(charts); i++) {
		if (strcasecmp(id, charts[i].id) != 0)
			continue;
		if (!has_chart(gd, charts[i].id))
			return 1;
		return charts[i].fn(gd, width, out);
	}
	for (i = 0, n = 0; i < nitems(charts); i++)
		if (has_chart(gd, charts[i].id))
			have[n++] = charts[i].id;
	buf_init(&list);
	buf_join(&list, have, n, "and");
	*cause = xprintf("%s has no chart \"%s\": %s %s", gd->title, id,
	    n == 1 ? "its chart is" : "its charts are", n ? list.s : "none");
	buf_free(&list);
	return -1;
}
