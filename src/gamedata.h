/* gamedata: a game's board and counters, loaded from its YAML into typed
 * structs (scenarios/GAME/game.yaml, tables/GAME/), and its
 * scenarios (scenarios/GAME/NAME.yaml).  Nothing here knows which game it
 * is reading: what differs between games is in the data (DESIGN
 * principle 1). */
#ifndef HERALD_GAMEDATA_H
#define HERALD_GAMEDATA_H

#include "dice.h"
#include "hex.h"
#include "rules.h"

#define GD_MAX_TYPES	32	/* unit types and terrain: bit masks */

struct faction {
	char	*id;
	char	*name;
	char	*army;		/* how a result names the side: "the English" */
	char	 symbol;
	int	 edge;		/* hexside direction of its map edge */
};

struct unit_type {
	char	 *id;
	char	 *name;
	char	  symbol;
	unsigned  move_front;	/* ARC_* masks, relative hexsides */
	unsigned  combat_front;
};

/* A terrain type or a hex feature with its Table 1 effects. */
struct terrain {
	char	 *id;
	char	 *name;
	char	  symbol;
	int	  cost2;	/* movement cost, in half points */
	int	  road_cost2;	/* hexsides: the cost along a road */
	int	  impassable;	/* hexsides: no crossing */
	int	  crossing;	/* hexsides: a way over an impassable one
				   on the same side (bridge, ford) */
	int	  blocks_zoc;	/* hexsides: zones of control stop here */
	int	  no_retreat;	/* hexsides: no retreat across */
	int	  drm;		/* die modifier for a defender in it */
	int	  shift;	/* CRT columns for a defender in it */
	unsigned  enter;	/* unit types that may enter; 0: all */
	int	  df_missile;	/* DF multiplier against missile fire */
	int	  df_melee;	/* DF multiplier against melee */
	unsigned  df_types;	/* unit types the multipliers apply to */
	int	  df_over_front;/* only over the defender's front hexsides */
	int	  blocks_los;
	char	 *section;
	char	 *enter_section;	/* the rule on who may enter */
	char	 *reconstructed;	/* its doc/reconstructions.md entry
					   when herald rebuilt its effects,
					   NULL: printed */
};

struct stat_def {
	char	*id;
	char	*name;
};

struct unit_def {
	char	 *id;
	char	 *name;
	char	 *echelon;
	int	  faction;
	int	  type;
	int	 *stat;		/* gamedata.nstats values */
	unsigned  marks;	/* characteristics, bit per gamedata.marks */
};

/* A unit characteristic printed on counters. */
struct mark {
	char	*id;
	char	*name;
};

struct hexinfo {
	int		on_map;
	int		terrain;
	unsigned	features;	/* bit per gamedata.features */
	unsigned	fort_sides;	/* bit per direction */
	unsigned	marks;		/* set-up mark, bit per faction */
	unsigned	road_dirs;	/* directions a road leaves it by */
	unsigned	sides[HEX_DIRS];/* hexside features, bit per
					   gamedata.hexsides */
};

/* One phase of a game turn, and whose it is (-1: both sides'; or the
 * scenario's first or second player). */
#define SIDE_FIRST	(-2)
#define SIDE_SECOND	(-3)
struct phase {
	char	 *id;
	char	 *name;
	int	  side;
	char	 *section;
	char	**orders;	/* commands allowed in it, NULL-terminated */
	int	  norders;
};

/* The movement mechanism and its parameters (rules: movement). */
struct movement_rules {
	int		 stat;		/* index of the MF stat, -1: none */
	char		*section;
	int		 face_costs_all;	/* changing facing is the move */
	char		*face_section;
	unsigned	 pass_through;	/* types that may pass over units */
	char		*pass_section;
	int		 routed_may_move;
	char		*routed_section;
	int		 road_bonus;	/* road cost along roads, starting on
					   one */
	int		 minimum_move;	/* one hex, whatever it costs */
	int		 one_at_a_time;	/* a unit finishes before the next */
	int		 pass_friendly;	/* through friendly units
					   (st-albans §5) */
	int		 zoc;		/* zones of control
					   (st-albans §8) */
	unsigned	 no_zoc_types;	/* types without one */
	char		*zoc_section;
	int		 zoc_escape_option;	/* the optional rule that lets a
					   unit go from one zone to another
					   after a morale test, or -1 */
	char		*zoc_escape_section;
};

/* The sequence of play (DESIGN: "the sequence of play as data"). */
struct sequence {
	int		 turns;		/* 0: no sequence */
	char		*section;
	struct phase	*phases;	/* one game turn, in order */
	int		 nphases;
};

struct hook_event {
	char	*event;		/* "start", "phase_start", ... */
	char	*proc;
};

/* Rule concepts the mechanisms narrate, whose section numbers a game
 * gives in its `sections:` mapping (the mechanisms know no rulebook). */
enum rule_concept {
	SEC_FRONT,		/* attacks over the front hexsides */
	SEC_FLANK_REAR,		/* attacked over a flank or the rear */
	SEC_ROUTED,		/* what a routed unit may not do */
	SEC_ROUT_AGAIN,		/* a routed unit routed again */
	SEC_COMMANDERS,		/* commanders go with their unit */
	SEC_STEP_LOSS,		/* step losses, and who takes them */
	SEC_RETREAT,		/* retreat after combat */
	SEC_COUNT
};

struct gamedata {
	char		 *id;
	char		 *title;
	char		 *rulebook;
	char		 *reconstructed;
	char		 *dir;		/* scenarios/GAME */
	struct dice_expr  dice;
	struct grid	  grid;
	struct faction	 *factions;
	int		  nfactions;
	struct stat_def	 *stats;
	int		  nstats;
	struct unit_type *types;
	int		  ntypes;
	struct terrain	 *terrain;
	int		  nterrain;
	struct terrain	 *features;
	int		  nfeatures;
	char		 *section[SEC_COUNT];	/* by rule concept */
	/* A scenario's penalty to each faction's fire at range (weather),
	 * and why; NULL: none.  Set by scenario_apply. */
	int		 *fire_penalty;
	char		 *fire_penalty_why;
	struct terrain	 *hexsides;	/* river, bridge, ... */
	int		  nhexsides;
	struct mark	 *marks;
	int		  nmarks;
	int		  no_facing;	/* units have no facing */
	unsigned	  stack_extra;	/* types that may stand on a unit */
	struct hexinfo	 *hexes;	/* by gd_hex() */
	int		  stacking;	/* units per hex */
	char		 *stacking_section;
	int		  los_units_block;
	char		 *los_section;
	struct sequence	  sequence;
	struct movement_rules movement;
	struct charge_rules	  charge;	/* charge.h */
	struct combat_rules	  combat;
	struct morale_rules	  morale;
	struct game_option	 *options;	/* optional rules */
	char			 *hook_script;	/* the game's own hooks */
	struct hook_event	 *hooks;
	int			  nhooks;
	int			  noptions;
	struct unit_def	 *units;
	int		  nunits;
	struct unit_index *unit_index;	/* by id and name: unitindex.c */
};

struct placement {
	int		unit;
	struct hex	hex;
	int		facing;		/* -1: none */
};


/* A hexside feature on the edge between hexes a and b (indices), b lying
 * in direction dir from a. */
struct side_mark {
	int		a, b;
	int		dir;
	int		feature;	/* index in gamedata.hexsides */
};

struct scenario {
	char		  *id;
	char		  *title;
	char		  *description;
	char		  *reconstructed;
	int		   is_default;
	char		  *hook_script;		/* full path, or NULL */
	struct hook_event *hooks;
	int		   nhooks;
	struct placement  *setup;
	int		   nsetup;
	struct side_mark  *sides;		/* added to the game's map */
	int		   nsides;
	int		  *fire_penalty;	/* per faction, or NULL */
	char		  *fire_penalty_why;
	int		   turns;		/* 0: the game's */
	int		   first;		/* faction moving first, or -1 */
	int		  *thresholds;		/* per faction, 0: none */
	char		 **special;		/* special rules, in words */
	int		   nspecial;
};

int	 gamedata_load(const char *datadir, const char *game,
	     struct gamedata **, char **cause);
void	 gamedata_free(struct gamedata *);
int	 scenario_load(const struct gamedata *, const char *name,
	     struct scenario **, char **cause);
void	 scenario_free(struct scenario *);
/* A section the data may leave out, for narration: "?" when it does. */
const char *sec(const char *);

/* The section of the game's rules for a concept, or "?" */
const char *gd_sec(const struct gamedata *, enum rule_concept);

/* Adds a scenario's own hexside features to the game's map. */
void	 hexsides_apply(struct gamedata *, const struct side_mark *, int);
/* What a scenario changes in its game: its hexsides, its fire penalty. */
void	 scenario_apply(struct gamedata *, const struct scenario *);

/* Names of the games under datadir, and of a game's scenarios, sorted;
 * a NULL-terminated array the caller frees with free_words(). */
char	**game_names(const char *datadir, int *n);
char	**scenario_names(const struct gamedata *, int *n);
char	 *scenario_default(const struct gamedata *);
/* The same from the files alone, without loading the game: for the
 * start, which loads it once (scenario.c). */
char	 *scenario_default_of(const char *datadir, const char *game);

const struct hexinfo *gd_hex(const struct gamedata *, struct hex);
/* Every hex of the grid's rectangle has a cell, 0 to gd_ncells() - 1,
 * whether it is on the map or not; -1 for a hex outside it. */
int	 gd_ncells(const struct gamedata *);
int	 gd_hex_cell(const struct gamedata *, struct hex);
int	 gd_stat(const struct gamedata *, const char *id);
int	 gd_type(const struct gamedata *, const char *id);
int	 gd_faction(const struct gamedata *, const char *id);
int	 gd_feature(const struct gamedata *, const char *id);
int	 gd_option(const struct gamedata *, const char *id);

/* A unit by id, or by name, ignoring case; a unique prefix of either
 * will do.  Returns the index, or -1 with *cause naming the candidates.
 * An index built at load answers it (unitindex.c). */
int	 gd_unit_find(const struct gamedata *, const char *,
	     char **cause);

/* "1116-1416 0509-2509 1214" */
int	 hexlist_parse(const struct grid *, const char *, struct hex **,
	     int *n, char **cause);

#endif
