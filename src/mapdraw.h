/* mapdraw: the board as text.  Each hex is a four-character cell:
 * faction, unit type (or terrain when empty), facing arrow, and a mark
 * for a fortified hex.  Columns that sit half a hex lower are drawn half
 * a line lower. */
#ifndef HERALD_MAPDRAW_H
#define HERALD_MAPDRAW_H

#include "board.h"

void	mapdraw(const struct state *, struct hex from, struct hex to,
	    struct buf *);

#endif
