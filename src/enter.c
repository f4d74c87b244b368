/* enter: the terrain and hexside tests for a unit going into a hex; a
 * refusal is a record (ruling.h RS_REFUSE_HEX_OFF_MAP, RS_REFUSE_TERRAIN)
 * that the callers above narrate render. */
#include "enter.h"

#include <stdio.h>

#include "ruling.h"
#include "util.h"

int
enter_terrain(const struct terrain *t, int type)
{
	return t->enter == 0 || (t->enter & (1u << type)) != 0;
}

int
enter_hex_rec(const struct gamedata *gd, int unit, struct hex h,
    struct ruling *no)
{
	const struct hexinfo *hi = gd_hex(gd, h);
	const struct terrain *t;
	struct ruling_step *s;

	if (hi == NULL) {
		if (no != NULL) {
			s = ruling_add(no, RS_REFUSE_HEX_OFF_MAP, gd->id, NULL);
			ruling_num(s, "to_col", h.col);
			ruling_num(s, "to_row", h.row);
		}
		return 0;
	}
	t = &gd->terrain[hi->terrain];
	if (enter_terrain(t, gd->units[unit].type))
		return 1;
	if (no != NULL) {
		/* the rule on who may enter, else the terrain's own row */
		s = ruling_add(no, RS_REFUSE_TERRAIN, gd->id,
		    t->enter_section ? t->enter_section : t->section);
		ruling_num(s, "to_col", h.col);
		ruling_num(s, "to_row", h.row);
		ruling_word(s, t->name);
		ruling_word(s, gd->types[gd->units[unit].type].name);
	}
	return 0;
}

char *
enter_words(const struct ruling_step *s)
{
	struct hex to = { ruling_get(s, "to_col", 0),
	    ruling_get(s, "to_row", 0) };

	if (s->concept == RS_REFUSE_HEX_OFF_MAP)
		return xprintf("%s is not on the map", hex_str(to));
	return xprintf("%s is %s, which a %s unit cannot enter (%s%s)",
	    hex_str(to), ruling_w(s, 0), ruling_w(s, 1), s->section ? "§" :
	    "table", s->section ? s->section : " of terrain effects");
}

int
enter_hex(const struct gamedata *gd, int unit, struct hex h, char **cause)
{
	struct ruling no;
	int rc;

	ruling_init(&no);
	rc = enter_hex_rec(gd, unit, h, cause != NULL ? &no : NULL);
	if (!rc && cause != NULL)
		*cause = enter_words(&no.step[0]);
	ruling_free(&no);
	return rc;
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
