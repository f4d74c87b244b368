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

#include "charge.h"
#include "enter.h"
#include "move.h"
#include "ruling.h"
#include "zoc.h"

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

	if (!enter_hex(gd, unit, a, cause) || !enter_hex(gd, unit, b, cause))
		return -1;
	if (board_can_stand(st, unit, a, cause) != 0 ||
	    board_can_stand(st, unit, b, cause) != 0)
		return -1;
	return 0;
}

static int
afford(const struct state *st, int unit, int cost, const char *what,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	int mf = move_allowance2(st, unit), spent = st->u[unit].mf_spent;

	if (spent + cost <= mf)
		return 0;
	*cause = xprintf("%s costs %s %s but %s has %s of %s left (§%s)", what,
	    move_points(cost), move_mp_name(gd), gd->units[unit].id,
	    move_points(mf - spent), move_points(mf),
	    sec(gd->footprint.section));
	return -1;
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
	ruling_word(s, move_mp_name(gd));
	ruling_num(s, "cost", cost);
	ruling_num(s, "spent", st->u[unit].mf_spent);
	ruling_num(s, "mf", move_allowance2(st, unit));
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
footmove_along(struct state *st, int unit, const struct hex *path,
    const struct hex *path2, int n, struct buf *out, char **cause)
{
	struct ruling rl;
	int rc;

	ruling_init(&rl);
	rc = footmove_along_rec(st, unit, path, path2, n, &rl, out, cause);
	ruling_free(&rl);
	return rc;
}

int
footmove_along_rec(struct state *st, int unit, const struct hex *path,
    const struct hex *path2, int n, struct ruling *rl, struct buf *out,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	struct unit_state *us = &st->u[unit];
	const char *id = gd->units[unit].id;
	unsigned front = facing_front_dirs(gd, unit, us->facing);
	struct hex a = us->hex, b = us->hex2, na, nb;
	int i, d, ca, cb, cost, spent = us->mf_spent, dir = us->move_dir;
	int shown = rl->n, first = us->mf_spent;
	int open = us->moved > 0 ? us->open_ground : 1, stop = 0;
	struct ruling_step *s;
	char step[80];

	/* zones of control (zoc.h): either hex in one is in it */
	if (gd->movement.zoc && us->moved > 0 &&
	    in_enemy_zoc(st, unit, us->hex)) {
		*cause = xprintf("%s stopped in an enemy zone of control "
		    "(§%s)", id, sec(gd->movement.zoc_section));
		return -1;
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
			*cause = xprintf("%s: %s is not in front of %s (facing "
			    "%s); a unit on two hexes moves both halves "
			    "together into two of the hexes in front of it, "
			    "and pivots to go another way (§%s)", step,
			    hex_str(path[i]), id, facing_name(gd, us->facing),
			    sec(gd->footprint.section));
			return -1;
		}
		if (path2 != NULL && !hex_eq(path2[i], nb)) {
			*cause = xprintf("%s: with its first half in %s its "
			    "second goes to %s, not %s (§%s)", step,
			    hex_str(na), hex_str(nb), hex_str(path2[i]),
			    sec(gd->footprint.section));
			return -1;
		}
		if ((ca = move_step_cost(st, unit, a, d, cause)) < 0 ||
		    (cb = move_step_cost(st, unit, b, d, cause)) < 0 ||
		    may_enter(st, unit, na, nb, cause) != 0)
			return step_fail(step, cause);
		cost = gd->footprint.pair_sum ? ca + cb : ca > cb ? ca : cb;
		if (spent + cost > move_allowance2(st, unit)) {
			*cause = xprintf("%s: entering %s+%s costs %s %s but "
			    "%s has %s of %s left (§%s)", step, hex_str(na),
			    hex_str(nb), move_points(cost), move_mp_name(gd),
			    id, move_points(move_allowance2(st, unit) - spent),
			    move_points(move_allowance2(st, unit)),
			    sec(gd->footprint.section));
			return -1;
		}
		/* st-albans §8 for a pair: entering a zone ends the move, and
		 * no straight from one zone into another */
		if (gd->movement.zoc && in_enemy_zoc(st, unit, na)) {
			if (i < n - 1) {
				*cause = xprintf("%s: %s+%s is in an enemy zone "
				    "of control, where a unit must stop (§%s)",
				    step, hex_str(na), hex_str(nb),
				    sec(gd->movement.zoc_section));
				return -1;
			}
			/* no escape by a morale test for a pair: the optional
			 * rule's test is of one unit leaving one hex */
			if (in_enemy_zoc(st, unit, a)) {
				*cause = xprintf("%s: %s goes straight from one "
				    "enemy zone of control into another (§%s)",
				    step, id, sec(gd->movement.zoc_section));
				return -1;
			}
			stop = 1;
		}
		if (!charge_open_pair(st, a, b, d))
			open = 0;
		spent += cost;
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
	}
	board_locate2(st, unit, 1, a, b);
	us->mf_spent = stop ? move_allowance2(st, unit) : spent;
	us->moved += n;
	us->move_dir = dir;
	us->open_ground = open;
	if (gd->movement.one_at_a_time)
		for (i = 0; i < st->nunits; i++)
			if (i != unit && st->u[i].moved > 0)
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
footmove_face(struct state *st, int unit, int facing, struct buf *out,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	struct unit_state *us = &st->u[unit];
	const char *id = gd->units[unit].id;
	struct hex c, p, q, half[2];
	int k, f[2] = { -1, -1 }, shown = 0;
	struct ruling rl;
	struct ruling_step *s;

	if (move_may(st, unit, cause) != 0)
		return -1;
	if (us->facing < 0) {
		*cause = xprintf("%s has no facing to turn from", id);
		return -1;
	}
	/* one vertex round is a pivot, about the half it turns toward */
	half[0] = us->hex;
	half[1] = us->hex2;
	if (gd->facing_kind == FACING_VERTEX)
		for (k = 0; k < 2; k++)
			if (pivot_plan(st, unit, half[k], &c, &p, &q,
			    &f[k]) == 0 && f[k] == facing)
				return footmove_pivot(st, unit, half[k], out,
				    cause);
	if (facing != dir_opposite(us->facing)) {
		if (f[0] >= 0 && f[1] >= 0)
			*cause = xprintf("%s stands on two hexes: it turns "
			    "about within them, to face %s, or pivots one "
			    "vertex round, to face %s (about %s) or %s (about "
			    "%s) (§%s)", id, facing_name(gd,
			    dir_opposite(us->facing)), facing_name(gd, f[0]),
			    hex_str(half[0]), facing_name(gd, f[1]),
			    hex_str(half[1]), sec(gd->footprint.section));
		else
			*cause = xprintf("%s stands on two hexes: it turns "
			    "only about within them, to face %s (§%s)", id,
			    facing_name(gd, dir_opposite(us->facing)),
			    sec(gd->footprint.section));
		return -1;
	}
	if (afford(st, unit, gd->footprint.reverse_cost2, "turning about",
	    cause) != 0)
		return -1;
	us->mf_spent += gd->footprint.reverse_cost2;
	us->facing = facing;
	ruling_init(&rl);
	s = foot_step(st, unit, RS_FOOT_ABOUT, &rl);
	ruling_word(s, footprint_str(st, unit));
	ruling_word(s, facing_name(gd, facing));
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
	n = facing_front_hexes(st, unit, fr);
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
footmove_pivot(struct state *st, int unit, struct hex about,
    struct buf *out, char **cause)
{
	const struct gamedata *gd = st->gd;
	struct unit_state *us = &st->u[unit];
	const char *id = gd->units[unit].id;
	struct hex c, moving, p, q;
	int d, cost, facing, shown = 0;
	struct ruling rl;
	struct ruling_step *s;

	if (footprint_size(gd, unit) != 2) {
		*cause = xprintf("%s stands on one hex: it turns (face) "
		    "rather than pivots", id);
		return -1;
	}
	if (move_may(st, unit, cause) != 0)
		return -1;
	if (gd->facing_kind != FACING_VERTEX || us->facing < 0) {
		*cause = xprintf("a pivot needs a facing toward a vertex, with "
		    "a hex in front of the centre of the unit (§%s)",
		    sec(gd->footprint.section));
		return -1;
	}
	if (!footprint_covers(st, unit, about)) {
		*cause = xprintf("%s stands on %s, not %s: a pivot turns about "
		    "one of its own hexes (§%s)", id, footprint_str(st, unit),
		    hex_str(about), sec(gd->footprint.section));
		return -1;
	}
	if (pivot_plan(st, unit, about, &c, &p, &q, &facing) != 0) {
		*cause = xprintf("no hex in front of %s's centre", id);
		return -1;
	}
	moving = hex_eq(about, us->hex) ? us->hex2 : us->hex;
	d = hex_dir_to(&gd->grid, moving, c);
	if (gd->footprint.pivot_cost2 >= 0)
		cost = gd->footprint.pivot_cost2;
	else if ((cost = move_step_cost(st, unit, moving, d, cause)) < 0)
		return -1;
	if (!enter_hex(gd, unit, c, cause) ||
	    board_can_stand(st, unit, c, cause) != 0 ||
	    afford(st, unit, cost, "the pivot", cause) != 0)
		return -1;
	us->facing = facing;
	board_locate2(st, unit, 1, p, q);
	us->mf_spent += cost;
	us->moved++;
	us->move_dir = MOVE_BENT;
	ruling_init(&rl);
	s = foot_step(st, unit, RS_FOOT_PIVOT, &rl);
	ruling_word(s, hex_str(about));
	ruling_word(s, hex_str(c));
	ruling_word(s, footprint_str(st, unit));
	ruling_word(s, facing_name(gd, us->facing));
	spent_show(st, unit, cost, 0, &rl, &shown, out);
	ruling_free(&rl);
	return 0;
}
