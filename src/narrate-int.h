/* narrate-int.h: the renderers of ruling steps (ruling.h) that live
 * beside their mechanism's concepts, one file each (narrate-*.c), and
 * the list narrate_step() tries them in (narrate-ruling.c).  Each
 * returns 1 when the step is one of its own, having rendered it into b,
 * and 0 otherwise. */
#ifndef HERALD_NARRATE_INT_H
#define HERALD_NARRATE_INT_H

#include "util.h"

struct gamedata;
struct ruling_step;

typedef int narrate_fn(const struct gamedata *, const struct ruling_step *,
    struct buf *);

/* NULL-terminated, in narrate-ruling.c */
extern narrate_fn *const narrate_more[];

narrate_fn narrate_move;	/* narrate-move.c: movement, step losses,
				   elimination */
narrate_fn narrate_resolve;	/* narrate-resolve.c: the results applied,
				   baggage */
narrate_fn narrate_retreat;	/* narrate-retreat.c: retreats, routs,
				   rallies */
narrate_fn narrate_advance;	/* narrate-advance.c: the advance after
				   combat, the charge */
narrate_fn narrate_phase;	/* narrate-phase.c: the sequence of play,
				   the set-up */
narrate_fn narrate_refuse;	/* narrate-refuse.c: the refusals of a
				   move */
narrate_fn narrate_marker;	/* narrate-marker.c: the markers'
				   orders */
narrate_fn narrate_dice;	/* narrate-dice.c: the dice as
				   rolled */
narrate_fn narrate_line;	/* narrate-line.c: line formations and
				   line movement */
narrate_fn narrate_stack;	/* narrate-stack.c: stacking by marks,
				   captures, units kept apart */
narrate_fn narrate_volley;	/* narrate-volley.c: fire by volleys */
narrate_fn narrate_side;	/* narrate-side.c: two-sided counters */
narrate_fn narrate_task;	/* narrate-task.c: a unit's task */
narrate_fn narrate_morale;	/* narrate-morale.c: morale by points */
narrate_fn narrate_diff;	/* narrate-diff.c: differential combat */
narrate_fn narrate_victory;	/* narrate-victory.c: victory by points */
narrate_fn narrate_duel;	/* narrate-duel.c: single combat */
/* narrate-side.c: for `units`, " (charge side: melee 8, mp 2)"; for
 * `show`, the line "  side: ..." of a two-sided counter (none else). */
struct state;
void	narrate_side_of(const struct state *, int unit, struct buf *);
void	narrate_side_card(const struct state *, int unit, struct buf *);
narrate_fn narrate_elev;	/* narrate-elev.c: contours climbed,
				   steep crossings */
/* narrate-ruling.c, for the renderers: the hex a step names by two of
 * its numbers (col "col", row "row"), as the grid writes it; and a
 * refusal's place on the path, "step 2 (0105 to 0104): " or for a unit
 * on two hexes "step 2 (0105+0106 to 0204): " (nothing for a step 0:
 * none on a path). */
const char *narrate_hex_of(const struct gamedata *,
	    const struct ruling_step *, const char *col, const char *row);
void	narrate_at_step(const struct gamedata *, const struct ruling_step *,
	    struct buf *);
/* narrate-dice.c: word i of s said as a roll ("2d6: 2+3 = 5
 * (physical)") when s holds the roll's numbers (ruling_roll_nums: word
 * i its expression), else word i as it is (a roll a producer still
 * formats itself) */
void	narrate_roll_of(const struct ruling_step *s, int i, struct buf *b);

#endif
