/* combat: the combat mechanisms, chosen by kind (combat.c); today one,
 * odds-crt (combat-odds.c, battle-of-agincourt §8-§11):
 * attack factors summed against a defence factor that terrain may
 * multiply, the ratio rounded down to a CRT column, die roll modifiers
 * of which only the best may count, a roll, and a result read off the
 * table.  The same mechanism serves missile fire and mêlée; what differs
 * is data (rules.combat in game.yaml, the CRT in tables/). */
#ifndef HERALD_COMBAT_H
#define HERALD_COMBAT_H

#include "baggage.h"
#include "board.h"
#include "charge.h"
#include "commanders.h"

#define ATTACKERS_MAX 8

struct loader;
struct ynode;

/* rules: combat: {kind: ...}: the kind's own loader reads the rest. */
int	combat_load(struct loader *, struct gamedata *, const struct ynode *);
/* The loader of each kind (combat-odds-load.c). */
int	combat_odds_load(struct loader *, struct gamedata *,
	    const struct ynode *);
int	combat_diff_load(struct loader *, struct gamedata *,
	    const struct ynode *);	/* combat-diff-load.c */
void	combat_diff_free(struct diff_rules *);
int	combat_diff_check(struct loader *, struct gamedata *,
	    const struct ynode *);

/* The differential kind (combat-diff.c; spi-agincourt §9.31): 1 when
 * the unit would have to attack now (a combat unit that may attack,
 * next to an enemy combat unit it could attack alone at the least
 * differential allowed or more), 0 not (and 0 in a game of another
 * kind), -1 with *cause when a hook could not rule. */
int	combat_must_attack(const struct state *, int unit, char **cause);

struct attack {
	unsigned	kind;		/* KIND_MELEE or KIND_MISSILE */
	int		att[ATTACKERS_MAX];
	int		natt;
	int		def;
	int		counter;	/* a counter-attack
					   (battle-of-agincourt §11.5) */
};

struct drm_part {
	const struct modifier	*m;
	int			 value;
};

/* The numbers of an attack, before anything is rolled. */
struct odds {
	int		af;		/* sum of the attackers' attack */
	int		df_base;	/* printed or routed defence */
	int		df;		/* after terrain */
	const struct terrain *df_by;	/* what multiplied it, or NULL */
	const struct terrain *df_not;	/* what would have, had every attack
					   come over the front */
	int		off_stakes;	/* an attacker over the defender's
					   front but not over the hexsides its
					   line is drawn on, or -1 */
	int		col;		/* CRT column, or -1: refused */
	int		col_ratio;	/* the column of the ratio, before
					   the terrain shifts it */
	int		capped;		/* beyond the highest or lowest
					   column: read on it */
	struct drm_part	found[16];	/* every modifier that applies */
	int		nfound;
	int		best;		/* index in found of the one used */
	int		drm;		/* the total applied */
	int		range;		/* missile: hexes to the target */
	int		shift;		/* CRT columns, from terrain */
	struct {
		const struct terrain *t;
		int		 value;
		int		 shift;
	}		terrain[8];	/* terrain that shifts or modifies */
	int		nterrain;
	struct drm_part	shifts[8];	/* modifiers that shift the column
					   (shift:), in o->shift with the
					   terrain's */
	int		nshifts;
	int		extra_af;	/* commanders, charges ... */
	int		extra_df;
	int		penalty;	/* missile units in mêlée */
	int		fire_penalty;	/* the scenario's, at range */
	int		def_penalty;	/* a missile defender in mêlée */
	int		charge;		/* charge bonus */
	int		baggage;	/* baggage's strength
					   (st-albans §9.4) */
};

/* A unit's strength now: reduced after a step loss. */
int	combat_strength(const struct state *, int unit, int defending);
/* Could this missile unit fire at some enemy now (in range, in front,
 * seen, not engaged, the target not yet attacked this phase)? */
int	combat_has_target(const struct state *, int unit);

/* Checks an attack against the rules; a refusal names the rule. */
int	combat_check(const struct state *, const struct attack *,
	    char **cause);
/* Works out odds and modifiers (call after combat_check). */
int	combat_odds(const struct state *, const struct attack *,
	    struct odds *, char **cause);
/* The records of the odds and modifiers, with the sections (ruling.h),
 * added to r. */
struct ruling;
void	combat_ruling(const struct state *, const struct attack *,
	    const struct odds *, struct ruling *);
/* The same rendered into b (narrate_ruling). */
void	combat_explain(const struct state *, const struct attack *,
	    const struct odds *, struct buf *);
/* The roll read on the table at column col: "roll ..., DRM, MDR at
 * COL: RESULT (name, §)" (rd NULL: no effect). */
void	combat_narrate_roll(const struct state *, int col,
	    const struct roll *, int drm, int mdr, const char *res,
	    const struct crt_result *rd, struct buf *out);
/* The exact chance of each result at this column and DRM. */
void	chances_combat(const struct state *, int col, int drm,
	    struct buf *);
/* odds-crt's die roll modifiers (combat-odds-drm.c): fills o's found,
 * best and drm (terrain's DRMs already in o->terrain); returns NULL, or
 * the reason a modifier's hook could not rule (that modifier counted as
 * 0, the rest worked out), for the caller to refuse with. */
char	*combat_odds_modifiers(const struct state *, const struct attack *,
	    struct odds *);
/* The result code ("E", "M" or "-") for a modified roll. */
const char *crt_result(const struct crt *, int col, int mdr);

/* Which side of the defender an attacker is over, over both their
 * footprints and by the facing kind: 0 front ... as footprint_facing_side_of()
 * (footprint.h); -1 when the defender has no facing. */
int	combat_side(const struct state *, int attacker, int defender);

#endif
