/* reach: where a unit can go with what is left of its movement, and
 * what it can fire at or attack now (issue 17's `reach` and `targets`).
 * Both ask the rules themselves: each path or attack is tried as the
 * order would be (session_try), on a copy, so the answer is the one the
 * order would get, under every rule the game has (terrain, facing,
 * zones of control, stacking, impulses, lines, its own hooks). */
#ifndef HERALD_REACH_H
#define HERALD_REACH_H

#include "board.h"

struct session;

/* A hex the unit can reach, what entering it by the cheapest path
 * costs (in half points, allowance.h), and that path's length. */
#define REACH_MAX_STEPS	24	/* no move of any game is longer */

struct reach_hex {
	struct hex	h;
	int		cost;
	int		steps;
	struct hex	path[REACH_MAX_STEPS];	/* the hexes entered */
};

/* The hexes the unit can move to by one move order now, cheapest first;
 * *n 0 (with *why) when it cannot move at all.  The caller frees *out. */
int	reach_of(struct session *, int unit, struct reach_hex **out, int *n,
	    char **why);

/* An enemy the unit may attack or fire at now, and by which order. */
struct target {
	int		unit;
	const char	*order;		/* "attack" or "fire" */
	int		range;
};

int	targets_of(struct session *, int unit, struct target **out, int *n,
	    char **why);

#endif
