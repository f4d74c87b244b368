/* sequence: where the game stands in its sequence of play (turn, phase,
 * whose phase) and moving on to the next phase.  The phases themselves
 * are data (gamedata.sequence). */
#ifndef HERALD_SEQUENCE_H
#define HERALD_SEQUENCE_H

#include "board.h"

const struct phase *seq_phase(const struct state *);
int	seq_side(const struct state *, const struct phase *);
/* "turn 1 of 8, English Movement phase (§7)": the section is the game's
 * own (the game in play is named elsewhere). */
void	seq_describe(const struct state *, struct buf *);
/* The hook arguments for the current phase: turn, side, phase. */
void	seq_hook_args(const struct state *, char turn[16], const char **side,
	    const char **phase);
/* The faction whose phase it is, or -1. */
int	seq_phasing(const struct state *);
/* Whether some phase of the game lists this order at all. */
int	seq_allows(const struct gamedata *, const char *order);
/* 0 if the current phase allows the order (or no phase lists it);
 * otherwise -1 and a cause naming the phase it belongs to. */
int	seq_check_order(const struct state *, const char *order,
	    char **cause);
/* Ends the current phase; returns 1 when that ended the last turn. */
int	seq_advance(struct state *);

#endif
