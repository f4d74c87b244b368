/* opens: what an order leaves open for the next one to decide, as a small
 * list of records in the state: the hex a mêlée emptied and who may
 * advance into it, the defender who may strike back, the step losses its
 * owner must share out.  One shape for every mechanism: a kind, a hex,
 * one unit, an amount, a few units and the kind's own flags.  The list is
 * part of the state's plain value (copied with it, compared by
 * state_equal) and, like the rest, rebuilt by replaying the journal: it
 * is never written to the journal itself. */
#ifndef HERALD_OPENS_H
#define HERALD_OPENS_H

#include "hex.h"

struct state;

enum opens_kind {
	OPENS_NONE,
	/* resolve.c, advance.c: the ground of the last mêlée.  hex: the
	 * defender's hex it emptied (or the hex its attackers left, offered
	 * to the defender); units: who took part and may advance. */
	OPENS_MELEE,
	/* resolve.c: unit: the defender who may counter-attack one of the
	 * attackers of OPENS_MELEE (battle-of-agincourt §11.5). */
	OPENS_COUNTER,
	/* losses.c: amount: the step losses the owner of units must share
	 * out among them; unit: the defender of the mêlée, who may then
	 * advance into a hex they emptied (st-albans §9.9, §9.11), or -1. */
	OPENS_LOSSES,
	/* duel.c: a duel by mail between rounds' choices (duel.h): units
	 * [0], [1] the pieces, [2], [3] their strengths, [4] the sudden-
	 * death round or 0, [5] the second piece's manner told (-1: not
	 * yet); amount: the round; seal: the first piece's sealed manner. */
	OPENS_DUEL,
	OPENS_KINDS
};

/* OPENS_MELEE flags */
#define OPENS_ADVANCE	0x1	/* an advance into hex is open */
#define OPENS_REFUSED	0x2	/* emptied by a counter-attack: none */

#define OPENS_UNITS	8
#define OPENS_MAX	4	/* one record of each kind at most */

struct opens_rec {
	int		kind;
	int		flags;
	struct hex	hex;
	int		unit;		/* -1: none */
	int		amount;
	int		n;
	int		units[OPENS_UNITS];
	unsigned char	seal[32];	/* OPENS_DUEL: a commitment */
};

struct opens {
	int		 n;
	struct opens_rec r[OPENS_MAX];
};

/* The record of a kind, or NULL when nothing of that kind is open. */
const struct opens_rec *opens_find(const struct state *, int kind);
/* The same to change it, made blank (unit -1) if there was none. */
struct opens_rec *opens_get(struct state *, int kind);
/* Closes what is open of a kind (nothing if none). */
void	opens_close(struct state *, int kind);
/* Whether two lists hold the same records; if not *what says where. */
int	opens_equal(const struct opens *, const struct opens *, char **what);

/* Shorthands for the tests of their users. */
int	opens_advance(const struct state *);	/* an advance is open */
int	opens_counter(const struct state *);	/* the defender, or -1 */
int	opens_loss(const struct state *);	/* losses to share, or 0 */

#endif
