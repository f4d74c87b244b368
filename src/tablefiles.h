/* tablefiles: the files a game's `tables:` block lists under one key
 * (`percentile: [FILE, ...]`, pctgame.c; `chance: [FILE, ...]`,
 * chancetab-load.c), each a file name in tables/GAME/, read in order. */
#ifndef HERALD_TABLEFILES_H
#define HERALD_TABLEFILES_H

#include "gamedata.h"
#include "yread.h"

/* Loads one table from path (display: how messages name it) into gd:
 * 0; -1 with *cause; 1 when gd has a table of that name already, the
 * name in *dup (freed by the caller). */
typedef int (*table_file_add)(struct gamedata *, const char *path,
	    const char *display, char **dup, char **cause);

/* Each file listed under key (none when absent) given to add; what names
 * a table in messages ("percentile table").  Errors give file:line:col. */
int	table_files_load(struct gamedata *, const char *datadir,
	    const struct ydoc *gdoc, const struct ynode *tables,
	    const char *key, const char *what, table_file_add add,
	    char **cause);

#endif
