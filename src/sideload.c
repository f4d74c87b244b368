/* sideload: two-sided counters in the game's YAML (sideload.h).
 *
 *   unit_types:
 *     longbow: {name: Longbow, symbol: L, sides: [archer, yeoman],
 *               sides_section: "15.0"}
 *   unit_templates:
 *     en-longbow: {type: longbow, melee: 0/2, ...}    # archer 0, yeoman 2
 *
 * A value FRONT/BACK gives the two sides of a stat; a plain value is
 * the same on both.  It may be written wherever a stat is, in a unit, a
 * template or a row's cell (unitload.c reads it through sides_value). */
#include "sideload.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

int
sides_nvalues(const struct gamedata *gd)
{
	return gd->sides_any ? 2 * gd->nstats : gd->nstats;
}

/* A side's name: one word, that reads as neither a number nor a hex,
 * so that `flip UNIT SIDE` and a set-up's "HEX FACING SIDE" read it. */
static int
side_name(struct loader *l, const struct ynode *v)
{
	const char *p;

	if (v->type != Y_SCALAR || v->value[0] == '\0')
		return ld_fail(l, v, "expected the name of a side");
	for (p = v->value; *p != '\0'; p++)
		if (!(*p >= 'a' && *p <= 'z') && !(*p >= 'A' && *p <= 'Z') &&
		    *p != '-' && *p != '_')
			return ld_fail(l, v, "expected a side's name as one "
			    "word of letters (and - or _), not \"%s\"",
			    v->value);
	return 0;
}

/* Whether every phase of the game's sequence cites a section, which a
 * flip of a type without sides_section cites. */
static int
phases_cited(const struct gamedata *gd)
{
	int i;

	if (gd->sequence.nphases == 0)
		return 0;
	for (i = 0; i < gd->sequence.nphases; i++)
		if (gd->sequence.phases[i].section == NULL)
			return 0;
	return 1;
}

int
sides_load(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	const struct ynode *v, *sec;
	struct unit_type *t;
	int i, k;

	for (i = 0; m != NULL && i < m->n && i < gd->ntypes; i++) {
		t = &gd->types[i];
		v = ymap_get(m->vals[i], "sides");
		sec = ymap_get(m->vals[i], "sides_section");
		if (v == NULL) {
			if (sec != NULL)
				return ld_fail(l, sec, "sides_section without "
				    "sides: a counter of one side never flips");
			continue;
		}
		if (v->type != Y_SEQ || v->n != 2)
			return ld_fail(l, v, "expected sides: [FRONT, BACK], "
			    "the names of the counter's two sides");
		for (k = 0; k < 2; k++)
			if (side_name(l, v->items[k]) != 0)
				return -1;
		if (strcasecmp(v->items[0]->value, v->items[1]->value) == 0)
			return ld_fail(l, v->items[1], "the two sides of %s "
			    "have one name (\"%s\")", t->id,
			    v->items[1]->value);
		if (sec == NULL && !phases_cited(gd))
			return ld_fail(l, v, "expected sides_section: the "
			    "section a flip of %s cites (the game has no "
			    "sequence of play whose every phase gives one)",
			    t->id);
		if (ld_str(l, m->vals[i], "sides_section", &t->side_section) !=
		    0)
			return -1;
		t->side[0] = xstrdup(v->items[0]->value);
		t->side[1] = xstrdup(v->items[1]->value);
		gd->sides_any = 1;
	}
	return 0;
}

/* A whole number from 0 to 999 of n bytes at s. */
static int
number(const char *s, size_t n, long *out)
{
	char buf[16];

	if (n == 0 || n >= sizeof buf)
		return -1;
	memcpy(buf, s, n);
	buf[n] = '\0';
	return util_parse_int(buf, 0, 999, out);
}

int
sides_value(const struct gamedata *gd, const char *s, long *front,
    long *back)
{
	const char *slash = strchr(s, '/');

	if (slash == NULL) {
		if (number(s, strlen(s), front) != 0)
			return -1;
		*back = *front;
		return 0;
	}
	if (!gd->sides_any || number(s, (size_t)(slash - s), front) != 0 ||
	    number(slash + 1, strlen(slash + 1), back) != 0)
		return -1;
	return 1;
}

int
sides_unit_check(struct loader *l, const struct gamedata *gd,
    const struct unit_def *ud, const struct ynode *u)
{
	int k;

	if (!gd->sides_any || gd->types[ud->type].side[0] != NULL)
		return 0;
	for (k = 0; k < gd->nstats; k++)
		if (ud->stat[k] != ud->stat[gd->nstats + k])
			return ld_fail(l, u, "unit %s gives %s %d/%d, but a %s "
			    "counter has one side (its type gives no sides:)",
			    ud->id, gd->stats[k].id, ud->stat[k],
			    ud->stat[gd->nstats + k], gd->types[ud->type].id);
	return 0;
}

void
sides_free(struct gamedata *gd)
{
	int i;

	for (i = 0; i < gd->ntypes; i++) {
		free(gd->types[i].side[0]);
		free(gd->types[i].side[1]);
		free(gd->types[i].side_section);
	}
}

/* The side of the unit's type a word names (as sides_find, sides.c,
 * which is above the loaders): 0, 1 or -1. */
static int
side_of(const struct gamedata *gd, int unit, const char *w)
{
	const struct unit_type *t = &gd->types[gd->units[unit].type];
	int k;

	for (k = 0; t->side[0] != NULL && k < 2; k++)
		if (strcasecmp(t->side[k], w) == 0 ||
		    strcasecmp(k ? "back" : "front", w) == 0)
			return k;
	return -1;
}

int
sides_placement(struct loader *l, const struct gamedata *gd, int unit,
    const struct ynode *v, char **w, int *n, int *side)
{
	const struct unit_type *t = &gd->types[gd->units[unit].type];

	if (*n >= 2 && (*side = side_of(gd, unit, w[*n - 1])) >= 0) {
		(*n)--;
		return 0;
	}
	*side = 0;
	if (*n < 3)
		return 0;
	if (t->side[0] == NULL)
		return ld_fail(l, v, "expected \"HEX FACING\": %s is a counter "
		    "of one side, not \"%s\"", gd->units[unit].id, w[2]);
	return ld_fail(l, v, "expected \"HEX FACING SIDE\", the side %s or %s "
	    "of %s, not \"%s\"", t->side[0], t->side[1], gd->units[unit].id,
	    w[2]);
}
