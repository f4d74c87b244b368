/* losses: sharing out a side's step losses among the units a combat
 * result falls on: by their owner where the game says so (st-albans §9.9),
 * otherwise by herald, full-strength units first; and how many steps a
 * unit has left to give. */
#ifndef HERALD_LOSSES_H
#define HERALD_LOSSES_H

#include "board.h"

/* The most units a `losses` order names: two steps from each of the
 * units a loss can fall on (OPENS_LOSSES in opens.h). */
#define LOSSES_MAX	16

/* The steps a unit can still lose: 2 on its full side with a reduced
 * side to turn to, 1 otherwise, 0 off the map. */
int	losses_steps_left(const struct state *, int unit);
/* `loss` step losses fall on the n units who (more than one): their
 * owner is asked to share them out (they wait in the state; def is the
 * defender of a mêlée, who may advance, or -1), or herald does it. */
void	losses_share(struct state *, const int *who, int n, int loss, int def,
	    struct buf *out);
/* Losses of an attacking side shared out by herald: spread so that as
 * many as possible are applied, full-strength units first
 * (st-albans §9.9). */
void	losses_side_lose_steps(struct state *, const int *units, int n, int steps,
	    struct buf *out);
/* The same, adding the steps lost to r (ruling.h) for the caller to
 * render. */
struct ruling;
void	losses_side_rec(struct state *, const int *units, int n, int steps,
	    struct ruling *);
/* 0 if losses wait to be shared out and nwords units are as many as
 * can be taken; else -1 and a cause. */
int	losses_open(const struct state *, int nwords, char **cause);
/* The owner's order `losses UNIT...`: one step from each unit named (a
 * unit named twice loses two); then a hex the losses emptied may be
 * offered to the defender.  -1 and a cause leaves the state as it was. */
int	losses_take(struct state *, const int *units, int n, struct buf *out,
	    char **cause);

#endif
