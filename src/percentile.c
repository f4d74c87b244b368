/* percentile: tables keyed by percentile bands, read tens die first
 * (spi-agincourt §3.8), their chances and their YAML form
 * (percentile.h). */
#include "percentile.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ruling.h"

struct pct_table *
pct_new(const char *name)
{
	struct pct_table *t = xcalloc(1, sizeof *t);

	t->name = xstrdup(name);
	return t;
}

void
pct_free(struct pct_table *t)
{
	int i;

	if (t == NULL)
		return;
	for (i = 0; i < t->nresult; i++)
		free(t->result[i]);
	for (i = 0; i < t->ncol; i++)
		free(t->col[i].label);
	free(t->result);
	free(t->col);
	free(t->section);
	free(t->name);
	free(t);
}

static int
find_result(const struct pct_table *t, const char *code)
{
	int i;

	for (i = 0; i < t->nresult; i++)
		if (strcmp(t->result[i], code) == 0)
			return i;
	return -1;
}

int
pct_result(struct pct_table *t, const char *code)
{
	int i;

	if ((i = find_result(t, code)) >= 0)
		return i;
	if (t->nresult == PCT_RESULTS_MAX)
		return -1;
	t->result = xrealloc(t->result, sizeof *t->result *
	    (size_t)(t->nresult + 1));
	t->result[t->nresult] = xstrdup(code);
	return t->nresult++;
}

int
pct_column(const struct pct_table *t, const char *label)
{
	int i;

	for (i = 0; i < t->ncol; i++)
		if (strcmp(t->col[i].label, label) == 0)
			return i;
	return -1;
}

/* One end of a band: 01 to 99, 00 or 100 for 100. */
static int
band_end(const char *s, size_t len, int *v)
{
	size_t i;

	if (len == 3 && strncmp(s, "100", 3) == 0) {
		*v = 100;
		return 0;
	}
	if (len < 1 || len > 2)
		return -1;
	for (i = 0; i < len; i++)
		if (!isdigit((unsigned char)s[i]))
			return -1;
	*v = len == 1 ? s[0] - '0' : (s[0] - '0') * 10 + s[1] - '0';
	if (len == 2 && *v == 0)
		*v = 100;	/* spi 3.8: 00 is 100 */
	return *v == 0 ? -1 : 0;
}

int
pct_band_parse(const char *s, int *lo, int *hi, char **cause)
{
	const char *dash = strchr(s, '-');
	size_t len = strlen(s);

	if (dash == NULL ? band_end(s, len, lo) == 0 :
	    band_end(s, (size_t)(dash - s), lo) == 0 &&
	    band_end(dash + 1, len - (size_t)(dash - s) - 1, hi) == 0) {
		if (dash == NULL)
			*hi = *lo;
		if (*lo <= *hi)
			return 0;
		*cause = xprintf("band \"%s\" runs backwards: write the lower "
		    "roll first (00 is 100, the highest)", s);
		return -1;
	}
	*cause = xprintf("expected a band of percentile rolls such as 01-23, "
	    "24-00 or 07 (01 to 99, 00 or 100 for 100), not \"%s\"", s);
	return -1;
}

/* "01-23", "24-00", "07", "00". */
static void
band_text(struct buf *b, int lo, int hi)
{
	if (lo == hi)
		buf_printf(b, "%02d", lo % 100);
	else
		buf_printf(b, "%02d-%02d", lo % 100, hi % 100);
}

/* The bands must cover 1 to 100 once each: *bad is the band refused
 * (the later of two that overlap, *other the earlier), or -1 for a gap. */
static int
check_bands(int nband, const int *lo, const int *hi, int *bad, int *other,
    char **cause)
{
	int owner[101], i, v, g;
	struct buf b;

	*bad = *other = -1;
	for (v = 0; v <= 100; v++)
		owner[v] = -1;
	for (i = 0; i < nband; i++) {
		if (lo[i] < 1 || hi[i] > 100 || lo[i] > hi[i]) {
			*bad = i;
			*cause = xprintf("band %d-%d is not within 01 to 00 "
			    "(100), lower roll first", lo[i], hi[i]);
			return -1;
		}
		for (v = lo[i]; v <= hi[i]; v++) {
			if (owner[v] < 0) {
				owner[v] = i;
				continue;
			}
			*bad = i;
			*other = owner[v];
			buf_init(&b);
			buf_puts(&b, "band ");
			band_text(&b, lo[i], hi[i]);
			buf_puts(&b, " overlaps ");
			band_text(&b, lo[owner[v]], hi[owner[v]]);
			buf_printf(&b, " (both have %02d): each roll has one "
			    "result", v % 100);
			*cause = buf_steal(&b);
			return -1;
		}
	}
	for (v = 1; v <= 100; v++) {
		if (owner[v] >= 0)
			continue;
		for (g = v; g < 100 && owner[g + 1] < 0; g++)
			;
		buf_init(&b);
		buf_puts(&b, "no band has ");
		band_text(&b, v, g);
		buf_puts(&b, ": the bands must cover 01 to 00 (100)");
		*cause = buf_steal(&b);
		return -1;
	}
	return 0;
}

static int
add_checked(struct pct_table *t, const char *label, int nband,
    const int *lo, const int *hi, const char *const *code, char **cause)
{
	struct pct_column *c;
	int i, v, r[100];

	if (t->ncol == PCT_COLUMNS_MAX) {
		*cause = xprintf("more than %d columns in one table",
		    PCT_COLUMNS_MAX);
		return -1;
	}
	if (pct_column(t, label) >= 0) {
		*cause = xprintf("a second column \"%s\"", label);
		return -1;
	}
	if (nband > 100) {	/* never after check_bands */
		*cause = xprintf("%d bands in one column", nband);
		return -1;
	}
	for (i = 0; i < nband; i++)
		if ((r[i] = pct_result(t, code[i])) < 0) {
			*cause = xprintf("more than %d results in one table",
			    PCT_RESULTS_MAX);
			return -1;
		}
	t->col = xrealloc(t->col, sizeof *t->col * (size_t)(t->ncol + 1));
	c = &t->col[t->ncol++];
	memset(c, 0, sizeof *c);
	c->label = xstrdup(label);
	for (i = 0; i < nband; i++)
		for (v = lo[i]; v <= hi[i]; v++)
			c->at[v] = (unsigned char)r[i];
	return 0;
}

int
pct_add_column(struct pct_table *t, const char *label, int nband,
    const int *lo, const int *hi, const char *const *code, char **cause)
{
	char *why;
	int bad, other;

	if (check_bands(nband, lo, hi, &bad, &other, &why) != 0) {
		*cause = xprintf("column \"%s\" of %s: %s", label, t->name,
		    why);
		free(why);
		return -1;
	}
	return add_checked(t, label, nband, lo, hi, code, cause);
}

/* The rolls a tens die stands for: t0 to t9, or 01 to 09 and 00. */
static int
decade(int t, int k)
{
	int v = t * 10 + k;

	return v == 0 ? 100 : v;
}

int
pct_need_ones(const struct pct_table *t, int col, int need[10])
{
	const struct pct_column *c = &t->col[col];
	int d, k, n = 0;

	for (d = 0; d < 10; d++) {
		need[d] = 0;
		for (k = 1; k < 10; k++)
			if (c->at[decade(d, k)] != c->at[decade(d, 0)])
				need[d] = 1;
		n += need[d];
	}
	return n;
}

int
pct_lookup(const struct pct_table *t, int col, int tens, int ones,
    int *value)
{
	const struct pct_column *c = &t->col[col];
	int need[10];

	*value = -1;
	if (tens < 0 || tens > 9 || ones > 9)
		return -1;
	if (ones >= 0) {
		*value = decade(tens, ones);
		return c->at[*value];
	}
	pct_need_ones(t, col, need);
	return need[tens] ? -1 : c->at[decade(tens, 0)];
}

int
pct_read(struct roller *ro, const struct pct_table *t, int col,
    const char *why, struct pct_roll *out, char **cause)
{
	int need[10];

	memset(out, 0, sizeof *out);
	if (col < 0 || col >= t->ncol) {
		*cause = xprintf("%s has no column %d", t->name, col);
		return -1;
	}
	pct_need_ones(t, col, need);
	if (roller_tens_first(ro, why, need, &out->tens, &out->ones,
	    cause) != 0)
		return -1;
	out->src = ro->nmade > 0 ? ro->made[ro->nmade - 1].src : ROLL_ENGINE;
	out->result = pct_lookup(t, col, out->tens, out->ones, &out->value);
	if (out->value > 0)
		out->lo = out->hi = out->value;
	else {
		out->lo = out->tens == 0 ? 1 : out->tens * 10;
		out->hi = out->tens * 10 + 9;
	}
	return 0;
}

void
pct_roll_format(const struct pct_table *t, const struct pct_roll *r,
    struct buf *b)
{
	buf_puts(b, "d100: ");
	if (r->value > 0)
		buf_printf(b, "%d%d", r->tens, r->ones);
	else if (r->tens == 0)
		buf_puts(b, "tens 0 (01-09, 00)");
	else
		buf_printf(b, "tens %d (%d0-%d9)", r->tens, r->tens, r->tens);
	buf_printf(b, " = %s", r->result >= 0 && r->result < t->nresult ?
	    t->result[r->result] : "?");
	if (r->src == ROLL_PHYSICAL)
		buf_puts(b, " (physical)");
}

/* --- a chance against a number (spi-agincourt §3.8) ----------------- */

int
pct_chance_need(int pct, int need[10])
{
	int d, k, n = 0;

	for (d = 0; d < 10; d++) {
		need[d] = 0;
		for (k = 1; k < 10; k++)
			if ((decade(d, k) <= pct) != (decade(d, 0) <= pct))
				need[d] = 1;
		n += need[d];
	}
	return n;
}

int
pct_chance_parse(const char *s, int *pct, char **cause)
{
	const char *p = s;
	long v = 0;

	while (isdigit((unsigned char)*p) && p - s < 4)
		v = v * 10 + (*p++ - '0');
	if (p == s || (*p == '%' && p[1] != '\0') || (*p != '%' &&
	    *p != '\0') || v > 100) {
		*cause = xprintf("expected %s (0%% and 100%% roll no dice), "
		    "not \"%s\"", PCT_CHANCE_FORM, s);
		return -1;
	}
	*pct = (int)v;
	return 0;
}

int
pct_chance_read(struct roller *ro, int pct, const char *why,
    struct pct_chance *out, char **cause)
{
	int need[10];

	memset(out, 0, sizeof *out);
	out->pct = pct;
	out->tens = out->ones = out->value = -1;
	out->src = ROLL_ENGINE;
	if (pct < 0 || pct > 100) {
		*cause = xprintf("expected %s, not %d%%", PCT_CHANCE_FORM,
		    pct);
		return -1;
	}
	/* the outcome is known: no die is rolled (as §9.23 has it for a
	 * 0 on a table), and nothing is journaled */
	if (pct == 0 || pct == 100) {
		out->happens = pct == 100;
		return 0;
	}
	pct_chance_need(pct, need);
	if (roller_tens_first(ro, why, need, &out->tens, &out->ones,
	    cause) != 0)
		return -1;
	out->rolled = 1;
	out->src = ro->nmade > 0 ? ro->made[ro->nmade - 1].src : ROLL_ENGINE;
	if (out->ones >= 0) {
		out->value = decade(out->tens, out->ones);
		out->lo = out->hi = out->value;
	} else {
		/* the tens die alone decided: all its rolls fall one way */
		out->lo = out->tens == 0 ? 1 : out->tens * 10;
		out->hi = out->tens * 10 + 9;
	}
	out->happens = out->lo <= pct;
	return 0;
}

void
pct_chance_rec(const struct pct_chance *c, const char *what,
    const char *book, const char *section, struct ruling *r)
{
	struct ruling_step *s = ruling_add(r, RS_CHANCE, book, section);

	s->result = c->happens;
	s->compare = "<=";
	ruling_num(s, "pct", c->pct);
	ruling_num(s, "rolled", c->rolled);
	ruling_num(s, "tens", c->tens);
	ruling_num(s, "ones", c->ones);
	ruling_num(s, "value", c->value);
	ruling_num(s, "lo", c->lo);
	ruling_num(s, "hi", c->hi);
	ruling_num(s, "src", (int)c->src);
	ruling_word(s, what != NULL ? what : "");
}

int
pct_chances(const struct pct_table *t, int col, long *ways)
{
	int v;

	memset(ways, 0, sizeof *ways * (size_t)t->nresult);
	for (v = 1; v <= 100; v++)
		ways[t->col[col].at[v]]++;
	return 100;
}

void
pct_chances_format(const struct pct_table *t, int col, struct buf *b)
{
	long ways[PCT_RESULTS_MAX];
	int need[10], r, shown = 0, n;

	pct_chances(t, col, ways);
	for (r = 0; r < t->nresult; r++) {
		if (ways[r] == 0)
			continue;
		buf_printf(b, "%s%s ", shown++ ? ", " : "", t->result[r]);
		buf_fraction(b, ways[r], 100);
	}
	n = pct_need_ones(t, col, need);
	if (n == 0)
		buf_puts(b, "; the tens die alone decides");
	else
		buf_printf(b, "; the ones die is rolled after %d tens of 10",
		    n);
}

/* --- the YAML form ---------------------------------------------------- */

static const struct yfield table_fields[] = {
	{ "name", Y_SCALAR, 1 },
	{ "section", Y_SCALAR, 0 },
	{ "results", Y_SEQ, 0 },
	{ "columns", Y_SEQ, 1 },
	{ NULL, Y_SCALAR, 0 }
};

static const struct yfield column_fields[] = {
	{ "label", Y_SCALAR, 1 },
	{ "bands", Y_MAP, 1 },
	{ "rebuilt", Y_SCALAR, 0 },
	{ NULL, Y_SCALAR, 0 }
};

static int
load_results(const struct ydoc *d, const struct ynode *seq,
    struct pct_table *t, char **cause)
{
	const struct ynode *n;
	int i;

	for (i = 0; i < seq->n; i++) {
		n = seq->items[i];
		if (n->type != Y_SCALAR) {
			*cause = yerr(d, n, "expected a result code as a "
			    "value");
			return -1;
		}
		if (find_result(t, n->value) >= 0) {
			*cause = yerr(d, n, "result \"%s\" is listed twice",
			    n->value);
			return -1;
		}
		if (pct_result(t, n->value) < 0) {
			*cause = yerr(d, n, "more than %d results in one "
			    "table", PCT_RESULTS_MAX);
			return -1;
		}
	}
	return 0;
}

static int
load_column(const struct ydoc *d, const struct ynode *m,
    struct pct_table *t, int declared, char **cause)
{
	const struct ynode *label, *bands, *k, *v;
	const char **code;
	char *why;
	int *lo, *hi, i, bad, other, rc = -1;

	if (ymap_check(d, m, column_fields, "a percentile column",
	    cause) != 0)
		return -1;
	label = ymap_get(m, "label");
	bands = ymap_get(m, "bands");
	/* hooks and players name a column by its label */
	if (label->value[0] == '\0') {
		*cause = yerr(d, label, "expected a column's label (how hooks "
		    "and players name it), not an empty one");
		return -1;
	}
	if (pct_column(t, label->value) >= 0) {
		*cause = yerr(d, label, "a second column \"%s\" in %s",
		    label->value, t->name);
		return -1;
	}
	if (bands->n < 1 || bands->n > 100) {
		*cause = yerr(d, bands, "expected 1 to 100 bands, not %d",
		    bands->n);
		return -1;
	}
	lo = xcalloc((size_t)bands->n, sizeof *lo);
	hi = xcalloc((size_t)bands->n, sizeof *hi);
	code = xcalloc((size_t)bands->n, sizeof *code);
	for (i = 0; i < bands->n; i++) {
		k = bands->keys[i];
		v = bands->vals[i];
		if (pct_band_parse(k->value, &lo[i], &hi[i], &why) != 0) {
			*cause = yerr(d, k, "%s", why);
			free(why);
			goto out;
		}
		if (v->type != Y_SCALAR) {
			*cause = yerr(d, v, "expected the result of band "
			    "\"%s\" as a value", k->value);
			goto out;
		}
		if (declared && find_result(t, v->value) < 0) {
			*cause = yerr(d, v, "\"%s\" is not one of the results "
			    "of %s", v->value, t->name);
			goto out;
		}
		code[i] = v->value;
	}
	if (check_bands(bands->n, lo, hi, &bad, &other, &why) != 0) {
		if (other >= 0)
			*cause = yerr(d, bands->keys[bad], "%s; the other is "
			    "at line %d", why, bands->keys[other]->line);
		else
			*cause = yerr(d, bad >= 0 ? bands->keys[bad] : bands,
			    "column \"%s\": %s", label->value, why);
		free(why);
		goto out;
	}
	if (add_checked(t, label->value, bands->n, lo, hi, code, &why) != 0) {
		*cause = yerr(d, bands, "%s", why);
		free(why);
		goto out;
	}
	if ((k = ymap_get(m, "rebuilt")) != NULL &&
	    pct_band_parse(k->value, &t->col[t->ncol - 1].recon_lo,
	    &t->col[t->ncol - 1].recon_hi, &why) != 0) {
		*cause = yerr(d, k, "rebuilt: %s", why);
		free(why);
		goto out;
	}
	rc = 0;
out:
	free(lo);
	free(hi);
	free(code);
	return rc;
}

int
pct_load_node(const struct ydoc *d, const struct ynode *m,
    struct pct_table **out, char **cause)
{
	const struct ynode *cols, *res, *sec;
	struct pct_table *t;
	int i;

	*out = NULL;
	if (ymap_check(d, m, table_fields, "a percentile table", cause) != 0)
		return -1;
	/* herald::table names the table (doc/authoring.md "percentile
	 * tables"): a nameless one could never be read */
	if (ymap_get(m, "name")->value[0] == '\0') {
		*cause = yerr(d, ymap_get(m, "name"), "expected the table's "
		    "name (how hooks name it), not an empty one");
		return -1;
	}
	t = pct_new(ymap_get(m, "name")->value);
	if ((sec = ymap_get(m, "section")) != NULL)
		t->section = xstrdup(sec->value);
	if ((res = ymap_get(m, "results")) != NULL &&
	    load_results(d, res, t, cause) != 0)
		goto bad;
	cols = ymap_get(m, "columns");
	if (cols->n < 1) {
		*cause = yerr(d, cols, "a percentile table needs a column");
		goto bad;
	}
	if (cols->n > PCT_COLUMNS_MAX) {
		*cause = yerr(d, cols, "more than %d columns in one table",
		    PCT_COLUMNS_MAX);
		goto bad;
	}
	for (i = 0; i < cols->n; i++)
		if (load_column(d, cols->items[i], t, res != NULL,
		    cause) != 0)
			goto bad;
	*out = t;
	return 0;
bad:
	pct_free(t);
	return -1;
}

int
pct_load_file(const char *path, const char *display, struct pct_table **out,
    char **cause)
{
	struct ydoc d;
	int rc;

	*out = NULL;
	if (ydoc_load(&d, path, display, cause) != 0) {
		ydoc_free(&d);	/* the name it keeps for messages */
		return -1;
	}
	if (d.root == NULL) {
		*cause = xprintf("%s: expected a percentile table, found an "
		    "empty file", display);
		rc = -1;
	} else
		rc = pct_load_node(&d, d.root, out, cause);
	ydoc_free(&d);
	return rc;
}
