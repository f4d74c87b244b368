/* delegate: the choices the rules give the players that herald takes
 * for them under one of the game's optional rules (delegate: in
 * game.yaml): a delayed-turn or play-by-mail adaptation, where the
 * player whose units retreat is not at the table (st-albans quick
 * reference, "delayed turn play").  Any game may use it; the mechanisms
 * that offer a choice ask delegate_decides() first. */
#ifndef HERALD_DELEGATE_H
#define HERALD_DELEGATE_H

#include "board.h"

struct loader;
struct ynode;

/* delegate: {option: ID, decides: [retreat, losses, defender-advance],
 * section}; v may be NULL (the players decide everything). */
int	delegate_load(struct loader *, struct gamedata *, const struct ynode *);
void	delegate_free(struct gamedata *);
/* Does herald take this choice (DELEGATE_*) now: the option is in
 * force and the choice is listed? */
int	delegate_decides(const struct state *, unsigned what);
/* The optional rule that delegates, or -1. */
int	delegate_option(const struct gamedata *);

#endif
