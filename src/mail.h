/* mail: play by mail, a mechanism any game may choose (mail: in
 * game.yaml): under its option a game is played by turn files between
 * two heralds, each one player's (his seat, keyring.h).  Each player
 * pledges a signing key (Ed25519) in the game's journal, by a `pledge`
 * order his herald gives before his first order; every turn file he
 * sends is signed with it (turnfile.c), so that it can be neither forged
 * nor disowned; and his herald takes his orders only when the game
 * waits for him.
 *   mail: {option: OPTION, section}
 */
#ifndef HERALD_MAIL_H
#define HERALD_MAIL_H

#include "board.h"

#define MAIL_KEY	32	/* an Ed25519 public key */
#define MAIL_SIG	64	/* and a signature */

struct loader;
struct ynode;

int	mail_load(struct loader *, struct gamedata *, const struct ynode *);
void	mail_free(struct gamedata *);
/* Is this a game by mail (the option in force)? */
int	mail_on(const struct state *);
/* The pledge order: faction f's key, a hex string; refused (-1 with
 * *cause) for a faction that pledged another key already.  0 with
 * *again set when the very key is pledged again (nothing changes). */
int	mail_pledge(struct state *, int f, const char *hex, int *again,
	    char **cause);
/* Faction f's pledged key, or NULL. */
const unsigned char *mail_key_of(const struct state *, int f);

#endif
