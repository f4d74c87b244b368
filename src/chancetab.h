/* chancetab: tables of chances, a number per cell read as "the event
 * happens on this roll or less" (spi-agincourt §3.8), rows x columns,
 * each row and column standing for a number or a range of numbers.  A
 * game declares them in its game.yaml as
 * `tables: {chance: [FILE, ...]}` (files in tables/GAME/); any game may.
 * The dice are read by pct_chance_read (percentile.h), as herald::chance
 * does: in Tcl `herald::chance -table NAME ROW COL WHY` (hookchance.c).
 *
 * The YAML form (one table a file):
 *
 *	name: melee			# how hooks and `table` name it
 *	title: Melee Combat Results Table
 *	section: "9.5"
 *	rows: {name: line, labels: [1st Line, 2nd Line, ...]}
 *	columns: {name: differential, signed: true,	# said "+4"
 *	          labels: ["0", "1", ..., "10 or 11", "12 or more"]}
 *	cells:				# one list a row, a number a column
 *	  - [1, 2, 4, ...]
 *	reconstructed:			# optional: the cells herald rebuilt
 *	  - {rows: "2-7", columns: "5-12", why: "two columns a line ..."}
 *
 * A table printed with each column's own row ranges (an army morale
 * table: French casualties 10-20 and English 5-9 on one line) gives a
 * column as {label: French, key: french, value: 1, rows: ["10-20",
 * ...]}: the row of a value is then found among that column's ranges
 * (one label for each of the table's rows).
 *
 * A label is a number ("4", "+4", "-1"), a range ("10-20", "10 or 11",
 * "3 to 5"), an open range ("12 or more", "12+", "2 or less") or an
 * ordinal with words ("1st Line" = 1, "7th" = 7, "4th or 3rd" = 3 to 4);
 * `value:`/`lo:`/`hi:`
 * in a mapping label ({label: Rout, lo: 3, hi: 3}) give it outright, and
 * `key:` a word a column may be named by (chance_table_col_named).  The
 * ranges of the rows (and of the columns) may not overlap.  A cell is 0
 * to 100 ("23" or "23%"); 0 rolls nothing (spi-agincourt §9.23), 100
 * nothing either.  The
 * reconstructed cells are named by row and column numbers, 1-based,
 * each a number or "a-b", or "*" for all; why is said to the player. */
#ifndef HERALD_CHANCETAB_H
#define HERALD_CHANCETAB_H

#include "gamedata.h"
#include "yread.h"

#define CHANCE_LABELS_MAX	64	/* rows, and columns, of one table */
#define CHANCE_OPEN_LO		(-1000000)	/* "N or less" */
#define CHANCE_OPEN_HI		1000000		/* "N or more" */

struct chance_label {
	char	*text;		/* as printed: "1st Line", "+4", "12 or more" */
	char	*key;		/* columns: a word hooks may name it by
				   ("french"), NULL: none */
	int	 lo, hi;	/* the values it holds (CHANCE_OPEN_*: open) */
	int	 words;		/* a label in words with its value given
				   (value:): narration says the label */
	/* columns only: this column's own row ranges (nrow of them), NULL:
	   the table's */
	struct chance_label *rows;
};

struct chance_table {
	char			*name;
	char			*title;		/* NULL: the name */
	char			*section;	/* NULL when not given */
	char			*row_name;	/* "line", NULL: "row" */
	char			*col_name;	/* "differential", NULL:
						   "column" */
	int			 row_signed;	/* say values as "+4" */
	int			 col_signed;
	struct chance_label	*row;
	int			 nrow;
	struct chance_label	*col;
	int			 ncol;
	int			*pct;		/* nrow * ncol, row by row */
	/* per cell, NULL: printed in the book; else why herald rebuilt it
	 * (shared strings, owned by the table's list below) */
	const char		**recon;
	char			**recon_why;	/* the distinct reasons */
	int			  nrecon_why;
};

/* The table of a name among the game's, or NULL. */
const struct chance_table *chance_table_find(const struct gamedata *,
	    const char *name);

/* The table a rulebook's chart (`rule 9.5`) shows: the one named id,
 * else the one printed at section (NULL: none); NULL. */
const struct chance_table *chance_table_of_chart(const struct gamedata *,
	    const char *id, const char *section);

/* The index of the row (column) whose range holds value v, or -1. */
int	chance_table_row(const struct chance_table *, int v);
int	chance_table_col(const struct chance_table *, int v);

/* The cell at row value r and column value c (each matched to the row
 * or column whose range holds it; past the last "or more" one it is that
 * one): *pct the chance, *reconstructed NULL when printed, else why herald
 * rebuilt it.  -1 with *cause (naming the table's rows or columns) when
 * no row or column holds the value. */
int	chance_table_cell(const struct chance_table *, int r, int c,
	    int *pct, const char **reconstructed, char **cause);

/* The label of the row (column) holding value v, as printed ("4th
 * Line", "+4"), NULL when none holds it. */
const char *chance_table_row_label(const struct chance_table *, int v);
const char *chance_table_col_label(const struct chance_table *, int v);
/* The column a word names: its key or label (any case), the value it
 * stands for (its lo) in *v; or a number, that value (which
 * chance_table_cell may find no column holds).  -1 with a cause naming
 * the columns. */
int	chance_table_col_named(const struct chance_table *, const char *,
	    int *v, char **cause);
/* "line 4, differential +4", "casualties 34 (31-40), French": where a
 * cell is, for narration (row r, column c as chance_table_cell takes). */
void	chance_table_where(const struct chance_table *, int r, int c,
	    struct buf *);
/* The table laid out as printed, reconstructed cells marked with a
 * footnote giving why (`table NAME`), no line wider than width. */
void	chance_table_render(const struct chance_table *, int width,
	    struct buf *);
struct roller;
struct pct_chance;
struct ruling;
/* Reads the cell at r, c with the roller (pct_chance_read: the tens die
 * first, the ones die only if need be; nothing rolled at 0 or 100) and
 * records it as an RS_CHANCE step at the end of ru, said as "WHAT: Melee
 * CRT (§9.5), line 4, differential +4: 23% (reconstructed): ..." (what
 * NULL or "": without it), citing the table's section in book.  -1 with
 * *cause when no cell is there or the dice fail. */
int	chance_table_read(struct roller *, const struct chance_table *,
	    int r, int c, const char *what, const char *book,
	    struct pct_chance *, struct ruling *ru, char **cause);
/* "WHAT: Melee CRT (§9.5), line 4, differential +4": what a read is
 * said to be for. */
void	chance_table_say(const struct chance_table *, int r, int c,
	    const char *what, struct buf *);
/* "melee (§9.5): Melee CRT, 7 rows (line) x 12 columns (differential)", a
 * line a table of the game's. */
void	chance_tables_list(const struct gamedata *, struct buf *);
/* "line", "differential": what the rows (columns) count. */
const char *chance_table_row_name(const struct chance_table *);
const char *chance_table_col_name(const struct chance_table *);
/* "Melee CRT" (title, else name). */
const char *chance_table_title(const struct chance_table *);

/* "4", "+4", "10-20", "10 or 11", "12 or more", "1st Line": the values
 * a label holds; -1 with a cause naming the forms. */
int	chance_label_parse(const char *, int *lo, int *hi, char **cause);

/* A table from the mapping of a YAML document, or from a file that is
 * one; errors give file:line:col. */
int	chance_table_load_node(const struct ydoc *, const struct ynode *,
	    struct chance_table **, char **cause);
int	chance_table_load_file(const char *path, const char *display,
	    struct chance_table **, char **cause);
void	chance_table_free(struct chance_table *);

/* The files `tables: chance:` lists (none when absent) into gd->chance;
 * a name must be new. */
int	chance_game_load(struct gamedata *, const char *datadir,
	    const struct ydoc *gdoc, const struct ynode *tables,
	    char **cause);
void	chance_game_free(struct gamedata *);

#endif
