/* footprint: the `facing:` and `footprints:` blocks of a game, and the
 * hexes a unit covers (footprint.h). */
#include "footprint.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gdload.h"

int
footprint_load_facing(struct loader *l, struct gamedata *gd,
    const struct ynode *v)
{
	gd->facing_kind = FACING_HEXSIDE;
	if (v == NULL)
		return 0;
	if (strcmp(v->value, "none") == 0)
		gd->facing_kind = FACING_NONE;
	else if (strcmp(v->value, "vertex") == 0)
		gd->facing_kind = FACING_VERTEX;
	else if (strcmp(v->value, "hexside") != 0)
		return ld_fail(l, v, "expected none, hexside or vertex");
	gd->no_facing = gd->facing_kind == FACING_NONE;
	return 0;
}

/* Where the second hex lies, as a direction relative to the facing:
 * beside a vertex facing (left, right), behind or back beside a
 * hexside facing; a compass direction without facing. */
static int
second_parse(const struct gamedata *gd, const char *s)
{
	switch (gd->facing_kind) {
	case FACING_VERTEX:
		if (strcmp(s, "right") == 0)
			return 2;
		if (strcmp(s, "left") == 0)
			return 5;
		return -1;
	case FACING_HEXSIDE:
		if (strcmp(s, "behind") == 0)
			return 3;
		if (strcmp(s, "right") == 0)
			return 2;
		if (strcmp(s, "left") == 0)
			return 4;
		return -1;
	default:
		return hex_dir_parse(&gd->grid, s);
	}
}

static void
fr_set(struct gamedata *gd, int unit, int rel)
{
	gd->footprint.second[unit] = (signed char)rel;
}

static int
load_seconds(struct loader *l, struct gamedata *gd, const struct ynode *m,
    int by_type)
{
	const char *expected = gd->facing_kind == FACING_VERTEX ?
	    "left or right (beside the first hex, across the facing)" :
	    gd->facing_kind == FACING_HEXSIDE ? "behind, left or right "
	    "(behind the first hex, or back beside it)" : "a compass direction";
	char *why = NULL;
	int i, u, t, rel;

	if (m == NULL)
		return 0;
	if (m->type != Y_MAP)
		return ld_fail(l, m, "expected a mapping of %s to where the "
		    "second hex lies", by_type ? "unit types" : "units");
	for (i = 0; i < m->n; i++) {
		if (m->vals[i]->type != Y_SCALAR ||
		    (rel = second_parse(gd, m->vals[i]->value)) < 0)
			return ld_fail(l, m->vals[i], "expected %s", expected);
		if (by_type) {
			if ((t = gd_type(gd, m->keys[i]->value)) < 0)
				return ld_fail(l, m->keys[i], "expected a unit "
				    "type of the game");
			for (u = 0; u < gd->nunits; u++)
				if (gd->units[u].type == t)
					fr_set(gd, u, rel);
			continue;
		}
		if ((u = gd_unit_find(gd, m->keys[i]->value, &why)) < 0) {
			ld_fail(l, m->keys[i], "%s", why);
			free(why);
			return -1;
		}
		fr_set(gd, u, rel);
	}
	return 0;
}

int
footprint_load(struct loader *l, struct gamedata *gd, const struct ynode *v)
{
	static const struct yfield fields[] = {
		{ "section", Y_SCALAR, 0 }, { "types", Y_MAP, 0 },
		{ "units", Y_MAP, 0 }, { "turn_cost", Y_SCALAR, 0 },
		{ "reverse_cost", Y_SCALAR, 0 }, { "pivot_cost", Y_SCALAR, 0 },
		{ "step_cost", Y_SCALAR, 0 }, { NULL, 0, 0 }
	};
	struct footprint_rules *fr = &gd->footprint;
	const struct ynode *p;
	int u;

	fr->turn_cost2 = -1;
	fr->reverse_cost2 = 2;
	fr->pivot_cost2 = -1;
	if (v == NULL)
		return 0;
	/* every ruling of a unit on two hexes cites it (issue 12) */
	if (ymap_check(&l->d, v, fields, "footprints", &l->cause) != 0 ||
	    ld_section(l, v, "section", "two-hex units' rulings",
	    &fr->section) != 0)
		return -1;
	if (ymap_get(v, "turn_cost") != NULL &&
	    ld_cost(l, v, "turn_cost", -1, &fr->turn_cost2) != 0)
		return -1;
	if (ld_cost(l, v, "reverse_cost", 2, &fr->reverse_cost2) != 0)
		return -1;
	if ((p = ymap_get(v, "pivot_cost")) != NULL &&
	    strcmp(p->value, "terrain") != 0 &&
	    ld_cost(l, v, "pivot_cost", -1, &fr->pivot_cost2) != 0)
		return -1;
	if ((p = ymap_get(v, "step_cost")) != NULL) {
		if (strcmp(p->value, "sum") != 0 &&
		    strcmp(p->value, "dearer") != 0)
			return ld_fail(l, p, "expected dearer (a two-hex step "
			    "costs the dearer of its two hexes) or sum");
		fr->pair_sum = strcmp(p->value, "sum") == 0;
	}
	fr->second = xcalloc((size_t)gd->nunits + 1, sizeof *fr->second);
	memset(fr->second, -1, (size_t)gd->nunits + 1);
	if (load_seconds(l, gd, ymap_get(v, "types"), 1) != 0 ||
	    load_seconds(l, gd, ymap_get(v, "units"), 0) != 0)
		return -1;
	for (u = 0; u < gd->nunits; u++)
		if (fr->second[u] >= 0)
			fr->any = 1;
	return 0;
}

void
footprint_free(struct gamedata *gd)
{
	free(gd->footprint.section);
	free(gd->footprint.second);
	memset(&gd->footprint, 0, sizeof gd->footprint);
}

int
footprint_hexes(const struct state *st, int unit, struct hex out[2])
{
	if (!st->u[unit].on_map)
		return 0;
	out[0] = st->u[unit].hex;
	if (footprint_size(st->gd, unit) == 1)
		return 1;
	out[1] = st->u[unit].hex2;
	return 2;
}

int
footprint_covers(const struct state *st, int unit, struct hex h)
{
	struct hex fp[2];
	int n = footprint_hexes(st, unit, fp), k;

	for (k = 0; k < n; k++)
		if (hex_eq(fp[k], h))
			return 1;
	return 0;
}

int
footprint_hexes_distance(const struct grid *g, const struct hex *a, int na,
    const struct hex *b, int nb)
{
	int i, k, d, best = -1;

	for (i = 0; i < na; i++)
		for (k = 0; k < nb; k++) {
			d = hex_distance(g, a[i], b[k]);
			if (best < 0 || d < best)
				best = d;
		}
	return best;
}

int
footprint_distance(const struct state *st, int a, int b)
{
	struct hex fa[2], fb[2];
	int na = footprint_hexes(st, a, fa), nb = footprint_hexes(st, b, fb);

	return footprint_hexes_distance(&st->gd->grid, fa, na, fb, nb);
}

const char *
footprint_str(const struct state *st, int unit)
{
	static char ring[4][32];
	static int next;
	char *s;
	struct hex fp[2];

	if (footprint_hexes(st, unit, fp) != 2)
		return hex_str(st->u[unit].hex);
	s = ring[next++ % 4];
	snprintf(s, 32, "%s+%s", hex_str(fp[0]), hex_str(fp[1]));
	return s;
}

int
footprint_steps_into(const struct state *st, int unit, struct hex h,
    struct footstep out[2])
{
	const struct grid *g = &st->gd->grid;
	struct hex fp[2];
	int n = footprint_hexes(st, unit, fp), k, m, d, w = 0;

	for (k = 0; k < n; k++) {
		if ((d = hex_dir_to(g, fp[k], h)) < 0)
			continue;
		for (m = 0; m < n; m++)
			out[w].at[m] = hex_neighbour(g, fp[m], d);
		if (n == 1)
			out[w].at[1] = out[w].at[0];
		out[w].dir = d;
		out[w].half = k;
		w++;
	}
	return w;
}
