/* sequence: where the game stands in its sequence of play (turn, phase,
 * whose phase, which impulse) and moving on to the next phase: stages
 * that come every Nth turn are passed over in the other turns, each
 * phase clears what its data says units did before it, and the game
 * ends after its last turn or N turns after an event.  The phases
 * themselves are data (gamedata.sequence, read by seqload.c). */
#ifndef HERALD_SEQUENCE_H
#define HERALD_SEQUENCE_H

#include "board.h"
#include "ruling.h"

/* The resets (SEQ_RESET_*) are in gamedata.h, beside struct phase. */

const struct phase *seq_phase(const struct state *);
int	seq_side(const struct state *, const struct phase *);
/* Where the game stands, as a step of concept c at the end of r
 * (RS_PHASE_WHERE, _ENDED, _NOW: ruling.h; narrate-phase.c renders
 * "turn 1 of 8, English Movement phase (§7)", in a phase of impulses
 * "turn 2 of 4, Red Move phase, impulse 2 of 3 (§7)" or "..., impulse
 * 2 of 3: Blue Fire (§8)"): the section is the game's own. */
struct ruling_step *seq_where(const struct state *, struct ruling *,
	    enum ruling_concept);
/* seqnote.c: the current phase's note (`note:`, seqload.c), an
 * RS_PHASE_NOTE step at the end of r, or nothing (NULL) when it has
 * none: said after the phase's "now:" line as it begins, and by status
 * ("not refereed yet: melee comes with herald's next release (§9.0)"). */
struct ruling_step *seq_note(const struct state *, struct ruling *);
/* The last turn of the game as it stands: the fixed count, or fewer
 * once an event has come that ends it sooner. */
int	seq_last_turn(const struct state *);
/* For status, in a game with an end after an event: where that end
 * stands ("end (§12): 2 turns after breakthrough, not yet come"), an
 * RS_GAME_END_AFTER step in r for each, and nothing in any other game. */
void	seq_ends(const struct state *, struct ruling *);
/* How the game ended when its last turn ended, an RS_GAME_OVER step
 * at the end of r: "turn 4 of 4 has ended (§6)" or "turn 4 has ended,
 * 2 turns after breakthrough (§12)". */
struct ruling_step *seq_over(const struct state *, struct ruling *);
/* Whether the phase comes in the turn (a stage comes every Nth). */
int	seq_occurs(const struct phase *, int turn);
/* The hook arguments for the current phase: turn, side, phase. */
void	seq_hook_args(const struct state *, char turn[16], const char **side,
	    const char **phase);
/* The faction whose phase it is, or -1. */
int	seq_phasing(const struct state *);
/* Whether some phase of the game lists this order at all. */
int	seq_allows(const struct gamedata *, const char *order);
/* 0 if the current phase allows the order (or no phase lists it);
 * otherwise -1 and the refusal at the end of r: an
 * RS_REFUSE_PHASE_ORDER step naming the phases it belongs to, and
 * where the game stands now (RS_PHASE_WHERE), for the caller to render
 * (narrate_refusal, narrate-refuse.c). */
int	seq_check_order_rec(const struct state *, const char *order,
	    struct ruling *);
/* The same, the phases it belongs to in words (as narrate-refuse.c
 * says them, without where the game stands), for the unit tests. */
int	seq_check_order(const struct state *, const char *order,
	    char **cause);
/* Ends the current phase; returns 1 when that ended the last turn. */
int	seq_advance(struct state *);
/* The same, with an RS_PHASE_SKIPPED step in note (may be NULL) for
 * each stage passed over because it does not come in this turn. */
int	seq_advance_note(struct state *, struct ruling *note);
/* At the set-up: the game begins in the first phase of turn 1 that
 * comes in it (a stage not due is passed over, with an
 * RS_PHASE_SKIPPED step in note, which may be NULL);
 * returns 1 if none comes before the game's end. */
int	seq_start(struct state *, struct ruling *note);
/* Clears what the reset bits say on every unit. */
void	seq_reset_units(struct state *, unsigned bits);
/* An event of the game (sequence.events) by name, or -1. */
int	seq_event(const struct gamedata *, const char *name);
/* A hook raises an event: the first time counts; narration in out (may
 * be NULL) when it brings the end nearer.  Returns 1 if it was new. */
int	seq_raise(struct state *, int event, struct buf *out);

#endif
