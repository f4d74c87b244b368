/* odds-ask: the answers of `odds` (commands/cmd-odds.c), worked out
 * before anything is rolled, for each kind of combat a game may choose:
 * odds and a CRT (combat-odds*.c), a differential (combat-diff.c), fire
 * by volleys (volley.c).  An attack the rules do not allow is answered
 * with the reason first, then the numbers it would have. */
#ifndef HERALD_ODDS_ASK_H
#define HERALD_ODDS_ASK_H

#include "board.h"
#include "combat.h"

/* odds A ... -> D, by odds and a CRT (battle-of-agincourt §11). */
void	odds_ask_crt(const struct state *, const struct attack *,
	    struct buf *out);
/* odds A ... -> D, by differential (spi-agincourt §9.0). */
void	odds_ask_diff(const struct state *, const struct attack *,
	    struct buf *out);
/* odds fire FIRER VOLLEYS TARGET, by volleys (spi-agincourt §8.7). */
void	odds_ask_volley(const struct state *, int firer,
	    const char *volleys, int target, struct buf *out);

/* What `odds` asks, as the command read it; which mechanism answers
 * is the game's (odds_ask). */
enum odds_form {
	ODDS_MORALE,		/* odds morale UNIT */
	ODDS_ATTACK,		/* odds A ... -> D */
	ODDS_FIRE,		/* odds fire A ... -> D */
	ODDS_VOLLEYS,		/* odds fire FIRER VOLLEYS TARGET */
	ODDS_COLUMN		/* odds table [DRM], odds 3:1 [DRM] */
};

struct odds_q {
	enum odds_form	 form;
	int		 unit;		/* morale */
	struct attack	 at;		/* attack, fire */
	int		 firer, target;	/* volleys: -1, not read */
	const char	*volleys;
	const char	*column;	/* NULL: every column */
	int		 drm;
};

/* The answer to q by the game's own mechanisms (morale by points or by
 * rating; combat by differential, by volleys or by odds and a CRT): 0,
 * or -1 with a cause naming the form the game expects. */
int	odds_ask(const struct state *, const struct odds_q *, struct buf *out,
	    char **cause);

#endif
