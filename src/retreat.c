/* retreat: the retreat kinds a game chooses (rules: retreat: kind:),
 * the one place that dispatches on the kind, and what every kind does:
 * commanders go with their unit, or fall with it (st-albans §6).  The
 * kinds are their own files: priority-chain (retreat-priority-chain.c). */
#include "retreat.h"

#include <stdlib.h>
#include <string.h>

#include "combat.h"
#include "gdload.h"
#include "narrate.h"
#include "ruling.h"

/* The retreat kinds a game may choose (rules: retreat: kind:), each in
 * its own file with its own loader; the first is the default. */
static const struct {
	const char	*name;
	enum retreat_kind kind;
	int		(*load)(struct loader *, struct gamedata *,
			    const struct ynode *);
	int		(*retreat)(struct state *, int, struct roller *,
			    struct buf *, char **);
} kinds[] = {
	{ "priority-chain", RETREAT_PRIORITY_CHAIN,
	    retreat_priority_chain_load, retreat_priority_chain },
};

void
retreat_defaults(struct gamedata *gd)
{
	gd->retreat.kind = kinds[0].kind;
	gd->retreat.push_limit = RETREAT_PUSH_LIMIT;
	gd->retreat.zoc_penalty = RETREAT_ZOC_PENALTY;
}

int
retreat_load(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	int i;

	if ((i = ld_kind(l, m, "retreat", kinds, sizeof kinds[0],
	    nitems(kinds))) < 0)
		return -1;
	gd->retreat.kind = kinds[i].kind;
	return kinds[i].load(l, gd, m);
}

void
retreat_free(struct gamedata *gd)
{
	free(gd->retreat.section);
	gd->retreat.section = NULL;
}

const char *
retreat_section(const struct gamedata *gd)
{
	return gd->retreat.section != NULL ? gd->retreat.section :
	    gd_sec(gd, SEC_RETREAT);
}

int
retreat_unit(struct state *st, int unit, struct roller *ro, struct buf *out,
    char **cause)
{
	size_t i;

	for (i = 0; i < nitems(kinds); i++)
		if (kinds[i].kind == st->gd->retreat.kind)
			return kinds[i].retreat(st, unit, ro, out, cause);
	return 0;
}
