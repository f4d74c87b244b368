/* tally: game-declared state.  A game's `state:` block declares counters
 * and flags, per unit or per faction (arrows left, lines lost, an army's
 * morale threshold); their values are part of the state, a plain array
 * copied, compared and snapshotted with the rest.  Hooks read them with
 * herald::counter and set them only in the phase and order hooks, which
 * a replay of the journal runs again: journaling the order journals them
 * (DESIGN principle 7).
 *
 * The values, in order: every unit's nunit slots (unit u, slot k at
 * u * nunit + k), then every faction's nfaction slots. */
#ifndef HERALD_TALLY_H
#define HERALD_TALLY_H

#include <stddef.h>

#include "gamedata.h"
#include "util.h"
#include "yread.h"

struct state;
struct loader;

/* tallyload.c: the game's `state:` block (NULL: none), read once the
 * units are (a start may come from their stats); a scenario's own
 * `state:` block, the starts of the values declared `from: scenario`. */
int	tally_load(struct loader *, struct gamedata *, const struct ynode *);
int	tally_load_scenario(struct loader *, const struct gamedata *,
	    struct scenario *, const struct ynode *);
void	tally_rules_free(struct gamedata *);
/* scenario_apply: the scenario's starts become the game's. */
void	tally_apply(struct gamedata *, const struct scenario *);

/* The declared value named id, or -1. */
int	tally_find(const struct gamedata *, const char *id);
/* "arrows, threshold": the names, for an error (xprintf). */
char	*tally_names(const struct gamedata *);
/* Its index among the values, for a unit or a faction as its scope
 * says; -1 when that unit's type does not carry it. */
int	tally_index(const struct gamedata *, int def, int who);

/* The state's part: starts for a new state, a copy, its bytes. */
void	tally_init(struct state *);
int	*tally_dup(const struct state *);
/* src's values in old (nold of them, reused or reallocated). */
int	*tally_reuse(int *old, int nold, const struct state *src);
size_t	tally_bytes(const struct state *);
int	tally_equal(const struct state *, const struct state *, char **what);

int	tally_get(const struct state *, int def, int who);
/* Sets a value: -1 and a cause (the state unchanged) when the unit does
 * not carry it or the value is outside its bounds. */
int	tally_set(struct state *, int def, int who, int value, char **cause);
/* What resets when a phase or a game turn begins (TALLY_EACH_*). */
void	tally_reset(struct state *, int turn_begins);

/* show UNIT and status: the values the game shows there, a line each
 * ("  arrows left: 3 (§8.2)"; "army morale, Red 2, Blue 0"). */
void	tally_show_unit(const struct state *, int unit, struct buf *);
void	tally_show_status(const struct state *, struct buf *);
/* scenario info: the starts the scenario gives ("LABEL, FACTION: N"). */
void	tally_show_scenario(const struct gamedata *,
	    const struct scenario *, struct buf *);

#endif
