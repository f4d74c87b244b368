/* move: entering hexes, facing and charges. */
#include "move.h"

#include <stdio.h>
#include <string.h>

static const char *
sec(const char *s)
{
	return s != NULL ? s : "?";
}

/* Movement allowance in half points (terrain costs may be halves). */
static int
mf_of(const struct state *st, int unit)
{
	const struct gamedata *gd = st->gd;

	return 2 * (gd->movement.stat >= 0 ?
	    gd->units[unit].stat[gd->movement.stat] : 1);
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

int
move_adjacent_enemy(const struct state *st, int unit)
{
	const struct gamedata *gd = st->gd;
	struct hex n;
	int d, o;

	for (d = 0; d < HEX_DIRS; d++) {
		n = hex_neighbour(&gd->grid, st->u[unit].hex, d);
		if ((o = board_unit_at(st, n)) >= 0 &&
		    gd->units[o].faction != gd->units[unit].faction)
			return 1;
	}
	return 0;
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
	const struct gamedata *gd = st->gd;
	const struct movement_rules *mv = &gd->movement;
	const struct unit_def *ud = &gd->units[unit];
	struct unit_state *us = &st->u[unit];
	const struct unit_type *ut = &gd->types[ud->type];
	const struct hexinfo *hi;
	const struct terrain *t;
	struct hex at = us->hex;
	int i, d, rel, o, cost, spent = us->mf_spent, mf = mf_of(st, unit);
	int dir = us->move_dir, pass = (mv->pass_through >> ud->type) & 1;

	if (may_move(st, unit, cause) != 0)
		return -1;
	if (n < 1) {
		*cause = xprintf("expected at least one hex to move into");
		return -1;
	}
	for (i = 0; i < n; i++) {
		char step[64];

		snprintf(step, sizeof step, "step %d (%s to %s)", i + 1,
		    hex_str(at), hex_str(path[i]));
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
		if (us->facing >= 0 && !(ut->move_front & ARC_BIT(rel))) {
			*cause = xprintf("%s: %s lies beyond %s's %s hexside, "
			    "not one of its front hexsides; a unit moves "
			    "only into the hexes in front of it, without "
			    "turning (§%s, §5.1)", step, hex_str(path[i]),
			    ud->id, dir_name(&gd->grid, d), sec(mv->section));
			return -1;
		}
		t = &gd->terrain[hi->terrain];
		if (t->enter != 0 && !(t->enter & (1u << ud->type))) {
			*cause = xprintf("%s: %s is %s, which %s cannot enter "
			    "(§%s)", step, hex_str(path[i]), t->name, ut->name,
			    sec(t->enter_section ? t->enter_section :
			    t->section));
			return -1;
		}
		cost = t->cost2 > 0 ? t->cost2 : 2;
		if (spent + cost > mf) {
			*cause = xprintf("%s: entering %s costs %s MF but %s "
			    "has %s of %s left (§%s)", step, hex_str(path[i]),
			    points(cost), ud->id, points(mf - spent),
			    points(mf), sec(mv->section));
			return -1;
		}
		o = board_unit_at(st, path[i]);
		if (o >= 0 && o != unit && (!pass || i == n - 1)) {
			*cause = xprintf("%s: %s is occupied by %s; %s (§%s)",
			    step, hex_str(path[i]), gd->units[o].id,
			    pass ? "it may pass over units but not end its "
			    "move on one" : "a unit may not enter an occupied "
			    "hex, even in passing", sec(pass ?
			    mv->pass_section : gd->stacking_section));
			return -1;
		}
		spent += cost;
		dir = dir == MOVE_NONE ? d : (dir == d ? d : MOVE_BENT);
		at = path[i];
	}
	us->hex = at;
	us->mf_spent = spent;
	us->moved += n;
	us->move_dir = dir;
	buf_printf(out, "%s moves to %s (%s of %s MF spent, §%s)\n", ud->id,
	    hex_str(at), points(spent), points(mf), sec(mv->section));
	/* §7.4: exactly N hexes in a straight line, ending next to an
	 * enemy. */
	if (us->charged)
		buf_printf(out, "%s no longer charges: it has gone beyond %d "
		    "hexes (§%s)\n", ud->id, mv->charge_hexes,
		    sec(mv->charge_section));
	us->charged = 0;
	if ((mv->charge_types & (1u << ud->type)) && mv->charge_hexes > 0) {
		if (us->moved == mv->charge_hexes && us->move_dir >= 0 &&
		    move_adjacent_enemy(st, unit)) {
			us->charged = 1;
			buf_printf(out, "%s charges: %d hexes in a straight "
			    "line, ending next to the enemy (§%s)\n", ud->id,
			    mv->charge_hexes, sec(mv->charge_section));
		} else if (us->moved == mv->charge_hexes &&
		    move_adjacent_enemy(st, unit))
			buf_printf(out, "no charge: the %d hexes were not in "
			    "a straight line (§%s)\n", mv->charge_hexes,
			    sec(mv->charge_section));
	}
	return 0;
}

int
move_face(struct state *st, int unit, int dir, struct buf *out,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct movement_rules *mv = &gd->movement;
	struct unit_state *us = &st->u[unit];
	const char *id = gd->units[unit].id;

	if (may_move(st, unit, cause) != 0)
		return -1;
	if (us->routed) {
		*cause = xprintf("%s is routed and has no facing (§4)", id);
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
		    dir_name(&gd->grid, dir));
		return -1;
	}
	us->facing = dir;
	if (mv->face_costs_all) {
		us->faced = 1;
		us->mf_spent = mf_of(st, unit);
	}
	buf_printf(out, "%s turns to face %s%s%s%s\n", id,
	    dir_name(&gd->grid, dir), mv->face_costs_all ?
	    ": its whole move this phase (§" : "", mv->face_costs_all ?
	    sec(mv->face_section) : "", mv->face_costs_all ? ")" : "");
	return 0;
}
