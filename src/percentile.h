/* percentile: tables keyed by bands of a percentile roll (01-05, 06-10,
 * ..., 00 being 100), read as SPI reads them (spi-agincourt §3.8): the
 * tens die first, and the ones die only when the bands of that decade
 * give different results.  Loaded from YAML or built by the caller;
 * their exact chances are known before the dice (for `odds`).
 *
 * Decades: a tens die of t (1 to 9) stands for the rolls t0 to t9; a
 * tens die of 0 for 01 to 09 and 00 (100).  The ones die is needed after
 * t when those ten rolls do not all give the same result.
 *
 * The YAML form (a file of its own, or a mapping inside a game's file):
 *
 *	name: crossbow-vs-archers
 *	section: "8.7"			# optional: where the book prints it
 *	results: [none, 1 strike, 2 strikes]	# optional: their order
 *	columns:
 *	  - label: 3 hexes, 2 volleys
 *	    bands: {"01-23": 1 strike, "24-25": 2 strikes, "26-00": none}
 *	    rebuilt: "24-25"	# optional: rolls read on a reconstructed cell
 *
 * A band is "lo-hi" or one roll, each written 01 to 99, 00 or 100 for
 * 100 ("24-00" is 24 to 100; herald's YAML keeps 07 as typed, so quotes
 * are optional).  The bands of a column cover 01 to 00 once each: an overlap,
 * a gap, a band that runs backwards or a result missing from `results`
 * (when given) is refused with file:line:col. */
#ifndef HERALD_PERCENTILE_H
#define HERALD_PERCENTILE_H

#include "dice.h"
#include "util.h"
#include "yread.h"

#define PCT_RESULTS_MAX	32	/* results one table may give */
#define PCT_COLUMNS_MAX	256

struct pct_column {
	char		*label;
	/* the result (an index into the table's results) of each roll:
	 * at[1] for 01 ... at[100] for 00; at[0] unused */
	unsigned char	 at[101];
	/* rolls recon_lo to recon_hi read a reconstructed cell (the YAML's
	 * `reconstructed: BAND`); 0, 0: none */
	int		 recon_lo, recon_hi;
};

struct pct_table {
	char		 *name;
	char		 *section;	/* NULL when not given */
	char		**result;	/* codes, in the order declared or met */
	int		  nresult;
	struct pct_column *col;
	int		  ncol;
};

/* What a read gave: the result, the dice read and the rolls they stand
 * for (lo to hi: one roll when both dice were read; t0 to t9, or 1 to 9
 * with 100 for a tens die of 0, when the tens die alone decided). */
struct pct_roll {
	int	result;
	int	tens;
	int	ones;		/* -1: not rolled, not asked */
	int	value;		/* 1 to 100 when both were read, else -1 */
	int	lo, hi;		/* the rolls the dice read stand for */
	enum roll_source src;	/* the engine's dice or the players' */
};

struct pct_table *pct_new(const char *name);
void	pct_free(struct pct_table *);
/* The index of a result code, added when new; -1 past PCT_RESULTS_MAX. */
int	pct_result(struct pct_table *, const char *code);
/* A column from its bands (lo[i] to hi[i], 1 to 100, giving code[i]);
 * refuses an overlap, a gap or a backward band, naming it. */
int	pct_add_column(struct pct_table *, const char *label, int nband,
	    const int *lo, const int *hi, const char *const *code,
	    char **cause);
/* The column of a label, or -1. */
int	pct_column(const struct pct_table *, const char *label);

/* "01-23", "24-00", "07", "00", "100": a band, 1 to 100. */
int	pct_band_parse(const char *, int *lo, int *hi, char **cause);

/* need[t] for each tens die t: may the ones die still change the
 * result?  Returns how many of the ten need it. */
int	pct_need_ones(const struct pct_table *, int col, int need[10]);
/* The result of a tens die and ones die (ones -1: the tens die alone,
 * which must decide); the value read goes to *value (-1 if none). */
int	pct_lookup(const struct pct_table *, int col, int tens, int ones,
	    int *value);

/* Reads a column with the roller: the tens die, then the ones die only
 * if need be (roller_tens_first, dice.h: journaled and replayed as any
 * roll is).  why is said to the player ("for the volley of X"). */
int	pct_read(struct roller *, const struct pct_table *, int col,
	    const char *why, struct pct_roll *, char **cause);
/* "d100: 47 = 1 strike", "d100: tens 3 (30-39) = none" (physical). */
void	pct_roll_format(const struct pct_table *, const struct pct_roll *,
	    struct buf *);

/* A chance against a number (spi-agincourt §3.8: the table's number
 * is the highest roll at which the event happens): the event happens
 * on a roll of pct or less, 00 being 100.  The tens die is read first
 * and the ones die only when it can still change the outcome: at 47%,
 * a tens die of 0-3 gives 01-39 (but a 0 may be 00, 100: it needs the
 * ones die), 4 gives 40-49 (48 and 49 fail: it needs it), 5-9 give 50
 * and more (no).  At 0% and 100% nothing is rolled (as a 0 on a table
 * means the die is not rolled, spi-agincourt §9.23): the outcome is
 * known. */
#define PCT_CHANCE_FORM "a chance from 0% to 100%, such as 47%"
struct pct_chance {
	int	pct;		/* 0 to 100 */
	int	rolled;		/* 0: at 0% or 100%, no dice */
	int	happens;	/* the roll was pct or less */
	int	tens;		/* -1 when not rolled */
	int	ones;		/* -1: not rolled, not asked */
	int	value;		/* 1 to 100 when both were read, else -1 */
	int	lo, hi;		/* the rolls the dice read stand for */
	enum roll_source src;
};
/* need[t] for each tens die at pct: may the ones die still decide?
 * Returns how many need it (0 at 0% and 100%). */
int	pct_chance_need(int pct, int need[10]);
/* "47", "47%", "100%": a chance, 0 to 100; -1 with a cause naming
 * PCT_CHANCE_FORM. */
int	pct_chance_parse(const char *, int *pct, char **cause);
/* Reads a chance with the roller (roller_tens_first: journaled and
 * replayed as any roll is; nothing rolled at 0% or 100%); why is said
 * to the player.  pct outside 0 to 100 is refused. */
int	pct_chance_read(struct roller *, int pct, const char *why,
	    struct pct_chance *, char **cause);
struct ruling;
/* The read as an RS_CHANCE step at the end of r (ruling.h; rendered by
 * narrate-dice.c): for names what the chance is for (NULL: nothing),
 * book and section those of the rule the game reads it by (section may
 * be NULL). */
void	pct_chance_rec(const struct pct_chance *, const char *what,
	    const char *book, const char *section, struct ruling *);

/* The exact chances before the dice: ways[r] of 100 for each result r
 * (ways has nresult entries); returns 100, the rolls in all. */
int	pct_chances(const struct pct_table *, int col, long *ways);
/* "1 strike 23/100 = 23.0%, 2 strikes 1/50 = 2.0%, none 3/4 = 75.0%;
 * the ones die is rolled after 2 tens of 10". */
void	pct_chances_format(const struct pct_table *, int col, struct buf *);

/* A table from a mapping node of a YAML document (a game's file may
 * hold several), or from a file that is one such mapping. */
int	pct_load_node(const struct ydoc *, const struct ynode *,
	    struct pct_table **, char **cause);
int	pct_load_file(const char *path, const char *display,
	    struct pct_table **, char **cause);

#endif
