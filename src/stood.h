/* stood: the complete impulses a unit has stood still in its hex, which
 * rules count on (spi-agincourt 7.24: a unit waits one complete impulse
 * below a contour it cannot cross in one; 14.28: a unit that stays an
 * impulse on a fugitive captures it, through herald::unit's `stood`).
 * Counted as each impulse of a phase of impulses ends, for the units
 * of the side whose impulse it was (sequence.c calls stood_impulse_end);
 * a move or a turn clears it (move.c, move-footprint.c call
 * stood_stir), and so does any other change of its hex (a retreat: the
 * hex it stood in no longer the one it is in).  Part of the unit's
 * state, so a replay of the journal rebuilds it with the rest. */
#ifndef HERALD_STOOD_H
#define HERALD_STOOD_H

struct state;
struct phase;

/* The impulse p (an entry of the sequence) of side (a faction, -1 both)
 * ends: every unit of that side that neither moved nor turned in it, nor
 * was moved, has stood one more complete impulse.  Nothing for an entry
 * that is no impulse. */
void	stood_impulse_end(struct state *, const struct phase *p, int side);
/* The unit moved or turned in this impulse. */
void	stood_stir(struct state *, int unit);
/* Its complete impulses stood in the hex it is in. */
int	stood_of(const struct state *, int unit);

#endif
