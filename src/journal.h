/* journal: the append-only record of a game (DESIGN principle 3).  Each
 * record is one line, written and synced before the order it records is
 * applied.
 *
 * File format (2), a chained file (chain.h):
 *	herald-journal 2
 *	1 <chain> new game=NAME scenario=NAME seed=N [options=A,B]
 *	2 <chain> do <command>[<TAB><roll> <roll> ... [from=FILE]]
 *	3 <chain> undo
 *	...
 * kinds: new (text: the settings), do (text: the command), undo, redo.
 * After the tab, the rolls (dice.h) and, for an order imported from a
 * turn file, "from=NAME" and "part=K/N" (its place in the import).
 * Each record's chain value covers the one before it, so a record
 * changed, removed, repeated or moved is found with its number.
 *
 * A save is the same with the first line "herald-save 2" and a last
 * record "end N" (N the records before it): a save is written whole, so
 * records cut off its end are found too.  The live journal cannot end
 * with such a record, since it grows by one record per order; so whole
 * records removed from its end are the one change the journal cannot
 * show.  A crash cannot do that: a record is synced before its order is
 * applied and the file is only ever appended to, so a crash leaves at
 * most a last line without its newline (a torn write: dropped, with a
 * message).  A complete last line that does not check is damage, like
 * damage anywhere: the whole records before it are offered, and the
 * damaged file is kept aside, never deleted.
 *
 * Format 1 ("herald-journal 1", "<crc32 hex> <body>" per line, no chain)
 * is still read: a save with a warning that its records are checked one
 * by one only, a journal by rewriting it in format 2 when its game is
 * resumed (the format-1 file kept under a numbered name).
 *
 * Replacing the journal's game (new, load, a declined resume) writes the
 * new journal whole beside it first, keeps the old one under a numbered
 * name (safefile.h), then renames the new one into place: herald finds
 * a whole journal under the journal's name at every moment, and the old
 * game under its own name.
 */
#ifndef HERALD_JOURNAL_H
#define HERALD_JOURNAL_H

#include <sys/types.h>

#include "chain.h"
#include "dice.h"
#include "safefile.h"

/* Bounds on what is read: bigger files are refused. */
#define JOURNAL_MAX_BYTES	(64 * 1024 * 1024)
#define JREC_MAX_ROLLS		1024

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
	/* One of the nparts orders of a turn import, journaled together:
	 * a journal that ends in the middle of one was cut short by a
	 * crash, and the import is dropped whole.  Only appends carry it
	 * (part=K/N after the dice); whole images (replace, save) do not. */
	int		 part;
	int		 nparts;
};

/* What is wrong with a file, and where. */
struct jdamage {
	long		 record;	/* first record not taken (from 1) */
	long		 line;
	char		*what;
	long		 after;		/* lines after it, not read */
};

/* A journal or a save as read. */
struct jimage {
	struct jrec	*recs;		/* the whole records (before damage) */
	int		 n;
	int		 format;	/* 1 or 2 */
	int		 save;		/* a save: ends with its end record */
	struct chain	 chain;		/* after the last whole record */
	size_t		 good;		/* bytes up to the last whole record */
	char		*torn;		/* a torn last line was dropped */
	char		*damage;	/* what is wrong and where, or NULL */
	struct jdamage	 at;
};

struct journal {
	char		*path;		/* NULL: kept in memory only */
	int		 fd;		/* open for appending, flocked */
	off_t		 size;
	struct jrec	*recs;
	int		 nrecs;
	struct chain	 chain;		/* of the records on disk */
	/* Of the file on disk: 0 none yet, 1, 2, or 3 for a save used
	 * as a journal; only 2 is appended to, the others are written
	 * anew (journal_rewrite) when their game is resumed. */
	int		 format;
	/* The file is damaged: recs are the whole records before the
	 * damage, and nothing is written until a replace keeps it aside. */
	char		*damage;
	struct jdamage	 at;
	/* A failed write could not be undone: nothing more is written. */
	char		*broken;
	char		*kept;		/* where the last replace kept the
					 * old game, or NULL */
	/* Group commit (journal_defer): records written but not yet synced,
	 * and the file as it was at the last sync. */
	int		 defer;
	int		 unsynced;
	off_t		 synced_size;
	int		 synced_nrecs;
	struct chain	 synced_chain;
};

/* Old name of the write seam (safefile.h), for the tests. */
#define journal_write_fn sf_write_fn

void	journal_init_memory(struct journal *);
/* 0: opened (*warning: a torn record dropped); 1: damaged (j->damage
 * says how, j->recs holds the whole records before it); -1: cannot be
 * used (*cause: in use by another herald, unreadable). */
int	journal_open(struct journal *, const char *path, char **warning,
	    char **cause);
int	journal_start(struct journal *, const struct jrec *header,
	    char **cause);
int	journal_append(struct journal *, const struct jrec *, char **cause);
/* Appends n records in one write and one sync, all or none (a turn
 * import); they are numbered part=1/n ... n/n. */
int	journal_append_group(struct journal *, const struct jrec *, int n,
	    char **cause);
/* A whole other game in its place; the old one is kept beside it (see
 * above; j->kept names it) unless it held nothing but its header.  On
 * failure herald stays on the old game, writing where it wrote. */
int	journal_replace(struct journal *, const struct jrec *, int n,
	    char **cause);
/* The journal's own records written anew in format 2 (after damage or
 * in the old format), the old file kept aside. */
int	journal_rewrite(struct journal *, char **cause);
/* Group commit: with defer on, an append is written at once but synced
 * only by journal_sync, which the shell calls before any output that
 * reports the order leaves herald (so an order is never acknowledged
 * before it is on disk: a kill -9 loses nothing, as the page cache
 * outlives the process; a crash of the machine loses only orders
 * nobody was told of). */
void	journal_defer(struct journal *, int on);
/* 0 when every record is on disk.  If the sync fails, the records since
 * the last good one are cut off the file and dropped from j->recs: -1
 * with *dropped their count (the caller rebuilds its game) and *cause. */
int	journal_sync(struct journal *, int *dropped, char **cause);
void	journal_close(struct journal *);
/* Is path this journal's own file? */
int	journal_is_file(const struct journal *, const char *path);

/* Writes a whole file so that it appears complete or not at all (a
 * turn file): it survives kill -9, a full disk leaves the old file as
 * it was, and a file of another content there is kept as PATH.N. */
int	journal_write_atomic(const char *path, const char *data, size_t len,
	    char **cause);
int	journal_write_atomic_keep(const char *path, const char *data, size_t len,
	    char **kept, char **cause);
/* A save: an existing file is kept as PATH.N unless it is an earlier
 * save of this same game (the new one holds all it held). */
int	journal_save(const char *path, const struct jrec *, int n,
	    char **cause);
int	journal_save_keep(const char *path, const struct jrec *, int n,
	    char **kept, char **cause);
/* Reads a save or a journal for `load`: damage is refused, saying what
 * and where, unless salvage: then the whole records before the damage
 * are read and *warning says what was left out. */
int	journal_read_file(const char *path, struct jrec **, int *n,
	    char **warning, char **cause);
int	journal_read_salvage(const char *path, struct jrec **, int *n,
	    char **warning, char **cause);
/* Reads any herald journal or save, damaged or not (the start-up scan);
 * -1 only if it cannot be read at all. */
int	journal_examine(const char *path, struct jimage *, char **cause);
void	jimage_free(struct jimage *);
/* The orders in force at the end of these records, and the settings
 * of their game (the last "new"), or NULL. */
int	journal_recs_orders(const struct jrec *, int n);
const char *journal_recs_settings(const struct jrec *, int n);

void	jrec_body(const struct jrec *, struct buf *);
/* Format 1: "<crc32> <body>\n". */
void	jrec_format(const struct jrec *, struct buf *);
/* Parses one format-1 record line (without its newline; modified);
 * -1 if its checksum does not match, -2 if it matches but the body is
 * not a record herald knows (a forged or foreign line). */
int	jrec_parse(char *line, struct jrec *);
/* Parses a record body (modified); -1 if bad. */
int	jrec_parse_body(char *body, struct jrec *);
void	jrec_free(struct jrec *);
void	jrec_copy(struct jrec *, const struct jrec *);
const char *jrec_kind_name(enum jkind);

#endif
