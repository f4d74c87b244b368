/* chances-points: `odds morale UNIT` in a game of morale by points
 * (moralepoints.h; spi-agincourt §10): each term, the split into rolls
 * and each roll's chance before any die, the game's hooks asked through
 * rulehook.c on a copy of the game. */
#ifndef HERALD_CHANCES_POINTS_H
#define HERALD_CHANCES_POINTS_H

#include "board.h"

int	morale_points_odds(const struct state *, int unit, struct buf *,
	    char **cause);

#endif
