/* move: entering hexes, facing and charges.  What a move does is a
 * ruling's records (ruling.h: RS_MOVE_HEX .. RS_FACE), rendered by
 * narrate-move.c as the move goes, between the lines of the morale tests
 * and charges it calls on. */
#include "move.h"

#include "allowance.h"
#include "apart.h"
#include "capture.h"
#include "charge.h"
#include "elevation.h"
#include "enter.h"
#include "footprint.h"
#include "gamewords.h"
#include "lineform.h"
#include "linemove.h"
#include "marker.h"
#include "morale.h"
#include "narrate.h"
#include "ruling.h"
#include "stepcost.h"
#include "stood.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A refusal of the move as a record (ruling.h RS_REFUSE_*), in no:
 * narrate_refusal renders it as the cause. */
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

/* "step 2 (1214 to 1215): " before what is refused at a step */
static void
at_step(struct ruling_step *s, int i, struct hex from, struct hex to)
{
	ruling_num(s, "step", i + 1);
	hex_nums(s, "from_col", "from_row", from);
	hex_nums(s, "to_col", "to_row", to);
}

/* A refusal another module put in no (enter_hex_rec, board_stand_rec:
 * the hex it is about is the step's "to"), refused at a step of the
 * path. */
static int
refuse_rec_at_step(const struct gamedata *gd, struct ruling *no, int i,
    struct hex from, char **cause)
{
	struct ruling_step *s = &no->step[0];

	ruling_num(s, "step", i + 1);
	hex_nums(s, "from_col", "from_row", from);
	return refuse(gd, no, cause);
}

/* A reason given in words by another module (a marker, a hexside's
 * cost), refused at a step of the path; why is freed. */
static int
refuse_at_step(const struct gamedata *gd, int i, struct hex from,
    struct hex to, char *why, char **cause)
{
	struct ruling no;
	struct ruling_step *s = refusal(gd, &no, RS_REFUSE_STEP, NULL);

	at_step(s, i, from, to);
	ruling_word(s, why);
	free(why);
	return refuse(gd, &no, cause);
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
    int i, struct hex from, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct movement_rules *mv = &gd->movement;
	const struct unit_def *ud = &gd->units[unit];
	int all[8], n, k, o, pass = (mv->pass_through >> ud->type) & 1;
	struct ruling no;
	struct ruling_step *s;

	n = board_units_at(st, h, all, 8);
	if (last) {
		if (pass && n > 0 && !(n == 1 && all[0] == unit)) {
			s = refusal(gd, &no, RS_REFUSE_PASS_NOT_END,
			    mv->pass_section);
			at_step(s, i, from, h);
			ruling_word(s, gd->units[all[0] == unit ? all[1] :
			    all[0]].id);
			return refuse(gd, &no, cause);
		}
		ruling_init(&no);
		if (board_move_stand_rec(st, unit, h, &no) != 0)
			return refuse_rec_at_step(gd, &no, i, from, cause);
		ruling_free(&no);
		return 0;
	}
	/* lone leaders taken in passing, extras passing friends, never
	 * into an enemy (board-stack.c; spi-agincourt 12.23, 5.14, 6.16) */
	ruling_init(&no);
	if ((k = board_pass_rec(st, unit, h, &no)) != 0)
		return k > 0 ? (ruling_free(&no), 0) :
		    refuse_rec_at_step(gd, &no, i, from, cause);
	ruling_free(&no);
	for (k = 0; k < n && k < 8; k++) {
		o = all[k];
		if (o == unit || pass)
			continue;
		if (mv->pass_friendly && gd->units[o].faction == ud->faction)
			continue;
		/* an enemy commander alone is ridden over, and lost (st-albans §6) */
		if (lone_commanders(st, h, ud->faction))
			continue;
		s = refusal(gd, &no, RS_REFUSE_OCCUPIED, gd->stacking_section);
		at_step(s, i, from, h);
		ruling_num(s, "friendly", mv->pass_friendly);
		ruling_word(s, gd->units[o].id);
		return refuse(gd, &no, cause);
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
	board_lose_step_rec(st, unit, rl);
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
	struct ruling no;

	if (!us->on_map)
		ruling_word(refusal(gd, &no, RS_REFUSE_UNIT_OFF_MAP, NULL),
		    gd->units[unit].id);
	else if (us->routed && !gd->movement.routed_may_move)
		ruling_word(refusal(gd, &no, RS_REFUSE_ROUTED,
		    gd->movement.routed_section), gd->units[unit].id);
	else if (us->faced)
		ruling_word(refusal(gd, &no, RS_REFUSE_FACED,
		    gd->movement.face_section), gd->units[unit].id);
	else
		return 0;
	return refuse(gd, &no, cause);
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
	int i, d, rel, cost, spent = us->mf_spent, mf = allowance_of(st, unit);
	int dir = us->move_dir, stop = 0, shown = rl->n, price;
	int open = us->moved > 0 ? us->open_ground : 1, road;
	struct ruling_step *s;
	struct ruling no;

	if (may_move(st, unit, cause) != 0)
		return -1;
	/* st-albans §7: the road bonus only for a unit that starts on a road (read
	 * once the unit is known to be on the map: off it there is no hex) */
	road = mv->road_bonus && (us->moved > 0 ? us->road_start :
	    gd_hex(gd, us->hex)->road_dirs != 0);
	if (n < 1) {
		refusal(gd, &no, RS_REFUSE_NO_PATH, NULL);
		return refuse(gd, &no, cause);
	}
	if (us->move_done) {
		ruling_word(refusal(gd, &no, RS_REFUSE_FINISHED, mv->section),
		    ud->id);
		return refuse(gd, &no, cause);
	}
	if (footprint_size(gd, unit) == 2)	/* on two hexes: move-footprint.c */
		return move_foot_along_rec(st, unit, path, NULL, n, rl, out,
		    cause);
	if (mv->zoc && us->moved > 0 && zoc_in_enemy(st, unit, us->hex)) {
		ruling_word(refusal(gd, &no, RS_REFUSE_STOPPED_ZOC,
		    mv->zoc_section), ud->id);
		return refuse(gd, &no, cause);
	}

	for (i = 0; i < n; i++) {
		if (hex_eq(at, path[i])) {
			s = refusal(gd, &no, RS_REFUSE_ALREADY_IN, NULL);
			at_step(s, i, at, path[i]);
			ruling_word(s, ud->id);
			return refuse(gd, &no, cause);
		}
		if ((d = hex_dir_to(&gd->grid, at, path[i])) < 0) {
			s = refusal(gd, &no, RS_REFUSE_NOT_NEXT, mv->section);
			at_step(s, i, at, path[i]);
			return refuse(gd, &no, cause);
		}
		if ((hi = gd_hex(gd, path[i])) == NULL) {
			s = refusal(gd, &no, RS_REFUSE_HEX_OFF_MAP, NULL);
			at_step(s, i, at, path[i]);
			return refuse(gd, &no, cause);
		}
		rel = hex_dir_relative(us->facing, d);
		if (us->facing >= 0 && gd->facing_kind == FACING_VERTEX &&
		    !(footprint_facing_front_dirs(gd, unit, us->facing) & (1u << d))) {
			s = refusal(gd, &no, RS_REFUSE_NOT_FRONT_HEX,
			    gd->footprint.section);
			at_step(s, i, at, path[i]);
			ruling_num(s, "facing", us->facing);
			ruling_word(s, ud->id);
			return refuse(gd, &no, cause);
		}
		if (us->facing >= 0 && gd->facing_kind != FACING_VERTEX &&
		    !(ut->move_front & ARC_BIT(rel))) {
			/* two sections: the movement's and the front's */
			s = refusal(gd, &no, RS_REFUSE_NOT_FRONT, mv->section);
			at_step(s, i, at, path[i]);
			ruling_num(s, "dir", d);
			ruling_word(s, ud->id);
			ruling_word(s, gd_sec(gd, SEC_FRONT));
			return refuse(gd, &no, cause);
		}
		t = &gd->terrain[hi->terrain];
		ruling_init(&no);
		if (!enter_hex_rec(gd, unit, path[i], &no))
			return refuse_rec_at_step(gd, &no, i, at, cause);
		ruling_free(&no);
		/* spi 7.26: a charge never goes downhill (charge.h) */
		if (!charge_step_downhill_ok(st, unit, i, at, d, &no))
			return refuse(gd, &no, cause);
		if ((cost = step_cost(st, unit, at, d, t, road, cause)) < 0)
			return refuse_at_step(gd, i, at, path[i], *cause, cause);
		/* a step dearer than the whole allowance waits (elevation.h,
		 * rules: movement: steep:) */
		price = cost;
		if ((cost = elev_steep(st, unit, i, at, path[i], price, mf,
		    spent, &no)) < 0)
			return refuse(gd, &no, cause);
		/* st-albans §7: a unit may always move one hex into terrain it may
		 * enter, whatever it costs. */
		if (spent + cost > mf && !(mv->minimum_move && us->moved == 0 &&
		    i == 0 && spent == 0)) {
			s = refusal(gd, &no, RS_REFUSE_POINTS, mv->section);
			at_step(s, i, at, path[i]);
			ruling_num(s, "cost", cost);
			ruling_num(s, "left", mf - spent);
			ruling_num(s, "mf", mf);
			ruling_word(s, ud->id);
			ruling_word(s, allowance_name(gd));
			return refuse(gd, &no, cause);
		}
		/* the hex itself first: an enemy in it, or too many friends */
		if (passing(st, unit, path[i], i == n - 1, i, at, cause) != 0)
			return -1;
		/* then its neighbours: spi-agincourt 5.18 (apart.h) */
		ruling_init(&no);
		if (apart_rec(st, unit, &path[i], 1, 0, &no) != 0)
			return refuse_rec_at_step(gd, &no, i, at, cause);
		ruling_free(&no);
		/* spi-agincourt §5.41, §5.42: the enemy's line (lineform.h) */
		if (lineform_step_rec(st, unit, at, path[i], &no) != 0)
			return refuse_rec_at_step(gd, &no, i, at, cause);
		/* st-albans §8: no straight from one enemy zone of control into
		 * another, and entering one ends the move. */
		if (mv->zoc && zoc_in_enemy(st, unit, path[i])) {
			if (i < n - 1) {
				s = refusal(gd, &no, RS_REFUSE_MUST_STOP,
				    mv->zoc_section);
				at_step(s, i, at, path[i]);
				return refuse(gd, &no, cause);
			}
			if (zoc_in_enemy(st, unit, at) && escape_allowed(st) &&
			    ro != NULL && (gd->commanders.types &
			    (1u << ud->type))) {
				/* commanders never test their morale */
				s = ruling_add(rl, RS_MOVE_ZOC_COMMANDER, gd->id,
				    gd_sec(gd, SEC_COMMANDERS));
				ruling_word(s, ud->id);
				move_show(gd, rl, &shown, out);
			} else if (zoc_in_enemy(st, unit, at) &&
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
			} else if (zoc_in_enemy(st, unit, at)) {
				s = refusal(gd, &no, RS_REFUSE_ZOC_TO_ZOC,
				    mv->zoc_section);
				at_step(s, i, at, path[i]);
				ruling_word(s, ud->id);
				return refuse(gd, &no, cause);
			}
			stop = 1;
		}
		spent += cost;
		elev_step_records(st, unit, at, d, i, price, cost, rl);
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
				board_eliminate_rec(st, all[k], ELIM_RIDDEN_OVER,
				    gd_sec(gd, SEC_COMMANDERS), NULL, rl);
		}
	/* and the lone leaders it entered or passed (capture.h) */
	capture_path_rec(st, unit, path, n, rl);
	if (us->moved == 0)
		us->road_start = road;
	us->open_ground = open;
	linemove_moved(st, unit, at, at, rl);	/* §5.32 (linemove.h) */
	board_set_hex(st, unit, at);
	us->mf_spent = stop ? mf : spent > mf ? mf : spent;
	us->moved += n;
	us->moved_impulse += n;
	us->move_dir = dir;
	stood_stir(st, unit);
	/* st-albans §7, spi-agincourt 5.0: each unit finishes its move
	 * before another moves (in the same impulse, where there are
	 * impulses) */
	if (mv->one_at_a_time)
		for (i = 0; i < st->nunits; i++)
			if (i != unit && st->u[i].moved_impulse > 0)
				st->u[i].move_done = 1;
	s = ruling_add(rl, RS_MOVE, gd->id, mv->section);
	ruling_word(s, ud->id);
	ruling_word(s, hex_str(at));
	ruling_word(s, allowance_name(gd));
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
	ruling_word(s, allowance_name(gd));
	ruling_num(s, "cost", c);
	ruling_num(s, "spent", st->u[unit].mf_spent);
	ruling_num(s, "mf", allowance_of(st, unit));
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
	struct ruling no;
	struct ruling_step *s;

	if (gd->no_facing) {
		ruling_word(refusal(gd, &no, RS_REFUSE_NO_FACING, NULL),
		    gd->title);
		return refuse(gd, &no, cause);
	}
	if (footprint_size(gd, unit) == 2)	/* on two hexes: move-footprint.c */
		return move_foot_face(st, unit, dir, out, cause);
	if (may_move(st, unit, cause) != 0 ||
	    linemove_may_turn(st, unit, LINE_TURN_FACE, cause) != 0)
		return -1;
	if (us->routed) {
		ruling_word(refusal(gd, &no, RS_REFUSE_ROUTED_FACING,
		    gd->section[SEC_ROUTED]), id);
		return refuse(gd, &no, cause);
	}
	if (mv->face_costs_all && us->moved > 0) {
		ruling_word(refusal(gd, &no, RS_REFUSE_FACE_MOVED,
		    mv->face_section), id);
		return refuse(gd, &no, cause);
	}
	if (us->facing == dir) {
		s = refusal(gd, &no, RS_REFUSE_FACES, NULL);
		ruling_word(s, id);
		ruling_num(s, "facing", dir);
		return refuse(gd, &no, cause);
	}
	if (gd->footprint.turn_cost2 >= 0) {
		/* a price in points (spi-agincourt §5.21) */
		int c = gd->footprint.turn_cost2, mf = allowance_of(st, unit);

		if (us->mf_spent + c > mf) {
			s = refusal(gd, &no, RS_REFUSE_TURN_POINTS,
			    gd->footprint.section);
			ruling_num(s, "cost", c);
			ruling_num(s, "left", mf - us->mf_spent);
			ruling_num(s, "mf", mf);
			ruling_word(s, id);
			ruling_word(s, allowance_name(gd));
			return refuse(gd, &no, cause);
		}
		us->mf_spent += c;
		us->facing = dir;
		stood_stir(st, unit);
		face_show(st, unit, footprint_facing_name(gd, dir), c,
		    gd->footprint.section, out);
		return 0;
	}
	us->facing = dir;
	stood_stir(st, unit);
	if (mv->face_costs_all) {
		us->faced = 1;
		us->mf_spent = allowance_of(st, unit);
	}
	face_show(st, unit, hex_dir_name(&gd->grid, dir), -1, mv->face_section,
	    out);
	return 0;
}

int
move_may(const struct state *st, int unit, char **cause)
{
	return may_move(st, unit, cause);
}
