/* footprint-facing: the three facing kinds (footprint.h): names,
 * parsing and the hexes in front of a unit. */
#include "footprint.h"

#include <string.h>

const char *
footprint_facing_name(const struct gamedata *gd, int facing)
{
	if (gd->facing_kind == FACING_VERTEX)
		return hex_vertex_name(&gd->grid, facing);
	return hex_dir_name(&gd->grid, facing);
}

int
footprint_facing_parse(const struct gamedata *gd, const char *s)
{
	if (gd->facing_kind == FACING_VERTEX)
		return hex_vertex_parse(&gd->grid, s);
	return hex_dir_parse(&gd->grid, s);
}

char *
footprint_facing_expected(const struct gamedata *gd)
{
	struct buf b;
	int f;

	buf_init(&b);
	buf_puts(&b, "one of");
	for (f = 0; f < HEX_DIRS; f++)
		buf_printf(&b, " %s", footprint_facing_name(gd, f));
	if (gd->facing_kind == FACING_VERTEX)
		buf_printf(&b, " (a vertex; or its two hexsides, as %s-%s)",
		    hex_dir_name(&gd->grid, 0), hex_dir_name(&gd->grid, 1));
	return buf_steal(&b);
}

unsigned
footprint_facing_front_dirs(const struct gamedata *gd, int unit, int facing)
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
footprint_facing_front_hexes(const struct state *st, int unit, struct hex *out)
{
	const struct gamedata *gd = st->gd;
	struct hex fp[2], h;
	unsigned dirs;
	int n = 0, k, i, d, m;

	if (gd->facing_kind == FACING_NONE || st->u[unit].facing < 0)
		return 0;
	m = footprint_hexes(st, unit, fp);
	dirs = footprint_facing_front_dirs(gd, unit, st->u[unit].facing);
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
footprint_facing_arrow(const struct gamedata *gd, int facing)
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

/* The absolute hexside(s) of dh a line from `from` comes in over: the
 * hexside between them when they touch, else the last step's (two when
 * the line runs along a hexside into a corner).  0 when from is dh. */
static int
sides_into(const struct grid *g, struct hex dh, struct hex from, int dir[2])
{
	struct hex_step steps[HEX_LINE_MAX];
	int n;

	if ((dir[0] = hex_dir_to(g, dh, from)) >= 0)
		return 1;
	n = hex_line(g, from, dh, steps, HEX_LINE_MAX);
	if (n < 2)
		return 0;
	dir[0] = hex_dir_to(g, dh, steps[n - 2].a);
	if (!steps[n - 2].pair)
		return 1;
	dir[1] = hex_dir_to(g, dh, steps[n - 2].b);
	return 2;
}

int
footprint_facing_side_of(const struct gamedata *gd, int facing, int dir)
{
	/* a vertex's hexsides v .. v+5 in turn: its front pair at 30
	 * degrees either side of the facing, a flank at 90, the rear pair
	 * at 150 */
	static const int vertex_side[HEX_DIRS] = { 5, 1, 2, 3, 3, 4 };
	int rel;

	if (facing < 0 || dir < 0)
		return -1;
	rel = hex_dir_relative(facing, dir);
	return gd->facing_kind == FACING_VERTEX ? vertex_side[rel] : rel;
}

/* How far round from the front a side is: 0 front, 1 front right or
 * left, 2 a flank, 3 the rear. */
static int
side_rank(int side)
{
	return side > 3 ? HEX_DIRS - side : side;
}

/* The side of one hex of the defender a line from one hex comes in
 * over; along a hexside into a corner, the nearer the front. */
static int
side_from(const struct gamedata *gd, int facing, struct hex dh,
    struct hex from, int *dir)
{
	int d[2], n, s0, s1;

	if ((n = sides_into(&gd->grid, dh, from, d)) == 0)
		return -1;
	s0 = footprint_facing_side_of(gd, facing, d[0]);
	*dir = d[0];
	if (n == 1)
		return s0;
	s1 = footprint_facing_side_of(gd, facing, d[1]);
	if (side_rank(s0) <= side_rank(s1))
		return s0;
	*dir = d[1];
	return s1;
}

int
footprint_side(const struct state *st, int a, int d, struct hex *over,
    int *dir)
{
	const struct gamedata *gd = st->gd;
	struct hex fa[2], fd[2];
	int na, nd, i, k, best, side, s, sd, dist;

	if (st->u[d].facing < 0)
		return -1;
	if (!gd->footprint.any && gd->facing_kind != FACING_VERTEX) {
		/* one hex each, toward a hexside, as ever */
		fa[0] = st->u[a].hex;
		fd[0] = st->u[d].hex;
		na = nd = 1;
	} else {
		na = footprint_hexes(st, a, fa);
		nd = footprint_hexes(st, d, fd);
	}
	best = footprint_hexes_distance(&gd->grid, fa, na, fd, nd);
	side = -1;
	for (i = 0; i < na; i++)
		for (k = 0; k < nd; k++) {
			dist = hex_distance(&gd->grid, fa[i], fd[k]);
			if (dist != best || (s = side_from(gd,
			    st->u[d].facing, fd[k], fa[i], &sd)) < 0)
				continue;
			/* of the nearest pairs of hexes, the side nearest
			 * the rear: beside the middle of a column is its
			 * flank, behind the middle of a line its rear */
			if (side >= 0 && side_rank(s) <= side_rank(side))
				continue;
			side = s;
			if (over != NULL)
				*over = fd[k];
			if (dir != NULL)
				*dir = sd;
		}
	return side;
}
