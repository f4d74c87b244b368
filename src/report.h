/* report: the after-action report of a game in Markdown (issue 17's
 * `report`), written from the journal's replay and each order's ruling
 * records (narrate_ruling renders them, as `why` does): the game, its
 * scenario and options; Game-Turn by Game-Turn the orders that mattered
 * (those that rolled dice or cost a unit), each with its ruling and
 * sections, the losses and where victory stood at the turn's end; a
 * table of losses by Game-Turn, the dice luck of each player, and the
 * result.  The losses also as an SVG line chart, for a picture beside
 * the report.  Renders into buffers; the command writes the files. */
#ifndef HERALD_REPORT_H
#define HERALD_REPORT_H

#include "util.h"

struct session;

/* md: the report; svg (may be NULL): the chart of losses, which the
 * report shows as the image svg_name (NULL: a text chart instead). */
int	report_write(struct session *, struct buf *md, struct buf *svg,
	    const char *svg_name, char **cause);

#endif
