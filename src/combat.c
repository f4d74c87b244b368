/* combat: the combat mechanisms a game chooses by kind (rules: combat:
 * kind:), and the one place that dispatches on the kind.  Each kind is
 * its own file with its own loader: odds-crt (combat-odds.c).  A
 * strength differential or a percentile table would be other files,
 * added to this table. */
#include "combat.h"

#include <string.h>

#include "gdload.h"

static const struct {
	const char	*name;
	enum combat_kind kind;
	int		(*load)(struct loader *, struct gamedata *,
			    const struct ynode *);
} kinds[] = {
	{ "odds-crt", COMBAT_ODDS_CRT, combat_odds_load },
};

int
combat_load(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	const struct ynode *v;
	struct buf b;
	size_t i;

	if (m->type != Y_MAP)
		return ld_fail(l, m, "expected combat rules {kind: ...}");
	if ((v = ymap_get(m, "kind")) != NULL && v->type == Y_SCALAR)
		for (i = 0; i < nitems(kinds); i++)
			if (strcmp(v->value, kinds[i].name) == 0) {
				gd->combat.kind = kinds[i].kind;
				return kinds[i].load(l, gd, m);
			}
	buf_init(&b);
	for (i = 0; i < nitems(kinds); i++)
		buf_printf(&b, "%s%s", i ? ", " : "", kinds[i].name);
	ld_fail(l, v != NULL ? v : m, "expected a combat kind: one of %s",
	    b.s);
	buf_free(&b);
	return -1;
}

