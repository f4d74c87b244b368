/* rout: the rout kinds a game chooses (rules: rout: kind:) and the one
 * place that dispatches on the kind.  Each kind is its own file with its
 * own loader: to-edge (rout-to-edge.c). */
#include "rout.h"

#include <stdlib.h>
#include <string.h>

#include "gdload.h"

static const struct {
	const char	*name;
	enum rout_kind	 kind;
	int		(*load)(struct loader *, struct gamedata *,
			    const struct ynode *);
	void		(*move)(struct state *, int, struct buf *);
} kinds[] = {
	{ "to-edge", ROUT_TO_EDGE, rout_to_edge_load, rout_to_edge },
};

void
rout_defaults(struct gamedata *gd)
{
	gd->rout.kind = kinds[0].kind;
	gd->rout.stat = -1;
	gd->rout.points = 0;
}

int
rout_load(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	int i;

	if ((i = ld_kind(l, m, "rout", kinds, sizeof kinds[0],
	    nitems(kinds))) < 0)
		return -1;
	gd->rout.kind = kinds[i].kind;
	return kinds[i].load(l, gd, m);
}

void
rout_free(struct gamedata *gd)
{
	free(gd->rout.section);
	gd->rout.section = NULL;
}

const char *
rout_section(const struct gamedata *gd)
{
	return sec(gd->rout.section != NULL ? gd->rout.section :
	    gd->morale.rout_section);
}

void
rout_unit(struct state *st, int unit, struct buf *out)
{
	size_t i;

	for (i = 0; i < nitems(kinds); i++)
		if (kinds[i].kind == st->gd->rout.kind) {
			kinds[i].move(st, unit, out);
			return;
		}
}
