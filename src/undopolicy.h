/* undopolicy: what a game lets a player take back once its dice or
 * choices were seen (issue 16), a mechanism any game may choose:
 *   undo: {after_dice: agreed | never, section}
 * agreed (the default): with the opponent's agreement (undo asks, or
 * undo --agreed), journaled as agreed; never: not at all, even agreed.
 * An order with no dice is taken back freely in either. */
#ifndef HERALD_UNDOPOLICY_H
#define HERALD_UNDOPOLICY_H

enum undo_after_dice {
	UNDO_AGREED,
	UNDO_NEVER
};

struct loader;
struct ynode;
struct gamedata;

int	undopolicy_load(struct loader *, struct gamedata *,
	    const struct ynode *);
void	undopolicy_free(struct gamedata *);

#endif
