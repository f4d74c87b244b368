/* programme: a side that herald plays by its rulebook's programme
 * (spi-agincourt 20.13: the historical French, for a solitaire English
 * player).  A game supplies the programme as a `programme` hook, asked
 * on a copy of the game: it answers with the orders the programmed side
 * gives now, one a line, each an order as a player would type it and,
 * after " # ", why (the rule, or the choice herald made where the
 * programme is silent).  herald carries each out as an order of its own,
 * journaled and replayed like any (so a replay needs no programme), and
 * a refused one is said and passed over.  Any game may use it. */
#ifndef HERALD_PROGRAMME_H
#define HERALD_PROGRAMME_H

#include "session.h"

struct programme_order {
	char	*line;		/* the order, as typed */
	char	*why;		/* its reason, or NULL */
};

/* The programme's orders now (*n 0: none).  0, or -1 with *cause (no
 * programme, or the hook failed). */
int	programme_orders(struct session *, struct programme_order **,
	    int *n, char **cause);
void	programme_free(struct programme_order *, int n);

#endif
