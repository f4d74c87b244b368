/* ownbook: the owner's own copy of a game's rulebook, as plain text
 * (herald --rulebook FILE, or $XDG_CONFIG_HOME/herald/rulebooks/
 * GAME.txt), indexed by the section numbers that open its lines, so that
 * `rule 9.2` can show the book's own words beneath herald's summary.
 * herald ships no rulebook text: the owner brings it. */
#ifndef HERALD_OWNBOOK_H
#define HERALD_OWNBOOK_H

#include <stddef.h>

struct ownsec {
	char	*number;	/* "9.2", without a trailing dot */
	char	*text;		/* its heading line and the lines after it */
	int	 line;		/* of the heading, 1-based */
};

struct ownbook {
	struct ownsec	*sec;	/* in the order of the text */
	int		 n;
};

#define OWNBOOK_MAX_BYTES	(8 * 1024 * 1024)

int	ownbook_parse(const char *text, size_t len, struct ownbook **);
/* NULL and *cause if the file cannot be read. */
int	ownbook_load(const char *path, struct ownbook **, char **cause);
void	ownbook_free(struct ownbook *);

/* The section's text ("9" also finds "9.0" and back), or NULL. */
const struct ownsec *ownbook_find(const struct ownbook *, const char *);

/* Whether a line opens a section, and its number (xmalloc'd): "9.2",
 * "§9.2", "9.8 - Retreat", "8.15 Units may ...", "9. COMBAT"; not a
 * line of running text such as "3 hexes away", nor a row of numbers. */
char   *ownbook_heading(const char *line, size_t len);

#endif
