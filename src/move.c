/* move: entering hexes, facing and charges.  What a move does is a
 * ruling's records (ruling.h: RS_MOVE_HEX .. RS_FACE), rendered by
 * narrate-move.c as the move goes, between the lines of the morale tests
 * and charges it calls on. */
#include "move.h"

#include "charge.h"
#include "enter.h"
#include "footprint.h"
#include "gamewords.h"
#include "marker.h"
#include "morale.h"
#include "narrate.h"
#include "ruling.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Movement allowance in half points (terrain costs may be halves). */
static int
mf_of(const struct state *st, int unit)
{
	const struct gamedata *gd = st->gd;

	return 2 * (gd->movement.stat >= 0 ?
	    gd->units[unit].stat[gd->movement.stat] : 1);
}

/* What the game calls movement points: its stat's id, "MF" or "MP". */
static const char *
mp_name(const struct gamedata *gd)
{
	static char name[16];
	size_t i;

	if (gd->movement.stat < 0)
		return gd_word(gd, W_MOVE_POINTS);
	snprintf(name, sizeof name, "%s", gd->stats[gd->movement.stat].id);
	for (i = 0; name[i] != '\0'; i++)
		if (name[i] >= 'a' && name[i] <= 'z')
			name[i] -= 'a' - 'A';
	return name;
}

/* "3", "2.5" */
static const char *
points(int halves)
{
	static char ring[4][16];
	static int next;
	char *s = ring[next++ % 4];

	if (halves % 2)
		snprintf(s, 16, "%d.5", halves / 2);
	else
		snprintf(s, 16, "%d", halves / 2);
	return s;
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
		*cause = xprintf("the %s between %s and %s cannot be crossed "
		    "(§%s)", gd->hexsides[barred].name, hex_str(at),
		    hex_str(hex_neighbour(&gd->grid, at, d)),
		    sec(gd->hexsides[barred].section));
		return -1;
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
 * the game's `effects:`): add to the cost, or bar the way. */
static int
step_cost(const struct state *st, int unit, struct hex at, int d,
    const struct terrain *t, int road, char **cause)
{
	int cost = terrain_step_cost(st, unit, at, d, t, road, cause), more;

	if (cost < 0 || st->nmarkers == 0)
		return cost;
	more = marker_move_cost(st, hex_neighbour(&st->gd->grid, at, d),
	    cause);
	return more < 0 ? -1 : cost + more;
}

/* Does the hex hold enemy commanders and nothing else? */
static int
lone_commanders(const struct state *st, struct hex h, int faction)
{
	const struct gamedata *gd = st->gd;
	int all[8], n, k;

	if (gd->commanders.types == 0)
		return 0;
	n = board_units_at(st, h, all, 8);
	for (k = 0; k < n && k < 8; k++)
		if (gd->units[all[k]].faction == faction ||
		    !(gd->commanders.types &
		    (1u << gd->units[all[k]].type)))
			return 0;
	return n > 0;
}

/* May the unit pass through (or, at the end, stop in) this hex?  Units
 * that may pass over anything (the Regicide), units passing friends
 * (when the rules allow it), and the stacking limit for where it ends. */
static int
passing(const struct state *st, int unit, struct hex h, int last,
    const char *step, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct movement_rules *mv = &gd->movement;
	const struct unit_def *ud = &gd->units[unit];
	int all[8], n, k, o, pass = (mv->pass_through >> ud->type) & 1;
	char *why = NULL;

	n = board_units_at(st, h, all, 8);
	if (last) {
		if (pass && n > 0 && !(n == 1 && all[0] == unit)) {
			*cause = xprintf("%s: %s is occupied by %s; it may pass "
			    "over units but not end its move on one (§%s)",
			    step, hex_str(h), gd->units[all[0] == unit ?
			    all[1] : all[0]].id, sec(mv->pass_section));
			return -1;
		}
		if (board_can_stand(st, unit, h, &why) != 0) {
			*cause = xprintf("%s: %s", step, why);
			free(why);
			return -1;
		}
		return 0;
	}
	for (k = 0; k < n && k < 8; k++) {
		o = all[k];
		if (o == unit || pass)
			continue;
		if (mv->pass_friendly && gd->units[o].faction == ud->faction)
			continue;
		/* an enemy commander alone is ridden over, and lost (st-albans §6) */
		if (lone_commanders(st, h, ud->faction))
			continue;
		*cause = xprintf("%s: %s is occupied by %s; %s (§%s)", step,
		    hex_str(h), gd->units[o].id, mv->pass_friendly ?
		    "a unit may pass only through friendly units" :
		    "a unit may not enter an occupied hex, even in passing",
		    sec(gd->stacking_section));
		return -1;
	}
	return 0;
}

static int
escape_allowed(const struct state *st)
{
	int o = st->gd->movement.zoc_escape_option;

	return o >= 0 && (st->options & (1u << o));
}

/* A step lost where the unit stands (it has not moved yet this step). */
static void
lose_step_here(struct state *st, int unit, struct hex at, struct ruling *rl)
{
	board_set_hex(st, unit, at);
	unit_lose_step_rec(st, unit, rl);
}

void
move_show(const struct gamedata *gd, const struct ruling *rl, int *shown,
    struct buf *out)
{
	if (*shown < rl->n)
		narrate_ruling_from(gd, rl, *shown, out);
	*shown = rl->n;
}

/* May this unit move (or turn) of its own volition now? */
static int
may_move(const struct state *st, int unit, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct unit_state *us = &st->u[unit];
	const char *id = gd->units[unit].id;

	if (!us->on_map) {
		*cause = xprintf("%s is not on the map", id);
		return -1;
	}
	if (us->routed && !gd->movement.routed_may_move) {
		*cause = xprintf("%s is routed and cannot move of its own "
		    "volition (§%s)", id, sec(gd->movement.routed_section));
		return -1;
	}
	if (us->faced) {
		*cause = xprintf("%s changed facing this phase, which was its "
		    "whole move (§%s)", id, sec(gd->movement.face_section));
		return -1;
	}
	return 0;
}

int
move_along(struct state *st, int unit, const struct hex *path, int n,
    struct buf *out, char **cause)
{
	return move_along_dice(st, unit, path, n, NULL, out, cause);
}

int
move_along_dice(struct state *st, int unit, const struct hex *path, int n,
    struct roller *ro, struct buf *out, char **cause)
{
	struct ruling rl;
	int rc;

	ruling_init(&rl);
	rc = move_along_rec(st, unit, path, n, ro, &rl, out, cause);
	ruling_free(&rl);
	return rc;
}

int
move_along_rec(struct state *st, int unit, const struct hex *path, int n,
    struct roller *ro, struct ruling *rl, struct buf *out, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct movement_rules *mv = &gd->movement;
	const struct unit_def *ud = &gd->units[unit];
	struct unit_state *us = &st->u[unit];
	const struct unit_type *ut = &gd->types[ud->type];
	const struct hexinfo *hi;
	const struct terrain *t;
	struct hex at = us->hex;
	int i, d, rel, cost, spent = us->mf_spent, mf = mf_of(st, unit);
	int dir = us->move_dir, stop = 0, shown = rl->n;
	int open = us->moved > 0 ? us->open_ground : 1, road;
	struct ruling_step *s;

	if (may_move(st, unit, cause) != 0)
		return -1;
	/* st-albans §7: the road bonus only for a unit that starts on a road (read
	 * once the unit is known to be on the map: off it there is no hex) */
	road = mv->road_bonus && (us->moved > 0 ? us->road_start :
	    gd_hex(gd, us->hex)->road_dirs != 0);
	if (n < 1) {
		*cause = xprintf("expected at least one hex to move into");
		return -1;
	}
	if (us->move_done) {
		*cause = xprintf("%s has finished its move: each unit "
		    "finishes before another moves (§%s)", ud->id,
		    sec(mv->section));
		return -1;
	}
	if (footprint_size(gd, unit) == 2)	/* on two hexes: move-footprint.c */
		return footmove_along_rec(st, unit, path, NULL, n, rl, out,
		    cause);
	if (mv->zoc && us->moved > 0 && in_enemy_zoc(st, unit, us->hex)) {
		*cause = xprintf("%s stopped in an enemy zone of control "
		    "(§%s)", ud->id, sec(mv->zoc_section));
		return -1;
	}

	for (i = 0; i < n; i++) {
		char step[64];

		snprintf(step, sizeof step, "step %d (%s to %s)", i + 1,
		    hex_str(at), hex_str(path[i]));
		if (hex_eq(at, path[i])) {
			*cause = xprintf("%s: %s is already in %s", step,
			    ud->id, hex_str(at));
			return -1;
		}
		if ((d = hex_dir_to(&gd->grid, at, path[i])) < 0) {
			*cause = xprintf("%s: %s is not next to %s; a unit "
			    "moves one hex at a time (§%s)", step,
			    hex_str(path[i]), hex_str(at), sec(mv->section));
			return -1;
		}
		if ((hi = gd_hex(gd, path[i])) == NULL) {
			*cause = xprintf("%s: %s is not on the map", step,
			    hex_str(path[i]));
			return -1;
		}
		rel = dir_relative(us->facing, d);
		if (us->facing >= 0 && gd->facing_kind == FACING_VERTEX &&
		    !(facing_front_dirs(gd, unit, us->facing) & (1u << d))) {
			*cause = xprintf("%s: %s is not one of the two hexes "
			    "in front of %s (facing %s); a unit moves only "
			    "into its front hexes (§%s)", step,
			    hex_str(path[i]), ud->id, facing_name(gd,
			    us->facing), sec(gd->footprint.section));
			return -1;
		}
		if (us->facing >= 0 && gd->facing_kind != FACING_VERTEX &&
		    !(ut->move_front & ARC_BIT(rel))) {
			*cause = xprintf("%s: %s lies beyond %s's %s hexside, "
			    "not one of its front hexsides; a unit moves "
			    "only into the hexes in front of it, without "
			    "turning (§%s, §%s)", step, hex_str(path[i]),
			    ud->id, dir_name(&gd->grid, d), sec(mv->section),
			    gd_sec(gd, SEC_FRONT));
			return -1;
		}
		t = &gd->terrain[hi->terrain];
		if (!enter_hex(gd, unit, path[i], cause)) {
			char *why = *cause;

			*cause = xprintf("%s: %s", step, why);
			free(why);
			return -1;
		}
		if ((cost = step_cost(st, unit, at, d, t, road, cause)) < 0) {
			char *why = *cause;

			*cause = xprintf("%s: %s", step, why);
			free(why);
			return -1;
		}
		/* st-albans §7: a unit may always move one hex into terrain it may
		 * enter, whatever it costs. */
		if (spent + cost > mf && !(mv->minimum_move && us->moved == 0 &&
		    i == 0 && spent == 0)) {
			*cause = xprintf("%s: entering %s costs %s %s but %s "
			    "has %s of %s left (§%s)", step, hex_str(path[i]),
			    points(cost), mp_name(gd), ud->id,
			    points(mf - spent), points(mf), sec(mv->section));
			return -1;
		}
		/* the hex itself first: an enemy in it, or too many friends */
		if (passing(st, unit, path[i], i == n - 1, step, cause) != 0)
			return -1;
		/* st-albans §8: no straight from one enemy zone of control into
		 * another, and entering one ends the move. */
		if (mv->zoc && in_enemy_zoc(st, unit, path[i])) {
			if (i < n - 1) {
				*cause = xprintf("%s: %s is in an enemy zone of "
				    "control, where a unit must stop (§%s)",
				    step, hex_str(path[i]),
				    sec(mv->zoc_section));
				return -1;
			}
			if (in_enemy_zoc(st, unit, at) && escape_allowed(st) &&
			    ro != NULL && (gd->commanders.types &
			    (1u << ud->type))) {
				/* commanders never test their morale */
				s = ruling_add(rl, RS_MOVE_ZOC_COMMANDER, gd->id,
				    gd_sec(gd, SEC_COMMANDERS));
				ruling_word(s, ud->id);
				move_show(gd, rl, &shown, out);
			} else if (in_enemy_zoc(st, unit, at) &&
			    escape_allowed(st) && ro != NULL) {
				/* optional 10.1: a morale test decides, once
				 * the rest of the order is known to be good */
				int passed;

				move_show(gd, rl, &shown, out);
				if (morale_check(st, unit, ro, out, &passed,
				    cause) != 0)
					return -1;
				s = ruling_add(rl, RS_MOVE_ZOC_ESCAPE, gd->id,
				    mv->zoc_escape_section);
				s->result = passed;
				ruling_word(s, ud->id);
				ruling_word(s, hex_str(passed == MORALE_PASS ?
				    path[i] : at));
				if (passed == MORALE_LOSS)
					lose_step_here(st, unit, at, rl);
				move_show(gd, rl, &shown, out);
				if (passed != MORALE_PASS) {
					stop = 1;
					n = i;
					break;
				}
			} else if (in_enemy_zoc(st, unit, at)) {
				*cause = xprintf("%s: %s goes straight from one "
				    "enemy zone of control into another (§%s)",
				    step, ud->id, sec(mv->zoc_section));
				return -1;
			}
			stop = 1;
		}
		spent += cost;
		s = ruling_add(rl, RS_MOVE_HEX, gd->id, mv->section);
		ruling_word(s, hex_str(path[i]));
		ruling_word(s, t->name);
		ruling_num(s, "step", i + 1);
		ruling_num(s, "cost", cost);
		ruling_num(s, "spent", spent);
		ruling_num(s, "road", road && (gd_hex(gd, at)->road_dirs &
		    (1u << d)) != 0);
		if (!charge_open_step(st, at, d, hi))
			open = 0;
		dir = dir == MOVE_NONE ? d : (dir == d ? d : MOVE_BENT);
		at = path[i];
	}
	/* the commanders it rode over are lost */
	for (i = 0; i + 1 < n; i++)
		if (lone_commanders(st, path[i], ud->faction)) {
			int all[8], m = board_units_at(st, path[i], all, 8), k;

			for (k = 0; k < m && k < 8; k++)
				unit_eliminate_rec(st, all[k], ELIM_RIDDEN_OVER,
				    gd_sec(gd, SEC_COMMANDERS), NULL, rl);
		}
	if (us->moved == 0)
		us->road_start = road;
	us->open_ground = open;
	board_set_hex(st, unit, at);
	us->mf_spent = stop ? mf : spent > mf ? mf : spent;
	us->moved += n;
	us->move_dir = dir;
	/* st-albans §7: each unit finishes its move before another moves */
	if (mv->one_at_a_time)
		for (i = 0; i < st->nunits; i++)
			if (i != unit && st->u[i].moved > 0)
				st->u[i].move_done = 1;
	s = ruling_add(rl, RS_MOVE, gd->id, mv->section);
	ruling_word(s, ud->id);
	ruling_word(s, hex_str(at));
	ruling_word(s, mp_name(gd));
	ruling_num(s, "hexes", n);
	ruling_num(s, "spent", us->mf_spent);
	ruling_num(s, "mf", mf);
	ruling_num(s, "stop", n > 0 && stop);
	move_show(gd, rl, &shown, out);
	/* a charge the game judges as the move ends (charge.c) */
	charge_after_move(st, unit, out);
	return 0;
}

/* The facing change made: its price c in half points, or -1 for none
 * (the whole move where the game says so). */
static void
face_show(const struct state *st, int unit, const char *facing, int c,
    const char *section, struct buf *out)
{
	const struct gamedata *gd = st->gd;
	struct ruling rl;
	struct ruling_step *s;
	int shown = 0;

	ruling_init(&rl);
	s = ruling_add(&rl, RS_FACE, gd->id, section);
	ruling_word(s, gd->units[unit].id);
	ruling_word(s, facing);
	ruling_word(s, mp_name(gd));
	ruling_num(s, "cost", c);
	ruling_num(s, "spent", st->u[unit].mf_spent);
	ruling_num(s, "mf", mf_of(st, unit));
	ruling_num(s, "whole", c < 0 && gd->movement.face_costs_all);
	move_show(gd, &rl, &shown, out);
	ruling_free(&rl);
}

int
move_face(struct state *st, int unit, int dir, struct buf *out,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct movement_rules *mv = &gd->movement;
	struct unit_state *us = &st->u[unit];
	const char *id = gd->units[unit].id;

	if (gd->no_facing) {
		*cause = xprintf("units have no facing in %s", gd->title);
		return -1;
	}
	if (footprint_size(gd, unit) == 2)	/* on two hexes: move-footprint.c */
		return footmove_face(st, unit, dir, out, cause);
	if (may_move(st, unit, cause) != 0)
		return -1;
	if (us->routed) {
		*cause = xprintf("%s is routed and has no facing (§%s)", id,
		    gd_sec(st->gd, SEC_ROUTED));
		return -1;
	}
	if (mv->face_costs_all && us->moved > 0) {
		*cause = xprintf("%s has moved this phase; changing facing "
		    "takes the whole movement allowance, before or after "
		    "moving (§%s)", id, sec(mv->face_section));
		return -1;
	}
	if (us->facing == dir) {
		*cause = xprintf("%s already faces %s", id,
		    facing_name(gd, dir));
		return -1;
	}
	if (gd->footprint.turn_cost2 >= 0) {
		/* a price in points (spi-agincourt §5.21) */
		int c = gd->footprint.turn_cost2, mf = mf_of(st, unit);

		if (us->mf_spent + c > mf) {
			*cause = xprintf("turning costs %s %s but %s has %s of "
			    "%s left (§%s)", points(c), mp_name(gd), id,
			    points(mf - us->mf_spent), points(mf),
			    sec(gd->footprint.section));
			return -1;
		}
		us->mf_spent += c;
		us->facing = dir;
		face_show(st, unit, facing_name(gd, dir), c,
		    gd->footprint.section, out);
		return 0;
	}
	us->facing = dir;
	if (mv->face_costs_all) {
		us->faced = 1;
		us->mf_spent = mf_of(st, unit);
	}
	face_show(st, unit, dir_name(&gd->grid, dir), -1, mv->face_section,
	    out);
	return 0;
}

void
move_describe(const struct state *st, int unit, struct buf *b)
{
	const struct unit_state *us = &st->u[unit];
	int mf = mf_of(st, unit);

	if (us->moved == 0 && us->mf_spent == 0)
		buf_printf(b, "not moved (%s %s)", points(mf),
		    mp_name(st->gd));
	else if (us->moved == 0)
		buf_printf(b, "stayed where it was, %s of %s %s spent",
		    points(us->mf_spent), points(mf), mp_name(st->gd));
	else
		buf_printf(b, "moved %d %s, %s of %s %s spent%s", us->moved,
		    gd_word(st->gd, us->moved == 1 ? W_HEX : W_HEXES),
		    points(us->mf_spent),
		    points(mf), mp_name(st->gd), us->move_done ? ", finished" :
		    "");
}

int
move_allowance2(const struct state *st, int unit)
{
	return mf_of(st, unit);
}

const char *
move_points(int halves)
{
	return points(halves);
}

const char *
move_mp_name(const struct gamedata *gd)
{
	return mp_name(gd);
}

int
move_step_cost(const struct state *st, int unit, struct hex at, int d,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct hexinfo *hi = gd_hex(gd, hex_neighbour(&gd->grid, at, d));

	if (hi == NULL || gd_hex(gd, at) == NULL) {
		*cause = xprintf("%s is not on the map",
		    hex_str(hex_neighbour(&gd->grid, at, d)));
		return -1;
	}
	return step_cost(st, unit, at, d, &gd->terrain[hi->terrain], 0,
	    cause);
}

int
move_may(const struct state *st, int unit, char **cause)
{
	return may_move(st, unit, cause);
}
