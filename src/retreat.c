/* retreat: step losses and one-hex retreats after combat. */
#include "retreat.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat.h"
#include "enter.h"
#include "footprint.h"
#include "morale.h"
#include "move.h"
#include "zoc.h"
#include "resolve.h"

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

static void
eliminate_with_commanders(struct state *st, int unit, const char *why,
    struct buf *out)
{
	int with[4], n, k, bag;
	char *why_with, *why_bag;

	n = companions(st, unit, with, 4);
	bag = baggage_with(st, unit);
	why_with = xprintf("its unit was eliminated (§%s)",
	    gd_sec(st->gd, SEC_COMMANDERS));
	why_bag = xprintf("the unit guarding it was eliminated (§%s)",
	    sec(st->gd->combat.baggage_section));
	unit_eliminate(st, unit, why, out);
	for (k = 0; k < n; k++)
		unit_eliminate(st, with[k], why_with, out);
	if (bag >= 0)
		unit_eliminate(st, bag, why_bag, out);
	free(why_with);
	free(why_bag);
}

void
unit_lose_step(struct state *st, int unit, struct buf *out)
{
	const struct gamedata *gd = st->gd;
	const struct combat_rules *cr = &gd->combat;
	struct unit_state *us = &st->u[unit];
	char *why;

	if (!us->on_map)
		return;
	if (us->steps_lost == 0 && cr->reduced_stat >= 0 &&
	    gd->units[unit].stat[cr->reduced_stat] > 0) {
		us->steps_lost = 1;
		buf_printf(out, "%s loses a step and turns to its reduced side "
		    "(§%s)\n", gd->units[unit].id, gd_sec(gd, SEC_STEP_LOSS));
		return;
	}
	why = xprintf("it had no step left to lose (§%s)",
	    gd_sec(gd, SEC_STEP_LOSS));
	eliminate_with_commanders(st, unit, why, out);
	free(why);
}

/* How close the nearest enemy combat unit is to a hex. */
static int
enemy_distance(const struct state *st, int unit, struct hex h)
{
	const struct gamedata *gd = st->gd;
	struct hex x;
	int u, d, best = 1000, dc, dr, r = 3;

	/* The hexes within r first, through the hex index: a step changes
	 * a column or a row by one at most, so they lie in the square of
	 * side 2r + 1, and an enemy found within r is the nearest.  Only
	 * when none is does it take every unit in turn. */
	if (st->at.strays == 0 && (2 * r + 1) * (2 * r + 1) < st->nunits) {
		for (dc = -r; dc <= r; dc++)
			for (dr = -r; dr <= r; dr++) {
				x = h;
				x.col += dc;
				x.row += dr;
				for (u = board_first_in(st, x); u >= 0;
				    u = board_next_in(st, x, u)) {
					if (gd->units[u].faction ==
					    gd->units[unit].faction ||
					    (gd->stack_extra &
					    (1u << gd->units[u].type)))
						continue;
					d = hex_distance(&gd->grid, x, h);
					if (d < best)
						best = d;
				}
			}
		if (best <= r)
			return best;
		best = 1000;
	}
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
void
unit_move_with_commanders(struct state *st, int unit, struct hex to,
    struct buf *out)
{
	int with[4], nw, k;

	nw = companions(st, unit, with, 4);
	board_set_hex(st, unit, to);
	for (k = 0; k < nw; k++) {
		board_set_hex(st, with[k], to);
		buf_printf(out, "%s goes with %s (§%s)\n",
		    st->gd->units[with[k]].id, st->gd->units[unit].id,
		    gd_sec(st->gd, SEC_COMMANDERS));
	}
}

/* The priorities of st-albans §9.8, best first. */
enum way {
	WAY_CLEAR,		/* no enemy zone of control, no friend */
	WAY_PUSH,		/* no zone, a friend to push back */
	WAY_PUSH_ZOC,		/* in a zone, a friend to push back */
	WAY_ZOC,		/* in a zone, alone: a step lost */
	WAY_NONE
};

static int retreat_chain(struct state *, int, struct roller *,
    struct buf *, int, const struct hex *, int *, char **);
static int check_after(struct state *, int, int, struct roller *,
    struct buf *, int, char **);

/* A hex a unit might retreat to, with its priority and how far it lies
 * from the nearest enemy. */
struct way_hex {
	struct hex	h;
	enum way	way;
	int		far;
};

static const char *
way_text(enum way way)
{
	switch (way) {
	case WAY_CLEAR:
		return "out of the enemy's zones of control";
	case WAY_PUSH:
		return "out of the enemy's zones, pushing a friend back";
	case WAY_PUSH_ZOC:
		return "into an enemy zone, pushing a friend back";
	default:
		return "into an enemy zone of control, alone";
	}
}
/* May a unit on two hexes (footprint.h) take its second hex one step
 * in direction d with its first?  The second hex must be free for it
 * too: it pushes no friend (herald's reading; the rules of retreat it
 * follows are for one hex). */
static int
second_may_go(struct state *st, int unit, int d)
{
	const struct gamedata *gd = st->gd;
	struct hex h2 = st->u[unit].hex2, n2;
	char *why = NULL;

	if (footprint_size(gd, unit) == 1)
		return 1;
	n2 = hex_neighbour(&gd->grid, h2, d);
	if (enter_hexside(gd, h2, d, 1) >= 0 || !grid_contains(&gd->grid, n2) ||
	    !enter_hex(gd, unit, n2, NULL))
		return 0;
	if (board_can_stand(st, unit, n2, &why) != 0) {
		free(why);
		return 0;
	}
	return 1;
}

/* The hexes a unit may retreat to, in clockwise order from its own map
 * edge; *offmap says whether a way leads off the map. */
static int
retreat_hexes(struct state *st, int unit, int depth, const struct hex *pusher,
    struct way_hex *out, int *offmap)
{
	const struct gamedata *gd = st->gd;
	const struct unit_state *us = &st->u[unit];
	struct hex n;
	int k, d, friend, nc = 0;
	char *why = NULL;

	*offmap = 0;
	for (k = 0; k < HEX_DIRS; k++) {
		d = (gd->factions[gd->units[unit].faction].edge + k) % HEX_DIRS;
		n = hex_neighbour(&gd->grid, us->hex, d);
		if (enter_hexside(gd, us->hex, d, 1) >= 0)
			continue;
		if (!grid_contains(&gd->grid, n)) {
			*offmap = 1;
			continue;
		}
		/* not back into the hex of the unit pushing it */
		if (pusher != NULL && hex_eq(n, *pusher))
			continue;
		if (!enter_hex(gd, unit, n, NULL))
			continue;	/* off the board, or not for it */
		if (!second_may_go(st, unit, d))
			continue;	/* its second hex cannot follow */
		friend = board_fighter(st, n, gd->units[unit].faction, unit);
		if (friend < 0 && board_can_stand(st, unit, n, &why) != 0) {
			free(why);	/* an enemy, or full */
			why = NULL;
			continue;
		}
		if (friend >= 0 && depth >= 6)
			continue;	/* a chain long enough */
		out[nc].h = n;
		if (gd->movement.zoc && in_enemy_zoc(st, unit, n))
			out[nc].way = friend >= 0 ? WAY_PUSH_ZOC : WAY_ZOC;
		else
			out[nc].way = friend >= 0 ? WAY_PUSH : WAY_CLEAR;
		out[nc].far = enemy_distance(st, unit, n);
		nc++;
	}
	return nc;
}

/*
 * Of the hexes of the best priority, the one the unit goes to.  The
 * rules leave it to the owner (st-albans §9.8): herald asks, offering first the
 * hex it would take itself, the one furthest from the enemy, then the
 * first clockwise from the unit's own map edge.  Under the delayed-turn
 * adaptation herald takes that hex and says why.
 */
static int
retreat_pick(struct state *st, int unit, struct way_hex *c, int nc,
    struct roller *ro, struct hex *to, struct buf *why, char **cause)
{
	const struct gamedata *gd = st->gd;
	const char *label[HEX_DIRS], *owner;
	char names[HEX_DIRS][16];
	struct way_hex tmp;
	char *q;
	int i, j, k, asked;

	/* herald's order: furthest first, clockwise among equals */
	for (i = 1; i < nc; i++)
		for (j = i; j > 0 && c[j].far > c[j - 1].far; j--) {
			tmp = c[j];
			c[j] = c[j - 1];
			c[j - 1] = tmp;
		}
	*to = c[0].h;
	buf_puts(why, way_text(c[0].way));
	if (nc == 1)
		return 0;
	for (i = 0; i < nc; i++) {
		snprintf(names[i], sizeof names[i], "%s", hex_str(c[i].h));
		label[i] = names[i];
	}
	owner = gd->factions[gd->units[unit].faction].name;
	if (combat_herald_decides(st)) {
		buf_puts(why, "; of ");
		buf_join(why, label, nc, "and");
		buf_printf(why, " herald takes the %s", c[0].far > c[1].far ?
		    "one furthest from the enemy" : "first clockwise from "
		    "its own map edge");
		return 0;
	}
	q = xprintf("%s, retreat %s (§%s) to", owner, gd->units[unit].id,
	    gd_sec(gd, SEC_RETREAT));
	k = 0;
	if (roller_choose(ro, q, label, nc, &k, &asked, cause) != 0) {
		free(q);
		return -1;
	}
	free(q);
	*to = c[k].h;
	/* the journal keeps whether a player chose: a replay says the same */
	if (asked)
		buf_printf(why, "; %s's choice", owner);
	else
		buf_printf(why, "; herald picks for %s, who was not asked: the "
		    "%s", owner, c[0].far > c[1].far ? "one furthest from the "
		    "enemy" : "first clockwise from its own map edge");
	return 0;
}

/* st-albans §9.8 (with the quick reference's reading of the last two): a hex
 * free of enemy zones of control and of friends; then one free of zones with
 * a friend, who is pushed back in turn and checks its morale; then a friend's
 * hex in a zone, and the retreating unit checks its morale too; then an empty
 * hex in a zone, at the cost of a step; with no way at all, a step is lost
 * and the unit stays. Rivers and enemies bar the way; off the map is
 * elimination. */
static int
retreat_chain(struct state *st, int unit, struct roller *ro,
    struct buf *out, int depth, const struct hex *pusher, int *checked,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	struct unit_state *us = &st->u[unit];
	struct way_hex c[HEX_DIRS];
	struct hex best = us->hex;
	struct buf reason;
	enum way best_way = WAY_NONE;
	int i, nc, nbest = 0, offmap, friend, friend_checked = 0;
	char *why = NULL;

	if (!us->on_map)
		return 0;
	nc = retreat_hexes(st, unit, depth, pusher, c, &offmap);
	for (i = 0; i < nc; i++)
		if (c[i].way < best_way)
			best_way = c[i].way;
	for (i = 0; i < nc; i++)
		if (c[i].way == best_way)
			c[nbest++] = c[i];
	if (best_way == WAY_NONE && offmap) {
		buf_printf(out, "%s can retreat only off the map (§%s)\n",
		    gd->units[unit].id, gd_sec(gd, SEC_RETREAT));
		why = xprintf("it retreated off the map (§%s)",
		    gd_sec(gd, SEC_RETREAT));
		eliminate_with_commanders(st, unit, why, out);
		free(why);
		return 0;
	}
	if (best_way == WAY_NONE) {
		buf_printf(out, "%s cannot retreat: every way is barred or held "
		    "by the enemy (§%s)\n", gd->units[unit].id,
		    gd_sec(gd, SEC_RETREAT));
		unit_lose_step(st, unit, out);
		return 0;
	}
	buf_init(&reason);
	if (retreat_pick(st, unit, c, nbest, ro, &best, &reason, cause) != 0) {
		buf_free(&reason);
		return -1;
	}
	if (checked != NULL)
		*checked = 0;
	friend = board_fighter(st, best, gd->units[unit].faction, unit);
	buf_printf(out, "%s retreats to %s (§%s: %s)\n", gd->units[unit].id,
	    hex_str(best), gd_sec(gd, SEC_RETREAT), reason.s);
	buf_free(&reason);
	if (friend >= 0) {
		/* the friend gives way first, then checks its morale */
		buf_printf(out, "%s is pushed back (§%s)\n",
		    gd->units[friend].id, gd_sec(gd, SEC_RETREAT));
		if (retreat_chain(st, friend, ro, out, depth + 1, &us->hex,
		    &friend_checked, cause) != 0)
			return -1;
		if (!us->on_map)
			return 0;
		if (st->u[friend].on_map && hex_eq(st->u[friend].hex, best)) {
			/* it could not go: the retreat stops here */
			buf_printf(out, "%s cannot make room; %s loses a step "
			    "instead (§%s)\n", gd->units[friend].id,
			    gd->units[unit].id, gd_sec(gd, SEC_RETREAT));
			unit_lose_step(st, unit, out);
			return 0;
		}
	}
	unit_move_with_commanders(st, unit, best, out);
	/* each unit of the chain checks once: a displaced friend that
	 * pushed on into a zone has already checked, at -1 */
	if (friend >= 0 && st->u[friend].on_map && !friend_checked &&
	    check_after(st, friend, 0, ro, out, depth, cause) != 0)
		return -1;
	if (best_way == WAY_PUSH_ZOC) {
		if (checked != NULL)
			*checked = 1;
		if (check_after(st, unit, 1, ro, out, depth, cause) != 0)
			return -1;
	}
	if (best_way == WAY_ZOC)
		unit_lose_step(st, unit, out);
	return 0;
}

/* A morale check forced by a retreat: its own results apply,
 * including a further retreat. */
static int
check_after(struct state *st, int unit, int penalty, struct roller *ro,
    struct buf *out, int depth, char **cause)
{
	char *why;
	int passed, rc;

	if (!st->u[unit].on_map || morale_exempt(st, unit) != NULL)
		return 0;
	why = xprintf("it retreated into an enemy zone of control (§%s)",
	    gd_sec(st->gd, SEC_RETREAT));
	rc = morale_check_penalty(st, unit, penalty, why, ro, out, &passed,
	    cause);
	free(why);
	if (rc != 0)
		return -1;
	if (passed == MORALE_LOSS || passed == MORALE_FAIL)
		unit_lose_step(st, unit, out);
	else if (passed == MORALE_RETREAT)
		return retreat_chain(st, unit, ro, out, depth + 1, NULL, NULL,
		    cause);
	return 0;
}

int
unit_retreat(struct state *st, int unit, struct roller *ro, struct buf *out,
    char **cause)
{
	return retreat_chain(st, unit, ro, out, 0, NULL, NULL, cause);
}
