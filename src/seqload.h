/* seqload: a sequence of play read from YAML (a game's `sequence:`, or
 * a scenario's own, which replaces it), copied and freed. */
#ifndef HERALD_SEQLOAD_H
#define HERALD_SEQLOAD_H

#include "gdload.h"

/* Reads m into sq (zeroed by the caller); on failure sq holds what was
 * read so far, for seq_free. */
int	seq_load(struct loader *, const struct gamedata *, struct sequence *,
	    const struct ynode *m);
void	seq_free(struct sequence *);
/* A deep copy of src into dst (whose own contents are not freed). */
void	seq_copy(struct sequence *dst, const struct sequence *src);

#endif
