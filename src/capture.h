/* capture: a mechanism a game chooses with rules: capture: in game.yaml
 * (spi-agincourt 12.23, 12.35, 6.15): a hex holding only enemy units of
 * the capture's types (leaders) may be entered or passed through by a
 * unit of its by_types (combat units), and they are captured: out of
 * play, told as an RS_CAPTURED record each, and counted in a
 * per-faction declared value (state:) when the block names one:
 *   rules: capture: {types: [TYPE...], by_types: [TYPE...],
 *                    count: VALUE, count_for: captor | owner,
 *                    value: STAT, section}
 * count_for: captor (the default) counts for the side that captured,
 * owner for the side that lost them; value: STAT adds the unit's stat
 * (a ransom), else one a unit.  The move (move.c, move-footprint.c)
 * calls on it; the board's stacking lets such a unit into the hex
 * (board-stack.c, which reads the block as capture_takes does). */
#ifndef HERALD_CAPTURE_H
#define HERALD_CAPTURE_H

#include "board.h"

struct loader;
struct ynode;
struct ruling;

/* rules: capture: (m NULL: none). */
int	capture_load(struct loader *, struct gamedata *, const struct ynode *m);
/* Its count: names a declared value, read once state: is (rules NULL:
 * none). */
int	capture_load_count(struct loader *, struct gamedata *,
	    const struct ynode *rules);
void	capture_free(struct gamedata *);

/* Would a unit capture another where it finds it alone?  No state: by
 * their types and factions. */
static inline int
capture_takes(const struct gamedata *gd, int captor, int unit)
{
	return (gd->capture.types & (1u << gd->units[unit].type)) &&
	    (gd->capture.by_types & (1u << gd->units[captor].type)) &&
	    gd->units[unit].faction != gd->units[captor].faction;
}

/* Does the hex hold units, every one of them one the unit would
 * capture (and none of its own side)? */
int	capture_lone(const struct state *, int unit, struct hex);
/* The unit has entered (or passed through) the hex: the lone units
 * there it captures are out of play, an RS_CAPTURED record each in r
 * (word 0 the captured, word 1 the captor; "col", "row"; "counted" the
 * value added to the count, "total" the count after, "faction" whose).
 * How many. */
int	capture_in_rec(struct state *, int unit, struct hex,
	    struct ruling *r);
/* A capture counted as the block says (count, count_for, value) by
 * another way of taking a piece (a duel, duel.c): "counted", "total",
 * "faction" and two words (the side, what is counted) added to s. */
void	capture_count_rec(struct state *, int unit, int captor,
	    struct ruling_step *s);
/* The same for each hex of a path, in order. */
int	capture_path_rec(struct state *, int unit, const struct hex *path,
	    int n, struct ruling *r);

#endif
