/* chances: the exact chances of the dice before they are rolled: each
 * result of a CRT column at a DRM (chances_combat, declared in combat.h;
 * battle-of-agincourt Table 4), and the outcomes of a unit's morale
 * check as it stands now (`odds morale`). */
#ifndef HERALD_CHANCES_H
#define HERALD_CHANCES_H

#include "board.h"

/* The ways each total can come up are dice_ways()'s (dice.h), for
 * every dice form. */

/* The chances of a unit's morale check now, with each modifier and its
 * section; a unit that never checks is refused with *cause. */
int	chances_morale(const struct state *, int unit, struct buf *,
	    char **cause);

#endif
