/* mapload: the board of a game's YAML: the map drawn as rows of
 * terrain symbols, roads, fortified lines, hexside features, and the
 * hex lists they are written in.  Split from gamedata.c, which reads
 * the rest of game.yaml. */
#include "gdload.h"
#include "elevation.h"

#include <stdlib.h>
#include <string.h>

static int
terrain_find(const struct gamedata *gd, const char *id)
{
	int i;

	for (i = 0; i < gd->nterrain; i++)
		if (strcmp(gd->terrain[i].id, id) == 0)
			return i;
	return -1;
}

int
gd_hexlist_parse(const struct grid *g, const char *s, struct hex **out, int *n,
    char **cause)
{
	char **w, *dash, *why = NULL;
	struct hex a, b, h;
	int nw, i, step;

	*out = NULL;
	*n = 0;
	if ((nw = words_split(s, &w, cause)) < 0)
		return -1;
	for (i = 0; i < nw; i++) {
		dash = strchr(w[i], '-');
		if (dash != NULL)
			*dash = '\0';
		if (hex_parse(g, w[i], &a, &why) != 0)
			goto bad;
		b = a;
		if (dash != NULL && hex_parse(g, dash + 1, &b, &why) != 0)
			goto bad;
		if (a.col != b.col && a.row != b.row) {
			why = xprintf("a range runs down one column or along "
			    "one row, e.g. %s-%s or %s-%s", grid_hex_str(g,
			    (struct hex){ 12, 1 }), grid_hex_str(g,
			    (struct hex){ 12, 9 }), grid_hex_str(g,
			    (struct hex){ 5, 9 }), grid_hex_str(g,
			    (struct hex){ 25, 9 }));
			goto bad;
		}
		h = a;
		for (;;) {
			*out = xrealloc(*out, sizeof **out * (size_t)(*n + 1));
			(*out)[(*n)++] = h;
			if (hex_eq(h, b))
				break;
			if (a.col == b.col) {
				step = b.row > a.row ? 1 : -1;
				h.row += step;
			} else {
				step = b.col > a.col ? 1 : -1;
				h.col += step;
			}
		}
	}
	words_free_argv(nw, w);
	return 0;
bad:
	*cause = xprintf("\"%s%s%s\": %s", w[i], dash ? "-" : "",
	    dash ? dash + 1 : "", why);
	free(why);
	words_free_argv(nw, w);
	free(*out);
	*out = NULL;
	return -1;
}

/* A character of map: rows:, a terrain of the legend (sym) or a space
 * for no hex. */
static int
terrain_cell(struct loader *l, struct gamedata *gd, void *ctx, struct hex h,
    unsigned char c, const struct ynode *at)
{
	const int *sym = ctx;
	struct hexinfo *hi = &gd->hexes[ld_cell(&gd->grid, h)];

	if (c == ' ')
		return 0;
	if (sym[c] < 0)
		return ld_fail(l, at, "'%c' is not in the map legend", c);
	hi->on_map = 1;
	hi->terrain = sym[c];
	return 0;
}

int
ld_map(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "legend", Y_MAP, 1 }, { "rows", Y_SEQ, 1 },
		{ "elevation", Y_SEQ, 0 },	/* elevation.c */
		{ NULL, 0, 0 }
	};
	const struct ynode *legend;
	int sym[256], i, t;

	if (ymap_check(&l->d, m, fields, "the map", &l->cause) != 0)
		return -1;
	for (i = 0; i < 256; i++)
		sym[i] = -1;
	legend = ymap_get(m, "legend");
	for (i = 0; i < legend->n; i++) {
		if (strlen(legend->keys[i]->value) != 1 ||
		    legend->vals[i]->type != Y_SCALAR ||
		    (t = terrain_find(gd, legend->vals[i]->value)) < 0)
			return ld_fail(l, legend->keys[i], "expected a one-"
			    "character key naming a terrain of the terrain "
			    "table");
		sym[(unsigned char)legend->keys[i]->value[0]] = t;
	}
	if (ld_rows(l, gd, ymap_get(m, "rows"), &(struct ld_drawing){
	    "map", "character", "row", "; use a space for a hex that is "
	    "not on the map", terrain_cell, sym }) != 0)
		return -1;
	/* the levels, drawn as the rows are (spi 7.13) */
	if (ymap_get(m, "elevation") != NULL)
		return elev_load_rows(l, gd, ymap_get(m, "elevation"));
	return 0;
}

int
ld_hexes(struct loader *l, struct gamedata *gd, const struct ynode *v,
    struct hex **hx, int *n)
{
	char *why;
	int i;

	if (v == NULL || v->type != Y_SCALAR)
		return ld_fail(l, v, "expected hex ids and ranges such as "
		    "\"%s-%s %s\"", grid_hex_str(&gd->grid, (struct hex){ 11,
		    16 }), grid_hex_str(&gd->grid, (struct hex){ 14, 16 }),
		    grid_hex_str(&gd->grid, (struct hex){ 12, 14 }));
	if (gd_hexlist_parse(&gd->grid, v->value, hx, n, &why) != 0) {
		ld_fail(l, v, "%s", why);
		free(why);
		return -1;
	}
	for (i = 0; i < *n; i++)
		if (gd_hex(gd, (*hx)[i]) == NULL) {
			ld_fail(l, v, "hex %s is not on the map",
			    grid_hex_str(&gd->grid, (*hx)[i]));
			free(*hx);
			return -1;
		}
	return 0;
}

/* roads: chains of adjacent hexes; a road joins each hex to the next */
int
ld_roads(struct loader *l, struct gamedata *gd, const struct ynode *s)
{
	struct hex *hx;
	int i, k, n, d;

	for (i = 0; i < s->n; i++) {
		if (ld_hexes(l, gd, s->items[i], &hx, &n) != 0)
			return -1;
		for (k = 1; k < n; k++) {
			if ((d = hex_dir_to(&gd->grid, hx[k - 1], hx[k])) < 0) {
				char *a = xstrdup(hex_str(hx[k - 1]));

				ld_fail(l, s->items[i], "a road runs through "
				    "adjacent hexes: %s and %s are not", a,
				    hex_str(hx[k]));
				free(a);
				free(hx);
				return -1;
			}
			gd->hexes[ld_cell(&gd->grid, hx[k - 1])].road_dirs |=
			    1u << d;
			gd->hexes[ld_cell(&gd->grid, hx[k])].road_dirs |=
			    1u << hex_dir_opposite(d);
		}
		free(hx);
	}
	return 0;
}

/* hexsides: {river: "0405/0505 ...", ...}: features of the edge between
 * two adjacent hexes, read into a list so that a scenario may add its
 * own to the game's map (gd_hexsides_apply). */
int
ld_hexsides(struct loader *l, const struct gamedata *gd,
    const struct ynode *m, struct side_mark **marks, int *nmarks)
{
	char **w, *why = NULL, *slash;
	struct hex a, b;
	int i, k, f, n, d;

	for (i = 0; i < m->n; i++) {
		for (f = 0; f < gd->nhexsides; f++)
			if (strcmp(gd->hexsides[f].id, m->keys[i]->value) == 0)
				break;
		if (f == gd->nhexsides)
			return ld_fail(l, m->keys[i], "expected a hexside "
			    "feature of the terrain table");
		if (m->vals[i]->type != Y_SCALAR ||
		    (n = words_split(m->vals[i]->value, &w, &why)) < 0) {
			free(why);
			return ld_fail(l, m->vals[i], "expected \"AAAA/BBBB "
			    "...\" pairs of adjacent hexes");
		}
		*marks = xrealloc(*marks, sizeof **marks *
		    (size_t)(*nmarks + n));
		for (k = 0; k < n; k++) {
			if ((slash = strchr(w[k], '/')) == NULL)
				goto bad;
			*slash = '\0';
			if (hex_parse(&gd->grid, w[k], &a, &why) != 0 ||
			    hex_parse(&gd->grid, slash + 1, &b, &why) != 0 ||
			    (d = hex_dir_to(&gd->grid, a, b)) < 0)
				goto bad;
			(*marks)[*nmarks].a = ld_cell(&gd->grid, a);
			(*marks)[*nmarks].b = ld_cell(&gd->grid, b);
			(*marks)[*nmarks].dir = d;
			(*marks)[*nmarks].feature = f;
			(*nmarks)++;
		}
		words_free_argv(n, w);
	}
	return 0;
bad:
	free(why);
	words_free_argv(n, w);
	return ld_fail(l, m->vals[i], "expected \"AAAA/BBBB\" pairs of "
	    "adjacent hexes on the map");
}

/* A hexside feature is known from both sides of the edge. */
void
gd_hexsides_apply(struct gamedata *gd, const struct side_mark *marks, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		gd->hexes[marks[i].a].sides[marks[i].dir] |=
		    1u << marks[i].feature;
		gd->hexes[marks[i].b].sides[hex_dir_opposite(marks[i].dir)] |=
		    1u << marks[i].feature;
	}
}

int
ld_game_hexsides(struct loader *l, struct gamedata *gd,
    const struct ynode *m)
{
	struct side_mark *marks = NULL;
	int n = 0, rc;

	if ((rc = ld_hexsides(l, gd, m, &marks, &n)) == 0)
		gd_hexsides_apply(gd, marks, n);
	free(marks);
	return rc;
}

int
ld_fortified(struct loader *l, struct gamedata *gd, const struct ynode *s)
{
	static const struct yfield fields[] = {
		{ "hexes", Y_SCALAR, 1 }, { "sides", Y_SEQ, 1 },
		{ NULL, 0, 0 }
	};
	const struct ynode *sides;
	struct hex *hx;
	unsigned mask;
	int i, k, n, d, f;

	if ((f = gd_feature(gd, "fortified")) < 0)
		return ld_fail(l, s, "fortified hexes need a \"fortified\" "
		    "feature in the terrain table");
	if (s->type != Y_SEQ)
		return ld_fail(l, s, "expected a list of {hexes, sides}");
	for (i = 0; i < s->n; i++) {
		if (ymap_check(&l->d, s->items[i], fields, "a fortified line",
		    &l->cause) != 0)
			return -1;
		sides = ymap_get(s->items[i], "sides");
		mask = 0;
		for (k = 0; k < sides->n; k++) {
			if (sides->items[k]->type != Y_SCALAR ||
			    (d = hex_dir_parse(&gd->grid,
			    sides->items[k]->value)) < 0)
				return ld_fail(l, sides->items[k], "expected a "
				    "hexside: %s %s %s %s %s %s",
				    hex_dir_name(&gd->grid, 0),
				    hex_dir_name(&gd->grid, 1),
				    hex_dir_name(&gd->grid, 2),
				    hex_dir_name(&gd->grid, 3),
				    hex_dir_name(&gd->grid, 4),
				    hex_dir_name(&gd->grid, 5));
			mask |= 1u << d;
		}
		if (ld_hexes(l, gd, ymap_get(s->items[i], "hexes"), &hx,
		    &n) != 0)
			return -1;
		for (k = 0; k < n; k++) {
			struct hexinfo *hi = &gd->hexes[ld_cell(&gd->grid,
			    hx[k])];

			hi->features |= 1u << f;
			hi->fort_sides |= mask;
		}
		free(hx);
	}
	return 0;
}
