/* contact: whether a unit is in contact with the enemy, beside zoc.c's
 * zones of control: a charge that ends in contact (charge.c) and a
 * phase that ends with units next to the enemy that did not attack
 * (phase-end.c) ask it. */
#ifndef HERALD_CONTACT_H
#define HERALD_CONTACT_H

#include "board.h"

/* Whether the unit is next to an enemy unit, with nothing impassable
 * between; a unit on two hexes (footprint.h) when either hex is. */
int	contact_adjacent_enemy(const struct state *, int unit);

#endif
