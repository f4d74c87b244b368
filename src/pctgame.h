/* pctgame: a game's percentile tables (percentile.h), declared in its
 * game.yaml as `tables: {percentile: [FILE, ...]}` (files in
 * tables/GAME/), loaded with the game and read by hooks (herald::table,
 * hooktable.c). */
#ifndef HERALD_PCTGAME_H
#define HERALD_PCTGAME_H

#include "gamedata.h"
#include "percentile.h"
#include "yread.h"

/* Loads the files `tables: percentile:` lists (none when absent) into
 * gd->pct; a table's name must be new.  Errors give file:line:col. */
int	pct_game_load(struct gamedata *, const char *datadir,
	    const struct ydoc *gdoc, const struct ynode *tables,
	    char **cause);
void	pct_game_free(struct gamedata *);
/* The table of a name, or NULL. */
const struct pct_table *pct_game_find(const struct gamedata *,
	    const char *name);
/* The column of a label or of its number (1 to ncol), or -1. */
int	pct_game_column(const struct pct_table *, const char *);

#endif
