/* gdfind: look-ups in a loaded game: a hex by its place, a stat, a
 * type, a faction, a hexside feature or an option by its id, the rule
 * section of a concept.  Kept apart from the loaders (gamedata.c and the
 * *load.c files) so that every mechanism may ask without depending on
 * the code that reads the YAML, and the loaders on them. */
#include "gamedata.h"

#include <string.h>

#include "gdload.h"

int
gd_ncells(const struct gamedata *gd)
{
	const struct grid *g = &gd->grid;

	return (g->col_max - g->col_min + 1) * (g->row_max - g->row_min + 1);
}

int
gd_hex_cell(const struct gamedata *gd, struct hex h)
{
	return grid_contains(&gd->grid, h) ? ld_cell(&gd->grid, h) : -1;
}

const struct hexinfo *
gd_hex(const struct gamedata *gd, struct hex h)
{
	const struct hexinfo *hi;

	if (!grid_contains(&gd->grid, h))
		return NULL;
	hi = &gd->hexes[ld_cell(&gd->grid, h)];
	return hi->on_map ? hi : NULL;
}

#define FIND_BY_ID(fn, member, count)					\
int									\
fn(const struct gamedata *gd, const char *id)				\
{									\
	int i;								\
									\
	for (i = 0; i < gd->count; i++)					\
		if (strcmp(gd->member[i].id, id) == 0)			\
			return i;					\
	return -1;							\
}
FIND_BY_ID(gd_stat, stats, nstats)
FIND_BY_ID(gd_type, types, ntypes)
FIND_BY_ID(gd_faction, factions, nfactions)
FIND_BY_ID(gd_feature, features, nfeatures)
FIND_BY_ID(gd_option, options, noptions)

const char *
sec(const char *s)
{
	return s != NULL ? s : "?";
}

const char *
gd_sec(const struct gamedata *gd, enum rule_concept c)
{
	return sec(gd->section[c]);
}
