/* sealstore: where a herald keeps the secrets of the choices its player
 * sealed for play by mail (dice-seal.c), until he reveals them: beside
 * the journal, in JOURNAL.sealed (mode 0600), one line a secret,
 *	herald-sealed 1
 *	<commitment, 64 hex> <choice, 1-based> <salt, 32 hex>
 * appended and synced before the commitment is journaled, so that a
 * crash never leaves a commitment its maker cannot reveal.  The file is
 * never sent: the turn files carry the commitment, then the reveal.  A
 * game without a journal keeps its secrets in memory.  A torn last line
 * (a crash during the append) is no secret of a journaled commitment,
 * and is passed over. */
#ifndef HERALD_SEALSTORE_H
#define HERALD_SEALSTORE_H

#include "util.h"

struct sealstore {
	char		*path;	/* NULL: in memory only */
	struct buf	*mem;	/* the lines, when in memory: the owner's */
};

/* journal_path NULL: the secrets are kept in *mem (the session's). */
void	sealstore_init(struct sealstore *, const char *journal_path,
	    struct buf *mem);
void	sealstore_free(struct sealstore *);
/* dice.h's dice_keep_fn and dice_find_fn, ctx a struct sealstore. */
int	sealstore_keep(void *, const unsigned char *seal, int k,
	    const unsigned char *salt, char **cause);
int	sealstore_find(void *, const unsigned char *seal, int *k,
	    unsigned char *salt, char **cause);

#endif
