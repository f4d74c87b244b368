/* linemove: line movement, a named movement mechanism (rules:
 * line_movement:).  The combat units of the factions it names that begin
 * a phase of impulses (its `phase:`) in the same hexrow (a column, or a
 * row: `by:`), at least two of them, form a line (spi-agincourt 5.31,
 * 5.33); at the end of each impulse every unit of a line must have spent
 * the same movement points (`next` is refused otherwise, naming them
 * and their points); a unit of a line may not pivot (nor turn, as the
 * game's `barred:` says) until it is free of line movement, which it is
 * for the rest of the game once the game's hooks set its `released_by`
 * flag (it eliminated an enemy unit) or it passes a hexrow held by the
 * enemy (5.32 through a gap of the enemy line; 20.43E), which herald
 * notices and sets itself.  A unit blocked by the enemy (every step to
 * its front into an enemy combat unit, or into a friend itself blocked)
 * may spend points standing still to keep pace (`hold`, 5.32); a unit
 * pinned (the game's `out_if:` flags), routed, off the map, or unable to
 * step to its front for anything but the enemy, is out of its line
 * (5.33).
 *
 * What line a unit is in is fixed as the phase begins, from where the
 * units stand then, and kept in the per-unit count the game declares
 * for it (`in_line:`, the hexrow's number, 0: none): part of the state,
 * so undo, save, load and replay give it again. */
#ifndef HERALD_LINEMOVE_H
#define HERALD_LINEMOVE_H

#include "board.h"

struct loader;
struct ruling;
struct ynode;

/* RS_REFUSE_LINE_NONE's "why" */
enum {
	LINE_NONE_GAME = 1,	/* the game has no line movement */
	LINE_NONE_PHASE,	/* not in an impulse of the line's phase */
	LINE_NONE_MEMBER,	/* the unit is in no line */
	LINE_NONE_FREE,		/* it is free of line movement */
	LINE_NONE_OUT		/* it is out of its line (5.33) */
};

/* rules: line_movement: and rules: movement: line_formation:
 * (lineform.c), read once the game's declared state is (rules: the
 * rules block, NULL: none). */
int	linemove_load(struct loader *, struct gamedata *,
	    const struct ynode *rules);
/* A list of the game's factions (factions: [a, b]) as a bit per
 * faction in *out: 0, or -1 through the loader. */
int	linemove_factions(struct loader *, const struct gamedata *,
	    const struct ynode *list, unsigned *out);

/* linescen.c: a scenario's line movement (its root mapping's
 * line_movement: {factions: [...]}), the factions moving in lines in
 * this battle in place of the game's (spi-agincourt 20.43E: both
 * armies); scenario_apply makes them the game's, and scenario info
 * names them ("line movement: French, English (§5.31)"), a line, or
 * nothing when the scenario changes none. */
struct scenario;
struct buf;
int	linemove_scenario_load(struct loader *, const struct gamedata *,
	    struct scenario *, const struct ynode *root);
void	linemove_scenario_apply(struct gamedata *, const struct scenario *);
void	linemove_scenario_show(const struct gamedata *,
	    const struct scenario *, struct buf *);
/* As a phase begins (phase-end.c, before its phase_start hooks): the
 * lines of the phasing side when it is the line's phase, else none. */
void	linemove_begin(struct state *);
/* Before an impulse of the line's phase ends: 0, or -1 and *cause (the
 * refusal RS_REFUSE_LINE_PACE rendered) when a line has not kept
 * pace. */
int	linemove_may_end(const struct state *, char **cause);
/* May the unit turn so (LINE_TURN_PIVOT, LINE_TURN_FACE)?  0, or -1 and
 * *cause (RS_REFUSE_LINE_TURN rendered). */
int	linemove_may_turn(const struct state *, int unit, unsigned how,
	    char **cause);
/* A move of the unit is about to put it on to (to2: its second hex, or
 * to again): when that passes a hexrow holding an enemy combat unit it
 * is free of line movement from now on, an RS_LINE_RELEASED step in
 * rl. */
void	linemove_moved(struct state *, int unit, struct hex to,
	    struct hex to2, struct ruling *rl);
/* `hold UNIT MP`: a blocked unit of a line spends halves standing
 * still (5.32); its line in out, or -1 and *cause. */
int	linemove_hold(struct state *, int unit, int halves, struct buf *out,
	    char **cause);
/* Whether the unit is in a line now (and is subject to it), and
 * whether it is blocked by the enemy (5.32). */
int	linemove_in_line(const struct state *, int unit);
int	linemove_blocked(const struct state *, int unit);

#endif
