/* table-show: what `table` (commands/cmd-table.c) says of a game's
 * tables: the list of them (tables of chances, chancetab.h; the table
 * of fire by volleys, volley-chart.h; percentile tables, pctgame.h), a
 * percentile table's columns with their chances, and a percentile
 * column read with the dice (spi-agincourt §3.8). */
#ifndef HERALD_TABLE_SHOW_H
#define HERALD_TABLE_SHOW_H

#include "gamedata.h"
#include "percentile.h"

/* Every table of the game, one a line. */
void	table_show_list(const struct gamedata *, struct buf *out);
/* The names of every table, "melee, army-morale, fire, volley". */
void	table_show_names(const struct gamedata *, struct buf *out);
/* A percentile table's columns, each with the chance of each result. */
void	table_show_columns(const struct pct_table *, struct buf *out);
/* "volley table, column "2 hexes": 47 -> 1 strike (§8.7)". */
void	table_show_roll(const struct pct_table *, int col,
	    const struct pct_roll *, struct buf *out);

#endif
