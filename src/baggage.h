/* baggage: a mechanism a game chooses with rules: baggage: in game.yaml
 * (st-albans §9.4): units of the listed types never attack, defend at a
 * fixed strength their terrain leaves alone and only hand to hand, add
 * that strength to a unit they stand with, are not moved by a retreat
 * nor let that unit retreat, and fall with it.  Combat (combat-odds.c),
 * the results applied (resolve.c), retreat and morale ask it through
 * these functions; a game without the block has no baggage. */
#ifndef HERALD_BAGGAGE_H
#define HERALD_BAGGAGE_H

#include "board.h"

struct loader;
struct ynode;

/* rules: baggage: {types: [TYPE...], defends_at: N, section}. */
int	baggage_load(struct loader *, struct gamedata *, const struct ynode *);
void	baggage_free(struct gamedata *);

/* Is the unit baggage? */
int	baggage_is(const struct state *, int unit);
/* Is a unit of this type baggage (no state: charts)? */
int	baggage_type(const struct gamedata *, int type);
/* The baggage of its own side the unit stands with, or -1. */
int	baggage_with(const struct state *, int unit);
/* Neither moved by a retreat nor letting its unit retreat: baggage, or
 * a unit standing with its baggage. */
int	baggage_holds(const struct state *, int unit);
/* The fixed strength baggage defends at. */
int	baggage_defence(const struct gamedata *);
/* The section the mechanism cites: baggage:'s section:, which the game
 * must give (the loader refuses the block without it). */
const char *baggage_section(const struct gamedata *);

/* The refusals of combat: baggage attacking; baggage (or a unit with
 * it) attacked by unit a from beyond contact.  0, or -1 and a cause. */
int	baggage_refuse_attacker(const struct state *, int a, char **cause);
int	baggage_refuse_at_range(const struct state *, int a, int def,
	    char **cause);

#endif
