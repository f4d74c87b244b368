/* los: which hexes a line crosses, and which of them block. */
#include "los.h"
#include "elevation.h"
#include "footprint.h"
#include "marker.h"

#include <string.h>

static int
hex_blocks(const struct state *st, struct hex h, struct hex from,
    struct hex to)
{
	const struct gamedata *gd = st->gd;
	const struct hexinfo *hi;
	int u;

	if (hex_eq(h, from) || hex_eq(h, to))
		return 0;
	if ((hi = gd_hex(gd, h)) == NULL)
		return 0;
	if (gd->terrain[hi->terrain].blocks_los)
		return 1;	/* spi 8.23: woods, whatever the levels */
	if (elev_los_blocks(gd, h, from, to))
		return 1;	/* spi 8.24, 8.25: above both ends */
	if (st->nmarkers > 0 && marker_blocks_los(st, h))
		return 1;	/* a marker the game says blocks (marker.h) */
	if (!gd->los_units_block)
		return 0;
	/* the hex index: a line costs by its length, not by the units */
	if (!gd->footprint.any)
		return board_first_at(st, h) >= 0;
	/* a unit on two hexes blocks in both, but not a line from or to
	 * itself (its other half) */
	for (u = board_first_in(st, h); u >= 0; u = board_next_in(st, h, u))
		if (!footprint_covers(st, u, from) &&
		    !footprint_covers(st, u, to))
			return 1;
	return 0;
}

void
los_trace(const struct state *st, struct hex from, struct hex to,
    struct los_result *r)
{
	const struct hex_step *s;
	int i;

	/* Not the whole result: room for the longest line on any board is
	 * some 50 KB, and an attack probes one line per target in range.
	 * Only the steps of this line are read (los.h). */
	r->nsteps = hex_line(&st->gd->grid, from, to, r->steps, HEX_LINE_MAX);
	r->clear = 1;
	for (i = 0; i < r->nsteps; i++) {
		s = &r->steps[i];
		if (s->pair)
			r->blocked[i] = hex_blocks(st, s->a, from, to) &&
			    hex_blocks(st, s->b, from, to);
		else
			r->blocked[i] = hex_blocks(st, s->a, from, to);
		if (r->blocked[i])
			r->clear = 0;
	}
}

int
los_between(const struct state *st, const struct hex *a, int na,
    const struct hex *b, int nb, struct los_result *r)
{
	int i, k;

	for (i = 0; i < na; i++)
		for (k = 0; k < nb; k++) {
			los_trace(st, a[i], b[k], r);
			if (r->clear)
				return i * nb + k;
		}
	return -1;
}
