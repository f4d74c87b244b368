/* stackload: the `stacking:` block's extra units by the marks on their
 * counters (stackload.c; applied by board-stack.c). */
#ifndef HERALD_STACKLOAD_H
#define HERALD_STACKLOAD_H

#include "gamedata.h"

struct loader;
struct ynode;

/* The block's with_mark, any_mark, any_types, each, together,
 * pass_extras, mark_section and enemy_section (m NULL: none), once the
 * game's marks and types are read. */
int	stack_load(struct loader *, struct gamedata *, const struct ynode *m);
void	stack_free(struct gamedata *);

#endif
