/* retreat: the results of combat that take ground or men: step losses
 * and retreats, with commanders sharing their
 * unit's fate (st-albans §6). */
#ifndef HERALD_RETREAT_H
#define HERALD_RETREAT_H

#include "board.h"

/* Moves a unit into a hex, the commanders standing with it going too
 * (st-albans §6), and says so for each of them. */
void	unit_move_with_commanders(struct state *, int unit, struct hex to,
	    struct buf *out);
/* Loses one step: a full unit turns to its reduced side, a reduced or
 * one-step unit is eliminated (with its commanders). */
void	unit_lose_step(struct state *, int unit, struct buf *out);
/* Retreats a unit one hex away from its enemies, by the priorities of
 * st-albans §9.8; a unit that cannot loses a step instead.  The choice is
 * herald's, deterministic, and narrated with its reason. */
int	unit_retreat(struct state *, int unit, struct roller *,
	    struct buf *out, char **cause);

#endif
