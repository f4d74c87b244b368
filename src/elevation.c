/* elevation: levels of ground, contours and the ground a scenario
 * changes (see elevation.h). */
#include "elevation.h"

#include <stdlib.h>
#include <string.h>

#include "allowance.h"
#include "board.h"
#include "gdload.h"
#include "ruling.h"
#include "stood.h"

int
elev_level(const struct gamedata *gd, struct hex h)
{
	const struct hexinfo *hi;

	if (!gd->elevation.any || (hi = gd_hex(gd, h)) == NULL)
		return 0;
	return hi->level;
}

int
elev_climb(const struct gamedata *gd, struct hex at, int d)
{
	struct hex to = hex_neighbour(&gd->grid, at, d);

	/* spi 7.13: a hex is wholly its highest level, so a contour runs
	 * along every hexside whose two hexes differ; none at the edge */
	if (!gd->elevation.any || gd_hex(gd, at) == NULL ||
	    gd_hex(gd, to) == NULL)
		return 0;
	return elev_level(gd, to) - elev_level(gd, at);
}

int
elev_uphill_cost(const struct gamedata *gd, struct hex at, int d)
{
	/* spi 7.23: one point more uphill, none downhill */
	return elev_climb(gd, at, d) > 0 ? gd->elevation.uphill_cost2 : 0;
}

void
elev_step_nums(const struct gamedata *gd, struct ruling_step *s, int i,
    struct hex at, struct hex to)
{
	ruling_num(s, "step", i + 1);
	ruling_num(s, "from_col", at.col);
	ruling_num(s, "from_row", at.row);
	ruling_num(s, "to_col", to.col);
	ruling_num(s, "to_row", to.row);
	ruling_num(s, "from_level", elev_level(gd, at));
	ruling_num(s, "to_level", elev_level(gd, to));
}

/* A digit of map: elevation:, the hex's level; a space where the map
 * has no hex (spi-agincourt 7.13: the highest level drawn in it). */
static int
level_cell(struct loader *l, struct gamedata *gd, void *ctx, struct hex h,
    unsigned char c, const struct ynode *at)
{
	struct hexinfo *hi = &gd->hexes[ld_cell(&gd->grid, h)];

	(void)ctx;
	if (c == ' ' && !hi->on_map)
		return 0;
	if (c < '0' || c > '9' || !hi->on_map)
		return ld_fail(l, at, "expected %s", hi->on_map ? "a digit, "
		    "the hex's level (the highest level drawn in it)" :
		    "a space: the map has no hex here");
	hi->level = c - '0';
	return 0;
}

/* map: elevation: rows as map: rows: are written, "NN " and one digit
 * per column; a space where the map has none (mapload.c ld_rows). */
int
elev_load_rows(struct loader *l, struct gamedata *gd, const struct ynode *rows)
{
	if (ld_rows(l, gd, rows, &(struct ld_drawing){ "elevation", "digit",
	    "elevation row", "", level_cell, NULL }) != 0)
		return -1;
	gd->elevation.any = 1;
	return 0;
}

/* rules: movement: uphill: {cost: 1, section}, steep: {wait: true,
 * section} */
int
elev_load_movement(struct loader *l, struct gamedata *gd,
    const struct ynode *m)
{
	static const struct yfield ufields[] = {
		{ "cost", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	static const struct yfield sfields[] = {
		{ "wait", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	struct elevation_rules *er = &gd->elevation;
	const struct ynode *v;

	if ((v = ymap_get(m, "uphill")) != NULL &&
	    (ymap_check(&l->d, v, ufields, "the uphill cost", &l->cause) != 0 ||
	    ld_cost(l, v, "cost", 0, &er->uphill_cost2) != 0 ||
	    ld_section(l, v, "section", "crossings uphill",
	    &er->uphill_section) != 0))
		return -1;
	if ((v = ymap_get(m, "steep")) != NULL &&
	    (ymap_check(&l->d, v, sfields, "the steep crossing",
	    &l->cause) != 0 ||
	    ld_bool(l, v, "wait", 0, &er->steep_wait) != 0 ||
	    ld_section(l, v, "section", "the wait before a steep crossing",
	    &er->steep_section) != 0))
		return -1;
	return 0;
}

void
elev_free(struct gamedata *gd)
{
	free(gd->elevation.uphill_section);
	free(gd->elevation.steep_section);
}

static int
terrain_of(const struct gamedata *gd, const char *id)
{
	int t;

	for (t = 0; t < gd->nterrain; t++)
		if (strcmp(gd->terrain[t].id, id) == 0)
			return t;
	return -1;
}

/* terrain_as: {woods: clear}; terrain_costs: {clear: 1} */
static int
load_terrain_map(struct loader *l, const struct gamedata *gd,
    const struct ynode *m, int costs, int **out)
{
	const struct ynode *k, *v;
	int i, t, u;

	if (m->type != Y_MAP)
		return ld_fail(l, m, "expected {TERRAIN: %s}", costs ? "COST" :
		    "TERRAIN");
	*out = xcalloc((size_t)gd->nterrain + 1, sizeof **out);
	for (t = 0; t < gd->nterrain; t++)
		(*out)[t] = -1;
	for (i = 0; i < m->n; i++) {
		k = m->keys[i];
		v = m->vals[i];
		if ((t = terrain_of(gd, k->value)) < 0)
			return ld_fail(l, k, "expected a terrain of the "
			    "terrain table");
		if (costs) {
			if (ld_cost(l, m, k->value, 0, &u) != 0)
				return -1;
			/* a cost of 0 reads as the default (1 MP) to
			 * movement: say so rather than mislead */
			if (u == 0)
				return ld_fail(l, v, "expected a movement "
				    "cost of at least 0.5 for \"%s\"",
				    k->value);
		} else if (v->type != Y_SCALAR ||
		    (u = terrain_of(gd, v->value)) < 0)
			return ld_fail(l, v, "expected a terrain of the "
			    "terrain table");
		(*out)[t] = u;
	}
	return 0;
}

int
elev_scenario_load(struct loader *l, const struct gamedata *gd,
    struct scenario *sc, const struct ynode *root)
{
	const struct ynode *v;

	if ((v = ymap_get(root, "terrain_as")) != NULL &&
	    load_terrain_map(l, gd, v, 0, &sc->terrain_as) != 0)
		return -1;
	if ((v = ymap_get(root, "terrain_costs")) != NULL &&
	    load_terrain_map(l, gd, v, 1, &sc->terrain_cost2) != 0)
		return -1;
	return ld_bool(l, root, "flat", 0, &sc->flat);
}

void
elev_scenario_apply(struct gamedata *gd, const struct scenario *sc)
{
	int c, n = gd_ncells(gd), t;

	/* spi 20.43D: woods treated as clear, no elevation */
	for (c = 0; sc->terrain_as != NULL && c < n; c++)
		if (gd->hexes[c].on_map &&
		    sc->terrain_as[gd->hexes[c].terrain] >= 0)
			gd->hexes[c].terrain =
			    sc->terrain_as[gd->hexes[c].terrain];
	for (t = 0; sc->terrain_cost2 != NULL && t < gd->nterrain; t++)
		if (sc->terrain_cost2[t] >= 0)
			gd->terrain[t].cost2 = sc->terrain_cost2[t];
	if (sc->flat) {
		gd->elevation.any = 0;
		for (c = 0; c < n; c++)
			gd->hexes[c].level = 0;
	}
}

void
elev_scenario_free(struct scenario *sc)
{
	free(sc->terrain_as);
	free(sc->terrain_cost2);
}

int
elev_los_blocks(const struct gamedata *gd, struct hex h, struct hex from,
    struct hex to)
{
	int a = elev_level(gd, from), b = elev_level(gd, to);

	/* spi 8.24: ends on one level, a hex higher than either blocks;
	 * 8.25: on two, a hex higher than both: either way a hex above
	 * the higher end */
	if (!gd->elevation.los || !gd->elevation.any)
		return 0;
	return elev_level(gd, h) > (a > b ? a : b);
}

int
elev_steep(const struct state *st, int unit, int i, struct hex at,
    struct hex to, int cost, int mf, int spent, struct ruling *no)
{
	const struct gamedata *gd = st->gd;
	struct ruling_step *s;
	int stood;

	/* a unit with no allowance (a bow on its archer side, spi 15.0)
	 * never crosses: the wait would make the crossing free */
	if (!gd->elevation.steep_wait || cost <= mf || mf <= 0)
		return cost;
	/* spi 7.24: first stay a complete impulse where it stands, then
	 * cross at the cost of the whole impulse allowance */
	stood = stood_of(st, unit);
	if (i == 0 && spent == 0 && stood >= 1)
		return mf;
	ruling_init(no);
	s = ruling_add(no, RS_ELEV_WAIT, gd->id, gd->elevation.steep_section);
	ruling_num(s, "step", i + 1);
	ruling_num(s, "from_col", at.col);
	ruling_num(s, "from_row", at.row);
	ruling_num(s, "to_col", to.col);
	ruling_num(s, "to_row", to.row);
	ruling_num(s, "cost", cost);
	ruling_num(s, "mf", mf);
	ruling_num(s, "spent", spent);
	ruling_num(s, "stood", i == 0 ? stood : 0);
	ruling_word(s, gd->units[unit].id);
	ruling_word(s, allowance_name(gd));
	return -1;
}

void
elev_step_records(const struct state *st, int unit, struct hex at, int d,
    int step, int cost, int paid, struct ruling *rl)
{
	const struct gamedata *gd = st->gd;
	struct hex to = hex_neighbour(&gd->grid, at, d);
	struct ruling_step *s;
	int up = elev_uphill_cost(gd, at, d);

	if (up > 0) {
		s = ruling_add(rl, RS_ELEV_UPHILL, gd->id,
		    gd->elevation.uphill_section);
		elev_step_nums(gd, s, step, at, to);
		ruling_num(s, "cost", up);
		ruling_word(s, gd->units[unit].id);
		ruling_word(s, allowance_name(gd));
	}
	if (paid != cost) {
		s = ruling_add(rl, RS_ELEV_STEEP, gd->id,
		    gd->elevation.steep_section);
		ruling_num(s, "step", step + 1);
		ruling_num(s, "to_col", to.col);
		ruling_num(s, "to_row", to.row);
		ruling_num(s, "cost", cost);
		ruling_num(s, "mf", paid);
		ruling_num(s, "stood", stood_of(st, unit));
		ruling_word(s, gd->units[unit].id);
		ruling_word(s, allowance_name(gd));
	}
}

void
elev_scenario_show(const struct gamedata *gd, const struct scenario *sc,
    struct buf *b)
{
	const char *sep = "";
	int t;

	if (sc->terrain_as == NULL && sc->terrain_cost2 == NULL && !sc->flat)
		return;
	buf_puts(b, "ground:");
	for (t = 0; sc->terrain_as != NULL && t < gd->nterrain; t++)
		if (sc->terrain_as[t] >= 0) {
			buf_printf(b, "%s %s as %s", sep, gd->terrain[t].name,
			    gd->terrain[sc->terrain_as[t]].name);
			sep = ";";
		}
	for (t = 0; sc->terrain_cost2 != NULL && t < gd->nterrain; t++)
		if (sc->terrain_cost2[t] >= 0) {
			buf_printf(b, "%s %s costs %s %s", sep,
			    gd->terrain[t].name,
			    allowance_points(sc->terrain_cost2[t]),
			    allowance_name(gd));
			sep = ";";
		}
	if (sc->flat)
		buf_printf(b, "%s no elevation", sep);
	buf_puts(b, "\n");
}
