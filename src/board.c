/* board: counters on the map, kept as a copyable value. */
#include "board.h"

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
	st->pend_counter = -1;
	st->winner = -1;
	rng_seed(&st->rng, seed);
	st->turn = 1;
	return st;
}

struct state *
state_copy(const struct state *src)
{
	struct state *st = xmalloc(sizeof *st);

	*st = *src;
	st->u = xmalloc(sizeof *st->u * (size_t)(src->nunits ? src->nunits : 1));
	memcpy(st->u, src->u, sizeof *st->u * (size_t)src->nunits);
	return st;
}

void
state_free(struct state *st)
{
	if (st == NULL)
		return;
	free(st->u);
	free(st);
}

int
board_units_at(const struct state *st, struct hex h, int *out, int max)
{
	int i, n = 0;

	for (i = 0; i < st->nunits; i++)
		if (st->u[i].on_map && hex_eq(st->u[i].hex, h)) {
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

int
board_place(struct state *st, int unit, struct hex h, int facing,
    char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct unit_def *ud = &gd->units[unit];
	const struct hexinfo *hi = gd_hex(gd, h);
	const struct terrain *t;
	int others[16], n, i, here = 0;

	if (hi == NULL) {
		*cause = xprintf("%s is not on the map", hex_str(h));
		return -1;
	}
	t = &gd->terrain[hi->terrain];
	if (t->enter != 0 && !(t->enter & (1u << ud->type))) {
		const char *sec = t->enter_section ? t->enter_section :
		    t->section;

		*cause = xprintf("%s is %s, which %s cannot enter (%s%s)",
		    hex_str(h), t->name, gd->types[ud->type].name,
		    sec ? "§" : "table", sec ? sec : " of terrain effects");
		return -1;
	}
	n = board_units_at(st, h, others, (int)nitems(others));
	for (i = 0; i < n && i < (int)nitems(others); i++)
		if (others[i] == unit)
			here = 1;
	if (n - here >= gd->stacking) {
		*cause = xprintf("%s is already occupied by %s (%s%s%s)",
		    hex_str(h), gd->units[others[0]].id,
		    gd->stacking == 1 ? "one unit per hex" : "stacking limit",
		    gd->stacking_section ? ", §" : "",
		    gd->stacking_section ? gd->stacking_section : "");
		return -1;
	}
	if (facing < 0)
		facing = st->u[unit].on_map && st->u[unit].facing >= 0 ?
		    st->u[unit].facing : board_default_facing(gd, unit);
	st->u[unit].on_map = 1;
	st->u[unit].eliminated = 0;
	st->u[unit].hex = h;
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
	st->u[unit].on_map = 0;
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
	return 0;
}
