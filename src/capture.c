/* capture: lone units captured by an enemy entering or passing their
 * hex (capture.h; spi-agincourt 12.23, 12.35, 6.15). */
#include "capture.h"

#include <stdlib.h>
#include <string.h>

#include "gdload.h"
#include "ruling.h"
#include "tally.h"

int
capture_load(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "types", Y_SEQ, 1 }, { "by_types", Y_SEQ, 1 },
		{ "count", Y_SCALAR, 0 }, { "count_for", Y_SCALAR, 0 },
		{ "value", Y_SCALAR, 0 }, { "section", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	struct capture_rules *c = &gd->capture;
	const struct ynode *v;

	c->count_def = -1;
	c->value_stat = -1;
	if (m == NULL)
		return 0;
	if (ymap_check(&l->d, m, fields, "capture", &l->cause) != 0 ||
	    ld_types(l, gd, m, "types", &c->types) != 0 ||
	    ld_types(l, gd, m, "by_types", &c->by_types) != 0 ||
	    ld_stat(l, gd, m, "value", &c->value_stat) != 0 ||
	    ld_str(l, m, "count", &c->count) != 0 ||
	    ld_section(l, m, "section", "captures", &c->section) != 0)
		return -1;
	if (c->types == 0 || c->by_types == 0)
		return ld_fail(l, m, "expected at least one unit type in "
		    "\"types\" and in \"by_types\" of capture");
	if ((c->types & c->by_types) != 0)
		return ld_fail(l, ymap_get(m, "by_types"), "a type is both "
		    "captured and a captor: expected none in both lists");
	if ((v = ymap_get(m, "count_for")) != NULL) {
		if (strcmp(v->value, "owner") == 0)
			c->count_owner = 1;
		else if (strcmp(v->value, "captor") != 0)
			return ld_fail(l, v, "expected count_for: captor or "
			    "owner");
	}
	if (c->value_stat >= 0 && c->count == NULL)
		return ld_fail(l, ymap_get(m, "value"), "value: says what a "
		    "capture counts: expected a count: too");
	return 0;
}

int
capture_load_count(struct loader *l, struct gamedata *gd,
    const struct ynode *rules)
{
	struct capture_rules *c = &gd->capture;
	const struct ynode *m, *v;
	char *names;
	int d;

	if (c->count == NULL || rules == NULL ||
	    (m = ymap_get(rules, "capture")) == NULL ||
	    (v = ymap_get(m, "count")) == NULL)
		return 0;
	if ((d = tally_find(gd, c->count)) < 0 ||
	    gd->tally.defs[d].scope != TALLY_FACTION ||
	    gd->tally.defs[d].flag) {
		names = tally_names(gd);
		ld_fail(l, v, "expected a per-faction counter of the game's "
		    "state: (scope: faction), not \"%s\" (%s)", c->count,
		    names);
		free(names);
		return -1;
	}
	c->count_def = d;
	return 0;
}

void
capture_free(struct gamedata *gd)
{
	free(gd->capture.count);
	free(gd->capture.section);
	memset(&gd->capture, 0, sizeof gd->capture);
}

int
capture_lone(const struct state *st, int unit, struct hex h)
{
	int o, n = 0;

	if (st->gd->capture.types == 0)
		return 0;
	for (o = board_first_in(st, h); o >= 0; o = board_next_in(st, h, o)) {
		if (o == unit)
			continue;
		if (!capture_takes(st->gd, unit, o))
			return 0;
		n++;
	}
	return n > 0;
}

/* The capture counted (capture.h): for the captor's side or the
 * owner's, one or the unit's stat; a count at its bound stays there. */
void
capture_count_rec(struct state *st, int unit, int captor,
    struct ruling_step *s)
{
	const struct gamedata *gd = st->gd;
	const struct capture_rules *c = &gd->capture;
	int f, add, now;
	char *why = NULL;

	if (c->count == NULL || c->count_def < 0)
		return;
	f = gd->units[c->count_owner ? unit : captor].faction;
	add = c->value_stat >= 0 ? gd->units[unit].stat[c->value_stat] : 1;
	now = tally_get(st, c->count_def, f);
	if (tally_set(st, c->count_def, f, now + add, &why) != 0)
		free(why);	/* at its bound: it counts no further */
	ruling_num(s, "counted", add);
	ruling_num(s, "total", tally_get(st, c->count_def, f));
	ruling_num(s, "faction", f);
	ruling_word(s, gd->factions[f].name);
	ruling_word(s, gd->tally.defs[c->count_def].label != NULL ?
	    gd->tally.defs[c->count_def].label : c->count);
}

int
capture_in_rec(struct state *st, int unit, struct hex h, struct ruling *r)
{
	const struct gamedata *gd = st->gd;
	struct ruling scratch;
	struct ruling_step *s;
	int all[16], n = 0, o, k;

	if (!capture_lone(st, unit, h))
		return 0;
	for (o = board_first_in(st, h); o >= 0 && n < (int)nitems(all);
	    o = board_next_in(st, h, o))
		if (o != unit)
			all[n++] = o;
	for (k = 0; k < n; k++) {
		s = ruling_add(r, RS_CAPTURED, gd->id, gd->capture.section);
		ruling_word(s, gd->units[all[k]].id);
		ruling_word(s, gd->units[unit].id);
		ruling_num(s, "col", h.col);
		ruling_num(s, "row", h.row);
		capture_count_rec(st, all[k], unit, s);
		/* out of play as any elimination is (victory, herald::
		 * eliminated); the capture's record says why */
		ruling_init(&scratch);
		board_eliminate_rec(st, all[k], ELIM_GIVEN, gd->capture.section,
		    "captured", &scratch);
		ruling_free(&scratch);
	}
	return n;
}

int
capture_path_rec(struct state *st, int unit, const struct hex *path, int n,
    struct ruling *r)
{
	int i, c = 0;

	if (st->gd->capture.types == 0)
		return 0;
	for (i = 0; i < n; i++)
		c += capture_in_rec(st, unit, path[i], r);
	return c;
}
