/* volley: fire by volleys (rules: fire: {kind: volleys}), as SPI's
 * Agincourt fires its bows (spi-agincourt §8.0-§8.7): each firer type
 * fires up to its rate of volleys an impulse (a stat; halved near the
 * target), spends one of its supply (a declared counter) a volley, reads
 * a table chosen by its type and the target's class at the range
 * column (one column further when the line passes over units, never for
 * the types that may not; the rate stays the true range's), and the
 * strikes are handed to the game's effect hook.  Every fire of a step
 * is allocated first (journaled, binding, no dice), then all of it is
 * resolved together, when the player says so or as the step ends; a
 * data switch says that once one unit fires, every unit with a target
 * in range must (§8.15).  The game's own clauses (which firers may fire
 * at which targets) come from a may-fire hook.
 *
 * The table (tables/GAME/FILE, volley-load.c): per firer and target
 * class, per range column, the rows "1 strike" ... as printed: each
 * cell the chance (roll this or less) of one or more strikes up to that
 * row, "–" where it does not rise; a row may be marked reconstructed.
 * Each (column, volleys) becomes a percentile column (percentile.h) of
 * bands: 01..c1 one strike, c1+1..c2 two ... the rest none.
 *
 * Where an allocation is kept: three declared unit counters the rules
 * name (aim: the target + 1 while unresolved, 0 once resolved; volleys:
 * how many; stamp: the step it was made in, so that a new step starts
 * with none and a unit fires once a step, §8.14). */
#ifndef HERALD_VOLLEY_H
#define HERALD_VOLLEY_H

#include "percentile.h"
#include "util.h"

struct gamedata;
struct state;
struct loader;
struct ynode;
struct roller;
struct hooks;
struct scenario;
struct ruling;

#define VOLLEY_STRIKES_MAX	4	/* rows of strikes a table may print */
#define VOLLEY_COLUMNS_MAX	16

/* One range column of a table: its hexes, the volleys it lists, the
 * cumulative cells (cum[n-1][k-1]: n volleys, up to k strikes) and
 * which rows the data marks reconstructed (bit k-1), with why. */
struct volley_column {
	int	  hexes;
	int	  nvolleys;
	int	(*cum)[VOLLEY_STRIKES_MAX];
	int	  nrows;
	unsigned  recon;
	char	 *recon_why;
	int	  pct0;		/* index of its 1-volley column in pct */
};

struct volley_table {
	int		 firer;		/* unit type */
	char		*target;	/* target class, or "any" */
	char		*title;		/* "Longbow firing at Cavalry" */
	struct volley_column col[VOLLEY_COLUMNS_MAX];
	int		 ncol;
	struct pct_table *pct;		/* every (column, volleys) */
};

struct volley_firer {
	int	 type;
	int	 rate;		/* stat: volleys an impulse */
	int	 range;		/* stat: longest range */
	char	*side;		/* the counter side it fires on, or NULL */
	int	 never_over;	/* may not fire over units (§8.16) */
	int	 unlimited;	/* its supply is kept but never stops it */
	int	 halved;	/* its rate is halved near (0: it is not) */
};

struct volley_rules {
	char		*section;	/* §8.0 */
	char		*rate_section;	/* §8.41: the rate of fire */
	char		*table_section;	/* §8.7 */
	struct volley_firer *firers;
	int		 nfirers;
	char	       **target_class;	/* per unit type, NULL: no target */
	int		 halve_within;	/* hexes (0: never) */
	char		*halve_section;	/* §8.43 */
	int		 supply;	/* tally: the supply left, -1: none */
	char		*supply_section; /* §8.51 */
	int		 aim, volleys, stamp;	/* tallies (above) */
	char		*one_section;	/* §8.14: one target an impulse */
	unsigned	 over_types;	/* units a line passes over */
	int		 over_shift;	/* columns further */
	char		*over_section;	/* §8.16 */
	int		 all_or_none;	/* §8.15 */
	char		*all_section;
	char		*may_fire;	/* hook proc, or NULL */
	char		*effect;	/* hook proc, or NULL */
	struct volley_table *tables;
	int		 ntables;
};

/* rules: fire: {kind: volleys, ...}: NULL when absent (volley-load.c). */
int	volley_load(struct loader *, struct gamedata *, const struct ynode *);
void	volley_free(struct gamedata *);

/* What a fire would be: worked out before anything is allocated. */
struct volley_shot {
	int	 firer, target, volleys;
	int	 range;		/* hexes, the true range */
	int	 over;		/* passes over units: columns added */
	int	 column;	/* hexes read on the table */
	int	 rate;		/* the most volleys at this range */
	int	 halved;	/* the rate halved (§8.43) */
	int	 supply;	/* left, -1: not kept */
	const struct volley_table *t;
	const struct volley_column *c;
	int	 pct_col;	/* in t->pct, for volleys */
};

/* The hooks (may-fire, effect) are those the session puts in force for
 * the order (rulehook_use). */

/* Works out a fire of volleys (0: up to its rate, for odds) by firer
 * at target: 0, or -1 and a cause naming the rule (-2: the game's
 * may-fire hook failed, its failure the cause). */
int	volley_shot(const struct state *, int firer, int target, int volleys,
	    struct volley_shot *, char **cause);
/* The shot's numbers and exact chances, as records (narrate-volley.c). */
void	volley_shot_rec(const struct state *, const struct volley_shot *,
	    struct ruling *);
/* odds fire FIRER VOLLEYS TARGET: the shot's records in r, and in
 * *refused why it may not be fired now (NULL: it may). */
void	volley_odds_rec(const struct state *, int firer, const char *volleys,
	    int target, struct ruling *, char **refused);
/* `fire FIRER VOLLEYS TARGET`: checks and keeps the allocation. */
int	volley_allocate(struct state *, int firer, int volleys, int target,
	    struct buf *out, char **cause);
/* How many allocations wait to be resolved in this step. */
int	volley_pending(const struct state *);
/* `fire resolve`, and the step's end: §8.15 checked, then every
 * allocation resolved in the roller's dice (the effect hook for each);
 * 0 with nothing pending. */
int	volley_resolve(struct state *, struct roller *, struct buf *out,
	    char **cause);

#endif
