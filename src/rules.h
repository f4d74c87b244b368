/* rules: the parameters of the shared combat and morale mechanisms, as
 * read from a game's YAML (rules: in game.yaml, the CRT in tables/).
 * The conditions a modifier may name are a small vocabulary implemented
 * once in C (combat.c, morale.c); which of them a game uses, with what
 * values and sections, is the game's data (DESIGN principle 1). */
#ifndef HERALD_RULES_H
#define HERALD_RULES_H

#include "charge.h"
#include "dice.h"

/* A CRT column: attacker to defender odds and the MDR bands of each
 * result; MDRs in no band are no effect. */
struct crt_band {
	char	*result;
	int	 lo, hi;
};

/* Rolls of a column the rulebook does not print, and the entry of
 * doc/reconstructions.md that says how herald filled them in. */
struct crt_recon {
	int	 lo, hi;
	char	*entry;
};

struct crt_column {
	char		*label;		/* "3:2" */
	int		 att, def;
	struct crt_band	*bands;
	int		 nbands;
	struct crt_recon *recon;	/* reconstructed rolls */
	int		 nrecon;
	int		 printed_chances;/* its chances at DRM 0 are printed
					   (a probability table) */
};

/* What a result does: to whom, and how. */
struct crt_result {
	char	*code;			/* "E", "D1R" */
	char	*name;			/* "Eliminated" */
	char	*section;
	int	 attacker;		/* it falls on the attackers */
	int	 eliminate;
	int	 loss;			/* steps lost */
	int	 retreat;		/* hexes of retreat */
	int	 morale;		/* a morale check */
	char	*effect;		/* issue 12: a Tcl proc run after
					   the rest (rulehook.c), or NULL */
};

struct crt {
	char			*section;
	char			*odds_section;
	struct dice_expr	 dice;
	struct crt_column	*cols;		/* lowest odds first */
	int			 ncols;
	struct crt_result	*results;
	int			 nresults;
	int			 below_lowest;	/* read on the lowest column
						   rather than refused */
};

/* When a modifier applies. */
enum when {
	/* combat: die roll modifiers of an attack */
	WHEN_ATTACKER_NEXT_TO_TYPE,	/* an attacker next to a friendly unit
					   of these types */
	WHEN_ATTACKER_IS_TYPE,		/* an attacker is of these types */
	WHEN_ATTACKER_CHARGED,		/* an attacker charged (melee) */
	WHEN_OVER_REAR,			/* an attacker is over the defender's
					   rear hexside (good order only) */
	WHEN_RANGE_BEYOND_FIRST,	/* value per hex of range beyond 1 */
	/* morale: modifiers of a morale check */
	WHEN_NEXT_TO_FRIENDLY_TYPE,	/* value per friendly unit of these
					   types next to it */
	WHEN_FRIENDLY_TYPE_ELIMINATED,	/* value per friendly unit of these
					   types eliminated */
	WHEN_FACTION_LOSSES,		/* value per `every` eliminated units
					   of its faction */
	/* morale: exemptions from a check after combat */
	WHEN_BACKED_FROM_REAR,		/* a friendly unit in its rear hex */
	WHEN_NEXT_TO_FRIEND,		/* next to any friendly unit */
	WHEN_NEAR_FRIENDLY_TYPE,	/* a friendly unit of these types in
					   its hex or next to it: value once */
	WHEN_ALWAYS,			/* units of self_types, always */
	WHEN_HOOK			/* issue 12: the Tcl proc `hook`
					   answers (rulehook.c) */
};

#define KIND_MELEE	0x1
#define KIND_MISSILE	0x2

struct modifier {
	char		*id;
	char		*text;		/* how narration names it */
	enum when	 when;
	int		 value;
	unsigned	 types;		/* unit types the condition names */
	unsigned	 self_types;	/* only for units of these types; 0 all */
	int		 faction;	/* only for this faction; -1 all */
	int		 every;		/* WHEN_FACTION_LOSSES */
	int		 option;	/* only with this optional rule; -1 */
	unsigned	 kinds;		/* KIND_MELEE, KIND_MISSILE */
	int		 good_order;	/* only when in good order */
	char		*section;
	char		*reconstructed;	/* its doc/reconstructions.md entry,
					   NULL: printed */
	char		*hook;		/* WHEN_HOOK: the proc, else NULL */
	int		 shift;		/* combat: CRT columns it moves the
					   column by, instead of a value */
};

/* The combat mechanisms a game may choose (combat: kind:); each lives in
 * its own file with its own loader, dispatched in combat.c. */
enum combat_kind {
	COMBAT_NONE,
	COMBAT_ODDS_CRT		/* combat-odds.c: attack against defence,
				   the ratio read on a CRT column */
};

/* odds-crt, missile: {...}: fire at range and what missile units do
 * hand to hand (battle-of-agincourt §9, st-albans §9.3). */
struct odds_missile {
	unsigned	 types;		/* the missile unit types */
	int		 range_stat;
	char		*section;
	char		*range_section;
	char		*los_section;
	int		 combine;	/* several fire together, and join a
					   mêlée from range (st-albans §9.3) */
	int		 free_to_fire;	/* fire at range only when not next
					   to an enemy combat unit; next to
					   the target it is hand to hand
					   (st-albans §9.3) */
	/* in_melee: {...} */
	int		 melee_penalty;	/* strength lost in mêlée, not against
					   missile units (st-albans §9.3) */
	int		 penalty_exempt;/* the mark that spares it, or -1 */
	int		 alone_att;	/* alone, hand to hand only at odds
					   better than alone_att:alone_def;
					   0: at any odds (st-albans §9.3) */
	int		 alone_def;
};

/* odds-crt, losses: {allocated_by: owner}: who shares out a side's
 * step losses (st-albans §9.9); otherwise each falls where the table
 * says. */
struct odds_losses {
	int		 by_owner;
};

/* odds-crt, advance: {section, defender: true}: after a mêlée
 * (battle-of-agincourt §11.4, st-albans §9.11). */
struct odds_advance {
	char		*section;
	int		 defender;	/* the defender may take a hex its
					   attackers left (st-albans §9.11) */
};

struct combat_rules {
	enum combat_kind kind;		/* COMBAT_NONE: no combat rules */
	int		 attack_stat;	/* -1: no combat rules */
	int		 defence_stat;
	int		 routed_defence_stat;
	int		 reduced_stat;	/* strength after a step loss */
	char		*section;
	char		*once_section;	/* attack once a turn, defend once a
					   phase */
	int		 once_per_phase;	/* the rule says "phase" */
	struct odds_missile missile;
	struct odds_losses losses;
	struct odds_advance advance;
	int		 auto_option;	/* the optional rule under which
					   herald decides both, or -1 */
	unsigned	 commander_types;/* add strength to the unit they
					   stand with, in mêlée (st-albans §6) */
	char		*commander_section;
	/* Baggage: never attacks, defends at a fixed
	 * strength that terrain leaves alone, only in mêlée; a retreat does
	 * not move it nor the unit with it; it falls with that unit. */
	unsigned	 baggage_types;
	int		 baggage_strength;
	char		*baggage_section;
	char		*adjacent_section;	/* melee attackers adjacent */
	char		*counter_section;
	int		 drm_best_only;
	char		*drm_section;
	struct modifier	*drms;		/* of which only the best applies */
	int		 ndrms;
	struct modifier	*added;		/* added on to the best */
	int		 nadded;
	struct crt	 crt;
};

/* The morale mechanisms (morale: kind:), each in its own file. */
enum morale_kind {
	MORALE_NONE,
	MORALE_ROLL_VS_RATING,		/* morale-rating.c: dice + DRM >=
					   the rating passes
					   (battle-of-agincourt §13) */
	MORALE_ROLL_VS_STRENGTH		/* morale-strength.c: the die against
					   the strength: lower nothing, equal
					   retreat, higher a step lost
					   (st-albans §9.10) */
};

struct morale_rules {
	enum morale_kind kind;
	int		 stat;		/* -1: no morale rules */
	struct dice_expr dice;
	char		*section;
	struct modifier	*drms;
	int		 ndrms;
	struct modifier	*exempt;
	int		 nexempt;
	char		*rout_section;
	char		*rally_section;
	/* A faction may not rally once this unit is eliminated. */
	int		 rally_needs_unit;
	char		*rally_needs_section;
};

struct game_option {
	char	*id;
	char	*name;
	char	*section;
};

#define ROAD_BIT (1u << 31)	/* "road" in a set of terrain */

#endif
