/* ruleshow: what `rule` prints (issue 11): a game's table of contents,
 * one section whole, a chart, the hits of a search; and the sections a
 * ruling's text cites, for `why`.  Plain text wrapped to a width, for a
 * screen reader as much as for the eye: no box drawing in prose. */
#ifndef HERALD_RULESHOW_H
#define HERALD_RULESHOW_H

#include "util.h"

struct gamedata;
struct rulebook;

/* The answer to `rule ARG...` in a game's rules: the table of contents
 * (no words), a section ("9.2", "§9.2", "9"), a chart by any of its names
 * (gd: the game's data, for the chart's table; NULL when herald has none
 * yet), or a search.  -1 with *cause when nothing answers. */
int	ruleshow_answer(const struct rulebook *, const struct gamedata *gd,
	    int argc, char **argv, int width, struct buf *out, char **cause);

/* The terminal's width; 80 when standard output is not a terminal. */
int	ruleshow_width(void);

/* Appends text wrapped to width: the first line opens after `first`
 * columns already used, the others with `indent` spaces. */
void	ruleshow_wrap(struct buf *, const char *text, int first, int indent,
	    int width);

/* The sections a ruling's text cites, in the order first cited, each
 * once: "§9.10", "(§6, 9.10)", "§11.1, 13", and a chart's "§TEC 3" as
 * "TEC".  Free with words_free_argv(). */
char  **ruleshow_cited(const char *text, int *n);

/* For `why`: "rule N  Title" for each section the text cites that the
 * rules file has. */
void	ruleshow_applied(const struct rulebook *, const char *text, int width,
	    struct buf *out);

#endif
