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
 * a hook (rulehook.c) is a DRM record like any other.
 *
 * Still building text directly (to convert next, same pattern):
 *   - refusals (`char **cause`) everywhere: combat_check, fire_check,
 *     move, retreat, advance, losses (a refusal is one sentence; its
 *     numbers are not yet records);
 *   - rout and rally narration (morale.c: morale_rout_move, morale_fail,
 *     morale_rally), unit_eliminate;
 *   - retreat and chain displacement (retreat.c, chain.c), advances
 *     (advance.c), step losses (losses.c, unit_lose_step);
 *   - the charge judgement (charge.c) and movement (move.c);
 *   - the baggage and "spared" lines of resolve.c's apply_result, the
 *     open advance/counter-attack lines of resolve_attack, a hook's own
 *     narration (herald::narrate: text by definition);
 *   - chances.c (the `odds` and `chances` tables of probabilities);
 *   - `why` and the turn files still keep the rendered text of an
 *     order (session.c keeps s->why as text): the records are rendered
 *     as the order runs, not stored with it.
 */
#ifndef HERALD_RULING_H
#define HERALD_RULING_H

#include "util.h"

#define RULING_NUMS	20
#define RULING_WORDS	4

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
	RS_MORALE_EXEMPT	/* spared a check after combat */
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
