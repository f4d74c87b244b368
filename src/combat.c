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
	{ "differential", COMBAT_DIFFERENTIAL, combat_diff_load },
};

int
combat_load(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	int i;

	if ((i = ld_kind(l, m, "combat", kinds, sizeof kinds[0],
	    nitems(kinds))) < 0)
		return -1;
	gd->combat.kind = kinds[i].kind;
	return kinds[i].load(l, gd, m);
}

