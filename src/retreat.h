/* retreat: retreats after combat, a mechanism a game chooses by kind
 * (rules: retreat: kind: in game.yaml), each kind in its own file with
 * its own loader: priority-chain (retreat-priority-chain.c, st-albans
 * §9.8).  A game without the block has priority-chain with its
 * defaults.  Commanders share their unit's fate (st-albans §6). */
#ifndef HERALD_RETREAT_H
#define HERALD_RETREAT_H

#include "board.h"

struct loader;
struct ynode;

/* The defaults of a game without rules: retreat:, set before the
 * rules are read. */
#define RETREAT_PUSH_LIMIT	6
#define RETREAT_ZOC_PENALTY	1
void	retreat_defaults(struct gamedata *);
/* rules: retreat: {kind: KIND, ...}: the kind's own loader reads the
 * rest; an unknown kind is refused with the kinds listed. */
int	retreat_load(struct loader *, struct gamedata *, const struct ynode *);
void	retreat_free(struct gamedata *);
/* The section a retreat cites: the block's, else sections: retreat:. */
const char *retreat_section(const struct gamedata *);

/* One step of a retreat's, a rout's or a rally's ruling (ruling.h:
 * RS_RETREAT .. RS_STAYS_ROUTED) about a unit, rendered into out at
 * once unless nobody reads it: the unit, then word if any (another
 * unit, a section), then the number "facing" if >= 0.  In
 * narrate-retreat.c, shared by retreat-priority-chain.c and morale.c
 * (the rout and the rally). */
void	narrate_unit_step(const struct gamedata *, int concept,
	    const char *section, int unit, const char *word, int facing,
	    struct buf *out);

/* Retreats a unit after combat by the game's kind; the narration is
 * records (ruling.h, narrate-retreat.c).  -1 with *cause when a player
 * asked for a choice could not give one. */
int	retreat_unit(struct state *, int unit, struct roller *,
	    struct buf *out, char **cause);

/* priority-chain (retreat-priority-chain.c): its loader, and the
 * retreat: one hex by the priorities of st-albans §9.8; a unit that
 * cannot loses a step instead.  The priorities, best first, are the
 * values of the record's "way"; "pick" says who chose among equals. */
#define RETREAT_WAY_CLEAR	0	/* no enemy zone, no friend */
#define RETREAT_WAY_PUSH	1	/* no zone, a friend pushed back */
#define RETREAT_WAY_PUSH_ZOC	2	/* in a zone, a friend pushed back */
#define RETREAT_WAY_ZOC		3	/* in a zone, alone: a step lost */
#define RETREAT_WAY_NONE	4
#define RETREAT_PICK_ONLY	0	/* one hex of the best priority */
#define RETREAT_PICK_HERALD	1	/* herald takes the choice */
#define RETREAT_PICK_CHOSEN	2	/* the owner chose */
#define RETREAT_PICK_NOT_ASKED	3	/* herald picks, nobody asked */
int	retreat_priority_chain_load(struct loader *, struct gamedata *,
	    const struct ynode *);
int	retreat_priority_chain(struct state *, int unit, struct roller *,
	    struct buf *out, char **cause);

#endif
