/* referee: the referee's orders that change the game outside its rules
 * (`remove`, a correction) or how it is played (`dice`), and the ruling
 * each makes, as a record (ruling.h RS_REMOVED, RS_DICE_SET, rendered by
 * narrate-phase.c). */
#ifndef HERALD_REFEREE_H
#define HERALD_REFEREE_H

struct ruling;
struct state;

/* board_remove, and on success an RS_REMOVED step at the end of r: the
 * unit's id and name and the hex it left.  -1 and a cause when refused
 * (r is left as it was). */
int	referee_remove(struct state *, int unit, struct ruling *,
	    char **cause);
/* Who rolls from now (manual: the players' own dice), and an
 * RS_DICE_SET step at the end of r. */
int	referee_dice(struct state *, int manual, struct ruling *,
	    char **cause);

#endif
