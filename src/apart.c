/* apart: units kept from standing next to friends of some types
 * (apart.h; spi-agincourt 5.18 with the 9.13 errata). */
#include "apart.h"

#include <stdlib.h>

#include "footprint.h"
#include "gdload.h"
#include "ruling.h"

int
apart_load(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "types", Y_SEQ, 1 }, { "from", Y_SEQ, 1 },
		{ "placement", Y_SCALAR, 0 }, { "section", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	struct apart_rule *r;
	int i;

	if (m == NULL)
		return 0;
	if (m->type != Y_SEQ)
		return ld_fail(l, m, "expected a list of apart rules "
		    "[{types, from, section}, ...]");
	if (m->n > 16)
		return ld_fail(l, m, "at most 16 apart rules");
	gd->apart = xcalloc((size_t)m->n + 1, sizeof *gd->apart);
	for (i = 0; i < m->n; i++) {
		r = &gd->apart[gd->napart++];
		if (m->items[i]->type != Y_MAP)
			return ld_fail(l, m->items[i], "expected an apart rule "
			    "{types, from, section}");
		if (ymap_check(&l->d, m->items[i], fields, "an apart rule",
		    &l->cause) != 0 ||
		    ld_types(l, gd, m->items[i], "types", &r->types) != 0 ||
		    ld_types(l, gd, m->items[i], "from", &r->from) != 0 ||
		    ld_bool(l, m->items[i], "placement", 0,
		    &r->placement) != 0 ||
		    ld_section(l, m->items[i], "section", "apart's refusals",
		    &r->section) != 0)
			return -1;
		if (r->types == 0 || r->from == 0)
			return ld_fail(l, m->items[i], "expected at least one "
			    "unit type in \"types\" and in \"from\"");
	}
	return 0;
}

void
apart_free(struct gamedata *gd)
{
	int i;

	for (i = 0; i < gd->napart; i++)
		free(gd->apart[i].section);
	free(gd->apart);
	gd->apart = NULL;
	gd->napart = 0;
}

/* Is any of the n hexes next to a hex of the unit o?  Which (mine) and
 * o's hex (at). */
static int
next_to(const struct state *st, const struct hex *h, int n, int o,
    struct hex *mine, struct hex *at)
{
	struct hex fo[2];
	int no, i, k;

	no = footprint_hexes(st, o, fo);
	for (i = 0; i < n; i++)
		for (k = 0; k < no; k++)
			if (hex_distance(&st->gd->grid, h[i], fo[k]) == 1) {
				*mine = h[i];
				*at = fo[k];
				return 1;
			}
	return 0;
}

int
apart_rec(const struct state *st, int unit, const struct hex *h, int n,
    int placing, struct ruling *no)
{
	const struct gamedata *gd = st->gd;
	const struct apart_rule *r;
	unsigned mine = 1u << gd->units[unit].type, theirs;
	struct ruling_step *s;
	struct hex at, here;
	int i, o;

	for (i = 0; i < gd->napart; i++) {
		r = &gd->apart[i];
		if ((placing && !r->placement) ||
		    !((r->types | r->from) & mine))
			continue;
		for (o = 0; o < st->nunits; o++) {
			if (o == unit || !st->u[o].on_map ||
			    gd->units[o].faction != gd->units[unit].faction)
				continue;
			theirs = 1u << gd->units[o].type;
			/* either way round: 5.18's two halves */
			if (!(((r->types & mine) && (r->from & theirs)) ||
			    ((r->from & mine) && (r->types & theirs))) ||
			    !next_to(st, h, n, o, &here, &at))
				continue;
			s = ruling_add(no, RS_REFUSE_APART, gd->id, r->section);
			ruling_word(s, gd->units[unit].id);
			ruling_word(s, gd->units[o].id);
			ruling_word(s, gd->types[gd->units[unit].type].name);
			ruling_word(s, gd->types[gd->units[o].type].name);
			ruling_num(s, "to_col", here.col);
			ruling_num(s, "to_row", here.row);
			ruling_num(s, "col", at.col);
			ruling_num(s, "row", at.row);
			ruling_num(s, "placing", placing);
			return -1;
		}
	}
	return 0;
}
