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
	const struct ynode *v;
	struct buf b;
	size_t i;

	if (m->type != Y_MAP)
		return ld_fail(l, m, "expected rout rules {kind: ...}");
	if ((v = ymap_get(m, "kind")) != NULL && v->type == Y_SCALAR)
		for (i = 0; i < nitems(kinds); i++)
			if (strcmp(v->value, kinds[i].name) == 0) {
				gd->rout.kind = kinds[i].kind;
				return kinds[i].load(l, gd, m);
			}
	buf_init(&b);
	for (i = 0; i < nitems(kinds); i++)
		buf_printf(&b, "%s%s", i ? ", " : "", kinds[i].name);
	ld_fail(l, v != NULL ? v : m, "expected a rout kind: one of %s", b.s);
	buf_free(&b);
	return -1;
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
