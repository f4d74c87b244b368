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
	WHEN_NEAR_FRIENDLY_TYPE,	/* a friendly unit of these types in
					   its hex or next to it: value once */
	/* morale: exemptions from a check after combat */
	WHEN_BACKED_FROM_REAR,		/* a friendly unit in its rear hex */
	WHEN_NEXT_TO_FRIEND,		/* next to any friendly unit */
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
	COMBAT_ODDS_CRT,	/* combat-odds.c: attack against defence,
				   the ratio read on a CRT column */
	COMBAT_DIFFERENTIAL	/* combat-diff.c: attack minus defence,
				   read on a table of chances by the
				   defender's row (spi-agincourt §9) */
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

/* odds-crt, once: {attack_per, section}: how often a unit attacks;
 * it is attacked at most once a phase (battle-of-agincourt §8: attack
 * once a turn; st-albans §9.1: once a phase). */
struct odds_once {
	int		 per_phase;	/* attack_per: phase (else turn) */
	char		*section;
};

/* odds-crt, counter_attack: {section}: a defender just attacked in
 * mêlée may strike back at one attacker (battle-of-agincourt §11.5). */
struct odds_counter {
	int		 allowed;	/* the block is there */
	char		*section;
};

/* odds-crt, drm: {best_only, section, modifiers, added}: the die roll
 * modifiers (battle-of-agincourt §11.2). */
struct odds_drm {
	int		 best_only;	/* of modifiers only the best (the
					   least) counts; added count on top */
	char		*section;
};

/* The parameters of the odds-crt combat mechanism (combat-odds-load.c),
 * grouped as its rules: block is; baggage and commanders are mechanisms
 * of their own (below), and whether herald takes the players' choices
 * is a setting of the game (struct delegate_rules). */
struct diff_rules;
struct combat_rules {
	enum combat_kind kind;		/* COMBAT_NONE: no combat rules */
	int		 attack_stat;	/* -1: no combat rules */
	int		 defence_stat;
	int		 routed_defence_stat;
	int		 reduced_stat;	/* strength after a step loss */
	char		*section;
	struct odds_once once;
	char		*melee_section;	/* melee: {section}: mêlée attackers
					   stand next to the defender */
	struct odds_missile missile;
	struct odds_losses losses;
	struct odds_advance advance;
	struct odds_counter counter;
	struct odds_drm	 drm;
	struct modifier	*drms;		/* of which only the best applies */
	int		 ndrms;
	struct modifier	*added;		/* added on to the best */
	int		 nadded;
	struct crt	 crt;
	struct diff_rules *diff;	/* kind differential (combat-diff.h),
					   else NULL */
};

/* rules: baggage: {types, defends_at, section} (baggage.c; st-albans
 * §9.4): units that never attack, defend at a fixed strength their
 * terrain leaves alone and only in mêlée, are not moved by a retreat nor
 * let the unit with them retreat, and fall with that unit. */
struct baggage_rules {
	unsigned	 types;		/* 0: the game has no baggage */
	int		 defends_at;
	char		*section;
};

/* rules: commanders: {types, section} (commanders.c; st-albans §6):
 * units that fight only in the strength of the unit they stand with,
 * adding their own to it in mêlée, and go where it goes. */
struct commander_rules {
	unsigned	 types;		/* 0: the game has none */
	char		*section;
};

/* delegate: {option, decides, section} (delegate.c): under this
 * optional rule herald, not the players, takes the choices listed (a
 * delayed-turn or play-by-mail adaptation). */
#define DELEGATE_RETREAT	0x1	/* where a unit retreats */
#define DELEGATE_LOSSES		0x2	/* the shares of a side's losses */
#define DELEGATE_DEFENDER_ADVANCE 0x4	/* the defender's advance: none */

struct delegate_rules {
	int		 option;	/* -1: never */
	unsigned	 decides;	/* DELEGATE_* */
	char		*section;
};

/* The morale mechanisms (morale: kind:), each in its own file. */
enum morale_kind {
	MORALE_NONE,
	MORALE_ROLL_VS_RATING,		/* morale-rating.c: dice + DRM >=
					   the rating passes
					   (battle-of-agincourt §13) */
	MORALE_ROLL_VS_STRENGTH,	/* morale-strength.c: the die against
					   the strength: lower nothing, equal
					   retreat, higher a step lost
					   (st-albans §9.10) */
	MORALE_POINTS			/* moralepoints.c: points summed
					   from a schedule, rolled on a
					   table of chances in parts
					   (spi-agincourt §10) */
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
	struct morale_points *points;	/* kind points (moralepoints.h) */
};

/* issue 12: retreat and rout, mechanisms chosen by kind (rules:
 * retreat: kind:, rules: rout: kind:), each kind in its own file and
 * read by its own loader, dispatched in retreat.c and rout.c.  A game
 * without the block has the first kind of each, with its defaults. */
enum retreat_kind {
	RETREAT_PRIORITY_CHAIN		/* retreat-priority-chain.c: one hex
					   by a chain of priorities, pushing
					   friends back (st-albans §9.8) */
};

struct retreat_rules {
	enum retreat_kind kind;
	char		*section;	/* NULL: sections: retreat: */
	int		 push_limit;	/* friends pushed back in a row */
	int		 zoc_penalty;	/* to the morale of a unit that
					   retreats into a zone onto a friend */
};

enum rout_kind {
	ROUT_TO_EDGE			/* rout-to-edge.c: the unit's
					   allowance toward its own map edge
					   (battle-of-agincourt §13.4) */
};

struct rout_rules {
	enum rout_kind	 kind;
	char		*section;	/* NULL: morale: rout_section: */
	int		 stat;		/* the allowance's stat, or -1 */
	int		 points;	/* a fixed allowance (MP), or 0: the
					   stat, else the movement stat */
};

struct game_option {
	char	*id;
	char	*name;
	char	*section;
};

#define ROAD_BIT (1u << 31)	/* "road" in a set of terrain */

#endif
