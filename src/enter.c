/* enter: the terrain and hexside tests for a unit going into a hex. */
#include "enter.h"

#include <stdio.h>

#include "util.h"

int
enter_terrain(const struct terrain *t, int type)
{
	return t->enter == 0 || (t->enter & (1u << type)) != 0;
}

int
enter_hex(const struct gamedata *gd, int unit, struct hex h, char **cause)
{
	const struct hexinfo *hi = gd_hex(gd, h);
	const struct unit_def *ud = &gd->units[unit];
	const struct terrain *t;
	const char *section;

	if (hi == NULL) {
		if (cause != NULL)
			*cause = xprintf("%s is not on the map", hex_str(h));
		return 0;
	}
	t = &gd->terrain[hi->terrain];
	if (enter_terrain(t, ud->type))
		return 1;
	if (cause != NULL) {
		/* the rule on who may enter, else the terrain's own row */
		section = t->enter_section ? t->enter_section : t->section;
		*cause = xprintf("%s is %s, which a %s unit cannot enter "
		    "(%s%s)", hex_str(h), t->name, gd->types[ud->type].name,
		    section ? "§" : "table", section ? section :
		    " of terrain effects");
	}
	return 0;
}

int
enter_crossing(const struct gamedata *gd, unsigned sides)
{
	int f;

	for (f = 0; f < gd->nhexsides; f++)
		if ((sides & (1u << f)) && gd->hexsides[f].crossing)
			return f;
	return -1;
}

int
enter_barrier(const struct gamedata *gd, struct hex h, int dir)
{
	const struct hexinfo *hi = gd_hex(gd, h);
	int f;

	if (hi == NULL || enter_crossing(gd, hi->sides[dir]) >= 0)
		return -1;	/* none, or a bridge or a ford over it */
	for (f = 0; f < gd->nhexsides; f++)
		if ((hi->sides[dir] & (1u << f)) && gd->hexsides[f].impassable)
			return f;
	return -1;
}

int
enter_hexside(const struct gamedata *gd, struct hex h, int dir, int retreat)
{
	const struct hexinfo *hi = gd_hex(gd, h);
	int f;

	if ((f = enter_barrier(gd, h, dir)) >= 0 || !retreat || hi == NULL)
		return f;
	/* st-albans TEC 6: no retreat across a river, but over its bridge
	 * or ford, as over any way a unit may move */
	if (enter_crossing(gd, hi->sides[dir]) >= 0)
		return -1;
	for (f = 0; f < gd->nhexsides; f++)
		if ((hi->sides[dir] & (1u << f)) && gd->hexsides[f].no_retreat)
			return f;
	return -1;
}
