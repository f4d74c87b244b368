/* rout-to-edge: rout kind to-edge (rules: rout: kind: to-edge;
 * battle-of-agincourt §13.4).  A routed unit moves its allowance toward
 * its own map edge (factions: edge:), each hex it enters nearer that
 * edge; leaving the map by that edge eliminates it.  It pays for each
 * hex what movement pays: the terrain, and what board markers standing
 * there add (marker.h); a marker that bars units bars the rout.
 * Parameters: section, allowance (a stat, or a number of movement
 * points; the default is the movement stat, or 1). */
#include "rout.h"

#include <stdlib.h>
#include <string.h>

#include "enter.h"
#include "footprint.h"
#include "gdload.h"
#include "marker.h"
#include "narrate.h"
#include "ruling.h"
#include "sides.h"

int
rout_to_edge_load(struct loader *l, struct gamedata *gd,
    const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "kind", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ "allowance", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	struct rout_rules *rr = &gd->rout;
	const struct ynode *v;
	long n;

	/* a rout cites its section: the block's, or morale: rout_section: */
	if (ymap_check(&l->d, m, fields, "to-edge rout rules",
	    &l->cause) != 0 ||
	    (gd->morale.rout_section == NULL ? ld_section(l, m, "section",
	    "routs", &rr->section) : ld_str(l, m, "section",
	    &rr->section)) != 0)
		return -1;
	if ((v = ymap_get(m, "allowance")) != NULL) {
		if (util_parse_int(v->value, 1, 99, &n) == 0)
			rr->points = (int)n;
		else if ((rr->stat = gd_stat(gd, v->value)) < 0)
			return ld_fail(l, v, "expected a number of movement "
			    "points (1 to 99) or one of the game's stats");
	}
	return 0;
}

/*
 * battle-of-agincourt §13.4: each hex a routed unit enters must bring it
 * closer to its edge.  herald reads "closer" by the hex centres: a hex is
 * closer when its centre is nearer the edge (hex_toward, in half hexes),
 * so on a staggered map a step by a front-left or front-right hexside
 * that brings the centre half a hex nearer counts, as much as a step
 * straight ahead (doc/reconstructions.md, "Agincourt §13.4 routing").
 * Those are the only steps that can: the others lead no nearer.
 */
struct route {
	struct hex	path[32];
	int		n;
	int		off;	/* ends by leaving the map */
	int		gain;	/* half hexes nearer the edge */
	int		half;	/* the first step half a hex nearer, or -1 */
	long		budget;	/* ways still to look at (ROUT_WAYS) */
};

/* The search tries three ways at each hex, so its cost grows as 3 to
 * the power of the hexes a rout may run: a game with a long map and a
 * large allowance would hold herald up for ever.  It looks at no more
 * than this many ways, the straightest first, and takes the best of
 * those; a rout of the two games looks at a few thousand at most. */
#define ROUT_WAYS	1000000L

/* Which way is better: off the map (as far as a rout goes), and then
 * by the fewest hexes (it leaves at once, not along the edge); on the
 * map, the most hexes (its full MF), then the nearest the edge.  Ties go
 * to the way found first, the straightest (a deterministic referee). */
static int
better(const struct route *a, const struct route *b)
{
	if (a->off != b->off)
		return a->off;
	if (a->n != b->n)
		return a->off ? a->n < b->n : a->n > b->n;
	return a->gain > b->gain;
}

/* What the markers standing in a hex add to its cost (half points), or
 * -1 where one bars units (marker.h). */
static int
marker_cost(const struct state *st, struct hex h)
{
	char *why = NULL;
	int more;

	if (st->nmarkers == 0)
		return 0;
	if ((more = marker_move_cost(st, h, &why)) < 0)
		free(why);
	return more;
}

/* The direction from a routing unit's first hex to its second, or -1
 * for a unit on one hex. */
static int
second_dir(const struct state *st, int unit)
{
	if (footprint_size(st->gd, unit) != 2)
		return -1;
	return hex_dir_to(&st->gd->grid, st->u[unit].hex, st->u[unit].hex2);
}

/* A unit on two hexes routs by its first hex; its second keeps its
 * side of the first (board_locate), second_dir all the way, and must
 * follow at every step (footstep.c): it passes over no one (herald's
 * reading: battle-of-agincourt §13.4 is for one hex). */
static int
rout_second_ok(const struct state *st, int unit, struct hex at, int step)
{
	int d = second_dir(st, unit);

	return d < 0 || footstep_may_follow(st, unit,
	    hex_neighbour(&st->gd->grid, at, d), step, 0, NULL);
}

static void
search(const struct state *st, int unit, struct hex at, int left,
    struct route *cur, struct route *best)
{
	const struct gamedata *gd = st->gd;
	const struct unit_def *ud = &gd->units[unit];
	int edge = gd->factions[ud->faction].edge, pass =
	    (gd->movement.pass_through >> ud->type) & 1;
	static const int order[3] = { 0, -1, 1 };
	const struct hexinfo *hi;
	struct hex n;
	int k, d, o, step, half, cost2, more, here = hex_toward(&gd->grid, at,
	    edge);

	/* A way may pass over units (the Regicide) but not end on one. */
	int ends_free = cur->n == 0 || cur->off ||
	    (o = board_unit_at(st, cur->path[cur->n - 1])) < 0 || o == unit;

	if (ends_free && better(cur, best))
		*best = *cur;
	if (left <= 0 || cur->off || --cur->budget <= 0)
		return;
	for (k = 0; k < 3; k++) {
		d = (edge + order[k] + HEX_DIRS) % HEX_DIRS;
		n = hex_neighbour(&gd->grid, at, d);
		if (!grid_contains(&gd->grid, n)) {
			/* battle-of-agincourt §13.4: off its own edge, it is
			 * eliminated */
			if (d == edge && cur->n < 32) {
				cur->path[cur->n++] = n;
				cur->off = 1;
				search(st, unit, n, 0, cur, best);
				cur->off = 0;
				cur->n--;
			}
			continue;
		}
		if ((hi = gd_hex(gd, n)) == NULL ||
		    (step = hex_toward(&gd->grid, n, edge) - here) <= 0)
			continue;
		if (!enter_hex_rec(gd, unit, n, NULL))	/* enter.c */
			continue;
		if (enter_barrier(gd, at, d) >= 0)
			continue;	/* a hexside no unit may cross */
		if ((more = marker_cost(st, n)) < 0)
			continue;	/* a marker no unit may enter */
		if (footprint_size(gd, unit) == 2 &&
		    !rout_second_ok(st, unit, at, d))
			continue;	/* its second hex cannot follow */
		o = board_unit_at(st, n);
		if (o >= 0 && o != unit && !pass)
			continue;
		if (cur->n >= 32)
			continue;
		half = cur->half;
		if (step < 2 && cur->half < 0)
			cur->half = cur->n;
		cur->path[cur->n++] = n;
		cur->gain += step;
		cost2 = gd->terrain[hi->terrain].cost2;
		search(st, unit, n, left - (cost2 > 0 ? cost2 : 2) - more, cur,
		    best);
		cur->gain -= step;
		cur->n--;
		cur->half = half;
	}
}

/* The unit's allowance, in half points as terrain costs are. */
static int
allowance(const struct state *st, int unit)
{
	const struct gamedata *gd = st->gd;
	const struct rout_rules *rr = &gd->rout;

	if (rr->stat >= 0)
		return 2 * sides_stat(st, unit, rr->stat);
	if (rr->points > 0)
		return 2 * rr->points;
	return 2 * (gd->movement.stat >= 0 ?
	    sides_stat(st, unit, gd->movement.stat) : 1);
}

/* A step of the rout's ruling: the unit (if any) and its edge, a hex;
 * for a unit on two hexes (d, second_dir, not -1) the second beside it
 * as "col2", "row2", as retreat-priority-chain.c records a pair's ways,
 * so that the narration names both (narrate-retreat.c). */
static struct ruling_step *
step(struct ruling *r, const struct gamedata *gd, int concept, int unit,
    struct hex h, int d)
{
	struct ruling_step *s;
	struct hex h2;

	s = ruling_add(r, (enum ruling_concept)concept, gd->id,
	    rout_section(gd));
	if (unit >= 0) {
		ruling_word(s, gd->units[unit].id);
		ruling_num(s, "edge",
		    gd->factions[gd->units[unit].faction].edge);
	}
	ruling_num(s, "col", h.col);
	ruling_num(s, "row", h.row);
	if (d >= 0) {
		h2 = hex_neighbour(&gd->grid, h, d);
		ruling_num(s, "col2", h2.col);
		ruling_num(s, "row2", h2.row);
	}
	return s;
}

void
rout_to_edge(struct state *st, int unit, struct buf *out)
{
	const struct gamedata *gd = st->gd;
	struct unit_state *us = &st->u[unit];
	struct ruling r;
	struct ruling_step *s;
	struct route cur, best;
	int i, d = second_dir(st, unit);

	memset(&cur, 0, sizeof cur);
	cur.half = -1;
	cur.budget = ROUT_WAYS;
	best = cur;
	search(st, unit, us->hex, allowance(st, unit), &cur, &best);
	ruling_init(&r);
	if (best.n == 0) {
		step(&r, gd, RS_ROUT_STAYS, unit, us->hex, d);
		if (!out->quiet)
			narrate_ruling(gd, &r, out);
		ruling_free(&r);
		return;
	}
	s = step(&r, gd, RS_ROUT, unit, us->hex, d);
	for (i = 0; i < best.n - best.off; i++)
		step(&r, gd, RS_ROUT_HEX, -1, best.path[i], d);
	s = ruling_add(&r, RS_ROUT_END, gd->id, rout_section(gd));
	ruling_num(s, "off", best.off);
	/* the reading decides this rout: say so */
	if (best.half >= 0)
		step(&r, gd, RS_ROUT_HALF, unit, best.path[best.half],
		    d);
	if (!out->quiet)
		narrate_ruling(gd, &r, out);
	ruling_free(&r);
	/* the commanders with it go where it goes, and fall with it
	 * (rules: commanders:) */
	if (best.n - best.off > 0)
		narrate_move_with_commanders(st, unit,
		    best.path[best.n - best.off - 1], out);
	if (best.off)
		narrate_eliminate_why(st, unit, ELIM_LEFT_ROUTING,
		    rout_section(gd), 1, out);
}
