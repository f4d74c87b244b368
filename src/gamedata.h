/* gamedata: a game's board and counters, loaded from its YAML into typed
 * structs (scenarios/GAME/game.yaml, tables/GAME/), and its
 * scenarios (scenarios/GAME/NAME.yaml).  Nothing here knows which game it
 * is reading: what differs between games is in the data (DESIGN
 * principle 1). */
#ifndef HERALD_GAMEDATA_H
#define HERALD_GAMEDATA_H

/* The scripts a game's (or a scenario's) `hooks: script:` may list. */
#define GAME_SCRIPTS_MAX 16

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
	/* A two-sided counter (sides.h, sideload.c: `sides:`): the names of
	 * its front and back, NULL for a counter of one side; the section
	 * a flip cites, NULL: the phase's. */
	char	 *side[2];
	char	 *side_section;
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
	int	 *stat;		/* gamedata.nstats values; in a game with
				   two-sided counters (gamedata.sides_any)
				   then the back's nstats (sides.h) */
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
	int		level;		/* elevation (map: elevation:,
					   elevation.h), 0: none */
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
	/* The sequence of play as data (seqload.c, sequence.c): a phase of
	 * impulses is flattened into one entry per impulse and step, as
	 * each_side repeats the phases per side. */
	int	  impulse;	/* 1..nimpulses in a phase of impulses; 0 */
	int	  nimpulses;
	int	  step;		/* 0: the phase's own; k: its k-th step
				   after each impulse (after_impulse) */
	int	  first;	/* index of its phase's first entry */
	int	  every;	/* a stage: every Nth turn; 0: every turn */
	int	  from_turn;	/* a stage's first turn */
	int	  automatic;	/* herald plays it: no orders */
	int	  resets_given;	/* resets is the data's, else the default */
	unsigned  resets;	/* SEQ_RESET_* */
	char	 *note;		/* `note:`, said as it begins and in
				   status (a rule not refereed yet) */
};
/* What a phase clears on every unit as it begins (`resets:`). */
#define SEQ_RESET_MP		0x001u	/* movement points spent */
#define SEQ_RESET_MOVED		0x002u	/* hexes entered, and the path */
#define SEQ_RESET_FACED		0x004u	/* changed facing instead */
#define SEQ_RESET_FINISHED	0x008u	/* finished: another unit moved */
#define SEQ_RESET_CHARGED	0x010u
#define SEQ_RESET_ATTACKED	0x020u
#define SEQ_RESET_DEFENDED	0x040u	/* was attacked */
#define SEQ_RESET_RALLY		0x080u	/* tried to rally */
/* board_turn_reset's: what a faction's turn clears */
#define SEQ_RESET_TURN		(SEQ_RESET_MP | SEQ_RESET_MOVED |	\
	SEQ_RESET_FACED | SEQ_RESET_FINISHED | SEQ_RESET_CHARGED |	\
	SEQ_RESET_ATTACKED | SEQ_RESET_DEFENDED)
/* what every phase clears by default */
#define SEQ_RESET_PHASE		(SEQ_RESET_DEFENDED | SEQ_RESET_RALLY)
#define GD_MAX_EVENTS		8	/* sequence.events */

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

/* Facing kinds and units on two hexes (footprint.c, footprint-facing.c): the
 * game's `facing:` and `footprints:` blocks. */
enum facing_kind {
	FACING_HEXSIDE,		/* toward a hexside (the default) */
	FACING_VERTEX,		/* toward a vertex: two front hexes, three
				   for a unit on two hexes */
	FACING_NONE
};
struct footprint_rules {
	char		*section;
	int		 any;		/* some unit stands on two hexes */
	signed char	*second;	/* per unit: -1 one hex, else the
					   direction of its second hex from
					   its first, relative to its facing
					   (absolute without facing) */
	int		 turn_cost2;	/* half MP to face another way, -1:
					   the movement rules' own */
	int		 reverse_cost2;	/* a two-hex unit's 180-degree turn */
	int		 pivot_cost2;	/* a pivot, -1: the terrain entered */
	int		 pair_sum;	/* a two-hex step costs the sum of its
					   two hexes, else the dearer */
};

/* Elevation and contour hexsides (elevation.c): the map's levels (map:
 * elevation:), the price of a contour crossed uphill and the wait of a
 * crossing dearer than the whole allowance (rules: movement: uphill:,
 * steep:), sight over the levels (line_of_sight: elevation:). */
struct elevation_rules {
	int		 any;		/* the map gives levels */
	int		 uphill_cost2;	/* half points to cross a contour
					   uphill, 0: none */
	char		*uphill_section;
	int		 steep_wait;	/* a step dearer than the allowance
					   waits a complete impulse, then
					   costs the whole allowance */
	char		*steep_section;
	int		 los;		/* a hex above both ends blocks (the
					   line_of_sight: block's section) */
};

/* stacking: with_mark: ... (board-stack.c, stackload.c): the extra
 * units (stacking: extra:, leaders) by the marks on their counters, as
 * spi-agincourt 6.13, 12.13 and 18.0 stack them; all zero: as before
 * (battle-of-agincourt §3, st-albans §5). */
struct stack_rules {
	unsigned	 with_mark;	/* marks: an extra stands only with a
					   friendly combat unit sharing one */
	unsigned	 any_mark;	/* marks: an extra with one stands with
					   any friendly combat unit */
	unsigned	 any_types;	/* types that do so too */
	int		 each;		/* extras of one type a hex, 0: any */
	int		 together;	/* extras stand together alone */
	int		 pass_extras;	/* moving, extras and their friends
					   pass through each other */
	char		*mark_section;	/* with_mark's refusal, NULL: the
					   stacking section */
	char		*enemy_section;	/* an extra never enters an enemy
					   combat unit's hex; NULL: it is a
					   plain "occupied" */
};

/* rules: capture: (capture.c): lone units of types are captured by an
 * enemy of by_types entering or passing their hex (spi-agincourt
 * 12.23, 12.35). */
struct capture_rules {
	unsigned	 types;		/* 0: the game has no capture */
	unsigned	 by_types;
	char		*count;		/* a per-faction declared value
					   (state:) counted up, or NULL */
	int		 count_def;	/* its index (tally_find), -1 */
	int		 count_owner;	/* count for the side captured, not
					   the captor */
	int		 value_stat;	/* a stat counted, -1: one each */
	char		*section;
};

/* rules: tasks: (task.h): what a unit may do in place of moving
 * (spi-agincourt 15.0), each kind with its types, side and chosen word */
struct task_kind {
	char		*id;
	char		*name;
	char		*section;	/* NULL: the block's */
	unsigned	 types;		/* 0: every type */
	char		*side;		/* the counter's side up, or NULL */
	int		 still;		/* not after a move in the impulse */
	char		*choose;	/* the chosen word's name, or NULL */
	char	       **values;	/* the words it may be */
	int		 nvalues;
};
struct task_rules {
	struct task_kind *kinds;
	int		 nkinds;
	char		*state;		/* the declared per-unit count */
	int		 state_def;	/* its index (tally_find), -1 */
	char		*section;
};

/* rules: apart: (apart.c): units of types never moved next to a
 * friendly unit of from, nor these next to them (spi-agincourt 5.18). */
struct apart_rule {
	unsigned	 types;
	unsigned	 from;
	int		 placement;	/* set-ups and `place` too */
	char		*section;
};

/* Line formations and line movement (lineform.c, linemove.c: rules:
 * movement: line_formation:, rules: line_movement:; spi-agincourt 5.3,
 * 5.4).  Fixed strings, so that nothing of it is freed. */
#define LINE_TURN_PIVOT	0x1u	/* a two-hex unit's pivot is barred */
#define LINE_TURN_FACE	0x2u	/* a one-hex unit's facing change too */
#define LINE_MAX_OUT	4	/* flags that put a unit out of its line */
struct line_rules {
	int		 formation;	/* 5.41-5.43 in force */
	char		 form_section[24];
	char		 gap_section[24];	/* 5.41, else form_section */
	char		 through_section[24];	/* 5.42, else form_section */
	unsigned	 form_not;	/* types that are no combat units */
	int		 movement;	/* line movement in force */
	char		 section[24];	/* 5.31 */
	char		 hold_section[24];	/* 5.32, else section */
	char		 drop_section[24];	/* 5.33, else section */
	char		 phase[32];	/* the phase whose impulses it rules */
	unsigned	 factions;	/* bit per faction */
	int		 by_row;	/* hexrows are rows, else columns */
	int		 pass_hexrow;	/* free past any hexrow holding the
					   enemy (20.43E), else only through
					   a gap between two (5.32) */
	unsigned	 not_types;	/* types that form no line */
	int		 in_line;	/* declared count: its line's hexrow */
	int		 released;	/* declared flag: free of lines */
	int		 out_if[LINE_MAX_OUT];	/* declared flags: out of it */
	int		 nout;
	unsigned	 barred;	/* LINE_TURN_* */
};

/* The sequence of play (DESIGN: "the sequence of play as data"). */
struct sequence {
	int		 turns;		/* 0: no sequence */
	char		*section;
	struct phase	*phases;	/* one game turn, in order */
	int		 nphases;
	/* Events a hook raises (herald::event; state.event_turn), and
	 * the ends "N turns after an event" beside the fixed count. */
	char		**events;
	int		  nevents;
	struct seq_end {
		int	  event;	/* index in events */
		int	  turns;	/* the game ends with turn event + N */
		char	 *section;
	}		 *ends;
	int		  nends;
};

struct hook_event {
	char	*event;		/* "start", "phase_start", ... */
	char	*proc;
};

/* A Tcl proc a rules: block names (ld_proc): checked once the game's
 * scripts are loaded (gamedata_check_procs), so a typo refuses the game
 * at load and not when the hook is first called. */
struct proc_ref {
	char	*proc;
	char	*where;		/* "GAME/game.yaml:L:C: KEY" */
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

/* Game-declared state (issue 12; tally.c, tallyload.c): the counters and
 * flags of the game's `state:` block, per unit or per faction, whose
 * values live in struct state (tally.h). */
enum tally_scope {
	TALLY_UNIT,
	TALLY_FACTION
};
enum tally_reset {
	TALLY_KEEP,		/* until a hook changes it */
	TALLY_EACH_PHASE,	/* back to its start as each phase begins */
	TALLY_EACH_TURN		/* as each game turn begins */
};
#define TALLY_IN_SHOW	0x1	/* show UNIT */
#define TALLY_IN_STATUS	0x2	/* status */
struct tally_def {
	char		*id;
	char		*label;		/* for show and status */
	char		*section;	/* the rule, or NULL */
	int		 scope;
	int		 flag;		/* a flag: 0 or 1, shown yes or no */
	int		 unitref;	/* kind: unit: 0 none, else a unit's index + 1 */
	int		 min, max;
	int		 reset;
	int		 shown;		/* TALLY_IN_* */
	unsigned	 types;		/* unit types that carry it, 0: all */
	int		 from_stat;	/* start: a unit stat, or -1 */
	int		 from_scenario;	/* start: the scenario's state: */
	int		 slot;		/* among those of its scope */
};
struct tally_rules {
	struct tally_def *defs;
	int		  ndefs;
	int		  nunit;	/* slots per unit */
	int		  nfaction;	/* slots per faction */
	/* The start of every value, in the state's order (tally.h): the
	 * game's, with the scenario's applied by scenario_apply. */
	int		 *start;
	int		  nvalues;
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
	int		  sides_any;	/* a type has two sides: every unit's
					   stat holds its back's too (sides.h) */
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
	enum facing_kind  facing_kind;	/* footprint.c */
	struct footprint_rules footprint;
	unsigned	  stack_extra;	/* types that may stand on a unit */
	struct hexinfo	 *hexes;	/* by gd_hex() */
	int		  stacking;	/* units per hex */
	char		 *stacking_section;
	struct stack_rules stack;	/* stacking: with_mark: ... */
	struct capture_rules capture;	/* rules: capture: (capture.h) */
	struct duel_rules *duel;	/* rules: duel: (duel.h), or NULL */
	struct exit_rules *exits;	/* rules: exit: (exit.h), or NULL */
	struct volley_rules *volley;	/* rules: fire: {kind: volleys}
					   (volley.h), or NULL */
	struct task_rules tasks;	/* rules: tasks: (task.h) */
	struct apart_rule *apart;	/* rules: apart: (apart.h) */
	int		  napart;
	int		  los_units_block;
	char		 *los_section;
	struct sequence	  sequence;
	struct movement_rules movement;
	struct elevation_rules elevation;	/* elevation.h */
	struct charge_rules	  charge;	/* charge.h */
	struct combat_rules	  combat;
	struct morale_rules	  morale;
	/* issue 12: retreat and rout by kind (rules: retreat:, rout:;
	 * retreat.c, rout.c) */
	struct retreat_rules	  retreat;
	struct rout_rules	  rout;
	/* issue 12: baggage and commanders, mechanisms of their own
	 * (baggage.c, commanders.c: rules: baggage:, rules: commanders:),
	 * and the choices herald takes for the players (delegate.c,
	 * delegate: in game.yaml) */
	struct baggage_rules	  baggage;
	struct commander_rules	  commanders;
	struct delegate_rules	  delegate;
	/* play by mail (mail.c, mail: in game.yaml): the option a game by
	 * turn files is started with; -1: none */
	int			  mail_option;
	char			 *mail_section;
	/* what may be taken back once its dice were seen (undopolicy.h,
	 * undo: in game.yaml) */
	int			  undo_after_dice;
	char			 *undo_section;
	struct line_rules	  lines;	/* lineform.c, linemove.c */
	struct game_option	 *options;	/* optional rules */
	/* the game's own hooks: its scripts (`hooks: script:` a file or
	 * a list of them, loaded in order), hook_script the first */
	char			 *hook_script;
	char			**hook_scripts;
	int			  nhook_scripts;
	struct hook_event	 *hooks;
	int			  nhooks;
	struct proc_ref		 *procs;	/* named by the rules */
	int			  nprocs;
	int			  noptions;
	struct unit_def	 *units;
	int		  nunits;
	struct unit_index *unit_index;	/* by id and name: unitindex.c */
	/* Board markers the game declares (marker.h, markerload.c): its
	 * `markers:` block; none when it has no such block. */
	struct marker_kind *marker_kinds;
	int		  nmarker_kinds;
	/* issue 12, rulings as data: the game's own words for its rulings
	 * (gamewords.c, words: in game.yaml), W_COUNT of them; NULL, or a
	 * NULL entry: the default. */
	char		**words;
	/* issue 12, game-declared state (tally.c) */
	struct tally_rules tally;
	/* issue 12, percentile tables (pctgame.c): `tables: percentile:` */
	struct pct_table **pct;
	int		  npct;
	/* tables of chances (chancetab.h): `tables: chance:` */
	struct chance_table **chance;
	int		  nchance;
	/* issue 15, victory by points (victory.h): `victory:`, NULL: none;
	 * its points the scenario's (scenario_apply) */
	struct victory_rules *victory;
};

struct placement {
	int		unit;
	struct hex	hex;
	int		facing;		/* -1: none */
	int		side;		/* 0 its front, 1 its back (sides.h) */
	int		line, col;	/* where the scenario file gives it,
					   for a refusal of the set-up */
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
	char		  *hook_script;		/* full path, or NULL: */
	char		 **hook_scripts;	/* the first of these */
	int		   nhook_scripts;
	struct hook_event *hooks;
	int		   nhooks;
	struct placement  *setup;
	int		   nsetup;
	char		  *setup_file;		/* the file, as messages name
						   it */
	struct side_mark  *sides;		/* added to the game's map */
	int		   nsides;
	int		  *fire_penalty;	/* per faction, or NULL */
	char		  *fire_penalty_why;
	int		   turns;		/* 0: the game's */
	int		   first;		/* faction moving first, or -1 */
	/* issue 12, game-declared state: the starts it gives the values
	 * declared `from: scenario` (tallyload.c), as {def, who, value}
	 * triples */
	int		  *tally_start;
	int		   ntally_start;
	char		 **special;		/* special rules, in words */
	int		   nspecial;
	/* Its own sequence of play, replacing the game's (seqload.c);
	 * NULL: the game's. */
	struct sequence	  *sequence;
	/* Board markers at the start (markerload.c): each the words of a
	 * `marker place` order, placed after the units in this order. */
	char		 **markers;
	int		   nmarkers;
	/* The ground of this battle (elevation.c): per terrain, the
	 * terrain its hexes are instead (terrain_as:, -1: itself) and its
	 * movement cost in half points (terrain_costs:, -1: the game's);
	 * NULL: none given.  flat: no elevation in this battle. */
	int		  *terrain_as;
	int		  *terrain_cost2;
	int		   flat;
	/* The factions moving in lines in this battle (linescen.c:
	 * line_movement: factions:), a bit per faction, in place of the
	 * game's where line_set. */
	unsigned	   line_factions;
	int		   line_set;
	/* issue 15: its victory points (victory.h: the terms only), NULL:
	 * the game's */
	struct victory_rules *victory;
};

int	 gamedata_load(const char *datadir, const char *game,
	     struct gamedata **, char **cause);
void	 gamedata_free(struct gamedata *);
/* Once the game's (and scenario's) scripts are loaded in hk (NULL:
 * none): every proc its rules: blocks name (gd->procs) and its events'
 * hooks must be defined, or -1 with *cause naming the key, the proc and
 * the scripts. */
struct hooks;
int	 gamedata_check_procs(const struct gamedata *,
	     const struct scenario *, struct hooks *, char **cause);
int	 scenario_load(const struct gamedata *, const char *name,
	     struct scenario **, char **cause);
void	 scenario_free(struct scenario *);
/* A section for narration, "?" if NULL.  No ruling should meet a NULL:
 * the loaders require the section every ruling of a block cites and
 * settle the optional ones on their block's (rules.c, settle_sections),
 * and tests/unit/test_sections.c checks every shipped and test game. */
const char *sec(const char *);

/* The section of the game's rules for a concept (sections:, else the
 * block that cites it), or "?" */
const char *gd_sec(const struct gamedata *, enum rule_concept);

/* Adds a scenario's own hexside features to the game's map. */
void	 gd_hexsides_apply(struct gamedata *, const struct side_mark *, int);
/* What a scenario changes in its game: its hexsides, its fire penalty. */
void	 scenario_apply(struct gamedata *, const struct scenario *);

/* Names of the games under datadir, and of a game's scenarios, sorted;
 * a NULL-terminated array the caller frees with words_free_argv(). */
char	**gd_game_names(const char *datadir, int *n);
char	**gd_scenario_names(const struct gamedata *, int *n);
/* The same, of the game whose folder is dir (gamenames.c). */
char	**gd_scenario_names_in(const char *dir, int *n);
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
int	 gd_hexlist_parse(const struct grid *, const char *, struct hex **,
	     int *n, char **cause);

#endif
