/* reconstructed: the values herald rebuilt where a rulebook does not print
 * them.  The game's tables mark each one with a `reconstructed:` field
 * naming its entry in doc/reconstructions.md (a CRT column's rolls, a
 * terrain's effects, a modifier); a ruling that uses one says so with
 * one short mark, and `why` and `odds` name the entry, so that an owner
 * of the printed game can check those values alone. */
#ifndef HERALD_RECONSTRUCTED_H
#define HERALD_RECONSTRUCTED_H

#include "gamedata.h"

#define RECON_DOC	"doc/reconstructions.md"
#define RECON_MARK	"(reconstructed)"

/* The entry behind this cell of the CRT (column col, modified roll mdr),
 * or NULL: the rulebook prints it. */
const char *recon_cell(const struct crt *, int col, int mdr);
/* " (reconstructed)" when the cell is. */
void	recon_mark_cell(const struct crt *, int col, int mdr, struct buf *);
/* Do the chances of a column at this DRM read a reconstructed cell?  Not
 * when the column's chances at DRM 0 are printed themselves. */
int	recon_chances(const struct crt *, int col, int drm);
/* A line for each reconstructed value a ruling's text relies on (its
 * marked lines, and the cells of its "MDR N at COL:" lines), naming the
 * entry of doc/reconstructions.md; nothing when it relies on none. */
void	recon_explain(const struct gamedata *, const char *text,
	    struct buf *);

#endif
