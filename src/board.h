/* board: the state of play that mirrors the physical table: where each
 * counter stands, its facing and order, and the dice generator.  A state
 * is a plain value: commands work on a copy, and the copy replaces the
 * original only once the order is accepted and journaled (DESIGN
 * principle 5: bad input never changes state). */
#ifndef HERALD_BOARD_H
#define HERALD_BOARD_H

#include <stddef.h>
#include <stdint.h>

#include "dice.h"
#include "enter.h"
#include "gamedata.h"
#include "opens.h"

struct unit_state {
	int		on_map;
	struct hex	hex;
	int		facing;		/* -1: none (routed, or unfaced) */
	int		routed;
	int		eliminated;
	/* What it has done in its faction's turn (cleared when the turn
	 * passes to another faction) and in this phase. */
	int		mf_spent;
	int		moved;		/* hexes entered */
	int		moved_impulse;	/* of those, in this impulse (all of
					   them, in a phase without impulses):
					   spi-agincourt 5.0, one at a time */
	int		move_dir;	/* MOVE_NONE, MOVE_BENT or a direction */
	int		faced;		/* changed facing instead of moving */
	int		charged;
	int		attacked;	/* attacked this faction turn */
	int		defended;	/* was attacked this phase */
	int		rally_tried;	/* tried to rally this phase */
	int		move_done;	/* another unit has moved since */
	int		steps_lost;	/* on its reduced side */
	int		road_start;	/* began its move on a road */
	int		open_ground;	/* its move so far was all open ground,
					   as a charge needs */
	/* A unit on two hexes (footprint.c) stands on hex and hex2; for
	 * any other unit hex2 is {0, 0}.  Changed with hex, through
	 * board_locate2 and board_set_hex. */
	struct hex	hex2;
	/* Complete impulses it has stood in its hex (stood.c), -1: it
	 * moved or turned in this impulse; stood_at the hex it stood in
	 * at the last impulse's end ({0, 0}: none yet). */
	int		stood;
	struct hex	stood_at;
	/* The side of a two-sided counter up (sides.h): 0 its front, 1 its
	 * back; changed by flip and herald::flip, given by a set-up. */
	int		side;
};

#define MOVE_NONE	(-2)
#define MOVE_BENT	(-1)
#define STATE_MAX_EVENTS GD_MAX_EVENTS	/* events of a game */

void	board_turn_reset(struct unit_state *);

struct board_index {
	int		 ncells;
	int		 nunits;
	int		 strays;	/* on the map outside the grid */
	int		*head;		/* per cell: its first unit, or -1 */
	int		*next;		/* per unit: the next in its hex */
	/* The second hexes of units on two hexes (footprint.h), as a list
	 * per cell of its own; NULL in a game without them. */
	int		*head2;
	int		*next2;
};

#define STATE_MAIL_FACTIONS 8

struct state {
	const struct gamedata	*gd;
	int			 nunits;
	struct unit_state	*u;
	struct rng		 rng;
	uint64_t		 seed;
	int			 dice_manual;
	int			 turn;		/* 1-based game turn */
	int			 phase;		/* index into the sequence */
	int			 over;		/* the last turn has ended */
	unsigned		 options;	/* optional rules in play */
	int			 turns;		/* the scenario's, or the game's */
	int			 first_side;	/* the faction that plays first */
	int			 winner;	/* faction, or -1 */
	char			 result[256];	/* how the game was won */
	/* The sequence of play (sequence.c): the turn each event of the
	 * game (gamedata.sequence.events) was raised in by a hook
	 * (herald::event), 0: not yet; an end "N turns after" reads it. */
	int			 event_turn[STATE_MAX_EVENTS];
	/* What the last order left open for the next to decide: an advance
	 * into a hex a mêlée emptied, a counter-attack, step losses to share
	 * out (opens.c). */
	struct opens		 opens;
	/* Game-declared state (tally.h): ntally values, NULL when the
	 * game declares none. */
	int			*tally;
	int			 ntally;
	/* Board markers (marker.h): every marker on the board, in the order
	 * they were placed, as a plain array (copied and compared as the
	 * units are); marker_next numbers the next one placed. */
	struct marker		*markers;
	int			 nmarkers;
	int			 marker_next;
	/* Who stands in each hex: the units on the map in the order of the
	 * counters, as a list per cell of the grid (gd_hex_cell).  A cache
	 * of u[].on_map and u[].hex, kept by board_set_hex and
	 * board_set_on_map, through which every change of them goes
	 * (hexindex.c); board_index_check compares it with a rebuild. */
	struct board_index	 at;
	/* Play by mail (mail.h): each faction's public signing key, as its
	 * pledge order gave it; pledged: a bit a faction. */
	unsigned char		 pledge[STATE_MAIL_FACTIONS][32];
	unsigned		 pledged;
	/* Its dice chain (dicechain.h): its tip, the newest link revealed
	 * (the tip before any) and how many were; chained: a bit a faction whose
	 * tip is pledged; link_new: revealed a link since every tip was
	 * pledged; link_fresh: since another faction's last order.  The
	 * digest of the orders in force, their words and dice. */
	unsigned char		 chain_tip[STATE_MAIL_FACTIONS][32];
	unsigned char		 chain_link[STATE_MAIL_FACTIONS][32];
	int			 chain_n[STATE_MAIL_FACTIONS];
	unsigned		 chained;
	unsigned		 link_new;
	unsigned		 link_fresh;
	unsigned char		 dice_digest[32];
};

struct state *state_new(const struct gamedata *, uint64_t seed);
struct state *state_copy(const struct state *);
void	 state_copy_into(struct state *, const struct state *);
int	 state_equal(const struct state *, const struct state *, char **what);
void	 state_free(struct state *);

int	 board_unit_at(const struct state *, struct hex);
int	 board_units_at(const struct state *, struct hex, int *, int max);
/* The units in a hex one by one, in the order of the counters:
 * for (u = board_first_at(st, h); u >= 0; u = board_next_at(st, u)).
 * Costs by the units in the hex, not by all the units. */
int	 board_first_at(const struct state *, struct hex);
int	 board_next_at(const struct state *, int unit);
/* The same, seeing every hex of a footprint: the units whose first hex
 * is h in the order of the counters, then those whose second hex is h:
 * for (u = board_first_in(st, h); u >= 0; u = board_next_in(st, h, u)).
 * (board_first_at and board_next_at see first hexes only.) */
int	 board_first_in(const struct state *, struct hex);
int	 board_next_in(const struct state *, struct hex, int unit);
/* Every change of where a unit stands goes through these.  For a unit
 * on two hexes board_locate and board_set_hex carry its second hex
 * along (the same step from the first); board_locate2 sets both. */
void	 board_locate(struct state *, int unit, int on_map, struct hex);
void	 board_locate2(struct state *, int unit, int on_map, struct hex,
	     struct hex);
void	 board_set_hex(struct state *, int unit, struct hex);
void	 board_set_on_map(struct state *, int unit, int on_map);
/* hexindex.c: the index for a new state, its copy, and its check: 0
 * when it holds what a scan of the units gives, else -1 with *cause
 * saying where it differs. */
void	 board_index_init(struct state *);
void	 board_index_copy(struct board_index *, const struct board_index *);
void	 board_index_free(struct board_index *);
/* What the index adds to a state's copy, in bytes. */
size_t	 board_index_bytes(const struct board_index *);
int	 board_index_check(const struct state *, char **cause);
int	 board_place(struct state *, int unit, struct hex, int facing,
	     char **cause);
/* The same, the refusal a record at the end of no (ruling.h
 * RS_REFUSE_TERRAIN, RS_REFUSE_HEX_OFF_MAP, RS_REFUSE_STACK_*,
 * RS_REFUSE_PAIR_PLACE), for a caller above narrate to render
 * (narrate_refusal); board_place's words are for board_setup, below
 * narrate too.  board_pair_inner: an RS_REFUSE_PAIR_PLACE's second hex refused,
 * as the record enter_hex_rec gave, at the end of inner. */
struct ruling;
struct ruling_step;
int	 board_place_rec(struct state *, int unit, struct hex, int facing,
	     struct ruling *no);
void	 board_pair_inner(const struct gamedata *, const struct ruling_step *,
	     struct ruling *inner);
/* Whether the unit may end a move in the hex (stacking:
 * battle-of-agincourt §3, st-albans §5). */
int	 board_can_stand(const struct state *, int unit, struct hex,
	     char **cause);
/* The same, the refusal a record at the end of no when no is not NULL
 * (ruling.h RS_REFUSE_STACK_*, the hex as "to_col", "to_row"), for the
 * callers above narrate, which render it; board_can_stand's words are
 * for the unit tests. */
int	 board_stand_rec(const struct state *, int unit, struct hex,
	     struct ruling *no);
/* board-stack.c.  The same for the last hex of a move (move.c,
 * move-footprint.c): a hex holding only units the mover captures lets
 * him in (rules: capture:, capture.h; spi-agincourt 12.35). */
int	 board_move_stand_rec(const struct state *, int unit, struct hex,
	     struct ruling *no);
/* A hex a move passes through (not its last): 1 it passes (only units
 * it captures there, spi-agincourt 12.23; or, with stacking:
 * pass_extras, friends that are extras or, for an extra, any friends),
 * -1 refused (an extra into an enemy combat unit's hex, stacking:
 * enemy_section, 6.16: a record at the end of no), 0 for the move's own
 * rules to say. */
int	 board_pass_rec(const struct state *, int unit, struct hex,
	     struct ruling *no);
/* The stacking check of a unit coming into a hex holding the n others,
 * and a refusal's words (board.c's set-up; RS_REFUSE_STACK_* and
 * RS_REFUSE_APART). */
int	 board_stack_check(const struct state *, int unit, struct hex,
	     const int *others, int n, struct ruling *no);
char	*board_stack_words(const struct gamedata *,
	     const struct ruling_step *);
/* RS_REFUSE_STACK_CONTINGENT's words, rendered by narrate-stack.c. */
char	*board_stack_contingent_words(const struct ruling_step *);
int	 board_remove(struct state *, int unit, char **cause);
int	 board_setup(struct state *, const struct scenario *, char **cause);

/* The facing a unit takes when none is given: away from its own edge. */
int	 board_default_facing(const struct gamedata *, int unit);
/* Are two units in contact: next to each other, with no barrier
 * between them (enter_barrier)?  Hand to hand, engagement and advance
 * need contact. */
int	 board_contact(const struct state *, int a, int b);
/* The same for two hexes: may a unit go straight from one into the
 * other after combat? */
int	 board_contact_hex(const struct gamedata *, struct hex, struct hex);
/* The unit of a faction that fights for a hex: one that is not a
 * commander or baggage standing with it (st-albans §5 stacking); any
 * faction for -1; never `except`.  -1 if none. */
int	 board_fighter(const struct state *, struct hex, int faction,
	    int except);

/* board-loss.c: what takes men off the board.  The _rec forms add the
 * ruling's records (ruling.h: RS_STEP_LOST, RS_ELIMINATED) to r for the
 * caller to render; the others (in narrate-move.c, which renders them)
 * tell them into out. */
struct buf;
struct ruling;
/* The units of the unit's own side of the given types (a mask of unit
 * types) standing in any hex of its footprint (either hex of a unit on
 * two hexes), at most max of them (commanders, baggage): how many. */
int	 board_units_with(const struct state *, int unit, unsigned types,
	     int *out, int max);
/* Why a unit is eliminated (RS_ELIMINATED's number "why"). */
enum board_elim_why {
	ELIM_GIVEN,		/* the caller's text, or none */
	ELIM_NO_STEP,		/* it had no step left to lose */
	ELIM_WITH_UNIT,		/* a commander, with his unit */
	ELIM_WITH_GUARDED,	/* baggage, with the unit guarding it */
	ELIM_RIDDEN_OVER,	/* a commander alone, an enemy moving through */
	/* retreat and rout (retreat-priority-chain.c, morale.c,
	 * rout-to-edge.c), under the retreat's or the rout's section */
	ELIM_OFF_MAP,		/* its only way of retreat was off the map */
	ELIM_ROUTED_AGAIN,	/* routed, it failed a check again */
	ELIM_LEFT_ROUTING	/* a rout took it off its map edge */
};
/* A unit loses one step: a full unit turns to its reduced side, a
 * reduced or one-step unit is eliminated (with its commanders and
 * baggage), a record of it in the ruling (narrate.h: the same told). */
void	 board_lose_step_rec(struct state *, int unit, struct ruling *);
/* Takes a unit out of play (a game's victory counts it) for a reason of
 * its own, under a section (ELIM_GIVEN: the text why). */
/* May the extra e (a leader) stand with the friendly combat unit c by
 * the stacking's marks (stacking: with_mark, any_mark, any_types;
 * spi-agincourt 6.13, 12.13, 18.0)?  board-stack.c. */
int	 board_contingent_ok(const struct gamedata *, int e, int c);
void	 board_eliminate_rec(struct state *, int unit, enum board_elim_why,
	     const char *section, const char *why, struct ruling *);
/* The unit, then the commanders with it and the baggage it guarded
 * (st-albans §6, §9.4): the fate of a unit eliminated by any rule. */
void	 board_eliminate_with(struct state *, int unit, enum board_elim_why,
	     const char *section, const char *why, struct ruling *);
/* Moves a unit into a hex by a retreat, a rout or an advance, the
 * commanders standing with it going too (st-albans §6), a record for
 * each of them (narrate.h: the same told). */
void	 board_move_with_rec(struct state *, int unit, struct hex to,
	     struct ruling *);

#endif
