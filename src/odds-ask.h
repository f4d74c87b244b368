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

#endif
