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

/* complete-rules.c: the candidates the rules allow where they can say
 * (the hexes a move may enter next, the enemies an attack or fire may
 * hit), offered to o; 1 when it answered, 0 to complete by type.  w
 * holds the words before the one being completed. */
struct cmd_offer;
int	complete_by_rules(struct session *, char **w, int nw,
	    struct cmd_offer *o);

/* Inside an open quote, unit names (which have blanks) are offered too. */
extern int complete_quoted;

#endif
