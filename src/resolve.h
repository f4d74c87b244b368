/* resolve: carrying out an attack: the roll, the result off the CRT and
 * what follows from it (elimination, a morale check and rout), and what
 * it leaves open: an advance into the vacated hex, a counter-attack
 * (battle-of-agincourt §11, §13). */
#ifndef HERALD_RESOLVE_H
#define HERALD_RESOLVE_H

#include "combat.h"

int	resolve_attack(struct state *, const struct attack *, struct roller *,
	    struct buf *out, char **cause);
/* Whether herald, not the players, decides retreats, shares of losses
 * and advances (a delayed-turn adaptation). */
int	herald_decides(const struct state *);
/* The attackers a result against the attacker would spare (missile
 * units firing from range at a target that cannot fire back): their
 * count, and their ids in spared (room for ATTACKERS_MAX). */
int	resolve_spared(const struct state *, const struct attack *,
	    int *spared);
/* Moves an attacker into the hex its enemy left, with its commander. */
void	advance_unit(struct state *, int unit, struct hex, struct buf *out);
/* Refuses while step losses wait to be shared out. */
int	resolve_waiting(const struct state *, char **cause);
/* Declines whatever the last attack left open. */
void	resolve_close(struct state *);
/* Why no advance is open now, for a refused `advance` (xprintf). */
char	*resolve_no_advance(const struct state *);

#endif
