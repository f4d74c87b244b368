/* turnfile: a player's turn as a file for the other player's herald
 * (delayed turn play, play by mail).  The file carries the orders with
 * their dice, the game they belong to and the point of the game they
 * follow on from, so that the importing herald can check it is the same
 * game, replay the orders with their rulings, and mark in its journal
 * where they came from.  Two header lines are kept for later: a
 * signature and a dice commitment (dice neither player can forge).
 *
 * A chained file (chain.h), every line a numbered, chained record, the
 * last one counting the others, so that a line changed, removed, added
 * or moved is found, with its number (format 3; format 2, read still,
 * has no signed record):
 *	herald-turn 3
 *	1 <chain> game game=GAME scenario=NAME seed=5 options=OPTION
 *	2 <chain> base 12 <digest>	(orders in force before it, and a
 *					 BLAKE2b digest of them)
 *	3 <chain> player FACTION-ID	(in turn at base, or -)
 *	4 <chain> signature -
 *	5 <chain> commitment -
 *	6 <chain> orders 4
 *	7 <chain> do <command>[<TAB><rolls>]	(journal records' bodies)
 *	...
 *	11 <chain> signed FACTION <Ed25519 signature, 128 hex> | signed -
 *	12 <chain> end 11
 * In a game by mail (mail.h) every file is signed by its player, over
 * "herald-turn 3 signed FACTION <chain before the record>", with the key
 * he pledged in the game; an unsigned file, a signature that does not
 * hold (a file changed after it was signed, or forged), and a file of
 * the importer's own seat are refused.
 * Blank lines and a carriage return at the end of a line (mail adds
 * them) are ignored.  base, the order count and the file's size are
 * bounded before use; the player is checked against the faction in turn
 * at base in the importer's game.  Files of the first format (no chain)
 * are refused: a removed order could not be noticed in them.
 */
#ifndef HERALD_TURNFILE_H
#define HERALD_TURNFILE_H

#include "session.h"

/* Writes orders from..end of the game's orders in force; from < 0: those
 * since the last imported order (the local player's own). */
int	turnfile_export(struct session *, const char *path, int from,
	    struct buf *out, char **cause);
/* The settings of the game a turn file belongs to (its game line:
 * "game=G scenario=S seed=N options=A,B"), the file checked whole. */
int	turnfile_game(const char *path, char **settings, char **cause);
/* Checks, replays and journals a turn file's orders, narrating each. */
int	turnfile_import(struct session *, const char *path, struct buf *out,
	    char **cause);

#endif
