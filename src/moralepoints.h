/* moralepoints: the morale kind `points` (spi-agincourt §10): a unit's
 * morale points are summed from a schedule of terms the game declares
 * (rules: morale: points: terms:), the total is split into parts of at
 * most the highest row of a table of chances (chancetab.h), the highest
 * parts first (§10.11, §10.12: 28 = 10 + 10 + 8), each part is a roll on
 * its row in the unit's column, and each roll that happens runs the
 * game's effect proc once (§10.22).
 *
 * A term counts something and gives points for it:
 *   counter: ID     the unit's declared value (tally.h), e.g. strikes
 *   lost: {stat: S, counter: C}   the stat's start less the counter now
 *   must_attack: true   1 when the unit must attack now (combat.h)
 *   hook: PROC      the game's Tcl answers the count (PROC morale UNIT ID)
 * then `value: N` points per one counted (default 1), or `tiers:` a list
 * of {at: K, points: P}: the points of the highest tier the count
 * reaches, none below the first.  `types:`/`faction:` limit a term to
 * some units; the block's own `types:` names the units that check at all.  The column is a hook's answer (`column: PROC`, asked
 * PROC morale UNIT column) or the unit's stat (`column_stat: S`).  Who
 * checks, and when, is the game's (its phase hooks call herald::morale,
 * hookmorale.c). */
#ifndef HERALD_MORALE_POINTS_H
#define HERALD_MORALE_POINTS_H

#include "board.h"

struct loader;
struct ynode;
struct ruling;

#define MP_TIERS_MAX	8
#define MP_TERMS_MAX	32
#define MP_ROLLS_MAX	64	/* parts of one check (640 points) */

enum mp_source {
	MP_COUNTER,
	MP_LOST,
	MP_MUST_ATTACK,
	MP_HOOK
};

struct mp_term {
	char		*id;
	char		*text;		/* how narration names it */
	char		*section;
	char		*reconstructed;	/* NULL: printed */
	enum mp_source	 source;
	char		*counter;	/* MP_COUNTER, MP_LOST */
	int		 stat;		/* MP_LOST */
	char		*hook;		/* MP_HOOK */
	int		 value;		/* points per one counted */
	int		 ntiers;
	int		 tier_at[MP_TIERS_MAX];
	int		 tier_pts[MP_TIERS_MAX];
	unsigned	 types;		/* 0: every unit */
	int		 faction;	/* -1: both */
	char		**not_in;	/* phases it does not count in */
	int		 nnot_in;
};

struct morale_points {
	char		*table;		/* the chance table's name */
	char		*column_hook;	/* or */
	int		 column_stat;	/* -1 */
	char		*effect;	/* proc UNIT ROLL: each roll that happens */
	char		*split_section;	/* §10.11 */
	char		*column_section;
	char		*effect_section;	/* what a roll that happens costs */
	unsigned	 types;		/* the unit types that check; 0 all */
	struct mp_term	*terms;
	int		 nterms;
	/* 1 when the unit must attack now, as the combat kind says
	 * (combat_must_attack; set where the rules are read, rules.c) */
	int		(*must_attack)(const struct state *, int unit,
			    char **cause);
};

/* Asks the game's Tcl for a number: PROC morale UNIT ID. */
typedef int mp_ask_fn(void *ctx, const struct state *, const char *proc,
    int unit, const char *id, int *value, char **cause);

/* A check worked out before any die: each term's count and points, the
 * total, the parts, the column, each part's chance. */
struct mp_plan {
	int		 count[MP_TERMS_MAX];
	int		 points[MP_TERMS_MAX];
	int		 total;
	int		 nrolls;
	int		 roll[MP_ROLLS_MAX];	/* points of each part */
	int		 pct[MP_ROLLS_MAX];
	const char	*recon[MP_ROLLS_MAX];	/* why a cell was rebuilt */
	int		 column;
	const char	*column_label;
	int		 maxrow;
	const struct chance_table *tab;
};

/* rules: morale: points: (rules.c calls it for kind points). */
int	morale_points_load(struct loader *, struct gamedata *,
	    const struct ynode *, struct morale_points **);
/* after tally_load: the counters the terms count are declared */
int	morale_points_check(struct loader *, struct gamedata *,
	    const struct ynode *);
void	morale_points_free(struct morale_points *);

/* §10.11, §10.12: total split into parts of at most max, the largest
 * first: the number of parts (at most n kept in parts). */
int	morale_points_split(int total, int max, int *parts, int n);

/* A term's or the column proc's answer: a number, "value N" (-999 to
 * 999), or a truth value (1, 0, true, false, yes, no): 0, or -1.  The
 * one reading, for the check (hookmorale.c) and the odds
 * (chances-points.c) alike. */
int	morale_points_answer(const char *, int *value);

/* The plan of a unit's check now: 0, or -1 with *cause. */
int	morale_points_plan(const struct state *, int unit, mp_ask_fn *,
	    void *ctx, struct mp_plan *, char **cause);
/* The plan as records: each term, the total and its parts, the column
 * (RS_MORALE_POINTS_*). */
void	morale_points_rec(const struct state *, int unit,
	    const struct mp_plan *, struct ruling *);

#endif
