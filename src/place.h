/* place: a unit put on a hex at the set-up or as a referee's correction
 * (the order `place`), and the ruling it makes: where the unit now
 * stands, as a record (ruling.h RS_PLACED, rendered by narrate-phase.c).
 * The stacking limit and the terrain a unit may not enter still apply
 * (board_place). */
#ifndef HERALD_PLACE_H
#define HERALD_PLACE_H

#include "board.h"

struct ruling;

/* board_place, and on success an RS_PLACED step at the end of r: the
 * unit's id and name, its hex (and second hex, on two), its facing (or
 * routed) and whether it is reduced.  -1 and a cause when refused (r
 * is left as it was). */
int	place_unit(struct state *, int unit, struct hex, int facing,
	    struct ruling *, char **cause);

#endif
