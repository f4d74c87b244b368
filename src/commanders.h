/* commanders: a mechanism a game chooses with rules: commanders: in
 * game.yaml (st-albans §6): units of the listed types fight only in the
 * strength of a combat unit of their side they stand with, adding their
 * own strength to its attack or defence in mêlée, and go where it goes
 * (a retreat takes them along; its elimination takes them too).  Their
 * help to morale is the morale rules' own modifier (when:
 * near-friendly-type), and their exemption from checks an exempt: entry
 * (when: always): data, not this module. */
#ifndef HERALD_COMMANDERS_H
#define HERALD_COMMANDERS_H

#include "board.h"

struct loader;
struct ynode;

/* rules: commanders: {types: [TYPE...], section}. */
int	commanders_load(struct loader *, struct gamedata *,
	    const struct ynode *);
void	commanders_free(struct gamedata *);

/* Is the unit a commander? */
int	commanders_is(const struct state *, int unit);
/* Is a unit of this type a commander (no state: movement)? */
int	commanders_type(const struct gamedata *, int type);
/* The commanders of its side standing with a unit: their count, their
 * ids in out (at most max). */
int	commanders_with(const struct state *, int unit, int *out, int max);
/* The section the mechanism cites: commanders:'s section:, or the
 * game's sections: commanders: (the loader refuses the block with
 * neither). */
const char *commanders_section(const struct gamedata *);

/* The refusal of combat: a commander named as an attacker (he fights in
 * his unit's strength, or not at all).  0, or -1 and a cause. */
int	commanders_refuse_attacker(const struct state *, int a, char **cause);

#endif
