/* turnfile: a player's turn as a file for the other player's herald
 * (delayed turn play, play by mail).  The file carries the orders with
 * their dice, the game they belong to and the point of the game they
 * follow on from, so that the importing herald can check it is the same
 * game, replay the orders with their rulings, and mark in its journal
 * where they came from.  Two header lines are kept for later: a
 * signature and a dice commitment (dice neither player can forge).
 *
 *	herald-turn 1
 *	game game=GAME scenario=NAME seed=5 options=OPTION
 *	base 12 1a2b3c4d	(orders in force before it, and their checksum)
 *	player FACTION-ID
 *	signature -
 *	commitment -
 *	orders
 *	<journal records>
 */
#ifndef HERALD_TURNFILE_H
#define HERALD_TURNFILE_H

#include "session.h"

/* Writes orders from..end of the game's orders in force; from < 0: those
 * since the last imported order (the local player's own). */
int	turnfile_export(struct session *, const char *path, int from,
	    struct buf *out, char **cause);
/* Checks, replays and journals a turn file's orders, narrating each. */
int	turnfile_import(struct session *, const char *path, struct buf *out,
	    char **cause);

#endif
