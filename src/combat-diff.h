/* combat-diff: the `differential` combat mechanism (rules: combat: kind:
 * differential; spi-agincourt §9): each side's strength summed, every
 * unit's with its modifiers (`when: hook` modifiers, asked for each unit
 * as attacker or defender), a unit only partly next to the defender
 * halved; the attack minus the defence is the column, the defender's
 * row a declared counter (lines lost + 1), the cell of a table of
 * chances (chancetab.h) the chance of the result, read on percentile
 * dice (a 0 cell rolls nothing).  The game's Tcl carries out the result
 * (effect:) and may refuse an attack (check:).  Its parameters are read
 * by combat-diff-load.c, its results carried out by
 * combat-diff-resolve.c. */
#ifndef HERALD_COMBAT_DIFF_H
#define HERALD_COMBAT_DIFF_H

#include "combat.h"
#include "rules.h"

#define DIFF_TERMS_MAX	12	/* modifiers a unit's strength shows */
#define DIFF_ONSIDE_MAX	8

/* rules: combat: for kind differential. */
struct diff_rules {
	char		*section;	/* the mechanism's (§9.0) */
	int		 stat;		/* strength: the stat summed */
	char		*table;		/* table: the chance table's name */
	char		*table_section;
	/* row: {lines: COUNTER, start: STAT}: the defender's row is
	   start - lines + 1 (the cell's ruling cites the table's section) */
	char		*row_counter;
	int		 row_start;
	unsigned	 attack_types;	/* attackers: {types, section} */
	char		*attack_section;
	int		 needs_strength;/* attackers: strength 0 never attacks */
	/* defends_on: {TYPE: SIDE}: attacked, the counter turns to SIDE
	   and defends with its values (spi-agincourt §15.0) */
	struct {
		int	 type;
		char	*side;
	}		 onside[DIFF_ONSIDE_MAX];
	int		 nonside;
	char		*onside_section;
	/* halved: {section, reconstructed}: a two-hex attacker with one
	   hex only next to the defender counts half, fractions dropped */
	int		 halve;
	char		*halve_section;
	char		*halve_recon;
	int		 least;		/* least: {differential, section} */
	char		*least_section;
	int		 compulsory;	/* compulsory: {section} */
	char		*compulsory_section;
	char		*once_section;	/* once: {section} */
	char		*defended_section; /* once: {defended_section} */
	char		*marks;		/* marks: FLAG: set on each defender */
	char		*check;		/* check: PROC: "" or a refusal */
	char		*effect;	/* effect: PROC: the result carried out */
	struct modifier	*mods;
	int		 nmods;
};

/* One unit's strength in a melee: printed, each modifier, halved. */
struct diff_unit {
	int		 unit;
	int		 base;
	int		 side;		/* defends on this side, or -1 */
	struct drm_part	 terms[DIFF_TERMS_MAX];
	int		 nterms;
	int		 halved;	/* 1: only one of its hexes touches */
	int		 total;
};

/* The numbers of a melee before anything is rolled. */
struct diff_odds {
	struct diff_unit att[ATTACKERS_MAX];
	int		 natt;
	struct diff_unit def;
	int		 attack, defence;
	int		 diff;
	int		 row;		/* the defender's row value */
	int		 pct;		/* -1: no cell */
	const char	*recon;		/* the cell's reason, NULL: printed */
	const struct chance_table *t;
};

/* Checks the attack: a refusal names the rule (its records in *cause
 * rendered). */
int	diff_check(const struct state *, const struct attack *, char **cause);
/* Works out both sides' strengths, the differential and the cell; -1
 * with *cause when a hook could not rule or the differential is below
 * the least allowed (d filled as far as it got). */
int	diff_odds(const struct state *, const struct attack *,
	    struct diff_odds *, char **cause);
/* The odds as ruling records (RS_DIFF_*), added to r. */
struct ruling;
void	diff_ruling(const struct state *, const struct attack *,
	    const struct diff_odds *, struct ruling *);
/* `attack`: check, work out, turn the defender to its side, roll and
 * carry out (combat-diff-resolve.c). */
struct roller;
int	diff_resolve(struct state *, const struct attack *, struct roller *,
	    struct buf *out, char **cause);
/* `odds A -> D` for this kind: the numbers and the chance in body, and
 * in *refused why the attack is not allowed now (NULL: it is). */
void	diff_explain(const struct state *, const struct attack *,
	    struct buf *body, char **refused);
/* Before the phase ends: every unit that must attack has (§9.31); -1
 * and a cause naming them. */
int	diff_may_end(const struct state *, char **cause);

#endif
