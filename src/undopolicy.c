/* undopolicy: undo: in game.yaml (undopolicy.h). */
#include "undopolicy.h"

#include <stdlib.h>
#include <string.h>

#include "gdload.h"

int
undopolicy_load(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "after_dice", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	const struct ynode *v;

	gd->undo_after_dice = UNDO_AGREED;
	if (m == NULL)
		return 0;
	if (ymap_check(&l->d, m, fields, "undo", &l->cause) != 0 ||
	    ld_str(l, m, "section", &gd->undo_section) != 0)
		return -1;
	v = ymap_get(m, "after_dice");
	if (strcmp(v->value, "agreed") == 0)
		gd->undo_after_dice = UNDO_AGREED;
	else if (strcmp(v->value, "never") == 0)
		gd->undo_after_dice = UNDO_NEVER;
	else
		return ld_fail(l, v, "expected undo: after_dice: to be agreed "
		    "(an order whose dice were seen is taken back with the "
		    "opponent's agreement) or never, not \"%s\"", v->value);
	return 0;
}

void
undopolicy_free(struct gamedata *gd)
{
	free(gd->undo_section);
	gd->undo_section = NULL;
}
