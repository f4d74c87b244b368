/* rules-int: what the loaders of the rules share (rules.c, modload.c,
 * crtload.c, and the mechanisms' own loaders). */
#ifndef HERALD_RULES_INT_H
#define HERALD_RULES_INT_H

#include "gdload.h"

/* A list of modifiers; section is the default of each. */
int	rules_load_modifiers(struct loader *, struct gamedata *,
	    const struct ynode *list, const char *section,
	    struct modifier **, int *n);
void	rules_free_modifiers(struct modifier *, int n);
void	rules_free_crt(struct crt *);

#endif
