/* verify: a game's files checked again from nothing (verify.h). */
#include "verify.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "safefile.h"
#include "turnfile.h"

void
verdict_free(struct verdict *v)
{
	session_free(&v->s);
	free(v->problem);
	free(v->where);
}

static int
problem(struct verdict *v, const char *path, char *what)
{
	v->problem = what;
	v->where = xstrdup(path);
	return 1;
}

/* Is the file a journal or a save (rather than a turn file)? */
static int
is_journal(const char *path)
{
	char head[16];
	FILE *f = fopen(path, "r");
	size_t n;

	if (f == NULL)
		return 0;
	n = fread(head, 1, sizeof head, f);
	fclose(f);
	return (n >= 14 && memcmp(head, "herald-journal", 14) == 0) ||
	    (n >= 11 && memcmp(head, "herald-save", 11) == 0);
}

int
verify_files(const char *datadir, char *const *paths, int n,
    struct verdict *v, char **cause)
{
	struct buf sink;
	char *settings = NULL, *why = NULL;
	int i, rc;

	memset(v, 0, sizeof *v);
	session_init(&v->s, datadir);
	v->s.batch = 1;		/* nobody is asked anything */
	v->nfiles = n;
	if (n == 0) {
		*cause = xprintf("expected the game's turn files, in the order "
		    "they were sent, or its journal or save");
		return -1;
	}
	buf_init(&sink);
	if (is_journal(paths[0])) {
		v->journal = 1;
		if (n > 1) {
			buf_free(&sink);
			*cause = xprintf("expected one journal or save, or "
			    "turn files, not both");
			return -1;
		}
		rc = session_load_file(&v->s, paths[0], 0, &sink, &why);
		buf_free(&sink);
		if (rc != 0)
			return problem(v, paths[0], why);
		v->built = 1;
		v->files = 1;
		return 0;
	}
	if (turnfile_game(paths[0], &settings, &why) != 0) {
		buf_free(&sink);
		return problem(v, paths[0], why);
	}
	rc = session_new_settings(&v->s, settings, &sink, &why);
	free(settings);
	if (rc != 0) {
		buf_free(&sink);
		return problem(v, paths[0], why);
	}
	v->built = 1;
	for (i = 0; i < n; i++) {
		buf_reset(&sink);
		if (turnfile_import(&v->s, paths[i], &sink, &why) != 0) {
			buf_free(&sink);
			return problem(v, paths[i], why);
		}
		v->files++;
	}
	buf_free(&sink);
	return 0;
}
