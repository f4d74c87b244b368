/* mapdraw: an ASCII picture of the board (UTF-8 arrows for facing). */
#include "mapdraw.h"
#include "footprint.h"
#include "marker.h"

#include <stdlib.h>
#include <string.h>

static const char *flat_arrow[HEX_DIRS] = {
	"\u2191", "\u2197", "\u2198", "\u2193", "\u2199", "\u2196"
};
static const char *pointy_arrow[HEX_DIRS] = {
	"\u2197", "\u2192", "\u2198", "\u2199", "\u2190", "\u2196"
};

/* The mark of the hexside features on a hex's sides that matter most
 * at the table: a way across (bridge, ford), then a barrier (river),
 * then any other (stream, palisade); or dflt. */
static char
side_mark(const struct gamedata *gd, const struct hexinfo *hi, char dflt)
{
	unsigned all = 0;
	int d, f, rank, best = -1;
	char mark = dflt;

	for (d = 0; d < HEX_DIRS; d++)
		all |= hi->sides[d];
	if (all == 0)
		return dflt;
	for (f = 0; f < gd->nhexsides; f++) {
		const struct terrain *t = &gd->hexsides[f];

		if (!(all & (1u << f)) || t->symbol == '\0')
			continue;
		rank = t->crossing ? 3 : t->impassable ? 2 : 1;
		if (rank > best) {
			best = rank;
			mark = t->symbol;
		}
	}
	return mark;
}

/* The longest cell: faction, type, a three-byte arrow, the mark. */
#define CELL_MAX	6

/* Writes h's cell at p and returns its length.  occupied: whether any
 * unit stands in h (mapdraw looks once for the whole region, not per
 * hex over every unit); mark: the symbol of a board marker there, or
 * '\0', shown after the terrain where no unit stands.  Bytes are
 * copied, not formatted: a whole-board map of a big board is tens of
 * thousands of cells. */
static size_t
cell(const struct state *st, struct hex h, int occupied, char mark, char *p)
{
	const struct gamedata *gd = st->gd;
	const struct hexinfo *hi = gd_hex(gd, h);
	const char *arrow;
	int u = -1, stacked = 0, all[8];
	size_t n = 0;

	if (hi == NULL) {
		memset(p, ' ', 4);
		return 4;
	}
	/* Show the fighting unit of a stack, and + for the rest. */
	if (occupied) {
		stacked = board_units_at(st, h, all, 8) > 1;
		if ((u = board_fighter(st, h, -1, -1)) < 0)
			u = board_unit_at(st, h);
	}
	if (u < 0) {
		p[n++] = ' ';
		p[n++] = gd->terrain[hi->terrain].symbol;
		p[n++] = mark != '\0' ? mark : ' ';
	} else {
		const struct unit_def *ud = &gd->units[u];

		p[n++] = gd->factions[ud->faction].symbol;
		p[n++] = gd->types[ud->type].symbol;
		if (st->u[u].routed)
			p[n++] = '*';
		else if (stacked)
			p[n++] = '+';
		else if (st->u[u].facing >= 0) {
			arrow = gd->facing_kind == FACING_VERTEX ?
			    footprint_facing_arrow(gd, st->u[u].facing) :	/* footprint.h */
			    (gd->grid.orient == HEX_FLAT ? flat_arrow :
			    pointy_arrow)[st->u[u].facing];
			while (*arrow != '\0')
				p[n++] = *arrow++;
		} else
			p[n++] = ' ';
	}
	/* the fourth character: a hexside feature, else a feature, else a
	 * road */
	p[n++] = side_mark(gd, hi, hi->features ? '=' : hi->road_dirs ? '-' :
	    ' ');
	return n;
}

static int
is_low(const struct grid *g, int n)
{
	return (n % 2 == 0) == (g->even_low != 0);
}

static void
legend(const struct gamedata *gd, struct buf *b)
{
	int i;

	buf_puts(b, "\n");
	for (i = 0; i < gd->nfactions; i++)
		buf_printf(b, "%s%c %s", i ? ", " : "", gd->factions[i].symbol,
		    gd->factions[i].name);
	buf_puts(b, "; ");
	for (i = 0; i < gd->ntypes; i++)
		buf_printf(b, "%s%c %s", i ? ", " : "", gd->types[i].symbol,
		    gd->types[i].name);
	buf_puts(b, "\n");
	for (i = 0; i < gd->nterrain; i++)
		buf_printf(b, "%s%c %s", i ? ", " : "", gd->terrain[i].symbol,
		    gd->terrain[i].name);
	for (i = 0; i < gd->nfeatures; i++)
		buf_printf(b, ", %c %s", strcmp(gd->features[i].id, "road") == 0 ?
		    '-' : '=', gd->features[i].name);
	for (i = 0; i < gd->nhexsides; i++) {
		buf_puts(b, i ? ", " : "; on a side of the hex (show HEX says "
		    "which): ");
		if (gd->hexsides[i].symbol != '\0')
			buf_printf(b, "%c ", gd->hexsides[i].symbol);
		buf_puts(b, gd->hexsides[i].name);
	}
	buf_puts(b, gd->no_facing ? "; * routed, + more units in the hex\n" :
	    "; arrows show facing, * routed, + more units in the hex\n");
	for (i = 0; i < gd->nmarker_kinds; i++)
		buf_printf(b, "%s%c %s", i ? ", " : "markers (after the "
		    "terrain): ", gd->marker_kinds[i].symbol,
		    gd->marker_kinds[i].name);
	if (gd->nmarker_kinds > 0)
		buf_puts(b, "\n");
}

/* The width of the row numbers down the left: the widest of them. */
static int
row_width(const struct grid *g, int r0, int r1)
{
	int r, w = 0;

	for (r = r0; r <= r1; r++)
		if ((int)strlen(grid_row_str(g, r)) > w)
			w = (int)strlen(grid_row_str(g, r));
	return w;
}

/* Column labels over the cells (four characters each): "01", "001",
 * "A" or "AA" after one blank. */
static void
header(const struct grid *g, int c0, int c1, int rw, struct buf *b)
{
	int c;

	buf_printf(b, "%*s", rw + 1, "");
	for (c = c0; c <= c1; c++)
		buf_printf(b, " %-*s", c < c1 ? 3 : 0, grid_col_str(g, c));
	buf_puts(b, "\n");
}

/* Appends one line: the row label, the indent, the cells (each a byte
 * copy into line), trailing blanks trimmed. */
static void
row_line(const struct state *st, const char *label, int rw, const char *indent,
    int r, int c0, int c1, const unsigned char *occ, const char *marks,
    int half, char *line, struct buf *b)
{
	const struct grid *g = &st->gd->grid;
	size_t n = 0, k = strlen(label);
	int c;

	for (; (int)k < rw; k++)
		line[n++] = ' ';
	k = strlen(label);
	memcpy(line + n, label, k);
	n += k;
	line[n++] = ' ';
	while (*indent != '\0')
		line[n++] = *indent++;
	for (c = c0; c <= c1; c++) {
		if (half < 0 || is_low(g, c) == half)
			n += cell(st, (struct hex){ c, r }, occ[c - c0],
			    marks != NULL ? marks[c - c0] : '\0', line + n);
		else {
			memset(line + n, ' ', 4);
			n += 4;
		}
	}
	while (n > 0 && line[n - 1] == ' ')
		n--;
	line[n++] = '\n';
	buf_add(b, line, n);
}

void
mapdraw(const struct state *st, struct hex a, struct hex z, struct buf *b)
{
	const struct grid *g = &st->gd->grid;
	int c0 = a.col < z.col ? a.col : z.col, c1 = a.col < z.col ? z.col :
	    a.col, r0 = a.row < z.row ? a.row : z.row, r1 = a.row < z.row ?
	    z.row : a.row, r, half, rw = row_width(g, r0, r1), i;
	int w = c1 - c0 + 1;
	unsigned char *occ = xcalloc((size_t)w * (size_t)(r1 - r0 + 1), 1);
	char *line = xmalloc((size_t)rw + 4 + (size_t)w * CELL_MAX);
	char *marks = NULL;	/* the markers' symbols, as occ */
	struct hex mh[2];

	for (i = 0; i < st->nunits; i++) {
		struct hex fp[2], h;
		int k, nfp = footprint_hexes(st, i, fp);	/* every hex */

		for (k = 0; k < nfp; k++) {
			h = fp[k];
			if (h.col >= c0 && h.col <= c1 && h.row >= r0 &&
			    h.row <= r1)
				occ[(size_t)(h.row - r0) * (size_t)w +
				    (size_t)(h.col - c0)] = 1;
		}
	}
	if (st->nmarkers > 0)
		marks = xcalloc((size_t)w * (size_t)(r1 - r0 + 1), 1);
	for (i = st->nmarkers - 1; i >= 0; i--) {
		/* the first marker of a hex is the one shown; one with a
		 * unit on two hexes is in both (marker_hexes) */
		int k, nmh = marker_hexes(st, &st->markers[i], mh);

		for (k = 0; k < nmh; k++)
			if (mh[k].col >= c0 && mh[k].col <= c1 &&
			    mh[k].row >= r0 && mh[k].row <= r1)
				marks[(size_t)(mh[k].row - r0) * (size_t)w +
				    (size_t)(mh[k].col - c0)] = st->gd->
				    marker_kinds[st->markers[i].kind].symbol;
	}
	header(g, c0, c1, rw, b);
	for (r = r0; r <= r1; r++) {
		const unsigned char *o = occ + (size_t)(r - r0) * (size_t)w;
		const char *mk = marks != NULL ? marks + (size_t)(r - r0) *
		    (size_t)w : NULL;
		const char *label = grid_row_str(g, r);

		if (g->orient == HEX_FLAT)
			for (half = 0; half < 2; half++)
				row_line(st, label, rw, "", r, c0, c1, o, mk,
				    half, line, b);
		else
			row_line(st, label, rw, is_low(g, r) ? "  " : "", r,
			    c0, c1, o, mk, -1, line, b);
	}
	free(marks);
	free(line);
	free(occ);
	legend(st->gd, b);
}
