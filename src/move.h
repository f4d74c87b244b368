/* move: the movement mechanism shared by facing-based hex games: a unit
 * spends movement points to enter hexes beyond its front hexsides, one at
 * a time, without turning; terrain may bar it; occupied hexes may not be
 * entered except by types allowed to pass over units; changing facing
 * may cost the whole move; a straight run of a set length that ends next
 * to an enemy is a charge.  The parameters are the game's (rules.movement,
 * rules.charge in game.yaml): battle-of-agincourt §3, §4, §7. */
#ifndef HERALD_MOVE_H
#define HERALD_MOVE_H

#include "board.h"

/* Moves the unit along the path (the hexes it enters, in order).  On a
 * refusal nothing is changed and the cause names the step and the rule. */
int	move_along(struct state *, int unit, const struct hex *path, int n,
	    struct buf *out, char **cause);
/* The same, with dice for the rules that need them on the way (a morale
 * test to leave one zone of control for another, optional 10.1). */
int	move_along_dice(struct state *, int unit, const struct hex *path,
	    int n, struct roller *, struct buf *out, char **cause);
/* Turns the unit to face a hexside. */
int	move_face(struct state *, int unit, int dir, struct buf *out,
	    char **cause);
/* Whether a hex is in the zone of control of the unit's enemies. */
int	in_enemy_zoc(const struct state *, int unit, struct hex);
/* Whether the unit is in contact with an enemy unit: next to it, with
 * nothing impassable between. */
int	move_adjacent_enemy(const struct state *, int unit);
/* What the unit has done with its movement this turn, in words: "not
 * moved (4 MP)", "moved 2 hexes, 3 of 4 MP spent". */
void	move_describe(const struct state *, int unit, struct buf *);

#endif
