/* sideload: reading two-sided counters (sides.h) out of a game's YAML:
 * the sides a unit type names, and a counter's values FRONT/BACK. */
#ifndef HERALD_SIDELOAD_H
#define HERALD_SIDELOAD_H

#include "gdload.h"

/* unit_types: {T: {sides: [FRONT, BACK], sides_section: S}}: the names
 * of each type's two sides, and the section its flips cite (else the
 * phase's: a game without one for every phase must give it).  After
 * the sequence, before the units: 0, or -1 with the reason in l. */
int	 sides_load(struct loader *, struct gamedata *,
	     const struct ynode *unit_types);
/* A stat's value as a cell or a key gives it: "4" (*front and *back
 * 4), or "4/8" in a game with two-sided counters: 1 for the latter, 0
 * for the former, -1 for neither (a whole number 0 to 999 each). */
int	 sides_value(const struct gamedata *, const char *, long *front,
	     long *back);
/* A unit whose type has one side gives no back of its own: 0, or -1
 * naming the stat at u. */
int	 sides_unit_check(struct loader *, const struct gamedata *,
	     const struct unit_def *, const struct ynode *u);
/* The values the unit's stat[] holds: nstats, or twice that. */
int	 sides_nvalues(const struct gamedata *);
/* A set-up's words "HEX [FACING] [SIDE]" (n of them): a side last, of
 * a two-sided counter, is taken off (*n one less) into *side (else 0):
 * 0, or -1 for a third word that is not one of its sides. */
int	 sides_placement(struct loader *, const struct gamedata *, int unit,
	     const struct ynode *v, char **w, int *n, int *side);
void	 sides_free(struct gamedata *);

#endif
