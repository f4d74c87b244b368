/* stepcost: the cost of one step of a unit, in half points (st-albans
 * §7's TEC, spi-agincourt 7.21-7.23 and the game's terrain, hexsides,
 * roads, markers and contours). */
#ifndef HERALD_STEPCOST_H
#define HERALD_STEPCOST_H

#include "board.h"

/* Crossing from `at` through hexside d into terrain t (road: a move
 * along roads), or -1 with a cause (a barred hexside, a marker). */
int	step_cost(const struct state *, int unit, struct hex at, int d,
	    const struct terrain *t, int road, char **cause);
/* The same into whatever terrain the hex beyond holds (no road): -1
 * with a cause off the map. */
int	move_step_cost(const struct state *, int unit, struct hex at, int d,
	    char **cause);

#endif
