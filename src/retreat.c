/* retreat: step losses and one-hex retreats after combat. */
#include "retreat.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "morale.h"
#include "move.h"

static const char *
sec(const char *s)
{
	return s != NULL ? s : "?";
}

/* The commanders standing with a unit: they go where it goes. */
static int
companions(const struct state *st, int unit, int *out, int max)
{
	const struct gamedata *gd = st->gd;
	int all[8], n, k, c = 0;

	n = board_units_at(st, st->u[unit].hex, all, 8);
	for (k = 0; k < n && k < 8 && c < max; k++)
		if (all[k] != unit && (gd->combat.commander_types &
		    (1u << gd->units[all[k]].type)) &&
		    gd->units[all[k]].faction == gd->units[unit].faction)
			out[c++] = all[k];
	return c;
}

/* The baggage standing with a unit: it falls with it (§9.4). */
static int
baggage_with(const struct state *st, int unit)
{
	const struct gamedata *gd = st->gd;
	int all[8], n, k;

	n = board_units_at(st, st->u[unit].hex, all, 8);
	for (k = 0; k < n && k < 8; k++)
		if (all[k] != unit && (gd->combat.baggage_types &
		    (1u << gd->units[all[k]].type)) &&
		    gd->units[all[k]].faction == gd->units[unit].faction)
			return all[k];
	return -1;
}

static void
eliminate_with_commanders(struct state *st, int unit, const char *why,
    struct buf *out)
{
	int with[4], n, k, bag;

	n = companions(st, unit, with, 4);
	bag = baggage_with(st, unit);
	unit_eliminate(st, unit, why, out);
	for (k = 0; k < n; k++)
		unit_eliminate(st, with[k], "its unit was eliminated (§6)",
		    out);
	if (bag >= 0)
		unit_eliminate(st, bag, "the unit guarding it was eliminated "
		    "(§9.4)", out);
}

void
unit_lose_step(struct state *st, int unit, struct buf *out)
{
	const struct gamedata *gd = st->gd;
	const struct combat_rules *cr = &gd->combat;
	struct unit_state *us = &st->u[unit];

	if (!us->on_map)
		return;
	if (us->steps_lost == 0 && cr->reduced_stat >= 0 &&
	    gd->units[unit].stat[cr->reduced_stat] > 0) {
		us->steps_lost = 1;
		buf_printf(out, "%s loses a step and turns to its reduced side "
		    "(§9.9)\n", gd->units[unit].id);
		return;
	}
	eliminate_with_commanders(st, unit, "it had no step left to lose "
	    "(§9.9)", out);
}

void
side_lose_steps(struct state *st, const int *units, int n, int steps,
    struct buf *out)
{
	int i, best;

	while (steps-- > 0) {
		/* a full unit first, so that every loss can be taken */
		best = -1;
		for (i = 0; i < n; i++) {
			if (!st->u[units[i]].on_map)
				continue;
			if (best < 0 || (st->u[units[i]].steps_lost == 0 &&
			    st->u[units[best]].steps_lost > 0))
				best = i;
		}
		if (best < 0)
			return;
		unit_lose_step(st, units[best], out);
	}
}

/* How close the nearest enemy combat unit is to a hex. */
static int
enemy_distance(const struct state *st, int unit, struct hex h)
{
	const struct gamedata *gd = st->gd;
	int u, d, best = 1000;

	for (u = 0; u < st->nunits; u++) {
		if (!st->u[u].on_map || gd->units[u].faction ==
		    gd->units[unit].faction || (gd->stack_extra &
		    (1u << gd->units[u].type)))
			continue;
		d = hex_distance(&gd->grid, st->u[u].hex, h);
		if (d < best)
			best = d;
	}
	return best;
}

/*
 * §9.8: a hex free of enemy zones of control and of friendly units
 * first, then one free of zones with a friend in it (the friend would be
 * pushed back; herald does not yet push, so such a hex counts as no way
 * out); a unit with no way out loses a step.  Rivers and the like that
 * bar a retreat (no_retreat) and enemy units bar the way.  Among equal
 * hexes the one furthest from the enemy is taken, then the first
 * clockwise from the unit's own map edge.
 */
void
unit_retreat(struct state *st, int unit, struct buf *out)
{
	const struct gamedata *gd = st->gd;
	struct unit_state *us = &st->u[unit];
	const struct hexinfo *hi = gd_hex(gd, us->hex);
	const struct hexinfo *to;
	const struct terrain *t;
	struct hex n, best = us->hex;
	int k, d, f, far, best_far = -1, edge, with[4], nw, barred, offmap = 0;
	char *why = NULL;

	if (!us->on_map)
		return;
	edge = gd->factions[gd->units[unit].faction].edge;
	for (k = 0; k < HEX_DIRS; k++) {
		d = (edge + k) % HEX_DIRS;
		n = hex_neighbour(&gd->grid, us->hex, d);
		barred = 0;
		for (f = 0; f < gd->nhexsides; f++)
			if ((hi->sides[d] & (1u << f)) &&
			    (gd->hexsides[f].no_retreat ||
			    gd->hexsides[f].impassable))
				barred = 1;
		if (barred)
			continue;
		if (!grid_contains(&gd->grid, n)) {
			/* §9.8: off the map is elimination; only when
			 * nothing else is open */
			offmap = 1;
			continue;
		}
		if ((to = gd_hex(gd, n)) == NULL)
			continue;
		t = &gd->terrain[to->terrain];
		if (t->enter != 0 && !(t->enter & (1u << gd->units[unit].type)))
			continue;
		if (gd->movement.zoc && in_enemy_zoc(st, unit, n))
			continue;
		if (board_can_stand(st, unit, n, &why) != 0) {
			free(why);
			why = NULL;
			continue;
		}
		far = enemy_distance(st, unit, n);
		if (far > best_far) {
			best_far = far;
			best = n;
		}
	}
	if (best_far < 0 && offmap) {
		buf_printf(out, "%s can retreat only off the map (§%s)\n",
		    gd->units[unit].id, sec(gd->morale.rout_section));
		eliminate_with_commanders(st, unit, "it retreated off the map "
		    "(§9.8)", out);
		return;
	}
	if (best_far < 0) {
		buf_printf(out, "%s cannot retreat: every way is barred, in an "
		    "enemy zone of control or full (§9.8)\n",
		    gd->units[unit].id);
		unit_lose_step(st, unit, out);
		return;
	}
	nw = companions(st, unit, with, 4);
	buf_printf(out, "%s retreats to %s, the hex furthest from the enemy "
	    "out of their zones of control (§9.8)\n", gd->units[unit].id,
	    hex_str(best));
	us->hex = best;
	for (k = 0; k < nw; k++) {
		st->u[with[k]].hex = best;
		buf_printf(out, "%s goes with it (§6)\n",
		    gd->units[with[k]].id);
	}
}
