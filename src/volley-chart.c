/* volley-chart: the table of fire by volleys as printed (volley-chart.h;
 * spi-agincourt §8.7).  The cells are the loaded chances, cumulative
 * (volley.h): a cell no higher than the row above is the book's dash. */
#include "volley-chart.h"

#include <stdlib.h>
#include <string.h>

#include "chart-int.h"
#include "gamedata.h"
#include "volley.h"

static const char DASH[] = "\xe2\x80\x93";	/* the book's en dash */

int
volley_chart_has(const struct gamedata *gd)
{
	return gd != NULL && gd->volley != NULL && gd->volley->ntables > 0;
}

static const char *
type_id(const struct gamedata *gd, int type)
{
	return type >= 0 && type < gd->ntypes ? gd->types[type].id : "?";
}

/* The class a word names: a class a table names, or a unit type's. */
static const char *
target_class(const struct gamedata *gd, const char *w)
{
	const struct volley_rules *vr = gd->volley;
	int i;

	for (i = 0; i < vr->ntables; i++)
		if (strcmp(vr->tables[i].target, w) == 0)
			return vr->tables[i].target;
	for (i = 0; i < gd->ntypes; i++)
		if (strcmp(gd->types[i].id, w) == 0 && vr->target_class != NULL
		    && vr->target_class[i] != NULL)
			return vr->target_class[i];
	return w;
}

static int
wanted(const struct gamedata *gd, const struct volley_table *t,
    const struct volley_ask *q)
{
	if (q->firer != NULL && strcmp(type_id(gd, t->firer), q->firer) != 0)
		return 0;
	if (q->target != NULL && strcmp(t->target, "any") != 0 &&
	    strcmp(t->target, target_class(gd, q->target)) != 0)
		return 0;
	return 1;
}

/* "the longbow, crossbow ... (table fire FIRER TARGET)": what there is */
static char *
choices(const struct gamedata *gd, const struct volley_ask *q)
{
	const struct volley_rules *vr = gd->volley;
	const char *w[2 * VOLLEY_COLUMNS_MAX + 64];
	struct buf b;
	char *s;
	int i, k, n = 0;

	for (i = 0; i < vr->ntables && n < (int)nitems(w); i++) {
		const char *x = q->firer == NULL ? type_id(gd,
		    vr->tables[i].firer) : vr->tables[i].target;

		if (q->firer != NULL && strcmp(type_id(gd,
		    vr->tables[i].firer), q->firer) != 0)
			continue;
		for (k = 0; k < n && strcmp(w[k], x) != 0; k++)
			;
		if (k == n)
			w[n++] = x;
	}
	buf_init(&b);
	buf_join(&b, w, n, "or");
	s = b.s != NULL ? xstrdup(b.s) : xstrdup("none");
	buf_free(&b);
	return s;
}

/* A band of rolls as the dice read it: 01-23, 24, 26-00. */
static void
band(struct buf *b, int lo, int hi)
{
	buf_printf(b, "%02d", lo % 100);
	if (hi != lo)
		buf_printf(b, "-%02d", hi % 100);
}

/* "01-23 1 strike, 24-25 2 strikes, 26-00 none": n volleys (0-based). */
static void
bands(const struct volley_column *c, int n, const struct notes *notes,
    int note, struct buf *b)
{
	int k, from = 1, any = 0;

	for (k = 0; k < VOLLEY_STRIKES_MAX && k < c->nrows; k++) {
		if (c->cum[n][k] < from)
			continue;
		buf_puts(b, any++ ? ", " : "");
		band(b, from, c->cum[n][k]);
		buf_printf(b, " %d strike%s", k + 1, k ? "s" : "");
		if (c->recon & (1u << k))
			notes_mark(notes, note, b);
		from = c->cum[n][k] + 1;
	}
	if (from <= 100) {
		buf_puts(b, any ? ", " : "");
		band(b, from, 100);
		buf_puts(b, " none");
	}
}

static void
hexes(struct buf *b, int h)
{
	buf_printf(b, "%d hex%s", h, h == 1 ? "" : "es");
}

/* One table: a row per range and number of strikes, the volleys across;
 * only column only (-1: all); with it, each number of volleys' bands. */
static void
table(const struct gamedata *gd, const struct volley_table *t, int only,
    int volleys, struct notes *notes, int width, struct buf *out)
{
	const struct volley_column *c;
	struct ctab tab;
	struct buf cell;
	int nv = 0, i, k, n, row, note;

	buf_init(&cell);
	buf_puts(&cell, t->title);
	if (strstr(t->title, "§") == NULL && gd->volley->table_section)
		buf_printf(&cell, " (§%s)", gd->volley->table_section);
	chart_wrap(out, "", cell.s, width);
	for (i = 0; i < t->ncol; i++)
		if ((only < 0 || i == only) && t->col[i].nvolleys > nv)
			nv = t->col[i].nvolleys;
	if (volleys == 0) {
		ctab_init(&tab, 2 + nv);
		ctab_head(&tab, 0, "range");
		ctab_head(&tab, 1, "strikes");
		for (n = 0; n < nv; n++) {
			buf_reset(&cell);
			buf_printf(&cell, "%d", n + 1);
			ctab_head(&tab, 2 + n, cell.s);
		}
		for (i = 0; i < t->ncol; i++) {
			if (only >= 0 && i != only)
				continue;
			c = &t->col[i];
			note = c->recon_why ? notes_add(notes,
			    c->recon_why) : -1;
			for (k = 0; k < c->nrows; k++) {
				row = ctab_row(&tab);
				if (k == 0) {
					buf_reset(&cell);
					hexes(&cell, c->hexes);
					ctab_set(&tab, row, 0, xstrdup(cell.s));
				}
				buf_reset(&cell);
				buf_printf(&cell, "%d", k + 1);
				if (c->recon & (1u << k))
					notes_mark(notes, note, &cell);
				ctab_set(&tab, row, 1, xstrdup(cell.s));
				for (n = 0; n < c->nvolleys; n++) {
					buf_reset(&cell);
					if (k > 0 && c->cum[n][k] ==
					    c->cum[n][k - 1])
						buf_puts(&cell, DASH);
					else
						buf_printf(&cell, "%d",
						    c->cum[n][k]);
					ctab_set(&tab, row, 2 + n,
					    xstrdup(cell.s));
				}
			}
		}
		ctab_render(&tab, width, out);
		ctab_free(&tab);
	}
	/* the bands the dice are read by, at one range */
	for (i = 0; only >= 0 && i < t->ncol; i++) {
		if (i != only)
			continue;
		c = &t->col[i];
		note = c->recon_why ? notes_add(notes,
		    c->recon_why) : -1;
		for (n = 0; n < c->nvolleys; n++) {
			if (volleys > 0 && n != volleys - 1)
				continue;
			buf_reset(&cell);
			hexes(&cell, c->hexes);
			buf_printf(&cell, ", %d volley%s: ", n + 1,
			    n ? "s" : "");
			bands(c, n, notes, note, &cell);
			chart_wrap(out, "  ", cell.s, width);
		}
	}
	buf_free(&cell);
}

int
volley_chart(const struct gamedata *gd, const struct volley_ask *q,
    int width, struct buf *out, char **cause)
{
	const struct volley_rules *vr = gd->volley;
	const struct volley_table *t, *one = NULL;
	struct notes notes;
	struct buf head;
	int i, k, n = 0, col = -1;

	if (!volley_chart_has(gd)) {
		*cause = xprintf("%s has no table of fire by volleys",
		    gd->title);
		return -1;
	}
	if (width < CHART_MIN_WIDTH)
		width = CHART_MIN_WIDTH;
	for (i = 0; i < vr->ntables; i++)
		if (wanted(gd, &vr->tables[i], q)) {
			one = &vr->tables[i];
			n++;
		}
	if (n == 0) {
		struct volley_ask byfirer = { q->firer, NULL, 0, 0 };
		struct volley_ask every = { NULL, NULL, 0, 0 };
		char *c;

		for (i = 0, k = 0; q->firer != NULL && i < vr->ntables; i++)
			k |= wanted(gd, &vr->tables[i], &byfirer);
		c = choices(gd, k ? &byfirer : &every);
		*cause = k ? xprintf("%s has no table of fire at \"%s\" "
		    "(expected table fire %s TARGET, TARGET %s)", q->firer,
		    q->target, q->firer, c) : xprintf("no table of fire for "
		    "\"%s\" (expected table fire FIRER [TARGET], FIRER %s)",
		    q->firer != NULL ? q->firer : "", c);
		free(c);
		return -1;
	}
	if (q->hexes > 0) {
		if (n > 1) {
			*cause = xprintf("expected table fire FIRER TARGET "
			    "HEXES [VOLLEYS]: a range is read in one table");
			return -1;
		}
		for (i = 0; i < one->ncol; i++)
			if (one->col[i].hexes == q->hexes)
				col = i;
		if (col < 0) {
			*cause = xprintf("%s has no column of %d hex%s (its "
			    "ranges run from %d to %d)", one->title, q->hexes,
			    q->hexes == 1 ? "" : "es", one->col[0].hexes,
			    one->col[one->ncol - 1].hexes);
			return -1;
		}
		if (q->volleys < 0 || q->volleys > one->col[col].nvolleys) {
			*cause = xprintf("%s lists 1 to %d volley%s at %d "
			    "hex%s", one->title, one->col[col].nvolleys,
			    one->col[col].nvolleys == 1 ? "" : "s", q->hexes,
			    q->hexes == 1 ? "" : "es");
			return -1;
		}
	}
	/* every footnote known before any mark is made (one: "*") */
	notes_init(&notes, 1);
	for (i = 0; i < vr->ntables; i++) {
		t = &vr->tables[i];
		if (!wanted(gd, t, q))
			continue;
		for (k = 0; k < t->ncol; k++)
			if (t->col[k].recon_why != NULL && t->col[k].recon &&
			    (col < 0 || k == col))
				notes_add(&notes, t->col[k].recon_why);
	}
	buf_init(&head);
	buf_puts(&head, "Fire Combat Results Table");
	if (vr->table_section != NULL)
		buf_printf(&head, " (§%s)", vr->table_section);
	buf_puts(&head, q->volleys > 0 ? ": the strikes by the roll" :
	    ": by range and strikes down, volleys across; a strike up to "
	    "the row's number on a roll at or under the cell (00 is 100), "
	    "\xe2\x80\x93 where the chance does not rise");
	if (q->hexes > 0 && q->volleys == 0)
		buf_puts(&head, "; beneath, the strikes by the roll");
	chart_wrap(out, "", head.s, width);
	buf_free(&head);
	for (i = 0; i < vr->ntables; i++)
		if (wanted(gd, &vr->tables[i], q))
			table(gd, &vr->tables[i], col, q->volleys, &notes,
			    width, out);
	if (notes.n > 0)
		notes_render_reconstructed(&notes, width, out);
	notes_free(&notes);
	return 0;
}

void
volley_chart_words(const struct gamedata *gd,
    void (*fn)(void *, const char *), void *arg)
{
	const struct volley_rules *vr;
	int i;

	if (!volley_chart_has(gd))
		return;
	vr = gd->volley;
	for (i = 0; i < vr->ntables; i++) {
		fn(arg, type_id(gd, vr->tables[i].firer));
		if (strcmp(vr->tables[i].target, "any") != 0)
			fn(arg, vr->tables[i].target);
	}
}
