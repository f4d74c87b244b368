/* enter: may a unit go into this hex, or over this hexside?  The one
 * answer that moving, retreating, routing, advancing after combat and
 * placing a counter all ask for.  A terrain may name the unit types that
 * may enter it (battle-of-agincourt §7.1: woods, archers only); a hexside
 * feature may bar the way (st-albans TEC 6: a river) unless a crossing
 * stands on the same hexside (TEC 7 bridge, TEC 8 ford), and some bar a
 * retreat only (TEC 6). */
#ifndef HERALD_ENTER_H
#define HERALD_ENTER_H

#include "gamedata.h"

struct ruling;

/* Whether a unit of this type may enter terrain t (a terrain that names
 * no types lets every unit in). */
int	enter_terrain(const struct terrain *, int type);
/* Whether a unit may enter the terrain of hex h: 1, or 0 with, when no
 * is not NULL, the refusal as a record at its end (RS_REFUSE_TERRAIN:
 * battle-of-agincourt §7.1, woods; RS_REFUSE_HEX_OFF_MAP: a hex not on
 * the map), the hex as "to_col", "to_row". */
int	enter_hex_rec(const struct gamedata *, int unit, struct hex,
	    struct ruling *no);
/* The same, the refusal in words when cause is not NULL, "H is T, which
 * a X unit cannot enter (§S)" (xprintf): for the unit tests; herald's
 * own callers render the record. */
int	enter_hex(const struct gamedata *, int unit, struct hex, char **cause);
/* enter_hex_rec's refusal in words (xprintf), for those callers and
 * board_place's (board.c): narrate-refuse.c says the same from the
 * record (tests/unit/test_whyrec.c checks that they agree). */
struct ruling_step;
char   *enter_words(const struct ruling_step *);
/* The impassable hexside feature between a hex and its neighbour in
 * direction dir that nothing on the same hexside lets a unit cross (a
 * river with no bridge or ford), or -1. */
int	enter_barrier(const struct gamedata *, struct hex, int dir);
/* The crossing (bridge, ford) among these hexside features, or -1. */
int	enter_crossing(const struct gamedata *, unsigned sides);
/* The hexside feature that bars a unit going from hex h in direction dir
 * (a river with no bridge or ford on it), or -1.  retreat: a retreat,
 * which features marked no_retreat bar too, unless crossed. */
int	enter_hexside(const struct gamedata *, struct hex, int dir,
	    int retreat);

#endif
