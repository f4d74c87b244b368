/* modload: the modifiers of combat and morale read from a game's YAML
 * (modload.c), for the loaders of the mechanisms that have them (rules.c
 * for morale, combat-odds-load.c for the odds CRT).  A header of its own,
 * not rules', so that a mechanism's loader needs nothing of rules.c,
 * which calls it (tests/imports.test). */
#ifndef HERALD_MODLOAD_H
#define HERALD_MODLOAD_H

#include "gdload.h"

/* The blocks that read modifiers, each with the conditions it reads
 * (modload.c's table): the die roll modifiers of an attack (rules:
 * combat: drm: modifiers: and added:, combat-odds-drm.c), the modifiers
 * of a morale check (rules: morale: modifiers:) and its exemptions
 * (rules: morale: exempt:, morale.c).  A bit each, so that a condition
 * says all the blocks that read it. */
enum modblock {
	MODBLOCK_COMBAT = 0x1,
	MODBLOCK_MORALE = 0x2,
	MODBLOCK_EXEMPT = 0x4
};

/* A list of modifiers of a block (NULL: none); section is the default
 * of each.  A condition the block never reads is refused: it would load
 * and never apply. */
int	modload_list(struct loader *, struct gamedata *,
	    const struct ynode *list, enum modblock, const char *section,
	    struct modifier **, int *n);
void	modload_free(struct modifier *, int n);

#endif
