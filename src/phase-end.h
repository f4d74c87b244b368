/* phase-end: what must be done before a phase ends, what it leaves
 * undone, and ending it: the scenario's hooks hear of the phase that
 * ends and the one that begins (battle-of-agincourt §6). */
#ifndef HERALD_PHASE_END_H
#define HERALD_PHASE_END_H

#include "board.h"

struct session;

/* 0, and in out a line for each thing the current phase leaves undone
 * (units that did not move, fire or attack; an advance or a
 * counter-attack not taken); -1 and a cause when an order of the phase
 * is compulsory and not yet given (every routed unit must try to rally,
 * battle-of-agincourt §12). */
int	phase_left_undone(const struct state *, struct buf *out,
	    char **cause);
/* Ends the current phase and begins the next (the order `next`), or ends
 * the game after the last turn, running the phase_end, phase_start and
 * game_end hooks in the order's dice; narration in out.  -1 and a cause
 * when the phase may not end yet, the game is over or a hook failed. */
int	phase_end(struct session *, struct state *, struct roller *,
	    struct buf *out, char **cause);
/* At the set-up, after the start hook: the first phase's phase_start
 * hooks, as herald always ran them; and where turn 1 begins with a
 * stage not due or an automatic phase, herald passes over or plays
 * them (their hooks may change the game but roll no dice: the set-up
 * has no order to journal them with) until a phase a player plays. */
struct hooks;
struct scenario;
int	phase_begin_game(struct hooks *, const struct gamedata *,
	    const struct scenario *, struct state *, struct buf *out,
	    char **cause);

#endif
