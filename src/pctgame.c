/* pctgame: the percentile tables a game declares (pctgame.h). */
#include <stdlib.h>
#include <string.h>

#include "pctgame.h"

static int
load_one(struct gamedata *gd, const char *dir, const struct ydoc *gdoc,
    const struct ynode *n, char **cause)
{
	struct pct_table *t;
	char *path, *display;
	int rc;

	if (n->type != Y_SCALAR) {
		*cause = yerr(gdoc, n, "expected a percentile table's file "
		    "name");
		return -1;
	}
	if (strchr(n->value, '/') != NULL || n->value[0] == '.') {
		*cause = yerr(gdoc, n, "expected a file name in tables/%s/, "
		    "not \"%s\"", gd->id, n->value);
		return -1;
	}
	path = xprintf("%s/%s", dir, n->value);
	/* named as game/file.yaml, as the other tables are (ld_doc) */
	display = xprintf("%s/%s", gd->id, n->value);
	rc = pct_load_file(path, display, &t, cause);
	free(display);
	free(path);
	if (rc != 0)
		return -1;
	if (pct_game_find(gd, t->name) != NULL) {
		*cause = yerr(gdoc, n, "a second percentile table named "
		    "\"%s\"", t->name);
		pct_free(t);
		return -1;
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
	const struct ynode *p = ymap_get(tables, "percentile");
	char *dir;
	int i, rc = 0;

	if (p == NULL)
		return 0;
	if (p->type != Y_SEQ) {
		*cause = yerr(gdoc, p, "expected percentile: [FILE, ...]");
		return -1;
	}
	dir = xprintf("%s/tables/%s", datadir, gd->id);
	for (i = 0; rc == 0 && i < p->n; i++)
		rc = load_one(gd, dir, gdoc, p->items[i], cause);
	free(dir);
	return rc;
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
