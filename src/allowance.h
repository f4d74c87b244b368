/* allowance: a unit's movement allowance as the rules count it (in half
 * points: terrain costs may be halves) and as the players read it ("2.5",
 * "MF", "moved 2 hexes, 3 of 4 MF spent").  Both the movement mechanism
 * (move.c, move-footprint.c) and the narration (narrate.c,
 * narrate-move.c) use it, and it uses neither: narrate renders move's
 * records, and move's numbers are read here (tests/imports.test). */
#ifndef HERALD_ALLOWANCE_H
#define HERALD_ALLOWANCE_H

#include "board.h"
#include "util.h"

/* The unit's allowance in half points: its stat rules.movement.stat
 * names (battle-of-agincourt §3: MF; st-albans §7: MP), or one point. */
int	allowance_of(const struct state *, int unit);
/* Half points as the rulebooks write them: "3", "2.5" (a ring of four,
 * so that one sentence may hold four). */
const char *allowance_points(int halves);
/* What the game calls movement points: its stat's id in capitals
 * ("MF"), or the game's word for them (gamewords.h). */
const char *allowance_name(const struct gamedata *);
/* What the unit has done with its movement this turn, in words: "not
 * moved (4 MP)", "moved 2 hexes, 3 of 4 MP spent". */
void	allowance_describe(const struct state *, int unit, struct buf *);

#endif
