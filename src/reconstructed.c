/* reconstructed: marks and entries of the values herald rebuilt. */
#include "reconstructed.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *
recon_cell(const struct crt *crt, int col, int mdr)
{
	const struct crt_column *c;
	int i;

	if (col < 0 || col >= crt->ncols)
		return NULL;
	c = &crt->cols[col];
	for (i = 0; i < c->nrecon; i++)
		if (mdr >= c->recon[i].lo && mdr <= c->recon[i].hi)
			return c->recon[i].entry;
	return NULL;
}

void
recon_mark_cell(const struct crt *crt, int col, int mdr, struct buf *b)
{
	if (recon_cell(crt, col, mdr) != NULL)
		buf_puts(b, " " RECON_MARK);
}

/* The modified rolls a column can be read at with this DRM. */
static void
reach(const struct crt *crt, int drm, int *lo, int *hi)
{
	*lo = dice_min(&crt->dice) + drm;
	*hi = dice_max(&crt->dice) + drm;
}

int
recon_chances(const struct crt *crt, int col, int drm)
{
	int lo, hi, t;

	if (col < 0 || col >= crt->ncols || (drm == 0 &&
	    crt->cols[col].printed_chances))
		return 0;
	reach(crt, drm, &lo, &hi);
	for (t = lo; t <= hi; t++)
		if (recon_cell(crt, col, t) != NULL)
			return 1;
	return 0;
}

/* Adds a line once: the same value may be named by several lines. */
static void
once(struct buf *out, size_t from, const char *line)
{
	if (out->len > from && strstr(out->s + from, line) != NULL)
		return;
	buf_puts(out, line);
}

static void
entry_line(struct buf *out, size_t from, const char *what, const char *entry)
{
	char *line;

	line = xprintf("reconstructed: %s — " RECON_DOC ", '%s'\n", what,
	    entry);
	once(out, from, line);
	free(line);
}

/* The column whose label follows at p and ends with ':' or ','. */
static int
column_at(const struct crt *crt, const char *p)
{
	size_t n;
	int i;

	for (i = 0; i < crt->ncols; i++) {
		n = strlen(crt->cols[i].label);
		if (strncmp(p, crt->cols[i].label, n) == 0 &&
		    (p[n] == ':' || p[n] == ','))
			return i;
	}
	return -1;
}

/* "MDR 5 at 2:1: D1 ...": a cell read off the table. */
static void
explain_cell(const struct gamedata *gd, const char *line, struct buf *out,
    size_t from)
{
	const struct crt *crt = &gd->combat.crt;
	const char *p, *entry;
	char *what, *end;
	long mdr;
	int col;

	for (p = line; (p = strstr(p, "MDR ")) != NULL; p++) {
		mdr = strtol(p + 4, &end, 10);
		if (end == p + 4 || strncmp(end, " at ", 4) != 0 ||
		    (col = column_at(crt, end + 4)) < 0)
			continue;
		if ((entry = recon_cell(crt, col, (int)mdr)) == NULL)
			continue;
		what = xprintf("%s CRT row %ld at %s", gd->title, mdr,
		    crt->cols[col].label);
		entry_line(out, from, what, entry);
		free(what);
	}
}

/* "chances at 2:1, DRM +0: ... (reconstructed)": the rolls it reads that
 * herald rebuilt, one line an entry. */
static void
explain_chances(const struct gamedata *gd, const char *line,
    struct buf *out, size_t from)
{
	const struct crt *crt = &gd->combat.crt;
	const struct crt_column *c;
	struct buf what;
	const char *p;
	char *end;
	long drm;
	int col, lo, hi, a, z, i, k, n;

	if ((p = strstr(line, "chances at ")) == NULL ||
	    (col = column_at(crt, p + 11)) < 0)
		return;
	c = &crt->cols[col];
	p += 11 + strlen(c->label);
	if (strncmp(p, ", DRM ", 6) != 0)
		return;
	drm = strtol(p + 6, &end, 10);
	reach(crt, (int)drm, &lo, &hi);
	buf_init(&what);
	for (i = 0; i < c->nrecon; i++) {
		for (k = 0; k < i; k++)
			if (strcmp(c->recon[k].entry, c->recon[i].entry) == 0)
				break;
		if (k < i)
			continue;	/* that entry is done */
		buf_reset(&what);
		for (k = i, n = 0; k < c->nrecon; k++) {
			if (strcmp(c->recon[k].entry, c->recon[i].entry) != 0)
				continue;
			a = c->recon[k].lo > lo ? c->recon[k].lo : lo;
			z = c->recon[k].hi < hi ? c->recon[k].hi : hi;
			if (a > z)
				continue;
			if (n++ > 0)
				buf_puts(&what, ", ");
			if (a == z)
				buf_printf(&what, "%d", a);
			else
				buf_printf(&what, "%d-%d", a, z);
		}
		if (n > 0) {
			char *s = xprintf("%s CRT %s, row%s %s", gd->title,
			    c->label, n > 1 || strchr(what.s, '-') ? "s" : "",
			    what.s);

			entry_line(out, from, s, c->recon[i].entry);
			free(s);
		}
	}
	buf_free(&what);
}

/* A marked line names a terrain, a feature, a hexside or a modifier. */
static void
explain_terrain(const struct terrain *t, int n, const char *line,
    struct buf *out, size_t from)
{
	char *what;
	int i;

	for (i = 0; i < n; i++) {
		if (t[i].reconstructed == NULL || strstr(line,
		    t[i].name) == NULL)
			continue;
		what = xprintf("%s (§%s)", t[i].name, sec(t[i].section));
		entry_line(out, from, what, t[i].reconstructed);
		free(what);
	}
}

static void
explain_modifiers(const struct modifier *m, int n, const char *line,
    struct buf *out, size_t from)
{
	char *what;
	int i;

	for (i = 0; i < n; i++) {
		if (m[i].reconstructed == NULL || strstr(line,
		    m[i].text) == NULL)
			continue;
		what = xprintf("DRM %+d, %s (§%s)", m[i].value, m[i].text,
		    sec(m[i].section));
		entry_line(out, from, what, m[i].reconstructed);
		free(what);
	}
}

void
recon_explain(const struct gamedata *gd, const char *text, struct buf *out)
{
	const struct combat_rules *cr = &gd->combat;
	const char *p, *nl;
	size_t from = out->len, n;
	char *line;

	for (p = text; p != NULL && *p != '\0'; p = nl ? nl + 1 : NULL) {
		nl = strchr(p, '\n');
		n = nl ? (size_t)(nl - p) : strlen(p);
		line = xstrndup(p, n);
		explain_cell(gd, line, out, from);
		if (strstr(line, RECON_MARK) != NULL) {
			explain_chances(gd, line, out, from);
			explain_terrain(gd->terrain, gd->nterrain, line, out,
			    from);
			explain_terrain(gd->features, gd->nfeatures, line, out,
			    from);
			explain_terrain(gd->hexsides, gd->nhexsides, line, out,
			    from);
			explain_modifiers(cr->drms, cr->ndrms, line, out, from);
			explain_modifiers(cr->added, cr->nadded, line, out,
			    from);
			explain_modifiers(gd->morale.drms, gd->morale.ndrms,
			    line, out, from);
		}
		free(line);
	}
}
