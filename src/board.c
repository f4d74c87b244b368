/* board: counters on the map, kept as a copyable value. */
#include "board.h"
#include "enter.h"
#include "tally.h"
#include "footprint.h"
#include "marker.h"

#include <stdlib.h>
#include <string.h>

void
unit_turn_reset(struct unit_state *us)
{
	us->mf_spent = 0;
	us->moved = 0;
	us->move_dir = MOVE_NONE;
	us->faced = 0;
	us->charged = 0;
	us->attacked = 0;
	us->defended = 0;
	us->move_done = 0;
	us->road_start = 0;
}

struct state *
state_new(const struct gamedata *gd, uint64_t seed)
{
	struct state *st = xcalloc(1, sizeof *st);
	int i;

	st->gd = gd;
	st->nunits = gd->nunits;
	st->u = xcalloc((size_t)gd->nunits, sizeof *st->u);
	for (i = 0; i < st->nunits; i++) {
		st->u[i].facing = -1;
		unit_turn_reset(&st->u[i]);
	}
	st->seed = seed;
	st->winner = -1;
	st->turns = gd->sequence.turns;
	rng_seed(&st->rng, seed);
	st->turn = 1;
	tally_init(st);
	board_index_init(st);
	return st;
}

struct state *
state_copy(const struct state *src)
{
	struct state *st = xmalloc(sizeof *st);

	*st = *src;
	st->u = xmalloc(sizeof *st->u * (size_t)(src->nunits ? src->nunits : 1));
	memcpy(st->u, src->u, sizeof *st->u * (size_t)src->nunits);
	st->tally = tally_dup(src);
	memset(&st->at, 0, sizeof st->at);
	board_index_copy(&st->at, &src->at);
	marker_state_copy(st, src);
	return st;
}

/* The same into a state that is being thrown away, reusing its memory:
 * a replay copies a state for every order. */
void
state_copy_into(struct state *dst, const struct state *src)
{
	struct unit_state *u = dst->u;
	struct board_index at = dst->at;	/* its arrays, reused */
	int *tv = dst->tally, ntv = dst->ntally;

	free(dst->markers);
	if (dst->nunits != src->nunits)
		u = xrealloc(u, sizeof *u *
		    (size_t)(src->nunits ? src->nunits : 1));
	*dst = *src;
	dst->u = u;
	memcpy(dst->u, src->u, sizeof *dst->u * (size_t)src->nunits);
	dst->tally = tally_reuse(tv, ntv, src);
	dst->at = at;
	board_index_copy(&dst->at, &src->at);
	marker_state_copy(dst, src);
}

#define SAME(f) do {							\
	if (a->f != b->f) {						\
		*what = xprintf("%s: %lld against %lld", #f,		\
		    (long long)a->f, (long long)b->f);			\
		return 0;						\
	}								\
} while (0)
#define SAME_UNIT(f) do {						\
	if (a->u[i].f != b->u[i].f) {					\
		*what = xprintf("unit %d: %s: %lld against %lld", i, #f, \
		    (long long)a->u[i].f, (long long)b->u[i].f);	\
		return 0;						\
	}								\
} while (0)

/* Whether two states are the same game, field by field (the game data
 * they point at may be two loads of the same files); if not, *what says
 * where they differ.  A new field of struct state or unit_state belongs
 * here, in state_copy and in state_copy_into. */
int
state_equal(const struct state *a, const struct state *b, char **what)
{
	int i;

	SAME(nunits);
	for (i = 0; i < a->nunits; i++) {
		SAME_UNIT(on_map);
		SAME_UNIT(hex.col);
		SAME_UNIT(hex.row);
		SAME_UNIT(facing);
		SAME_UNIT(routed);
		SAME_UNIT(eliminated);
		SAME_UNIT(mf_spent);
		SAME_UNIT(moved);
		SAME_UNIT(move_dir);
		SAME_UNIT(faced);
		SAME_UNIT(charged);
		SAME_UNIT(attacked);
		SAME_UNIT(defended);
		SAME_UNIT(rally_tried);
		SAME_UNIT(move_done);
		SAME_UNIT(steps_lost);
		SAME_UNIT(road_start);
		SAME_UNIT(open_ground);
		SAME_UNIT(hex2.col);	/* footprint.h */
		SAME_UNIT(hex2.row);
	}
	for (i = 0; i < 4; i++)
		SAME(rng.s[i]);
	SAME(seed);
	SAME(dice_manual);
	SAME(turn);
	SAME(phase);
	SAME(over);
	SAME(options);
	SAME(turns);
	SAME(first_side);
	SAME(winner);
	if (strcmp(a->result, b->result) != 0) {
		*what = xprintf("result: \"%s\" against \"%s\"", a->result,
		    b->result);
		return 0;
	}
	for (i = 0; i < STATE_MAX_EVENTS; i++)	/* sequence.c */
		SAME(event_turn[i]);
	if (!opens_equal(&a->opens, &b->opens, what) ||
	    !tally_equal(a, b, what))
		return 0;
	if (!marker_state_equal(a, b, what))
		return 0;
	/* the hex index is a cache: each must be what its units give */
	if (board_index_check(a, what) != 0 || board_index_check(b, what) != 0)
		return 0;
	return 1;
}
#undef SAME
#undef SAME_UNIT

void
state_free(struct state *st)
{
	if (st == NULL)
		return;
	free(st->u);
	free(st->tally);
	board_index_free(&st->at);
	marker_state_free(st);
	free(st);
}

int
board_units_at(const struct state *st, struct hex h, int *out, int max)
{
	int i, n = 0;

	if (st->at.head2 == NULL)	/* no unit on two hexes: first hexes */
		for (i = board_first_at(st, h); i >= 0;
		    i = board_next_at(st, i)) {
			if (n < max)
				out[n] = i;
			n++;
		}
	else
		for (i = board_first_in(st, h); i >= 0;
		    i = board_next_in(st, h, i)) {
			if (n < max)
				out[n] = i;
			n++;
		}
	return n;
}

int
board_unit_at(const struct state *st, struct hex h)
{
	int u;

	return board_units_at(st, h, &u, 1) > 0 ? u : -1;
}

int
board_default_facing(const struct gamedata *gd, int unit)
{
	return dir_opposite(gd->factions[gd->units[unit].faction].edge);
}

/*
 * Stacking: at most `stacking` units of the ordinary types in a hex; the
 * game's extra types (a commander, a baggage train) may
 * also stand there, one of each type, only with friendly units.
 */
static int
stack_check(const struct state *st, int unit, struct hex h,
    const int *others, int n, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct unit_def *ud = &gd->units[unit];
	const char *section = gd->stacking_section;
	int i, plain = 0, o, nplain = 0, nothers = 0;

	for (i = 0; i < n; i++) {
		o = others[i];
		if (o == unit)
			continue;
		if (gd->stack_extra & (1u << gd->units[o].type)) {
			if (gd->units[o].faction != ud->faction) {
				*cause = xprintf("%s holds the enemy %s (§%s)",
				    hex_str(h), gd->units[o].id,
				    sec(section));
				return -1;
			}
			if (gd->units[o].type == ud->type) {
				*cause = xprintf("%s already holds %s, and "
				    "one %s may stand in a hex (§%s)",
				    hex_str(h), gd->units[o].id,
				    gd->types[ud->type].name, sec(section));
				return -1;
			}
			continue;
		}
		/* an extra may stand on friendly units, never on enemies */
		if ((gd->stack_extra & (1u << ud->type)) &&
		    gd->units[o].faction == ud->faction)
			continue;
		if (++plain >= gd->stacking ||
		    gd->units[o].faction != ud->faction) {
			*cause = xprintf("%s is already occupied by %s (%s%s%s)",
			    hex_str(h), gd->units[o].id,
			    gd->stacking == 1 ? "one unit per hex" :
			    "stacking limit", section ? ", §" : "",
			    section ? section : "");
			return -1;
		}
	}
	/* an extra joins a friendly combat unit, not a lone commander or
	 * baggage (st-albans §5) */
	for (i = 0; i < n; i++) {
		o = others[i];
		if (o == unit)
			continue;
		nothers++;
		if (!(gd->stack_extra & (1u << gd->units[o].type)))
			nplain++;
	}
	if ((gd->stack_extra & (1u << ud->type)) && nothers > 0 &&
	    nplain == 0) {
		*cause = xprintf("%s may stand only with a friendly combat unit "
		    "(§%s)", ud->id, sec(section));
		return -1;
	}
	return 0;
}

int
board_can_stand(const struct state *st, int unit, struct hex h, char **cause)
{
	int others[16], n;

	n = board_units_at(st, h, others, (int)nitems(others));
	if (n > (int)nitems(others))
		n = (int)nitems(others);
	return stack_check(st, unit, h, others, n, cause);
}

/* A unit on two hexes (footprint.h): both must be on the map, open to
 * it, and have room. */
static int
place_two(struct state *st, int unit, struct hex h, int facing,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	struct hex h2;
	char *why;

	if (gd->no_facing)
		facing = -1;
	else if (facing < 0)
		facing = st->u[unit].on_map && st->u[unit].facing >= 0 ?
		    st->u[unit].facing : board_default_facing(gd, unit);
	h2 = footprint_second(gd, unit, h, facing);
	if (!enter_hex(gd, unit, h, cause))
		return -1;
	if (!enter_hex(gd, unit, h2, &why)) {
		*cause = xprintf("%s stands on two hexes, %s and %s: %s (§%s)",
		    gd->units[unit].id, hex_str(h), hex_str(h2), why,
		    sec(gd->footprint.section));
		free(why);
		return -1;
	}
	if (board_can_stand(st, unit, h, cause) != 0 ||
	    board_can_stand(st, unit, h2, cause) != 0)
		return -1;
	board_locate2(st, unit, 1, h, h2);
	st->u[unit].eliminated = 0;
	st->u[unit].facing = st->u[unit].routed ? -1 : facing;
	return 0;
}

int
board_place(struct state *st, int unit, struct hex h, int facing,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	int others[16], n, i, here = 0;

	if (footprint_size(gd, unit) == 2)
		return place_two(st, unit, h, facing, cause);
	if (!enter_hex(gd, unit, h, cause))
		return -1;
	n = board_units_at(st, h, others, (int)nitems(others));
	if (n > (int)nitems(others))
		n = (int)nitems(others);
	if (stack_check(st, unit, h, others, n, cause) != 0)
		return -1;
	(void)here;
	(void)i;
	if (gd->no_facing)
		facing = -1;
	else if (facing < 0)
		facing = st->u[unit].on_map && st->u[unit].facing >= 0 ?
		    st->u[unit].facing : board_default_facing(gd, unit);
	board_locate(st, unit, 1, h);
	st->u[unit].eliminated = 0;
	st->u[unit].facing = st->u[unit].routed ? -1 : facing;
	return 0;
}

int
board_remove(struct state *st, int unit, char **cause)
{
	if (!st->u[unit].on_map) {
		*cause = xprintf("%s is not on the map",
		    st->gd->units[unit].id);
		return -1;
	}
	board_set_on_map(st, unit, 0);
	st->u[unit].facing = -1;
	return 0;
}

int
board_setup(struct state *st, const struct scenario *sc, char **cause)
{
	int i;

	for (i = 0; i < sc->nsetup; i++)
		if (board_place(st, sc->setup[i].unit, sc->setup[i].hex,
		    sc->setup[i].facing, cause) != 0)
			return -1;
	return marker_setup(st, sc, cause);	/* marker.h */
}

int
board_fighter(const struct state *st, struct hex h, int faction, int except)
{
	const struct gamedata *gd = st->gd;
	int all[8], n, k;

	n = board_units_at(st, h, all, 8);
	for (k = 0; k < n && k < 8; k++)
		if (all[k] != except && !(gd->stack_extra &
		    (1u << gd->units[all[k]].type)) && (faction < 0 ||
		    gd->units[all[k]].faction == faction))
			return all[k];
	return -1;
}

int
board_contact_hex(const struct gamedata *gd, struct hex a, struct hex b)
{
	int d = hex_dir_to(&gd->grid, a, b);

	return d >= 0 && enter_barrier(gd, a, d) < 0;
}

int
board_contact(const struct state *st, int a, int b)
{
	struct hex fa[2], fb[2];
	int na, nb, i, k;

	if (st->gd->footprint.any) {	/* any hex of one next to the other */
		na = footprint_hexes(st, a, fa);
		nb = footprint_hexes(st, b, fb);
		for (i = 0; i < na; i++)
			for (k = 0; k < nb; k++)
				if (board_contact_hex(st->gd, fa[i], fb[k]))
					return 1;
		return 0;
	}
	return board_contact_hex(st->gd, st->u[a].hex, st->u[b].hex);
}
