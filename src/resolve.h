/* resolve: carrying out an attack: the roll, the result off the CRT and
 * what follows from it (elimination, a morale check and rout), and what
 * it leaves open: an advance into the vacated hex (advance.h), a
 * counter-attack (battle-of-agincourt §11, §13). */
#ifndef HERALD_RESOLVE_H
#define HERALD_RESOLVE_H

#include "advance.h"
#include "combat.h"
#include "losses.h"

int	resolve_attack(struct state *, const struct attack *, struct roller *,
	    struct buf *out, char **cause);
/* The attackers a result against the attacker would spare (missile
 * units firing from range at a target that cannot fire back): their
 * count, and their ids in spared (room for ATTACKERS_MAX). */
int	resolve_spared(const struct state *, const struct attack *,
	    int *spared);
/* Refuses while step losses wait to be shared out. */
int	resolve_waiting(const struct state *, char **cause);
/* Declines whatever the last attack left open. */
void	resolve_close(struct state *);
/* 0 if the game has counter-attacks at all (battle-of-agincourt §11.5);
 * else -1 and a cause. */
int	resolve_counter_open(const struct gamedata *, char **cause);
/* The order `counter D -> A`: the defender just attacked strikes back
 * at one of its attackers, if that is open to it now; resolved like any
 * attack. */
int	resolve_counter(struct state *, const struct attack *, struct roller *,
	    struct buf *out, char **cause);

#endif
