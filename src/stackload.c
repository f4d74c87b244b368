/* stackload: the extra units' stacking by the marks on their counters,
 * read from the game's `stacking:` block (board-stack.c applies it):
 *   stacking: {units, extra: [TYPE...], section,
 *              with_mark: [MARK...], any_mark: [MARK...],
 *              any_types: [TYPE...], each: N | any, together: BOOL,
 *              pass_extras: BOOL, mark_section, enemy_section}
 * spi-agincourt 6.13 (leaders with combat units of their contingent,
 * any number), 12.13 (the great officers with any), 18.0 (the Fait du
 * Mort with either contingent), 12.23 (leaders alone), 6.16 (never into
 * an enemy combat unit's hex).  A loader of its own, not in gamedata.c,
 * because the marks it names are read after the rest of the block. */
#include "stackload.h"

#include "gdload.h"

#include <stdlib.h>
#include <string.h>

/* A list of the game's marks (marks:) as a mask. */
static int
ld_marks(struct loader *l, const struct gamedata *gd, const struct ynode *m,
    const char *key, unsigned *out)
{
	const struct ynode *v = ymap_get(m, key);
	int i, k;

	*out = 0;
	if (v == NULL)
		return 0;
	if (v->type != Y_SEQ)
		return ld_fail(l, v, "expected a list of the game's marks for "
		    "\"%s\"", key);
	for (i = 0; i < v->n; i++) {
		for (k = 0; k < gd->nmarks; k++)
			if (v->items[i]->type == Y_SCALAR &&
			    strcmp(gd->marks[k].id, v->items[i]->value) == 0)
				break;
		if (k == gd->nmarks)
			return ld_fail(l, v->items[i], "expected one of the "
			    "game's marks (marks:)");
		*out |= 1u << k;
	}
	return 0;
}

int
stack_load(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	struct stack_rules *r = &gd->stack;
	const struct ynode *v;

	r->each = 1;	/* one of each extra type a hex (st-albans §5) */
	if (m == NULL)
		return 0;
	if (ld_marks(l, gd, m, "with_mark", &r->with_mark) != 0 ||
	    ld_marks(l, gd, m, "any_mark", &r->any_mark) != 0 ||
	    ld_types(l, gd, m, "any_types", &r->any_types) != 0 ||
	    ld_bool(l, m, "together", 0, &r->together) != 0 ||
	    ld_bool(l, m, "pass_extras", 0, &r->pass_extras) != 0 ||
	    ld_str(l, m, "mark_section", &r->mark_section) != 0 ||
	    ld_str(l, m, "enemy_section", &r->enemy_section) != 0)
		return -1;
	if ((v = ymap_get(m, "each")) != NULL) {
		if (v->type == Y_SCALAR && strcmp(v->value, "any") == 0)
			r->each = 0;
		else if (ld_int(l, m, "each", 1, 99, 1, &r->each) != 0)
			return -1;
	}
	if ((r->with_mark | r->any_mark | r->any_types) != 0 &&
	    gd->stack_extra == 0)
		return ld_fail(l, m, "with_mark, any_mark and any_types say "
		    "how the extra units stack: expected an \"extra\" list");
	if ((r->any_types & ~gd->stack_extra) != 0)
		return ld_fail(l, ymap_get(m, "any_types"), "expected types "
		    "of the \"extra\" list in \"any_types\"");
	return 0;
}

void
stack_free(struct gamedata *gd)
{
	free(gd->stack.mark_section);
	free(gd->stack.enemy_section);
	memset(&gd->stack, 0, sizeof gd->stack);
}
