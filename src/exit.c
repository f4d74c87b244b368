/* exit: units off the map across an edge, counted (exit.h;
 * spi-agincourt 20.34). */
#include "exit.h"

#include <stdlib.h>
#include <string.h>

#include "allowance.h"
#include "gdload.h"
#include "ruling.h"
#include "tally.h"

int
exit_load(struct loader *l, struct gamedata *gd, const struct ynode *m)
{
	static const struct yfield fields[] = {
		{ "factions", Y_SEQ, 1 }, { "across", Y_SCALAR, 1 },
		{ "count", Y_SCALAR, 1 }, { "section", Y_SCALAR, 0 },
		{ NULL, 0, 0 }
	};
	struct exit_rules *x;
	const struct ynode *v;
	int i, f;

	if (m == NULL)
		return 0;
	x = gd->exits = xcalloc(1, sizeof *gd->exits);
	x->count_def = -1;
	if (ymap_check(&l->d, m, fields, "exit", &l->cause) != 0 ||
	    ld_str(l, m, "count", &x->count) != 0 ||
	    ld_section(l, m, "section", "exits", &x->section) != 0)
		return -1;
	v = ymap_get(m, "factions");
	for (i = 0; i < v->n; i++) {
		if (v->items[i]->type != Y_SCALAR ||
		    (f = gd_faction(gd, v->items[i]->value)) < 0)
			return ld_fail(l, v->items[i], "expected one of the "
			    "game's factions");
		x->factions |= 1u << f;
	}
	if (x->factions == 0)
		return ld_fail(l, v, "expected at least one faction whose "
		    "units may leave the map");
	v = ymap_get(m, "across");
	if ((x->across = gd_faction(gd, v->value)) < 0)
		return ld_fail(l, v, "expected across: to name the faction "
		    "whose map edge the units leave by, not \"%s\"", v->value);
	return 0;
}

int
exit_load_count(struct loader *l, struct gamedata *gd,
    const struct ynode *rules)
{
	struct exit_rules *x = gd->exits;
	const struct ynode *m;
	char *names;
	int d;

	if (x == NULL || rules == NULL ||
	    (m = ymap_get(rules, "exit")) == NULL)
		return 0;
	if ((d = tally_find(gd, x->count)) < 0 ||
	    gd->tally.defs[d].scope != TALLY_FACTION ||
	    gd->tally.defs[d].flag) {
		names = tally_names(gd);
		ld_fail(l, ymap_get(m, "count"), "expected a per-faction "
		    "counter of the game's state: (scope: faction), not "
		    "\"%s\" (%s)", x->count, names);
		free(names);
		return -1;
	}
	x->count_def = d;
	return 0;
}

void
exit_free(struct gamedata *gd)
{
	if (gd->exits == NULL)
		return;
	free(gd->exits->count);
	free(gd->exits->section);
	free(gd->exits);
	gd->exits = NULL;
}

/* Is a hex of the unit's on the edge, its neighbour that way off the
 * map?  (The way a rout leaves, rout-to-edge.c.) */
static int
on_edge(const struct state *st, int unit, int dir)
{
	const struct gamedata *gd = st->gd;
	const struct unit_state *us = &st->u[unit];

	if (!grid_contains(&gd->grid, hex_neighbour(&gd->grid, us->hex,
	    dir)))
		return 1;
	return us->hex2.col != 0 && !grid_contains(&gd->grid,
	    hex_neighbour(&gd->grid, us->hex2, dir));
}

int
exit_unit(struct state *st, int unit, struct ruling *r, char **cause)
{
	const struct gamedata *gd = st->gd;
	const struct exit_rules *x = gd->exits;
	const struct unit_state *us = &st->u[unit];
	const char *id = gd->units[unit].id;
	struct ruling_step *s;
	struct hex was = us->hex;
	int f = gd->units[unit].faction, now;

	if (x == NULL) {
		*cause = xprintf("%s has no units leaving the map", gd->title);
		return -1;
	}
	if ((x->factions & (1u << f)) == 0) {
		*cause = xprintf("%s is %s: no %s unit leaves the map (§%s)",
		    id, gd->factions[f].name, gd->factions[f].name,
		    x->section);
		return -1;
	}
	if (!us->on_map) {
		*cause = xprintf("%s is not on the map", id);
		return -1;
	}
	if (!on_edge(st, unit, gd->factions[x->across].edge)) {
		*cause = xprintf("%s is not on the %s map edge: a unit leaves "
		    "from a hex of that edge (§%s)", id,
		    gd->factions[x->across].name, x->section);
		return -1;
	}
	/* reconstructed (X1): leaving is a step off the map, made with
	 * movement left */
	if (us->mf_spent >= allowance_of(st, unit)) {
		*cause = xprintf("%s has no movement left this phase to leave "
		    "the map with (§%s; reconstructed: X1)", id, x->section);
		return -1;
	}
	if (board_remove(st, unit, cause) != 0)
		return -1;
	now = tally_get(st, x->count_def, f) + 1;
	if (tally_set(st, x->count_def, f, now, cause) != 0)
		return -1;
	s = ruling_add(r, RS_EXITED, gd->id, x->section);
	s->recon = 1;
	ruling_word(s, id);
	ruling_word(s, gd->factions[x->across].name);
	ruling_word(s, gd->tally.defs[x->count_def].label != NULL ?
	    gd->tally.defs[x->count_def].label : x->count);
	ruling_word(s, gd->factions[f].name);
	ruling_num(s, "col", was.col);
	ruling_num(s, "row", was.row);
	ruling_num(s, "total", now);
	return 0;
}
