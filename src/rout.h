/* rout: how a routed unit runs, a mechanism a game chooses by kind
 * (rules: rout: kind: in game.yaml), each kind in its own file with its
 * own loader: to-edge (rout-to-edge.c, battle-of-agincourt §13.4).  A
 * game without the block has to-edge with its defaults.  Which check
 * routs a unit, and the rally, are morale's (morale.c). */
#ifndef HERALD_ROUT_H
#define HERALD_ROUT_H

#include "board.h"

struct loader;
struct ynode;

/* The defaults of a game without rules: rout:, set before the rules
 * are read. */
void	rout_defaults(struct gamedata *);
/* rules: rout: {kind: KIND, ...}: the kind's own loader reads the
 * rest; an unknown kind is refused with the kinds listed.  Read after
 * the morale rules. */
int	rout_load(struct loader *, struct gamedata *, const struct ynode *);
void	rout_free(struct gamedata *);
/* The section a rout cites: the block's, else morale: rout_section:. */
const char *rout_section(const struct gamedata *);
/* Moves a routed unit by the game's kind, narrated as records
 * (ruling.h, narrate-retreat.c). */
void	rout_unit(struct state *, int unit, struct buf *out);

/* to-edge (rout-to-edge.c): its loader, and the rout: the unit's
 * allowance toward its own map edge, each hex nearer it, off the edge
 * eliminated (battle-of-agincourt §13.4). */
int	rout_to_edge_load(struct loader *, struct gamedata *,
	    const struct ynode *);
void	rout_to_edge(struct state *, int unit, struct buf *out);

#endif
