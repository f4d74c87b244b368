/* zoc: zones of control (st-albans §8): which hexes an enemy's zone
 * reaches.  Movement (move.c) and retreat (retreat.c) both ask; kept
 * apart so that neither has to call the other for it. */
#ifndef HERALD_ZOC_H
#define HERALD_ZOC_H

#include "board.h"

/* Whether a hex is in the zone of control of the unit's enemies. */
int	in_enemy_zoc(const struct state *, int unit, struct hex);

#endif
