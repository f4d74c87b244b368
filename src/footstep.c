/* footstep: may the other half of a unit on two hexes (footprint.h)
 * follow when one half steps?  One rule for the three motions that move
 * a pair by its first hex and carry the second along, the same step:
 * the retreat (retreat-priority-chain.c), the rout (rout-to-edge.c)
 * and the advance (advance.c).  The rules of each are written for one
 * hex (st-albans §9.8, battle-of-agincourt §13.4, §11.4); herald reads
 * them for a pair so: the half that follows must be able to go where a
 * unit may go, and passes over, pushes and displaces no one
 * (doc/reconstructions.md).
 *
 * Not in footprint.c: the board uses that module (board.c places pairs
 * and sees their contact through it), and this asks the board (who
 * stands where) and the markers: footprint.c calling up into the board
 * would close an import circle (tests/imports.test). */
#include "footprint.h"

#include <stdlib.h>

#include "enter.h"
#include "marker.h"
#include "narrate.h"
#include "ruling.h"

int
footstep_may_follow(const struct state *st, int unit, struct hex from,
    int dir, int retreat, char **cause)
{
	const struct gamedata *gd = st->gd;
	struct hex to = hex_neighbour(&gd->grid, from, dir);
	struct ruling no;
	char *why = NULL;
	int f;

	/* a hexside that bars the motion bars it for either half, even
	 * into the unit's own other hex (a pair standing astride a river
	 * does not cross it by stepping along itself) */
	if ((f = enter_hexside(gd, from, dir, retreat)) >= 0) {
		if (cause != NULL)
			why = xprintf("it may not cross the %s (§%s)",
			    gd->hexsides[f].name,
			    sec(gd->hexsides[f].section));
		goto shut;
	}
	if (!grid_contains(&gd->grid, to)) {
		if (cause != NULL)
			why = xprintf("%s is not on the map", hex_str(to));
		goto shut;
	}
	/* a marker no unit may enter (marker.h): the half enters its hex
	 * even when it is the unit's own other hex */
	if (st->nmarkers > 0 && marker_move_cost(st, to, &why) < 0)
		goto shut;
	if (footprint_covers(st, unit, to))
		return 1;	/* its own other hex, left as it goes */
	/* a probe (cause NULL: the retreat's and the rout's searches ask
	 * at every hex they try) asks whether, not why: no records, and
	 * no refusal rendered to stand as the order's (narrate_refusal,
	 * ruling_refused_keep) */
	if (cause == NULL)
		return enter_hex_rec(gd, unit, to, NULL) &&
		    board_stand_rec(st, unit, to, NULL) == 0;
	ruling_init(&no);
	if (!enter_hex_rec(gd, unit, to, &no) ||
	    board_stand_rec(st, unit, to, &no) != 0) {
		why = narrate_refusal(gd, &no);
		goto shut;
	}
	return 1;
shut:
	if (cause != NULL)
		*cause = why;
	else
		free(why);
	return 0;
}
