/* gdload: reading typed values out of a game's YAML, with every
 * complaint as file:line:col: what was expected.  Shared by the readers
 * of games (gamedata.c), scenarios (scenario.c) and rules (rules.c). */
#ifndef HERALD_GDLOAD_H
#define HERALD_GDLOAD_H

#include "gamedata.h"
#include "yread.h"

/* A loader: the document being read and where complaints go. */
struct loader {
	struct ydoc	 d;
	char		*cause;
};

int	ld_fail(struct loader *, const struct ynode *, const char *, ...)
	    __attribute__((format(printf, 3, 4)));
int	ld_str(struct loader *, const struct ynode *, const char *key,
	    char **);
/* ld_str for a key whose value names a Tcl proc of the game (check:,
 * effect:, hook: ...): recorded in gd->procs with where it was written
 * (block: "rules: combat:"), for gamedata_check_procs once the scripts
 * are loaded. */
int	ld_proc(struct loader *, struct gamedata *, const struct ynode *,
	    const char *key, const char *block, char **);
int	ld_int(struct loader *, const struct ynode *, const char *key,
	    long min, long max, long dflt, int *);
/* A movement cost: "1", "2", "0.5", "1.5": in half points. */
int	ld_cost(struct loader *, const struct ynode *, const char *key,
	    int dflt2, int *);
int	ld_bool(struct loader *, const struct ynode *, const char *key,
	    int dflt, int *);
/* The mechanism a block chooses by its `kind:` (combat, retreat,
 * rout): the index of that name in a table of n rows of stride bytes,
 * each beginning with its name (a const char *); -1 after a complaint
 * that lists the kinds there are.  what: "combat". */
int	ld_kind(struct loader *, const struct ynode *m, const char *what,
	    const void *table, size_t stride, size_t n);
/* A section a mechanism's rulings will cite (cites: "moves"): the
 * block must give it, or no ruling could say more than "§?". */
int	ld_section(struct loader *, const struct ynode *m, const char *key,
	    const char *cites, char **out);
/* m's key names one of the game's stats: *out its index, -1 if
 * absent (every mechanism's loader reads its stats so). */
int	ld_stat(struct loader *, struct gamedata *, const struct ynode *m,
	    const char *key, int *out);
int	ld_symbol(struct loader *, const struct ynode *, char *);
int	ld_types(struct loader *, struct gamedata *, const struct ynode *,
	    const char *key, unsigned *);
int	ld_arc(struct loader *, const struct ynode *, const char *key,
	    unsigned dflt, unsigned *);
int	ld_range(struct loader *, const struct ynode *, const char *key,
	    int *lo, int *hi);
int	ld_words(struct loader *, const struct ynode *, const char *key,
	    char ***, int *);
int	ld_doc(struct loader *, const char *dir, const char *name);
int	ld_hexsides(struct loader *, const struct gamedata *,
	    const struct ynode *, struct side_mark **, int *);
/* hooks: {script: FILE | [FILE, ...], EVENT: PROC ...}: the scripts
 * (full paths, at most GAME_SCRIPTS_MAX) and the procedures of events. */
int	ld_hooks(struct loader *, const char *dir, const struct ynode *,
	    char ***scripts, int *nscripts, struct hook_event **, int *n);

/* The cell of a hex of the grid's rectangle (gd_hex_cell without the
 * check, for hexes already known to be on it). */
static inline int
ld_cell(const struct grid *g, struct hex h)
{
	return (h.col - g->col_min) * (g->row_max - g->row_min + 1) +
	    (h.row - g->row_min);
}

/* gdload.c: a drawing of the map in rows (map: rows:, map: elevation:),
 * "NN " then one character per column, every row once: name its word in the
 * messages ("map"), each what a character is ("character"), row_word
 * and cols_hint what a row of the wrong length is told.  ld_rows calls
 * cell for every character, at its node for a message; a cell's -1
 * (its ld_fail) stops the reading. */
struct ld_drawing {
	const char	*name;
	const char	*each;
	const char	*row_word;
	const char	*cols_hint;
	int		(*cell)(struct loader *, struct gamedata *, void *ctx,
			    struct hex, unsigned char c, const struct ynode *at);
	void		*ctx;
};
int	ld_rows(struct loader *, struct gamedata *, const struct ynode *rows,
	    const struct ld_drawing *);

/* mapload.c: the map's rows, roads, fortified lines and hexsides; a
 * hex list that must lie on the map. */
int	ld_map(struct loader *, struct gamedata *, const struct ynode *);
int	ld_roads(struct loader *, struct gamedata *, const struct ynode *);
int	ld_fortified(struct loader *, struct gamedata *,
	    const struct ynode *);
int	ld_game_hexsides(struct loader *, struct gamedata *,
	    const struct ynode *);
int	ld_hexes(struct loader *, struct gamedata *, const struct ynode *,
	    struct hex **, int *n);

/* unitload.c: the units of a list (NULL: none), as mappings or as rows
 * of cells in the columns unit_columns (NULL: none) names, each maybe
 * like one of unit_templates (NULL: none). */
int	ld_units(struct loader *, struct gamedata *,
	    const struct ynode *units, const struct ynode *columns,
	    const struct ynode *templates);
/* unitfile.c: a game's units (units:, and unit_rows: a block of rows):
 * those of game.yaml, or of the file its units_file: names, with their
 * complaints at that file's line:col.  units.yaml is
 * read ahead on a second thread while game.yaml is read (NULL: it is
 * not there or too small to be worth one); ld_game_units takes what
 * was read ahead, and _drop lets it go on a load that fails first. */
struct units_prefetch;
struct units_prefetch *ld_units_prefetch(const char *dir);
void	ld_units_prefetch_drop(struct units_prefetch *);
int	ld_game_units(struct loader *, struct gamedata *,
	    const struct ynode *root, struct units_prefetch *);

/* unitindex.c: the units by id and by name, for n units; _add gives
 * the earlier unit whose id or name (ignoring case) the unit repeats, or
 * -1 when it is new; _finish marks the index complete (the units are
 * sorted for prefixes at the first prefix look-up). */
void	gd_units_index_init(struct gamedata *, int n);
int	gd_units_index_add(struct gamedata *, int unit);
void	gd_units_index_finish(struct gamedata *);
void	gd_units_index_free(struct gamedata *);

/* The sequence of play (seqload.c), the CRT (crtload.c) and the
 * mechanisms' parameters (rules.c, which calls each mechanism's own
 * loader: charge.c, combat.c by kind, morale kinds). */
int	seq_load_game(struct loader *, struct gamedata *,
	    const struct ynode *);
int	rules_load(struct loader *, struct gamedata *, const struct ynode *);
int	crtload_tables(struct gamedata *, const char *datadir,
	    const struct ydoc *, const struct ynode *tables, char **cause);
int	rules_load_options(struct loader *, struct gamedata *,
	    const struct ynode *);
/* combat and morale: after the units, which they may name */
int	rules_load_late(struct loader *, struct gamedata *,
	    const struct ynode *rules);
void	rules_free(struct gamedata *);

#endif
