/* stepcost: what a step costs, in half points: the terrain entered, the
 * hexside crossed, a road along it, the board markers in the hex and a
 * contour climbed (stepcost.h).  Split from move.c so that the modules
 * that judge steps without making them (linemove.c) need not use it. */
#include "stepcost.h"

#include "elevation.h"
#include "enter.h"
#include "marker.h"
#include "narrate.h"
#include "ruling.h"

#include <string.h>

static struct ruling_step *
refusal(const struct gamedata *gd, struct ruling *no, enum ruling_concept c,
    const char *section)
{
	ruling_init(no);
	return ruling_add(no, c, gd->id, section);
}

static int
refuse(const struct gamedata *gd, struct ruling *no, char **cause)
{
	*cause = narrate_refusal(gd, no);
	return -1;
}

static void
hex_nums(struct ruling_step *s, const char *col, const char *row,
    struct hex h)
{
	ruling_num(s, col, h.col);
	ruling_num(s, row, h.row);
}

/*
 * The cost of crossing from `at` through hexside d into terrain t, in
 * half points, or -1 with a cause: hexside features may bar the way (a
 * river) unless a crossing (bridge, ford) is there, and a crossing may
 * set the cost; along a road the road's cost applies (st-albans §7, TEC).
 */
static int
terrain_step_cost(const struct state *st, int unit, struct hex at, int d,
    const struct terrain *t, int road, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct hexinfo *from = gd_hex(gd, at);
	unsigned sides = from->sides[d];
	int k, barred, crossing, cost = t->cost2 > 0 ? t->cost2 : 2;
	int along = road && (from->road_dirs & (1u << d));

	(void)unit;
	crossing = enter_crossing(gd, sides);
	if ((barred = enter_hexside(gd, at, d, 0)) >= 0) {
		struct ruling no;
		struct ruling_step *s = refusal(gd, &no, RS_REFUSE_HEXSIDE,
		    gd->hexsides[barred].section);

		ruling_word(s, gd->hexsides[barred].name);
		hex_nums(s, "col", "row", at);
		hex_nums(s, "to_col", "to_row", hex_neighbour(&gd->grid, at,
		    d));
		return refuse(gd, &no, cause);
	}
	if (crossing >= 0) {
		const struct terrain *c = &gd->hexsides[crossing];

		cost = along ? c->road_cost2 : (c->cost2 > cost ? c->cost2 :
		    cost);
		return cost;
	}
	if (along)
		for (k = 0; k < gd->nfeatures; k++)
			if (strcmp(gd->features[k].id, "road") == 0)
				return gd->features[k].cost2;
	return cost;
}

/* The same with what board markers in the hex entered do (marker.h,
 * the game's `effects:`): add to the cost, or bar the way; and a
 * contour crossed uphill (elevation.h, rules: movement: uphill:). */
int
step_cost(const struct state *st, int unit, struct hex at, int d,
    const struct terrain *t, int road, char **cause)
{
	int cost = terrain_step_cost(st, unit, at, d, t, road, cause), more;

	if (cost >= 0)
		cost += elev_uphill_cost(st->gd, at, d);
	if (cost < 0 || st->nmarkers == 0)
		return cost;
	more = marker_move_cost(st, hex_neighbour(&st->gd->grid, at, d),
	    cause);
	return more < 0 ? -1 : cost + more;
}

int
move_step_cost(const struct state *st, int unit, struct hex at, int d,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct hexinfo *hi = gd_hex(gd, hex_neighbour(&gd->grid, at, d));

	if (hi == NULL || gd_hex(gd, at) == NULL) {
		struct ruling no;

		hex_nums(refusal(gd, &no, RS_REFUSE_HEX_OFF_MAP, NULL),
		    "to_col", "to_row", hex_neighbour(&gd->grid, at, d));
		return refuse(gd, &no, cause);
	}
	return step_cost(st, unit, at, d, &gd->terrain[hi->terrain], 0,
	    cause);
}

