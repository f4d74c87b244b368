/* markershow: board markers in words and on the map. */
#include "board.h"
#include "footprint.h"
#include "marker-int.h"

#include <string.h>

/* "Dead x3 (side Red)": a marker's kind and the values of its
 * attributes (val, in the kind's order), as the listings and the
 * rulings of marker orders (narrate-marker.c) both say it */
void
marker_describe_values(const struct gamedata *gd,
    const struct marker_kind *mk, const int *val, struct buf *b)
{
	const struct marker_attr *a;
	int i, n = 0, v;

	buf_puts(b, mk->name);
	if (mk->sum >= 0)
		buf_printf(b, " x%d", val[mk->sum]);
	for (i = 0; i < mk->nattrs; i++) {
		a = &mk->attrs[i];
		v = val[i];
		if (i == mk->sum || ((a->type == MARKER_FACTION ||
		    a->type == MARKER_DIRECTION) && v == MARKER_NONE))
			continue;
		buf_printf(b, "%s%s ", n++ == 0 ? " (" : ", ", a->name);
		switch (a->type) {
		case MARKER_NUMBER:
			buf_printf(b, "%d", v);
			break;
		case MARKER_FACTION:
			buf_puts(b, gd->factions[v].name);
			break;
		case MARKER_DIRECTION:
			buf_puts(b, hex_dir_name(&gd->grid, v));
			break;
		default:
			buf_puts(b, a->choices[v]);
		}
	}
	if (n > 0)
		buf_puts(b, ")");
}

/* "Dead x3 (side Red) in 0404", "Pennant (colour Blue) with r1 in 0107",
 * "... with w2 in 0603+0503" for a unit on two hexes (footprint_str),
 * for the answers that list the markers; an order's marker is a record
 * (marker.c said), which narrate-marker.c says the same way (the
 * marker module is below narrate: it cannot render records) */
void
marker_describe(const struct state *st, const struct marker *m,
    struct buf *b)
{
	const struct gamedata *gd = st->gd;
	const struct marker_kind *mk = &gd->marker_kinds[m->kind];
	struct hex h;

	marker_describe_values(gd, mk, m->val, b);
	if (m->unit >= 0) {
		buf_printf(b, " with %s", gd->units[m->unit].id);
		if (marker_where(st, m, &h))
			buf_printf(b, " in %s", footprint_str(st, m->unit));
		else
			buf_puts(b, st->u[m->unit].eliminated ?
			    " (eliminated)" : " (off the map)");
	} else
		buf_printf(b, " in %s", hex_str(m->hex));
}

void
marker_list(const struct state *st, struct buf *b)
{
	const struct gamedata *gd = st->gd;
	int i;

	if (st->nmarkers == 0) {
		buf_puts(b, "no markers on the board (kinds:");
		for (i = 0; i < gd->nmarker_kinds; i++)
			buf_printf(b, " %s", gd->marker_kinds[i].id);
		buf_puts(b, ")\n");
		return;
	}
	for (i = 0; i < st->nmarkers; i++) {
		buf_printf(b, "%-9s ", marker_label(st, &st->markers[i]));
		marker_describe(st, &st->markers[i], b);
		buf_puts(b, "\n");
	}
}

void
marker_show_hex(const struct state *st, struct hex h, struct buf *b)
{
	const struct marker *m;
	int i;

	/* a marker with a unit on two hexes is in both (marker_in) */
	for (i = 0; i < st->nmarkers; i++) {
		m = &st->markers[i];
		if (!marker_in(st, m, h))
			continue;
		buf_printf(b, "  marker %s: ", marker_label(st, m));
		marker_describe(st, m, b);
		buf_puts(b, "\n");
	}
}

void
marker_show_unit(const struct state *st, int unit, struct buf *b)
{
	const struct marker *m;
	int i;

	for (i = 0; i < st->nmarkers; i++) {
		m = &st->markers[i];
		if (m->unit != unit)
			continue;
		buf_printf(b, "  marker %s: ", marker_label(st, m));
		marker_describe(st, m, b);
		buf_puts(b, "\n");
	}
}

char
marker_symbol(const struct state *st, struct hex h)
{
	int i;

	for (i = 0; i < st->nmarkers; i++)
		if (marker_in(st, &st->markers[i], h))
			return st->gd->marker_kinds[st->markers[i].kind].symbol;
	return '\0';
}
