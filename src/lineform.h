/* lineform: line formations, a named movement mechanism (rules:
 * movement: line_formation:).  Enemy combat units near each other link
 * up into a line that only the loss of one of them opens
 * (spi-agincourt 5.4): no unit moves into a hex that is the only hex
 * next to two enemy combat units (5.41), nor straight from a hex next to
 * two enemy combat units that are not next to each other into another
 * hex next to both (5.42); a hex next to one enemy only is free (5.43).
 * Only combat units count: the types the block names `not:` (leaders)
 * never do, and markers are no units.  An enemy unit on two hexes is one
 * unit standing on both; a mover on two hexes is judged half by half,
 * each half's step from its hex into the one it enters. */
#ifndef HERALD_LINEFORM_H
#define HERALD_LINEFORM_H

#include "board.h"

struct loader;
struct ruling;
struct ynode;

/* movement: line_formation: {section, not: [types]} (mv: the movement
 * block, NULL: none). */
int	lineform_load(struct loader *, struct gamedata *,
	    const struct ynode *mv);
/* Whether the unit is a combat unit to the formations (and to line
 * movement, whose `not:` may say more). */
int	lineform_combat(const struct gamedata *, int unit);
/* A step of the unit (or of one half of it) from `from` into `to`: 0
 * when the formations allow it; else -1 with no initialised and holding
 * the refusal (ruling.h RS_REFUSE_LINE_GAP, RS_REFUSE_LINE_THROUGH, the
 * hex entered "to_col", "to_row"), for the caller to render. */
int	lineform_step_rec(const struct state *, int unit, struct hex from,
	    struct hex to, struct ruling *no);
/* A step of a unit on two hexes from a+b into na+nb (a pivot: its one
 * moving half, a == b, na == nb): each half judged into a hex it does
 * not cover already; -1 and the refusal rendered in *cause. */
int	lineform_pair(const struct state *, int unit, struct hex a,
	    struct hex b, struct hex na, struct hex nb, char **cause);

#endif
