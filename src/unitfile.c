/* unitfile: where a game's units are written: units: in game.yaml, the
 * block of rows unit_rows:, and the file of their own units_file: names,
 * read on a second thread beside game.yaml (issue 10).  Reading each
 * unit is unitload.c's. */
#include "gdload.h"

#include <sys/stat.h>

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

/* unit_rows: |, a block of rows, one a line, in the columns of
 * unit_columns: a monster game's thousands of counters as one YAML value
 * (a list of rows costs libyaml an event or two a row, a block of them
 * a scan).  A blank line, or one whose text starts with #, holds no
 * unit, and " #" starts a comment, as in YAML.  Each row is made a
 * scalar node at its own line and column, and read, and complained of,
 * as a row of units: is.  The nodes point into *text. */
static int
split_rows(struct loader *l, const struct ynode *b, struct ynode **nodes,
    char **text, int *n)
{
	char *p, *e, *c;
	int line, k = 1;

	*nodes = NULL;
	*text = NULL;
	*n = 0;
	if (b->type != Y_SCALAR || !b->block)
		return ld_fail(l, b, "expected unit_rows as a block of rows: "
		    "unit_rows: | and then a row a line");
	*text = xstrdup(b->value);
	for (p = *text; (p = strchr(p, '\n')) != NULL; p++)
		k++;
	*nodes = xcalloc((size_t)k, sizeof **nodes);
	for (p = *text, line = b->line + 1; *p != '\0'; p = e, line++) {
		if ((e = strchr(p, '\n')) != NULL)
			*e++ = '\0';
		else
			e = p + strlen(p);
		for (c = p; *c == ' ' || *c == '\t'; c++)
			;
		if (*c == '#' || *c == '\0')
			continue;
		/* the text is there, before any comment: *c is not # */
		while ((c = strchr(c + 1, '#')) != NULL)
			if (c[-1] == ' ' || c[-1] == '\t') {
				*c = '\0';
				break;
			}
		(*nodes)[*n].type = Y_SCALAR;
		(*nodes)[*n].line = line;
		(*nodes)[*n].col = b->indent + 1;
		(*nodes)[(*n)++].value = p;
	}
	return 0;
}

/* The units of mapping m (game.yaml, or a units file): units: (mappings
 * or rows), then the rows of unit_rows:, in unit_columns, each maybe like
 * one of unit_templates. */
static int
units_of(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	const struct ynode *s = ymap_get(m, "units");
	const struct ynode *b = ymap_get(m, "unit_rows");
	const struct ynode *columns = ymap_get(m, "unit_columns");
	struct ynode list, *rows = NULL;
	char *text = NULL;
	int i, nrows = 0, rc;

	if (b == NULL)
		return ld_units(l, gd, s, columns,
		    ymap_get(m, "unit_templates"));
	if (columns == NULL)
		return ld_fail(l, b, "unit_rows needs unit_columns (the cells "
		    "of each row)");
	if (split_rows(l, b, &rows, &text, &nrows) != 0)
		return -1;
	memset(&list, 0, sizeof list);
	list.type = Y_SEQ;
	list.n = (s != NULL ? s->n : 0) + nrows;
	list.items = xcalloc((size_t)list.n + 1, sizeof *list.items);
	for (i = 0; s != NULL && i < s->n; i++)
		list.items[i] = s->items[i];
	for (i = 0; i < nrows; i++)
		list.items[list.n - nrows + i] = &rows[i];
	rc = ld_units(l, gd, &list, columns, ymap_get(m, "unit_templates"));
	free(list.items);
	free(rows);
	free(text);
	return rc;
}

/* A game's counters may be a file of their own (units_file: units.yaml):
 * a monster game's thousands of rows are most of its YAML, and that file
 * can be read on the second core while game.yaml is read on the first
 * (issue 10).  Its name is fixed, as rules.yaml's is, so that it is read
 * ahead before game.yaml says so (when it is large enough to be worth a
 * thread) and is never taken for a scenario (scenario.c). */
#define UNITS_FILE		"units.yaml"
#define UNITS_AHEAD_BYTES	(32 * 1024)

struct units_prefetch {
	struct loader	 l;
	char		*dir;
	pthread_t	 t;
	int		 rc;
};

static void *
prefetch_run(void *arg)
{
	struct units_prefetch *p = arg;

	p->rc = ld_doc(&p->l, p->dir, UNITS_FILE);
	return NULL;
}

struct units_prefetch *
ld_units_prefetch(const char *dir)
{
	struct units_prefetch *p;
	struct stat sb;
	sigset_t all, old;
	char *path = xprintf("%s/%s", dir, UNITS_FILE);
	int started;

	if (stat(path, &sb) != 0 || sb.st_size < UNITS_AHEAD_BYTES) {
		free(path);
		return NULL;
	}
	free(path);
	p = xcalloc(1, sizeof *p);
	p->dir = xstrdup(dir);
	sigfillset(&all);	/* signals are for the first thread */
	pthread_sigmask(SIG_SETMASK, &all, &old);
	started = pthread_create(&p->t, NULL, prefetch_run, p) == 0;
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (!started) {
		free(p->dir);
		free(p);
		return NULL;
	}
	return p;
}

/* Waits for the file read ahead: its document into *l, or -1 with
 * l->cause. */
static int
prefetch_take(struct units_prefetch *p, struct loader *l)
{
	int rc;

	pthread_join(p->t, NULL);
	*l = p->l;
	rc = p->rc;
	free(p->dir);
	free(p);
	return rc;
}

void
ld_units_prefetch_drop(struct units_prefetch *p)
{
	struct loader l;

	if (p == NULL)
		return;
	prefetch_take(p, &l);
	ydoc_free(&l.d);
	free(l.cause);
}

int
ld_game_units(struct loader *l, struct gamedata *gd, const struct ynode *root,
    struct units_prefetch *ahead)
{
	static const struct yfield fields[] = {
		{ "unit_templates", Y_MAP, 0 }, { "unit_columns", Y_SEQ, 0 },
		{ "units", Y_SEQ, 0 }, { "unit_rows", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	static const char *const keys[] = {
		"units", "unit_rows", "unit_columns", "unit_templates"
	};
	const struct ynode *v = ymap_get(root, "units_file"), *r;
	struct loader ul;
	struct stat sb;
	char *path;
	size_t i;
	int rc;

	if (v == NULL) {
		ld_units_prefetch_drop(ahead);
		if (ymap_get(root, "units") == NULL &&
		    ymap_get(root, "unit_rows") == NULL)
			return ld_fail(l, root, "a game needs units: (its "
			    "counters) or units_file: (a file of them beside "
			    "game.yaml)");
		return units_of(l, gd, root);
	}
	if (v->type != Y_SCALAR || strcmp(v->value, UNITS_FILE) != 0) {
		ld_units_prefetch_drop(ahead);
		return ld_fail(l, v, "expected units_file: %s (the file beside "
		    "game.yaml that holds the units)", UNITS_FILE);
	}
	for (i = 0; i < nitems(keys); i++)
		if ((r = ymap_get(root, keys[i])) != NULL) {
			ld_units_prefetch_drop(ahead);
			return ld_fail(l, r, "%s is in %s (units_file): "
			    "game.yaml must not give it too", keys[i],
			    v->value);
		}
	memset(&ul, 0, sizeof ul);
	if (ahead != NULL)
		rc = prefetch_take(ahead, &ul);
	else {
		path = xprintf("%s/%s", gd->dir, v->value);
		rc = stat(path, &sb);
		free(path);
		if (rc != 0)
			return ld_fail(l, v, "no file %s beside game.yaml (%s)",
			    v->value, strerror(errno));
		rc = ld_doc(&ul, gd->dir, v->value);
	}
	if (rc == 0)
		rc = ymap_check(&ul.d, ul.d.root, fields, "a units file",
		    &ul.cause);
	if (rc == 0 && ymap_get(ul.d.root, "units") == NULL &&
	    ymap_get(ul.d.root, "unit_rows") == NULL)
		rc = ld_fail(&ul, ul.d.root, "a units file needs units: or "
		    "unit_rows:");
	if (rc == 0)
		rc = units_of(&ul, gd, ul.d.root);
	/* a mistake in the file is named at its own file:line:col */
	if (rc != 0)
		l->cause = ul.cause;
	ydoc_free(&ul.d);
	return rc;
}
