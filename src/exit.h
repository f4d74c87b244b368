/* exit: units leave the map across an edge and are counted, a mechanism
 * a game chooses with rules: exit: in game.yaml (spi-agincourt 20.34:
 * English units off the north edge score for the English).
 *   rules: exit: {factions: [FACTION...], across: FACTION, count: VALUE,
 *                 section}
 * A unit of the factions, in a hex whose neighbour toward `across`'s map
 * edge (that faction's `edge:` hexside, the way its routs leave) is off
 * the map, with movement left in this phase, leaves by the `leave` order
 * (an order of the phases whose orders list it): it is off the map, not
 * eliminated, and a per-faction declared value (state:) counts it for
 * its own side.  A game's order hook may refuse it (a scenario without
 * the rule). */
#ifndef HERALD_EXIT_H
#define HERALD_EXIT_H

#include "board.h"

struct loader;
struct ynode;
struct ruling;

struct exit_rules {
	unsigned	 factions;	/* bit per faction; 0: no exits */
	int		 across;	/* the faction whose edge is crossed */
	char		*count;
	int		 count_def;
	char		*section;
};

int	exit_load(struct loader *, struct gamedata *, const struct ynode *m);
/* its count, once state: is read */
int	exit_load_count(struct loader *, struct gamedata *,
	    const struct ynode *rules);
void	exit_free(struct gamedata *);

/* The unit leaves the map: 0 with its RS_EXITED record in r; -1 with
 * *cause (naming the section) and nothing changed. */
int	exit_unit(struct state *, int unit, struct ruling *r, char **cause);

#endif
