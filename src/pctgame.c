/* pctgame: the percentile tables a game declares (pctgame.h). */
#include <stdlib.h>
#include <string.h>

#include "pctgame.h"
#include "tablefiles.h"

/* table_file_add (tablefiles.h): one file of `tables: percentile:` */
static int
add_one(struct gamedata *gd, const char *path, const char *display,
    char **dup, char **cause)
{
	struct pct_table *t;

	if (pct_load_file(path, display, &t, cause) != 0)
		return -1;
	if (pct_game_find(gd, t->name) != NULL) {
		*dup = xstrdup(t->name);
		pct_free(t);
		return 1;
	}
	gd->pct = xrealloc(gd->pct, ((size_t)gd->npct + 1) *
	    sizeof *gd->pct);
	gd->pct[gd->npct++] = t;
	return 0;
}

int
pct_game_load(struct gamedata *gd, const char *datadir,
    const struct ydoc *gdoc, const struct ynode *tables, char **cause)
{
	return table_files_load(gd, datadir, gdoc, tables, "percentile",
	    "percentile table", add_one, cause);
}

void
pct_game_free(struct gamedata *gd)
{
	int i;

	for (i = 0; i < gd->npct; i++)
		pct_free(gd->pct[i]);
	free(gd->pct);
	gd->pct = NULL;
	gd->npct = 0;
}

const struct pct_table *
pct_game_find(const struct gamedata *gd, const char *name)
{
	int i;

	for (i = 0; i < gd->npct; i++)
		if (strcmp(gd->pct[i]->name, name) == 0)
			return gd->pct[i];
	return NULL;
}

int
pct_game_column(const struct pct_table *t, const char *s)
{
	char *end;
	long n;
	int c;

	if ((c = pct_column(t, s)) >= 0)
		return c;
	n = strtol(s, &end, 10);
	if (*s != '\0' && *end == '\0' && n >= 1 && n <= t->ncol)
		return (int)n - 1;
	return -1;
}
