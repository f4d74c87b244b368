/* zoc: zones of control (st-albans §8): which hexes an enemy's zone
 * reaches.  Movement (move.c, move-footprint.c) and retreat (retreat.c)
 * ask; kept apart so that neither has to call the other for it.  A unit
 * on two hexes (footprint.h) exerts its zone from both, and is in an
 * enemy's zone when either of its hexes is. */
#ifndef HERALD_ZOC_H
#define HERALD_ZOC_H

#include "board.h"

/* Whether the unit, its first hex in h, is in the zone of control of
 * its enemies.  A unit on two hexes is taken with its second hex beside
 * h as it lies now beside its first (the same step: a move, a retreat
 * or an advance of the pair), and is in a zone when either hex is. */
int	zoc_in_enemy(const struct state *, int unit, struct hex);
/* The same for a unit on exactly these hexes (a pivot, a placing). */
int	zoc_hexes_in(const struct state *, int unit, const struct hex *, int n);

#endif
