/* marker-int: what the files of the markers module share (marker.c:
 * the rules of placing, moving and merging; markerload.c: the kinds from
 * the game's data; markershow.c: what the players see).  One module in
 * three files, seen as one by tests/imports.test.  markersetup.c, a
 * scenario's markers, is not of it: it builds on the board, which keeps
 * the markers' state through marker.c. */
#ifndef HERALD_MARKER_INT_H
#define HERALD_MARKER_INT_H

#include "marker.h"

/* markershow.c: one marker in words, for the narration of marker.c. */
void	 marker_describe(const struct state *, const struct marker *,
	    struct buf *);

#endif
