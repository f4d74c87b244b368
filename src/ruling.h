/* ruling: a ruling as data (DESIGN principle 8).  Each step of a ruling
 * is a record: the rulebook and section it applied, the concept (what
 * was compared or counted), the numbers it used, each by name, the
 * comparison and the result, and the names it read off the game's data
 * (a unit, a terrain, a modifier's text).  The mechanisms build the
 * records; narrate_ruling() (narrate.h, narrate-ruling.c) is the one
 * place that turns them into the players' text, with the game's own
 * words (gamewords.c).
 *
 * Producers converted to records: the odds-crt explanation (odds, the
 * defence and its doubling, the column, penalties, terrain, DRMs and
 * their total: combat-odds-explain.c, for `attack`, `fire` and `odds`),
 * the roll read on the CRT and its result (combat_narrate_roll, called
 * by resolve.c), morale checks of both kinds with their modifiers and
 * penalties (morale.c, morale-rating.c, morale-strength.c, for combat,
 * retreats, rallies and `odds UNIT`), and the exemption from a check
 * after combat (morale_narrate_exempt).  A modifier whose condition is
 * a hook (rulehook.c) is a DRM record like any other.  Movement (move.c,
 * move-footprint.c: each hex entered with its cost, the move's end, the
 * zone-of-control tests, facing changes, two-hex moves, turns and
 * pivots), step losses (losses.c: who shares them, the units, each step
 * lost) and elimination (board-loss.c: unit_lose_step, unit_eliminate,
 * with the reason as a number), rendered by narrate-move.c.  The advance
 * after combat (advance.c: offered, taken, or why no one may) and the
 * charge judged as a move ends (charge.c), rendered by
 * narrate-advance.c.  Retreats (retreat.c, retreat-priority-chain.c: the
 * hex, its priority and who picked it, a friend pushed back or unable
 * to make room, commanders going along), routs (rout-to-edge.c: each hex,
 * the half-hex reading, staying put) and the lines of a rout and a rally
 * (morale.c: morale_fail, morale_rally), rendered by narrate-retreat.c.
 * The results applied (resolve.c: the attackers a result spares,
 * baggage that takes no morale check and does not retreat, and the
 * advance and counter-attack an attack leaves open or closes), rendered
 * by narrate-resolve.c.
 *
 * Still building text directly (to convert next, same pattern):
 *   - refusals (`char **cause`) everywhere: combat_check, fire_check,
 *     move, retreat, advance, losses (a refusal is one sentence; its
 *     numbers are not yet records);
 *   - the reasons hooks give unit_eliminate (ELIM_GIVEN: a word of
 *     text, where every reason herald gives is a number);
 *   - a hook's own narration (herald::narrate: text by definition);
 *   - chances.c (the `odds` and `chances` tables of probabilities);
 *   - the phase lines of `next` (phase-end.c: "ended:", "now:", "left
 *     undone:") and `place` (commands/cmd-place.c), the bulk of what is
 *     still text in the transcripts.
 *
 * An order's whole narration is kept as records (struct buf's keep,
 * narrate_ruling, narrate_keep_text): the steps rendered, in order,
 * with what was said as plain text between them as RS_TEXT steps.  The
 * session keeps the last order's (session.h, why_rec) and `why` is
 * those records rendered; the transcript tests check each order's
 * records render as what it said (HERALD_CHECK_RECORDS). */
#ifndef HERALD_RULING_H
#define HERALD_RULING_H

#include "util.h"

#define RULING_NUMS	20
#define RULING_WORDS	6	/* a pivot names five */

/* What a step is about; narrate_ruling() has one rendering for each. */
enum ruling_concept {
	RS_ODDS_ATTACK,		/* AF: the attackers' strengths and what
				   was added or taken off */
	RS_ODDS_DEFENCE,	/* DF: routed, multiplied by terrain */
	RS_ODDS_COLUMN,		/* the ratio and its CRT column */
	RS_ODDS_BELOW,		/* below the lowest column */
	RS_OFF_FRONT,		/* doubled over the front, off the stakes */
	RS_NOT_DOUBLED,		/* a multiplier that did not apply */
	RS_MISSILE_PENALTY,	/* missile units in mêlée */
	RS_FIRE_PENALTY,	/* a scenario's penalty to fire at range */
	RS_DEFENDER_PENALTY,	/* a missile unit defending hand to hand */
	RS_CHARGE,		/* charge strength */
	RS_BAGGAGE_ADDS,	/* baggage with the defender */
	RS_BAGGAGE_DEFENDS,	/* baggage alone */
	RS_COMMANDERS,		/* commanders add strength */
	RS_TERRAIN_SHIFT,	/* terrain shifts the column */
	RS_TERRAIN_DRM,		/* terrain modifies the die */
	RS_MODIFIER_SHIFT,	/* a modifier shifts the column */
	RS_RANGE,		/* missile range */
	RS_DRM_NONE,		/* no die roll modifier */
	RS_DRM,			/* one die roll modifier */
	RS_DRM_TOTAL,		/* their total */
	RS_CRT_ROLL,		/* the roll read on the table */
	RS_MORALE_RATING,	/* roll + DRM against a rating */
	RS_MORALE_STRENGTH,	/* roll against strength + modifiers */
	RS_MORALE_MOD,		/* one modifier of a morale check */
	RS_MORALE_EXEMPT,	/* spared a check after combat */
	/* retreat, rout and rally (retreat*.c, rout*.c, rally; rendered
	   by narrate-retreat.c) */
	RS_RETREAT,		/* a unit retreats to a hex: its priority
				   (RETREAT_WAY_*) and who picked it */
	RS_RETREAT_OFF_MAP,	/* its only way is off the map */
	RS_RETREAT_BARRED,	/* every way barred or held */
	RS_PUSHED_BACK,		/* a friend gives way to it */
	RS_NO_ROOM,		/* the friend could not: a step instead */
	RS_GOES_WITH,		/* a commander goes with its unit */
	RS_ROUTED,		/* a unit in good order routs */
	RS_ROUT,		/* its rout toward its edge begins ... */
	RS_ROUT_HEX,		/* ... enters a hex ... */
	RS_ROUT_END,		/* ... and ends, perhaps off the map */
	RS_ROUT_HALF,		/* a hex half a hex nearer: the reading */
	RS_ROUT_STAYS,		/* it can come no nearer its edge */
	RS_RALLIES,		/* a routed unit rallies, and its facing */
	RS_STAYS_ROUTED,	/* the rally failed */
	/* movement, step losses and elimination (move*.c, losses.c,
	   board-loss.c; rendered by narrate-move.c) */
	RS_MOVE_HEX,		/* one hex entered: its terrain and cost
				   (silent: the move's line gives the sum) */
	RS_MOVE,		/* a move ended: where, the points spent */
	RS_MOVE_ZOC_COMMANDER,	/* a commander leaves a zone of control
				   into another without a test */
	RS_MOVE_ZOC_ESCAPE,	/* the same after a morale test: result
				   MORALE_PASS, _RETREAT or _LOSS */
	RS_FACE,		/* a facing change, its price */
	RS_FOOT_MOVE,		/* a unit on two hexes moves ... */
	RS_FOOT_ABOUT,		/* ... turns about within its hexes ... */
	RS_FOOT_PIVOT,		/* ... or pivots about one */
	RS_MOVE_SPENT,		/* "3 of 6 MF spent, §5)": closes the three */
	RS_STEP_LOST,		/* a unit turns to its reduced side */
	RS_ELIMINATED,		/* a unit out of play, and why (ELIM_*) */
	RS_LOSSES_SHARE,	/* a side's losses to share out, by whom */
	RS_LOSSES_UNIT,		/* one unit they may fall on */
	RS_LOSSES_RULE,		/* how they are shared */
	/* advance and charge (advance.c, charge.c; rendered by
	   narrate-advance.c) */
	RS_ADVANCE,		/* a unit advances into a hex */
	RS_ADVANCE_OPEN,	/* an emptied hex offered: to the attackers
				   ("unit" numbers), result 1 the defender */
	RS_ADVANCE_NONE,	/* an emptied hex no one takes: ADV_NONE_* */
	RS_CHARGE_ADVANCE,	/* a charger must advance (result 0) or
				   cannot (1) */
	RS_CHARGE_MOVE,		/* a charge judged as a move ends:
				   CHARGE_MOVE_* */
	/* baggage, commanders and the results applied (resolve.c) */
	RS_SPARED_AT_RANGE,	/* attackers that fired from range are
				   spared a result against them */
	RS_BAGGAGE_NO_MORALE,	/* a morale check means nothing to it */
	RS_BAGGAGE_STAYS,	/* a failed check's retreat: it stands
				   with its baggage */
	RS_BAGGAGE_NO_RETREAT,	/* a result's retreat: baggage, or with
				   it ("baggage" 1 or 0) */
	RS_ADVANCE_PASSED,	/* the next combat ends an open advance */
	RS_COUNTER_PASSED,	/* ... and an open counter-attack */
	RS_COUNTER_BARRED,	/* attacked over a flank or the rear */
	RS_COUNTER_OPEN,	/* the defender may counter-attack (the
				   attackers' list follows) */
	/* said as plain text (word 0): a hook's own narration, and what
	   a producer still writes without records (narrate_keep_text) */
	RS_TEXT,
	RS_COUNT
};

struct ruling_num {
	const char	*name;		/* a static string: "af", "df" */
	int		 value;
};

struct ruling_step {
	enum ruling_concept concept;
	const char	*book;		/* the game's rulebook (gamedata) */
	char		*section;	/* the section applied, or NULL */
	const char	*compare;	/* ">=", "<", "=", ...: a static
					   string, or NULL */
	int		 result;	/* the outcome, by concept (e.g.
					   MORALE_PASS) */
	int		 recon;		/* read a reconstructed value */
	struct ruling_num num[RULING_NUMS];
	int		 nnum;
	char		*word[RULING_WORDS];	/* names read off the data */
	int		 nword;
};

struct ruling {
	struct ruling_step *step;
	int		 n;
	int		 alloc;
};

void	ruling_init(struct ruling *);
void	ruling_free(struct ruling *);
/* A new step at the end (its strings are copied; section may be NULL). */
struct ruling_step *ruling_add(struct ruling *, enum ruling_concept,
	    const char *book, const char *section);
/* Copies every step of from to the end of to. */
void	ruling_copy_into(struct ruling *to, const struct ruling *from);
/* An RS_TEXT step of the n bytes at s. */
void	ruling_text(struct ruling *, const char *s, size_t n);
/* How many steps of that concept r holds. */
int	ruling_steps(const struct ruling *, enum ruling_concept);
/* Moves every step of from to the end of to (from is left empty). */
void	ruling_append(struct ruling *to, struct ruling *from);
void	ruling_num(struct ruling_step *, const char *name, int value);
void	ruling_word(struct ruling_step *, const char *word);
/* The value of the first number of that name, or dflt. */
int	ruling_get(const struct ruling_step *, const char *name, int dflt);
/* The nth number of that name (several attackers' strengths). */
int	ruling_count(const struct ruling_step *, const char *name);
int	ruling_nth(const struct ruling_step *, const char *name, int n);
/* The ith word, or "". */
const char *ruling_w(const struct ruling_step *, int i);

#endif
