/* retreat-priority-chain: retreat kind priority-chain (rules: retreat:
 * kind: priority-chain; st-albans §9.8).  A unit retreats one hex, to
 * the best of the hexes around it by a chain of priorities: free of
 * enemy zones of control and of friends; free of zones, a friend pushed
 * back in turn; in a zone, onto a friend, with a morale check; in a
 * zone, alone, at the cost of a step.  Hexsides, terrain and board
 * markers that bar movement bar the way; a retreat spends no movement
 * points, so what costs more to enter (terrain or markers) does not.
 * Parameters: section, push_limit (friends pushed back in a row),
 * zoc_penalty (to the morale of a unit that pushes into a zone). */
#include "retreat.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "delegate.h"
#include "enter.h"
#include "footprint.h"
#include "gdload.h"
#include "marker.h"
#include "morale.h"
#include "narrate.h"
#include "ruling.h"
#include "zoc.h"

int
retreat_priority_chain_load(struct loader *l, struct gamedata *gd,
    const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "kind", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ "push_limit", Y_SCALAR, 0 }, { "zoc_penalty", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	struct retreat_rules *rr = &gd->retreat;

	/* a retreat cites its section: the block's, or sections: retreat: */
	if (ymap_check(&l->d, m, fields, "priority-chain retreat rules",
	    &l->cause) != 0 ||
	    (gd->section[SEC_RETREAT] == NULL ? ld_section(l, m, "section",
	    "retreats", &rr->section) : ld_str(l, m, "section",
	    &rr->section)) != 0 ||
	    ld_int(l, m, "push_limit", 0, 99, RETREAT_PUSH_LIMIT,
	    &rr->push_limit) != 0 ||
	    ld_int(l, m, "zoc_penalty", -9, 9, RETREAT_ZOC_PENALTY,
	    &rr->zoc_penalty) != 0)
		return -1;
	return 0;
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

static int retreat_chain(struct state *, int, struct roller *,
    struct buf *, int, const struct hex *, int *, char **);
static int check_after(struct state *, int, int, struct roller *,
    struct buf *, int, char **);

/* A hex a unit might retreat to, with its priority (RETREAT_WAY_*,
 * retreat.h) and how far it lies from the nearest enemy. */
struct way_hex {
	struct hex	h;
	int		way;
	int		far;
};

/* Does a marker standing in the hex bar units from it (marker.h)? */
static int
marker_bars(const struct state *st, struct hex h)
{
	char *why = NULL;

	if (st->nmarkers == 0 || marker_move_cost(st, h, &why) >= 0)
		return 0;
	free(why);
	return 1;
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
	    !enter_hex(gd, unit, n2, NULL) || marker_bars(st, n2))
		return 0;
	if (board_can_stand(st, unit, n2, &why) != 0) {
		free(why);
		return 0;
	}
	return 1;
}

/* Where the second hex of a unit on two hexes goes when its first
 * goes to h: the same step (board_locate), recorded beside the first
 * ("to2_col", "to2_row") so that the line names both, as `units`
 * does (footprint_str). */
static void
second_to(const struct state *st, int unit, struct hex h,
    struct ruling_step *s)
{
	const struct grid *g = &st->gd->grid;
	struct hex h2;
	int d;

	if (footprint_size(st->gd, unit) == 1 ||
	    (d = hex_dir_to(g, st->u[unit].hex, st->u[unit].hex2)) < 0)
		return;
	h2 = hex_neighbour(g, h, d);
	ruling_num(s, "to2_col", h2.col);
	ruling_num(s, "to2_row", h2.row);
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
		if (marker_bars(st, n))
			continue;	/* a marker no unit may enter */
		if (!second_may_go(st, unit, d))
			continue;	/* its second hex cannot follow */
		friend = board_fighter(st, n, gd->units[unit].faction, unit);
		if (friend < 0 && board_can_stand(st, unit, n, &why) != 0) {
			free(why);	/* an enemy, or full */
			why = NULL;
			continue;
		}
		if (friend >= 0 && depth >= gd->retreat.push_limit)
			continue;	/* a chain long enough */
		out[nc].h = n;
		if (gd->movement.zoc && in_enemy_zoc(st, unit, n))
			out[nc].way = friend >= 0 ? RETREAT_WAY_PUSH_ZOC :
			    RETREAT_WAY_ZOC;
		else
			out[nc].way = friend >= 0 ? RETREAT_WAY_PUSH :
			    RETREAT_WAY_CLEAR;
		out[nc].far = enemy_distance(st, unit, n);
		nc++;
	}
	return nc;
}

/* A step of the retreat's ruling about one unit (words: the unit, then
 * the other named), narrated at once. */
static void
say(struct state *st, int concept, int unit, int other, struct buf *out)
{
	const struct gamedata *gd = st->gd;

	narrate_unit_step(gd, concept, retreat_section(gd), unit,
	    other >= 0 ? gd->units[other].id : NULL, -1, out);
}

/*
 * Of the hexes of the best priority, the one the unit goes to, and the
 * record that says why.  The rules leave it to the owner (st-albans
 * §9.8): herald asks, offering first the hex it would take itself, the
 * one furthest from the enemy, then the first clockwise from the unit's
 * own map edge.  Where herald takes the choice (delegate.h) it takes
 * that hex and says why.
 */
static int
retreat_pick(struct state *st, int unit, struct way_hex *c, int nc,
    struct roller *ro, struct hex *to, struct ruling_step *s, char **cause)
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
	ruling_num(s, "way", c[0].way);
	if (nc == 1)
		return 0;
	ruling_num(s, "furthest", c[0].far > c[1].far);
	owner = gd->factions[gd->units[unit].faction].name;
	ruling_word(s, owner);
	if (delegate_decides(st, DELEGATE_RETREAT)) {
		ruling_num(s, "pick", RETREAT_PICK_HERALD);
		for (i = 0; i < nc; i++) {
			ruling_num(s, "col", c[i].h.col);
			ruling_num(s, "row", c[i].h.row);
		}
		return 0;
	}
	for (i = 0; i < nc; i++) {
		snprintf(names[i], sizeof names[i], "%s", hex_str(c[i].h));
		label[i] = names[i];
	}
	q = xprintf("%s, retreat %s (§%s) to", owner, gd->units[unit].id,
	    retreat_section(gd));
	k = 0;
	if (roller_choose(ro, q, label, nc, &k, &asked, cause) != 0) {
		free(q);
		return -1;
	}
	free(q);
	*to = c[k].h;
	/* the journal keeps whether a player chose: a replay says the same */
	ruling_num(s, "pick", asked ? RETREAT_PICK_CHOSEN :
	    RETREAT_PICK_NOT_ASKED);
	return 0;
}

/* The way off the map only, or none: eliminated, or a step lost. */
static void
no_way(struct state *st, int unit, int offmap, struct buf *out)
{
	if (offmap) {
		say(st, RS_RETREAT_OFF_MAP, unit, -1, out);
		unit_eliminate_why(st, unit, ELIM_OFF_MAP,
		    retreat_section(st->gd), 1, out);
		return;
	}
	say(st, RS_RETREAT_BARRED, unit, -1, out);
	unit_lose_step(st, unit, out);
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
	struct ruling r;
	struct ruling_step *s;
	int best_way = RETREAT_WAY_NONE;
	int i, nc, nbest = 0, offmap, friend, friend_checked = 0;

	if (!us->on_map)
		return 0;
	nc = retreat_hexes(st, unit, depth, pusher, c, &offmap);
	for (i = 0; i < nc; i++)
		if (c[i].way < best_way)
			best_way = c[i].way;
	for (i = 0; i < nc; i++)
		if (c[i].way == best_way)
			c[nbest++] = c[i];
	if (best_way == RETREAT_WAY_NONE) {
		no_way(st, unit, offmap, out);
		return 0;
	}
	ruling_init(&r);
	s = ruling_add(&r, RS_RETREAT, gd->id, retreat_section(gd));
	ruling_word(s, gd->units[unit].id);
	if (retreat_pick(st, unit, c, nbest, ro, &best, s, cause) != 0) {
		ruling_free(&r);
		return -1;
	}
	ruling_num(s, "to_col", best.col);
	ruling_num(s, "to_row", best.row);
	second_to(st, unit, best, s);
	if (checked != NULL)
		*checked = 0;
	friend = board_fighter(st, best, gd->units[unit].faction, unit);
	if (!out->quiet)
		narrate_ruling(gd, &r, out);
	ruling_free(&r);
	if (friend >= 0) {
		/* the friend gives way first, then checks its morale */
		say(st, RS_PUSHED_BACK, friend, -1, out);
		if (retreat_chain(st, friend, ro, out, depth + 1, &us->hex,
		    &friend_checked, cause) != 0)
			return -1;
		if (!us->on_map)
			return 0;
		if (st->u[friend].on_map && hex_eq(st->u[friend].hex, best)) {
			/* it could not go: the retreat stops here */
			say(st, RS_NO_ROOM, friend, unit, out);
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
	if (best_way == RETREAT_WAY_PUSH_ZOC) {
		if (checked != NULL)
			*checked = 1;
		if (check_after(st, unit, gd->retreat.zoc_penalty, ro, out,
		    depth, cause) != 0)
			return -1;
	}
	if (best_way == RETREAT_WAY_ZOC)
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
	    retreat_section(st->gd));
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
retreat_priority_chain(struct state *st, int unit, struct roller *ro,
    struct buf *out, char **cause)
{
	return retreat_chain(st, unit, ro, out, 0, NULL, NULL, cause);
}
