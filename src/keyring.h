/* keyring: a player's own secrets in a game by mail, kept by his herald
 * beside the journal in JOURNAL.keys (mode 0600), never sent:
 *	herald-keys 1
 *	seat FACTION
 *	sign <public key, 64 hex> <secret key, 128 hex>
 *	chain <the seed of his dice chain, 64 hex>	(dicechain.h)
 * made whole at once (seat), read when a turn file is signed.  The
 * public key goes into the game by the `pledge` order (mail.h). */
#ifndef HERALD_KEYRING_H
#define HERALD_KEYRING_H

#include "mail.h"

struct keyring {
	char		*seat;		/* the faction's id, or NULL: none */
	unsigned char	 pk[MAIL_KEY];
	unsigned char	 sk[MAIL_SIG];
	/* the seed of his dice chain; has_chain 0 in a keyring made before
	 * herald's dice came from chains (its games roll no dice by mail) */
	unsigned char	 chain[32];
	int		 has_chain;
};

/* The keyring of the journal at path (NULL: the session's memory, *mem
 * one already made): 1 with none there, 0 read, -1 damaged (*cause). */
int	keyring_read(const char *journal_path, struct keyring *, char **cause);
/* A new seat and key pair, kept beside the journal (journal_path NULL:
 * in memory only, lost when herald ends). */
int	keyring_make(const char *journal_path, const char *seat,
	    struct keyring *, char **cause);
void	keyring_free(struct keyring *);
/* The public key in hex (65 bytes). */
void	keyring_pk_hex(const struct keyring *, char *hex);
/* The tip of the dice chain, and its link k (1 the first revealed), in
 * hex (65 bytes). */
void	keyring_tip_hex(const struct keyring *, char *hex);
void	keyring_link_hex(const struct keyring *, int k, char *hex);
/* Ed25519 over msg, and its check with a public key (0: it holds). */
void	keyring_sign(const struct keyring *, const unsigned char *msg,
	    size_t len, unsigned char *sig);
int	keyring_verify(const unsigned char *pk, const unsigned char *msg,
	    size_t len, const unsigned char *sig);

#endif
