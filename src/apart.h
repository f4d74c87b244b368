/* apart: a mechanism a game chooses with rules: apart: in game.yaml
 * (spi-agincourt 5.18): units of some types are kept from standing next
 * to friendly units of others.  Each rule:
 *   rules: apart: [{types: [TYPE...], from: [TYPE...], placement: BOOL,
 *                   section}, ...]
 * a unit of types may not be moved (end a step of a move, a pair's or a
 * pivot's) into a hex next to a friendly unit of from, nor a unit of
 * from next to a friendly unit of types; with placement: true a unit
 * may not be placed so either (`place` and the scenario's set-up: the
 * rule binds where units stand, as the 9.13 errata reads 5.18).  Any
 * hex of a unit on two hexes counts.  Reads the units of the state, not
 * the board's index: the board calls on it for placement. */
#ifndef HERALD_APART_H
#define HERALD_APART_H

#include "board.h"

struct loader;
struct ynode;
struct ruling;

int	apart_load(struct loader *, struct gamedata *, const struct ynode *m);
void	apart_free(struct gamedata *);

/* May the unit stand on these n hexes (1 or 2) as a move leaves it?
 * placing: as placed (only the rules with placement: true).  0, or -1
 * with an RS_REFUSE_APART record at the end of no: word 0 the unit,
 * word 1 the friend it would stand next to, words 2 and 3 their types'
 * names; the hex of the n next to the friend "to_col", "to_row", the
 * friend's "col", "row". */
int	apart_rec(const struct state *, int unit, const struct hex *, int n,
	    int placing, struct ruling *no);

#endif
