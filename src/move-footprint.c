/* move-footprint: how a unit on two hexes moves (footprint.h).  Both halves
 * advance together into two of the three hexes in front of it
 * (spi-agincourt §5.25), it turns about within its two hexes
 * (§5.23), or pivots: one half enters the hex in front of the centre
 * while the other stays (§5.24).  The prices are the game's
 * (`footprints:` turn_cost, reverse_cost, pivot_cost, step_cost). */
#include "footprint.h"

#include <stdio.h>
#include <stdlib.h>

#include "enter.h"
#include "move.h"

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

static void
spent_text(const struct state *st, int unit, struct buf *out)
{
	const struct gamedata *gd = st->gd;

	buf_printf(out, "%s of %s %s spent, §%s",
	    move_points(st->u[unit].mf_spent),
	    move_points(move_allowance2(st, unit)), move_mp_name(gd),
	    sec(gd->footprint.section));
}

int
footmove_along(struct state *st, int unit, const struct hex *path,
    const struct hex *path2, int n, struct buf *out, char **cause)
{
	const struct gamedata *gd = st->gd;
	struct unit_state *us = &st->u[unit];
	const char *id = gd->units[unit].id;
	unsigned front = facing_front_dirs(gd, unit, us->facing);
	struct hex a = us->hex, b = us->hex2, na, nb;
	int i, d, ca, cb, cost, spent = us->mf_spent, dir = us->move_dir;
	char step[80];

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
		spent += cost;
		dir = dir == MOVE_NONE ? d : (dir == d ? d : MOVE_BENT);
		a = na;
		b = nb;
	}
	board_locate2(st, unit, 1, a, b);
	us->mf_spent = spent;
	us->moved += n;
	us->move_dir = dir;
	if (gd->movement.one_at_a_time)
		for (i = 0; i < st->nunits; i++)
			if (i != unit && st->u[i].moved > 0)
				st->u[i].move_done = 1;
	buf_printf(out, "%s moves to %s (", id, footprint_str(st, unit));
	spent_text(st, unit, out);
	buf_puts(out, ")\n");
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
	int k, f[2] = { -1, -1 };

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
	buf_printf(out, "%s turns about within %s to face %s (", id,
	    footprint_str(st, unit), facing_name(gd, facing));
	spent_text(st, unit, out);
	buf_puts(out, ")\n");
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
	int d, cost, facing;

	if (footprint_size(gd, unit) != 2) {
		*cause = xprintf("%s stands on one hex: it turns (face) "
		    "rather than pivots", id);
		return -1;
	}
	if (move_may(st, unit, cause) != 0)
		return -1;
	if (gd->facing_kind != FACING_VERTEX || us->facing < 0) {
		*cause = xprintf("a pivot needs a facing toward a vertex, with "
		    "a hex in front of the centre of the unit");
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
	buf_printf(out, "%s pivots about %s, its other half entering %s: it "
	    "stands on %s facing %s (", id, hex_str(about), hex_str(c),
	    footprint_str(st, unit), facing_name(gd, us->facing));
	spent_text(st, unit, out);
	buf_puts(out, ")\n");
	return 0;
}
