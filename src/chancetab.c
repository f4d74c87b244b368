/* chancetab: reading a table of chances (chancetab.h): the row and column
 * whose ranges hold a value, the cell there, whether herald rebuilt it,
 * and the words narration says for them.  The loader is chancetab-load.c,
 * the layout chancetab-chart.c. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "chancetab.h"
#include "percentile.h"
#include "ruling.h"

const struct chance_table *
chance_table_find(const struct gamedata *gd, const char *name)
{
	int i;

	if (gd == NULL || name == NULL)
		return NULL;
	for (i = 0; i < gd->nchance; i++)
		if (strcmp(gd->chance[i]->name, name) == 0)
			return gd->chance[i];
	return NULL;
}

const struct chance_table *
chance_table_of_chart(const struct gamedata *gd, const char *id,
    const char *section)
{
	const struct chance_table *t = chance_table_find(gd, id);
	int i;

	for (i = 0; t == NULL && section != NULL && i < gd->nchance; i++)
		if (gd->chance[i]->section != NULL &&
		    strcmp(gd->chance[i]->section, section) == 0)
			t = gd->chance[i];
	return t;
}

/* The label of ls (n of them) holding v: the one whose range holds it,
 * else, past the last open one ("12 or more"), that one; -1. */
static int
label_of(const struct chance_label *ls, int n, int v)
{
	int i;

	for (i = 0; i < n; i++)
		if (ls[i].lo <= v && v <= ls[i].hi)
			return i;
	return -1;
}

int
chance_table_row(const struct chance_table *t, int v)
{
	return label_of(t->row, t->nrow, v);
}

int
chance_table_col(const struct chance_table *t, int v)
{
	return label_of(t->col, t->ncol, v);
}

/* The row labels column c reads its rows by. */
static const struct chance_label *
rows_of(const struct chance_table *t, int c)
{
	return c >= 0 && t->col[c].rows != NULL ? t->col[c].rows : t->row;
}

static void
say_range(const struct chance_label *l, struct buf *b)
{
	if (l->lo == CHANCE_OPEN_LO)
		buf_printf(b, "%d or less", l->hi);
	else if (l->hi == CHANCE_OPEN_HI)
		buf_printf(b, "%d or more", l->lo);
	else if (l->lo == l->hi)
		buf_printf(b, "%d", l->lo);
	else
		buf_printf(b, "%d-%d", l->lo, l->hi);
}

/* "rows 1st Line (1) to 7th Line (7)": what a table's labels hold. */
static void
say_labels(const struct chance_label *ls, int n, struct buf *b)
{
	int i;

	for (i = 0; i < n; i++) {
		buf_printf(b, "%s\"%s\"", i ? ", " : "", ls[i].text);
		if (ls[i].words) {
			buf_puts(b, " (");
			say_range(&ls[i], b);
			buf_puts(b, ")");
		}
	}
}

/* "lines", but "morale points" (a name that is a plural already) */
static const char *
plural(const char *name)
{
	size_t n = strlen(name);

	return n > 0 && name[n - 1] == 's' ? "" : "s";
}

int
chance_table_cell(const struct chance_table *t, int r, int c, int *pct,
    const char **reconstructed, char **cause)
{
	const struct chance_label *rows;
	struct buf b;
	int ri, ci;

	if ((ci = chance_table_col(t, c)) < 0) {
		buf_init(&b);
		buf_printf(&b, "%s has no %s %d (its %s%s: ",
		    chance_table_title(t), chance_table_col_name(t), c,
		    chance_table_col_name(t), plural(chance_table_col_name(t)));
		say_labels(t->col, t->ncol, &b);
		buf_puts(&b, ")");
		*cause = buf_steal(&b);
		return -1;
	}
	/* an axis that is not signed counts from 0 (casualties, points,
	 * lines): a value below it is no row, even under "9 or less" */
	if (r < 0 && !t->row_signed) {
		*cause = xprintf("%s counts %s%s from 0, not %d",
		    chance_table_title(t), chance_table_row_name(t),
		    plural(chance_table_row_name(t)), r);
		return -1;
	}
	rows = rows_of(t, ci);
	if ((ri = label_of(rows, t->nrow, r)) < 0) {
		buf_init(&b);
		buf_printf(&b, "%s has no %s %d", chance_table_title(t),
		    chance_table_row_name(t), r);
		if (t->col[ci].rows != NULL)
			buf_printf(&b, " under \"%s\"", t->col[ci].text);
		buf_printf(&b, " (its %s%s: ", chance_table_row_name(t),
		    plural(chance_table_row_name(t)));
		say_labels(rows, t->nrow, &b);
		buf_puts(&b, ")");
		*cause = buf_steal(&b);
		return -1;
	}
	*pct = t->pct[ri * t->ncol + ci];
	if (reconstructed != NULL)
		*reconstructed = t->recon[ri * t->ncol + ci];
	return 0;
}

const char *
chance_table_row_label(const struct chance_table *t, int v)
{
	int i = chance_table_row(t, v);

	return i < 0 ? NULL : t->row[i].text;
}

const char *
chance_table_col_label(const struct chance_table *t, int v)
{
	int i = chance_table_col(t, v);

	return i < 0 ? NULL : t->col[i].text;
}

const char *
chance_table_row_name(const struct chance_table *t)
{
	return t->row_name != NULL ? t->row_name : "row";
}

const char *
chance_table_col_name(const struct chance_table *t)
{
	return t->col_name != NULL ? t->col_name : "column";
}

const char *
chance_table_title(const struct chance_table *t)
{
	return t->title != NULL ? t->title : t->name;
}

int
chance_table_col_named(const struct chance_table *t, const char *s, int *v,
    char **cause)
{
	struct buf b;
	char *end;
	long n;
	int i;

	for (i = 0; i < t->ncol; i++)
		if ((t->col[i].key != NULL &&
		    strcasecmp(t->col[i].key, s) == 0) ||
		    strcasecmp(t->col[i].text, s) == 0) {
			*v = t->col[i].lo;
			return 0;
		}
	n = strtol(s, &end, 10);
	/* a number is the value itself: chance_table_cell says when no
	 * column holds it */
	if (*s != '\0' && *end == '\0' && n > CHANCE_OPEN_LO &&
	    n < CHANCE_OPEN_HI) {
		*v = (int)n;
		return 0;
	}
	buf_init(&b);
	buf_printf(&b, "%s has no %s \"%s\" (expected one of: ",
	    chance_table_title(t), chance_table_col_name(t), s);
	for (i = 0; i < t->ncol; i++) {
		buf_printf(&b, "%s", i ? ", " : "");
		if (t->col[i].key != NULL)
			buf_printf(&b, "%s", t->col[i].key);
		else if (t->col[i].words)
			buf_printf(&b, "%d", t->col[i].lo);
		else
			buf_printf(&b, "\"%s\"", t->col[i].text);
	}
	buf_puts(&b, ")");
	*cause = buf_steal(&b);
	return -1;
}

/* "line 4", "differential +10 (10 or 11)", "French": a value as
 * narration says it under label l. */
static void
say_value(const char *name, int sign, const struct chance_label *l, int v,
    struct buf *b)
{
	if (l->words) {
		buf_puts(b, l->text);
		return;
	}
	buf_printf(b, sign && v > 0 ? "%s +%d" : "%s %d", name, v);
	if (l->lo != l->hi)
		buf_printf(b, " (%s)", l->text);
}

void
chance_table_where(const struct chance_table *t, int r, int c, struct buf *b)
{
	const struct chance_label *rows;
	int ri, ci = chance_table_col(t, c);

	rows = rows_of(t, ci);
	if ((ri = label_of(rows, t->nrow, r)) >= 0)
		say_value(chance_table_row_name(t), t->row_signed, &rows[ri],
		    r, b);
	else
		buf_printf(b, "%s %d", chance_table_row_name(t), r);
	buf_puts(b, ", ");
	if (ci >= 0)
		say_value(chance_table_col_name(t), t->col_signed, &t->col[ci],
		    c, b);
	else
		buf_printf(b, "%s %d", chance_table_col_name(t), c);
}

void
chance_table_say(const struct chance_table *t, int r, int c,
    const char *what, struct buf *b)
{
	if (what != NULL && what[0] != '\0')
		buf_printf(b, "%s: ", what);
	buf_puts(b, chance_table_title(t));
	if (t->section != NULL)
		buf_printf(b, " (§%s)", t->section);
	buf_puts(b, ", ");
	chance_table_where(t, r, c, b);
}

int
chance_table_read(struct roller *ro, const struct chance_table *t, int r,
    int c, const char *what, const char *book, struct pct_chance *ch,
    struct ruling *ru, char **cause)
{
	const char *recon = NULL;
	struct buf said;
	char *label;
	int pct, rc;

	if (chance_table_cell(t, r, c, &pct, &recon, cause) != 0)
		return -1;
	buf_init(&said);
	chance_table_say(t, r, c, what, &said);
	label = xprintf("%s: %d%% or less", said.s, pct);
	rc = pct_chance_read(ro, pct, label, ch, cause);
	free(label);
	if (rc == 0) {
		pct_chance_rec(ch, said.s, book, t->section, ru);
		/* a rebuilt cell is said to be one */
		ru->step[ru->n - 1].recon = recon != NULL;
	}
	buf_free(&said);
	return rc;
}

/* An ordinal's number: "1st", "2nd", "3rd", "4th" ... (any case). */
static int
ordinal(const char *s, long *n, const char **rest)
{
	char *end;

	*n = strtol(s, &end, 10);
	if (end == s || *n < 0)
		return -1;
	if (strncasecmp(end, "st", 2) != 0 && strncasecmp(end, "nd", 2) != 0 &&
	    strncasecmp(end, "rd", 2) != 0 && strncasecmp(end, "th", 2) != 0)
		return -1;
	end += 2;
	if (isalnum((unsigned char)*end))
		return -1;
	*rest = end;
	return 0;
}

static const char *
skip(const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	return s;
}

/* A signed number at s ("+4", "-1", "12"); the text after it in *rest. */
static int
number(const char *s, long *n, const char **rest)
{
	char *end;

	if (*s != '+' && *s != '-' && !isdigit((unsigned char)*s))
		return -1;
	*n = strtol(s, &end, 10);
	if (end == s || (end == s + 1 && !isdigit((unsigned char)*s)))
		return -1;
	if (*n <= CHANCE_OPEN_LO || *n >= CHANCE_OPEN_HI)
		return -1;
	*rest = end;
	return 0;
}

#define LABEL_FORMS "a number (4, +4), a range (10-20, 10 or 11, 3 to 5), " \
	"an open range (12 or more, 12+, 2 or less) or an ordinal (1st Line)"

int
chance_label_parse(const char *s, int *lo, int *hi, char **cause)
{
	const char *p = skip(s), *rest;
	long a, b;

	if (ordinal(p, &a, &rest) == 0) {
		/* "4th or 3rd", "1st-2nd": a range, in either order (the
		 * book prints "4th or 3rd"); "1st Line", "7th": one, the
		 * words after it only naming it */
		*lo = *hi = (int)a;
		p = skip(rest);
		if (strcasecmp(p, "or more") == 0) {
			*hi = CHANCE_OPEN_HI;
			return 0;
		}
		if (*p == '-')
			p = skip(p + 1);
		else if (strncasecmp(p, "or ", 3) == 0 ||
		    strncasecmp(p, "to ", 3) == 0)
			p = skip(p + 3);
		else
			return 0;
		if (ordinal(p, &b, &rest) == 0) {
			*lo = (int)(a < b ? a : b);
			*hi = (int)(a < b ? b : a);
		}
		return 0;
	}
	if (number(p, &a, &rest) != 0)
		goto bad;
	p = skip(rest);
	if (*p == '\0') {
		*lo = *hi = (int)a;
		return 0;
	}
	if (strcmp(p, "+") == 0 || strcasecmp(p, "or more") == 0) {
		*lo = (int)a;
		*hi = CHANCE_OPEN_HI;
		return 0;
	}
	if (strcasecmp(p, "or less") == 0) {
		*lo = CHANCE_OPEN_LO;
		*hi = (int)a;
		return 0;
	}
	if (*p == '-')
		p = skip(p + 1);
	else if (strncasecmp(p, "or ", 3) == 0)
		p = skip(p + 3);
	else if (strncasecmp(p, "to ", 3) == 0)
		p = skip(p + 3);
	else
		goto bad;
	if (number(p, &b, &rest) != 0 || *skip(rest) != '\0' || b < a)
		goto bad;
	*lo = (int)a;
	*hi = (int)b;
	return 0;
bad:
	*cause = xprintf("\"%s\" is not a row or column label: expected "
	    LABEL_FORMS, s);
	return -1;
}
