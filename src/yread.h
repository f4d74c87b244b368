/* yread: a bounded YAML reader.  Files are read whole into a small tree
 * of scalars, sequences and mappings, each node remembering its line and
 * column, so that every later complaint can say file:line:col.  Anchors,
 * aliases, over-deep nesting, over-large files and trees are refused. */
#ifndef HERALD_YREAD_H
#define HERALD_YREAD_H

#include "util.h"

/* Bounds that a hostile file cannot pass (tests/fuzz relies on them),
 * wide enough for a monster game, with room to spare: bench/bigboard's
 * 200 x 200 board with 5,000 units in one list is a game.yaml of 0.5 MB
 * and 75,000 nodes with each unit a mapping (0.3 MB and 6,000 nodes as
 * rows of unit_columns), its set-up a mapping of 5,000 (issue 10).  The
 * duplicate key check hashes (linear), so a mapping of the largest size
 * costs well under a millisecond, and the node limit holds a tree's
 * memory to some tens of MB. */
#define YREAD_MAX_BYTES	(16 * 1024 * 1024)
#define YREAD_MAX_DEPTH	32
#define YREAD_MAX_NODES	400000
#define YREAD_MAX_ITEMS	65536	/* in one list or mapping */

enum ytype {
	Y_SCALAR,
	Y_SEQ,
	Y_MAP
};

struct ynode {
	enum ytype	  type;
	int		  line, col;	/* 1-based */
	unsigned char	  quoted;	/* a scalar written in quotes: its
					   text starts at col + 1 */
	unsigned char	  block;	/* a block scalar (| or >), its text
					   from line + 1 on, each line's at
					   column indent + 1 */
	char		 *value;	/* scalars */
	int		  n;		/* items, or key/value pairs */
	int		  indent;	/* (beside n: the node stays 56
					   bytes) */
	struct ynode	**items;	/* sequence items */
	struct ynode	**keys;		/* mapping keys (scalars) */
	struct ynode	**vals;		/* mapping values */
};

struct yblock;

struct ydoc {
	char		*file;		/* as named in messages */
	struct ynode	*root;
	struct yblock	*arena;		/* every node and scalar of it */
};

int	ydoc_load(struct ydoc *, const char *path, const char *display,
	    char **cause);
int	ydoc_parse(struct ydoc *, const char *text, size_t len,
	    const char *display, char **cause);
void	ydoc_free(struct ydoc *);

/* "file:line:col: message" */
char   *yerr(const struct ydoc *, const struct ynode *, const char *, ...)
	    __attribute__((format(printf, 3, 4)));

/* Schema checks: a field table, terminated by a NULL key. */
struct yfield {
	const char	*key;
	enum ytype	 type;
	int		 required;
};

int	ymap_check(const struct ydoc *, const struct ynode *,
	    const struct yfield *, const char *what, char **cause);
const struct ynode *ymap_get(const struct ynode *, const char *key);
const char *ytype_name(enum ytype);

int	yscalar(const struct ydoc *, const struct ynode *, const char *what,
	    const char **out, char **cause);
int	yint(const struct ydoc *, const struct ynode *, long min, long max,
	    long *out, char **cause);

#endif
