/* tablefiles: the files a `tables:` key lists (tablefiles.h). */
#include <stdlib.h>
#include <string.h>

#include "tablefiles.h"

static int
load_one(struct gamedata *gd, const char *dir, const struct ydoc *gdoc,
    const struct ynode *n, const char *what, table_file_add add,
    char **cause)
{
	char *path, *display, *dup = NULL;
	int rc;

	if (n->type != Y_SCALAR) {
		*cause = yerr(gdoc, n, "expected a %s's file name", what);
		return -1;
	}
	if (strchr(n->value, '/') != NULL || n->value[0] == '.' ||
	    n->value[0] == '\0') {
		*cause = yerr(gdoc, n, "expected a file name in tables/%s/, "
		    "not \"%s\"", gd->id, n->value);
		return -1;
	}
	path = xprintf("%s/%s", dir, n->value);
	/* named as game/file.yaml, as the other tables are (ld_doc) */
	display = xprintf("%s/%s", gd->id, n->value);
	rc = add(gd, path, display, &dup, cause);
	free(display);
	free(path);
	if (rc == 1) {
		*cause = yerr(gdoc, n, "a second %s named \"%s\"", what, dup);
		free(dup);
		return -1;
	}
	return rc;
}

int
table_files_load(struct gamedata *gd, const char *datadir,
    const struct ydoc *gdoc, const struct ynode *tables, const char *key,
    const char *what, table_file_add add, char **cause)
{
	const struct ynode *p = ymap_get(tables, key);
	char *dir;
	int i, rc = 0;

	if (p == NULL)
		return 0;
	if (p->type != Y_SEQ) {
		*cause = yerr(gdoc, p, "expected %s: [FILE, ...]", key);
		return -1;
	}
	dir = xprintf("%s/tables/%s", datadir, gd->id);
	for (i = 0; rc == 0 && i < p->n; i++)
		rc = load_one(gd, dir, gdoc, p->items[i], what, add, cause);
	free(dir);
	return rc;
}
