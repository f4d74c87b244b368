/* chancetab-load: a table of chances from YAML (the form is in
 * chancetab.h), and the tables a game lists in `tables: chance:`.  Every
 * refusal names file:line:col and the form expected. */
#include <stdlib.h>
#include <string.h>

#include "chancetab.h"
#include "percentile.h"
#include "tablefiles.h"

/* n labels, each with the nrow labels of its own rows (columns). */
static void
labels_free(struct chance_label *ls, int n, int nrow)
{
	int i;

	if (ls == NULL)
		return;
	for (i = 0; i < n; i++) {
		free(ls[i].text);
		free(ls[i].key);
		labels_free(ls[i].rows, nrow, 0);
	}
	free(ls);
}

void
chance_table_free(struct chance_table *t)
{
	int i;

	if (t == NULL)
		return;
	free(t->name);
	free(t->title);
	free(t->section);
	free(t->row_name);
	free(t->col_name);
	labels_free(t->row, t->nrow, 0);
	labels_free(t->col, t->ncol, t->nrow);
	free(t->pct);
	free(t->recon);
	for (i = 0; i < t->nrecon_why; i++)
		free(t->recon_why[i]);
	free(t->recon_why);
	free(t);
}

static int
load_bool(const struct ydoc *d, const struct ynode *m, const char *key,
    int *out, char **cause)
{
	const struct ynode *v = ymap_get(m, key);

	*out = 0;
	if (v == NULL)
		return 0;
	if (strcmp(v->value, "true") == 0 || strcmp(v->value, "yes") == 0)
		*out = 1;
	else if (strcmp(v->value, "false") != 0 &&
	    strcmp(v->value, "no") != 0) {
		*cause = yerr(d, v, "expected %s: true or false", key);
		return -1;
	}
	return 0;
}

static int
load_int(const struct ydoc *d, const struct ynode *m, const char *key,
    int *out, char **cause)
{
	const struct ynode *v = ymap_get(m, key);
	long n;

	if (yint(d, v, CHANCE_OPEN_LO + 1, CHANCE_OPEN_HI - 1, &n, cause) != 0)
		return -1;
	*out = (int)n;
	return 0;
}

/* One label: "4th Line", or {label: Rout, value: 3}, {label:, lo:, hi:},
 * with key: and (columns, allow_rows) rows: [...]. */
static int load_labels(const struct ydoc *, const struct ynode *,
    const char *what, int want, int allow_rows, int nrow,
    struct chance_label **, int *n, char **cause);

static int
load_label(const struct ydoc *d, const struct ynode *v, int allow_rows,
    int nrow, struct chance_label *l, char **cause)
{
	static const struct yfield fields[] = {
		{ "label", Y_SCALAR, 1 }, { "value", Y_SCALAR, 0 },
		{ "lo", Y_SCALAR, 0 }, { "hi", Y_SCALAR, 0 },
		{ "key", Y_SCALAR, 0 }, { "rows", Y_SEQ, 0 },
		{ NULL, 0, 0 }
	};
	const struct ynode *rows;
	char *why = NULL;
	int n;

	if (v->type == Y_SCALAR) {
		if (chance_label_parse(v->value, &l->lo, &l->hi, &why) != 0) {
			*cause = yerr(d, v, "%s", why);
			free(why);
			return -1;
		}
		l->text = xstrdup(v->value);
		return 0;
	}
	if (v->type != Y_MAP) {
		*cause = yerr(d, v, "expected a label (4, 10-20, 12 or more, "
		    "1st Line) or {label: TEXT, value: N}");
		return -1;
	}
	if (ymap_check(d, v, fields, "a label", cause) != 0)
		return -1;
	l->text = xstrdup(ymap_get(v, "label")->value);
	if (ymap_get(v, "value") != NULL) {
		if (ymap_get(v, "lo") != NULL || ymap_get(v, "hi") != NULL) {
			*cause = yerr(d, v, "expected value: or lo: and hi:, "
			    "not both");
			return -1;
		}
		if (load_int(d, v, "value", &l->lo, cause) != 0)
			return -1;
		l->hi = l->lo;
		l->words = 1;
	} else if (ymap_get(v, "lo") != NULL || ymap_get(v, "hi") != NULL) {
		l->lo = CHANCE_OPEN_LO;
		l->hi = CHANCE_OPEN_HI;
		if ((ymap_get(v, "lo") != NULL &&
		    load_int(d, v, "lo", &l->lo, cause) != 0) ||
		    (ymap_get(v, "hi") != NULL &&
		    load_int(d, v, "hi", &l->hi, cause) != 0))
			return -1;
		if (l->hi < l->lo) {
			*cause = yerr(d, v, "expected lo: at most hi:");
			return -1;
		}
		l->words = 1;
	} else if (chance_label_parse(l->text, &l->lo, &l->hi, &why) != 0) {
		*cause = yerr(d, ymap_get(v, "label"), "%s (or give value: "
		    "N)", why);
		free(why);
		return -1;
	}
	if (ymap_get(v, "key") != NULL)
		l->key = xstrdup(ymap_get(v, "key")->value);
	if ((rows = ymap_get(v, "rows")) != NULL) {
		if (!allow_rows) {
			*cause = yerr(d, rows, "only a column has rows: of "
			    "its own");
			return -1;
		}
		if (load_labels(d, rows, "this column's rows", nrow, 0, 0,
		    &l->rows, &n, cause) != 0)
			return -1;
	}
	return 0;
}

/* The labels of a list: want of them (0: any, 1 to CHANCE_LABELS_MAX),
 * no two holding one value. */
static int
load_labels(const struct ydoc *d, const struct ynode *seq, const char *what,
    int want, int allow_rows, int nrow, struct chance_label **out, int *n,
    char **cause)
{
	struct chance_label *ls;
	int i, k;

	*out = NULL;
	*n = 0;
	if (seq->type != Y_SEQ || seq->n < 1 || seq->n > CHANCE_LABELS_MAX) {
		*cause = yerr(d, seq, "expected %s: a list of 1 to %d labels",
		    what, CHANCE_LABELS_MAX);
		return -1;
	}
	if (want > 0 && seq->n != want) {
		*cause = yerr(d, seq, "expected %s: %d labels, one a row of "
		    "the table (found %d)", what, want, seq->n);
		return -1;
	}
	ls = xcalloc((size_t)seq->n, sizeof *ls);
	for (i = 0; i < seq->n; i++) {
		if (load_label(d, seq->items[i], allow_rows, nrow, &ls[i],
		    cause) != 0)
			goto bad;
		for (k = 0; k < i; k++)
			if (ls[k].lo <= ls[i].hi && ls[i].lo <= ls[k].hi) {
				*cause = yerr(d, seq->items[i], "\"%s\" holds "
				    "a value \"%s\" holds too (expected "
				    "ranges that do not overlap)", ls[i].text,
				    ls[k].text);
				goto bad;
			}
	}
	*out = ls;
	*n = seq->n;
	return 0;
bad:
	/* the labels so far, and whatever the failing one holds (calloc'd) */
	labels_free(ls, seq->n, nrow);
	return -1;
}

static int
load_axis(const struct ydoc *d, const struct ynode *m, const char *what,
    int allow_rows, int nrow, char **name, int *sign,
    struct chance_label **ls, int *n, char **cause)
{
	static const struct yfield fields[] = {
		{ "name", Y_SCALAR, 0 }, { "signed", Y_SCALAR, 0 },
		{ "labels", Y_SEQ, 1 }, { NULL, 0, 0 }
	};

	if (ymap_check(d, m, fields, what, cause) != 0 ||
	    load_bool(d, m, "signed", sign, cause) != 0)
		return -1;
	if (ymap_get(m, "name") != NULL)
		*name = xstrdup(ymap_get(m, "name")->value);
	return load_labels(d, ymap_get(m, "labels"), what, 0, allow_rows,
	    nrow, ls, n, cause);
}

static int
load_cells(const struct ydoc *d, const struct ynode *seq,
    struct chance_table *t, char **cause)
{
	const struct ynode *row, *v;
	char *why = NULL;
	int r, c, pct;

	if (seq->n != t->nrow) {
		*cause = yerr(d, seq, "expected cells: one list a row, %d of "
		    "them (found %d)", t->nrow, seq->n);
		return -1;
	}
	t->pct = xcalloc((size_t)t->nrow * (size_t)t->ncol, sizeof *t->pct);
	t->recon = xcalloc((size_t)t->nrow * (size_t)t->ncol,
	    sizeof *t->recon);
	for (r = 0; r < t->nrow; r++) {
		row = seq->items[r];
		if (row->type != Y_SEQ || row->n != t->ncol) {
			*cause = yerr(d, row, "expected row %d (\"%s\") as a "
			    "list of %d chances, one a column", r + 1,
			    t->row[r].text, t->ncol);
			return -1;
		}
		for (c = 0; c < t->ncol; c++) {
			v = row->items[c];
			if (v->type != Y_SCALAR ||
			    pct_chance_parse(v->value, &pct, &why) != 0) {
				/* why says "expected" itself */
				*cause = why != NULL ? yerr(d, v, "%s", why) :
				    yerr(d, v, "expected %s", PCT_CHANCE_FORM);
				free(why);
				return -1;
			}
			t->pct[r * t->ncol + c] = pct;
		}
	}
	return 0;
}

/* "*", "3", "2-7": 1-based indices of n, into *lo..*hi (0-based). */
static int
load_span(const struct ydoc *d, const struct ynode *v, int n, const char *what,
    int *lo, int *hi, char **cause)
{
	char *why = NULL;

	if (v == NULL || strcmp(v->value, "*") == 0) {
		*lo = 0;
		*hi = n - 1;
		return 0;
	}
	if (chance_label_parse(v->value, lo, hi, &why) != 0 || *lo < 1 ||
	    *hi > n) {
		free(why);
		*cause = yerr(d, v, "expected %s: \"*\", a number or a range "
		    "of them, 1 to %d", what, n);
		return -1;
	}
	(*lo)--;
	(*hi)--;
	return 0;
}

static int
load_recon(const struct ydoc *d, const struct ynode *seq,
    struct chance_table *t, char **cause)
{
	static const struct yfield fields[] = {
		{ "rows", Y_SCALAR, 0 }, { "columns", Y_SCALAR, 0 },
		{ "why", Y_SCALAR, 1 }, { NULL, 0, 0 }
	};
	const struct ynode *m;
	char *why;
	int i, r0, r1, c0, c1, r, c;

	t->recon_why = xcalloc((size_t)seq->n + 1, sizeof *t->recon_why);
	for (i = 0; i < seq->n; i++) {
		m = seq->items[i];
		if (ymap_check(d, m, fields, "a reconstruction {rows, "
		    "columns, why}", cause) != 0 ||
		    load_span(d, ymap_get(m, "rows"), t->nrow, "rows", &r0,
		    &r1, cause) != 0 ||
		    load_span(d, ymap_get(m, "columns"), t->ncol, "columns",
		    &c0, &c1, cause) != 0)
			return -1;
		if (ymap_get(m, "why")->value[0] == '\0') {
			*cause = yerr(d, ymap_get(m, "why"), "expected why "
			    "herald rebuilt these cells");
			return -1;
		}
		why = xstrdup(ymap_get(m, "why")->value);
		t->recon_why[t->nrecon_why++] = why;
		for (r = r0; r <= r1; r++)
			for (c = c0; c <= c1; c++)
				t->recon[r * t->ncol + c] = why;
	}
	return 0;
}

int
chance_table_load_node(const struct ydoc *d, const struct ynode *m,
    struct chance_table **out, char **cause)
{
	static const struct yfield fields[] = {
		{ "name", Y_SCALAR, 1 }, { "title", Y_SCALAR, 0 },
		{ "section", Y_SCALAR, 0 }, { "rows", Y_MAP, 1 },
		{ "columns", Y_MAP, 1 }, { "cells", Y_SEQ, 1 },
		{ "reconstructed", Y_SEQ, 0 }, { NULL, 0, 0 }
	};
	struct chance_table *t;
	const struct ynode *v;

	*out = NULL;
	if (ymap_check(d, m, fields, "a table of chances", cause) != 0)
		return -1;
	if (ymap_get(m, "name")->value[0] == '\0') {
		*cause = yerr(d, ymap_get(m, "name"), "expected the table's "
		    "name (how hooks name it), not an empty one");
		return -1;
	}
	/* a ruling cites a real section (the table's, §9.5, §10.4) */
	if ((v = ymap_get(m, "section")) != NULL && v->value[0] == '\0') {
		*cause = yerr(d, v, "expected a section of the rulebook for "
		    "\"section\" (as \"9.21\"), not an empty one");
		return -1;
	}
	t = xcalloc(1, sizeof *t);
	t->name = xstrdup(ymap_get(m, "name")->value);
	if (ymap_get(m, "title") != NULL)
		t->title = xstrdup(ymap_get(m, "title")->value);
	if (v != NULL)
		t->section = xstrdup(v->value);
	if (load_axis(d, ymap_get(m, "rows"), "rows", 0, 0, &t->row_name,
	    &t->row_signed, &t->row, &t->nrow, cause) != 0 ||
	    load_axis(d, ymap_get(m, "columns"), "columns", 1, t->nrow,
	    &t->col_name, &t->col_signed, &t->col, &t->ncol, cause) != 0 ||
	    load_cells(d, ymap_get(m, "cells"), t, cause) != 0 ||
	    ((v = ymap_get(m, "reconstructed")) != NULL &&
	    load_recon(d, v, t, cause) != 0)) {
		chance_table_free(t);
		return -1;
	}
	*out = t;
	return 0;
}

int
chance_table_load_file(const char *path, const char *display,
    struct chance_table **out, char **cause)
{
	struct ydoc d;
	int rc;

	*out = NULL;
	if (ydoc_load(&d, path, display, cause) != 0) {
		ydoc_free(&d);
		return -1;
	}
	if (d.root == NULL) {
		*cause = xprintf("%s: expected a table of chances, found an "
		    "empty file", display);
		rc = -1;
	} else
		rc = chance_table_load_node(&d, d.root, out, cause);
	ydoc_free(&d);
	return rc;
}

/* table_file_add (tablefiles.h): one file of `tables: chance:` */
static int
add_one(struct gamedata *gd, const char *path, const char *display,
    char **dup, char **cause)
{
	struct chance_table *t;

	if (chance_table_load_file(path, display, &t, cause) != 0)
		return -1;
	if (chance_table_find(gd, t->name) != NULL) {
		*dup = xstrdup(t->name);
		chance_table_free(t);
		return 1;
	}
	gd->chance = xrealloc(gd->chance, ((size_t)gd->nchance + 1) *
	    sizeof *gd->chance);
	gd->chance[gd->nchance++] = t;
	return 0;
}

int
chance_game_load(struct gamedata *gd, const char *datadir,
    const struct ydoc *gdoc, const struct ynode *tables, char **cause)
{
	return table_files_load(gd, datadir, gdoc, tables, "chance",
	    "table of chances", add_one, cause);
}

void
chance_game_free(struct gamedata *gd)
{
	int i;

	for (i = 0; i < gd->nchance; i++)
		chance_table_free(gd->chance[i]);
	free(gd->chance);
	gd->chance = NULL;
	gd->nchance = 0;
}
