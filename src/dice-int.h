/* dice-int: what dicexpr.c (expressions, totals, the journal form) and
 * dicetyped.c (the players' typed rolls) share; not for other modules. */
#ifndef HERALD_DICE_INT_H
#define HERALD_DICE_INT_H

#include "dice.h"

/* What one die of a group shows: 1 to S, 0 to S-1 for NdSz, -1 to 1
 * for dF, 0 to 9 for each die of d100, 1 to 6 for each of d66. */
void	dice_face_range(const struct dice_group *, int *lo, int *hi);
/* The text of one group: "2d6", "1d10z", "d100", "d66", "4dF". */
void	dice_group_text(const struct dice_group *, char *, size_t);
/* r->total from r->face and the modifier. */
void	dice_total_up(struct roll *);

/* dice.c's roller helpers that dice-seal.c shares: the record of a roll
 * or choice made, the narration shown before a player is asked, and one
 * player's answer to a choice (secret: hidden), parsed. */
void	roller_remember(struct roller *, const struct roll *);
void	roller_show_so_far(struct roller *);
int	roller_ask_one(struct roller *, int secret, const char *q,
	    int (*parse)(const void *, const char *), const void *arg,
	    const char *expected, int *k, char **cause);

#endif
