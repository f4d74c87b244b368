/* advance: what a mêlée leaves open to the ground it emptied: one
 * attacker next to the defender's vacated hex may move into it, a
 * charging unit must (battle-of-agincourt §11.4); where the game says so,
 * the defender may take a hex its attackers left (st-albans §9.11). */
#ifndef HERALD_ADVANCE_H
#define HERALD_ADVANCE_H

#include "combat.h"

/* Why an emptied hex is taken by no one (RS_ADVANCE_NONE, ruling.h). */
enum {
	ADV_NONE_COUNTER,	/* after a counter-attack (herald's reading) */
	ADV_NONE_NOT_NEXT,	/* no attacker is next to it */
	ADV_NONE_CANNOT,	/* none may go there: the first reason why */
	ADV_NONE_TERRAIN	/* none may enter its terrain */
};

/* After a mêlée against the defender standing in `was`: if it emptied
 * that hex, open the advance into it (none after a counter-attack,
 * herald's reading, said so in out). */
void	advance_vacated(struct state *, const struct attack *, struct hex was,
	    struct buf *out);
/* Then: the charger (or -1) takes the hex by itself; otherwise the
 * attackers that may advance are offered it, or out says why none can. */
void	advance_offer(struct state *, const struct attack *, struct hex was,
	    int charger, struct buf *out);
/* st-albans §9.11, the reverse: of the n attackers att that stood in
 * was[], the first whose hex is now empty and next to the defender's is
 * offered to the defender.  1 if it was (said in out), else 0. */
int	advance_offer_defender(struct state *, int def, const int *att,
	    const struct hex *was, int n, struct buf *out);
/* 0 if an advance is open now; else -1 and a cause saying why not. */
int	advance_open(const struct state *, char **cause);
/* The order `advance UNIT`: the unit takes the open hex, or -1 and a
 * cause (the state is then as it was). */
int	advance_order(struct state *, int unit, struct buf *out, char **cause);
/* Whether a unit is one of the attackers of the last mêlée (or the
 * defender offered the hex its attackers left). */
int	advance_took_part(const struct state *, int unit);
/* Moves a unit into the hex its enemy left, with its commanders.  A
 * unit on two hexes steps one of them in and the other the same way
 * (footprint_steps_into): its first hex if that way is open, else its
 * second. */
void	advance_unit(struct state *, int unit, struct hex, struct buf *out);

/* " y13, y14 or y17" and the end of the line: the units one of which
 * the player names next (an advance, or which attacker goes). */
void	advance_list_units(const struct gamedata *, const int *u, int n,
	    struct buf *);

#endif
