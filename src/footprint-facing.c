/* footprint-facing: the three facing kinds (footprint.h): names,
 * parsing and the hexes in front of a unit. */
#include "footprint.h"

#include <string.h>

const char *
facing_name(const struct gamedata *gd, int facing)
{
	if (gd->facing_kind == FACING_VERTEX)
		return vertex_name(&gd->grid, facing);
	return dir_name(&gd->grid, facing);
}

int
facing_parse(const struct gamedata *gd, const char *s)
{
	if (gd->facing_kind == FACING_VERTEX)
		return vertex_parse(&gd->grid, s);
	return dir_parse(&gd->grid, s);
}

char *
facing_expected(const struct gamedata *gd)
{
	struct buf b;
	int f;

	buf_init(&b);
	buf_puts(&b, "one of");
	for (f = 0; f < HEX_DIRS; f++)
		buf_printf(&b, " %s", facing_name(gd, f));
	if (gd->facing_kind == FACING_VERTEX)
		buf_printf(&b, " (a vertex; or its two hexsides, as %s-%s)",
		    dir_name(&gd->grid, 0), dir_name(&gd->grid, 1));
	return buf_steal(&b);
}

unsigned
facing_front_dirs(const struct gamedata *gd, int unit, int facing)
{
	unsigned arc, mask = 0;
	int rel;

	if (facing < 0 || gd->facing_kind == FACING_NONE)
		return (1u << HEX_DIRS) - 1;
	if (gd->facing_kind == FACING_VERTEX)	/* spi-agincourt §5.22 */
		return (1u << facing) | (1u << (facing + 1) % HEX_DIRS);
	arc = gd->types[gd->units[unit].type].move_front;
	for (rel = 0; rel < HEX_DIRS; rel++)
		if (arc & ARC_BIT(rel))
			mask |= 1u << (facing + rel) % HEX_DIRS;
	return mask;
}

int
facing_front_hexes(const struct state *st, int unit, struct hex *out)
{
	const struct gamedata *gd = st->gd;
	struct hex fp[2], h;
	unsigned dirs;
	int n = 0, k, i, d, m;

	if (gd->facing_kind == FACING_NONE || st->u[unit].facing < 0)
		return 0;
	m = footprint_hexes(st, unit, fp);
	dirs = facing_front_dirs(gd, unit, st->u[unit].facing);
	for (k = 0; k < m; k++)
		for (d = 0; d < HEX_DIRS; d++) {
			if (!(dirs & (1u << d)))
				continue;
			h = hex_neighbour(&gd->grid, fp[k], d);
			if (footprint_covers(st, unit, h))
				continue;
			for (i = 0; i < n; i++)
				if (hex_eq(out[i], h))
					break;
			if (i == n && n < HEX_DIRS)
				out[n++] = h;
		}
	return n;
}

/* The eight arrows by the angle on the page they point at, from "right"
 * counter-clockwise in steps of 45 degrees. */
static const char *arrow8[8] = {
	"\u2192", "\u2197", "\u2191", "\u2196", "\u2190", "\u2199",
	"\u2193", "\u2198"
};

const char *
facing_arrow(const struct gamedata *gd, int facing)
{
	int angle;

	if (facing < 0 || facing >= HEX_DIRS)
		return " ";
	/* the page angle of hexside f (as grid_init), or of vertex f, 30
	 * degrees clockwise of it */
	angle = (gd->grid.orient == HEX_FLAT ? 90 : 60) - 60 * facing;
	if (gd->facing_kind == FACING_VERTEX)
		angle -= 30;
	return arrow8[(angle + 720 + 22) / 45 % 8];
}
