/* move: the movement mechanism shared by facing-based hex games: a unit
 * spends movement points to enter hexes beyond its front hexsides, one at
 * a time, without turning; terrain may bar it; occupied hexes may not be
 * entered except by types allowed to pass over units; changing facing
 * may cost the whole move; a straight run of a set length that ends next
 * to an enemy is a charge.  The parameters are the game's (rules.movement,
 * rules.charge in game.yaml): battle-of-agincourt §3, §4, §7. */
#ifndef HERALD_MOVE_H
#define HERALD_MOVE_H

#include "allowance.h"
#include "board.h"
#include "zoc.h"

/* Moves the unit along the path (the hexes it enters, in order).  On a
 * refusal nothing is changed and the cause names the step and the rule. */
int	move_along(struct state *, int unit, const struct hex *path, int n,
	    struct buf *out, char **cause);
/* The same, with dice for the rules that need them on the way (a morale
 * test to leave one zone of control for another, optional 10.1). */
int	move_along_dice(struct state *, int unit, const struct hex *path,
	    int n, struct roller *, struct buf *out, char **cause);
/* The same, adding the move's records to rl (ruling.h: RS_MOVE_HEX for
 * each hex entered, with its terrain and cost; RS_MOVE at the end; the
 * zone-of-control tests, a step lost, commanders ridden over), each
 * rendered into out as it happens.  The caller frees rl; on a refusal it
 * may hold the steps made before the one refused. */
struct ruling;
int	move_along_rec(struct state *, int unit, const struct hex *path,
	    int n, struct roller *, struct ruling *rl, struct buf *out,
	    char **cause);
/* Renders the steps of rl from *shown on into out (unless it is quiet),
 * and moves *shown past them. */
void	move_show(const struct gamedata *, const struct ruling *rl,
	    int *shown, struct buf *out);
/* move-footprint.c: move_foot_along (footprint.h) adding its records to
 * rl (RS_MOVE_HEX for each pair of hexes, RS_FOOT_MOVE, RS_MOVE_SPENT). */
int	move_foot_along_rec(struct state *, int unit, const struct hex *path,
	    const struct hex *path2, int n, struct ruling *rl,
	    struct buf *out, char **cause);
/* Turns the unit to face a hexside. */
int	move_face(struct state *, int unit, int dir, struct buf *out,
	    char **cause);

/* For the movement of units on two hexes (move-footprint.c; the
 * allowance and its words are allowance.h's, the cost of a step
 * stepcost.h's): whether it may move of its own volition now. */
int	move_may(const struct state *, int unit, char **cause);

#endif
