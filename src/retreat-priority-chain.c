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
	struct hex x, fp[2];
	int u, d, n, best = 1000, dc, dr, r = 3;

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
		/* an enemy on two hexes by the nearer (footprint.h) */
		n = footprint_hexes(st, u, fp);
		d = footprint_hexes_distance(&gd->grid, fp, n, &h, 1);
		if (d < best)
			best = d;
	}
	return best;
}

/* The unit pushing a friend back (st-albans §9.8), and the hexes it
 * is going to: the friend goes into none of them, nor back into the
 * pusher's own (either of a pair's, footprint.h). */
struct pusher {
	int		unit;
	struct hex	to[2];
	int		nto;
};

static int retreat_chain(struct state *, int, struct roller *,
    struct buf *, int, const struct pusher *, int *, char **);
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

/* Where the second hex of a unit on two hexes goes when its first
 * goes to h: the same step (board_locate).  0, or -1 for a unit on one
 * hex. */
static int
second_of(const struct state *st, int unit, struct hex h, struct hex *h2)
{
	const struct grid *g = &st->gd->grid;
	int d;

	if (footprint_size(st->gd, unit) == 1 ||
	    (d = hex_dir_to(g, st->u[unit].hex, st->u[unit].hex2)) < 0)
		return -1;
	*h2 = hex_neighbour(g, h, d);
	return 0;
}

/* The same recorded beside the first (chosen: "to2_col", "to2_row"
 * beside "to_col", "to_row"; else "col2", "row2" beside a choice's
 * "col", "row": the records keep their names, not copies) so that the
 * line names both, as `units` does (footprint_str). */
static void
second_to(const struct state *st, int unit, struct hex h, int chosen,
    struct ruling_step *s)
{
	struct hex h2;

	if (second_of(st, unit, h, &h2) != 0)
		return;
	ruling_num(s, chosen ? "to2_col" : "col2", h2.col);
	ruling_num(s, chosen ? "to2_row" : "row2", h2.row);
}

/* A choice as the prompt names it: "0703", or both hexes of a unit on
 * two, "0703+0602", as the retreat's line and `units` name them. */
static void
way_name(const struct state *st, int unit, struct hex h, char *b, size_t n)
{
	struct hex h2;

	if (second_of(st, unit, h, &h2) == 0)
		snprintf(b, n, "%s+%s", hex_str(h), hex_str(h2));
	else
		snprintf(b, n, "%s", hex_str(h));
}

/* How far a way lies from the enemy: from the nearer of the hexes the
 * unit would stand on (both of a pair's, footprint.h). */
static int
way_far(const struct state *st, int unit, struct hex h)
{
	struct hex h2;
	int d = enemy_distance(st, unit, h), d2;

	if (second_of(st, unit, h, &h2) == 0 &&
	    (d2 = enemy_distance(st, unit, h2)) < d)
		d = d2;
	return d;
}

/* The hexes a unit may retreat to, in clockwise order from its own map
 * edge; *offmap says whether a way leads off the map. */
static int
retreat_hexes(struct state *st, int unit, int depth,
    const struct pusher *pusher, struct way_hex *out, int *offmap)
{
	const struct gamedata *gd = st->gd;
	const struct unit_state *us = &st->u[unit];
	struct hex n;
	int k, d, friend, nc = 0;

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
		/* not back into the hexes of the unit pushing it (either of
		 * a pair's, or it would push its pusher in turn), nor into
		 * one the pusher is going to */
		if (pusher != NULL && (footprint_covers(st, pusher->unit, n) ||
		    hex_eq(n, pusher->to[0]) || (pusher->nto == 2 &&
		    hex_eq(n, pusher->to[1]))))
			continue;
		if (!enter_hex_rec(gd, unit, n, NULL))
			continue;	/* off the board, or not for it */
		if (marker_bars(st, n))
			continue;	/* a marker no unit may enter */
		/* its second hex must follow, pushing no friend (herald's
		 * reading: the rules of retreat are for one hex) */
		if (footprint_size(gd, unit) == 2 && !footstep_may_follow(st,
		    unit, us->hex2, d, 1, NULL))
			continue;
		friend = board_fighter(st, n, gd->units[unit].faction, unit);
		if (friend < 0 && board_stand_rec(st, unit, n, NULL) != 0)
			continue;	/* an enemy, or full */
		if (friend >= 0 && depth >= gd->retreat.push_limit)
			continue;	/* a chain long enough */
		out[nc].h = n;
		if (gd->movement.zoc && zoc_in_enemy(st, unit, n))
			out[nc].way = friend >= 0 ? RETREAT_WAY_PUSH_ZOC :
			    RETREAT_WAY_ZOC;
		else
			out[nc].way = friend >= 0 ? RETREAT_WAY_PUSH :
			    RETREAT_WAY_CLEAR;
		out[nc].far = way_far(st, unit, n);
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
	char names[HEX_DIRS][48];
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
			second_to(st, unit, c[i].h, 0, s);
		}
		return 0;
	}
	for (i = 0; i < nc; i++) {
		way_name(st, unit, c[i].h, names[i], sizeof names[i]);
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
		narrate_eliminate_why(st, unit, ELIM_OFF_MAP,
		    retreat_section(st->gd), 1, out);
		return;
	}
	say(st, RS_RETREAT_BARRED, unit, -1, out);
	narrate_lose_step(st, unit, out);
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
    struct buf *out, int depth, const struct pusher *pusher, int *checked,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	struct unit_state *us = &st->u[unit];
	struct way_hex c[HEX_DIRS];
	struct pusher p;
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
	second_to(st, unit, best, 1, s);
	if (checked != NULL)
		*checked = 0;
	friend = board_fighter(st, best, gd->units[unit].faction, unit);
	if (!out->quiet)
		narrate_ruling(gd, &r, out);
	ruling_free(&r);
	if (friend >= 0) {
		/* the friend gives way first, then checks its morale */
		say(st, RS_PUSHED_BACK, friend, -1, out);
		p.unit = unit;
		p.to[0] = best;
		p.nto = second_of(st, unit, best, &p.to[1]) == 0 ? 2 : 1;
		if (retreat_chain(st, friend, ro, out, depth + 1, &p,
		    &friend_checked, cause) != 0)
			return -1;
		if (!us->on_map)
			return 0;
		/* a friend on two hexes may still cover it, by either */
		if (footprint_covers(st, friend, best)) {
			/* it could not go: the retreat stops here */
			say(st, RS_NO_ROOM, friend, unit, out);
			narrate_lose_step(st, unit, out);
			return 0;
		}
	}
	narrate_move_with_commanders(st, unit, best, out);
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
		narrate_lose_step(st, unit, out);
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
		narrate_lose_step(st, unit, out);
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
