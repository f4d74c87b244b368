/* zoc: zones of control: the six hexes around a unit, not across a
 * hexside that blocks them, for the types that have one. */
#include "zoc.h"

#include "footprint.h"

/* Does a hexside with these features stop zones of control?  A blocking
 * feature (river, ford) does, unless a non-blocking crossing (a bridge)
 * carries passage over it. */
static int
zoc_blocked(const struct gamedata *gd, unsigned sides)
{
	int f, blocked = 0, bridged = 0;

	for (f = 0; f < gd->nhexsides; f++) {
		if (!(sides & (1u << f)))
			continue;
		if (gd->hexsides[f].blocks_zoc)
			blocked = 1;
		else if (gd->hexsides[f].crossing)
			bridged = 1;	/* a crossing that carries them */
	}
	return blocked && !bridged;
}

/* Is the hex in the zone of control of an enemy of the unit?  Zones
 * reach the six hexes around a unit, not across hexsides that block
 * them (a river without a bridge, st-albans §8), and some types have
 * none.  An enemy on two hexes is found by either (board_units_at), so
 * its zone reaches round both. */
static int
hex_in(const struct state *st, int unit, struct hex h)
{
	const struct gamedata *gd = st->gd;
	const struct hexinfo *hi = gd_hex(gd, h);
	int d, k, o, all[8], n;
	unsigned sides;
	struct hex nb;

	if (hi == NULL)
		return 0;
	for (d = 0; d < HEX_DIRS; d++) {
		nb = hex_neighbour(&gd->grid, h, d);
		n = board_units_at(st, nb, all, 8);
		sides = hi->sides[d];
		for (k = 0; k < n && k < 8; k++) {
			o = all[k];
			if (o == unit || gd->units[o].faction ==
			    gd->units[unit].faction || st->u[o].routed ||
			    (gd->movement.no_zoc_types &
			    (1u << gd->units[o].type)))
				continue;
			if (zoc_blocked(gd, sides))
				continue;
			return 1;
		}
	}
	return 0;
}

int
zoc_hexes_in(const struct state *st, int unit, const struct hex *h, int n)
{
	int k;

	for (k = 0; k < n; k++)
		if (hex_in(st, unit, h[k]))
			return 1;
	return 0;
}

int
zoc_in_enemy(const struct state *st, int unit, struct hex h)
{
	const struct gamedata *gd = st->gd;
	const struct unit_state *us = &st->u[unit];
	struct hex fp[2];
	int d;

	fp[0] = h;
	if (footprint_size(gd, unit) == 1 || !us->on_map ||
	    (d = hex_dir_to(&gd->grid, us->hex, us->hex2)) < 0)
		return hex_in(st, unit, h);
	fp[1] = hex_neighbour(&gd->grid, h, d);
	return zoc_hexes_in(st, unit, fp, 2);
}
