/* complete: what may come next on a command line, from the command
 * table's argument templates (STYLE: bluez's shell).  Kept apart from
 * readline so that tests can ask it directly. */
#ifndef HERALD_COMPLETE_H
#define HERALD_COMPLETE_H

struct session;

/* Candidates for the word that starts at `start` in `line` and begins
 * with `text`: a NULL-terminated array to free with words_free_argv(), or NULL
 * when the word is a file name (readline's own completion applies). */
char	**complete_candidates(struct session *, const char *line, int start,
	    const char *text, int *n);

/* Inside an open quote, unit names (which have blanks) are offered too. */
extern int complete_quoted;

#endif
