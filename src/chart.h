/* chart: a game's printed charts and tables (the CRT, the terrain
 * effects chart, ...) laid out like the printed chart, from the same
 * data the referee reads (tables/GAME/ID.yaml), every reconstructed cell
 * marked.  `rule crt` prints them (commands/cmd-rule.c, issue 11). */
#ifndef HERALD_CHART_H
#define HERALD_CHART_H

#include "util.h"

struct gamedata;

/* Appends chart `id` of the game (a chart id of its rules.yaml, such as
 * "crt" or "terrain"), no line wider than width columns, to out.
 * Returns 0 when printed; 1 when herald holds no table data for that id
 * (nothing appended: the caller says so); -1 on an error, with *cause. */
int	chart_known(const char *);
int	chart_render(const struct gamedata *gd, const char *id, int width,
	    struct buf *out, char **cause);

#endif
