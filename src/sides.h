/* sides: two-sided counters.  A unit type may print its counters on two
 * sides with values of their own (spi-agincourt §3.32, §15.0: an
 * English longbow's archer front and its yeoman back, melee 2; §17.11,
 * §17.12: cavalry's normal front and its charge back, melee 4 and 8 for
 * Saveuse, and an impulse allowance of 2, §3.33).  The game names the
 * two sides in its unit_types (`sides: [archer, yeoman]`) and gives a
 * counter's back values as FRONT/BACK (`melee: 0/2`), read by
 * sideload.c; the side a counter is up is part of the game's state
 * (struct unit_state.side), changed by the `flip` order and
 * herald::flip, journaled, undone and replayed as every order is.
 *
 * Every reader of a unit's stat in play reads sides_stat: the value of
 * the side it is up.  The game data's stat[] holds the front's values
 * and, in a game with two-sided counters, then the back's. */
#ifndef HERALD_SIDES_H
#define HERALD_SIDES_H

#include "board.h"

struct ruling;
struct buf;

/* The value of stat k (gamedata.stats) of the unit on the side it is
 * up. */
static inline int
sides_stat(const struct state *st, int unit, int k)
{
	const struct gamedata *gd = st->gd;

	return gd->units[unit].stat[gd->sides_any && st->u[unit].side > 0 ?
	    gd->nstats + k : k];
}

/* The value of stat k on side (0 front, 1 back), whatever side is up. */
int	 sides_stat_on(const struct gamedata *, int unit, int side, int k);
/* 2 for a two-sided counter, else 1. */
int	 sides_count(const struct gamedata *, int unit);
/* The name of the unit's side (0, 1), NULL for a one-sided counter. */
const char *sides_name(const struct gamedata *, int unit, int side);
/* The side a word names (either side's name, or front or back, any
 * case): 0 or 1; -1 for a one-sided counter or a word that is none. */
int	 sides_find(const struct gamedata *, int unit, const char *word);
/* "melee 8, mp 2": the stats in which the unit's two sides differ, as
 * they are on side; nothing for a one-sided counter or sides alike. */
void	 sides_values(const struct gamedata *, int unit, int side,
	     struct buf *);

/* Turns the unit to side (NULL: its other side), its record in r
 * (ruling.h RS_SIDE_FLIPPED): 0.  Refused: -1 and the refusal's
 * record in r (RS_REFUSE_SIDE_*), the state as it was. */
int	 sides_flip_rec(struct state *, int unit, const char *side,
	     struct ruling *r);

#endif
