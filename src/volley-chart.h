/* volley-chart: a game's table of fire by volleys (volley.h; SPI's
 * Agincourt Fire Combat Results Table, spi-agincourt §8.7) shown as the
 * book lays it out: per firer and target class, per range, the rows of
 * strikes, the volleys across, each cell the chance (a roll at or under
 * it) of one strike up to that row's number; the rows herald rebuilt
 * marked with a footnote giving why.  Narrower, one firer's tables, one
 * table, one range with its strike bands for each number of volleys, or
 * one cell's bands (`table fire`, `rule fire table`). */
#ifndef HERALD_VOLLEY_CHART_H
#define HERALD_VOLLEY_CHART_H

#include "util.h"

struct gamedata;

/* What to show: NULL (0) for every one. */
struct volley_ask {
	const char	*firer;		/* a unit type id: longbow */
	const char	*target;	/* a target class, or a unit type id
					   read as its class */
	int		 hexes;		/* a range column, 0: all */
	int		 volleys;	/* with hexes, 0: all */
};

/* Has the game a table of fire by volleys? */
int	volley_chart_has(const struct gamedata *);
/* Renders what q asks, no line wider than width: 0, or -1 with a cause
 * naming what may be asked (the firers, targets, ranges, volleys). */
int	volley_chart(const struct gamedata *, const struct volley_ask *q,
	    int width, struct buf *out, char **cause);
/* The words `table fire` takes after itself: firers, target classes
 * (completion, complete.c), each once, through fn. */
void	volley_chart_words(const struct gamedata *,
	    void (*fn)(void *, const char *), void *arg);

#endif
