/* journal: the append-only record of a game (DESIGN principle 3).  Each
 * record is one line with a checksum, written and synced before the order
 * it records is applied.  A line torn by a crash is detected on reading
 * and dropped; a write that fails (a full disk) is rolled back, so the
 * file always ends on a whole record.
 *
 * File format, one record per line after a header line:
 *	herald-journal 1
 *	<crc32 hex> <kind> <text>[<TAB><roll> <roll> ...]
 * kinds: new (text: key=value settings), do (text: the command), undo,
 * redo.  After the tab, the rolls and, for an order imported from a turn
 * file, "from=NAME". */
#ifndef HERALD_JOURNAL_H
#define HERALD_JOURNAL_H

#include <sys/types.h>

#include "dice.h"

enum jkind {
	J_NEW,
	J_DO,
	J_UNDO,
	J_REDO
};

struct jrec {
	enum jkind	 kind;
	char		*text;
	struct roll	*rolls;
	int		 nrolls;
	char		*origin;	/* the turn file it came from, or NULL */
};

struct journal {
	char		*path;		/* NULL: kept in memory only */
	int		 fd;
	off_t		 size;
	struct jrec	*recs;
	int		 nrecs;
};

/* Test seam: the write(2) the journal uses, replaceable to simulate a
 * full disk. */
extern ssize_t (*journal_write_fn)(int, const void *, size_t);

void	journal_init_memory(struct journal *);
int	journal_open(struct journal *, const char *path, char **warning,
	    char **cause);
int	journal_start(struct journal *, const struct jrec *header,
	    char **cause);
int	journal_append(struct journal *, const struct jrec *, char **cause);
/* A whole other game in its place, the old one kept as .previous. */
int	journal_replace(struct journal *, const struct jrec *, int n,
	    char **cause);
void	journal_close(struct journal *);

/* Writes a whole file so that it appears complete or not at all (a
 * save, a turn file): it survives kill -9, and a full disk leaves the
 * old file as it was. */
int	write_atomic(const char *path, const char *data, size_t len,
	    char **cause);
int	journal_save(const char *path, const struct jrec *, int n,
	    char **cause);
int	journal_read_file(const char *path, struct jrec **, int *n,
	    char **warning, char **cause);

void	jrec_format(const struct jrec *, struct buf *);
/* Parses one record line (without its newline; modified); -1 if bad. */
int	jrec_parse(char *line, struct jrec *);
void	jrec_free(struct jrec *);
void	jrec_copy(struct jrec *, const struct jrec *);
const char *jkind_name(enum jkind);

/* The path beside a journal where the game it replaced is kept. */
char   *journal_previous_path(const char *path);

#endif
