/* chart-crt: the combat results table as the rulebooks print it, the
 * odds across and the modified die rolls down (battle-of-agincourt
 * Table 3, st-albans's Combat Result Table), and the chances of each
 * result worked out from it (battle-of-agincourt Table 4). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chances.h"
#include "chart-int.h"
#include "combat.h"
#include "reconstructed.h"

/* Could a die roll be modified downward?  Then the first row reads "N or
 * less" even at the lowest roll of the dice. */
static int
lowers(const struct gamedata *gd)
{
	const struct combat_rules *cr = &gd->combat;
	int i;

	for (i = 0; i < cr->ndrms; i++)
		if (cr->drms[i].value < 0)
			return 1;
	for (i = 0; i < cr->nadded; i++)
		if (cr->added[i].value < 0)
			return 1;
	for (i = 0; i < gd->nterrain; i++)
		if (gd->terrain[i].drm < 0)
			return 1;
	for (i = 0; i < gd->nfeatures; i++)
		if (gd->features[i].drm < 0)
			return 1;
	for (i = 0; i < gd->nhexsides; i++)
		if (gd->hexsides[i].drm < 0)
			return 1;
	return 0;
}

/* The rows of the table: every roll from first to last - 1 has one, and
 * the rolls at or below first - 1 and at or above last read alike in
 * every column (a band ends or starts nowhere else).  0: no band has an
 * end; every roll reads alike. */
static int
crt_rows(const struct crt *crt, int *first, int *last)
{
	const struct crt_band *bd;
	int c, i, n = 0, v[2];

	for (c = 0; c < crt->ncols; c++)
		for (i = 0; i < crt->cols[c].nbands; i++) {
			bd = &crt->cols[c].bands[i];
			v[0] = bd->lo > -999 ? bd->lo : 999;
			v[1] = bd->hi < 999 ? bd->hi + 1 : -999;
			for (int k = 0; k < 2; k++) {
				if (v[k] == 999 || v[k] == -999)
					continue;
				if (n++ == 0 || v[k] < *first)
					*first = v[k];
				if (n == 1 || v[k] > *last)
					*last = v[k];
			}
		}
	return n > 0;
}

/* The entry of doc/reconstructions.md behind column c for the rolls lo
 * to hi, or NULL: printed. */
static const char *
recon_rows(const struct crt *crt, int c, int lo, int hi)
{
	const struct crt_column *col = &crt->cols[c];
	int i;

	for (i = 0; i < col->nrecon; i++)
		if (col->recon[i].lo <= hi && lo <= col->recon[i].hi)
			return col->recon[i].entry;
	return NULL;
}

static char *
recon_note(const char *entry)
{
	return xprintf("reconstructed: see " RECON_DOC ", entry '%s'", entry);
}

static void
legend(const struct crt *crt, int width, struct buf *out)
{
	char *lead, *text;
	int i, w = 1;

	for (i = 0; i < crt->nresults; i++)
		if (chart_textwidth(crt->results[i].code) > w)
			w = chart_textwidth(crt->results[i].code);
	for (i = 0; i <= crt->nresults; i++) {
		const struct crt_result *r = &crt->results[i];

		if (i == crt->nresults) {
			lead = xprintf("%-*s  ", w, "-");
			text = xstrdup("no effect");
		} else {
			lead = xprintf("%-*s  ", w, r->code);
			text = r->section != NULL ? xprintf("%s (§%s)",
			    r->name, r->section) : xstrdup(r->name);
		}
		chart_wrap(out, lead, text, width);
		free(lead);
		free(text);
	}
}

int
chart_crt(const struct gamedata *gd, int width, struct buf *out)
{
	const struct crt *crt = &gd->combat.crt;
	const struct crt_column *lo = &crt->cols[0];
	const struct crt_column *hi = &crt->cols[crt->ncols - 1];
	const char *entry;
	struct ctab t;
	struct notes notes;
	struct buf cell;
	char *line;
	int first = 0, last = 0, rows, r, c, a, z, mdr, pass;

	line = xprintf("Combat results table%s%s%s: the modified die roll "
	    "(MDR: %s plus the DRM) down, the odds across",
	    crt->section ? " (§" : "", crt->section ? crt->section : "",
	    crt->section ? ")" : "", crt->dice.text);
	chart_wrap(out, "", line, width);
	free(line);
	buf_puts(out, "\n");
	rows = crt_rows(crt, &first, &last);
	if (first - 1 <= dice_min(&crt->dice) && !lowers(gd))
		first = dice_min(&crt->dice) + 1;	/* "1", not "1 or less" */
	if (last < first)
		last = first;
	notes_init(&notes, 1);
	buf_init(&cell);
	/* the marks are numbered in the order a reader meets them: the
	 * first pass only counts the entries */
	for (pass = 0; pass < 2; pass++) {
		ctab_init(&t, crt->ncols + 1);
		ctab_head(&t, 0, "MDR");
		for (c = 0; c < crt->ncols; c++)
			ctab_head(&t, c + 1, crt->cols[c].label);
		for (mdr = first - 1; mdr <= (rows ? last : first - 1);
		    mdr++) {
			r = ctab_row(&t);
			a = !rows || mdr == first - 1 ? -999 : mdr;
			z = !rows || mdr == last ? 999 : mdr;
			if (!rows)
				line = xstrdup("any");
			else if (a == -999 && mdr < dice_min(&crt->dice) + 1 &&
			    !lowers(gd))
				line = xprintf("%d", mdr);
			else if (a == -999)
				line = xprintf("%d or less", mdr);
			else if (z == 999)
				line = xprintf("%d or more", mdr);
			else
				line = xprintf("%d", mdr);
			ctab_set(&t, r, 0, line);
			for (c = 0; c < crt->ncols; c++) {
				buf_reset(&cell);
				buf_puts(&cell, crt_result(crt, c, mdr));
				if ((entry = recon_rows(crt, c, a, z)) != NULL) {
					line = recon_note(entry);
					notes_mark(&notes, notes_add(&notes,
					    line), &cell);
					free(line);
				}
				ctab_set(&t, r, c + 1, xstrdup(cell.s));
			}
		}
		if (pass == 1)
			ctab_render(&t, width, out);
		ctab_free(&t);
	}
	buf_free(&cell);
	buf_puts(out, "\n");
	legend(crt, width, out);
	buf_puts(out, "\n");
	line = xprintf("The odds%s%s%s are rounded down to a column; better "
	    "than %s is read on %s; worse than %s %s.",
	    crt->odds_section ? " (§" : "", crt->odds_section ?
	    crt->odds_section : "", crt->odds_section ? ")" : "", hi->label,
	    hi->label, lo->label, crt->below_lowest ? "is read on it" :
	    "allows no attack");
	chart_wrap(out, "", line, width);
	free(line);
	if (notes.n > 0) {
		buf_puts(out, "\n");
		notes_render(&notes, width, out);
	}
	notes_free(&notes);
	return 0;
}

/* "1/18 = 5.6%", or "0" (chances.c: as odds shows them) */
static char *
fraction(long c, long total)
{
	struct buf b;

	buf_init(&b);
	buf_fraction(&b, c, total);
	return b.s;
}

/* The ways of each total of dice e, or -1 when too many to count. */
static int
ways_of(const struct dice_expr *e, long *ways, int n, int *lo, long *total)
{
	int k, i;

	if ((k = dice_ways(e, ways, n, lo)) < 0)
		return -1;
	for (i = 0, *total = 0; i < k; i++)
		*total += ways[i];
	return k;
}

/* battle-of-agincourt Table 4, bottom: the chances of passing a morale
 * check at each rating the counters carry, at DRM 0; or, where the die is
 * read against the rating (st-albans §9.10), of each outcome. */
static void
morale_part(const struct gamedata *gd, int width, struct buf *out)
{
	const struct morale_rules *mr = &gd->morale;
	long ways[256], total, pass, equal;
	unsigned char seen[100];
	struct ctab t;
	char *line;
	int n, lo, i, u, v, r, k = 0;

	/* morale by points reads a table of chances (`table` shows it) */
	if (mr->kind == MORALE_POINTS)
		return;
	if (mr->stat < 0 || (n = ways_of(&mr->dice, ways, (int)nitems(ways),
	    &lo, &total)) < 0)
		return;
	memset(seen, 0, sizeof seen);
	for (u = 0; u < gd->nunits; u++)
		if ((v = gd->units[u].stat[mr->stat]) >= 0 && v < 100 &&
		    !baggage_type(gd, gd->units[u].type))
			seen[v] = 1;
	ctab_init(&t, mr->kind == MORALE_ROLL_VS_STRENGTH ? 4 : 2);
	ctab_head(&t, 0, gd->stats[mr->stat].id);
	for (i = 0; gd->stats[mr->stat].id[i] != '\0'; i++)
		if (t.head[0][i] >= 'a' && t.head[0][i] <= 'z')
			t.head[0][i] -= 'a' - 'A';
	if (mr->kind == MORALE_ROLL_VS_STRENGTH) {
		ctab_head(&t, 1, "no effect");
		ctab_head(&t, 2, "retreat");
		ctab_head(&t, 3, "step lost");
	} else
		ctab_head(&t, 1, "P(pass)");
	for (v = 0; v < 100; v++) {
		if (!seen[v])
			continue;
		for (i = 0, pass = 0, equal = 0; i < n; i++) {
			int roll = lo + i + mr->dice.mod;

			if (mr->kind == MORALE_ROLL_VS_STRENGTH) {
				pass += roll < v ? ways[i] : 0;
				equal += roll == v ? ways[i] : 0;
			} else
				pass += roll >= v ? ways[i] : 0;
		}
		r = ctab_row(&t);
		ctab_set(&t, r, 0, xprintf("%d", v));
		ctab_set(&t, r, 1, fraction(pass, total));
		if (mr->kind == MORALE_ROLL_VS_STRENGTH) {
			ctab_set(&t, r, 2, fraction(equal, total));
			ctab_set(&t, r, 3, fraction(total - pass - equal,
			    total));
		}
		k++;
	}
	if (k > 0) {
		buf_puts(out, "\n");
		if (mr->kind == MORALE_ROLL_VS_STRENGTH)
			line = xprintf("Chances of a morale check%s%s%s at "
			    "each morale the counters carry, with no "
			    "modifier: %s lower has no effect, equal "
			    "retreats, higher loses a step", mr->section ?
			    " (§" : "", mr->section ? mr->section : "",
			    mr->section ? ")" : "", mr->dice.text);
		else
			line = xprintf("Chances of passing a morale check"
			    "%s%s%s at each rating the counters carry, with "
			    "no modifier: %s at or above the rating",
			    mr->section ? " (§" : "", mr->section ?
			    mr->section : "", mr->section ? ")" : "",
			    mr->dice.text);
		chart_wrap(out, "", line, width);
		free(line);
		buf_puts(out, "\n");
		ctab_render(&t, width, out);
	}
	ctab_free(&t);
}

/* The entries behind the rolls a column's chances at DRM 0 read, unless
 * the rulebook prints those chances; their marks appended to mark. */
static void
chance_notes(const struct crt *crt, int c, struct notes *notes,
    struct buf *mark)
{
	const struct crt_column *col = &crt->cols[c];
	char *line;
	int i, k;

	if (!recon_chances(crt, c, 0))
		return;
	for (i = 0; i < col->nrecon; i++) {
		if (col->recon[i].hi < dice_min(&crt->dice) ||
		    col->recon[i].lo > dice_max(&crt->dice))
			continue;
		for (k = 0; k < i; k++)
			if (strcmp(col->recon[k].entry,
			    col->recon[i].entry) == 0)
				break;
		if (k < i)
			continue;	/* marked already */
		line = recon_note(col->recon[i].entry);
		k = notes_add(notes, line);
		free(line);
		if (mark != NULL)
			notes_mark(notes, k, mark);
	}
}

int
chart_chances(const struct gamedata *gd, int width, struct buf *out)
{
	const struct crt *crt = &gd->combat.crt;
	const struct crt_column *col;
	long ways[256], total, *count, any;
	const char *codes[4], *res;
	struct notes notes;
	struct buf head, printed;
	struct ctab t;
	char *line;
	int n, lo, i, c, k, r, nres = crt->nresults, nprinted = 0;

	if ((n = ways_of(&crt->dice, ways, (int)nitems(ways), &lo,
	    &total)) < 0) {
		buf_printf(out, "The chances of %s are too many to count.\n",
		    crt->dice.text);
		return 0;
	}
	line = xprintf("Chances of each combat result%s%s%s at DRM 0, worked "
	    "out by herald from the combat results table and the dice "
	    "(%s)", crt->section ? " (§" : "", crt->section ? crt->section :
	    "", crt->section ? ")" : "", crt->dice.text);
	chart_wrap(out, "", line, width);
	free(line);
	buf_puts(out, "\n");
	notes_init(&notes, 1);
	buf_init(&head);
	buf_init(&printed);
	count = xcalloc((size_t)nres + 1, sizeof *count);
	for (c = 0; c < crt->ncols; c++)
		chance_notes(crt, c, &notes, NULL);	/* count them first */
	ctab_init(&t, nres + 2);
	ctab_head(&t, 0, "Odds");
	for (k = 0; k < nres; k++) {
		buf_reset(&head);
		buf_printf(&head, "P(%s)", crt->results[k].code);
		ctab_head(&t, k + 1, head.s);
		if (k < (int)nitems(codes))
			codes[k] = crt->results[k].code;
	}
	/* "P(E or M)" as battle-of-agincourt Table 4 heads it */
	buf_reset(&head);
	if (nres <= (int)nitems(codes)) {
		buf_puts(&head, "P(");
		buf_join(&head, codes, nres, "or");
		buf_puts(&head, ")");
	} else
		buf_puts(&head, "P(any)");
	ctab_head(&t, nres + 1, head.s);
	for (c = 0; c < crt->ncols; c++) {
		col = &crt->cols[c];
		memset(count, 0, sizeof *count * ((size_t)nres + 1));
		for (i = 0; i < n; i++) {
			res = crt_result(crt, c, lo + i + crt->dice.mod);
			for (k = 0; k < nres; k++)
				if (strcmp(crt->results[k].code, res) == 0)
					break;
			count[k] += ways[i];	/* k == nres: no effect */
		}
		r = ctab_row(&t);
		buf_reset(&head);
		buf_puts(&head, col->label);
		chance_notes(crt, c, &notes, &head);
		if (col->printed_chances) {
			buf_printf(&printed, "%s%s", nprinted ? ", " : "",
			    col->label);
			nprinted++;
		}
		ctab_set(&t, r, 0, xstrdup(head.s));
		for (k = 0, any = 0; k < nres; k++) {
			ctab_set(&t, r, k + 1, fraction(count[k], total));
			any += count[k];
		}
		ctab_set(&t, r, nres + 1, fraction(any, total));
	}
	ctab_render(&t, width, out);
	ctab_free(&t);
	free(count);
	buf_free(&head);
	if (nprinted > 0) {
		buf_puts(out, "\n");
		line = xprintf("The rulebook prints these chances for %s; "
		    "herald's figures for them are the book's.", printed.s);
		chart_wrap(out, "", line, width);
		free(line);
	}
	buf_free(&printed);
	if (notes.n > 0) {
		buf_puts(out, "\n");
		notes_render(&notes, width, out);
	}
	notes_free(&notes);
	morale_part(gd, width, out);
	return 0;
}
