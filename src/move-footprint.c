/* move-footprint: how a unit on two hexes moves (footprint.h).  Both halves
 * advance together into two of the three hexes in front of it
 * (spi-agincourt §5.25), it turns about within its two hexes
 * (§5.23), or pivots: one half enters the hex in front of the centre
 * while the other stays (§5.24).  The prices are the game's
 * (`footprints:` turn_cost, reverse_cost, pivot_cost, step_cost).  What
 * a move does is a ruling's records (ruling.h), rendered by
 * narrate-move.c. */
#include "footprint.h"

#include <stdio.h>
#include <stdlib.h>

#include "apart.h"
#include "capture.h"
#include "charge.h"
#include "elevation.h"
#include "enter.h"
#include "lineform.h"
#include "linemove.h"
#include "move.h"
#include "stepcost.h"
#include "narrate.h"
#include "ruling.h"
#include "stood.h"
#include "zoc.h"

/* A refusal of a pair's move as a record (ruling.h RS_REFUSE_PAIR_*,
 * RS_REFUSE_STOPPED_ZOC, RS_REFUSE_ZOC_TO_ZOC), rendered as the cause
 * (narrate_refusal, narrate-refuse.c); at a step of the path (i from
 * 0, -1 for none) from a+b to the hex named, to. */
static struct ruling_step *
refusal(const struct gamedata *gd, struct ruling *no, enum ruling_concept c,
    const char *section, int i, struct hex a, struct hex b, struct hex to)
{
	struct ruling_step *s;

	ruling_init(no);
	s = ruling_add(no, c, gd->id, section);
	if (i >= 0) {
		ruling_num(s, "step", i + 1);
		ruling_num(s, "from_col", a.col);
		ruling_num(s, "from_row", a.row);
		ruling_num(s, "from2_col", b.col);
		ruling_num(s, "from2_row", b.row);
		ruling_num(s, "to_col", to.col);
		ruling_num(s, "to_row", to.row);
	}
	return s;
}

static void
hexes(struct ruling_step *s, struct hex h, struct hex h2)
{
	ruling_num(s, "col", h.col);
	ruling_num(s, "row", h.row);
	ruling_num(s, "col2", h2.col);
	ruling_num(s, "row2", h2.row);
}

static void
hex_to(struct ruling_step *s, struct hex h)
{
	ruling_num(s, "to_col", h.col);
	ruling_num(s, "to_row", h.row);
}

static int
refuse(const struct gamedata *gd, struct ruling *no, char **cause)
{
	*cause = narrate_refusal(gd, no);
	return -1;
}

/* Prefixes a step's name to a cause. */
static int
step_fail(const char *step, char **cause)
{
	char *why = *cause;

	*cause = xprintf("%s: %s", step, why);
	free(why);
	return -1;
}

/* May the unit's halves go into a and b?  Terrain and room. */
static int
may_enter(const struct state *st, int unit, struct hex a, struct hex b,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	struct ruling no;

	ruling_init(&no);
	struct hex two[2] = { a, b };

	if (!enter_hex_rec(gd, unit, a, &no) ||
	    !enter_hex_rec(gd, unit, b, &no) ||
	    board_move_stand_rec(st, unit, a, &no) != 0 ||
	    board_move_stand_rec(st, unit, b, &no) != 0 ||
	    apart_rec(st, unit, two, 2, 0, &no) != 0) {	/* capture.h, apart.h */
		*cause = narrate_refusal(gd, &no);	/* a record each */
		return -1;
	}
	return 0;
}

/* Whether the unit has the points to turn about (or pivot). */
static int
afford(const struct state *st, int unit, int cost, int pivot, char **cause)
{
	const struct gamedata *gd = st->gd;
	struct ruling no;
	struct ruling_step *s;
	int mf = allowance_of(st, unit), spent = st->u[unit].mf_spent;

	if (spent + cost <= mf)
		return 0;
	s = refusal(gd, &no, RS_REFUSE_PAIR_AFFORD, gd->footprint.section, -1,
	    st->u[unit].hex, st->u[unit].hex2, st->u[unit].hex);
	ruling_num(s, "pivot", pivot);
	ruling_num(s, "cost", cost);
	ruling_num(s, "left", mf - spent);
	ruling_num(s, "mf", mf);
	ruling_word(s, gd->units[unit].id);
	ruling_word(s, allowance_name(gd));
	return refuse(gd, &no, cause);
}

/* The points spent after a move, a turn or a pivot: the record that
 * closes the line its step opened; then the line is rendered. */
static void
spent_show(const struct state *st, int unit, int cost, int stop,
    struct ruling *rl, int *shown, struct buf *out)
{
	const struct gamedata *gd = st->gd;
	struct ruling_step *s;

	s = ruling_add(rl, RS_MOVE_SPENT, gd->id, gd->footprint.section);
	ruling_word(s, allowance_name(gd));
	ruling_num(s, "cost", cost);
	ruling_num(s, "spent", st->u[unit].mf_spent);
	ruling_num(s, "mf", allowance_of(st, unit));
	ruling_num(s, "stop", stop);	/* in an enemy zone of control */
	move_show(gd, rl, shown, out);
}

/* A two-hex unit's step of a kind (RS_FOOT_*), naming the unit. */
static struct ruling_step *
foot_step(const struct state *st, int unit, enum ruling_concept c,
    struct ruling *rl)
{
	const struct gamedata *gd = st->gd;
	struct ruling_step *s;

	s = ruling_add(rl, c, gd->id, gd->footprint.section);
	ruling_word(s, gd->units[unit].id);
	return s;
}

int
move_foot_along(struct state *st, int unit, const struct hex *path,
    const struct hex *path2, int n, struct buf *out, char **cause)
{
	struct ruling rl;
	int rc;

	ruling_init(&rl);
	rc = move_foot_along_rec(st, unit, path, path2, n, &rl, out, cause);
	ruling_free(&rl);
	return rc;
}

int
move_foot_along_rec(struct state *st, int unit, const struct hex *path,
    const struct hex *path2, int n, struct ruling *rl, struct buf *out,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	struct unit_state *us = &st->u[unit];
	const char *id = gd->units[unit].id;
	unsigned front = footprint_facing_front_dirs(gd, unit, us->facing);
	struct hex a = us->hex, b = us->hex2, na, nb;
	int i, d, ca, cb, ua, ub, cost, price, spent = us->mf_spent;
	int dir = us->move_dir, mf = allowance_of(st, unit);
	int shown = rl->n, first = us->mf_spent;
	int open = us->moved > 0 ? us->open_ground : 1, stop = 0;
	struct ruling_step *s;
	struct ruling no;
	char step[80];

	/* zones of control (zoc.h): either hex in one is in it */
	if (gd->movement.zoc && us->moved > 0 &&
	    zoc_in_enemy(st, unit, us->hex)) {
		ruling_word(refusal(gd, &no, RS_REFUSE_STOPPED_ZOC,
		    gd->movement.zoc_section, -1, a, b, a), id);
		return refuse(gd, &no, cause);
	}
	for (i = 0; i < n; i++) {
		snprintf(step, sizeof step, "step %d (%s+%s to %s)", i + 1,
		    hex_str(a), hex_str(b), hex_str(path[i]));
		/* the hex named is where the first half goes, or else the
		 * second half (a pair names both) */
		d = hex_dir_to(&gd->grid, a, path[i]);
		if (path2 == NULL && (d < 0 || !(front & (1u << d))) &&
		    (d = hex_dir_to(&gd->grid, b, path[i])) >= 0 &&
		    (front & (1u << d))) {
			nb = path[i];
			na = hex_neighbour(&gd->grid, a, d);
		} else {
			d = hex_dir_to(&gd->grid, a, path[i]);
			na = path[i];
			nb = d >= 0 ? hex_neighbour(&gd->grid, b, d) : b;
		}
		if (d < 0 || !(front & (1u << d))) {
			s = refusal(gd, &no, RS_REFUSE_PAIR_NOT_FRONT,
			    gd->footprint.section, i, a, b, path[i]);
			ruling_word(s, id);
			ruling_num(s, "facing", us->facing);
			return refuse(gd, &no, cause);
		}
		if (path2 != NULL && !hex_eq(path2[i], nb)) {
			s = refusal(gd, &no, RS_REFUSE_PAIR_SECOND,
			    gd->footprint.section, i, a, b, path[i]);
			hexes(s, na, nb);
			ruling_num(s, "to2_col", path2[i].col);
			ruling_num(s, "to2_row", path2[i].row);
			return refuse(gd, &no, cause);
		}
		if ((ca = move_step_cost(st, unit, a, d, cause)) < 0 ||
		    (cb = move_step_cost(st, unit, b, d, cause)) < 0 ||
		    may_enter(st, unit, na, nb, cause) != 0 ||
		    lineform_pair(st, unit, a, b, na, nb, cause) != 0)
			return step_fail(step, cause);	/* lineform: §5.4 */
		/* spi 7.26, 17.24: neither half of a charge goes downhill */
		if (!charge_step_downhill_ok(st, unit, i, a, d, &no) ||
		    !charge_step_downhill_ok(st, unit, i, b, d, &no))
			return refuse(gd, &no, cause);	/* the half's step */
		/* spi 7.23: a contour climbed by either half costs the pair
		 * once, whatever the two hexes cost */
		ua = elev_uphill_cost(gd, a, d);
		ub = elev_uphill_cost(gd, b, d);
		ca -= ua;
		cb -= ub;
		cost = gd->footprint.pair_sum ? ca + cb : ca > cb ? ca : cb;
		cost += ua > ub ? ua : ub;
		/* spi 7.24: a step dearer than the whole allowance waits */
		price = cost;
		if ((cost = elev_steep(st, unit, i, a, na, price, mf, spent,
		    &no)) < 0) {
			ruling_num(&no.step[0], "from2_col", b.col);
			ruling_num(&no.step[0], "from2_row", b.row);
			return refuse(gd, &no, cause);
		}
		if (spent + cost > allowance_of(st, unit)) {
			s = refusal(gd, &no, RS_REFUSE_PAIR_POINTS,
			    gd->footprint.section, i, a, b, path[i]);
			hexes(s, na, nb);
			ruling_num(s, "cost", cost);
			ruling_num(s, "left", allowance_of(st, unit) - spent);
			ruling_num(s, "mf", allowance_of(st, unit));
			ruling_word(s, id);
			ruling_word(s, allowance_name(gd));
			return refuse(gd, &no, cause);
		}
		/* st-albans §8 for a pair: entering a zone ends the move, and
		 * no straight from one zone into another */
		if (gd->movement.zoc && zoc_in_enemy(st, unit, na)) {
			if (i < n - 1) {
				hexes(refusal(gd, &no, RS_REFUSE_PAIR_MUST_STOP,
				    gd->movement.zoc_section, i, a, b,
				    path[i]), na, nb);
				return refuse(gd, &no, cause);
			}
			/* no escape by a morale test for a pair: the optional
			 * rule's test is of one unit leaving one hex */
			if (zoc_in_enemy(st, unit, a)) {
				ruling_word(refusal(gd, &no,
				    RS_REFUSE_ZOC_TO_ZOC,
				    gd->movement.zoc_section, i, a, b,
				    path[i]), id);
				return refuse(gd, &no, cause);
			}
			stop = 1;
		}
		if (!charge_open_pair(st, a, b, d))
			open = 0;
		spent += cost;
		elev_step_records(st, unit, ua >= ub ? a : b, d, i, price,
		    cost, rl);
		s = ruling_add(rl, RS_MOVE_HEX, gd->id, gd->footprint.section);
		ruling_word(s, hex_str(na));
		ruling_word(s, gd->terrain[gd_hex(gd, na)->terrain].name);
		ruling_word(s, hex_str(nb));
		ruling_word(s, gd->terrain[gd_hex(gd, nb)->terrain].name);
		ruling_num(s, "step", i + 1);
		ruling_num(s, "cost", cost);
		ruling_num(s, "cost_first", ca);
		ruling_num(s, "cost_second", cb);
		ruling_num(s, "spent", spent);
		dir = dir == MOVE_NONE ? d : (dir == d ? d : MOVE_BENT);
		a = na;
		b = nb;
		/* spi-agincourt 12.23: lone leaders there are taken */
		capture_path_rec(st, unit, (struct hex[2]){ a, b }, 2, rl);
	}
	linemove_moved(st, unit, a, b, rl);	/* §5.32 (linemove.h) */
	board_locate2(st, unit, 1, a, b);
	us->mf_spent = stop ? allowance_of(st, unit) : spent;
	us->moved += n;
	us->moved_impulse += n;
	us->move_dir = dir;
	us->open_ground = open;
	stood_stir(st, unit);
	if (gd->movement.one_at_a_time)
		for (i = 0; i < st->nunits; i++)
			if (i != unit && st->u[i].moved_impulse > 0)
				st->u[i].move_done = 1;
	s = foot_step(st, unit, RS_FOOT_MOVE, rl);
	ruling_word(s, footprint_str(st, unit));
	ruling_num(s, "hexes", n);
	spent_show(st, unit, spent - first, stop, rl, &shown, out);
	/* a charge the game judges as the move ends (charge.c) */
	charge_after_move(st, unit, out);
	return 0;
}

static int pivot_plan(const struct state *, int, struct hex,
    struct hex *, struct hex *, struct hex *, int *);

int
move_foot_face(struct state *st, int unit, int facing, struct buf *out,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	struct unit_state *us = &st->u[unit];
	const char *id = gd->units[unit].id;
	struct hex c, p, q, half[2];
	int k, f[2] = { -1, -1 }, shown = 0;
	struct ruling rl, no;
	struct ruling_step *s;

	if (move_may(st, unit, cause) != 0)
		return -1;
	if (us->facing < 0) {
		ruling_word(refusal(gd, &no, RS_REFUSE_NO_TURN_FROM, NULL, -1,
		    us->hex, us->hex2, us->hex), id);
		return refuse(gd, &no, cause);
	}
	/* one vertex round is a pivot, about the half it turns toward */
	half[0] = us->hex;
	half[1] = us->hex2;
	if (gd->facing_kind == FACING_VERTEX)
		for (k = 0; k < 2; k++)
			if (pivot_plan(st, unit, half[k], &c, &p, &q,
			    &f[k]) == 0 && f[k] == facing)
				return move_foot_pivot(st, unit, half[k], out,
				    cause);
	if (facing != hex_dir_opposite(us->facing)) {
		s = refusal(gd, &no, RS_REFUSE_PAIR_TURNS,
		    gd->footprint.section, -1, half[0], half[1], half[0]);
		ruling_word(s, id);
		hexes(s, half[0], half[1]);
		ruling_num(s, "about", hex_dir_opposite(us->facing));
		ruling_num(s, "pivot", f[0] >= 0 && f[1] >= 0);
		ruling_num(s, "face", f[0]);
		ruling_num(s, "face2", f[1]);
		return refuse(gd, &no, cause);
	}
	if (afford(st, unit, gd->footprint.reverse_cost2, 0, cause) != 0)
		return -1;
	us->mf_spent += gd->footprint.reverse_cost2;
	us->facing = facing;
	stood_stir(st, unit);
	ruling_init(&rl);
	s = foot_step(st, unit, RS_FOOT_ABOUT, &rl);
	ruling_word(s, footprint_str(st, unit));
	ruling_word(s, footprint_facing_name(gd, facing));
	spent_show(st, unit, gd->footprint.reverse_cost2, 0, &rl, &shown,
	    out);
	ruling_free(&rl);
	return 0;
}

/* The vertex facing of a two-hex unit on (p, q) next to the old one:
 * the second hex lies two vertices clockwise or one anticlockwise of
 * it (footprint.c's right and left). */
static int
pivot_facing(const struct gamedata *gd, struct hex p, struct hex q, int old)
{
	int k = hex_dir_to(&gd->grid, p, q), f;

	f = (k + 4) % HEX_DIRS;		/* q on its right */
	if ((f - old + HEX_DIRS) % HEX_DIRS == 1 ||
	    (old - f + HEX_DIRS) % HEX_DIRS == 1)
		return f;
	return (k + 1) % HEX_DIRS;	/* q on its left */
}

/* A pivot about one half: the hex c the other enters, the unit's new
 * hexes p (first) and q, and its new facing; -1 where there is none
 * (not a vertex facing, a hex not its own). */
static int
pivot_plan(const struct state *st, int unit, struct hex about, struct hex *c,
    struct hex *p, struct hex *q, int *facing)
{
	const struct gamedata *gd = st->gd;
	const struct unit_state *us = &st->u[unit];
	struct hex fr[6];
	int n, k;

	if (gd->facing_kind != FACING_VERTEX || us->facing < 0 ||
	    !footprint_covers(st, unit, about))
		return -1;
	/* the front hex next to both halves */
	n = footprint_facing_front_hexes(st, unit, fr);
	for (k = 0; k < n; k++)
		if (hex_distance(&gd->grid, fr[k], us->hex) == 1 &&
		    hex_distance(&gd->grid, fr[k], us->hex2) == 1)
			break;
	if (k == n)
		return -1;	/* never: a vertex facing has one */
	*c = fr[k];
	*p = hex_eq(about, us->hex) ? us->hex : *c;
	*q = hex_eq(about, us->hex) ? *c : us->hex2;
	*facing = pivot_facing(gd, *p, *q, us->facing);
	return 0;
}

int
move_foot_pivot(struct state *st, int unit, struct hex about,
    struct buf *out, char **cause)
{
	const struct gamedata *gd = st->gd;
	struct unit_state *us = &st->u[unit];
	const char *id = gd->units[unit].id;
	struct hex c, moving, p, q, to[2];
	int d, cost, facing, shown = 0, stop = 0;
	struct ruling rl, no;
	struct ruling_step *s;

	if (footprint_size(gd, unit) != 2) {
		ruling_word(refusal(gd, &no, RS_REFUSE_PIVOT_ONE_HEX, NULL, -1,
		    us->hex, us->hex, about), id);
		return refuse(gd, &no, cause);
	}
	if (move_may(st, unit, cause) != 0 ||
	    linemove_may_turn(st, unit, LINE_TURN_PIVOT, cause) != 0)
		return -1;
	if (gd->facing_kind != FACING_VERTEX || us->facing < 0) {
		refusal(gd, &no, RS_REFUSE_PIVOT_FACING, gd->footprint.section,
		    -1, us->hex, us->hex2, about);
		return refuse(gd, &no, cause);
	}
	if (!footprint_covers(st, unit, about)) {
		s = refusal(gd, &no, RS_REFUSE_PIVOT_ABOUT,
		    gd->footprint.section, -1, us->hex, us->hex2, about);
		ruling_word(s, id);
		hexes(s, us->hex, us->hex2);
		hex_to(s, about);
		return refuse(gd, &no, cause);
	}
	if (pivot_plan(st, unit, about, &c, &p, &q, &facing) != 0) {
		ruling_word(refusal(gd, &no, RS_REFUSE_PIVOT_NO_FRONT, NULL, -1,
		    us->hex, us->hex2, about), id);
		return refuse(gd, &no, cause);
	}
	/* a pair that stopped in an enemy zone of control moves no more,
	 * as for its step (move_foot_along) */
	if (gd->movement.zoc && us->moved > 0 &&
	    zoc_in_enemy(st, unit, us->hex)) {
		ruling_word(refusal(gd, &no, RS_REFUSE_STOPPED_ZOC,
		    gd->movement.zoc_section, -1, us->hex, us->hex2, about),
		    id);
		return refuse(gd, &no, cause);
	}
	moving = hex_eq(about, us->hex) ? us->hex2 : us->hex;
	d = hex_dir_to(&gd->grid, moving, c);
	if (gd->footprint.pivot_cost2 >= 0)
		cost = gd->footprint.pivot_cost2;
	else if ((cost = move_step_cost(st, unit, moving, d, cause)) < 0)
		return -1;
	/* spi 7.24: a pivot dearer than the whole allowance waits, as a
	 * step does */
	if (gd->footprint.pivot_cost2 < 0 && (cost = elev_steep(st, unit, 0,
	    moving, c, cost, allowance_of(st, unit), us->mf_spent,
	    &no)) < 0)
		return refuse(gd, &no, cause);
	if (may_enter(st, unit, c, c, cause) != 0 ||
	    lineform_pair(st, unit, moving, moving, c, c, cause) != 0 ||
	    afford(st, unit, cost, 1, cause) != 0)
		return -1;
	/* zones of control (movement: zoc:, after st-albans §8) as a pair's
	 * step rules them (move_foot_along): a pivot is a move, its half
	 * entering c, so a unit stopped in a zone pivots no more, one that
	 * pivots into a zone (c, or the half it turns about, already in
	 * one) stops there, and none goes straight from one zone into
	 * another: no escape by a morale test for a pair, as for its step */
	to[0] = p;
	to[1] = q;
	if (gd->movement.zoc && zoc_hexes_in(st, unit, to, 2)) {
		if (zoc_in_enemy(st, unit, us->hex)) {
			s = refusal(gd, &no, RS_REFUSE_PIVOT_ZOC,
			    gd->movement.zoc_section, -1, us->hex, us->hex2,
			    about);
			ruling_word(s, id);
			hex_to(s, about);
			return refuse(gd, &no, cause);
		}
		stop = 1;
	}
	us->facing = facing;
	stood_stir(st, unit);
	board_locate2(st, unit, 1, p, q);
	us->mf_spent = stop ? allowance_of(st, unit) : us->mf_spent + cost;
	us->moved++;
	us->moved_impulse++;
	us->move_dir = MOVE_BENT;
	ruling_init(&rl);
	capture_in_rec(st, unit, c, &rl);	/* spi-agincourt 12.23 */
	s = foot_step(st, unit, RS_FOOT_PIVOT, &rl);
	ruling_word(s, hex_str(about));
	ruling_word(s, hex_str(c));
	ruling_word(s, footprint_str(st, unit));
	ruling_word(s, footprint_facing_name(gd, us->facing));
	spent_show(st, unit, cost, stop, &rl, &shown, out);
	ruling_free(&rl);
	return 0;
}
